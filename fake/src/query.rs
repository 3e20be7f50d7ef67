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
//! - `ids`, `uuids`, `id__in`: records whose id is one of those given; `{member}s` (`network_ids`,
//!   `ip_addresses`) a list: records whose member is one of those given;
//! - `has_{member}` (`has_attachments`): records whose member is (or is not) there and not empty;
//! - a member's text operators, `name[prefix]=prod-&name[contains]=web` (an object of
//!   `exact`, `prefix`, `contains`, `suffix`, each a list: any of its values), ignoring case;
//!   `tags[env]=prod`: records whose tags have each pair;
//! - a member's range, `created_at[gte]=…` (an object of `gt`, `gte`, `lt`, `lte`: a
//!   `deepObject`), and the timestamp filters named for one bound: `changes-since`,
//!   `changed_since` (on or after the record's last change, `updated_at` or the like),
//!   `changes-before`, `changed_before` (before it), `from_timestamp`, `created_from`,
//!   `created_after` (made on or after), `to_timestamp`, `created_to` (made on or before),
//!   `created_before` (made before). Timestamps compare as instants, numbers as numbers.
//!
//! Any other parameter (`include_prices`, `show_stats` …) asks for more or less detail, which the
//! fake does not vary: it keeps every record, as the journal shows it was sent.

use std::cmp::Ordering;

use serde_json::{Map, Value};

/// One bound of a range.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    Gt,
    Gte,
    Lt,
    Lte,
}

impl Bound {
    fn of(name: &str) -> Option<Bound> {
        Some(match name {
            "gt" => Bound::Gt,
            "gte" | "ge" => Bound::Gte,
            "lt" => Bound::Lt,
            "lte" | "le" => Bound::Lte,
            _ => return None,
        })
    }

    fn holds(self, o: Ordering) -> bool {
        match self {
            Bound::Gt => o == Ordering::Greater,
            Bound::Gte => o != Ordering::Less,
            Bound::Lt => o == Ordering::Less,
            Bound::Lte => o != Ordering::Greater,
        }
    }
}

/// The members that say when a record last changed, and when it was made, in the order they
/// are looked for.
const CHANGED: &[&str] = &[
    "updated_at",
    "updated_on",
    "changed_at",
    "modified_at",
    "updated",
    "created_at",
    "created_on",
];
const CREATED: &[&str] = &["created_at", "created_on", "created"];

/// The operators of a text filter object (`name[contains]=web`).
const TEXT_OPS: &[&str] = &["exact", "prefix", "contains", "suffix"];

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
    /// Keep the records whose member matches the text operators the value names
    /// (`{"contains": ["web"], "prefix": ["prod-"]}`), ignoring case: each operator, any of its
    /// values.
    Text(String),
    /// Keep the records whose member is one of the values.
    AnyOf(String),
    /// Keep the records whose member is there and not empty (or, for `false`, is not).
    NonEmpty(String),
    /// Keep the records whose member lies within a bound: the one given, or those the value
    /// names (`{"gte": …, "lt": …}`).
    Range { member: String, bound: Option<Bound> },
    /// Changes nothing the fake models.
    Detail,
}

impl Query {
    /// The meaning of `name=value` for records whose schema declares a member when `declared`
    /// says so.
    pub fn of(name: &str, value: &Value, declared: &dyn Fn(&str) -> bool) -> Query {
        if declared(name) {
            return match value {
                Value::Object(bounds) if !bounds.is_empty() && bounds.keys().all(|k| Bound::of(k).is_some()) => {
                    Query::Range {
                        member: name.to_string(),
                        bound: None,
                    }
                }
                Value::Object(ops) if !ops.is_empty() && ops.keys().all(|k| TEXT_OPS.contains(&k.as_str())) => {
                    Query::Text(name.to_string())
                }
                Value::Object(pairs) if name == "tags" => Query::TagPairs(
                    pairs
                        .iter()
                        .map(|(k, v)| (k.clone(), value_text(v).unwrap_or_default()))
                        .collect(),
                ),
                _ => Query::Equals(name.to_string()),
            };
        }
        let first = |members: &[&str]| members.iter().find(|m| declared(m)).map(|m| m.to_string());
        let timestamp = match name {
            "changes-since" | "changed_since" | "changes_since" | "updated_since" => Some((CHANGED, Bound::Gte)),
            "changes-before" | "changed_before" | "changes_before" | "updated_before" => Some((CHANGED, Bound::Lt)),
            "from_timestamp" | "created_from" | "created_after" | "created_since" => Some((CREATED, Bound::Gte)),
            "to_timestamp" | "created_to" | "created_until" => Some((CREATED, Bound::Lte)),
            "created_before" => Some((CREATED, Bound::Lt)),
            _ => None,
        };
        if let Some((members, bound)) = timestamp {
            return match first(members) {
                Some(member) => Query::Range {
                    member,
                    bound: Some(bound),
                },
                None => Query::Detail,
            };
        }
        if let Some(member) = name.strip_prefix("has_")
            && declared(member)
        {
            return Query::NonEmpty(member.to_string());
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
                // Decoded already where the document says the text is JSON; else the text.
                let decoded = match value {
                    Value::Object(pairs) => Some(pairs.clone()),
                    _ => text
                        .as_deref()
                        .and_then(|t| serde_json::from_str::<Map<String, Value>>(t).ok()),
                };
                return match decoded {
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
        if value.is_array() {
            for suffix in ["s", "es"] {
                if let Some(member) = name.strip_suffix(suffix)
                    && declared(member)
                {
                    return Query::AnyOf(member.to_string());
                }
            }
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
            Query::Text(member) => {
                let Some(have) = record.get(member).and_then(value_text).map(|t| t.to_lowercase()) else {
                    return false;
                };
                let Value::Object(ops) = value else { return true };
                ops.iter().all(|(op, wants)| {
                    texts(wants).iter().any(|want| {
                        let want = want.to_lowercase();
                        match op.as_str() {
                            "exact" => have == want,
                            "prefix" => have.starts_with(&want),
                            "suffix" => have.ends_with(&want),
                            _ => have.contains(&want),
                        }
                    })
                })
            }
            Query::AnyOf(member) => {
                let have = record.get(member);
                texts(value)
                    .iter()
                    .any(|want| equals(have, &Value::String(want.clone())))
            }
            Query::NonEmpty(member) => {
                let present = match record.get(member) {
                    None | Some(Value::Null) => false,
                    Some(Value::Array(a)) => !a.is_empty(),
                    Some(Value::Object(o)) => !o.is_empty(),
                    Some(Value::String(s)) => !s.is_empty(),
                    Some(_) => true,
                };
                present == (value != &Value::Bool(false))
            }
            Query::Range { member, bound } => {
                let Some(have) = record.get(member).filter(|v| !v.is_null()) else {
                    return false;
                };
                let bounds: Vec<(Bound, &Value)> = match (bound, value) {
                    (Some(b), v) => vec![(*b, v)],
                    (None, Value::Object(named)) => {
                        named.iter().filter_map(|(k, v)| Some((Bound::of(k)?, v))).collect()
                    }
                    (None, _) => Vec::new(),
                };
                bounds
                    .into_iter()
                    .all(|(b, limit)| ordered(have, limit).is_some_and(|o| b.holds(o)))
            }
            Query::Sort { .. } | Query::Detail => true,
        }
    }
}

/// How `a` compares with `b`: numbers as numbers, timestamps (RFC 3339) as instants, other
/// text by its bytes; `None` when one is a number and the other not.
fn ordered(a: &Value, b: &Value) -> Option<Ordering> {
    if let (Some(x), Some(y)) = (a.as_f64(), b.as_f64()) {
        return x.partial_cmp(&y);
    }
    let (x, y) = (value_text(a)?, value_text(b)?);
    if let (Some(x), Some(y)) = (instant(&x), instant(&y)) {
        return Some(x.cmp(&y));
    }
    if let (Ok(x), Ok(y)) = (x.parse::<f64>(), y.parse::<f64>()) {
        return x.partial_cmp(&y);
    }
    Some(x.cmp(&y))
}

/// An RFC 3339 timestamp (`2025-10-01T12:00:00.5+02:00`, `Z`, or no offset read as UTC) as
/// nanoseconds since 1970.
fn instant(text: &str) -> Option<i128> {
    let b = text.as_bytes();
    let num = |r: std::ops::Range<usize>| -> Option<i64> {
        let s = text.get(r)?;
        s.bytes().all(|c| c.is_ascii_digit()).then(|| s.parse().ok())?
    };
    if b.len() < 19 || b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b't' | b' ') {
        return None;
    }
    let (y, mo, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let (h, mi, s) = (num(11..13)?, num(14..16)?, num(17..19)?);
    let mut rest = &text[19..];
    let mut nanos: i128 = 0;
    if let Some(frac) = rest.strip_prefix('.') {
        let digits = frac.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        let kept = &frac[..digits.min(9)];
        nanos = kept.parse::<i128>().ok()? * 10i128.pow(9 - kept.len() as u32);
        rest = &frac[digits..];
    }
    let offset = match rest {
        "" | "Z" | "z" => 0,
        o if o.len() == 6 && matches!(&o[..1], "+" | "-") && &o[3..4] == ":" => {
            let sign = if o.starts_with('-') { -1 } else { 1 };
            sign * (o[1..3].parse::<i64>().ok()? * 3600 + o[4..6].parse::<i64>().ok()? * 60)
        }
        _ => return None,
    };
    // Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
    let (y, m) = if mo <= 2 { (y - 1, mo + 9) } else { (y, mo - 3) };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    let seconds = days * 86_400 + h * 3600 + mi * 60 + s - offset;
    Some(i128::from(seconds) * 1_000_000_000 + nanos)
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
        assert_eq!(query("statuses", json!(["a"])), Query::AnyOf("status".into()));
        assert_eq!(query("sizes", json!(3)), Query::Detail, "a plural is a list");
        assert_eq!(query("has_tags", json!(true)), Query::NonEmpty("tags".into()));
        assert_eq!(
            query("created_at", json!({"gte": "2026-01-01T00:00:00Z"})),
            Query::Range {
                member: "created_at".into(),
                bound: None
            }
        );
        assert_eq!(
            query("created_at", json!({"after": "x"})),
            Query::Equals("created_at".into()),
            "an object of other members is not a range"
        );
        assert_eq!(
            query("changes-since", json!("2026-01-01T00:00:00Z")),
            Query::Range {
                member: "created_at".into(),
                bound: Some(Bound::Gte)
            },
            "the records say when they were made only"
        );
        assert_eq!(
            query("to_timestamp", json!("2026-01-01T00:00:00Z")),
            Query::Range {
                member: "created_at".into(),
                bound: Some(Bound::Lte)
            }
        );
        assert_eq!(query("time_from", json!("2026-01-01T00:00:00Z")), Query::Detail);
    }

    #[test]
    fn timestamps_compare_as_instants() {
        let t = |s: &str| instant(s).unwrap_or_else(|| panic!("{s}"));
        assert_eq!(t("1970-01-01T00:00:00Z"), 0);
        assert_eq!(t("2000-03-01T00:00:00Z"), 951_868_800 * 1_000_000_000);
        assert_eq!(t("2026-01-01T02:00:00+02:00"), t("2026-01-01T00:00:00Z"));
        assert_eq!(t("2026-01-01T00:00:00.5Z") - t("2026-01-01T00:00:00Z"), 500_000_000);
        assert_eq!(t("2025-12-31T23:59:59-00:30"), t("2026-01-01T00:29:59Z"));
        assert!(instant("2026-01-01").is_none());
        assert!(instant("2026-01-01T00:00:00+0200").is_none());
        // Text of two offsets compares as instants, not as bytes.
        assert_eq!(
            ordered(&json!("2026-01-01T01:00:00+02:00"), &json!("2026-01-01T00:00:00Z")),
            Some(Ordering::Less)
        );
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
        assert_eq!(keeps(&query("sizes", json!([2, 10])), json!([2, 10])), ["a", "b"]);
        assert_eq!(keeps(&query("has_tags", json!(true)), json!(true)), ["a", "b"]);
        assert_eq!(keeps(&query("has_tags", json!(false)), json!(false)), ["c"]);
        let text = json!({"prefix": ["W", "d"], "contains": ["MAIN"]});
        assert_eq!(keeps(&query("name", text.clone()), text), ["a"]);
        let exact = json!({"exact": ["web"]});
        assert_eq!(keeps(&query("name", exact.clone()), exact), ["b"]);
        let tags = json!({"env": "dev"});
        assert_eq!(keeps(&query("tags", tags.clone()), tags), ["b"]);
        let range = json!({"gte": 2, "lt": 10});
        assert_eq!(keeps(&query("size", range.clone()), range), ["b"]);
        let dated = |id: &str, at: &str| json!({"id": id, "created_at": at});
        let made = [
            dated("d1", "2026-01-01T00:00:00Z"),
            dated("d2", "2026-02-01T00:00:00+01:00"),
            dated("d3", "2026-01-31T23:45:00Z"),
        ];
        let since = query("created_from", json!("2026-01-31T23:30:00Z"));
        let kept: Vec<&str> = made
            .iter()
            .filter(|r| since.keeps(r, &json!("2026-01-31T23:30:00Z"), "id"))
            .map(|r| r["id"].as_str().unwrap())
            .collect();
        assert_eq!(kept, ["d3"], "d2 was made at 23:00 UTC, though its text sorts after");

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
