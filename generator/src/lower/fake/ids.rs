//! How a record's new ids are spelled ([`fm::IdForm`]) and which of its members hold the times
//! the fake sets ([`fm::Stamp`]), read from the record's schema and the document's examples.

use oapigen_fake::model as fm;
use serde_json::Value;

use super::super::Lowerer;
use super::super::conventions::{self, Stamp};
use super::Slots;
use crate::load::Location;

/// The alphabets a tail of examples is drawn from, the narrowest that holds them all.
const DIGITS: &str = "0123456789";
const HEX: &str = "0123456789abcdef";
const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// New ids spelled as the examples are, where they all share a prefix of letters ended by `_`
/// (`cus_`, `ch_`) or `-` (`vol-`), each with a tail of letters and digits: the prefix, then a
/// tail as long as the first example's, of the narrowest alphabet that holds every tail. Where
/// they share no prefix, examples of one length of eight letters and digits or more, digits
/// among them, are the tail alone (`023e105f4ecef8ad9ca31a8372d0c353`: 32 hexadecimal digits).
pub(super) fn id_form(examples: &[String]) -> Option<(fm::IdForm, String)> {
    let first = examples.first()?;
    let common = examples.iter().fold(first.as_str(), |p, e| {
        let n = p.bytes().zip(e.bytes()).take_while(|(a, b)| a == b).count();
        &p[..n]
    });
    let prefix = match common.rfind(['_', '-']) {
        Some(cut) => {
            let word = &common[..cut];
            if word.is_empty() || !word.chars().all(|c| c.is_ascii_alphabetic() || c == '_') {
                return None;
            }
            &common[..=cut]
        }
        // A word with a digit in it (`tf2server`) is a name, not a drawn id.
        None if first.len() >= 8
            && examples.iter().all(|e| e.len() == first.len())
            && examples
                .iter()
                .all(|e| e.bytes().filter(u8::is_ascii_digit).count() * 4 >= e.len()) =>
        {
            ""
        }
        None => return None,
    };
    let tails: Vec<&str> = examples.iter().map(|e| &e[prefix.len()..]).collect();
    // A tail of an id has digits (`NffrFeUfNV2Hib`); a word after a word is a name
    // (`extra-awesome`).
    let spelled = |t: &&str| !t.chars().all(|c| c.is_ascii_alphanumeric()) || !t.chars().any(|c| c.is_ascii_digit());
    if tails.iter().any(|t| t.is_empty() || spelled(t)) {
        return None;
    }
    let all = tails.concat();
    let has = |f: fn(&char) -> bool| all.chars().any(|c| f(&c));
    let alphabet = if !has(char::is_ascii_alphabetic) {
        DIGITS.to_string()
    } else if all.chars().all(|c| HEX.contains(c)) && has(char::is_ascii_digit) {
        HEX.to_string()
    } else {
        let mut a = String::from(DIGITS);
        if has(char::is_ascii_lowercase) {
            a.push_str(LOWER);
        }
        if has(char::is_ascii_uppercase) {
            a.push_str(UPPER);
        }
        a
    };
    let why = format!(
        "new ids are {}{} characters, as the document's {} example{} of them ({})",
        if prefix.is_empty() {
            String::new()
        } else {
            format!("`{prefix}` and ")
        },
        tails[0].len(),
        examples.len(),
        if examples.len() == 1 { "" } else { "s" },
        examples
            .iter()
            .take(3)
            .map(|e| format!("`{e}`"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    Some((
        fm::IdForm {
            prefix: prefix.to_string(),
            length: tails[0].len(),
            alphabet,
        },
        why,
    ))
}

impl Lowerer<'_> {
    /// The string examples the schema at `loc` gives (`example`, `examples`).
    pub(super) fn schema_examples(&self, loc: &Location) -> Vec<String> {
        let at = self.target(loc);
        let Some(m) = self.value(&at).and_then(Value::as_object) else {
            return Vec::new();
        };
        let mut out: Vec<String> = m
            .get("example")
            .and_then(Value::as_str)
            .map(String::from)
            .into_iter()
            .collect();
        if let Some(Value::Array(list)) = m.get("examples") {
            out.extend(list.iter().filter_map(Value::as_str).map(String::from));
        }
        out
    }

    /// The members of the record at `record` that hold when it was made or last changed: typed
    /// integer (unix seconds) or string (a time as text), named or described so
    /// (`conventions::stamp`).
    pub(super) fn stamps(&self, record: &Location) -> Vec<(fm::Stamp, String)> {
        let mut out = Vec::new();
        for (name, at) in self.members_of(record) {
            let at = self.target(&at);
            let Some(m) = self.value(&at).and_then(Value::as_object) else {
                continue;
            };
            let types: Vec<&str> = match m.get("type") {
                Some(Value::String(t)) => vec![t.as_str()],
                Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
                _ => Vec::new(),
            };
            let format = m.get("format").and_then(Value::as_str);
            let timed =
                types.contains(&"integer") || (types.contains(&"string") && format.is_none_or(|f| f == "date-time"));
            if !timed {
                continue;
            }
            let Some(stamp) = conventions::stamp(&name, m.get("description").and_then(Value::as_str)) else {
                continue;
            };
            let changes = stamp == Stamp::Changed;
            let how = if types.contains(&"integer") {
                "unix seconds"
            } else {
                "a time as text"
            };
            let when = if changes { "made or changed" } else { "made" };
            out.push((
                fm::Stamp {
                    member: name.clone(),
                    changes,
                },
                format!("`{name}` says when a record was {when}: the fake's clock, as {how}"),
            ));
        }
        out
    }

    /// An integer `id` beside another identity member (an issue's `id` beside its `number`)
    /// numbers records too (`fm::Resource::numbered`): left to the schema, it would be 0 in
    /// every record.
    pub(super) fn numbered_members(&self, resources: &mut [fm::Resource], slots: &Slots) {
        for res in resources.iter_mut() {
            let Some(loc) = res.record.map(|s| &slots.locs[s]) else {
                continue;
            };
            if res.id_member.as_deref().is_none_or(|m| m == "id") {
                continue;
            }
            let Some((_, at)) = self.members_of(loc).into_iter().find(|(n, _)| n == "id") else {
                continue;
            };
            let at = self.target(&at);
            let integer = self
                .value(&at)
                .and_then(|m| m.get("type"))
                .is_some_and(|t| t == "integer" || t.as_array().is_some_and(|a| a.iter().any(|x| x == "integer")));
            if integer {
                res.why
                    .push("`id` numbers records beside their identity: the next of a sequence".into());
                res.numbered.push("id".into());
            }
        }
    }

    /// The members each record keeps its times in (`fm::Resource::stamps`).
    pub(super) fn stamped_members(&self, resources: &mut [fm::Resource], slots: &Slots) {
        for res in resources.iter_mut() {
            let Some(loc) = res.record.map(|s| &slots.locs[s]) else {
                continue;
            };
            for (stamp, why) in self.stamps(loc) {
                res.why.push(why);
                res.stamps.push(stamp);
            }
        }
    }

    /// How each record's new ids are spelled (`fm::Resource::id_form`): as the examples of its
    /// id member's schema and of the answers that hold it are.
    pub(super) fn id_forms(
        &self,
        ops: &[fm::Operation],
        resources: &mut [fm::Resource],
        examples: &[Vec<Option<Value>>],
        slots: &Slots,
    ) {
        for (r, res) in resources.iter_mut().enumerate() {
            let Some(loc) = res.record.map(|s| &slots.locs[s]) else {
                continue;
            };
            let Some(id) = res.id_member.clone() else {
                continue;
            };
            let Some(member) = self.member(loc, &id, 0) else {
                continue;
            };
            let mut seen = self.schema_examples(&member);
            // The record's own example (`{id: asst_abc123, object: assistant, …}`).
            let own = self.value(&self.target(loc)).and_then(Value::as_object);
            for e in own.and_then(|m| m.get("example")).into_iter().chain(
                own.and_then(|m| m.get("examples"))
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten(),
            ) {
                if let Some(v) = e.get(&id).and_then(Value::as_str) {
                    seen.push(v.to_string());
                }
            }
            seen.extend(answered_ids(ops, r, &id, examples));
            seen.dedup();
            if let Some((form, why)) = id_form(&seen) {
                res.why.push(why);
                res.id_form = Some(form);
            }
        }
    }
}

/// The ids of resource `r`'s record (its member `id`) that the examples of the success answers
/// of its operations show where they hold one record of it (an error's `id` is no record's).
fn answered_ids(ops: &[fm::Operation], r: usize, id: &str, examples: &[Vec<Option<Value>>]) -> Vec<String> {
    let mut seen = Vec::new();
    for (o, op) in ops.iter().enumerate() {
        if op.role.resource() != Some(r) || matches!(op.role, fm::Role::List { .. }) {
            continue;
        }
        let at = match op.holds.iter().find(|h| h.resources.first() == Some(&r) && !h.many) {
            Some(h) => h.pointer.clone(),
            None if op.holds.is_empty() => String::new(),
            None => continue,
        };
        let pointer = format!("{at}/{}", oapigen_runtime::pointer::escape(id));
        let shown = op
            .responses
            .iter()
            .zip(&examples[o])
            .filter(|(r, _)| matches!(r.status, fm::Status::Code(200..=299) | fm::Status::Range(2)))
            .filter_map(|(_, e)| e.as_ref()?.pointer(&pointer)?.as_str());
        seen.extend(shown.map(String::from));
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(examples: &[&str]) -> Option<fm::IdForm> {
        id_form(&examples.iter().map(|e| e.to_string()).collect::<Vec<_>>()).map(|(f, _)| f)
    }

    #[test]
    fn ids_take_the_prefix_their_examples_share() {
        let f = form(&["cus_NffrFeUfNV2Hib", "cus_9s6XKzkNRiz8i3"]).unwrap();
        assert_eq!((f.prefix.as_str(), f.length), ("cus_", 14));
        assert_eq!(f.alphabet.len(), 62);
        assert_eq!(form(&["ch_3f2a11"]).unwrap().alphabet, HEX);
        assert_eq!(form(&["vol-0123"]).unwrap().alphabet, DIGITS);
        assert_eq!(form(&["cus_1", "ch_2"]), None, "no shared prefix");
        assert_eq!(form(&["3f2a1b2c-1111-4222-8333-444455556666"]), None, "a uuid");
        assert_eq!(
            form(&["abcdef12-1111-4222-8333-444455556666"]),
            None,
            "a uuid with letters first"
        );
        assert_eq!(form(&["extra-awesome"]), None, "a name");
        assert_eq!(form(&[]), None);
        let bare = form(&["023e105f4ecef8ad9ca31a8372d0c353"]).unwrap();
        assert_eq!(
            (bare.prefix.as_str(), bare.length, bare.alphabet.as_str()),
            ("", 32, HEX)
        );
        assert_eq!(form(&["ab12"]), None, "too short to be spelled by");
        assert_eq!(form(&["tf2server"]), None, "a name with a digit");
        assert_eq!(form(&["0123456789", "01234"]), None, "of two lengths");
    }
}
