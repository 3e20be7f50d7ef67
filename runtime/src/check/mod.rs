//! The rules generated [`Validate`](crate::Validate) implementations call.
//!
//! Each function checks one JSON Schema keyword (or one cross-field rule) and, when the rule
//! is broken, records a [`Violation`](crate::Violation) through [`Violations::push`](crate::Violations::push). Nothing
//! is returned and nothing is allocated when the rule holds.
//!
//! Bounds are the schema's numbers. Messages are sentences for a person:
//! `must be at most 20 characters (got 25)`. The recorded value is the offending value as JSON
//! (strings longer than 200 characters shortened), or `None` inside
//! [`Violations::sensitive`](crate::Violations::sensitive).

use std::fmt::{self, Write as _};


pub use crate::formats::Format;
pub use crate::pattern::Pattern;
mod arrays;
mod numbers;
mod objects;
mod rules;
mod strings;
mod values;

pub use arrays::*;
pub use numbers::*;
pub use objects::*;
pub use rules::*;
pub use strings::*;
pub use values::*;

/// Longest string value (in characters) kept in a violation.
const VALUE_EXCERPT: usize = 200;

/// A string as a JSON string literal, shortened past [`VALUE_EXCERPT`] characters.
fn render_str(s: &str) -> String {
    match s.char_indices().nth(VALUE_EXCERPT) {
        Some((cut, _)) => {
            let mut out = serde_json::Value::from(&s[..cut]).to_string();
            out.insert(out.len() - 1, '…');
            out
        }
        None => serde_json::Value::from(s).to_string(),
    }
}

/// A float as a short decimal (exponent form for very large or small magnitudes).
struct F(f64);

impl fmt::Display for F {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = self.0.abs();
        if a != 0.0 && !(1e-6..1e16).contains(&a) {
            write!(f, "{:e}", self.0)
        } else {
            write!(f, "{}", self.0)
        }
    }
}

fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 { one } else { many }
}

fn quoted_list(items: impl IntoIterator<Item = impl fmt::Display>) -> String {
    let mut out = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "`{item}`");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::arrays::float_probe;
    use super::numbers::decimal_parts;
    use super::*;

    #[test]
    fn decimal_parts_reads_shortest_decimal() {
        assert_eq!(decimal_parts(0.1), Some((1, 1)));
        assert_eq!(decimal_parts(1234.5), Some((12345, 1)));
        assert_eq!(decimal_parts(-0.003), Some((-3, 3)));
        assert_eq!(decimal_parts(1e20), Some((1, -20)));
        assert_eq!(decimal_parts(0.0), Some((0, 0)));
        assert_eq!(decimal_parts(f64::NAN), None);
    }

    #[test]
    fn float_multiples_follow_decimal_reading() {
        assert!(is_multiple_of_f(0.3, 0.1));
        assert!(is_multiple_of_f(1070468.14, 0.01));
        assert!(is_multiple_of_f(-0.6, 0.2));
        assert!(is_multiple_of_f(0.0, 0.1));
        assert!(is_multiple_of_f(4.5, 1.5));
        assert!(!is_multiple_of_f(0.35, 0.1));
        assert!(!is_multiple_of_f(0.05, 0.1));
        assert!(is_multiple_of_f(10.0, 5.0));
        assert!(!is_multiple_of_f(10.5, 5.0));
        assert!(!is_multiple_of_f(11.0, 5.0));
        assert!(!is_multiple_of_f(f64::INFINITY, 0.5));
        assert!(is_multiple_of_f(1e30, 0.1));
        // Past i128 the quotient is checked against the nearest integer.
        assert!(is_multiple_of_f(1e300, 0.1));
        assert!(!is_multiple_of_f(1e-300 * 3.0, 1e-300 * 2.0));
    }

    #[test]
    fn render_shortens_long_strings() {
        assert_eq!(render_str("a\"b"), "\"a\\\"b\"");
        let long = "é".repeat(300);
        let r = render_str(&long);
        assert_eq!(r.chars().count(), 200 + 3);
        assert!(r.ends_with("…\""));
    }

    #[test]
    fn float_display() {
        assert_eq!(F(0.5).to_string(), "0.5");
        assert_eq!(F(1e300).to_string(), "1e300");
        assert_eq!(F(1e-9).to_string(), "1e-9");
        assert_eq!(F(0.0).to_string(), "0");
    }

    #[test]
    fn probe_finds_floats() {
        assert!(!float_probe::contains_float(&vec!["a", "b"]));
        assert!(!float_probe::contains_float(&serde_json::json!({"a": [1, "x", null]})));
        assert!(float_probe::contains_float(&serde_json::json!({"a": [1.5]})));
        assert!(float_probe::contains_float(&Some(2.0f32)));
    }
}
