#!/usr/bin/env bash
# Performance benchmarks of issue 7: oapigen side by side with cargo-progenitor 0.15.1.
#
#   bench/run.sh            (from anywhere; takes many minutes: api.github.com.json makes a ~250k-line crate)
#
# For spec/cloud.yaml and ../shared/corpus/progenitor-samples/{nexus,api.github.com}.json (skipped with
# a message when absent) it prints: generation wall time (median) and peak memory (median of the
# maximum resident set size) of the release `oapigen generate` and of `cargo progenitor`; lines of
# generated Rust; `cargo check` and debug `cargo build` time of the generated crate alone
# (dependencies prebuilt); the validation and serialization cost of a LoadBalancerCreateRequest with
# 50 listeners (bench/validation); then one table with the ratios ours/theirs and the targets of
# issue 7, judged on the numbers of this run only. A copy of the output goes to target/bench/last-run.txt.
#
# Knobs (environment): BENCH_GEN_RUNS (default 7), BENCH_MEM_RUNS (3), BENCH_COMPILE_RUNS (3),
# BENCH_JOBS (cargo -j; default: cargo's), BENCH_DOCS (names to run, of: cloud nexus github
# github-subset), BENCH_SKIP_COMPILE=1 (generation and validation only),
# BENCH_INCREMENTAL=1 (time the touch-rebuilds with incremental compilation instead of a full
# compile of the crate), BENCH_GITHUB_FULL_COMPILE=1 (also compile ours from the full GitHub document).
set -uo pipefail
export LC_ALL=C
cd "$(dirname "$0")/.."
root=$(pwd)
work=$root/target/bench
tools=$root/bench/.tools
corpus=$root/../shared/corpus/progenitor-samples
gen_runs=${BENCH_GEN_RUNS:-7}
mem_runs=${BENCH_MEM_RUNS:-3}
compile_runs=${BENCH_COMPILE_RUNS:-3}
jobs=()
[ -n "${BENCH_JOBS:-}" ] && jobs=(-j "$BENCH_JOBS")
export CARGO_INCREMENTAL=${BENCH_INCREMENTAL:-0}
mkdir -p "$work/bin" "$work/docs" "$work/logs"
exec > >(tee "$work/last-run.txt") 2>&1

say() { printf '%s\n' "$*"; }
die() { say "error: $*"; exit 1; }

# ---------------------------------------------------------------- tools
apt_updated=
apt_install() { # package: installs a Debian package (the machine is root; otherwise sudo)
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  if [ -z "$apt_updated" ]; then "${sudo[@]}" apt-get update -qq >/dev/null || true; apt_updated=1; fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null
}
[ -x /usr/bin/time ] || apt_install time || die "cannot install GNU time (/usr/bin/time)"
command -v jq >/dev/null || apt_install jq || die "cannot install jq"

say "== oapigen benchmarks (issue 7)"
say "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
say "machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), $(free -g | awk '/^Mem:/ {print $2}') GiB memory"
say "toolchain: $(rustc -V); $(cargo -V)"
say "oapigen: commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- generator runtime generated 2>/dev/null || echo ' + uncommitted changes in generator/, runtime/ or generated/')"
say "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
say "compile timings: CARGO_INCREMENTAL=$CARGO_INCREMENTAL"

say "-- building oapigen (release)"
cargo build -q --release -p oapigen-cli "${jobs[@]}" || die "cargo build --release -p oapigen-cli failed"
# A copy, so that a concurrent build in target/release cannot swap the binary mid-run.
cp "$root/target/release/oapigen" "$work/bin/oapigen"
ours=$work/bin/oapigen

progenitor_version=0.15.1
theirs=$tools/bin/cargo-progenitor
if ! grep -qs "cargo-progenitor $progenitor_version " "$tools/.crates.toml" || [ ! -x "$theirs" ]; then
  say "-- installing cargo-progenitor $progenitor_version into bench/.tools (several minutes, once)"
  cargo install -q --locked --version "$progenitor_version" cargo-progenitor --root "$tools" "${jobs[@]}" \
    || die "cargo install cargo-progenitor failed"
fi

# ---------------------------------------------------------------- helpers
declare -A R  # results: R[doc:metric:gen]
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "n/a"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# gen_time DOC GEN RUNS cmd...: median wall time in ms of RUNS runs (after one untimed run).
gen_time() {
  local doc=$1 gen=$2 runs=$3; shift 3
  local log=$work/logs/generate-$doc-$gen.log
  if ! "$@" >"$log" 2>&1; then
    R[$doc:gen_ms:$gen]=failed
    local why
    why=$(grep -m1 -A1 'panicked at' "$log" | tail -1)  # a panic: the line after "panicked at" is its message
    [ -n "$why" ] || why=$(grep -m1 -E '^(error|Error)' "$log")
    R[$doc:why:$gen]="fails: $(cut -c1-160 <<<"$why")"
    return 1
  fi
  local times=() s e
  for ((i = 0; i < runs; i++)); do
    s=$EPOCHREALTIME
    "$@" >/dev/null 2>&1
    e=$EPOCHREALTIME
    times+=("$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.1f", (e - s) * 1000 }')")
  done
  R[$doc:gen_ms:$gen]=$(printf '%s\n' "${times[@]}" | median)
  R[$doc:gen_all:$gen]="${times[*]}"
  local rss=()
  for ((i = 0; i < mem_runs; i++)); do
    rss+=("$(/usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F: '/Maximum resident set size/ { gsub(/ /, "", $2); print $2 }')")
  done
  R[$doc:rss_mb:$gen]=$(printf '%s\n' "${rss[@]}" | median | awk '{ printf "%.1f", $1 / 1024 }')
}

# standalone DIR: a crate of its own (not part of any workspace above it)
standalone() { grep -q '^\[workspace\]' "$1/Cargo.toml" || printf '\n[workspace]\n' >>"$1/Cargo.toml"; }

lines_of() { find "$1/src" -name '*.rs' -print0 | xargs -0 cat | wc -l; }

# prepare DOC GEN DIR TARGET_DIR: builds the dependencies and the crate once (build and check).
prepare() {
  local doc=$1 gen=$2 dir=$3 tdir=$4 log=$work/logs/compile-$1-$2.log
  : >"$log"
  say "   $gen: building dependencies and the crate once ($dir)"
  if (cd "$dir" && CARGO_TARGET_DIR=$tdir cargo build "${jobs[@]}" >>"$log" 2>&1 &&
    CARGO_TARGET_DIR=$tdir cargo check "${jobs[@]}" >>"$log" 2>&1); then
    return 0
  fi
  R[$doc:check_s:$gen]=failed; R[$doc:build_s:$gen]=failed
  R[$doc:why:$gen]="generated crate does not compile: $(grep -m1 '^error' "$log" | cut -c1-160)"
  say "   $gen: does not compile (see $log)"
  return 1
}

# time_compile DOC GEN KIND DIR TARGET_DIR: one `cargo KIND` after touching src/lib.rs; appends
# the wall and CPU seconds to T[DOC:GEN:KIND:wall] and T[DOC:GEN:KIND:cpu].
declare -A T
time_compile() {
  local doc=$1 gen=$2 kind=$3 dir=$4 tdir=$5 out
  touch "$dir/src/lib.rs"
  out=$(cd "$dir" && CARGO_TARGET_DIR=$tdir /usr/bin/time -f 'TIME %e %U %S' cargo "$kind" "${jobs[@]}" 2>&1)
  printf '%s\n' "$out" >>"$work/logs/compile-$doc-$gen.log"
  T[$doc:$gen:$kind:wall]+="$(printf '%s\n' "$out" | awk '/^TIME / { print $2 }') "
  T[$doc:$gen:$kind:cpu]+="$(printf '%s\n' "$out" | awk '/^TIME / { print $3 + $4 }') "
}

# ---------------------------------------------------------------- documents
# name | path | whether progenitor runs on it | title
docs=()
add_doc() {
  if [ -n "${BENCH_DOCS:-}" ] && ! grep -qw -- "$1" <<<"$BENCH_DOCS"; then return; fi
  if [ -f "$2" ]; then docs+=("$1|$2|$3|$4"); else say "skipped $4: $2 not found"; fi; }
add_doc cloud "$root/spec/cloud.yaml" no "spec/cloud.yaml"
add_doc nexus "$corpus/nexus.json" yes "nexus.json"
add_doc github "$corpus/api.github.com.json" yes "api.github.com.json"
if [ -f "$corpus/api.github.com.json" ]; then
  # progenitor 0.15.1 panics on the GitHub document; this subset (bench/progenitor-subset.jq) is the
  # same document minus what it cannot handle, and both generators are compared on it.
  jq -f "$root/bench/progenitor-subset.jq" "$corpus/api.github.com.json" >"$work/docs/github-subset.json" ||
    die "jq bench/progenitor-subset.jq failed"
  add_doc github-subset "$work/docs/github-subset.json" yes "api.github.com.json, progenitor subset"
fi

for d in "${docs[@]}"; do
  IFS='|' read -r name path prog title <<<"$d"
  say "== $title"
  R[$name:ops:x]=$(jq -r '[.paths[]? | to_entries[] | select(.key | test("^(get|put|post|delete|options|head|patch|trace)$"))] | length' "$path" 2>/dev/null ||
    awk '/^  \/.*:$/ { p = 1 } p && /^    (get|put|post|delete|patch|head|options|trace):/ { n++ } END { print n + 0 }' "$path")
  o=$work/oapigen/$name
  crate=bench-oapigen-$name
  gen_time "$name" ours "$gen_runs" "$ours" generate "$path" --out "$o" --crate-name "$crate" --runtime-path "$root/runtime" --force &&
    R[$name:lines:ours]=$(lines_of "$o")
  say "   oapigen:    ${R[$name:gen_ms:ours]} ms (runs: ${R[$name:gen_all:ours]:-}), peak RSS ${R[$name:rss_mb:ours]:-n/a} MB, ${R[$name:lines:ours]:-n/a} lines of Rust"
  if [ "$prog" = yes ]; then
    p=$work/progenitor/$name
    gen_time "$name" theirs "$gen_runs" "$theirs" progenitor -i "$path" -o "$p" -n "bench-progenitor-$name" -v 0.1.0 --interface builder &&
      R[$name:lines:theirs]=$(lines_of "$p")
    if [ "${R[$name:gen_ms:theirs]}" = failed ]; then
      say "   progenitor: FAILED: ${R[$name:why:theirs]}"
    else
      say "   progenitor: ${R[$name:gen_ms:theirs]} ms (runs: ${R[$name:gen_all:theirs]}), peak RSS ${R[$name:rss_mb:theirs]} MB, ${R[$name:lines:theirs]} lines of Rust"
    fi
  else
    R[$name:gen_ms:theirs]=n/a
    R[$name:why:theirs]="OpenAPI 3.1: progenitor reads 3.0 only"
    say "   progenitor: n/a (${R[$name:why:theirs]})"
  fi
done

# ---------------------------------------------------------------- compile times
if [ "${BENCH_SKIP_COMPILE:-0}" != 1 ]; then
  for d in "${docs[@]}"; do
    IFS='|' read -r name path prog title <<<"$d"
    [ "$name" = github ] && [ "${BENCH_GITHUB_FULL_COMPILE:-0}" != 1 ] && continue
    say "== compile: $title"
    o=$work/oapigen/$name
    p=$work/progenitor/$name
    gens=()
    if [ "${R[$name:gen_ms:ours]}" != failed ]; then
      standalone "$o"
      # The workspace's lock file: the runtime's dependencies at the versions the project uses.
      cp "$root/Cargo.lock" "$o/Cargo.lock"
      prepare "$name" ours "$o" "$work/target-oapigen" && gens+=("ours|$o|$work/target-oapigen")
    fi
    if [ "$prog" = yes ] && [ "${R[$name:gen_ms:theirs]}" != failed ]; then
      standalone "$p"
      # progenitor's formatter can leave a method on the line of its doc comment (a `///` comment
      # followed by `pub async fn send ...`): the method would be commented out. Such lines are
      # split, and counted, before compiling.
      n=$(grep -cE '^ *///.*[^ ] {4,}pub (async )?fn ' "$p/src/lib.rs")
      if [ "$n" -gt 0 ]; then
        sed -i -E 's#^( *///.*[^ ])( {4,})(pub (async )?fn .*)$#\1\n\2\3#' "$p/src/lib.rs"
        R[$name:repair:theirs]="$n line(s) of the generated crate split before compiling (a method printed on the line of its doc comment)"
        say "   theirs: ${R[$name:repair:theirs]}"
      fi
      prepare "$name" theirs "$p" "$work/target-progenitor" && gens+=("theirs|$p|$work/target-progenitor")
    fi
    # Runs alternate between the generators, so that both see the same load.
    for kind in check build; do
      for ((i = 0; i < compile_runs; i++)); do
        for g in "${gens[@]}"; do
          IFS='|' read -r gen dir tdir <<<"$g"
          time_compile "$name" "$gen" "$kind" "$dir" "$tdir"
        done
      done
      for g in "${gens[@]}"; do
        IFS='|' read -r gen dir tdir <<<"$g"
        R[$name:${kind}_s:$gen]=$(tr ' ' '\n' <<<"${T[$name:$gen:$kind:wall]}" | grep . | median)
        R[$name:${kind}_cpu:$gen]=$(tr ' ' '\n' <<<"${T[$name:$gen:$kind:cpu]}" | grep . | median)
        say "   $gen: cargo $kind ${R[$name:${kind}_s:$gen]} s wall (runs: ${T[$name:$gen:$kind:wall]% }), ${R[$name:${kind}_cpu:$gen]} s CPU"
      done
    done
  done
fi

# ---------------------------------------------------------------- validation
say "== validation (bench/validation, release)"
if CARGO_TARGET_DIR=$work/validation cargo build -q --release "${jobs[@]}" --manifest-path "$root/bench/validation/Cargo.toml"; then
  "$work/validation/release/oapigen-bench-validation" | tee "$work/logs/validation.txt"
  for k in validate_valid validate_invalid serialize_to_vec serialize_reused_buf; do
    line=$(grep "^$k:" "$work/logs/validation.txt")
    R[val:$k:ns]=$(sed -E 's/.*ns=([0-9.]+).*/\1/' <<<"$line")
    R[val:$k:allocs]=$(sed -E 's/.*allocs=([0-9.]+).*/\1/' <<<"$line" | awk '{ print $1 + 0 }')
  done
  R[val:violations]=$(grep -oE '[0-9]+ violations' "$work/logs/validation.txt" | head -1)
else
  say "validation bench does not build"
fi

# ---------------------------------------------------------------- table
ratio() { # ours theirs
  awk -v a="$1" -v b="$2" 'BEGIN { if (a ~ /^[0-9.]+$/ && b ~ /^[0-9.]+$/ && b > 0) printf "%.2f", a / b; else print "n/a" }'
}
cell() { local v=${R[$1]:-n/a}; [ -n "$v" ] || v=n/a; printf '%s' "$v"; }
say ""
say "== results (load average at end: $(cut -d' ' -f1-3 /proc/loadavg))"
say ""
say "Generation: median of $gen_runs runs (wall), peak memory: median of $mem_runs runs; compile: median of $compile_runs touch-rebuilds of the"
say "generated crate alone (dependencies prebuilt, CARGO_INCREMENTAL=$CARGO_INCREMENTAL). progenitor = cargo-progenitor $progenitor_version --interface builder."
say "Ratio = oapigen / progenitor (below 1: oapigen is cheaper)."
say ""
say "| document | operations | metric | oapigen | progenitor | ratio |"
say "|---|---:|---|---:|---:|---:|"
for d in "${docs[@]}"; do
  IFS='|' read -r name path prog title <<<"$d"
  for m in "gen_ms|generation (ms)" "rss_mb|generation peak RSS (MB)" "lines|lines of Rust" "check_s|cargo check (s)" "build_s|cargo build, debug (s)"; do
    IFS='|' read -r key label <<<"$m"
    a=$(cell "$name:$key:ours"); b=$(cell "$name:$key:theirs")
    [ "${R[$name:gen_ms:theirs]}" = failed ] && [ "$key" != gen_ms ] && b=n/a
    say "| $title | ${R[$name:ops:x]} | $label | $a | $b | $(ratio "$a" "$b") |"
  done
done
for d in "${docs[@]}"; do
  IFS='|' read -r name path prog title <<<"$d"
  [ -n "${R[$name:why:theirs]:-}" ] && say "progenitor on $title: ${R[$name:why:theirs]}"
  [ -n "${R[$name:repair:theirs]:-}" ] && say "progenitor on $title: ${R[$name:repair:theirs]}"
done
say ""
say "Validation, LoadBalancerCreateRequest with 50 listeners (release; median of runs; no progenitor counterpart: it cannot read cloud.yaml):"
say ""
say "| operation | ns/op | heap allocations/op |"
say "|---|---:|---:|"
say "| validate(), valid | $(cell val:validate_valid:ns) | $(cell val:validate_valid:allocs) |"
say "| validate(), invalid (${R[val:violations]:-?}) | $(cell val:validate_invalid:ns) | $(cell val:validate_invalid:allocs) |"
say "| serde_json::to_vec | $(cell val:serialize_to_vec:ns) | $(cell val:serialize_to_vec:allocs) |"
say "| serde_json::to_writer, reused buffer | $(cell val:serialize_reused_buf:ns) | $(cell val:serialize_reused_buf:allocs) |"

# ---------------------------------------------------------------- targets of issue 7
verdict() { if [ "$1" = yes ]; then printf 'MET'; elif [ "$1" = no ]; then printf 'NOT MET'; else printf 'NOT MEASURED'; fi; }
cmp() { # a OP b -> yes/no/unknown
  awk -v a="$1" -v b="$3" -v op="$2" 'BEGIN { if (a !~ /^[0-9.]+$/ || b !~ /^[0-9.]+$/) { print "unknown"; exit }
    r = (op == "<") ? (a < b) : (a <= b); print (r ? "yes" : "no") }'
}
half() { awk -v b="$1" 'BEGIN { if (b ~ /^[0-9.]+$/) print b / 2; else print "n/a" }'; }
say ""
say "Targets of issue 7 (this run):"
say "- generation of spec/cloud.yaml < 50 ms: $(verdict "$(cmp "$(cell cloud:gen_ms:ours)" '<' 50)") ($(cell cloud:gen_ms:ours) ms)"
for g in "github|api.github.com.json" "github-subset|api.github.com.json (progenitor subset)"; do
  IFS='|' read -r g label <<<"$g"
  [ -n "${R[$g:gen_ms:ours]:-}" ] || continue
  say "- generation of $label <= half of progenitor's: $(verdict "$(cmp "$(cell "$g:gen_ms:ours")" '<=' "$(half "$(cell "$g:gen_ms:theirs")")")") ($(cell "$g:gen_ms:ours") ms vs progenitor: $(cell "$g:gen_ms:theirs"))"
done
say "- cargo check of nexus.json's crate <= half of progenitor's: $(verdict "$(cmp "$(cell nexus:check_s:ours)" '<=' "$(half "$(cell nexus:check_s:theirs)")")") ($(cell nexus:check_s:ours) s vs progenitor: $(cell nexus:check_s:theirs) s)"
# Issue 23: one regex engine unless validating is felt next to a round trip (1 ms on a good
# network): validating the valid request must cost under 1 % of that.
say "- validating the valid request costs under 1 % of a 1 ms round trip: $(verdict "$(cmp "$(cell val:validate_valid:ns)" '<' 10000)") ($(cell val:validate_valid:ns) ns, $(cell val:validate_valid:allocs) allocations)"
for d in "${docs[@]}"; do
  IFS='|' read -r name path prog title <<<"$d"
  [ "$prog" = yes ] || continue
  say "- peak memory below progenitor's on $title: $(verdict "$(cmp "$(cell "$name:rss_mb:ours")" '<' "$(cell "$name:rss_mb:theirs")")") ($(cell "$name:rss_mb:ours") MB vs progenitor: $(cell "$name:rss_mb:theirs") MB)"
done
say ""
say "Output copied to target/bench/last-run.txt; logs in target/bench/logs/."
