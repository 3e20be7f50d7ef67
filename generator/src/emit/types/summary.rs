//! One-line summaries of constraints, for rustdoc.

use crate::emit::Ctx;
use crate::ir::*;

pub fn int_ident(k: IntKind) -> Ident {
    Ident::fixed(match k {
        IntKind::I8 => "i8",
        IntKind::I16 => "i16",
        IntKind::I32 => "i32",
        IntKind::I64 => "i64",
        IntKind::U8 => "u8",
        IntKind::U16 => "u16",
        IntKind::U32 => "u32",
        IntKind::U64 => "u64",
    })
}

pub(super) fn string_summary(c: &StringConstraints) -> String {
    let mut parts = Vec::new();
    match (c.min_length, c.max_length) {
        (Some(a), Some(b)) => parts.push(format!("{a}–{b} characters")),
        (Some(a), None) => parts.push(format!("at least {a} characters")),
        (None, Some(b)) => parts.push(format!("at most {b} characters")),
        _ => {}
    }
    if let Some(p) = &c.pattern {
        parts.push(format!("matching `{}`", p.replace('`', "\\`")));
    }
    if let Some(f) = c.format {
        parts.push(format!("format `{}`", f.keyword()));
    }
    parts.join(", ")
}

pub(super) fn bound_str(b: Bound) -> String {
    match b {
        Bound::Int(i) => i.to_string(),
        Bound::Float(f) => f.to_string(),
    }
}

/// A sentence listing a scalar's constraints, for its rustdoc.
pub(super) fn constraint_summary(c: &ScalarConstraints) -> String {
    let mut parts = Vec::new();
    if !c.string.is_empty() {
        parts.push(string_summary(&c.string));
    }
    let n = &c.number;
    if let Some(b) = n.minimum {
        parts.push(format!("at least {}", bound_str(b)));
    }
    if let Some(b) = n.exclusive_minimum {
        parts.push(format!("greater than {}", bound_str(b)));
    }
    if let Some(b) = n.maximum {
        parts.push(format!("at most {}", bound_str(b)));
    }
    if let Some(b) = n.exclusive_maximum {
        parts.push(format!("less than {}", bound_str(b)));
    }
    if let Some(b) = n.multiple_of {
        parts.push(format!("a multiple of {}", bound_str(b)));
    }
    if let Some(v) = &c.const_value {
        parts.push(format!("exactly `{v}`"));
    }
    if let Some(v) = &c.enum_values {
        parts.push(format!(
            "one of {}",
            v.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(", ")
        ));
    }
    if parts.is_empty() {
        "Constraints: none beyond the type.".into()
    } else {
        format!("Constraints: {}.", parts.join(", "))
    }
}

pub(super) fn rule_doc(r: &ObjectRule) -> String {
    let list = |v: &[String]| v.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ");
    let groups = |g: &[Vec<String>]| g.iter().map(|n| list(n)).collect::<Vec<_>>().join(" / ");
    match r {
        ObjectRule::MutuallyExclusive(n) if n.len() == 2 => format!("{} must not be given together.", list(n)),
        ObjectRule::MutuallyExclusive(n) => format!("{} must not all be given together.", list(n)),
        ObjectRule::ExactlyOne(g) => format!("exactly one of {} must be given.", groups(g)),
        ObjectRule::RequiredInRequests(n) => format!(
            "{} must be given in requests (write-only: responses leave {}).",
            list(n),
            if n.len() == 1 { "it out" } else { "them out" }
        ),
        ObjectRule::AtLeastOne(g) => format!("at least one of {} must be given.", groups(g)),
        ObjectRule::DependentRequired {
            if_present,
            then_required,
        } => {
            format!(
                "when `{if_present}` is given, {} must be given too.",
                list(then_required)
            )
        }
        ObjectRule::RequiredWhen {
            field,
            equals,
            then_required,
        } => {
            format!("when `{field}` is `{equals}`, {} must be given.", list(then_required))
        }
    }
}

impl Ctx<'_> {
    /// A one-line description of what a field's shape checks, for its rustdoc.
    pub(super) fn shape_summary(&self, shape: &Shape) -> Option<String> {
        match shape {
            Shape::Array(a) => {
                let mut parts = Vec::new();
                match (a.min_items, a.max_items) {
                    (Some(min), Some(max)) => parts.push(format!("{min}–{max} items")),
                    (Some(min), None) => parts.push(format!("at least {min} items")),
                    (None, Some(max)) => parts.push(format!("at most {max} items")),
                    _ => {}
                }
                if a.unique_items {
                    parts.push("items unique".into());
                }
                (!parts.is_empty()).then(|| format!("Constraints: {}.", parts.join(", ")))
            }
            Shape::Map(m) => {
                let mut parts = Vec::new();
                if !m.keys.is_empty() {
                    parts.push(format!("keys: {}", string_summary(&m.keys)));
                }
                if let Some(n) = m.min_properties {
                    parts.push(format!("at least {n} entries"));
                }
                if let Some(n) = m.max_properties {
                    parts.push(format!("at most {n} entries"));
                }
                (!parts.is_empty()).then(|| format!("Constraints: {}.", parts.join("; ")))
            }
            Shape::Nullable(inner) => self.shape_summary(inner),
            Shape::Checked(inner, _) => Some(match self.shape_summary(inner) {
                Some(s) => format!("{s} Checked against its schema too."),
                None => "Checked against its schema.".to_string(),
            }),
            Shape::JsonText(inner) => Some(match self.shape_summary(inner) {
                Some(s) => format!("Sent as the JSON text of the value. {s}"),
                None => "Sent as the JSON text of the value.".to_string(),
            }),
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Scalar(s) => Some(constraint_summary(&s.constraints)),
                TypeKind::Alias(inner) if !self.is_newtype(*id) => self.shape_summary(inner),
                _ => None,
            },
            Shape::Format(f) => Some(format!("Format: `{}`.", f.keyword())),
            _ => None,
        }
    }
}
