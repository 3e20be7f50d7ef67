//! Misuse of the generated types that must not compile (trybuild).
//!
//! Each case in `tests/ui/` is a small program; its `.stderr` file holds the compiler error it must
//! produce:
//! * `missing_required_field`: a struct literal without a required member (E0063);
//! * `plain_string_for_constrained_field`: a `String` where a pattern-checked newtype is required
//!   (E0308);
//! * `private_newtype_constructor`: building a constrained newtype through its private field, which
//!   would skip the checks (E0603);
//! * `private_newtype_field_write`: changing a checked value through its private field (E0616);
//! * `unknown_enum_variant`: an enum variant the API does not define (E0599).
//!
//! To refresh the expected output after a compiler or generator change:
//! `TRYBUILD=overwrite cargo test -p oapigen-tests --test compile_fail`, then review the diff.

#[test]
fn misuse_of_generated_types_does_not_compile() {
    // Paths are relative to this crate's manifest directory (`tests/`).
    trybuild::TestCases::new().compile_fail("ui/*.rs");
}
