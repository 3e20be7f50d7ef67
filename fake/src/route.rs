//! Which operation a request is for: its method and path against every operation's template.
//! A `{name}` takes a non-empty part of one segment (`/files/{name}.json` works too); when
//! several templates match, the one with more literal segments wins (`/volumes/search` over
//! `/volumes/{id}`).

use percent_encoding::percent_decode_str;

use crate::model::Model;

#[derive(Debug, Clone, PartialEq)]
enum Part {
    Literal(String),
    Param(String),
}

#[derive(Debug)]
struct Route {
    op: usize,
    method: String,
    segments: Vec<Vec<Part>>,
    /// The query pairs the operation's path key fixes (`/rest?method=photos.search`): what
    /// tells operations of one method and path apart.
    pairs: Vec<(String, String)>,
    /// Segments without parameters, then literal characters, then pairs: the tie-breakers.
    score: (usize, usize, usize),
}

#[derive(Debug, PartialEq)]
pub(crate) enum Matched {
    Operation {
        op: usize,
        params: Vec<(String, String)>,
    },
    /// The path is known, the method is not; the methods it takes.
    MethodNotAllowed(Vec<String>),
    NotFound,
}

#[derive(Debug)]
pub(crate) struct Router {
    routes: Vec<Route>,
    /// The path parts of the document's server URLs (`/v4`), under which every path is
    /// served too.
    bases: Vec<String>,
}

impl Router {
    #[cfg(test)]
    pub fn new(model: &Model) -> Router {
        Router::serving(model, &|_| true)
    }

    /// A router of the operations `keep` takes (the others answer as paths of no operation).
    pub fn serving(model: &Model, keep: &dyn Fn(&crate::model::Operation) -> bool) -> Router {
        let routes = model
            .operations
            .iter()
            .enumerate()
            .filter(|(_, o)| keep(o))
            .map(|(op, o)| {
                let segments: Vec<Vec<Part>> = split(&o.path).map(parse_segment).collect();
                let literal_segments = segments
                    .iter()
                    .filter(|s| s.iter().all(|p| matches!(p, Part::Literal(_))))
                    .count();
                let literal_chars = segments
                    .iter()
                    .flatten()
                    .map(|p| match p {
                        Part::Literal(l) => l.len(),
                        Part::Param(_) => 0,
                    })
                    .sum();
                let pairs: Vec<(String, String)> = o
                    .params
                    .iter()
                    .filter_map(|p| Some((p.name.clone(), p.value.clone()?)))
                    .collect();
                Route {
                    op,
                    method: o.method.to_ascii_uppercase(),
                    segments,
                    score: (literal_segments, literal_chars, pairs.len()),
                    pairs,
                }
            })
            .collect();
        Router {
            routes,
            bases: model.base_paths.clone(),
        }
    }

    /// The operation a request is for. Among routes of the same method that match the path,
    /// one whose pairs the query has wins (the more pairs, the better); else the best by the
    /// path alone, whose judge then says which pair is missing.
    /// A path under one of the document's server paths (`/v4/volumes` where the server is
    /// `https://api.example.com/v4`) is found as the path below it, where the path itself is no
    /// operation's.
    pub fn find(&self, method: &str, path: &str, query: &[(String, String)]) -> Matched {
        let bare = self.find_bare(method, path, query);
        if bare != Matched::NotFound {
            return bare;
        }
        for base in &self.bases {
            let below = path
                .strip_prefix(base.as_str())
                .filter(|rest| rest.is_empty() || rest.starts_with('/'));
            if let Some(rest) = below {
                let found = self.find_bare(method, rest, query);
                if found != Matched::NotFound {
                    return found;
                }
            }
        }
        Matched::NotFound
    }

    fn find_bare(&self, method: &str, path: &str, query: &[(String, String)]) -> Matched {
        // Decoded once, not once per route tried.
        let decoded: Vec<std::borrow::Cow<'_, str>> = split(path)
            .map(|raw| percent_decode_str(raw).decode_utf8_lossy())
            .collect();
        let segments: Vec<&str> = decoded.iter().map(|s| s.as_ref()).collect();
        let matching: Vec<(&Route, Vec<(String, String)>)> = self
            .routes
            .iter()
            .filter_map(|r| Some((r, match_route(r, &segments)?)))
            .collect();
        // The path first, then the method (OpenAPI: a concrete path is matched before a
        // template): `/certificates/1/actions/retry` is that path's, which takes POST alone,
        // and not `/certificates/{id}/actions/{action_id}`'s GET.
        let concrete = |r: &Route| (r.score.0, r.score.1);
        let Some(top) = matching.iter().map(|(r, _)| concrete(r)).max() else {
            return Matched::NotFound;
        };
        let mut best: Option<(&Route, Vec<(String, String)>)> = None;
        let mut methods: Vec<String> = Vec::new();
        for (route, params) in matching.into_iter().filter(|(r, _)| concrete(r) == top) {
            if route.method != method {
                if !methods.contains(&route.method) {
                    methods.push(route.method.clone());
                }
                continue;
            }
            let rank = |r: &Route| (r.pairs.iter().all(|p| query.contains(p)), r.score);
            if best.as_ref().is_none_or(|(b, _)| rank(route) > rank(b)) {
                best = Some((route, params));
            }
        }
        match best {
            Some((route, params)) => Matched::Operation { op: route.op, params },
            None if !methods.is_empty() => Matched::MethodNotAllowed(methods),
            None => Matched::NotFound,
        }
    }
}

/// A path's segments; a trailing `/` does not make one more.
fn split(path: &str) -> impl Iterator<Item = &str> {
    let trimmed = path.strip_prefix('/').unwrap_or(path);
    let trimmed = trimmed.strip_suffix('/').unwrap_or(trimmed);
    trimmed.split('/').filter(|_| !trimmed.is_empty())
}

fn parse_segment(segment: &str) -> Vec<Part> {
    let mut parts = Vec::new();
    let mut rest = segment;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| c + open) else {
            break;
        };
        if open > 0 {
            parts.push(Part::Literal(rest[..open].to_string()));
        }
        parts.push(Part::Param(rest[open + 1..close].to_string()));
        rest = &rest[close + 1..];
    }
    if !rest.is_empty() {
        parts.push(Part::Literal(rest.to_string()));
    }
    parts
}

/// `segments` are the request's, percent-decoded.
fn match_route(route: &Route, segments: &[&str]) -> Option<Vec<(String, String)>> {
    if route.segments.len() != segments.len() {
        return None;
    }
    let mut params = Vec::new();
    for (parts, decoded) in route.segments.iter().zip(segments) {
        if !match_parts(parts, decoded, &mut params) {
            return None;
        }
    }
    Some(params)
}

/// Matches one segment, parameters taking non-empty text (the last literal match for a
/// parameter followed by a literal, so `a.b.json` gives `a.b` to `{name}.json`).
fn match_parts(parts: &[Part], text: &str, out: &mut Vec<(String, String)>) -> bool {
    match parts {
        [] => text.is_empty(),
        [Part::Literal(l), rest @ ..] => text.strip_prefix(l.as_str()).is_some_and(|t| match_parts(rest, t, out)),
        [Part::Param(name)] => {
            if text.is_empty() {
                return false;
            }
            out.push((name.clone(), text.to_string()));
            true
        }
        [Part::Param(name), rest @ ..] => {
            let mut ends: Vec<usize> = text.char_indices().map(|(i, _)| i).filter(|i| *i > 0).collect();
            ends.reverse();
            for end in ends {
                let mark = out.len();
                out.push((name.clone(), text[..end].to_string()));
                if match_parts(rest, &text[end..], out) {
                    return true;
                }
                out.truncate(mark);
            }
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Operation;

    fn op(id: &str, method: &str, path: &str) -> Operation {
        Operation {
            id: id.into(),
            rust_name: id.into(),
            method: method.into(),
            path: path.into(),
            invalid_status: 422,
            ..Operation::default()
        }
    }

    #[test]
    fn prefers_literals_decodes_params_and_tells_405_from_404() {
        let model = Model {
            operations: vec![
                op("get", "GET", "/v/{id}"),
                op("search", "GET", "/v/search"),
                op("file", "GET", "/files/{name}.json"),
                op("del", "DELETE", "/v/{id}"),
            ],
            ..Model::default()
        };
        let r = Router::new(&model);
        assert_eq!(
            r.find("GET", "/v/search", &[]),
            Matched::Operation { op: 1, params: vec![] }
        );
        assert_eq!(
            r.find("GET", "/v/a%20b/", &[]),
            Matched::Operation {
                op: 0,
                params: vec![("id".into(), "a b".into())]
            }
        );
        assert_eq!(
            r.find("GET", "/files/a.b.json", &[]),
            Matched::Operation {
                op: 2,
                params: vec![("name".into(), "a.b".into())]
            }
        );
        assert_eq!(r.find("GET", "/files/.json", &[]), Matched::NotFound);
        assert_eq!(
            r.find("PUT", "/v/1", &[]),
            Matched::MethodNotAllowed(vec!["GET".into(), "DELETE".into()])
        );
        assert_eq!(r.find("GET", "/v", &[]), Matched::NotFound);
        assert_eq!(r.find("GET", "//", &[]), Matched::NotFound);
    }

    #[test]
    fn operations_of_one_path_and_method_are_told_apart_by_their_pairs() {
        let fixed = |name: &str, value: &str| crate::model::Param {
            name: name.into(),
            location: crate::model::ParamLocation::Query,
            required: true,
            schema: None,
            json: false,
            style: None,
            explode: None,
            value: Some(value.into()),
        };
        let mut search = op("search", "GET", "/rest");
        search.params.push(fixed("method", "photos.search"));
        let mut info = op("info", "GET", "/rest");
        info.params.push(fixed("method", "photos.getInfo"));
        let model = Model {
            operations: vec![op("plain", "GET", "/rest"), search, info],
            ..Model::default()
        };
        let r = Router::new(&model);
        let query = |v: &str| {
            vec![
                ("method".to_string(), v.to_string()),
                ("x".to_string(), "1".to_string()),
            ]
        };
        assert_eq!(
            r.find("GET", "/rest", &query("photos.getInfo")),
            Matched::Operation { op: 2, params: vec![] }
        );
        assert_eq!(
            r.find("GET", "/rest", &query("photos.search")),
            Matched::Operation { op: 1, params: vec![] }
        );
        // No pair of any: the operation without pairs.
        assert_eq!(
            r.find("GET", "/rest", &query("other")),
            Matched::Operation { op: 0, params: vec![] }
        );
        assert_eq!(
            r.find("GET", "/rest", &[]),
            Matched::Operation { op: 0, params: vec![] }
        );
    }
}
