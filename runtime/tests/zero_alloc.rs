//! Validating a valid value allocates nothing but what its pattern matches do (`regress` keeps
//! its search state on the heap; see `pattern.rs` for why there is one engine). A counting
//! global allocator (per thread, so other tests running in parallel do not disturb the count)
//! measures it.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::collections::BTreeMap;

use oapigen_runtime::check::{self, Format, Pattern};
use oapigen_runtime::{DateTime, Nullable, Path, Uuid, Validate, Violations};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

// SAFETY: every call is forwarded to `System`; the thread-local counter neither allocates
// (it is const-initialised and has no destructor) nor touches the memory handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
        // SAFETY: same contract as ours.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as ours.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
        // SAFETY: same contract as ours.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations_during(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

static NAME: Pattern = Pattern::new("^[a-z][-a-z0-9]{0,24}[a-z0-9]$");
static LABEL: Pattern = Pattern::new(r"^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$");
static DNS: Pattern = Pattern::new("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$");
static NO_COMMA: Pattern = Pattern::new("^[^,/]{1,60}$");

struct Trigger {
    threshold: f64,
}

impl Validate for Trigger {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        let p = path.key("threshold");
        check::minimum_f(out, &p, self.threshold, 0.0);
        check::maximum_f(out, &p, self.threshold, 100.0);
        check::multiple_of_f(out, &p, self.threshold, 0.1);
    }
}

struct Container {
    region_id: i64,
    min: i64,
    max: i64,
    triggers: BTreeMap<String, Trigger>,
}

impl Validate for Container {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        check::int32(out, &path.key("region_id"), self.region_id);
        let scale = path.key("scale");
        check::minimum_i(out, &scale.key("min"), self.min, 0);
        check::exclusive_maximum_i(out, &scale.key("max"), self.max, 301);
        check::multiple_of_i(out, &scale.key("max"), self.max, 1);
        self.triggers.validate_at(&scale.key("triggers"), out);
    }
}

struct Deployment {
    id: Uuid,
    created: DateTime,
    name: String,
    name_template: Option<String>,
    label: String,
    host: String,
    description: Nullable<String>,
    password: Option<String>,
    protocol: String,
    tags: Vec<String>,
    cidrs: Vec<String>,
    containers: Vec<Container>,
}

impl Validate for Deployment {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        self.id.validate_at(&path.key("id"), out);
        self.created.validate_at(&path.key("created"), out);
        let p = path.key("name");
        check::min_length(out, &p, &self.name, 2);
        check::max_length(out, &p, &self.name, 26);
        check::pattern(out, &p, &self.name, &NAME);
        check::exactly_one_of(
            out,
            path,
            &[("name", true), ("name_template", self.name_template.is_some())],
        );
        check::pattern(out, &path.key("label"), &self.label, &LABEL);
        check::pattern(out, &path.key("host"), &self.host, &DNS);
        check::format(out, &path.key("host"), &self.host, Format::Hostname);
        if let Nullable::Value(d) = &self.description {
            check::pattern(out, &path.key("description"), d, &NO_COMMA);
        }
        if let Some(pw) = &self.password {
            let p = path.key("password");
            out.sensitive(|out| check::min_length(out, &p, pw, 8));
        }
        check::enum_str(out, &path.key("protocol"), &self.protocol, &["HTTP", "HTTPS", "TCP"]);
        let tags = path.key("tags");
        check::max_items(out, &tags, self.tags.len(), 10);
        check::unique_items(out, &tags, &self.tags);
        for (i, t) in self.tags.iter().enumerate() {
            check::max_length(out, &tags.index(i), t, 255);
        }
        let cidrs = path.key("cidrs");
        for (i, c) in self.cidrs.iter().enumerate() {
            check::format(out, &cidrs.index(i), c, Format::Cidr);
        }
        check::min_items(out, &path.key("containers"), self.containers.len(), 1);
        self.containers.validate_at(&path.key("containers"), out);
        check::required_present(out, path, "containers", true);
    }
}

fn valid() -> Deployment {
    let mut triggers = BTreeMap::new();
    triggers.insert("cpu".to_owned(), Trigger { threshold: 80.3 });
    triggers.insert("memory".to_owned(), Trigger { threshold: 0.7 });
    Deployment {
        id: "123e4567-e89b-12d3-a456-426614174000".parse().unwrap(),
        created: "2024-02-29T13:45:00.25+01:00".parse().unwrap(),
        name: "my-inference-app".into(),
        name_template: None,
        label: "Production cluster 1.0".into(),
        host: "api-1".into(),
        description: Nullable::Value("A description without commas".into()),
        password: Some("correct horse battery staple".into()),
        protocol: "HTTPS".into(),
        tags: vec!["a".into(), "b".into(), "c".into()],
        cidrs: vec!["10.0.0.0/8".into(), "2001:db8::/32".into()],
        containers: vec![
            Container {
                region_id: 1,
                min: 0,
                max: 3,
                triggers,
            },
            Container {
                region_id: 2,
                min: 1,
                max: 300,
                triggers: BTreeMap::new(),
            },
        ],
    }
}

#[test]
fn validating_a_valid_value_allocates_only_in_its_pattern_matches() {
    let value = valid();
    // Patterns compile on first use (that allocates, once per process).
    assert!(value.validate().is_ok());

    let n = allocations_during(|| {
        let result = value.validate();
        assert!(result.is_ok());
    });
    let matches = allocations_during(|| {
        assert!(NAME.is_match(&value.name));
        assert!(LABEL.is_match(&value.label));
        assert!(DNS.is_match(&value.host));
        if let Nullable::Value(d) = &value.description {
            assert!(NO_COMMA.is_match(d));
        }
    });
    assert_eq!(
        n, matches,
        "validating a valid value allocated {n} times, its pattern matches alone {matches}"
    );

    let n = allocations_during(|| {
        let mut out = Violations::new();
        check::pattern(&mut out, &Path::ROOT, &"a".repeat(0), &DNS);
        assert!(!out.is_empty());
    });
    assert!(n > 0, "the counter sees allocations");
}

#[test]
fn an_invalid_value_reports_everything() {
    let mut value = valid();
    value.name = "Invalid Name".into();
    value.name_template = Some("x".into());
    value.tags.push("a".into());
    value.containers[0].region_id = 1 << 33;
    value.containers[1]
        .triggers
        .insert("gpu".into(), Trigger { threshold: 0.25 });
    value.password = Some("short".into());
    let errs = value.validate().unwrap_err();
    let got: Vec<_> = errs.iter().map(|v| (v.path.as_str(), v.keyword)).collect();
    assert_eq!(
        got,
        [
            ("/name", "pattern"),
            ("", "exactlyOneOf"),
            ("/password", "minLength"),
            ("/tags", "uniqueItems"),
            ("/containers/0/region_id", "format"),
            ("/containers/1/scale/triggers/gpu/threshold", "multipleOf"),
        ]
    );
    assert!(!errs.to_string().contains("short"));
}
