//! What generated code names by path besides validation and transport: the runtime version guard
//! ([`require_runtime!`](crate::require_runtime), [`compatible`]), and the text of a parameter
//! value without `Display` ([`param_text`]); [`Redacted`] is here too, for older paths.

pub use crate::style::{header_text, path_text};
pub use crate::transport::param_text;
pub use crate::values::Redacted;

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
}
