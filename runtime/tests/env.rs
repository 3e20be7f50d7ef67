//! Settings from environment variables. A test binary of its own: changing the environment
//! is only sound while no other thread reads it.

use oapigen_runtime::{ClientBuilder, Transport};

const KEY: &str = "SeCrEt-KeY-0123456789";

#[test]
fn default_params_and_env() {
    let t = ClientBuilder::<Transport>::new("https://api.example.com")
        .default_param("project_id", 1)
        .build()
        .unwrap();
    assert_eq!(t.default_param("project_id"), Some("1"));
    assert_eq!(t.default_param("region_id"), None);
    assert_eq!(t.base_url(), "https://api.example.com");

    // Variable names unique to this test; unset ones change nothing.
    // SAFETY (edition 2024 marks set_var unsafe): this binary has this one test, so no other
    // thread reads the environment while it is changed.
    unsafe {
        std::env::set_var("OAPIGEN_TEST_KEY", KEY);
        std::env::set_var("OAPIGEN_TEST_URL", "https://other.example.com");
        std::env::set_var("OAPIGEN_TEST_REGION", "76");
        std::env::set_var("OAPIGEN_TEST_EMPTY", "");
    }
    let t = ClientBuilder::<Transport>::new("https://api.example.com")
        .default_param("project_id", 1)
        .default_param("zone", "z")
        .env(
            "OAPIGEN_TEST_KEY",
            "OAPIGEN_TEST_URL",
            &[
                ("region_id", "OAPIGEN_TEST_REGION"),
                ("project_id", "OAPIGEN_TEST_UNSET"),
                ("zone", "OAPIGEN_TEST_EMPTY"),
            ],
        )
        .build()
        .unwrap();
    assert_eq!(t.base_url(), "https://other.example.com");
    assert_eq!(t.default_param("region_id"), Some("76"));
    assert_eq!(t.default_param("project_id"), Some("1"));
    assert_eq!(t.default_param("zone"), Some("z"));
    let dbg = format!("{t:?}");
    assert!(dbg.contains("<redacted>") && !dbg.contains(KEY), "{dbg}");
}
