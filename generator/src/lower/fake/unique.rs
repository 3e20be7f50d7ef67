//! Values no two records share (`fm::Resource::unique`) and the code the document gives the
//! refusal of one (`fm::Model::duplicate_code`), as the document states them: a member's
//! description ("must be unique per Project"), or an example of the refusal naming the member
//! (`{"error": {"code": "uniqueness_error", "details": {"fields": [{"name": "public_key"}]}}}`).

use oapigen_fake::model as fm;
use serde_json::Value;

use super::super::Lowerer;
use super::super::conventions::{says_duplicate, says_unique};
use super::Slots;
use super::errors::{error_of, json_blocks};

/// What the document says of refusing a duplicate: the code, and the members its examples name.
#[derive(Default)]
pub(super) struct Duplicates {
    pub code: Option<String>,
    fields: Vec<String>,
}

/// The document's word on refusing a duplicate: its error examples (the description's JSON
/// blocks, then the documented answers' examples) whose code or message says so, with the
/// members they name; else the code of a row of a table of codes in the description whose words
/// say so (`| `uniqueness_error` | One or more of the objects fields must be unique |`).
pub(super) fn duplicates(description: Option<&str>, examples: &[(u16, Value)]) -> Duplicates {
    let mut out = Duplicates::default();
    let shown = description.into_iter().flat_map(json_blocks);
    let answered = examples.iter().map(|(_, e)| e.clone());
    for example in shown.chain(answered) {
        let Some(error) = error_of(&example) else { continue };
        let said = |k: &str| error.get(k).and_then(Value::as_str).unwrap_or_default().to_string();
        let (code, message) = (said("code"), said("message"));
        if !says_duplicate(&code) && !says_duplicate(&message) {
            continue;
        }
        out.code.get_or_insert(code);
        named_fields(error, &mut out.fields);
    }
    if out.code.is_none() {
        out.code = description.and_then(table_code);
    }
    out
}

/// The members an error names (the values of its `name`, `field` and `param` members, at any
/// depth but its top).
fn named_fields(error: &Value, out: &mut Vec<String>) {
    fn walk(v: &Value, top: bool, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => {
                for (k, inner) in m {
                    match (inner, top) {
                        (Value::String(s), false) if matches!(k.as_str(), "name" | "field" | "param") => {
                            if !out.contains(s) {
                                out.push(s.clone());
                            }
                        }
                        _ => walk(inner, false, out),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|i| walk(i, false, out)),
            _ => {}
        }
    }
    walk(error, true, out);
}

/// The code of the first row of a Markdown table whose first cell is a code in backticks and
/// whose other cells say it refuses a duplicate.
fn table_code(description: &str) -> Option<String> {
    description.lines().find_map(|line| {
        let cells: Vec<&str> = line.trim().strip_prefix('|')?.split('|').map(str::trim).collect();
        let code = cells.first()?.strip_prefix('`')?.strip_suffix('`')?;
        let is_code = !code.is_empty() && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        (is_code && cells[1..].iter().any(|c| says_duplicate(c) || says_unique(c))).then(|| code.to_string())
    })
}

impl Lowerer<'_> {
    /// The members of each resource's create that no two of its records share, where the
    /// record keeps them: each whose description says so, or that an example of the refusal
    /// names.
    pub(super) fn uniques(
        &self,
        dup: &Duplicates,
        ops: &[fm::Operation],
        resources: &mut [fm::Resource],
        slots: &Slots,
    ) {
        for op in ops {
            let fm::Role::Create { resource } = op.role else {
                continue;
            };
            let (Some(body), Some(record)) = (op.body.as_ref().and_then(|b| b.schema), resources[resource].record)
            else {
                continue;
            };
            let kept: Vec<String> = self
                .members_of(&slots.locs[record])
                .into_iter()
                .map(|(n, _)| n)
                .collect();
            let res = &mut resources[resource];
            for (m, at) in self.members_of(&slots.locs[body]) {
                if !kept.contains(&m)
                    || res.id_member.as_deref() == Some(m.as_str())
                    || res.unique.iter().any(|u| u.member == m)
                {
                    continue;
                }
                let described = [at.clone(), self.target(&at)].into_iter().find_map(|l| {
                    self.value(&l)
                        .and_then(|v| v.get("description"))
                        .and_then(Value::as_str)
                        .filter(|d| says_unique(d))
                        .map(str::to_string)
                });
                let why = match (described, dup.fields.contains(&m)) {
                    (Some(_), _) => "its description says it must be unique".to_string(),
                    (None, true) => format!(
                        "the document's example of the `{}` refusal names it",
                        dup.code.as_deref().unwrap_or("duplicate")
                    ),
                    (None, false) => continue,
                };
                res.unique.push(fm::Unique { member: m, why });
            }
        }
    }
}
