//! Validation and serialization cost of the generated `cloud-api` crate (issue 7).
//!
//! Builds a `LoadBalancerCreateRequest` with 50 listeners (each with a pool of two members, a
//! health monitor and a basic-auth user), then measures, in release mode:
//!
//! - `validate()` of the valid request (issue 7's target was no heap allocation; since issue 23
//!   patterns are matched by `regress` alone, which allocates its search state: the target is
//!   now a cost no user can feel beside a round trip, under 10 µs);
//! - `validate()` of an invalid one (the same request read back from JSON with every listener's
//!   port set to 0, and `name_template` and `vip_port_id` added: one violation per listener plus
//!   two cross-field ones);
//! - `serde_json::to_vec` of the valid request (what the client does before sending), and
//!   `serde_json::to_writer` into a reused buffer for comparison.
//!
//! Allocations are counted by a global allocator that wraps the system one (`realloc` counts as
//! one allocation). Each measurement is `RUNS` runs of `ITERS` iterations; the median run is
//! printed. Output: one `key=value` line per measurement (read by `bench/run.sh`) and a table.
//!
//! `BENCH_VALIDATION_RUNS` and `BENCH_VALIDATION_SCALE` (a multiplier of the iteration counts)
//! change the defaults.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::Instant;

use cloud_api::types::*;
use oapigen_runtime::Validate;

struct Counting;

static ALLOCS: AtomicU64 = AtomicU64::new(0);
static BYTES: AtomicU64 = AtomicU64::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Relaxed);
        BYTES.fetch_add(layout.size() as u64, Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Relaxed);
        BYTES.fetch_add(layout.size() as u64, Relaxed);
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCS.fetch_add(1, Relaxed);
        BYTES.fetch_add(new_size as u64, Relaxed);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

const LISTENERS: usize = 50;

type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;

fn listener(i: usize) -> Result<LoadBalancerListener> {
    let port = 8000 + i as i64;
    let monitor = LoadBalancerHealthMonitor::builder()
        .delay(LoadBalancerHealthMonitorDelay::new(10)?)
        .max_retries(LoadBalancerHealthMonitorMaxRetries::new(3)?)
        .timeout(5)
        .r#type("HTTP")
        .http_method("GET")
        .url_path("/healthz")
        .expected_codes("200")
        .build()?;
    let members = (0..2)
        .map(|m| {
            LoadBalancerPoolMember::builder()
                .address(format!("10.0.{i}.{}", 10 + m))
                .protocol_port(LoadBalancerPoolMemberProtocolPort::new(port)?)
                .weight(LoadBalancerPoolMemberWeight::new(1)?)
                .admin_state_up(true)
                .build()
                .map_err(Into::into)
        })
        .collect::<Result<Vec<_>>>()?;
    let pool = LoadBalancerPool::builder()
        .name(format!("pool-{i}"))
        .lb_algorithm("ROUND_ROBIN")
        .protocol("HTTP")
        .healthmonitor(monitor)
        .members(members)
        .build()?;
    let user = LoadBalancerListenerUser::builder()
        .username(format!("user{i}"))
        .encrypted_password(LoadBalancerListenerUserEncryptedPassword::new(
            "$5$isRWalZZ$S8Yf8vDYUrQ2uvDlRzVBWAk1A5MLGFPvdHHjVBG5Zl5",
        )?)
        .build()?;
    Ok(LoadBalancerListener::builder()
        .name(format!("listener-{i}"))
        .protocol(LoadBalancerListenerProtocol::Http)
        .protocol_port(LoadBalancerListenerProtocolPort::new(port)?)
        .connection_limit(LoadBalancerListenerConnectionLimit::new(10_000)?)
        .allowed_cidrs(vec!["10.0.0.0/8".to_string(), "192.168.0.0/16".to_string()])
        .insert_x_forwarded(true)
        .timeout_client_data(LoadBalancerListenerTimeoutClientData::new(50_000)?)
        .timeout_member_connect(LoadBalancerListenerTimeoutMemberConnect::new(5_000)?)
        .timeout_member_data(LoadBalancerListenerTimeoutMemberData::new(50_000)?)
        .pools(vec![pool])
        .user_list(vec![user])
        .build()?)
}

fn valid_request() -> Result<LoadBalancerCreateRequest> {
    let listeners = (0..LISTENERS).map(listener).collect::<Result<Vec<_>>>()?;
    let mut tags = TagMap::default();
    tags.insert("env".into(), TagMapValue::new("production")?);
    tags.insert("team".into(), TagMapValue::new("platform")?);
    Ok(LoadBalancerCreateRequest::builder()
        .name(ResourceName::new("web-frontend-lb")?)
        .flavor("lb1-2-4")
        .listeners(listeners)
        .tags(tags)
        .vip_network_id("9b6e3c1a-2f4d-4c8e-9a7b-1d2e3f4a5b6c".parse::<oapigen_runtime::Uuid>()?)
        .build()?)
}

/// The valid request read back from JSON (deserializing never checks constraints) with one
/// violation per listener and two cross-field ones.
fn invalid_request(valid: &LoadBalancerCreateRequest) -> Result<LoadBalancerCreateRequest> {
    let mut json = serde_json::to_value(valid)?;
    for l in json["listeners"].as_array_mut().ok_or("no listeners")? {
        l["protocol_port"] = 0.into(); // minimum is 1
    }
    json["name_template"] = "web-{index}".into(); // exactly one of name / name_template
    json["vip_port_id"] = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9".into(); // not with vip_network_id
    Ok(serde_json::from_value(json)?)
}

struct Sample {
    ns: f64,
    allocs: f64,
    bytes: f64,
}

/// Median (by time) of `runs` runs of `iters` calls of `f`; allocations per call.
fn measure(runs: usize, iters: usize, mut f: impl FnMut()) -> Sample {
    for _ in 0..iters.div_ceil(10) {
        f(); // warm up: patterns compiled, caches hot
    }
    let mut samples = Vec::with_capacity(runs);
    for _ in 0..runs {
        let a0 = ALLOCS.load(Relaxed);
        let b0 = BYTES.load(Relaxed);
        let t0 = Instant::now();
        for _ in 0..iters {
            f();
        }
        let ns = t0.elapsed().as_nanos() as f64 / iters as f64;
        let allocs = (ALLOCS.load(Relaxed) - a0) as f64 / iters as f64;
        let bytes = (BYTES.load(Relaxed) - b0) as f64 / iters as f64;
        samples.push(Sample { ns, allocs, bytes });
    }
    samples.sort_by(|a, b| a.ns.total_cmp(&b.ns));
    samples.swap_remove(runs / 2)
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn main() -> Result<()> {
    let runs = env_usize("BENCH_VALIDATION_RUNS", 9).max(1);
    let scale = env_usize("BENCH_VALIDATION_SCALE", 1).max(1);
    let valid = valid_request()?;
    let invalid = invalid_request(&valid)?;
    let errors = invalid.validate().expect_err("the invalid request must not validate");
    let violations = errors.len();
    drop(errors);
    let json_len = serde_json::to_vec(&valid)?.len();

    let v = measure(runs, 20_000 * scale, || {
        let r = black_box(&valid).validate();
        assert!(r.is_ok());
    });
    let i = measure(runs, 2_000 * scale, || {
        let r = black_box(&invalid).validate();
        black_box(r.is_err());
    });
    let s = measure(runs, 5_000 * scale, || {
        let bytes = serde_json::to_vec(black_box(&valid)).expect("serializes");
        black_box(bytes.len());
    });
    let mut buf = Vec::with_capacity(2 * json_len);
    let w = measure(runs, 5_000 * scale, || {
        buf.clear();
        serde_json::to_writer(&mut buf, black_box(&valid)).expect("serializes");
        black_box(buf.len());
    });

    println!("# LoadBalancerCreateRequest, {LISTENERS} listeners; median of {runs} runs");
    let rows = [
        ("validate_valid", "validate() valid request", &v, String::from("Ok")),
        (
            "validate_invalid",
            "validate() invalid request",
            &i,
            format!("{violations} violations"),
        ),
        (
            "serialize_to_vec",
            "serde_json::to_vec (valid)",
            &s,
            format!("{json_len} bytes"),
        ),
        (
            "serialize_reused_buf",
            "serde_json::to_writer, reused buffer",
            &w,
            format!("{json_len} bytes"),
        ),
    ];
    for (key, _, m, _) in &rows {
        println!("{key}: ns={:.0} allocs={:.2} bytes={:.0}", m.ns, m.allocs, m.bytes);
    }
    println!();
    println!("| operation | ns/op (median) | allocations/op | bytes allocated/op | result |");
    println!("|---|---:|---:|---:|---|");
    for (_, label, m, result) in &rows {
        println!(
            "| {label} | {:.0} | {} | {:.0} | {result} |",
            m.ns,
            fmt_allocs(m.allocs),
            m.bytes
        );
    }
    Ok(())
}

fn fmt_allocs(a: f64) -> String {
    if a.fract() == 0.0 {
        format!("{a:.0}")
    } else {
        format!("{a:.2}")
    }
}
