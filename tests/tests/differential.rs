//! Differential property test: the generated validators against an independent JSON Schema
//! validator.
//!
//! For every request-body schema of `spec/cloud.yaml`, and of four documents of the real-world
//! corpus beside the repository (`../shared/corpus/progenitor-samples/`: nexus, propolis-server,
//! keeper and buildomat, whose types-only modules `build.rs` generates; see there), one test
//! each, so they run in parallel and a failure names its schema: JSON values are generated from
//! the schema (valid ones, biased toward the edges; `differential/generate.rs`) and about half
//! of them are mutated with one to four near-miss edits at random depths
//! (`differential/mutate.rs`). Each value `v` is judged on what the client would actually send:
//!
//! * `serde_json::from_value::<T>(v)`: the generated types decode tolerantly (unknown members
//!   are dropped, `null` in a non-nullable optional member becomes absent, unknown enum values
//!   and union variants are kept for `validate()` to refuse). If decoding fails, the oracle
//!   must reject `v` too.
//! * Otherwise `sent = serde_json::to_value(&t)`, and `Validate::validate(&t).is_ok()` must
//!   equal the oracle's verdict on `sent`.
//! * Also checked: when the oracle accepts `v`, it accepts `sent` (decoding and encoding never
//!   turn a valid body into an invalid one); and when it rejects `v`, `validate()` of the decoded
//!   value rejects it too (a user who decodes stored data and validates it is told the truth),
//!   but where the only fault is one decoding tolerates: a `null` in an optional member that
//!   does not allow it (read as absent), or a required member that allows `null` left out (read
//!   as `null`); those are counted in the report.
//!
//! Disagreements are grouped into classes (the rules each side reports, array indices erased);
//! the test fails with the count of every class and one example of each.
//!
//! # The oracle
//!
//! The `jsonschema` crate, draft 2020-12, format assertions on, with the document's
//! `components` in scope. Each document is first read as JSON Schema 2020-12 with OpenAPI's
//! meaning (`differential/oas.rs`, used by the value generator too):
//!
//! * OpenAPI 3.0 (the corpus documents): siblings of `$ref` are dropped (3.0 ignores them);
//!   boolean `exclusiveMinimum`/`exclusiveMaximum` become the 2020-12 numbers; `discriminator`,
//!   `example`, `xml` and `externalDocs` are dropped (annotations; a discriminator does not
//!   change what `oneOf` accepts), `readOnly`/`writeOnly` stay (annotations in 2020-12 too).
//!   `nullable: true` means the schema also accepts `null`: `type: [T, "null"]` (with `null`
//!   added to an `enum`), or `anyOf: [{type: "null"}, <schema>]` for a schema without `type` or
//!   one that combines others. This is the reading of OpenAPI 3.0.0–3.0.2 ("allows sending a
//!   null value"), of the 3.1 migration, and of the generator, which makes such a member
//!   `Nullable<T>`. The 3.0.3 clarification is narrower: `nullable` only extends an explicit
//!   `type`, so `{nullable: true, allOf: [{$ref: Name}]}`, the way nexus (schemars) writes
//!   every optional name of its update bodies, would reject `null`; under that reading the
//!   generator accepts `null` where the letter of 3.0.3 does not.
//! * Formats, as OpenAPI defines them (the 3.0 data types and the format registry,
//!   <https://spec.openapis.org/registry/format/>), against what the generator checks
//!   (`generator/src/lower/schema.rs`, `runtime/src/format.rs`):
//!   - `uuid`, `date-time`, `ipv4`, `ipv6`: JSON Schema formats, asserted by the oracle's own
//!     implementation; the runtime checks them (`Format`).
//!   - `byte`: not a JSON Schema format; the OAS format registry defines it (base64, RFC 4648
//!     §4), and the runtime checks it, so the oracle is given an independent base64 check
//!     (`oas_byte` below).
//!   - `int8`, `int16`, `int32`, `int64`, `uint8`, `uint16`, `uint32`, `uint64` (registry):
//!     the range of the type. The oracle gets it as `minimum`/`maximum` (tightened, never
//!     loosened); the generator picks the Rust integer type, so a value out of range fails to
//!     decode.
//!   - `ip` (nexus; not in the registry), `double`, `password`: annotations for both sides (no
//!     check). `uint` (buildomat; not in the registry) would be an annotation for the oracle
//!     while the generator decodes it as `u64`; no tested request body uses it.
//!   - Unknown formats are annotations (2020-12); `x-` keywords are ignored.
//!
//! Values the typed client cannot represent by design are not generated: integral floats
//! (`2.0`) and integers outside `i64` where an integer is expected (the oracle accepts them,
//! `i64` does not decode them). Decoding failures the oracle accepts are therefore counted and
//! reported as disagreements like any other. No schema is excluded.
//!
//! The corpus tests exist for the documents `build.rs` found (`cfg(corpus_docs)` when it found
//! any); without the corpus (a clone of this repository alone) there are none, and
//! `every_corpus_request_body_is_covered` says so and passes.
//!
//! `OAPIGEN_DIFF_CASES` sets the number of cases per schema (default 10 000);
//! `OAPIGEN_DIFF_SEED` the base seed (default `0x0A916E11`; each schema mixes its name into it).
//! The run is deterministic for a given seed and case count.

#[path = "differential/generate.rs"]
mod generate;
#[path = "differential/mutate.rs"]
mod mutate;
#[path = "differential/oas.rs"]
mod oas;
#[path = "differential/schema.rs"]
mod schema;
#[path = "differential/yaml.rs"]
mod yaml;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::io::Write as _;
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

/// A document under test.
struct Doc {
    /// Its file name, for reports.
    name: &'static str,
    /// As read (for the request-body listing).
    raw: Value,
    /// Its schemas in JSON Schema 2020-12 (`oas::to_2020_12`), for the oracle and the generator.
    json: Value,
}

impl Doc {
    fn new(name: &'static str, raw: Value) -> Doc {
        let json = oas::to_2020_12(&raw);
        Doc { name, raw, json }
    }
}

/// `spec/cloud.yaml`, parsed once for all tests of this file.
fn cloud() -> &'static Doc {
    static SPEC: OnceLock<Doc> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../spec/cloud.yaml");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
        Doc::new(
            "cloud.yaml",
            yaml::yaml_to_json(&text).unwrap_or_else(|e| panic!("spec/cloud.yaml: {e}")),
        )
    })
}

/// The corpus folder, beside the repository.
fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/progenitor-samples")
}

/// A corpus document (`nexus.json`), parsed once for all tests of this file.
fn corpus_doc(file: &'static str) -> &'static Doc {
    static DOCS: OnceLock<std::sync::Mutex<BTreeMap<&'static str, &'static Doc>>> = OnceLock::new();
    let docs = DOCS.get_or_init(Default::default);
    let mut docs = docs.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    docs.entry(file).or_insert_with(|| {
        let path = corpus_dir().join(file);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
        let raw = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
        Box::leak(Box::new(Doc::new(file, raw)))
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

/// The oracle for the schema at `pointer` in `doc` (a component, or an inline body schema).
fn oracle(doc: &Doc, pointer: &str) -> Validator {
    let components = doc.json["components"].clone();
    let schema = if pointer.starts_with("/components/") {
        json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$ref": format!("#{pointer}"),
            "components": components,
        })
    } else {
        let inline = doc
            .json
            .pointer(pointer)
            .unwrap_or_else(|| panic!("no schema at {pointer}"));
        json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$ref": "#/$defs/body",
            "$defs": {"body": inline},
            "components": components,
        })
    };
    jsonschema::options()
        .with_draft(Draft::Draft202012)
        .offline()
        .should_validate_formats(true)
        .with_format("byte", oas_byte)
        .build(&schema)
        .unwrap_or_else(|e| panic!("oracle for {}#{pointer} does not compile: {e}", doc.name))
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

/// `v` as tolerant decoding reads its `null`s: without the `null` members decoding dropped
/// (those `sent` does not have: an optional member that does not allow `null`), and with the
/// `null` of a required member that allows it where `v` leaves it out.
fn with_nulls_as_read(v: &Value, sent: &Value) -> Value {
    match (v, sent) {
        (Value::Object(m), Value::Object(s)) => {
            let mut out: serde_json::Map<String, Value> = m
                .iter()
                .filter(|(k, x)| !x.is_null() || s.contains_key(*k))
                .map(|(k, x)| {
                    (
                        k.clone(),
                        s.get(k).map_or_else(|| x.clone(), |y| with_nulls_as_read(x, y)),
                    )
                })
                .collect();
            for (k, y) in s {
                if y.is_null() && !m.contains_key(k) {
                    out.insert(k.clone(), Value::Null);
                }
            }
            Value::Object(out)
        }
        (Value::Array(a), Value::Array(s)) if a.len() == s.len() => {
            Value::Array(a.iter().zip(s).map(|(x, y)| with_nulls_as_read(x, y)).collect())
        }
        _ => v.clone(),
    }
}

/// Whether the generator sends a body of this media type as JSON (as
/// `generator/src/lower/operation.rs` decides: parameters such as `charset` aside).
fn is_json_media(media: &str) -> bool {
    let base = media.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    base == "application/json" || base.ends_with("+json") || base == "*/*"
}

fn escape(segment: &str) -> String {
    segment.replace('~', "~0").replace('/', "~1")
}

/// JSON pointers of the schemas used as JSON request bodies in the document (a `$ref` is
/// followed to the component it names), read from the document alone.
fn request_body_schemas(doc: &Value) -> BTreeSet<String> {
    let deref = |mut pointer: String| -> String {
        for _ in 0..32 {
            match doc
                .pointer(&pointer)
                .and_then(|v| v.get("$ref"))
                .and_then(Value::as_str)
            {
                Some(r) => {
                    pointer = r
                        .strip_prefix('#')
                        .unwrap_or_else(|| panic!("only local references: {r}"))
                        .to_owned();
                }
                None => return pointer,
            }
        }
        panic!("reference chain too long at {pointer}");
    };
    let mut out = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("path item") {
            if op.get("requestBody").is_none() {
                continue;
            }
            let body = deref(format!("/paths/{}/{method}/requestBody", escape(path)));
            let Some(content) = doc
                .pointer(&body)
                .and_then(|b| b.get("content"))
                .and_then(Value::as_object)
            else {
                continue;
            };
            // The generator prefers a JSON media type (the documents have one at most).
            if let Some((media, m)) = content.iter().find(|(media, _)| is_json_media(media))
                && m.get("schema").is_some()
            {
                out.insert(deref(format!("{body}/content/{}/schema", escape(media))));
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
    /// Invalid `v` accepted once decoded only because of how decoding reads `null`s (the
    /// documented tolerances, see `with_nulls_as_read`).
    nulls_dropped: usize,
    disagreements: usize,
}

struct Disagreement {
    schema: String,
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

/// Generates and judges the cases of one request-body schema (at `pointer` in `doc`, named
/// `label` in reports); panics with every disagreement class (and one example of each) when
/// the generated client and the oracle disagree.
fn differential(doc: &'static Doc, label: &str, pointer: &str, judge: fn(&Value) -> Judged) {
    let started = Instant::now();
    let base = env_number("OAPIGEN_DIFF_SEED").unwrap_or(DEFAULT_SEED);
    // The schemas of spec/cloud.yaml keep the seeds they had before the corpus was added.
    let seed = if doc.name == "cloud.yaml" {
        schema_seed(base, label)
    } else {
        schema_seed(base, &format!("{}#{pointer}", doc.name))
    };
    let name = format!("{} {label}", doc.name);
    let name = name.as_str();
    let cases = env_number("OAPIGEN_DIFF_CASES").map_or(DEFAULT_CASES, |n| n as usize);
    let validator = oracle(doc, pointer);
    let schema = doc.json.pointer(pointer).unwrap_or(&Value::Null);
    assert!(schema.is_object(), "no schema at {}#{pointer}", doc.name);

    let mut fz = Fuzzer::new(&doc.json, seed);
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
            schema: name.to_owned(),
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
                // `validate()` of a decoded value never accepts what the oracle rejects in the
                // data, but for the documented tolerances of decoding: `null` in an optional
                // member that does not allow it is read as absent, and a required member that
                // allows `null` is read as `null` when absent.
                if ours.is_ok() && !validator.is_valid(&v) {
                    if validator.is_valid(&with_nulls_as_read(&v, &sent)) {
                        st.nulls_dropped += 1;
                    } else {
                        let class = format!("data: {}", class_of(&validator, &v, &ours));
                        let what = "validate() of the decoded value accepts, the oracle rejects v";
                        let oracle_list = oracle_errors(&validator, &v);
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

    let outcome = Outcome {
        name,
        seed,
        base,
        cases,
        started,
        pattern_misses: fz.pattern_misses,
    };
    outcome.report(&st, &kinds, &classes);
}

/// What one differential run needs to report its result.
struct Outcome<'a> {
    name: &'a str,
    seed: u64,
    base: u64,
    cases: usize,
    started: Instant,
    pattern_misses: usize,
}

impl Outcome<'_> {
    /// Prints the run's statistics, and fails on any disagreement or when too few cases were
    /// valid or invalid for the test to have power.
    fn report(
        &self,
        st: &Stats,
        kinds: &BTreeMap<&'static str, (usize, usize)>,
        classes: &BTreeMap<String, (usize, Disagreement)>,
    ) {
        let Outcome {
            name,
            seed,
            base,
            cases,
            ..
        } = *self;
        let mut report = format!(
            "{name}: seed {seed:#018x} (base {base:#x}), {} cases, {} mutated; oracle: {} valid, {} invalid; \
         decode failures: {} (of which the oracle accepts: {}); valid v sent invalid: {}; \
         invalid v accepted by the null tolerances: {}; disagreements: {}; {:.2?}\n",
            st.cases,
            st.mutated,
            st.oracle_valid,
            st.oracle_invalid,
            st.decode_failures,
            st.decode_failures_oracle_valid,
            st.valid_became_invalid,
            st.nulls_dropped,
            st.disagreements,
            self.started.elapsed()
        );
        let _ = write!(report, "  mutations (applied/client rejected):");
        for (i, (kind, (n, rejected))) in kinds.iter().enumerate() {
            if i % 4 == 0 {
                report.push_str("\n   ");
            }
            let _ = write!(report, " {:<34}", format!("{kind} {n}/{rejected}"));
        }
        if self.pattern_misses > 0 {
            let _ = write!(report, "\n  pattern generation misses: {}", self.pattern_misses);
        }
        println!("{report}");

        if st.disagreements > 0 {
            let mut msg = format!(
                "{name}: {} case(s) disagree with the oracle (seed {seed:#x}), {} class(es):\n",
                st.disagreements,
                classes.len()
            );
            for (class, (n, _)) in classes {
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
}

/// One test per request-body schema of `spec/cloud.yaml`, so that they run in parallel and a
/// failure names it.
macro_rules! body_tests {
    ($($(#[$attr:meta])* $test:ident: $ty:ident,)*) => {
        /// The request-body schemas covered by the tests below.
        const BODIES: &[&str] = &[$(stringify!($ty)),*];
        $(
            #[test]
            $(#[$attr])*
            fn $test() {
                let name = stringify!($ty);
                differential(cloud(), name, &format!("/components/schemas/{name}"), judge::<types::$ty>);
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
    let listed: BTreeSet<String> = BODIES.iter().map(|n| format!("/components/schemas/{n}")).collect();
    assert_eq!(
        request_body_schemas(&cloud().raw),
        listed,
        "the request-body schemas of spec/cloud.yaml changed; update body_tests!"
    );
}

/// One test per request-body schema of the corpus documents `build.rs` found (it writes the
/// invocation: `test: module, "file", "pointer", Type;`).
macro_rules! corpus_body_tests {
    ($($test:ident: $module:ident, $file:literal, $pointer:literal, $ty:ident;)*) => {
        /// (document, pointer) of every corpus body covered by the tests below.
        const CORPUS_BODIES: &[(&str, &str)] = &[$(($file, $pointer)),*];
        $(
            #[test]
            fn $test() {
                differential(corpus_doc($file), stringify!($ty), $pointer, judge::<corpus::$module::types::$ty>);
            }
        )*
    };
}

include!(concat!(env!("OUT_DIR"), "/corpus.rs"));

/// The corpus bodies under test are exactly the JSON request bodies of their documents. Without
/// the corpus (a clone of this repository alone) this says so and passes.
#[test]
fn every_corpus_request_body_is_covered() {
    if !CORPUS_MISSING.is_empty() {
        // Written to stderr directly, past the test harness's capture, so that it is seen.
        let _ = writeln!(
            std::io::stderr(),
            "skipped: the corpus documents {CORPUS_MISSING:?} are not in {} (it sits beside the \
             repository in CI), so their request bodies are not tested",
            corpus_dir().display()
        );
    }
    let files: BTreeSet<&str> = CORPUS_BODIES.iter().map(|(f, _)| *f).collect();
    assert!(
        cfg!(not(corpus_docs)) || !files.is_empty(),
        "cfg(corpus_docs) is set but no corpus body is listed"
    );
    for file in files {
        let listed: BTreeSet<String> = CORPUS_BODIES
            .iter()
            .filter(|(f, _)| *f == file)
            .map(|(_, p)| (*p).to_owned())
            .collect();
        assert_eq!(
            request_body_schemas(&corpus_doc(file).raw),
            listed,
            "{file}: the JSON request bodies of the document and those build.rs listed from the generator differ"
        );
    }
}

#[test]
fn oracle_is_set_up_as_intended() {
    let doc = cloud();
    let volume = oracle(doc, "/components/schemas/VolumeAttachRequest");
    let id = "123e4567-e89b-12d3-a456-426614174000";
    assert!(volume.is_valid(&json!({"instance_id": id})));
    // Format assertions are on.
    assert!(!volume.is_valid(&json!({"instance_id": "not-a-uuid"})));
    // Internal references resolve, patterns apply.
    let sg = oracle(doc, "/components/schemas/SecurityGroupUpdateRequest");
    assert!(sg.is_valid(&json!({"name": "web servers"})));
    assert!(!sg.is_valid(&json!({"name": "-web"})));
    // `format: password` is an annotation; `format: byte` is checked (OAS format registry).
    let bm = oracle(doc, "/components/schemas/BaremetalServerCreateRequest");
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
    assert!(oracle(doc, "/components/schemas/LoadBalancerCreateRequest").is_valid(&json!({"name": "lb-1"})));
}

/// The oracle reads an OpenAPI 3.0 document with OpenAPI's meaning (see the module docs).
#[test]
fn oracle_reads_openapi_30() {
    let raw = json!({
        "openapi": "3.0.3",
        "paths": {"/x/{id}": {"post": {"requestBody": {"content": {"application/json; charset=utf-8": {"schema": {
            "type": "object",
            "properties": {"name": {"nullable": true, "allOf": [{"$ref": "#/components/schemas/Name"}]}},
        }}}}}}},
        "components": {"schemas": {
            "Name": {"type": "string", "pattern": "^[a-z]+$", "maxLength": 3, "example": 7},
            "Body": {
                "type": "object",
                "properties": {
                    "name": {"nullable": true, "allOf": [{"$ref": "#/components/schemas/Name"}]},
                    "sibling": {"$ref": "#/components/schemas/Name", "maxLength": 1},
                    "kind": {"type": "string", "enum": ["a", "b"], "nullable": true},
                    "slot": {"type": "integer", "format": "uint8", "minimum": 0},
                    "n": {"type": "integer", "format": "int32"},
                    "size": {"type": "integer", "format": "uint64"},
                    "ratio": {"type": "number", "minimum": 0, "exclusiveMinimum": true, "maximum": 1, "exclusiveMaximum": false},
                    "ip": {"type": "string", "format": "ip"},
                    "v4": {"type": "string", "format": "ipv4"},
                    "v6": {"type": "string", "format": "ipv6"},
                    "u": {"oneOf": [
                        {"type": "object", "properties": {"t": {"type": "string", "enum": ["x"]}}, "required": ["t"]},
                        {"type": "object", "properties": {"t": {"type": "string", "enum": ["y"]}}, "required": ["t"]},
                    ], "discriminator": {"propertyName": "t"}},
                },
            },
        }},
    });
    let doc: &'static Doc = Box::leak(Box::new(Doc::new("test.json", raw)));
    let body = oracle(doc, "/components/schemas/Body");
    let ok = |v: Value| body.is_valid(&v);
    assert!(ok(json!({"name": null, "kind": null})));
    assert!(ok(json!({"name": "abc", "kind": "a"})));
    assert!(!ok(json!({"name": "abcd"})));
    assert!(!ok(json!({"kind": "c"})));
    // Siblings of `$ref` are ignored in 3.0; `example` is an annotation.
    assert!(ok(json!({"sibling": "abc"})));
    assert!(!ok(json!({"sibling": null})));
    // Integer formats bound the value.
    assert!(ok(json!({"slot": 255, "n": -2_147_483_648_i64, "size": u64::MAX})));
    assert!(!ok(json!({"slot": 256})));
    assert!(!ok(json!({"n": 2_147_483_648_i64})));
    assert!(!ok(json!({"size": -1})));
    // Boolean exclusive bounds.
    assert!(ok(json!({"ratio": 1})));
    assert!(!ok(json!({"ratio": 0})));
    // `ip` is an annotation, `ipv4`/`ipv6` are checked.
    assert!(ok(json!({"ip": "anything", "v4": "10.0.0.1", "v6": "fd00::1"})));
    assert!(!ok(json!({"v4": "10.0.0.256"})));
    assert!(!ok(json!({"v6": "fd00::g"})));
    // The discriminator does not change what `oneOf` accepts.
    assert!(ok(json!({"u": {"t": "y"}})));
    assert!(!ok(json!({"u": {"t": "z"}})));
    // Inline body schemas, `nullable` with `allOf`.
    let pointer = "/paths/~1x~1{id}/post/requestBody/content/application~1json; charset=utf-8/schema";
    assert_eq!(request_body_schemas(&doc.raw), BTreeSet::from([pointer.to_owned()]));
    let inline = oracle(doc, pointer);
    assert!(inline.is_valid(&json!({"name": null})));
    assert!(!inline.is_valid(&json!({"name": "A"})));
}
