//! What a list's query parameters do to its records, as the model says
//! (`model::Filter`: the generator reads each parameter's meaning from the document, the words
//! of the conventions it follows included). Here is only how each meaning keeps, drops and
//! orders records: values compared as the query string carries them, numbers as numbers,
//! timestamps (RFC 3339) as instants, text operators ignoring case, and label selectors in
//! their syntax (`env=prod,tier!=db,team,!old,env in (a,b),env notin (c)`).

use std::cmp::Ordering;

use serde_json::{Map, Value};

use crate::model::{Bound, Filter, Tags, TextMatch};

fn holds(bound: Bound, o: Ordering) -> bool {
    match bound {
        Bound::Gt => o == Ordering::Greater,
        Bound::Gte => o != Ordering::Less,
        Bound::Lt => o == Ordering::Less,
        Bound::Lte => o != Ordering::Greater,
    }
}

/// Whether `record` passes the parameter read as `filter`, given `value`. `id_member` holds a
/// record's id.
pub(crate) fn keeps(filter: &Filter, record: &Value, value: &Value, id_member: &str) -> bool {
    match filter {
        Filter::Equals { member, .. } => equals(record.get(member), value),
        Filter::Contains { member } => {
            let (Some(have), Some(want)) = (record.get(member).and_then(value_text), value_text(value)) else {
                return false;
            };
            have.to_lowercase().contains(&want.to_lowercase())
        }
        Filter::Includes { member } => {
            let have: Vec<String> = match record.get(member) {
                Some(Value::Array(items)) => items.iter().filter_map(value_text).collect(),
                _ => Vec::new(),
            };
            texts(value).iter().all(|want| have.contains(want))
        }
        Filter::TagKeys { tags: t } => {
            let tags = tags(record, t);
            texts(value).iter().all(|k| tags.iter().any(|(have, _)| have == k))
        }
        Filter::TagPairs { tags: t } => {
            let decoded = match value {
                Value::Object(pairs) => Some(pairs.clone()),
                other => value_text(other).and_then(|t| serde_json::from_str::<Map<String, Value>>(&t).ok()),
            };
            let Some(pairs) = decoded else { return true };
            let tags = tags(record, t);
            pairs.iter().all(|(k, v)| {
                let v = value_text(v);
                tags.iter().any(|(hk, hv)| hk == k && *hv == v)
            })
        }
        Filter::Labels { tags: t } => {
            let tags = tags(record, t);
            texts(value).iter().all(|selector| selects(selector, &tags))
        }
        Filter::Ids => record
            .get(id_member)
            .and_then(value_text)
            .is_some_and(|id| texts(value).contains(&id)),
        Filter::Text { member, ops } => {
            let Value::Object(given) = value else {
                return equals(record.get(member), value);
            };
            let Some(have) = record.get(member).and_then(value_text).map(|t| t.to_lowercase()) else {
                return false;
            };
            given.iter().all(|(op, wants)| {
                let Some((_, how)) = ops.iter().find(|(name, _)| name == op) else {
                    return true;
                };
                texts(wants).iter().any(|want| {
                    let want = want.to_lowercase();
                    match how {
                        TextMatch::Exact => have == want,
                        TextMatch::Prefix => have.starts_with(&want),
                        TextMatch::Suffix => have.ends_with(&want),
                        TextMatch::Contains => have.contains(&want),
                    }
                })
            })
        }
        Filter::AnyOf { member } => {
            let have = record.get(member);
            texts(value)
                .iter()
                .any(|want| equals(have, &Value::String(want.clone())))
        }
        Filter::NonEmpty { member } => {
            let present = match record.get(member) {
                None | Some(Value::Null) => false,
                Some(Value::Array(a)) => !a.is_empty(),
                Some(Value::Object(o)) => !o.is_empty(),
                Some(Value::String(s)) => !s.is_empty(),
                Some(_) => true,
            };
            let wanted = !matches!(value, Value::Bool(false)) && value_text(value).as_deref() != Some("false");
            present == wanted
        }
        Filter::Range { member, bound, ops } => {
            let Some(have) = record.get(member).filter(|v| !v.is_null()) else {
                return false;
            };
            let bounds: Vec<(Bound, &Value)> = match (bound, value) {
                (Some(b), v) => vec![(*b, v)],
                (None, Value::Object(named)) => named
                    .iter()
                    .filter_map(|(k, v)| Some((ops.iter().find(|(n, _)| n == k)?.1, v)))
                    .collect(),
                (None, v) => return equals(Some(have), v),
            };
            bounds
                .into_iter()
                .all(|(b, limit)| ordered(have, limit).is_some_and(|o| holds(b, o)))
        }
        Filter::Sort | Filter::Direction { .. } | Filter::Scope | Filter::Detail => true,
    }
}

/// Whether labels satisfy one requirement of a selector, a comma-separated list of them:
/// `k=v`, `k==v`, `k!=v`, `k`, `!k`, `k in (a,b)`, `k notin (a,b)`.
fn selects(selector: &str, labels: &[(String, Option<String>)]) -> bool {
    requirements(selector).iter().all(|req| {
        let req = req.trim();
        let value_of = |k: &str| labels.iter().find(|(have, _)| have == k).map(|(_, v)| v.clone());
        if let Some(k) = req.strip_prefix('!') {
            return value_of(k.trim()).is_none();
        }
        for (op, negated) in [(" notin ", true), (" in ", false)] {
            if let Some((k, set)) = req.split_once(op) {
                let set: Vec<&str> = set
                    .trim()
                    .trim_start_matches('(')
                    .trim_end_matches(')')
                    .split(',')
                    .map(str::trim)
                    .collect();
                let found = value_of(k.trim()).flatten().is_some_and(|v| set.contains(&v.as_str()));
                return found != negated;
            }
        }
        if let Some((k, v)) = req.split_once("!=") {
            return value_of(k.trim()).flatten().as_deref() != Some(v.trim());
        }
        if let Some((k, v)) = req.split_once('=') {
            let v = v.strip_prefix('=').unwrap_or(v);
            return value_of(k.trim()).flatten().as_deref() == Some(v.trim());
        }
        req.is_empty() || value_of(req).is_some()
    })
}

/// A selector's requirements: split at the commas outside parentheses.
fn requirements(selector: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut depth = 0usize;
    for c in selector.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(String::new());
                continue;
            }
            _ => {}
        }
        if let Some(last) = out.last_mut() {
            last.push(c);
        }
    }
    out
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

/// A record's tags as (key, value), where `t` says they are.
fn tags(record: &Value, t: &Tags) -> Vec<(String, Option<String>)> {
    match (record.get(&t.member), &t.pair) {
        (Some(Value::Array(list)), Some((key, value))) => list
            .iter()
            .filter_map(|e| Some((e.get(key).and_then(value_text)?, e.get(value).and_then(value_text))))
            .collect(),
        (Some(Value::Object(map)), _) => map.iter().map(|(k, v)| (k.clone(), value_text(v))).collect(),
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
        let a = json!({"id": "a", "name": "db-main", "size": 10, "tags": [{"key": "env", "value": "prod"}], "zones": ["x", "y"]});
        let b = json!({"id": "b", "name": "Web", "size": 2, "tags": [{"key": "env", "value": "dev"}, {"key": "team", "value": "x"}]});
        let c = json!({"id": "c", "name": "cache", "labels": {"env": "prod", "tier": "db"}});
        let kept = |f: &Filter, v: Value| -> Vec<&str> {
            [&a, &b, &c]
                .into_iter()
                .filter(|r| keeps(f, r, &v, "id"))
                .map(|r| r["id"].as_str().unwrap())
                .collect()
        };
        let listed = Tags {
            member: "tags".into(),
            pair: Some(("key".into(), "value".into())),
        };
        let mapped = Tags {
            member: "labels".into(),
            pair: None,
        };
        let m = |s: &str| s.to_string();
        assert_eq!(kept(&Filter::Contains { member: m("name") }, json!("DB")), ["a"]);
        assert_eq!(
            kept(&Filter::TagKeys { tags: listed.clone() }, json!(["env"])),
            ["a", "b"]
        );
        assert_eq!(
            kept(&Filter::TagKeys { tags: listed.clone() }, json!(["env", "team"])),
            ["b"]
        );
        assert_eq!(
            kept(&Filter::TagPairs { tags: listed.clone() }, json!("{\"env\": \"prod\"}")),
            ["a"]
        );
        assert_eq!(kept(&Filter::Ids, json!(["c", "a"])), ["a", "c"]);
        assert_eq!(
            kept(
                &Filter::Equals {
                    member: m("size"),
                    held: false
                },
                json!(2)
            ),
            ["b"]
        );
        assert_eq!(kept(&Filter::Detail, json!(true)), ["a", "b", "c"]);
        assert_eq!(kept(&Filter::AnyOf { member: m("size") }, json!([2, 10])), ["a", "b"]);
        assert_eq!(kept(&Filter::NonEmpty { member: m("tags") }, json!(true)), ["a", "b"]);
        assert_eq!(kept(&Filter::NonEmpty { member: m("tags") }, json!(false)), ["c"]);
        assert_eq!(kept(&Filter::Includes { member: m("zones") }, json!("y")), ["a"]);
        let ops = vec![
            (m("exact"), TextMatch::Exact),
            (m("prefix"), TextMatch::Prefix),
            (m("contains"), TextMatch::Contains),
        ];
        let text = Filter::Text { member: m("name"), ops };
        assert_eq!(kept(&text, json!({"prefix": ["W", "d"], "contains": ["MAIN"]})), ["a"]);
        assert_eq!(kept(&text, json!({"exact": ["web"]})), ["b"]);
        assert_eq!(kept(&text, json!("cache")), ["c"], "a text is compared whole");
        let range = Filter::Range {
            member: m("size"),
            bound: None,
            ops: vec![(m("gte"), Bound::Gte), (m("lt"), Bound::Lt)],
        };
        assert_eq!(kept(&range, json!({"gte": 2, "lt": 10})), ["b"]);
        assert_eq!(kept(&range, json!(10)), ["a"], "a number is compared whole");
        let labels = Filter::Labels { tags: mapped };
        assert_eq!(kept(&labels, json!("env=prod")), ["c"]);
        assert_eq!(kept(&labels, json!("env==prod,tier!=web")), ["c"]);
        assert_eq!(kept(&labels, json!("tier in (db, web),env")), ["c"]);
        assert_eq!(kept(&labels, json!("!tier")), ["a", "b"]);
        assert_eq!(kept(&labels, json!("env notin (prod)")), ["a", "b"]);
        let over_tags = Filter::Labels { tags: listed };
        assert_eq!(kept(&over_tags, json!("team")), ["b"]);

        let dated = |id: &str, at: &str| json!({"id": id, "created_at": at});
        let made = [
            dated("d1", "2026-01-01T00:00:00Z"),
            dated("d2", "2026-02-01T00:00:00+01:00"),
            dated("d3", "2026-01-31T23:45:00Z"),
        ];
        let since = Filter::Range {
            member: m("created_at"),
            bound: Some(Bound::Gte),
            ops: Vec::new(),
        };
        let kept: Vec<&str> = made
            .iter()
            .filter(|r| keeps(&since, r, &json!("2026-01-31T23:30:00Z"), "id"))
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
