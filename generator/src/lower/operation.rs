//! Paths and operations → [`Operation`]s.

use serde_json::{Map, Value};

use super::naming::{self, NameTable};
use super::{Lowerer, keywords};
use crate::ir::*;
use crate::load::Location;

/// Picks the media type oapigen uses for a `content` map, preferring JSON.
fn pick_content(content: &Map<String, Value>) -> Option<(String, BodyKind)> {
    let kinds = content.keys().map(|k| {
        let base = k.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
        let kind = if base == "application/json" || base.ends_with("+json") || base == "*/*" {
            BodyKind::Json
        } else if base == "application/x-www-form-urlencoded" {
            BodyKind::FormUrlEncoded
        } else if base == "multipart/form-data" {
            BodyKind::Multipart
        } else if base.starts_with("text/") {
            BodyKind::Text {
                content_type: k.clone(),
            }
        } else {
            BodyKind::Binary {
                content_type: k.clone(),
            }
        };
        (k.clone(), kind)
    });
    let all: Vec<_> = kinds.collect();
    all.iter()
        .find(|(_, k)| *k == BodyKind::Json)
        .cloned()
        .or_else(|| all.first().cloned())
}

/// The `name=value` pairs of a path key's query part (`path_key.rs`).
type Pairs = Vec<(String, String)>;

impl<'a> Lowerer<'a> {
    /// Follows `$ref` chains of non-schema objects (parameters, responses, bodies, path items).
    pub(super) fn deref(&mut self, loc: &Location) -> Option<(Location, &'a Map<String, Value>)> {
        let mut loc = loc.clone();
        for _ in 0..32 {
            match self.value(&loc) {
                Some(Value::Object(m)) => match m.get("$ref").and_then(Value::as_str) {
                    Some(r) => match self.loader.resolve(loc.file, r) {
                        Some(t) => loc = t,
                        None => {
                            self.error(
                                &Self::child(&loc, "$ref"),
                                Some("$ref"),
                                format!("`{r}` does not resolve to anything"),
                            );
                            return None;
                        }
                    },
                    None => return Some((loc, m)),
                },
                _ => {
                    self.error(&loc, None, "expected an object");
                    return None;
                }
            }
        }
        self.error(&loc, Some("$ref"), "`$ref` chain longer than 32 links (a cycle?)");
        None
    }

    pub(super) fn operations(&mut self, top: &'a Map<String, Value>) {
        let Some(paths) = top.get("paths") else { return };
        let Some(paths) = paths.as_object() else {
            self.error(
                &Location {
                    file: self.root,
                    pointer: "/paths".into(),
                },
                Some("paths"),
                "`paths` must be an object",
            );
            return;
        };
        let mut method_names = NameTable::new();
        method_names.reserve(super::reserved::CLIENT_METHODS);
        let mut type_names = NameTable::new();
        type_names.reserve(super::reserved::TYPE_NAMES);
        let mut pending_tasks: Vec<(usize, Location, String, String)> = Vec::new();
        let selection = self.select_operations(paths);
        // Each (path, method) with the keys that have it and the pairs their query parts fix:
        // keys that differ in a query part alone name one path (`path_key.rs`), and two
        // operations of one method on it must be told apart by their pairs.
        let mut taken: std::collections::HashMap<(String, &str), Vec<(&String, Pairs)>> =
            std::collections::HashMap::new();
        for path in paths.keys().filter(|k| !keywords::is_extension(k)) {
            let ploc = Self::child(
                &Location {
                    file: self.root,
                    pointer: "/paths".into(),
                },
                path,
            );
            let key = match super::path_key::read(path) {
                Ok(key) => key,
                Err(message) => {
                    self.error_hint(
                        &ploc,
                        "paths",
                        message,
                        "a path key is a path; declare query parameters under `parameters` with `in: query`",
                    );
                    continue;
                }
            };
            let Some((item_loc, item)) = self.deref(&ploc) else {
                continue;
            };
            let shared = item.get("parameters").map(|_| Self::child(&item_loc, "parameters"));
            for &(method, http_method) in keywords::METHODS {
                let oloc = Self::child(&item_loc, method);
                let op = match item.get(method) {
                    None => continue,
                    Some(Value::Object(op)) => op,
                    Some(_) => {
                        // Not dropped silently: an operation that is not an object is an error.
                        self.error(&oloc, Some(method), "an operation must be an object");
                        continue;
                    }
                };
                let pairs = key.constants();
                let same = taken.entry((key.path.clone(), method)).or_default();
                if let Some((other, _)) = same.iter().find(|(_, p)| *p == pairs) {
                    self.error_hint(
                        &oloc,
                        "paths",
                        format!(
                            "`{method} {}` is also the operation of the path key `{other}`: without their query parts the two keys are one path, and no pair of their query parts (`name=value`) tells the two operations apart",
                            key.path
                        ),
                        "merge the two operations into one (with the query parameters of both), or remove one",
                    );
                    continue;
                }
                same.push((path, pairs));
                let id = super::select::operation_id(op, method, path);
                let rust_name = method_names.claim(&naming::snake(&id));
                // The request builder's name, and beside it the names of the operation's
                // response and error enums (`{name}Response`, `{name}Error`).
                let type_name = loop {
                    let name = type_names.claim(&naming::pascal(&id));
                    let companions = [crate::ir::response_type_name(&name), crate::ir::error_type_name(&name)];
                    if companions.iter().all(|c| type_names.is_free(c)) {
                        for c in &companions {
                            type_names.claim(c);
                        }
                        break name;
                    }
                };
                let hint = self.resource_hint(op, &oloc);
                self.api.endpoints.push(crate::ir::Endpoint {
                    path: key.path.clone(),
                    method: http_method,
                    starts_tasks: op.contains_key("x-oapigen-tasks"),
                    hint,
                });
                // Names are claimed for every operation, kept or not, so that a filter renames
                // nothing it keeps.
                if selection.as_ref().is_some_and(|s| !s.keeps(path, method)) {
                    continue;
                }
                let docs = self.docs(op);
                let first_type = self.api.types.len();
                let mut operation = Operation {
                    id: id.clone(),
                    rust_name,
                    type_name: type_name.clone(),
                    method: http_method,
                    path: key.path.clone(),
                    key: path.clone(),
                    query_constants: Vec::new(),
                    summary: op.get("summary").and_then(Value::as_str).map(str::to_string),
                    samples: super::resources::sample_chains(op),
                    docs,
                    tags: op
                        .get("tags")
                        .and_then(Value::as_array)
                        .map(|t| t.iter().filter_map(Value::as_str).map(str::to_string).collect())
                        .unwrap_or_default(),
                    params: Vec::new(),
                    body: None,
                    responses: Vec::new(),
                    tasks: None,
                    task_status: None,
                    pagination: None,
                    security: self.operation_security(op.get("security"), &Self::child(&oloc, "security"), top),
                    server: self.operation_server(&item_loc, &oloc),
                    plan: OperationPlan::default(),
                };
                self.params(
                    &mut operation,
                    shared.as_ref(),
                    op.get("parameters").map(|_| Self::child(&oloc, "parameters")),
                    &oloc,
                    &key,
                );
                if op.contains_key("requestBody") {
                    operation.body = self.request_body(&Self::child(&oloc, "requestBody"), &type_name);
                }
                if let Some(Value::Object(responses)) = op.get("responses") {
                    for code in responses.keys().filter(|k| !keywords::is_extension(k)) {
                        let rloc = Self::child(&Self::child(&oloc, "responses"), code);
                        if let Some(r) = self.response(&rloc, code, &type_name) {
                            operation.responses.push(r);
                        }
                    }
                }
                self.extensions(&mut operation, op, &oloc, &mut pending_tasks);
                self.stream_beside_paging(&mut operation, &oloc);
                self.api.operations.push(operation);
                self.op_types.push(first_type..self.api.types.len());
            }
        }
        for (index, loc, ids, poll) in pending_tasks {
            match self.api.operations.iter().position(|o| o.id == poll) {
                Some(p) if self.api.operations[p].task_status.is_some() => {
                    self.api.operations[index].tasks = Some(TasksSpec {
                        ids_pointer: ids,
                        poll_operation: p,
                    })
                }
                None if selection.as_ref().is_some_and(|s| s.left_out.contains(&poll)) => self.warning(
                    &loc,
                    "x-oapigen-tasks",
                    format!(
                        "operation `{}` waits for tasks through `{poll}`, which the filters leave out: it gets no `send_and_wait`",
                        self.api.operations[index].id
                    ),
                ),
                _ => self.error_hint(
                    &loc,
                    "x-oapigen-tasks",
                    format!("`poll: {poll}` does not name an operation with `x-oapigen-task-status`"),
                    "name the operationId of the operation that reads one task",
                ),
            }
        }
    }

    /// The parameter's `style` and `explode`, or its location's default after an error naming
    /// what the location does not take.
    fn param_style(&mut self, ploc: &Location, p: &Map<String, Value>, location: ParamLocation) -> Style {
        let default = Style::default_for(location.keyword());
        let style = match p.get("style") {
            None => None,
            Some(Value::String(s)) => Some(s.as_str()),
            Some(_) => {
                self.error(ploc, Some("style"), "`style` must be a string");
                return default;
            }
        };
        let explode = match p.get("explode") {
            None => None,
            Some(Value::Bool(b)) => Some(*b),
            Some(_) => {
                self.error(ploc, Some("explode"), "`explode` must be a boolean");
                return default;
            }
        };
        match Style::from_document(location.keyword(), style, explode) {
            Ok(style) => style,
            Err(message) => {
                self.error(ploc, Some("style"), message);
                default
            }
        }
    }

    fn params(
        &mut self,
        op: &mut Operation,
        shared: Option<&Location>,
        own: Option<Location>,
        oloc: &Location,
        key: &super::path_key::PathKey,
    ) {
        let mut found: Vec<(String, ParamLocation, Location, &'a Map<String, Value>)> = Vec::new();
        for list in [shared.cloned(), own].into_iter().flatten() {
            let Some(Value::Array(items)) = self.value(&list) else {
                self.error(&list, Some("parameters"), "`parameters` must be an array");
                continue;
            };
            for i in 0..items.len() {
                let Some((ploc, p)) = self.deref(&Self::child(&list, &i.to_string())) else {
                    continue;
                };
                let place = p.get("in").and_then(Value::as_str);
                if p.get("name").and_then(Value::as_str) == Some("")
                    && matches!(place, Some("query" | "header" | "cookie"))
                {
                    // Nothing can name it on the wire: what documents mean by it is a placeholder
                    // (the guide's "Choices worth knowing", docs/design/). Said once, however many operations share it.
                    if self.warned.insert(ploc.clone()) {
                        self.warning(
                            &ploc,
                            "name",
                            format!(
                                "a `{}` parameter with an empty `name` has no name to send its value under: left out of every operation that lists it",
                                place.unwrap_or_default()
                            ),
                        );
                    }
                    continue;
                }
                let Some(name) = p.get("name").and_then(Value::as_str).filter(|n| !n.is_empty()) else {
                    self.error_hint(
                        &ploc,
                        "name",
                        "a parameter needs a non-empty string `name`",
                        "give the parameter its name on the wire, for example `name: limit`",
                    );
                    continue;
                };
                let name = name.to_string();
                let location = match p.get("in").and_then(Value::as_str) {
                    Some("path") => ParamLocation::Path,
                    Some("query") => ParamLocation::Query,
                    Some("header") => ParamLocation::Header,
                    Some("cookie") => ParamLocation::Cookie,
                    other => {
                        self.error(
                            &ploc,
                            Some("in"),
                            format!("unknown parameter location `{}`", other.unwrap_or("(none)")),
                        );
                        continue;
                    }
                };
                // Operation-level parameters override path-level ones of the same name and place.
                found.retain(|(n, l, _, _)| !(n == &name && *l == location));
                found.push((name, location, ploc, p));
            }
        }
        let (made, moved) = self.read_query_part(op, &mut found, oloc, key);
        let mut names = NameTable::new();
        names.reserve(super::reserved::REQUEST_BUILDER_MEMBERS);
        for (name, location, ploc, p) in found {
            let shape = if p.contains_key("schema") {
                self.shape(
                    &Self::child(&ploc, "schema"),
                    &format!("{}{}", op.type_name, naming::unraw(&naming::pascal(&name))),
                )
            } else if let Some(Value::Object(content)) = p.get("content") {
                // `content` names one media type; as JSON, the value travels as its JSON text.
                match content.iter().next() {
                    Some((media, mt)) if content.len() == 1 && mt.get("schema").is_some() => {
                        let cloc = Self::child(&Self::child(&Self::child(&ploc, "content"), media), "schema");
                        let inner = self.shape(
                            &cloc,
                            &format!("{}{}", op.type_name, naming::unraw(&naming::pascal(&name))),
                        );
                        if super::schema::is_json_media(media) {
                            Shape::JsonText(Box::new(inner))
                        } else {
                            inner
                        }
                    }
                    _ => {
                        self.error_hint(
                            &ploc,
                            "content",
                            "`content` of a parameter must name exactly one media type with a `schema`",
                            "give the parameter one media type, for example `content: {application/json: {schema: ...}}`",
                        );
                        Shape::Any
                    }
                }
            } else {
                Shape::String
            };
            let required = location == ParamLocation::Path
                || moved.contains(&name)
                || p.get("required").and_then(Value::as_bool).unwrap_or(false);
            if location == ParamLocation::Path && !op.path.contains(&format!("{{{name}}}")) {
                self.error(
                    &ploc,
                    Some("name"),
                    format!("path parameter `{name}` does not appear in the path `{}`", op.path),
                );
            }
            let client_default =
                location == ParamLocation::Path && self.api.client_env.default_params.iter().any(|(n, _)| *n == name);
            let docs = self.docs(p);
            let style = self.param_style(&ploc, p, location);
            op.params.push(Param {
                rust_name: names.claim(&naming::snake(&name)),
                name,
                location,
                shape,
                required,
                docs,
                client_default,
                style,
            });
        }
        for name in made {
            op.params.push(Param {
                rust_name: names.claim(&naming::snake(&name)),
                name,
                location: ParamLocation::Query,
                shape: Shape::String,
                required: true,
                docs: Docs::default(),
                client_default: false,
                style: Style::default_for("query"),
            });
        }
        // Every `{name}` of the path must be a parameter.
        let mut rest = op.path.as_str();
        while let Some(start) = rest.find('{') {
            let Some(end) = rest[start..].find('}') else { break };
            let name = &rest[start + 1..start + end];
            if !op
                .params
                .iter()
                .any(|p| p.location == ParamLocation::Path && p.name == name)
            {
                self.error_hint(
                    oloc,
                    "parameters",
                    format!("the path names `{{{name}}}` but no path parameter `{name}` is declared"),
                    "declare it under `parameters` with `in: path`",
                );
            }
            rest = &rest[start + end..];
        }
    }

    /// The query part of the operation's path key (`path_key.rs`), read into `found` (the
    /// declared parameters) and the operation's constant pairs, with a warning that says how.
    /// Returns the query parameters to make (declared by none) and those moved from the path.
    fn read_query_part(
        &mut self,
        op: &mut Operation,
        found: &mut Vec<(String, ParamLocation, Location, &'a Map<String, Value>)>,
        oloc: &Location,
        key: &super::path_key::PathKey,
    ) -> (Vec<String>, Vec<String>) {
        use super::path_key::{Binding, QueryPiece, bind};
        let (mut made, mut moved) = (Vec::new(), Vec::new());
        if key.query.is_empty() {
            return (made, moved);
        }
        let mut bindings = Vec::new();
        for piece in &key.query {
            match piece {
                QueryPiece::Param { name, param } => {
                    let binding = bind(name, param, found.iter().map(|(n, l, _, _)| (n.as_str(), l.keyword())));
                    match binding {
                        Binding::Query(i) => found[i].0 = name.clone(),
                        Binding::Path(i) => {
                            found[i].0 = name.clone();
                            found[i].1 = ParamLocation::Query;
                            moved.push(name.clone());
                        }
                        Binding::Made => made.push(name.clone()),
                    }
                    bindings.push(Some(binding));
                }
                QueryPiece::Constant { name, value } => {
                    // A declared query parameter of the pair's name is fixed to its value: the
                    // key names the operation that sends it so.
                    let declared = found.len();
                    found.retain(|(n, l, _, _)| !(n == name && *l == ParamLocation::Query));
                    op.query_constants.push((name.clone(), value.clone()));
                    bindings.push((found.len() < declared).then_some(Binding::Query(0)));
                }
            }
        }
        self.warning(
            oloc,
            "paths",
            format!(
                "the path key `{}` has a query part, which a path template does not: {}",
                op.key,
                key.describe(&bindings)
            ),
        );
        (made, moved)
    }

    fn request_body(&mut self, loc: &Location, op_type: &str) -> Option<RequestBody> {
        let (bloc, b) = self.deref(loc)?;
        let required = b.get("required").and_then(Value::as_bool).unwrap_or(false);
        let docs = self.docs(b);
        let content = b.get("content").and_then(Value::as_object)?;
        let (media, kind) = pick_content(content)?;
        let cloc = Self::child(&Self::child(&bloc, "content"), &media);
        let shape = match kind {
            BodyKind::Binary { .. } => Shape::Array(Box::new(ArrayShape {
                items: Shape::Integer(IntKind::U8),
                min_items: None,
                max_items: None,
                unique_items: false,
            })),
            BodyKind::Text { .. } => Shape::String,
            BodyKind::Json => match self.value(&cloc).and_then(|c| c.get("schema")) {
                Some(_) => self.shape(&Self::child(&cloc, "schema"), &format!("{op_type}Body")),
                None => Shape::Any,
            },
            BodyKind::FormUrlEncoded => match self.value(&cloc).and_then(|c| c.get("schema")) {
                Some(_) => self.shape(&Self::child(&cloc, "schema"), &format!("{op_type}Body")),
                None => Shape::Map(Box::new(MapShape {
                    values: Shape::String,
                    keys: StringConstraints::default(),
                    min_properties: None,
                    max_properties: None,
                })),
            },
            BodyKind::Multipart => match self.value(&cloc).and_then(|c| c.get("schema")) {
                Some(_) => {
                    self.multipart = true;
                    let shape = self.shape(&Self::child(&cloc, "schema"), &format!("{op_type}Body"));
                    self.multipart = false;
                    if self.value(&cloc).is_some_and(|c| c.get("encoding").is_some()) {
                        self.warning(
                            &Self::child(&cloc, "encoding"),
                            "encoding",
                            "per-part `encoding` is not applied: text parts are sent as text/plain, objects as application/json, files as application/octet-stream unless the `File` says otherwise",
                        );
                    }
                    shape
                }
                None => Shape::Map(Box::new(MapShape {
                    values: Shape::Any,
                    keys: StringConstraints::default(),
                    min_properties: None,
                    max_properties: None,
                })),
            },
        };
        Some(RequestBody {
            kind,
            shape,
            required,
            docs,
        })
    }

    fn response(&mut self, loc: &Location, code: &str, op_type: &str) -> Option<Response> {
        let status = if code == "default" {
            StatusMatch::Default
        } else if let Ok(c) = code.parse::<u16>() {
            StatusMatch::Code(c)
        } else if let Some(class) = status_range(code) {
            StatusMatch::Range(class)
        } else {
            self.error(loc, Some("responses"), format!("`{code}` is not a status code"));
            return None;
        };
        let (rloc, r) = self.deref(loc)?;
        let description = r.get("description").and_then(Value::as_str).map(str::to_string);
        let body = match r.get("content").and_then(Value::as_object) {
            Some(content) if !content.is_empty() => {
                let (media, kind) = pick_content(content)?;
                let cloc = Self::child(&Self::child(&rloc, "content"), &media);
                let suffix = match status {
                    StatusMatch::Code(c) if (200..300).contains(&c) => "Response".to_string(),
                    StatusMatch::Code(c) => format!("Response{c}"),
                    StatusMatch::Range(r) => format!("Response{r}xx"),
                    StatusMatch::Default => "ErrorResponse".into(),
                };
                let shape = match &kind {
                    BodyKind::Json => match self.value(&cloc).and_then(|c| c.get("schema")) {
                        Some(_) => self.shape(&Self::child(&cloc, "schema"), &format!("{op_type}{suffix}")),
                        None => Shape::Any,
                    },
                    BodyKind::Text { .. } => Shape::String,
                    _ => Shape::Array(Box::new(ArrayShape {
                        items: Shape::Integer(IntKind::U8),
                        min_items: None,
                        max_items: None,
                        unique_items: false,
                    })),
                };
                Some((kind, shape))
            }
            _ => None,
        };
        // A success answered as a stream of items: what `stream()` reads.
        let success =
            matches!(status, StatusMatch::Code(c) if (200..300).contains(&c)) || status == StatusMatch::Range(2);
        let stream = match r.get("content").and_then(Value::as_object) {
            Some(content) if success => self.stream_body(&rloc, content, op_type),
            _ => None,
        };
        Some(Response {
            status,
            body,
            stream,
            description,
        })
    }

    fn extensions(
        &mut self,
        op: &mut Operation,
        m: &'a Map<String, Value>,
        oloc: &Location,
        pending: &mut Vec<(usize, Location, String, String)>,
    ) {
        let index = self.api.operations.len();
        if let Some(t) = m.get("x-oapigen-tasks") {
            let loc = Self::child(oloc, "x-oapigen-tasks");
            match (
                t.get("ids").and_then(Value::as_str),
                t.get("poll").and_then(Value::as_str),
            ) {
                (Some(ids), Some(poll)) => pending.push((index, loc, ids.to_string(), poll.to_string())),
                _ => self.error(
                    &loc,
                    Some("x-oapigen-tasks"),
                    "expected `{ids: <JSON pointer>, poll: <operationId>}`",
                ),
            }
        }
        if let Some(t) = m.get("x-oapigen-task-status") {
            let strings = |k: &str| -> Vec<String> {
                t.get(k)
                    .and_then(Value::as_array)
                    .map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect())
                    .unwrap_or_default()
            };
            match t.get("state").and_then(Value::as_str) {
                Some(_) if strings("finished").is_empty() || strings("failed").is_empty() => self.error_hint(
                    &Self::child(oloc, "x-oapigen-task-status"),
                    "x-oapigen-task-status",
                    "`finished` and `failed` must each list at least one state",
                    "list the end states, e.g. `finished: [FINISHED], failed: [ERROR]`",
                ),
                Some(state) => {
                    op.task_status = Some(TaskStatusSpec {
                        state_pointer: state.to_string(),
                        finished: strings("finished"),
                        failed: strings("failed"),
                        error_pointer: t.get("error").and_then(Value::as_str).map(str::to_string),
                    })
                }
                None => self.error(
                    &Self::child(oloc, "x-oapigen-task-status"),
                    Some("x-oapigen-task-status"),
                    "expected `state: <JSON pointer>`",
                ),
            }
        }
        if let Some(p) = m.get("x-oapigen-pagination") {
            let loc = Self::child(oloc, "x-oapigen-pagination");
            let s = |k: &str| p.get(k).and_then(Value::as_str).map(str::to_string);
            let (Some(limit), Some(offset), Some(items)) = (s("limit"), s("offset"), s("items")) else {
                self.error(
                    &loc,
                    Some("x-oapigen-pagination"),
                    "expected `{limit, offset, items, count?}`",
                );
                return;
            };
            let item_shape = op
                .success()
                .and_then(|r| r.body.as_ref())
                .and_then(|(_, shape)| self.shape_at_pointer(shape, &items));
            let Some(Shape::Array(arr)) = item_shape else {
                self.error(
                    &loc,
                    Some("x-oapigen-pagination"),
                    format!("`items: {items}` does not point to an array in the success response"),
                );
                return;
            };
            let limit_param = op.params.iter().find(|p| p.name == limit);
            let max_limit = limit_param.and_then(|p| self.max_of(&p.shape));
            if limit_param.is_none() || !op.params.iter().any(|p| p.name == offset) {
                self.error(
                    &loc,
                    Some("x-oapigen-pagination"),
                    format!("`{limit}` and `{offset}` must be parameters of the operation"),
                );
                return;
            }
            // Paging counts in integers: any other type would leave the operation without its
            // paging (or, before this check, without the operation), so it is an error here.
            for (role, name) in [("limit", &limit), ("offset", &offset)] {
                let param = op.params.iter().find(|p| &p.name == name);
                if !param.is_some_and(|p| self.is_integer(&p.shape)) {
                    self.error_hint(
                        &Self::child(&loc, role),
                        "x-oapigen-pagination",
                        format!("the {role} parameter `{name}` is not an integer"),
                        "page with integer parameters (`schema: {type: integer}`), or remove `x-oapigen-pagination`",
                    );
                    return;
                }
            }
            if let Some(count) = s("count") {
                let count_shape = op
                    .success()
                    .and_then(|r| r.body.as_ref())
                    .and_then(|(_, shape)| self.shape_at_pointer(shape, &count));
                if !count_shape.is_some_and(|c| self.is_integer(&c)) {
                    self.error_hint(
                        &Self::child(&loc, "count"),
                        "x-oapigen-pagination",
                        format!("`count: {count}` does not point to an integer in the success response"),
                        "point `count` at the integer total of items, or leave it out",
                    );
                    return;
                }
            }
            op.pagination = Some(PaginationSpec {
                limit_param: limit,
                offset_param: offset,
                items_pointer: items,
                count_pointer: s("count"),
                item_shape: arr.items.clone(),
                max_limit,
            });
        }
    }

    /// The shape of the member a JSON pointer names inside a shape (struct fields only).
    fn shape_at_pointer(&self, shape: &Shape, pointer: &str) -> Option<Shape> {
        let mut shape = shape.clone();
        for seg in pointer.split('/').skip(1) {
            let Shape::Named(id) = shape else { return None };
            let TypeKind::Struct(s) = &self.api.ty(id).kind else {
                return None;
            };
            shape = s.fields.iter().find(|f| f.name == seg)?.shape.clone();
        }
        Some(shape)
    }

    /// Whether values of `shape` are integers (possibly null): what paging can count with.
    fn is_integer(&self, shape: &Shape) -> bool {
        match shape {
            Shape::Integer(_) => true,
            Shape::Nullable(inner) => self.is_integer(inner),
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Scalar(s) => matches!(s.base, crate::ir::ScalarBase::Integer(_)),
                TypeKind::Alias(inner) => self.is_integer(inner),
                _ => false,
            },
            _ => false,
        }
    }

    fn max_of(&self, shape: &Shape) -> Option<u64> {
        let Shape::Named(id) = shape else { return None };
        let TypeKind::Scalar(s) = &self.api.ty(*id).kind else {
            return None;
        };
        match s.constraints.number.maximum {
            Some(Bound::Int(i)) => u64::try_from(i).ok(),
            _ => None,
        }
    }
}

/// The class of a status range key (`4XX` → 4). Bytes, not text: a key may begin with a
/// character longer than one byte.
fn status_range(code: &str) -> Option<u16> {
    match code.as_bytes() {
        [d @ b'0'..=b'9', x, y] if [*x, *y].eq_ignore_ascii_case(b"xx") => Some(u16::from(d - b'0')),
        _ => None,
    }
}
