//! How a parameter's value is written in a request: the document's `style` and `explode`
//! (OpenAPI 3 "Style Values", with RFC 6570's expansions where the 3.0 table and the RFC part).
//!
//! [`Style`] needs no dependency, so that `oapigen` reads a document's parameters with it and
//! the fake reads a request's with the same rules. The writers below it are what generated code
//! calls for values that are not one scalar (arrays, objects, unions), and for every value whose
//! style is not its location's default.

/// Encodes one path parameter so that it stays one path segment: everything except the
/// RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`) is percent-encoded, so `a/../b`
/// becomes `a%2F..%2Fb`. The one encoding of a path value: generated code calls it, and so does
/// the fake of `oapigen-fake` for the requests it makes up.
#[cfg(feature = "runtime")]
pub fn encode_path_segment<T: std::fmt::Display + ?Sized>(v: &T) -> String {
    use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
    const SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'.').remove(b'_').remove(b'~');
    utf8_percent_encode(&v.to_string(), SEGMENT).to_string()
}

/// How a parameter's value is written. Examples for the array `[3, 4]` and the object
/// `{"role": "admin", "first": "Alex"}` of a parameter `id`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Style {
    /// `form` (query and cookie; the query's default, exploded). Exploded: `id=3&id=4`,
    /// `role=admin&first=Alex`. Not exploded: `id=3,4`, `id=role,admin,first,Alex`.
    Form {
        /// `explode`.
        explode: bool,
    },
    /// `spaceDelimited` (query): `id=3%204`, `id=role%20admin%20first%20Alex`. Exploded, as
    /// exploded `form` (OpenAPI 3.1.1).
    SpaceDelimited {
        /// `explode`.
        explode: bool,
    },
    /// `pipeDelimited` (query): `id=3|4`, `id=role|admin|first|Alex`. Exploded, as exploded
    /// `form`.
    PipeDelimited {
        /// `explode`.
        explode: bool,
    },
    /// `deepObject` (query): `id[role]=admin&id[first]=Alex`; a member that is a list
    /// repeats its key (`id[tag]=a&id[tag]=b`).
    DeepObject,
    /// `simple` (path and header; their default, not exploded): `3,4`,
    /// `role,admin,first,Alex`; exploded `role=admin,first=Alex`.
    Simple {
        /// `explode`.
        explode: bool,
    },
    /// `label` (path): `.3,4`, `.role,admin,first,Alex`; exploded `.3.4`,
    /// `.role=admin.first=Alex`.
    Label {
        /// `explode`.
        explode: bool,
    },
    /// `matrix` (path): `;id=3,4`, `;id=role,admin,first,Alex`; exploded `;id=3;id=4`,
    /// `;role=admin;first=Alex`.
    Matrix {
        /// `explode`.
        explode: bool,
    },
}

impl Style {
    /// The style a parameter `in` `location` (`query`, `path`, `header`, `cookie`) has when
    /// the document gives none.
    pub fn default_for(location: &str) -> Style {
        match location {
            "path" | "header" => Style::Simple { explode: false },
            _ => Style::Form { explode: true },
        }
    }

    /// The style of a parameter in `location` whose document gives `style` and `explode`
    /// (each may be absent: `explode` defaults to true for `form` only), or why it has none:
    /// an unknown style, or one its location does not take.
    pub fn from_document(location: &str, style: Option<&str>, explode: Option<bool>) -> Result<Style, String> {
        let Some(style) = style else {
            let default = Style::default_for(location);
            return Ok(explode.map_or(default, |e| default.exploded(e)));
        };
        let explode_or = |default: bool| explode.unwrap_or(default);
        let found = match style {
            "form" => Style::Form {
                explode: explode_or(true),
            },
            "spaceDelimited" => Style::SpaceDelimited {
                explode: explode_or(false),
            },
            "pipeDelimited" => Style::PipeDelimited {
                explode: explode_or(false),
            },
            "deepObject" => Style::DeepObject,
            "simple" => Style::Simple {
                explode: explode_or(false),
            },
            "label" => Style::Label {
                explode: explode_or(false),
            },
            "matrix" => Style::Matrix {
                explode: explode_or(false),
            },
            other => {
                return Err(format!(
                    "unknown style `{other}` (one of form, spaceDelimited, pipeDelimited, deepObject, simple, label, matrix)"
                ));
            }
        };
        let takes = match location {
            "query" => matches!(
                found,
                Style::Form { .. } | Style::SpaceDelimited { .. } | Style::PipeDelimited { .. } | Style::DeepObject
            ),
            "path" => matches!(found, Style::Simple { .. } | Style::Label { .. } | Style::Matrix { .. }),
            "header" => matches!(found, Style::Simple { .. }),
            "cookie" => matches!(found, Style::Form { .. }),
            _ => false,
        };
        if takes {
            Ok(found)
        } else {
            Err(format!("a {location} parameter cannot have style `{style}`"))
        }
    }

    /// This style with `explode` set (a `deepObject` is always exploded).
    fn exploded(self, explode: bool) -> Style {
        match self {
            Style::Form { .. } => Style::Form { explode },
            Style::SpaceDelimited { .. } => Style::SpaceDelimited { explode },
            Style::PipeDelimited { .. } => Style::PipeDelimited { explode },
            Style::DeepObject => Style::DeepObject,
            Style::Simple { .. } => Style::Simple { explode },
            Style::Label { .. } => Style::Label { explode },
            Style::Matrix { .. } => Style::Matrix { explode },
        }
    }

    /// Whether this is what a parameter in `location` has when the document says nothing.
    pub fn is_default_for(self, location: &str) -> bool {
        self == Style::default_for(location)
    }

    /// `explode`.
    pub fn explode(self) -> bool {
        match self {
            Style::Form { explode }
            | Style::SpaceDelimited { explode }
            | Style::PipeDelimited { explode }
            | Style::Simple { explode }
            | Style::Label { explode }
            | Style::Matrix { explode } => explode,
            Style::DeepObject => true,
        }
    }

    /// Whether the query writes an array as its key repeated, once per item.
    pub fn repeats_key(self) -> bool {
        matches!(
            self,
            Style::Form { explode: true }
                | Style::SpaceDelimited { explode: true }
                | Style::PipeDelimited { explode: true }
        )
    }

    /// What separates the items of an array (and an object's keys and values) that are written
    /// as one value: `,` for `form`, `simple`, `label` and `matrix`, ` ` and `|` for the
    /// delimited styles.
    pub fn delimiter(self) -> char {
        match self {
            Style::SpaceDelimited { .. } => ' ',
            Style::PipeDelimited { .. } => '|',
            _ => ',',
        }
    }
}

#[cfg(feature = "runtime")]
mod write {
    use std::borrow::Cow;

    use serde::Serialize;
    use serde_json::Value;

    use super::Style;
    use super::encode_path_segment;

    /// A scalar as its text: a string as its contents, a number or boolean as JSON writes it;
    /// an array or object nested in a parameter (which no style defines) as its JSON text.
    fn text(v: &Value) -> Cow<'_, str> {
        match v {
            Value::String(s) => Cow::Borrowed(s),
            other => Cow::Owned(other.to_string()),
        }
    }

    /// The value's parts: an array's items, or an object's members (nulls left out, as a
    /// parameter that is not sent); `None` for a scalar.
    fn parts(v: &Value) -> Option<Vec<(Option<&str>, &Value)>> {
        match v {
            Value::Array(items) => Some(items.iter().filter(|i| !i.is_null()).map(|i| (None, i)).collect()),
            // Sorted by name: `serde_json` keeps a struct's order only with its
            // `preserve_order` feature, which another crate of the build may or may not enable.
            Value::Object(members) => {
                let mut out: Vec<(Option<&str>, &Value)> = members
                    .iter()
                    .filter(|(_, m)| !m.is_null())
                    .map(|(k, m)| (Some(k.as_str()), m))
                    .collect();
                out.sort_by_key(|(k, _)| *k);
                Some(out)
            }
            _ => None,
        }
    }

    /// The query pairs of parameter `name` holding `value`, written as `style` says.
    pub fn query_pairs<T: Serialize + ?Sized>(
        name: &'static str,
        value: &T,
        style: Style,
    ) -> Vec<(Cow<'static, str>, String)> {
        let Ok(value) = serde_json::to_value(value) else {
            return Vec::new();
        };
        let Some(parts) = parts(&value) else {
            return match value {
                Value::Null => Vec::new(),
                scalar => vec![(Cow::Borrowed(name), text(&scalar).into_owned())],
            };
        };
        let object = value.is_object();
        match style {
            // A member that is a list repeats its key, once per item (`name[contains]=a&
            // name[contains]=b`), as the delimited forms cannot say which `,` is a value's.
            Style::DeepObject if object => {
                let mut pairs = Vec::new();
                for (k, v) in parts {
                    let key = format!("{name}[{}]", k.unwrap_or_default());
                    match v {
                        Value::Array(items) => pairs.extend(
                            items
                                .iter()
                                .filter(|i| !i.is_null())
                                .map(|i| (Cow::Owned(key.clone()), text(i).into_owned())),
                        ),
                        other => pairs.push((Cow::Owned(key), text(other).into_owned())),
                    }
                }
                pairs
            }
            // Exploded, an object's members are parameters of their own; an array repeats
            // the key. A deep object's array is written as an exploded form's.
            s if s.repeats_key() || s == Style::DeepObject => parts
                .into_iter()
                .map(|(k, v)| {
                    (
                        k.map_or(Cow::Borrowed(name), |k| Cow::Owned(k.to_owned())),
                        text(v).into_owned(),
                    )
                })
                .collect(),
            s => {
                let d = s.delimiter().to_string();
                vec![(Cow::Borrowed(name), joined(&texts(&parts, str::to_owned), &d, None))]
            }
        }
    }

    /// The parts' texts, each made by `f` from its key and its value's text.
    fn texts(parts: &[(Option<&str>, &Value)], f: impl Fn(&str) -> String) -> Vec<(Option<String>, String)> {
        parts.iter().map(|(k, v)| (k.map(&f), f(&text(v)))).collect()
    }

    /// Items, or keys and values, joined by `d`; an exploded object's members as `k=v` (the
    /// `=` given as `eq`).
    fn joined(parts: &[(Option<String>, String)], d: &str, eq: Option<&str>) -> String {
        let mut out = Vec::with_capacity(parts.len() * 2);
        for (k, v) in parts {
            match (k, eq) {
                (Some(k), Some(eq)) => out.push(format!("{k}{eq}{v}")),
                (Some(k), None) => {
                    out.push(k.clone());
                    out.push(v.clone());
                }
                (None, _) => out.push(v.clone()),
            }
        }
        out.join(d)
    }

    /// The text of header (or cookie) parameter `value`, written as `simple` (`explode` as
    /// given): `3,4`, `role,admin,first,Alex`, exploded `role=admin,first=Alex`.
    pub fn header_text<T: Serialize + ?Sized>(value: &T, explode: bool) -> String {
        let Ok(value) = serde_json::to_value(value) else {
            return String::new();
        };
        match parts(&value) {
            Some(parts) => joined(&texts(&parts, str::to_owned), ",", explode.then_some("=")),
            None => text(&value).into_owned(),
        }
    }

    /// Path parameter `name` holding `value`, written as `style` says and percent-encoded
    /// (the style's own `.`, `;`, `=` and `,` are not), so that it stays within its segment.
    pub fn path_text<T: Serialize + ?Sized>(name: &str, value: &T, style: Style) -> String {
        let Ok(value) = serde_json::to_value(value) else {
            return String::new();
        };
        let enc = |s: &str| encode_path_segment(s);
        let name = enc(name);
        let Some(parts) = parts(&value) else {
            let v = enc(&text(&value));
            return match style {
                Style::Label { .. } => format!(".{v}"),
                Style::Matrix { .. } if value.is_null() => format!(";{name}"),
                Style::Matrix { .. } => format!(";{name}={v}"),
                _ => v,
            };
        };
        let parts = texts(&parts, enc);
        let list = |d: &str, eq: &str| joined(&parts, d, style.explode().then_some(eq));
        match style {
            Style::Label { explode: true } => format!(".{}", list(".", "=")),
            Style::Label { explode: false } => format!(".{}", list(",", "")),
            Style::Matrix { explode: true } if value.is_object() => format!(";{}", list(";", "=")),
            Style::Matrix { explode: true } => parts.iter().map(|(_, v)| format!(";{name}={v}")).collect(),
            Style::Matrix { explode: false } => format!(";{name}={}", list(",", "")),
            _ => list(",", "="),
        }
    }

    #[cfg(test)]
    mod tests {
        use serde_json::json;

        use super::*;

        fn query(value: Value, style: Style) -> String {
            query_pairs("id", &value, style)
                .into_iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("&")
        }

        /// The examples of OpenAPI's "Style Examples" table, for `color`. An object's members
        /// come in the order of their names, which no style gives a meaning.
        #[test]
        fn the_specifications_examples() {
            let array = json!(["blue", "black", "brown"]);
            let object = json!({"R": 100, "G": 200, "B": 150});
            let q = |v: &Value, s| {
                query_pairs("color", v, s)
                    .into_iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect::<Vec<_>>()
                    .join("&")
            };
            let form = |explode| Style::Form { explode };
            assert_eq!(q(&json!("blue"), form(true)), "color=blue");
            assert_eq!(q(&array, form(false)), "color=blue,black,brown");
            assert_eq!(q(&array, form(true)), "color=blue&color=black&color=brown");
            assert_eq!(q(&object, form(false)), "color=B,150,G,200,R,100");
            assert_eq!(q(&object, form(true)), "B=150&G=200&R=100");
            let space = Style::SpaceDelimited { explode: false };
            assert_eq!(q(&array, space), "color=blue black brown");
            assert_eq!(q(&object, space), "color=B 150 G 200 R 100");
            let pipe = Style::PipeDelimited { explode: false };
            assert_eq!(q(&array, pipe), "color=blue|black|brown");
            assert_eq!(q(&object, pipe), "color=B|150|G|200|R|100");
            assert_eq!(q(&object, Style::DeepObject), "color[B]=150&color[G]=200&color[R]=100");

            let simple = |explode| Style::Simple { explode };
            assert_eq!(path_text("color", &json!("blue"), simple(false)), "blue");
            assert_eq!(path_text("color", &array, simple(false)), "blue,black,brown");
            assert_eq!(path_text("color", &object, simple(false)), "B,150,G,200,R,100");
            assert_eq!(path_text("color", &object, simple(true)), "B=150,G=200,R=100");
            let label = |explode| Style::Label { explode };
            assert_eq!(path_text("color", &json!("blue"), label(false)), ".blue");
            assert_eq!(path_text("color", &array, label(false)), ".blue,black,brown");
            assert_eq!(path_text("color", &array, label(true)), ".blue.black.brown");
            assert_eq!(path_text("color", &object, label(false)), ".B,150,G,200,R,100");
            assert_eq!(path_text("color", &object, label(true)), ".B=150.G=200.R=100");
            let matrix = |explode| Style::Matrix { explode };
            assert_eq!(path_text("color", &json!("blue"), matrix(false)), ";color=blue");
            assert_eq!(path_text("color", &array, matrix(false)), ";color=blue,black,brown");
            assert_eq!(
                path_text("color", &array, matrix(true)),
                ";color=blue;color=black;color=brown"
            );
            assert_eq!(path_text("color", &object, matrix(false)), ";color=B,150,G,200,R,100");
            assert_eq!(path_text("color", &object, matrix(true)), ";B=150;G=200;R=100");

            assert_eq!(header_text(&array, false), "blue,black,brown");
            assert_eq!(header_text(&object, false), "B,150,G,200,R,100");
            assert_eq!(header_text(&object, true), "B=150,G=200,R=100");
        }

        #[test]
        fn values_stay_within_their_part() {
            // A path value's own delimiters are encoded; the style's are not.
            assert_eq!(
                path_text("id", &json!(["a,b", "c/d"]), Style::Matrix { explode: true }),
                ";id=a%2Cb;id=c%2Fd"
            );
            assert_eq!(
                path_text("id", &json!("a;b"), Style::Label { explode: false }),
                ".a%3Bb"
            );
            // Nulls are members not sent; a null scalar is no pair.
            assert_eq!(query(json!({"a": null, "b": 1}), Style::DeepObject), "id[b]=1");
            assert_eq!(query(json!(null), Style::Form { explode: true }), "");
            assert_eq!(query(json!([]), Style::Form { explode: true }), "");
            assert_eq!(query(json!([]), Style::Form { explode: false }), "id=");
            // A deep object's array repeats its key, as exploded form does.
            assert_eq!(query(json!([1, 2]), Style::DeepObject), "id=1&id=2");
            assert_eq!(query(json!(true), Style::DeepObject), "id=true");
            // A deep object's list member repeats its key.
            assert_eq!(
                query(json!({"contains": ["a", "b"], "prefix": ["p"]}), Style::DeepObject),
                "id[contains]=a&id[contains]=b&id[prefix]=p"
            );
        }
    }
}

#[cfg(feature = "runtime")]
pub use write::{header_text, path_text, query_pairs};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn styles_are_read_from_the_document() {
        assert_eq!(
            Style::from_document("query", None, None),
            Ok(Style::Form { explode: true })
        );
        assert_eq!(
            Style::from_document("query", None, Some(false)),
            Ok(Style::Form { explode: false })
        );
        assert_eq!(
            Style::from_document("path", None, None),
            Ok(Style::Simple { explode: false })
        );
        assert_eq!(
            Style::from_document("header", Some("simple"), Some(true)),
            Ok(Style::Simple { explode: true })
        );
        assert_eq!(
            Style::from_document("query", Some("deepObject"), Some(true)),
            Ok(Style::DeepObject)
        );
        assert_eq!(
            Style::from_document("query", Some("pipeDelimited"), None),
            Ok(Style::PipeDelimited { explode: false })
        );
        assert_eq!(
            Style::from_document("path", Some("matrix"), Some(true)),
            Ok(Style::Matrix { explode: true })
        );
        assert!(
            Style::from_document("path", Some("form"), None)
                .unwrap_err()
                .contains("cannot have style")
        );
        assert!(Style::from_document("header", Some("label"), None).is_err());
        assert!(
            Style::from_document("query", Some("tabDelimited"), None)
                .unwrap_err()
                .contains("unknown style")
        );
        assert!(Style::Form { explode: true }.is_default_for("query"));
        assert!(!Style::Form { explode: false }.is_default_for("query"));
        assert!(Style::Simple { explode: false }.is_default_for("header"));
    }
}
