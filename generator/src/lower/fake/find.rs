//! Where an operation is in the document, and the schemas found for it: its parameters (the
//! path item's and its own, with those the path key's query binds or makes), its body and its
//! answers, each schema by the slot the model keeps it in. Slots are taken in the order met.

use oapigen_fake::model as fm;
use oapigen_runtime::pointer::escape;
use serde_json::{Map, Value};

use super::super::Lowerer;
use super::super::path_key::{self, Binding, PathKey, QueryPiece, bind};
use super::holds;
use crate::ir::Operation;
use crate::load::Location;

/// Where an operation is in the document, and the schemas found for it.
#[derive(Default)]
pub(super) struct Found {
    pub(super) params: Vec<fm::Param>,
    pub(super) body: Option<fm::Body>,
    pub(super) responses: Vec<fm::Response>,
    /// The document's example of each response, in the same order.
    pub(super) examples: Vec<Option<Value>>,
}

/// A declared parameter: its name, its place (`in`), where it is, and its object.
type Declared<'a> = (String, String, Location, &'a Map<String, Value>);

impl<'a> Lowerer<'a> {
    /// The parameters, body and answers of `op`, with their schemas' slots.
    pub(super) fn find(&self, op: &Operation, slot: &mut impl FnMut(Location) -> usize) -> Found {
        let mut found = Found::default();
        let ploc = Location {
            file: self.root,
            pointer: format!("/paths/{}", escape(&op.key)),
        };
        let Some((item_loc, item)) = self.quiet_deref(&ploc) else {
            return found;
        };
        let method = op.method.as_str().to_ascii_lowercase();
        let oloc = Self::child(&item_loc, &method);
        let Some(Value::Object(raw)) = item.get(&method) else {
            return found;
        };
        let mut params = self.declared_params([(&item_loc, item), (&oloc, raw)]);
        let (made, moved) = bind_key_query(op, &mut params);
        for p in params {
            if let Some(param) = self.param_model(p, &moved, slot) {
                found.params.push(param);
            }
        }
        found.params.extend(made);
        if let Some((bloc, body)) = raw
            .get("requestBody")
            .and_then(|_| self.quiet_deref(&Self::child(&oloc, "requestBody")))
        {
            found.body = Some(self.body_model(&bloc, body, slot));
        }
        if let Some(Value::Object(responses)) = raw.get("responses") {
            for code in responses.keys().filter(|k| !super::super::keywords::is_extension(k)) {
                let Some(status) = status(code) else { continue };
                let rloc = Self::child(&Self::child(&oloc, "responses"), code);
                let Some((rloc, r)) = self.quiet_deref(&rloc) else {
                    continue;
                };
                let (response, example) = self.response_model(status, &rloc, r, slot);
                found.responses.push(response);
                found.examples.push(example);
            }
        }
        found
    }

    /// The parameters the path item and then the operation declare (`owners`): the operation's
    /// own override the path item's of the same name and place.
    fn declared_params(&self, owners: [(&Location, &'a Map<String, Value>); 2]) -> Vec<Declared<'a>> {
        let mut params: Vec<Declared<'a>> = Vec::new();
        for (owner, list) in owners.map(|(owner, m)| (owner, m.get("parameters"))) {
            let Some(Value::Array(list)) = list else { continue };
            for i in 0..list.len() {
                let at = Self::child(&Self::child(owner, "parameters"), &i.to_string());
                let Some((at, p)) = self.quiet_deref(&at) else { continue };
                // One without a name is left out of the operation (`operation.rs` says so).
                let (Some(name), Some(place)) = (
                    p.get("name").and_then(Value::as_str).filter(|n| !n.is_empty()),
                    p.get("in").and_then(Value::as_str),
                ) else {
                    continue;
                };
                params.retain(|(n, l, _, _)| !(n == name && l == place));
                params.push((name.to_string(), place.to_string(), at, p));
            }
        }
        params
    }

    /// The model of declared parameter `p`, where its place is one a request has: its schema's
    /// slot, and whether it is required (a path's, and one the path key moved to the query,
    /// always).
    fn param_model(
        &self,
        (name, place, at, p): Declared<'_>,
        moved: &[String],
        slot: &mut impl FnMut(Location) -> usize,
    ) -> Option<fm::Param> {
        let location = match place.as_str() {
            "path" => fm::ParamLocation::Path,
            "query" => fm::ParamLocation::Query,
            "header" => fm::ParamLocation::Header,
            "cookie" => fm::ParamLocation::Cookie,
            _ => return None,
        };
        let (schema, json) = if p.contains_key("schema") {
            let s = Self::child(&at, "schema");
            let json = self
                .value(&s)
                .and_then(|v| v.get("contentMediaType"))
                .and_then(Value::as_str)
                .is_some_and(is_json);
            (Some(slot(s)), json)
        } else if let Some((media, _)) = p
            .get("content")
            .and_then(Value::as_object)
            .and_then(|c| c.iter().next())
        {
            let s = Self::child(&Self::child(&Self::child(&at, "content"), media), "schema");
            (self.value(&s).is_some().then(|| slot(s)), is_json(media))
        } else {
            (None, false)
        };
        Some(fm::Param {
            required: location == fm::ParamLocation::Path
                || moved.contains(&name)
                || p.get("required").and_then(Value::as_bool).unwrap_or(false),
            name,
            location,
            schema,
            json,
            style: p.get("style").and_then(Value::as_str).map(String::from),
            explode: p.get("explode").and_then(Value::as_bool),
            value: None,
        })
    }

    /// The model of the request body at `bloc`: its media types, and the schema of the first
    /// the fake reads (JSON, else a form, else multipart).
    fn body_model(
        &self,
        bloc: &Location,
        body: &Map<String, Value>,
        slot: &mut impl FnMut(Location) -> usize,
    ) -> fm::Body {
        let content = body.get("content").and_then(Value::as_object);
        let types: Vec<String> = content.map(|c| c.keys().cloned().collect()).unwrap_or_default();
        // A form's schema judges it as a JSON body's does: the fake reads a form body as
        // the object its schema describes (`oapigen_fake`'s `form.rs`).
        // So does a multipart body's (`multipart.rs`): its parts are the object's members.
        let essence_is = |t: &String, media: &str| {
            t.split(';')
                .next()
                .is_some_and(|m| m.trim().eq_ignore_ascii_case(media))
        };
        let json = types
            .iter()
            .find(|t| is_json(t))
            .or_else(|| {
                types
                    .iter()
                    .find(|t| essence_is(t, "application/x-www-form-urlencoded"))
            })
            .or_else(|| types.iter().find(|t| essence_is(t, "multipart/form-data")));
        let schema = json.map(|t| Self::child(&Self::child(&Self::child(bloc, "content"), t), "schema"));
        let merge_patch = types.iter().any(|t| t.contains("merge-patch"))
            || schema.as_ref().is_some_and(|s| self.says_merge_patch(s, 0));
        fm::Body {
            content_types: types,
            required: body.get("required").and_then(Value::as_bool).unwrap_or(false),
            schema: schema.filter(|s| self.value(s).is_some()).map(&mut *slot),
            merge_patch,
        }
    }

    /// The model of the answer at `rloc` with `status`, and the document's example of it: its
    /// JSON schema (or its stream's item's), and for a failure what the fake fills in.
    fn response_model(
        &self,
        status: fm::Status,
        rloc: &Location,
        r: &Map<String, Value>,
        slot: &mut impl FnMut(Location) -> usize,
    ) -> (fm::Response, Option<Value>) {
        let content = r.get("content").and_then(Value::as_object);
        let media = content.and_then(|c| c.keys().find(|t| is_json(t)).or_else(|| c.keys().next()));
        // An answer that is a stream of items (`lower/streams.rs`): the item's schema is
        // the answer's where the stream is all the answer is.
        let stream = content
            .filter(|_| {
                matches!(status, fm::Status::Code(c) if (200..300).contains(&c)) || status == fm::Status::Range(2)
            })
            .and_then(|c| self.stream_item(&Self::child(rloc, "content"), c));
        // `*/*` (or `application/*`) with a schema: the fake answers it with JSON, which it
        // covers.
        let wildcard = media.is_some_and(|m| is_wildcard(m));
        let schema_loc = media
            .filter(|m| is_json(m) || is_wildcard(m))
            .map(|m| Self::child(&Self::child(&Self::child(rloc, "content"), m), "schema"))
            .or_else(|| stream.as_ref().filter(|s| media == Some(&s.media))?.schema.clone())
            .filter(|s| self.value(s).is_some());
        let example = media
            .filter(|m| is_json(m) || is_wildcard(m))
            .and_then(|m| content?.get(m)?.as_object())
            .and_then(holds::answer_example)
            .cloned();
        let failure = match status {
            fm::Status::Code(c) => c >= 400,
            fm::Status::Range(h) => h >= 4,
            fm::Status::Default => true,
        };
        let link_header = r
            .get("headers")
            .and_then(Value::as_object)
            .is_some_and(|h| h.keys().any(|k| k.eq_ignore_ascii_case("link")));
        let response = fm::Response {
            status,
            link_header,
            content_type: if wildcard && schema_loc.is_some() {
                Some("application/json".to_string())
            } else {
                media.cloned()
            },
            error: schema_loc.as_ref().filter(|_| failure).and_then(|l| self.error_fill(l)),
            example: example.clone().filter(|_| failure),
            schema: schema_loc.map(&mut *slot),
            stream: stream.map(|s| fm::Stream {
                content_type: s.media,
                schema: s.schema.filter(|l| self.value(l).is_some()).map(&mut *slot),
                text: s.format == crate::ir::StreamFormat::ServerSentText,
            }),
        };
        (response, example)
    }

    /// Whether the body schema at `loc` (or one it refers to, or one of its members') says in
    /// its text that it is a JSON Merge Patch.
    fn says_merge_patch(&self, loc: &Location, depth: usize) -> bool {
        fn text(v: &Value, refs: &mut Vec<String>, depth: usize) -> bool {
            match v {
                Value::String(s) => {
                    let s = s.to_ascii_lowercase();
                    s.contains("rfc 7386") || s.contains("merge patch") || s.contains("merge-patch")
                }
                Value::Object(m) if depth < 8 => {
                    if let Some(Value::String(r)) = m.get("$ref") {
                        refs.push(r.clone());
                    }
                    m.values().any(|x| text(x, refs, depth + 1))
                }
                Value::Array(a) if depth < 8 => a.iter().any(|x| text(x, refs, depth + 1)),
                _ => false,
            }
        }
        let Some(v) = self.value(loc) else { return false };
        let mut refs = Vec::new();
        text(v, &mut refs, 0)
            || (depth < 2
                && refs
                    .iter()
                    .filter_map(|r| self.loader.resolve(loc.file, r))
                    .any(|t| self.says_merge_patch(&t, depth + 1)))
    }
}

/// The query part of `op`'s path key, read as `operation.rs` reads it (`path_key.rs`): each of
/// its parameters renames the declared one it binds (moving a path parameter to the query) or
/// is made; each constant replaces a declared query parameter of its name. Returns the made
/// parameters and the names of the moved ones.
fn bind_key_query(op: &Operation, params: &mut Vec<Declared<'_>>) -> (Vec<fm::Param>, Vec<String>) {
    let key = path_key::read(&op.key).unwrap_or_else(|_| PathKey {
        path: op.path.clone(),
        query: Vec::new(),
    });
    let mut made: Vec<fm::Param> = Vec::new();
    let mut moved: Vec<String> = Vec::new();
    for piece in &key.query {
        let query = |name: &str, value: Option<&String>| fm::Param {
            name: name.to_string(),
            location: fm::ParamLocation::Query,
            required: true,
            schema: None,
            json: false,
            style: None,
            explode: None,
            value: value.cloned(),
        };
        match piece {
            QueryPiece::Param { name, param } => {
                match bind(name, param, params.iter().map(|(n, l, _, _)| (n.as_str(), l.as_str()))) {
                    Binding::Query(i) => params[i].0 = name.clone(),
                    Binding::Path(i) => {
                        params[i].0 = name.clone();
                        params[i].1 = "query".into();
                        moved.push(name.clone());
                    }
                    Binding::Made => made.push(query(name, None)),
                }
            }
            QueryPiece::Constant { name, value } => {
                params.retain(|(n, l, _, _)| !(n == name && l == "query"));
                made.push(query(name, Some(value)));
            }
        }
    }
    (made, moved)
}

/// The status an answer's key names (`200`, `4XX`, `default`), where it is one.
fn status(code: &str) -> Option<fm::Status> {
    if code == "default" {
        return Some(fm::Status::Default);
    }
    if let Some(h) = code.strip_suffix("XX").or_else(|| code.strip_suffix("xx")) {
        return h.parse().ok().filter(|h| (1..=5).contains(h)).map(fm::Status::Range);
    }
    code.parse()
        .ok()
        .filter(|c| (100..=599).contains(c))
        .map(fm::Status::Code)
}

/// Whether a media type is a range a JSON answer falls in (`*/*`, `application/*`).
fn is_wildcard(media: &str) -> bool {
    let base = media.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    base == "*/*" || base == "application/*"
}

/// Whether a media type is JSON (`application/json`, or a `+json` one).
fn is_json(media: &str) -> bool {
    let base = media.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    base == "application/json" || base.ends_with("+json")
}
