#!/usr/bin/env bash
# Before/after, side by side in one run: this checkout against an older commit of oapigen.
#
#   bench/compare.sh [BASE]      (default BASE: 85f180b, the last commit before issue 13's schema engine)
#
# Builds the release `oapigen` of both (BASE from `git archive` into target/bench/compare/base-src,
# its own target directory), then measures, alternating the two so that both see the same load:
#
# - generation wall time (median of COMPARE_GEN_RUNS, default 9) of spec/cloud.yaml and, where
#   ../shared is beside the checkout, nexus.json and the provider's Gcore document (BASE needs
#   --skip-unsupported there; the row says so);
# - `cargo check` of the generated crate alone (median of COMPARE_COMPILE_RUNS, default 3;
#   src/lib.rs touched before each run, CARGO_INCREMENTAL=0, dependencies prebuilt), each side
#   against its own runtime;
# - validate() of the 50-listener LoadBalancerCreateRequest, valid and invalid, in ns and heap
#   allocations (bench/validation against each side's generated/ and runtime/).
#
# The output is also written to target/bench/compare/last-run.txt.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
base=${1:-85f180b}
gen_runs=${COMPARE_GEN_RUNS:-9}
compile_runs=${COMPARE_COMPILE_RUNS:-3}
work=$root/target/bench/compare
mkdir -p "$work/logs"
exec > >(tee "$work/last-run.txt") 2>&1
export CARGO_INCREMENTAL=0

say() { printf '%s\n' "$*"; }
die() { say "error: $*"; exit 1; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ms_since() { awk -v s="$1" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.1f", (e - s) * 1000 }'; }

say "== oapigen before/after: $base against $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- generator runtime || echo ' + uncommitted changes')"
say "date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load average $(cut -d' ' -f1-3 /proc/loadavg)"

# ---------------------------------------------------------------- the two generators
src=$work/base-src
if [ "$(cat "$work/base-rev" 2>/dev/null)" != "$(git rev-parse "$base")" ]; then
  rm -rf "$src" && mkdir -p "$src"
  git archive "$base" | tar -x -C "$src" || die "cannot check out $base"
  git rev-parse "$base" >"$work/base-rev"
fi
say "-- building oapigen at $base and at HEAD (release)"
(cd "$src" && CARGO_TARGET_DIR=$work/base-target cargo build -q --release --locked -p oapigen-cli) >"$work/logs/build-base.log" 2>&1 \
  || die "building $base failed (see $work/logs/build-base.log)"
cargo build -q --release --locked -p oapigen-cli >"$work/logs/build-head.log" 2>&1 || die "building HEAD failed"
mkdir -p "$work/bin"
cp "$work/base-target/release/oapigen" "$work/bin/before"
cp "$root/target/release/oapigen" "$work/bin/after"
# Output ownership (--force for a directory oapigen did not write) came with issue 14.
declare -A force
for side in before after; do
  "$work/bin/$side" generate --help 2>&1 | grep -q -- --force && force[$side]=1
done
runtime_of() { if [ "$1" = before ]; then echo "$src/runtime"; else echo "$root/runtime"; fi; }

# ---------------------------------------------------------------- documents
declare -A R
docs=() paths=()
add() { [ -f "$2" ] && { docs+=("$1"); paths+=("$2"); } || say "   $1: $2 not found, skipped"; }
add cloud "$root/spec/cloud.yaml"
add nexus "$root/../shared/corpus/progenitor-samples/nexus.json"
add gcore "$root/../shared/corpus/gcore/cloud_api.yaml"

generate() { # side doc path out
  local extra=()
  # Before issue 13 the Gcore document was refused whole; its other operations generate with this.
  [ "$1" = before ] && [ "$2" = gcore ] && extra+=(--skip-unsupported)
  [ -n "${force[$1]:-}" ] && extra+=(--force)
  "$work/bin/$1" generate "$3" --out "$4" --crate-name "compare-$2" --runtime-path "$(runtime_of "$1")" "${extra[@]}"
}

say "-- generation (median of $gen_runs alternating runs, ms)"
for i in "${!docs[@]}"; do
  doc=${docs[$i]} path=${paths[$i]}
  declare -A times=()
  for side in before after; do
    generate "$side" "$doc" "$path" "$work/gen-$side/$doc" >"$work/logs/gen-$side-$doc.log" 2>&1 \
      || { R[$doc:gen:$side]=failed; say "   $side $doc: $(grep -m1 '^error' "$work/logs/gen-$side-$doc.log")"; }
  done
  for ((r = 0; r < gen_runs; r++)); do
    for side in before after; do
      [ "${R[$doc:gen:$side]:-}" = failed ] && continue
      s=$EPOCHREALTIME
      generate "$side" "$doc" "$path" "$work/gen-$side/$doc" >/dev/null 2>&1
      times[$side]+="$(ms_since "$s") "
    done
  done
  for side in before after; do
    [ "${R[$doc:gen:$side]:-}" = failed ] || R[$doc:gen:$side]=$(printf '%s\n' ${times[$side]} | median)
    R[$doc:ops:$side]=$(grep -c -E 'pub (async )?fn send\(' -r "$work/gen-$side/$doc/src" 2>/dev/null | awk -F: '{ s += $2 } END { print s + 0 }')
  done
  say "   $doc: before ${R[$doc:gen:before]} ms, after ${R[$doc:gen:after]} ms"
done

# ---------------------------------------------------------------- cargo check
say "-- cargo check of each generated crate (median of $compile_runs alternating runs, s; CARGO_INCREMENTAL=0)"
for doc in "${docs[@]}"; do
  ok=()
  for side in before after; do
    dir=$work/gen-$side/$doc
    [ -f "$dir/Cargo.toml" ] || continue
    grep -q '^\[workspace\]' "$dir/Cargo.toml" || printf '\n[workspace]\n' >>"$dir/Cargo.toml"
    if (cd "$dir" && CARGO_TARGET_DIR=$work/target-$side cargo check -q >"$work/logs/check-$side-$doc.log" 2>&1); then
      ok+=("$side")
    else
      R[$doc:check:$side]=failed
    fi
  done
  declare -A ct=()
  for ((r = 0; r < compile_runs; r++)); do
    for side in "${ok[@]}"; do
      dir=$work/gen-$side/$doc
      touch "$dir/src/lib.rs"
      s=$EPOCHREALTIME
      (cd "$dir" && CARGO_TARGET_DIR=$work/target-$side cargo check -q >/dev/null 2>&1)
      ct[$side]+="$(awk -v s="$s" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.2f", e - s }') "
    done
  done
  for side in "${ok[@]}"; do R[$doc:check:$side]=$(printf '%s\n' ${ct[$side]} | median); done
  say "   $doc: before ${R[$doc:check:before]:-n/a} s, after ${R[$doc:check:after]:-n/a} s"
done

# ---------------------------------------------------------------- validation
say "-- validate() of the 50-listener load balancer request (bench/validation, release; built first, then run in turn)"
for side in before after; do
  tree=$root
  [ "$side" = before ] && tree=$src
  CARGO_TARGET_DIR=$work/validation-$side cargo build -q --release --manifest-path "$tree/bench/validation/Cargo.toml" \
    >"$work/logs/validation-build-$side.log" 2>&1 || say "   $side: does not build (see $work/logs/validation-build-$side.log)"
done
for side in before after; do
  "$work/validation-$side/release/oapigen-bench-validation" >"$work/logs/validation-$side.log" 2>&1
  for k in valid invalid; do
    line=$(grep "^validate_$k:" "$work/logs/validation-$side.log")
    R[val:${k}_ns:$side]=$(sed -E 's/.*ns=([0-9.]+).*/\1/' <<<"$line")
    R[val:${k}_allocs:$side]=$(sed -E 's/.*allocs=([0-9.]+).*/\1/' <<<"$line")
  done
done

# ---------------------------------------------------------------- table
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && b > 0) printf "%.2f", a / b; else print "n/a" }'; }
say ""
say "| document | metric | before ($base) | after | after/before |"
say "|---|---|---:|---:|---:|"
for doc in "${docs[@]}"; do
  note=""
  [ "$doc" = gcore ] && note=" (before: --skip-unsupported)"
  say "| $doc | generation (ms)$note | ${R[$doc:gen:before]:-n/a} | ${R[$doc:gen:after]:-n/a} | $(ratio "${R[$doc:gen:after]:-}" "${R[$doc:gen:before]:-}") |"
  say "| $doc | operations generated | ${R[$doc:ops:before]:-n/a} | ${R[$doc:ops:after]:-n/a} | |"
  say "| $doc | cargo check (s) | ${R[$doc:check:before]:-n/a} | ${R[$doc:check:after]:-n/a} | $(ratio "${R[$doc:check:after]:-}" "${R[$doc:check:before]:-}") |"
done
for k in valid invalid; do
  say "| LB request, 50 listeners | validate() $k (ns) | ${R[val:${k}_ns:before]:-n/a} | ${R[val:${k}_ns:after]:-n/a} | $(ratio "${R[val:${k}_ns:after]:-}" "${R[val:${k}_ns:before]:-}") |"
  say "| LB request, 50 listeners | validate() $k (allocations) | ${R[val:${k}_allocs:before]:-n/a} | ${R[val:${k}_allocs:after]:-n/a} | |"
done
say ""
say "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
