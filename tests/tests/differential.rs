//! Differential property test: the generated validators against an independent JSON Schema
//! validator.
//!
//! For every request-body schema of `spec/cloud.yaml` (one test each, so they run in parallel
//! and a failure names its schema), JSON values are generated from the schema (valid ones,
//! biased toward the edges; `differential/generate.rs`) and about half of them are mutated with
//! one to four near-miss edits at random depths (`differential/mutate.rs`). Each value `v` is
//! judged on what the client would actually send:
//!
//! * `serde_json::from_value::<T>(v)`: the generated types decode tolerantly (unknown members
//!   are dropped, `null` in a non-nullable optional member becomes absent, unknown enum values
//!   and union variants are kept for `validate()` to refuse). If decoding fails, the oracle
//!   must reject `v` too.
//! * Otherwise `sent = serde_json::to_value(&t)`, and `Validate::validate(&t).is_ok()` must
//!   equal the oracle's verdict on `sent`.
//! * Also checked: when the oracle accepts `v`, it accepts `sent` (decoding and encoding never
//!   turn a valid body into an invalid one).
//!
//! Disagreements are grouped into classes (the rules each side reports, array indices erased);
//! the test fails with the count of every class and one example of each.
//!
//! The oracle is the `jsonschema` crate, draft 2020-12, format assertions on, with the
//! document's `components` in scope. JSON Schema 2020-12 does not define the OpenAPI format
//! `byte`; the OAS 3.1 format registry does (base64, RFC 4648 §4), and the generated client
//! checks it, so the oracle is given an independent base64 check for it (`oas_byte` below).
//! `password` is an annotation for both (no check); `x-` keywords are ignored.
//!
//! Values the typed client cannot represent by design are not generated: integral floats
//! (`2.0`) and integers outside `i64` where an integer is expected (the oracle accepts them,
//! `i64` does not decode them). Decoding failures the oracle accepts are therefore counted and
//! reported as disagreements like any other.
//!
//! `OAPIGEN_DIFF_CASES` sets the number of cases per schema (default 10 000);
//! `OAPIGEN_DIFF_SEED` the base seed (default `0x0A916E11`; each schema mixes its name into it).
//! The run is deterministic for a given seed and case count.

#[path = "differential/generate.rs"]
mod generate;
#[path = "differential/mutate.rs"]
mod mutate;
#[path = "differential/schema.rs"]
mod schema;
#[path = "differential/yaml.rs"]
mod yaml;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Instant;

use cloud_api::types;
use jsonschema::{Draft, Validator};
use oapigen_runtime::{Validate, ValidationErrors};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use generate::Fuzzer;
use mutate::Applied;

const DEFAULT_SEED: u64 = 0x0A91_6E11;
const DEFAULT_CASES: usize = 10_000;
/// Disagreement classes reported with an example (all classes are counted).
const MAX_REPORTED: usize = 20;

/// `spec/cloud.yaml` as JSON, parsed once for all tests of this file.
fn spec() -> &'static Value {
    static SPEC: OnceLock<Value> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../spec/cloud.yaml");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
        yaml::yaml_to_json(&text).unwrap_or_else(|e| panic!("spec/cloud.yaml: {e}"))
    })
}

/// `format: byte` for the oracle, written independently of the runtime: RFC 4648 §4 base64,
/// standard alphabet, padded to a multiple of 4 characters.
fn oas_byte(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() % 4 != 0 {
        return false;
    }
    let alphabet = |c: u8| c.is_ascii_alphanumeric() || c == b'+' || c == b'/';
    b.chunks(4).enumerate().all(|(i, q)| {
        let last = (i + 1) * 4 == b.len();
        match q {
            [a, b2, b'=', b'='] => last && alphabet(*a) && alphabet(*b2),
            [a, b2, c, b'='] => last && alphabet(*a) && alphabet(*b2) && alphabet(*c),
            _ => q.iter().all(|c| alphabet(*c)),
        }
    })
}

fn oracle(doc: &Value, name: &str) -> Validator {
    let schema = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$ref": format!("#/components/schemas/{name}"),
        "components": doc["components"].clone(),
    });
    jsonschema::options()
        .with_draft(Draft::Draft202012)
        .offline()
        .should_validate_formats(true)
        .with_format("byte", oas_byte)
        .build(&schema)
        .unwrap_or_else(|e| panic!("oracle for {name} does not compile: {e}"))
}

fn oracle_errors(validator: &Validator, v: &Value) -> Vec<String> {
    validator
        .iter_errors(v)
        .map(|e| format!("{} (at `{}`, schema `{}`)", e, e.instance_path(), e.schema_path()))
        .collect()
}

/// JSON pointer with array indices replaced by `*`.
fn normalize(pointer: &str) -> String {
    pointer
        .split('/')
        .map(|seg| {
            if !seg.is_empty() && seg.bytes().all(|b| b.is_ascii_digit()) {
                "*"
            } else {
                seg
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// What kind of disagreement this is: the rules each side reports, with array indices erased.
fn class_of(validator: &Validator, sent: &Value, ours: &Result<(), ValidationErrors>) -> String {
    let mut parts = BTreeSet::new();
    for e in validator.iter_errors(sent) {
        parts.insert(format!("oracle {}", normalize(&e.schema_path().to_string())));
    }
    if let Err(errs) = ours {
        for v in errs.iter() {
            parts.insert(format!("ours {} at {}", v.keyword, normalize(&v.path)));
        }
    }
    parts.into_iter().collect::<Vec<_>>().join("; ")
}

/// What the typed client makes of one value.
enum Judged {
    /// `from_value` failed.
    DecodeFailed(String),
    /// Decoded; what it would send and what `validate()` says.
    Decoded {
        sent: Value,
        ours: Result<(), ValidationErrors>,
    },
}

fn judge<T: DeserializeOwned + Serialize + Validate>(v: &Value) -> Judged {
    match serde_json::from_value::<T>(v.clone()) {
        Err(e) => Judged::DecodeFailed(e.to_string()),
        Ok(t) => Judged::Decoded {
            sent: serde_json::to_value(&t).expect("a decoded value serializes"),
            ours: Validate::validate(&t),
        },
    }
}

/// Names of the schemas used as JSON request bodies in the document.
fn request_body_schemas(doc: &Value) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for item in doc["paths"].as_object().expect("paths").values() {
        for op in item.as_object().expect("path item").values() {
            if let Some(r) = op
                .pointer("/requestBody/content/application~1json/schema/$ref")
                .and_then(Value::as_str)
            {
                let name = r
                    .strip_prefix("#/components/schemas/")
                    .unwrap_or_else(|| panic!("request body schema is not a component: {r}"));
                out.insert(name.to_owned());
            }
        }
    }
    out
}

fn env_number(name: &str) -> Option<u64> {
    let raw = std::env::var(name).ok()?;
    let raw = raw.trim().replace('_', "");
    let parsed = match raw.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => raw.parse(),
    };
    Some(parsed.unwrap_or_else(|e| panic!("{name}={raw:?}: {e}")))
}

/// The seed of one schema's run: the base seed mixed with the schema name (FNV-1a), so that
/// the schemas get independent streams and each test can be rerun on its own.
fn schema_seed(base: u64, name: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    base ^ h
}

#[derive(Default)]
struct Stats {
    cases: usize,
    mutated: usize,
    oracle_valid: usize,
    oracle_invalid: usize,
    decode_failures: usize,
    /// Decode failures where the oracle accepts `v` (none expected, see the module docs).
    decode_failures_oracle_valid: usize,
    /// Valid `v` (per the oracle) that the client would send as an invalid body.
    valid_became_invalid: usize,
    disagreements: usize,
}

struct Disagreement {
    schema: &'static str,
    case: usize,
    what: &'static str,
    v: Value,
    sent: Option<Value>,
    ours: Vec<String>,
    oracle: Vec<String>,
    mutations: Vec<Applied>,
}

impl std::fmt::Display for Disagreement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "[{}] case {}: {}", self.schema, self.case, self.what)?;
        writeln!(f, "  v      = {}", self.v)?;
        if let Some(sent) = &self.sent {
            writeln!(f, "  sent   = {sent}")?;
        }
        writeln!(f, "  ours   = {:?}", self.ours)?;
        writeln!(f, "  oracle = {:?}", self.oracle)?;
        let muts: Vec<String> = self
            .mutations
            .iter()
            .map(|m| format!("{}: {}", m.kind, m.detail))
            .collect();
        writeln!(f, "  mutations = {muts:?}")
    }
}

/// Generates and judges the cases of one request-body schema; panics with every disagreement
/// class (and one example of each) when the generated client and the oracle disagree.
fn differential(name: &'static str, judge: fn(&Value) -> Judged) {
    let started = Instant::now();
    let doc = spec();
    let base = env_number("OAPIGEN_DIFF_SEED").unwrap_or(DEFAULT_SEED);
    let seed = schema_seed(base, name);
    let cases = env_number("OAPIGEN_DIFF_CASES").map_or(DEFAULT_CASES, |n| n as usize);
    let validator = oracle(doc, name);
    let schema = &doc["components"]["schemas"][name];
    assert!(schema.is_object(), "no schema {name}");

    let mut fz = Fuzzer::new(doc, seed);
    let mut st = Stats::default();
    // Mutation kind -> (applied, in cases the client rejected).
    let mut kinds: BTreeMap<&'static str, (usize, usize)> = BTreeMap::new();
    // Disagreement class -> (count, first example).
    let mut classes: BTreeMap<String, (usize, Disagreement)> = BTreeMap::new();

    for case in 0..cases {
        let mut v = fz.gen_value(schema, 0);
        let mut applied = Vec::new();
        if fz.chance(0.5) {
            st.mutated += 1;
            loop {
                if let Some(a) = fz.mutate(schema, &mut v) {
                    applied.push(a);
                }
                if applied.len() >= 4 || !fz.chance(0.35) {
                    break;
                }
            }
        }
        st.cases += 1;

        // (class, report) of every disagreement this case shows.
        let mut found: Vec<(String, Disagreement)> = Vec::new();
        let example = |what: &'static str, sent: Option<Value>, ours: Vec<String>, oracle: Vec<String>| Disagreement {
            schema: name,
            case,
            what,
            v: v.clone(),
            sent,
            ours,
            oracle,
            mutations: applied.clone(),
        };
        let client_rejects = match judge(&v) {
            Judged::DecodeFailed(err) => {
                st.decode_failures += 1;
                if validator.is_valid(&v) {
                    st.oracle_valid += 1;
                    st.decode_failures_oracle_valid += 1;
                    let class = format!("decode error {}", err.split(" at line").next().unwrap_or(&err));
                    let what = "decoding fails but the oracle accepts v";
                    found.push((class, example(what, None, vec![err], vec![])));
                } else {
                    st.oracle_invalid += 1;
                }
                true
            }
            Judged::Decoded { sent, ours } => {
                let oracle_sent = validator.is_valid(&sent);
                if oracle_sent {
                    st.oracle_valid += 1;
                } else {
                    st.oracle_invalid += 1;
                    if validator.is_valid(&v) {
                        st.valid_became_invalid += 1;
                        let class = class_of(&validator, &sent, &Ok(()));
                        let what = "v is valid but what the client sends is not";
                        let oracle_list = oracle_errors(&validator, &sent);
                        found.push((class, example(what, Some(sent.clone()), vec![], oracle_list)));
                    }
                }
                if ours.is_ok() != oracle_sent {
                    let what = if ours.is_ok() {
                        "validate() accepts, the oracle rejects"
                    } else {
                        "validate() rejects, the oracle accepts"
                    };
                    let ours_list = match &ours {
                        Ok(()) => vec![],
                        Err(e) => e.iter().map(|x| format!("{x} value={:?}", x.value)).collect(),
                    };
                    let oracle_list = oracle_errors(&validator, &sent);
                    let class = class_of(&validator, &sent, &ours);
                    found.push((class, example(what, Some(sent), ours_list, oracle_list)));
                }
                ours.is_err()
            }
        };
        for a in &applied {
            let e = kinds.entry(a.kind).or_default();
            e.0 += 1;
            e.1 += usize::from(client_rejects);
        }
        if !found.is_empty() {
            st.disagreements += 1;
        }
        for (class, example) in found {
            classes
                .entry(format!("{}: {class}", example.what))
                .or_insert((0, example))
                .0 += 1;
        }
    }

    let mut report = format!(
        "{name}: seed {seed:#018x} (base {base:#x}), {} cases, {} mutated; oracle: {} valid, {} invalid; \
         decode failures: {} (of which the oracle accepts: {}); valid v sent invalid: {}; \
         disagreements: {}; {:.2?}\n",
        st.cases,
        st.mutated,
        st.oracle_valid,
        st.oracle_invalid,
        st.decode_failures,
        st.decode_failures_oracle_valid,
        st.valid_became_invalid,
        st.disagreements,
        started.elapsed()
    );
    let _ = write!(report, "  mutations (applied/client rejected):");
    for (i, (kind, (n, rejected))) in kinds.iter().enumerate() {
        if i % 4 == 0 {
            report.push_str("\n   ");
        }
        let _ = write!(report, " {:<34}", format!("{kind} {n}/{rejected}"));
    }
    if fz.pattern_misses > 0 {
        let _ = write!(report, "\n  pattern generation misses: {}", fz.pattern_misses);
    }
    println!("{report}");

    if st.disagreements > 0 {
        let mut msg = format!(
            "{name}: {} case(s) disagree with the oracle (seed {seed:#x}), {} class(es):\n",
            st.disagreements,
            classes.len()
        );
        for (class, (n, _)) in &classes {
            let _ = writeln!(msg, "  {n:>6}  {class}");
        }
        let _ = writeln!(msg, "first example of each class (at most {MAX_REPORTED}):");
        for (_, example) in classes.values().take(MAX_REPORTED) {
            let _ = writeln!(msg, "{example}");
        }
        panic!("{msg}");
    }
    // The test only has power if both verdicts are common.
    if cases >= 1000 {
        assert!(
            st.oracle_valid * 10 >= st.cases && st.oracle_invalid * 10 >= st.cases,
            "{name}: too few valid ({}) or invalid ({}) cases out of {}",
            st.oracle_valid,
            st.oracle_invalid,
            st.cases
        );
    }
}

/// One test per request-body schema, so that they run in parallel and a failure names it.
macro_rules! body_tests {
    ($($(#[$attr:meta])* $test:ident: $ty:ident,)*) => {
        /// The request-body schemas covered by the tests below.
        const BODIES: &[&str] = &[$(stringify!($ty)),*];
        $(
            #[test]
            $(#[$attr])*
            fn $test() {
                differential(stringify!($ty), judge::<types::$ty>);
            }
        )*
    };
}

body_tests! {
    postgres_quota_check_request: PostgresQuotaCheckRequest,
    volume_attach_request: VolumeAttachRequest,
    security_group_update_request: SecurityGroupUpdateRequest,
    inference_deployment_create_request: InferenceDeploymentCreateRequest,
    gpu_cluster_create_request: GpuClusterCreateRequest,
    k8s_pool_create_request: K8sPoolCreateRequest,
    file_share_create_request: FileShareCreateRequest,
    baremetal_server_create_request: BaremetalServerCreateRequest,
    load_balancer_create_request: LoadBalancerCreateRequest,
}

#[test]
fn every_request_body_is_covered() {
    let listed: BTreeSet<String> = BODIES.iter().map(|n| (*n).to_owned()).collect();
    assert_eq!(
        request_body_schemas(spec()),
        listed,
        "the request-body schemas of spec/cloud.yaml changed; update body_tests!"
    );
}

#[test]
fn oracle_is_set_up_as_intended() {
    let doc = spec();
    let volume = oracle(doc, "VolumeAttachRequest");
    let id = "123e4567-e89b-12d3-a456-426614174000";
    assert!(volume.is_valid(&json!({"instance_id": id})));
    // Format assertions are on.
    assert!(!volume.is_valid(&json!({"instance_id": "not-a-uuid"})));
    // Internal references resolve, patterns apply.
    let sg = oracle(doc, "SecurityGroupUpdateRequest");
    assert!(sg.is_valid(&json!({"name": "web servers"})));
    assert!(!sg.is_valid(&json!({"name": "-web"})));
    // `format: password` is an annotation; `format: byte` is checked (OAS format registry).
    let bm = oracle(doc, "BaremetalServerCreateRequest");
    let base = json!({"flavor": "f", "image_id": "i"});
    let with = |k: &str, v: &str| {
        let mut b = base.clone();
        b[k] = json!(v);
        b
    };
    assert!(bm.is_valid(&with("password", "")));
    assert!(bm.is_valid(&with("user_data", "aGVsbG8=")));
    assert!(!bm.is_valid(&with("user_data", "aGVsbG8")));
    for (s, ok) in [
        ("", true),
        ("QQ==", true),
        ("QUI=", true),
        ("QUJD", true),
        ("Q===", false),
        ("QQ=A", false),
    ] {
        assert_eq!(oas_byte(s), ok, "{s:?}");
    }
    // `x-` keywords are ignored: the bodies compile and accept a minimal valid value.
    assert!(oracle(doc, "LoadBalancerCreateRequest").is_valid(&json!({"name": "lb-1"})));
}
