#!/usr/bin/env bash
# A fake's start-up as a team's test suite meets it (issue 31): the provider's crate (with the
# example overlay) sliced to `volumes,tasks,networks` + `fake`, as a dev-dependency of a consumer
# built in debug, as tests are.
#
#   bench/fake-start.sh [OAPIGEN] [TESTS]
#
# Prints, from one process of the consumer: the first `Fake::start()` (the model read and
# prepared), the median of the later ones, and what the start before this change cost (every
# schema compiled, `oapigen_fake::Fake::new` on the same model); then the wall time of a suite of
# TESTS (default 100) tests, each starting its own fake and listing, creating and reading volumes,
# with the share of it the starts take.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
oapigen=${1:-$root/target/debug/oapigen}
tests=${2:-100}
spec=${OAPIGEN_GCORE:-../shared/corpus/gcore/cloud_api.yaml}
work=${OAPIGEN_FAKE_START_WORK:-$root/target/fake-start-bench}
[ -f "$spec" ] || { echo "no provider document at $spec: nothing to measure" >&2; exit 0; }
[ -x "$oapigen" ] || cargo build -q -p oapigen-cli
mkdir -p "$work/consumer/src" "$work/consumer/tests" "$work/consumer/examples"
"$oapigen" generate "$spec" --overlay examples/gcore-cloud/gcore.overlay.yaml --out "$work/gcore-cloud" \
  --crate-name gcore-cloud --runtime-path "$root/runtime" --force > /dev/null
printf '[workspace]\nresolver = "3"\nmembers = ["gcore-cloud", "consumer"]\n' > "$work/Cargo.toml"
cp "$root/Cargo.lock" "$work/Cargo.lock"
cat > "$work/consumer/Cargo.toml" <<'TOML'
[package]
name = "consumer"
version = "0.1.0"
edition = "2024"
publish = false

[dev-dependencies]
gcore-cloud = { path = "../gcore-cloud", default-features = false, features = ["volumes", "tasks", "networks", "fake"] }
oapigen-fake = { path = "../../../fake" }
serde_json = "1"
tokio = { version = "1", features = ["macros", "rt-multi-thread"] }
TOML
echo > "$work/consumer/src/lib.rs"
cat > "$work/consumer/examples/starts.rs" <<'RS'
use std::time::{Duration, Instant};

use gcore_cloud::fake::{Fake, Options};

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

#[tokio::main]
async fn main() {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..100 {
        let t = Instant::now();
        let fake = Fake::start_with(Options::default()).await;
        times.push(t.elapsed());
        last = Some(fake);
    }
    let first = times.remove(0);
    times.sort();
    let later = times[times.len() / 2];
    let model = last.unwrap().engine().model().clone();
    let t = Instant::now();
    let eager = oapigen_fake::Fake::new(model, oapigen_fake::Options::default()).unwrap();
    let before = t.elapsed();
    drop(eager);
    println!("first start: {:.1} ms", ms(first));
    println!("later starts: median {:.3} ms of {}", ms(later), times.len());
    println!("every schema compiled at start (before this change, the model already parsed): {:.1} ms", ms(before));
}
RS
{
  echo 'use gcore_cloud::fake::Fake;'
  echo 'use gcore_cloud::types::CreateVolumeSerializer;'
  echo 'use gcore_cloud::ValidateJson;'
  echo 'async fn one(name: &str) {'
  echo '    let fake = Fake::start().await;'
  echo '    let client = fake.client();'
  echo '    assert!(client.volumes().list().send().await.unwrap().results.is_empty());'
  echo '    let body = CreateVolumeSerializer::from_json(serde_json::json!({"source": "new-volume", "name": name, "size": 10})).unwrap();'
  echo '    let volumes = client.volumes().create().body(body).send_and_wait_for_resources().await.unwrap();'
  echo '    assert_eq!(volumes.len(), 1);'
  echo '    assert_eq!(fake.journal().len(), 5);'
  echo '}'
  for i in $(seq "$tests"); do
    printf '#[tokio::test]\nasync fn t%03d() {\n    one("v%03d").await;\n}\n' "$i" "$i"
  done
} > "$work/consumer/tests/suite.rs"
cd "$work"
cargo build -q -p consumer --examples --tests 2>&1 | tail -20
echo "== $(date -u +%FT%TZ), load $(cut -d' ' -f1 /proc/loadavg), $(nproc) cores"
cargo run -q -p consumer --example starts
start=$(date +%s.%N)
out=$(cargo test -q -p consumer --test suite 2>&1 | grep 'test result')
end=$(date +%s.%N)
echo "suite of $tests tests: $out"
echo "suite wall time: $(echo "$end - $start" | bc) s (cargo test, built)"
