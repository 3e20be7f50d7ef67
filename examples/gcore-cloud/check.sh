#!/usr/bin/env bash
# The example's check: generates the provider's whole document WITH gcore.overlay.yaml, compiles the
# crate with `cargo clippy -D warnings`, and counts what the generated client offers: the request
# builders with `send_and_wait` (task waiting) and those with `stream()` over `paginate` (paging).
# Then runs the tests of `consumer/` (a team's volume code, tested against the fake of the document
# through the crate's `fake` feature, on the `volumes` slice) against the crate it generated.
#
#   examples/gcore-cloud/check.sh [CLOUD_API_YAML]   (default: ../shared/corpus/gcore/cloud_api.yaml)
#
# Skips with a message when the document is absent. Shares bench/corpus.sh's release CLI and target
# directory (target/corpus/target, or $OAPIGEN_CORPUS_WORK/target), so that dependencies are built
# once; CI runs it right after `bench/corpus.sh ../shared/corpus/gcore`.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
spec=${1:-../shared/corpus/gcore/cloud_api.yaml}
overlay=$root/examples/gcore-cloud/gcore.overlay.yaml
# The provider's 2026-08-20 document (../shared/corpus/gcore/README.md): 130 operations answer with
# TaskIDsSerializer, 77 take limit and offset.
want_tasks=130
want_pages=77
if [ ! -f "$spec" ]; then
  echo "skipped: $spec not found (the shared material sits beside the repository in CI)"
  exit 0
fi
corpus=${OAPIGEN_CORPUS_WORK:-$root/target/corpus}
work=$corpus/gcore-overlay
crate=$work/gcore-cloud
mkdir -p "$work"
cargo build -q --release --locked -p oapigen-cli
export CARGO_TARGET_DIR=$corpus/target

start=$(date +%s)
if ! out=$("$root/target/release/oapigen" generate "$spec" --overlay "$overlay" --out "$crate" \
  --crate-name gcore-cloud --runtime-path "$root/runtime" --force 2>&1); then
  echo "$out"; echo "FAILED: the document with the overlay does not generate"; exit 1
fi
# The overlay must apply cleanly: a warning located in it (a target that matches nothing, an
# extension that is not read) fails; the document's own warnings (an ambiguous `oneOf`) are the
# document's, printed and counted.
if echo "$out" | grep -i '^warning' | grep -q 'gcore.overlay.yaml'; then
  echo "$out"; echo "FAILED: generating with the overlay warns about the overlay (a target that matches nothing?)"; exit 1
fi
echo "the document's own warnings: $(echo "$out" | grep -ci '^warning' || true)"
# A workspace of its own beside bench/corpus.sh's: the same Cargo.lock, the same target directory.
# The consumer sits beside the crate as in the example's directory: it depends on `../gcore-cloud`.
rm -rf "$work/consumer"
cp -r "$root/examples/gcore-cloud/consumer" "$work/consumer"
printf '[workspace]\nresolver = "3"\nmembers = ["gcore-cloud", "consumer"]\n' > "$work/Cargo.toml"
[ -f "$work/Cargo.lock" ] || cp "$root/Cargo.lock" "$work/Cargo.lock"
if ! (cd "$work" && cargo clippy -q -p gcore-cloud -- -D warnings); then
  echo "FAILED: the generated crate does not pass cargo clippy -D warnings"; exit 1
fi

# What the generated client offers, counted in its source: one `send_and_wait` per operation that
# starts tasks, one `stream()` paging through `::oapigen_runtime::paginate` per paginated operation.
tasks=$(cat "$crate"/src/*.rs | grep -c 'pub async fn send_and_wait(' || true)
pages=$(cat "$crate"/src/*.rs | grep -c '::oapigen_runtime::paginate(' || true)
streams=$(cat "$crate"/src/*.rs | grep -c 'pub fn stream(' || true)
echo "gcore-cloud with the overlay: clippy clean in $(( $(date +%s) - start )) s; $tasks operations wait for tasks, $pages paginate ($streams streams)"
status=0
if [ "$tasks" -ne "$want_tasks" ]; then echo "FAILED: $tasks task-waiting operations, expected $want_tasks"; status=1; fi
if [ "$pages" -ne "$want_pages" ] || [ "$streams" -ne "$want_pages" ]; then
  echo "FAILED: $pages paginated operations ($streams streams), expected $want_pages"; status=1
fi

# The consumer's tests, against the fake of the provider's document, on the `volumes` slice.
start=$(date +%s)
if ! (cd "$work" && cargo clippy -q -p gcore-consumer --all-targets -- -D warnings && cargo test -q -p gcore-consumer 2>&1); then
  echo "FAILED: the consumer's tests against the fake of the provider's document"; exit 1
fi
echo "gcore-consumer: its tests pass against the fake of the provider's document in $(( $(date +%s) - start )) s"
exit $status
