//! Requests judged against the document: credentials first, then every parameter and the body,
//! collecting every violation with its pointer (`/$path/id`, `/$query/limit`, `/body/name`).

use serde_json::{Map, Value};

use crate::error::Violation;
use crate::text::is_json;
pub(crate) use crate::text::scalar;
use oapigen_runtime::Style;

use crate::model::{Auth, Model, Operation, ParamLocation};
use crate::schema::{Loc, Schemas};

/// A request as received (header names in lower case).
#[derive(Debug, Clone)]
pub(crate) struct Request {
    pub method: String,
    pub path: String,
    pub query: Vec<(String, String)>,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Request {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Every value of the header `name`, in order.
    fn headers_named<'r>(&'r self, name: &'r str) -> impl Iterator<Item = &'r str> + 'r {
        self.headers
            .iter()
            .filter(move |(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn cookie(&self, name: &str) -> Option<String> {
        self.headers
            .iter()
            .filter(|(k, _)| k == "cookie")
            .flat_map(|(_, v)| v.split(';'))
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.to_string())
    }
}

/// What the handlers read from a judged request.
#[derive(Debug, Clone, Default)]
pub(crate) struct Input {
    /// Path parameters, decoded.
    pub path: Vec<(String, String)>,
    /// The documented query parameters the request gave, as JSON per their schemas.
    pub query: Map<String, Value>,
    /// The JSON body, if there is one.
    pub body: Option<Value>,
    /// The body came as a form (`application/x-www-form-urlencoded`), which has no `null`: an
    /// update reads an empty value as one (`metadata[plan]=` unsets `plan`).
    pub form: bool,
    /// The files a `multipart/form-data` body uploaded (`model::Upload`).
    pub files: Vec<crate::multipart::File>,
    /// Where the request was sent (`http://host/path`, without the query) and its query pairs
    /// as sent: what a list's links to other pages are made from.
    pub address: String,
    pub pairs: Vec<(String, String)>,
}

impl Input {
    pub fn path_param(&self, name: &str) -> Option<&str> {
        self.path.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

/// Why a request is refused before it is handled.
#[derive(Debug)]
pub(crate) enum Refusal {
    Unauthorized(String),
    UnsupportedMediaType(String),
    Invalid(Vec<Violation>),
}

/// Whether the request carries what its operation's security requirement asks for: every
/// credential of one of its alternatives (or it has an empty one).
pub(crate) fn authorize(model: &Model, op: &Operation, req: &Request) -> Result<(), Refusal> {
    if !op.requires_auth() {
        return Ok(());
    }
    let mut first_miss = None;
    for alternative in &op.security {
        // A scheme the model does not describe cannot be checked (the generator names none).
        let miss = alternative
            .iter()
            .find_map(|name| model.schemes.get(name).and_then(|auth| carries(auth, req).err()));
        match miss {
            None => return Ok(()),
            Some(why) => {
                first_miss.get_or_insert(why);
            }
        }
    }
    // One alternative: what it lacks; several: what the operation accepts.
    let message = match op.security.as_slice() {
        [_] => first_miss.unwrap_or_default(),
        alternatives => {
            let described: Vec<String> = alternatives
                .iter()
                .map(|alternative| {
                    let each: Vec<String> = alternative
                        .iter()
                        .map(|name| match model.schemes.get(name) {
                            Some(auth) => format!("`{name}` ({})", place(auth)),
                            None => format!("`{name}`"),
                        })
                        .collect();
                    match each.len() {
                        1 => each.join(""),
                        _ => format!("{} together", each.join(" and ")),
                    }
                })
                .collect();
            format!(
                "the request carries none of the credentials the operation accepts: {}",
                described.join(", or ")
            )
        }
    };
    Err(Refusal::Unauthorized(message))
}

/// Where a scheme's credential goes, for messages.
fn place(auth: &Auth) -> String {
    match auth {
        Auth::Header {
            name,
            scheme: Some(word),
        } => format!("`{name}: {word} …`"),
        Auth::Header { name, scheme: None } => format!("the `{name}` header"),
        Auth::Bearer => "`Authorization: Bearer …`".into(),
        Auth::Basic => "`Authorization: Basic …`".into(),
        Auth::Query { name } => format!("the `{name}` query parameter"),
        Auth::Cookie { name } => format!("the `{name}` cookie"),
    }
}

/// Whether the request carries a credential for `auth`, or what it lacks.
fn carries(auth: &Auth, req: &Request) -> Result<(), String> {
    let (name, scheme) = match auth {
        Auth::Header { name, scheme } => (name.as_str(), scheme.as_deref()),
        Auth::Bearer => ("authorization", Some("Bearer")),
        Auth::Basic => ("authorization", Some("Basic")),
        Auth::Query { name } => {
            return match req.query.iter().any(|(k, v)| k == name && !v.is_empty()) {
                true => Ok(()),
                false => Err(format!("the request has no `{name}` query parameter")),
            };
        }
        Auth::Cookie { name } => {
            return match req.cookie(name).is_some_and(|v| !v.is_empty()) {
                true => Ok(()),
                false => Err(format!("the request has no `{name}` cookie")),
            };
        }
    };
    // Two schemes may share a header (`Authorization: Bearer` and `Authorization: Basic`):
    // any of its values with the scheme's word will do.
    let values: Vec<&str> = req.headers_named(name).filter(|v| !v.trim().is_empty()).collect();
    if values.is_empty() {
        return Err(format!("the request has no `{name}` header"));
    }
    let Some(word) = scheme else {
        return Ok(());
    };
    let prefix = format!("{word} ");
    let starts = |value: &str| {
        value.len() > prefix.len()
            && value.is_char_boundary(prefix.len())
            && value[..prefix.len()].eq_ignore_ascii_case(&prefix)
    };
    match values.into_iter().any(starts) {
        true => Ok(()),
        false => Err(format!("the `{name}` header must start with `{word} `")),
    }
}

/// Every parameter and the body of `req` judged against `op`. With `null_is_absent` (contract
/// mode), a body's member sent as `null` that the schema lets the request leave out reads as
/// left out.
pub(crate) fn judge(
    schemas: &Schemas,
    op: &Operation,
    req: &Request,
    path: Vec<(String, String)>,
    null_is_absent: bool,
) -> Result<Input, Refusal> {
    let mut violations = Vec::new();
    let mut input = Input {
        path,
        address: match req.header("host") {
            Some(host) => format!("http://{host}{}", req.path),
            None => req.path.clone(),
        },
        pairs: req.query.clone(),
        ..Input::default()
    };
    for param in &op.params {
        let keyword = param.location.keyword();
        // An unknown style was the generator's error; the fake reads the location's default.
        let style = Style::from_document(keyword, param.style.as_deref(), param.explode)
            .unwrap_or_else(|_| Style::default_for(keyword));
        let loc = param.schema.and_then(|s| schemas.slot(s));
        let pointer = format!("/${keyword}/{}", crate::schema::escape(&param.name));
        if style == Style::DeepObject
            && loc.is_some_and(|l| schemas.types(l).iter().any(|t| t == "object"))
            && req.query.iter().any(|(k, _)| *k == param.name)
        {
            // As the service would not read it: a client that sends JSON text, or `k=v` text,
            // is found here rather than in production.
            violations.push(Violation::new(
                pointer,
                format!(
                    "is a deepObject: each member goes as `{0}[member]=value`, not as `{0}=…`",
                    param.name
                ),
            ));
            continue;
        }
        if param.location == ParamLocation::Query
            && let Some(loc) = loc
            && let Some(value) = query_object(schemas, loc, op, &param.name, style, &req.query)
        {
            violations.extend(schemas.violations(loc, &value, &pointer));
            input.query.insert(param.name.clone(), value);
            continue;
        }
        let texts: Vec<String> = match param.location {
            ParamLocation::Path => input
                .path_param(&param.name)
                .map(|t| simple_text(&param.name, t, style))
                .into_iter()
                .collect(),
            ParamLocation::Query => req
                .query
                .iter()
                .filter(|(k, _)| *k == param.name)
                .map(|(_, v)| v.clone())
                .collect(),
            ParamLocation::Header => req
                .headers
                .iter()
                .filter(|(k, _)| k.eq_ignore_ascii_case(&param.name))
                .map(|(_, v)| v.clone())
                .collect(),
            ParamLocation::Cookie => req.cookie(&param.name).into_iter().collect(),
        };
        if texts.is_empty() {
            if param.required {
                violations.push(Violation::new(pointer, "is required"));
            }
            continue;
        }
        if let Some(fixed) = &param.value {
            // A pair of the path key: the one value the operation takes. It names the operation
            // and filters nothing a list holds.
            if texts.iter().any(|t| t != fixed) {
                violations.push(Violation::new(
                    pointer,
                    format!("must be `{fixed}` (the path key fixes it)"),
                ));
            }
            continue;
        }
        let value = match loc {
            // JSON text in a parameter the document types as text (`type: string,
            // contentMediaType: application/json`): the text is judged as the string it is, and
            // what it decodes to by the `contentSchema`, where there is one.
            Some(loc) if param.json && schemas.types(loc).iter().any(|t| t == "string") => {
                let text = Value::String(texts[0].clone());
                violations.extend(schemas.violations(loc, &text, &pointer));
                match serde_json::from_str::<Value>(&texts[0]) {
                    Ok(decoded) => {
                        if schemas.keyword(loc, "contentSchema").is_some() {
                            violations.extend(schemas.violations(&loc.child("contentSchema"), &decoded, &pointer));
                        }
                        decoded
                    }
                    Err(e) => {
                        violations.push(Violation::new(pointer.clone(), format!("is not JSON text: {e}")));
                        text
                    }
                }
            }
            Some(loc) => {
                let v = convert(schemas, loc, &texts, param.json, style);
                violations.extend(schemas.violations(loc, &v, &pointer));
                v
            }
            None => Value::String(texts[0].clone()),
        };
        if param.location == ParamLocation::Query {
            input.query.insert(param.name.clone(), value);
        }
    }
    match judge_body(schemas, op, req, null_is_absent) {
        Ok(body) => {
            input.form = body.is_some()
                && req.header("content-type").map(essence).as_deref() == Some("application/x-www-form-urlencoded");
            if let Some((value, files)) = body {
                input.body = Some(value);
                input.files = files;
            }
        }
        Err(BodyError::MediaType(m)) => return Err(Refusal::UnsupportedMediaType(m)),
        Err(BodyError::Invalid(v)) => violations.extend(v),
    }
    if violations.is_empty() {
        Ok(input)
    } else {
        Err(Refusal::Invalid(violations))
    }
}

enum BodyError {
    MediaType(String),
    Invalid(Vec<Violation>),
}

/// The body as JSON (a form and a multipart body read as the object their schema describes),
/// with the files a multipart body uploaded.
type Judged = (Value, Vec<crate::multipart::File>);

fn judge_body(
    schemas: &Schemas,
    op: &Operation,
    req: &Request,
    null_is_absent: bool,
) -> Result<Option<Judged>, BodyError> {
    let Some(body) = &op.body else {
        return Ok(None);
    };
    // An empty form is a form of no fields (`{}`), for the schema to judge, not a missing body.
    let empty_form = req.body.is_empty()
        && req.header("content-type").map(essence).as_deref() == Some("application/x-www-form-urlencoded");
    if req.body.is_empty() && !empty_form {
        return if body.required {
            Err(BodyError::Invalid(vec![Violation::new("/body", "a body is required")]))
        } else {
            Ok(None)
        };
    }
    let accepted: Vec<String> = body.content_types.iter().map(|c| essence(c)).collect();
    let accepts_json = accepted.iter().any(|c| is_json(c));
    let media = req.header("content-type").map(essence);
    let json = match media.as_deref() {
        // A body without a type is read as what the operation takes when it takes JSON.
        None => accepts_json,
        Some(m) => {
            let listed = accepted.iter().any(|a| {
                a == m || a == "*/*" || a.strip_suffix("/*").is_some_and(|top| m.split('/').next() == Some(top))
            });
            if !(listed || (is_json(m) && accepts_json)) {
                return Err(BodyError::MediaType(format!(
                    "the body is {m}; the operation takes {}",
                    body.content_types.join(", ")
                )));
            }
            is_json(m)
        }
    };
    let form = media.as_deref() == Some("application/x-www-form-urlencoded");
    let multipart = media.as_deref() == Some("multipart/form-data");
    if !json && !form && !multipart {
        return Ok(None);
    }
    let mut files = Vec::new();
    let value: Value = if form {
        crate::form::read(schemas, body.schema.and_then(|s| schemas.slot(s)), &req.body)
    } else if multipart {
        let content_type = req.header("content-type").unwrap_or_default();
        let (value, uploaded) = crate::multipart::read(
            schemas,
            body.schema.and_then(|s| schemas.slot(s)),
            content_type,
            &req.body,
        )
        .map_err(|e| BodyError::Invalid(vec![Violation::new("/body", e)]))?;
        files = uploaded;
        value
    } else {
        serde_json::from_slice(&req.body)
            .map_err(|e| BodyError::Invalid(vec![Violation::new("/body", format!("is not JSON: {e}"))]))?
    };
    let mut value = value;
    if let Some(loc) = body.schema.and_then(|s| schemas.slot(s)) {
        let violations = schemas.violations(loc, &value, "/body");
        if !violations.is_empty() && !null_is_absent {
            return Err(BodyError::Invalid(violations));
        }
        if !violations.is_empty() {
            // Contract mode: a member sent as `null` that the schema lets the request leave out
            // reads as left out, as a service reading JSON into optional fields reads it (SDKs
            // send their unset members so: `{"linode_id": null}`). A member it requires stays
            // refused. Else the document is the judge: `null` is no integer.
            let nulls: Vec<&str> = violations
                .iter()
                .filter_map(|v| v.pointer.strip_prefix("/body"))
                .filter(|p| !p.is_empty() && value.pointer(p).is_some_and(Value::is_null))
                .collect();
            if nulls.is_empty() {
                return Err(BodyError::Invalid(violations));
            }
            let mut left_out = value.clone();
            for p in nulls {
                crate::pointer::remove_at(&mut left_out, p);
            }
            if !schemas.violations(loc, &left_out, "/body").is_empty() {
                return Err(BodyError::Invalid(violations));
            }
            value = left_out;
        }
    }
    Ok(Some((value, files)))
}

/// `type/subtype` in lower case, without parameters.
fn essence(media: &str) -> String {
    media.split(';').next().unwrap_or("").trim().to_ascii_lowercase()
}

/// A parameter's text as the JSON value its schema describes (arrays from repeated keys or
/// commas); text that converts to nothing valid stays a string, for the schema to reject.
pub(crate) fn convert(schemas: &Schemas, loc: &Loc, texts: &[String], json: bool, style: Style) -> Value {
    if json {
        return serde_json::from_str(&texts[0]).unwrap_or_else(|_| Value::String(texts[0].clone()));
    }
    let types = schemas.types(loc);
    let delimiter = style.delimiter();
    if types.iter().any(|t| t == "object")
        && texts.len() == 1
        && let Some(object) = delimited_object(schemas, loc, &texts[0], delimiter, style.explode())
    {
        return object;
    }
    if types.iter().any(|t| t == "array") {
        let parts: Vec<&str> = if texts.len() > 1 {
            texts.iter().map(String::as_str).collect()
        } else if texts[0].is_empty() {
            Vec::new()
        } else {
            texts[0].split(delimiter).collect()
        };
        let items = schemas.items(loc);
        return Value::Array(
            parts
                .into_iter()
                .map(|p| match &items {
                    Some(i) => scalar(schemas, i, p),
                    None => Value::String(p.to_string()),
                })
                .collect(),
        );
    }
    scalar(schemas, loc, &texts[0])
}

/// An object written as one text: `k,v,k,v`, or `k=v,k=v` exploded (`simple` in a path or
/// header); JSON text is read as JSON instead. `None` when the text is neither.
fn delimited_object(schemas: &Schemas, loc: &Loc, text: &str, delimiter: char, explode: bool) -> Option<Value> {
    if text.trim_start().starts_with('{') {
        return None;
    }
    let parts: Vec<&str> = text.split(delimiter).collect();
    let pairs: Vec<(&str, &str)> = if explode {
        parts.iter().map(|p| p.split_once('=')).collect::<Option<_>>()?
    } else if parts.len() % 2 == 0 {
        parts.chunks(2).map(|c| (c[0], c[1])).collect()
    } else {
        return None;
    };
    Some(Value::Object(
        pairs
            .into_iter()
            .map(|(k, v)| (k.to_string(), member(schemas, loc, k, v)))
            .collect(),
    ))
}

/// Member `name` of the object at `loc`, read from its text.
fn member(schemas: &Schemas, loc: &Loc, name: &str, text: &str) -> Value {
    match schemas.property(loc, name) {
        Some(m) => scalar(schemas, &m, text),
        None => Value::String(text.to_string()),
    }
}

/// A query parameter holding an object written as parameters of its own: `name[member]=v`
/// (`deepObject`), or `member=v` (exploded `form`, members the schema declares and no other
/// parameter of the operation is named). `None` when the request has none of its members.
fn query_object(
    schemas: &Schemas,
    loc: &Loc,
    op: &Operation,
    name: &str,
    style: Style,
    query: &[(String, String)],
) -> Option<Value> {
    // A list written as a deep object (`expand[0]=a&expand[1]=b`, or `expand[]=a`), as form
    // clients write lists: its items in the order of their indexes.
    if style == Style::DeepObject && schemas.types(loc).iter().any(|t| t == "array") {
        let mut items: Vec<(usize, Value)> = Vec::new();
        for (k, v) in query {
            let Some(inner) = k
                .strip_prefix(name)
                .and_then(|rest| rest.strip_prefix('['))
                .and_then(|rest| rest.strip_suffix(']'))
            else {
                continue;
            };
            let at = if inner.is_empty() {
                items.len()
            } else {
                match inner.parse::<usize>() {
                    Ok(i) => i,
                    Err(_) => continue,
                }
            };
            let value = schemas
                .items(loc)
                .map_or_else(|| Value::String(v.clone()), |i| scalar(schemas, &i, v));
            items.push((at, value));
        }
        items.sort_by_key(|(at, _)| *at);
        return (!items.is_empty()).then(|| Value::Array(items.into_iter().map(|(_, v)| v).collect()));
    }
    let mut object = Map::new();
    // A member that is a list gathers its repeated key's values; any other is read as `member`.
    let mut put = |k: &str, text: &str| {
        let list = schemas
            .property(loc, k)
            .filter(|m| schemas.types(m).iter().any(|t| t == "array"));
        match list {
            Some(m) => {
                let v = schemas
                    .items(&m)
                    .map_or_else(|| Value::String(text.to_string()), |i| scalar(schemas, &i, text));
                if let Value::Array(items) = object.entry(k.to_string()).or_insert_with(|| Value::Array(Vec::new())) {
                    items.push(v);
                }
            }
            None => {
                object.insert(k.to_string(), member(schemas, loc, k, text));
            }
        }
    };
    match style {
        Style::DeepObject => {
            for (k, v) in query {
                if let Some(member) = k
                    .strip_prefix(name)
                    .and_then(|rest| rest.strip_prefix('['))
                    .and_then(|rest| rest.strip_suffix(']'))
                {
                    put(member, v);
                }
            }
        }
        Style::Form { explode: true } if schemas.types(loc).iter().any(|t| t == "object") => {
            let members = schemas.property_names(loc);
            for (k, v) in query {
                if members.contains(k) && !op.params.iter().any(|p| &p.name == k) {
                    put(k, v);
                }
            }
        }
        _ => return None,
    }
    (!object.is_empty()).then_some(Value::Object(object))
}

/// A path parameter's text as `simple` writes it: `label`'s leading `.` and `matrix`'s
/// `;name=` taken off, exploded items joined by `,` (an exploded object's members stay `k=v`).
fn simple_text(name: &str, text: &str, style: Style) -> String {
    match style {
        Style::Label { explode } => {
            let rest = text.strip_prefix('.').unwrap_or(text);
            if explode {
                rest.replace('.', ",")
            } else {
                rest.to_string()
            }
        }
        Style::Matrix { explode } => {
            let prefix = format!(";{name}=");
            match text.strip_prefix(&prefix) {
                Some(rest) if explode => rest.split(&prefix).collect::<Vec<_>>().join(","),
                Some(rest) => rest.to_string(),
                // An exploded object: `;k=v;k=v`.
                None => text.trim_start_matches(';').replace(';', ","),
            }
        }
        _ => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the runtime's `path_text` writes (its tests hold OpenAPI's table), read back.
    #[test]
    fn path_styles_are_read_as_simple_text() {
        let read = |text: &str, style| simple_text("id", text, style);
        assert_eq!(read(".3,4", Style::Label { explode: false }), "3,4");
        assert_eq!(read(".3.4", Style::Label { explode: true }), "3,4");
        assert_eq!(read(";id=3,4", Style::Matrix { explode: false }), "3,4");
        assert_eq!(read(";id=3;id=4", Style::Matrix { explode: true }), "3,4");
        assert_eq!(read(";a=1;b=2", Style::Matrix { explode: true }), "a=1,b=2");
        assert_eq!(read("3,4", Style::Simple { explode: false }), "3,4");
    }
}
