//! Integration tests of oapigen live in `tests/`. This library holds the modules that the build
//! script generates from the fixture specs in `fixtures/specs/` (so that every fixture, and every
//! golden file in `golden/`, is compiled, and build-script use of oapigen is exercised by the
//! workspace itself).

include!(concat!(env!("OUT_DIR"), "/fixtures.rs"));

/// The README's examples, compiled (and run where they need no network) as doctests.
#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

#[cfg(test)]
mod tests {
    /// `Builder::module_name` wraps the module: its items are under `named_bodies`.
    #[test]
    fn a_named_module_holds_the_client_and_types() {
        let client = crate::named_bodies::Client::builder().build().unwrap();
        let body = crate::named_bodies::types::PostFormBody::builder()
            .grant_type("code")
            .build();
        assert!(body.is_ok());
        assert!(client.upload().build_request().is_err());
    }
}
