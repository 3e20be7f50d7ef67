//! What a list's query parameters do to its records.
//!
//! A parameter that names a member of the record (`status`, `name`) keeps the records whose
//! member equals it. Where no member has its name, the fake follows the conventions of cloud
//! APIs, the provider's among them:
//! - `order_by`, `sort`, `ordering`: `member.asc` / `member.desc` (also `member:desc`, `-member`,
//!   `member`) sorts by the member, numbers as numbers; records without it come last;
//! - `search`, `q`: records whose `name` contains the text, ignoring case;
//! - `{member}_part`, `{member}_contains` (`name_part`): records whose member contains the text,
//!   ignoring case;
//! - `tag_key`: records whose tags have every key given; `tag_key_value`, a JSON object as text
//!   (`{"env": "prod"}`): records whose tags have each pair. Tags are a list of
//!   `{key, value}` or a map;
//! - `ids`, `uuids`, `id__in`: records whose id is one of those given.
//!
//! Any other parameter (`include_prices`, `show_stats` …) asks for more or less detail, which the
//! fake does not vary: it keeps every record, as the journal shows it was sent.

use std::cmp::Ordering;

use serde_json::{Map, Value};

/// What one query parameter does to a list.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Query {
    /// Keep the records whose member equals the value.
    Equals(String),
    /// Keep the records whose member contains the text, ignoring case.
    Contains(String),
    /// Sort by `member`, descending when `desc`.
    Sort { member: String, desc: bool },
    /// Keep the records whose tags have every key.
    TagKeys(Vec<String>),
    /// Keep the records whose tags have every pair.
    TagPairs(Vec<(String, String)>),
    /// Keep the records whose id is one of these.
    Ids(Vec<String>),
    /// Changes nothing the fake models.
    Detail,
}

impl Query {
    /// The meaning of `name=value` for records whose schema declares a member when `declared`
    /// says so.
    pub fn of(name: &str, value: &Value, declared: &dyn Fn(&str) -> bool) -> Query {
        if declared(name) {
            return Query::Equals(name.to_string());
        }
        let text = value_text(value);
        match name {
            "order_by" | "sort" | "ordering" => {
                return match text.as_deref().and_then(sort_key) {
                    Some((member, desc)) => Query::Sort { member, desc },
                    None => Query::Detail,
                };
            }
            "search" | "q" if declared("name") => return Query::Contains("name".into()),
            "tag_key" => return Query::TagKeys(texts(value)),
            "tag_key_value" => {
                return match text
                    .as_deref()
                    .and_then(|t| serde_json::from_str::<Map<String, Value>>(t).ok())
                {
                    Some(pairs) => Query::TagPairs(
                        pairs
                            .into_iter()
                            .map(|(k, v)| (k, value_text(&v).unwrap_or_default()))
                            .collect(),
                    ),
                    None => Query::Detail,
                };
            }
            "ids" | "uuids" | "id__in" => return Query::Ids(texts(value)),
            _ => {}
        }
        for suffix in ["_part", "_contains"] {
            if let Some(member) = name.strip_suffix(suffix)
                && declared(member)
            {
                return Query::Contains(member.to_string());
            }
        }
        Query::Detail
    }

    /// Whether `record` passes this parameter with value `value`.
    pub fn keeps(&self, record: &Value, value: &Value, id_member: &str) -> bool {
        match self {
            Query::Equals(member) => equals(record.get(member), value),
            Query::Contains(member) => {
                let (Some(have), Some(want)) = (record.get(member).and_then(value_text), value_text(value)) else {
                    return false;
                };
                have.to_lowercase().contains(&want.to_lowercase())
            }
            Query::TagKeys(keys) => {
                let tags = tags(record);
                keys.iter().all(|k| tags.iter().any(|(have, _)| have == k))
            }
            Query::TagPairs(pairs) => {
                let tags = tags(record);
                pairs
                    .iter()
                    .all(|(k, v)| tags.iter().any(|(hk, hv)| hk == k && hv.as_deref() == Some(v.as_str())))
            }
            Query::Ids(ids) => record
                .get(id_member)
                .and_then(value_text)
                .is_some_and(|id| ids.contains(&id)),
            Query::Sort { .. } | Query::Detail => true,
        }
    }
}

/// Sorts `records` by `member`: numbers as numbers, records without it last; records that tie
/// stay in the order they were made, newest first when descending (as `created_at.desc` lists
/// records made at one instant of the fake's clock).
pub(crate) fn sort(records: &mut [Value], member: &str, desc: bool) {
    if desc {
        records.reverse();
    }
    records.sort_by(|a, b| {
        match (
            a.get(member).filter(|v| !v.is_null()),
            b.get(member).filter(|v| !v.is_null()),
        ) {
            (Some(x), Some(y)) => {
                let o = compare(x, y);
                if desc { o.reverse() } else { o }
            }
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        }
    });
}

fn compare(a: &Value, b: &Value) -> Ordering {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => x.partial_cmp(&y).unwrap_or(Ordering::Equal),
        _ => value_text(a).cmp(&value_text(b)),
    }
}

/// `created_at.desc` → (`created_at`, true); also `name:asc`, `-name`, `name`.
fn sort_key(text: &str) -> Option<(String, bool)> {
    let text = text.trim();
    for sep in ['.', ':'] {
        if let Some((member, dir)) = text.rsplit_once(sep) {
            match dir.to_ascii_lowercase().as_str() {
                "asc" => return Some((member.to_string(), false)),
                "desc" => return Some((member.to_string(), true)),
                _ => {}
            }
        }
    }
    match text.strip_prefix('-') {
        Some(member) if !member.is_empty() => Some((member.to_string(), true)),
        _ if !text.is_empty() => Some((text.to_string(), false)),
        _ => None,
    }
}

/// A record's tags as (key, value): a list of `{key, value}` objects, or a map.
fn tags(record: &Value) -> Vec<(String, Option<String>)> {
    match record.get("tags") {
        Some(Value::Array(list)) => list
            .iter()
            .filter_map(|t| {
                let key = t.get("key").and_then(value_text)?;
                Some((key, t.get("value").and_then(value_text)))
            })
            .collect(),
        Some(Value::Object(map)) => map.iter().map(|(k, v)| (k.clone(), value_text(v))).collect(),
        _ => Vec::new(),
    }
}

/// Whether a record member equals a filter value (scalars only; a list or object value keeps
/// every record).
fn equals(have: Option<&Value>, want: &Value) -> bool {
    match (have, want) {
        (_, Value::Array(_) | Value::Object(_) | Value::Null) => true,
        (Some(h @ (Value::String(_) | Value::Number(_) | Value::Bool(_))), w) => value_text(h) == value_text(w),
        (Some(_), _) => true,
        (None, _) => false,
    }
}

/// A scalar as the text a query string carries it as.
fn value_text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(_) | Value::Bool(_) => Some(v.to_string()),
        _ => None,
    }
}

/// The texts of a list value (or of one scalar).
fn texts(v: &Value) -> Vec<String> {
    match v {
        Value::Array(items) => items.iter().filter_map(value_text).collect(),
        other => value_text(other).into_iter().collect(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn query(name: &str, value: Value) -> Query {
        let declared = |m: &str| ["id", "name", "size", "status", "tags", "created_at"].contains(&m);
        Query::of(name, &value, &declared)
    }

    #[test]
    fn each_parameter_has_its_meaning() {
        assert_eq!(query("status", json!("available")), Query::Equals("status".into()));
        assert_eq!(
            query("order_by", json!("created_at.desc")),
            Query::Sort {
                member: "created_at".into(),
                desc: true
            }
        );
        assert_eq!(
            query("sort", json!("-size")),
            Query::Sort {
                member: "size".into(),
                desc: true
            }
        );
        assert_eq!(
            query("order_by", json!("name:asc")),
            Query::Sort {
                member: "name".into(),
                desc: false
            }
        );
        assert_eq!(query("search", json!("db")), Query::Contains("name".into()));
        assert_eq!(query("name_part", json!("db")), Query::Contains("name".into()));
        assert_eq!(query("other_part", json!("db")), Query::Detail);
        assert_eq!(
            query("tag_key", json!(["env", "team"])),
            Query::TagKeys(vec!["env".into(), "team".into()])
        );
        assert_eq!(
            query("tag_key_value", json!("{\"env\": \"prod\"}")),
            Query::TagPairs(vec![("env".into(), "prod".into())])
        );
        assert_eq!(query("tag_key_value", json!("not json")), Query::Detail);
        assert_eq!(query("include_prices", json!(true)), Query::Detail);
        assert_eq!(query("ids", json!(["a"])), Query::Ids(vec!["a".into()]));
    }

    #[test]
    fn records_are_kept_and_sorted_by_what_they_hold() {
        let a = json!({"id": "a", "name": "db-main", "size": 10, "tags": [{"key": "env", "value": "prod"}]});
        let b = json!({"id": "b", "name": "Web", "size": 2, "tags": {"env": "dev", "team": "x"}});
        let c = json!({"id": "c", "name": "cache"});
        let keeps = |q: &Query, v: Value| -> Vec<&str> {
            [&a, &b, &c]
                .into_iter()
                .filter(|r| q.keeps(r, &v, "id"))
                .map(|r| r["id"].as_str().unwrap())
                .collect()
        };
        assert_eq!(keeps(&query("search", json!("DB")), json!("DB")), ["a"]);
        assert_eq!(keeps(&query("tag_key", json!(["env"])), json!(["env"])), ["a", "b"]);
        assert_eq!(
            keeps(&query("tag_key", json!(["env", "team"])), json!(["env", "team"])),
            ["b"]
        );
        let pairs = json!("{\"env\": \"prod\"}");
        assert_eq!(keeps(&query("tag_key_value", pairs.clone()), pairs), ["a"]);
        assert_eq!(keeps(&query("ids", json!(["c", "a"])), json!(["c", "a"])), ["a", "c"]);
        assert_eq!(keeps(&query("size", json!(2)), json!(2)), ["b"]);
        assert_eq!(keeps(&Query::Detail, json!(true)), ["a", "b", "c"]);

        let mut records = vec![a.clone(), b.clone(), c.clone()];
        sort(&mut records, "size", false);
        let ids = |r: &[Value]| {
            r.iter()
                .map(|v| v["id"].as_str().unwrap().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            ids(&records),
            ["b", "a", "c"],
            "numbers as numbers, records without it last"
        );
        sort(&mut records, "size", true);
        assert_eq!(ids(&records), ["a", "b", "c"]);
        sort(&mut records, "name", false);
        assert_eq!(
            ids(&records),
            ["b", "c", "a"],
            "text by its bytes: `Web` before `cache`"
        );
    }
}
