//! A key of `paths` with a query part (`/search?query={query}`, `/rest?method=photos.search`):
//! OpenAPI's path templates have none, but documents write them, and what they mean is clear.
//! The path is the part before `?`; after it, each `name={param}` is a query parameter and each
//! `name=value` a pair the client always sends. Read here once, for the client (`operation.rs`)
//! and the fake's model (`fake.rs`) alike; anything else in a query part keeps its located
//! error.

/// One `&`-separated piece of a query part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum QueryPiece {
    /// `name={param}`: a query parameter sent as `name`, declared (if at all) as `param`.
    Param { name: String, param: String },
    /// `name=value`: a pair sent with every request (`value` percent-decoded).
    Constant { name: String, value: String },
}

/// A path key read as the document means it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PathKey {
    /// The path template: the key up to `?`.
    pub path: String,
    /// What the query part says, in order; empty for a key without one.
    pub query: Vec<QueryPiece>,
}

/// Reads a path key, or says why its query part means nothing clear.
pub(crate) fn read(key: &str) -> Result<PathKey, String> {
    let Some((path, query)) = key.split_once('?') else {
        return Ok(PathKey {
            path: key.to_string(),
            query: Vec::new(),
        });
    };
    let mut pieces = Vec::new();
    for piece in query.split('&').filter(|p| !p.is_empty()) {
        let Some((name, value)) = piece.split_once('=') else {
            return Err(format!(
                "the query part of `{key}` has `{piece}`, which is neither `name={{parameter}}` nor `name=value`"
            ));
        };
        if name.is_empty() || name.contains(['{', '}']) {
            return Err(format!(
                "the query part of `{key}` has `{piece}`, whose name is not a plain name"
            ));
        }
        let name = decode(name);
        let param = value.strip_prefix('{').and_then(|v| v.strip_suffix('}'));
        pieces.push(match param {
            Some(param) if !param.is_empty() && !param.contains(['{', '}']) => QueryPiece::Param {
                name,
                param: param.to_string(),
            },
            _ if value.contains(['{', '}']) => {
                return Err(format!(
                    "the query part of `{key}` has `{piece}`, whose value is neither one `{{parameter}}` nor a plain value"
                ));
            }
            _ => QueryPiece::Constant {
                name,
                value: decode(value),
            },
        });
    }
    Ok(PathKey {
        path: path.to_string(),
        query: pieces,
    })
}

/// Which of an operation's declared parameters a `name={param}` of the query part is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Binding {
    /// The one declared `in: query` as `name` (or as `param`): as declared.
    Query(usize),
    /// The one declared `in: path` as `param` (documents declare what the key's braces name as
    /// path parameters): read as the query parameter `name`, required as the key shows it.
    Path(usize),
    /// None: one is made, a required string.
    Made,
}

/// The binding of `name={param}` among `declared`, each parameter's name and `in`.
pub(crate) fn bind<'d>(name: &str, param: &str, declared: impl Iterator<Item = (&'d str, &'d str)> + Clone) -> Binding {
    let find = |names: &[&str], place: &str| declared.clone().position(|(n, p)| p == place && names.contains(&n));
    match (find(&[name, param], "query"), find(&[param], "path")) {
        (Some(i), _) => Binding::Query(i),
        (None, Some(i)) => Binding::Path(i),
        (None, None) => Binding::Made,
    }
}

impl PathKey {
    /// The `name=value` pairs of the query part, sorted: what tells this key's operations from
    /// those of another key with the same path.
    pub fn constants(&self) -> Vec<(String, String)> {
        let mut pairs: Vec<(String, String)> = self
            .query
            .iter()
            .filter_map(|p| match p {
                QueryPiece::Constant { name, value } => Some((name.clone(), value.clone())),
                QueryPiece::Param { .. } => None,
            })
            .collect();
        pairs.sort();
        pairs
    }

    /// What the key is read as, for its warning: `bindings` holds each piece's binding (for a
    /// pair, `Some` when it fixes a declared query parameter of its name).
    pub fn describe(&self, bindings: &[Option<Binding>]) -> String {
        let parts: Vec<String> = self
            .query
            .iter()
            .zip(bindings)
            .map(|(piece, binding)| match piece {
                QueryPiece::Param { name, param } => {
                    let named = if name == param {
                        format!("the query parameter `{name}`")
                    } else {
                        format!("the query parameter `{name}` (`{{{param}}}`)")
                    };
                    let how = match binding {
                        Some(Binding::Query(_)) => "declared `in: query`",
                        Some(Binding::Path(_)) => "declared `in: path`, read as a query parameter",
                        _ => "declared by none: a required string",
                    };
                    format!("{named}, {how}")
                }
                QueryPiece::Constant { name, value } => match binding {
                    Some(_) => format!(
                        "the pair `{name}={value}`, sent with every request (the declared query parameter `{name}` fixed to it)"
                    ),
                    None => format!("the pair `{name}={value}`, sent with every request"),
                },
            })
            .collect();
        format!("read as the path `{}` with {}", self.path, parts.join("; "))
    }
}

/// `%XX` sequences decoded (a key is written as it would stand in a URL); anything else kept.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_part_is_read_as_parameters_and_pairs() {
        let key = read("/api/latest?term={term}&key={APIKEY}&v=2&name=a%20b").unwrap();
        assert_eq!(key.path, "/api/latest");
        assert_eq!(
            key.query,
            vec![
                QueryPiece::Param {
                    name: "term".into(),
                    param: "term".into()
                },
                QueryPiece::Param {
                    name: "key".into(),
                    param: "APIKEY".into()
                },
                QueryPiece::Constant {
                    name: "v".into(),
                    value: "2".into()
                },
                QueryPiece::Constant {
                    name: "name".into(),
                    value: "a b".into()
                },
            ]
        );
        assert_eq!(read("/plain/{id}").unwrap().query, vec![]);
        assert_eq!(read("/trailing?").unwrap().path, "/trailing");
    }

    #[test]
    fn what_is_not_clear_is_refused() {
        for key in ["/a?{x}", "/a?flag", "/a?k=pre{x}", "/a?{k}=v", "/a?=v", "/a?k={}"] {
            assert!(read(key).is_err(), "{key}");
        }
    }
}
