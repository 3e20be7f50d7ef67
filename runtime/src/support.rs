//! Small items generated code needs besides validation and transport: a redaction marker for
//! `Debug`, the runtime version guard, and a constructor for missing-member errors.

use crate::validate::{Path, ValidationErrors, Violations};

/// Stands in for a sensitive value in `Debug` output: prints `<redacted>`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Redacted;

impl std::fmt::Debug for Redacted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<redacted>")
    }
}

impl ValidationErrors {
    /// One `required` violation for every `(path, name, present)` that is not present, at
    /// `path/name` (used by builders and request builders for unset required members).
    pub fn missing(fields: &[(&Path<'_>, &str, bool)]) -> ValidationErrors {
        let mut out = Violations::new();
        for (path, name, present) in fields {
            if !present {
                crate::check::required_present(&mut out, path, name, false);
            }
        }
        match out.into_result() {
            Err(e) => e,
            Ok(()) => ValidationErrors::from_violations(Vec::new()),
        }
    }

    /// One `required` violation for every `(name, present)` that is not present, at `/name`
    /// (used by builders for unset required members).
    pub fn missing_members(fields: &[(&str, bool)]) -> ValidationErrors {
        let mut out = Violations::new();
        for (name, present) in fields {
            if !present {
                crate::check::required_present(&mut out, &Path::ROOT, name, false);
            }
        }
        match out.into_result() {
            Err(e) => e,
            Ok(()) => ValidationErrors::from_violations(Vec::new()),
        }
    }
}

/// The version of this crate, as generated code records it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Does `generated_for` (the runtime version a generator wrote code for) work with this
/// runtime? Same major version, and for 0.x the same minor version (Cargo's rules).
pub const fn compatible(generated_for: &str) -> bool {
    let a = generated_for.as_bytes();
    let b = VERSION.as_bytes();
    // Compare up to the second '.' for 0.x versions, up to the first otherwise.
    let zero = b.len() > 1 && b[0] == b'0' && b[1] == b'.';
    let mut dots = 0;
    let mut i = 0;
    while i < a.len() && i < b.len() {
        if a[i] != b[i] {
            return false;
        }
        if a[i] == b'.' {
            dots += 1;
            if dots == if zero { 2 } else { 1 } {
                return true;
            }
        }
        i += 1;
    }
    a.len() == b.len()
}

/// Fails to compile when generated code was written for an incompatible runtime version.
#[macro_export]
macro_rules! require_runtime {
    ($version:literal) => {
        const _: () = ::core::assert!(
            $crate::support::compatible($version),
            "this code was generated for another oapigen-runtime version: regenerate it with the matching oapigen, or depend on the runtime version it names in require_runtime!"
        );
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_compatibility() {
        assert!(compatible(VERSION));
        let mut parts = VERSION.split('.');
        let (major, minor) = (parts.next().unwrap(), parts.next().unwrap());
        assert!(compatible(&format!("{major}.{minor}.999")));
        if major == "0" {
            assert!(!compatible(&format!("0.{}.0", minor.parse::<u32>().unwrap() + 1)));
        }
        assert!(!compatible("99.0.0"));
    }

    #[test]
    fn missing_lists_absent_members() {
        let root = Path::ROOT;
        let e = ValidationErrors::missing(&[(&root, "a", true), (&root, "b", false), (&root, "c", false)]);
        let paths: Vec<_> = e.violations().iter().map(|v| v.path.as_str()).collect();
        assert_eq!(paths, ["/b", "/c"]);
        assert!(e.violations().iter().all(|v| v.keyword == "required"));
        let e = ValidationErrors::missing_members(&[("a", false), ("b", true), ("c~", false)]);
        let paths: Vec<_> = e.violations().iter().map(|v| v.path.as_str()).collect();
        assert_eq!(paths, ["/a", "/c~0"]);
        assert_eq!(format!("{:?}", Redacted), "<redacted>");
    }
}

/// The text of a parameter value that has no `Display` (a union, an object, any JSON): a JSON
/// string as its contents, other values as their JSON text.
pub fn param_text<T: serde::Serialize + ?Sized>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

#[cfg(test)]
mod param_tests {
    #[test]
    fn param_text_of_values() {
        assert_eq!(super::param_text(&"a b"), "a b");
        assert_eq!(super::param_text(&serde_json::json!({"k": 1})), r#"{"k":1}"#);
        assert_eq!(super::param_text(&3), "3");
    }
}
