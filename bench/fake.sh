#!/usr/bin/env bash
# The fake's figures (issue 22): start-up of `oapigen fake` on the provider's document with the
# example's overlay (from the command to its first answer, median of 5), then requests per second
# for a read and a create of a volume over loopback and the memory of 10,000 stored records
# (fake/examples/load.rs, in one process with its load, on this machine's cores).
#
#   bench/fake.sh [SECONDS] [CONCURRENCY]      (defaults: 5 s per measurement, 32 concurrent)
#
# Needs ../shared/corpus/gcore beside the clone; prints what it measured. Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-5}
concurrency=${2:-32}
spec=../shared/corpus/gcore/cloud_api.yaml
overlay=examples/gcore-cloud/gcore.overlay.yaml
if [ ! -f "$spec" ]; then echo "skipped: $spec not found"; exit 0; fi
cargo build -q --release --locked -p oapigen-cli
cargo build -q --release --locked -p oapigen-fake --example load
bin=$root/target/release/oapigen
work=$root/target/bench/fake
mkdir -p "$work"

echo "== start-up: oapigen fake $spec --overlay $overlay, from the command to its first answer"
port=4877
times=()
for i in 1 2 3 4 5; do
  start=$(date +%s%N)
  "$bin" fake "$spec" --overlay "$overlay" --listen "127.0.0.1:$port" 2>/dev/null &
  pid=$!
  until curl -s -o /dev/null "http://127.0.0.1:$port/__fake/clock"; do sleep 0.01; done
  end=$(date +%s%N)
  kill "$pid"; wait "$pid" 2>/dev/null || true
  times+=($(( (end - start) / 1000000 )))
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n | tr '\n' ' ')
echo "start-up ms: $sorted(median $(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p))"

echo "== the model, and the engine under load"
"$bin" generate "$spec" --overlay "$overlay" --out "$work/gcore" --crate-name gcore-fake-bench \
  --runtime-path "$root/runtime" --force 2>/dev/null
echo "model: $(wc -c < "$work/gcore/src/fake_model.json") bytes of JSON"
"$root/target/release/examples/load" "$work/gcore/src/fake_model.json" volumes "$seconds" "$concurrency"
