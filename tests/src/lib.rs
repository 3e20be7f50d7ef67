//! Integration tests of oapigen live in `tests/`. This library holds the modules that the build
//! script generates from the fixture specs in `fixtures/specs/` (so that every fixture, and every
//! golden file in `golden/`, is compiled, and build-script use of oapigen is exercised by the
//! workspace itself).

include!(concat!(env!("OUT_DIR"), "/fixtures.rs"));

/// The README's examples, compiled (and run where they need no network) as doctests.
#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
