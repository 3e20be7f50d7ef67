//! Integration tests of oapigen live in `tests/`. This library holds the modules that the build
//! script generates from the fixture specs in `fixtures/specs/` (so that every fixture is
//! compiled, and so that build-script use of oapigen is exercised by the workspace itself).

/// Generated from `fixtures/specs/hostile.yaml`: names and texts chosen to break generators.
pub mod hostile {
    include!(concat!(env!("OUT_DIR"), "/hostile.rs"));
}

/// Generated from `fixtures/specs/shapes.yaml`: one of each schema shape and operation form.
pub mod shapes {
    include!(concat!(env!("OUT_DIR"), "/shapes.rs"));
}

/// The README's examples, compiled (and run where they need no network) as doctests.
#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
