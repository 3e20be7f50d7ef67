//! Integration tests of oapigen live in `tests/`. This library holds the modules that the build
//! script generates from the fixture specs in `fixtures/specs/` (so that every fixture, and every
//! golden file in `golden/`, is compiled, and build-script use of oapigen is exercised by the
//! workspace itself).

include!(concat!(env!("OUT_DIR"), "/fixtures.rs"));

/// The README's examples, compiled (and run where they need no network) as doctests.
#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;

/// The guide's pages (`docs/`), one module each, so that every Rust example in them is compiled
/// (and run where it needs no network) as a doctest; `tests/readme.rs` checks that no page is left
/// out here.
#[cfg(doctest)]
pub mod guide {
    #[doc = include_str!("../../docs/README.md")]
    pub mod contents {}

    #[doc = include_str!("../../docs/ci.md")]
    pub mod ci {}

    #[doc = include_str!("../../docs/client.md")]
    pub mod client {}

    #[doc = include_str!("../../docs/credentials.md")]
    pub mod credentials {}

    #[doc = include_str!("../../docs/fake-model.md")]
    pub mod fake_model {}

    #[doc = include_str!("../../docs/fake.md")]
    pub mod fake {}

    #[doc = include_str!("../../docs/layout.md")]
    pub mod layout {}

    #[doc = include_str!("../../docs/middleware.md")]
    pub mod middleware {}

    #[doc = include_str!("../../docs/output.md")]
    pub mod output {}

    #[doc = include_str!("../../docs/overlays.md")]
    pub mod overlays {}

    #[doc = include_str!("../../docs/request-options.md")]
    pub mod request_options {}

    #[doc = include_str!("../../docs/resources.md")]
    pub mod resources {}

    #[doc = include_str!("../../docs/settings.md")]
    pub mod settings {}

    #[doc = include_str!("../../docs/streams.md")]
    pub mod streams {}

    #[doc = include_str!("../../docs/values-and-errors.md")]
    pub mod values_and_errors {}

    #[doc = include_str!("../../docs/ways-in.md")]
    pub mod ways_in {}

    #[doc = include_str!("../../docs/design/decoding-structs.md")]
    pub mod design_decoding_structs {}

    #[doc = include_str!("../../docs/design/extensions.md")]
    pub mod design_extensions {}

    #[doc = include_str!("../../docs/design/lenient-reading.md")]
    pub mod design_lenient_reading {}

    #[doc = include_str!("../../docs/design/naming.md")]
    pub mod design_naming {}

    #[doc = include_str!("../../docs/design/parameter-styles.md")]
    pub mod design_parameter_styles {}

    #[doc = include_str!("../../docs/design/read-only-write-only.md")]
    pub mod design_read_only_write_only {}

    #[doc = include_str!("../../docs/design/request-bodies.md")]
    pub mod design_request_bodies {}

    #[doc = include_str!("../../docs/design/validation.md")]
    pub mod design_validation {}

    #[doc = include_str!("../../docs/design/vendoring.md")]
    pub mod design_vendoring {}

    #[doc = include_str!("../../docs/design/yaml-parser.md")]
    pub mod design_yaml_parser {}
}

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
