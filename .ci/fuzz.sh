#!/usr/bin/env bash
# Coverage-guided fuzzing of oapigen for a bounded time: libFuzzer through cargo-fuzz, on the stable
# toolchain (`--sanitizer none` needs no `-Z` flag; see fuzz/README.md). Fails on any crash, panic,
# timeout or out-of-memory, and prints the failing input's path and how to reproduce it.
#
#   OAPIGEN_FUZZ_SECONDS   total fuzzing time over all targets (default 120; 0 skips fuzzing)
#   OAPIGEN_FUZZ_TARGETS   which targets (default "load pipeline decode")
#   OAPIGEN_FUZZ_ARGS      extra libFuzzer flags for every target (e.g. "-jobs=2 -workers=2")
#
# Installs cargo-fuzz into target/fuzz-tools if it is not there; builds into target/fuzz; keeps
# the corpus it grows in target/fuzz-work (the checked-in seeds in fuzz/corpus are only read).
set -euo pipefail
cd "$(dirname "$0")/.."

total="${OAPIGEN_FUZZ_SECONDS:-120}"
targets="${OAPIGEN_FUZZ_TARGETS:-load pipeline decode}"
extra="${OAPIGEN_FUZZ_ARGS:-}"
if ! [[ "$total" =~ ^[0-9]+$ ]]; then
    echo "OAPIGEN_FUZZ_SECONDS must be a whole number of seconds, not '$total'" >&2
    exit 2
fi
if [ "$total" -eq 0 ]; then
    echo "fuzz: skipped (OAPIGEN_FUZZ_SECONDS=0)"
    exit 0
fi

CARGO_FUZZ_VERSION=0.13.2
tools="$PWD/target/fuzz-tools"
if ! "$tools/bin/cargo-fuzz" --version 2>/dev/null | grep -qF "$CARGO_FUZZ_VERSION"; then
    echo "fuzz: installing cargo-fuzz $CARGO_FUZZ_VERSION into $tools"
    cargo install --locked --quiet cargo-fuzz --version "$CARGO_FUZZ_VERSION" --root "$tools"
fi
export PATH="$tools/bin:$PATH"

# Stable rustc: no sanitizer (Rust code here is safe; panics, aborts, stack overflows, timeouts and
# OOM are what we look for). Debug assertions on, so integer overflow panics too.
build_flags=(--fuzz-dir fuzz --sanitizer none --debug-assertions --target-dir target/fuzz)

echo "fuzz: building the targets (release, coverage-instrumented)"
cargo fuzz build "${build_flags[@]}"

# Each target gets a share of the budget: the whole pipeline half, the others a quarter each.
weight() { case "$1" in pipeline) echo 2 ;; *) echo 1 ;; esac; }
sum=0
for t in $targets; do sum=$((sum + $(weight "$t"))); done

work="$PWD/target/fuzz-work"
mkdir -p "$work"
failed=()
summary=()
for t in $targets; do
    secs=$((total * $(weight "$t") / sum))
    [ "$secs" -ge 1 ] || secs=1
    case "$t" in
        decode) dict=fuzz/dicts/json.dict; max_len=4096 ;;
        *) dict=fuzz/dicts/openapi.dict; max_len=8192 ;;
    esac
    mkdir -p "$work/corpus/$t"
    log="$work/$t.log"
    echo "fuzz: $t for ${secs}s (log: $log)"
    # The grown corpus comes first: libFuzzer adds new inputs to the first directory only.
    # shellcheck disable=SC2086
    if cargo fuzz run "${build_flags[@]}" "$t" "$work/corpus/$t" "fuzz/corpus/$t" -- \
        -max_total_time="$secs" -timeout=20 -rss_limit_mb=4096 -max_len="$max_len" \
        -dict="$dict" -print_final_stats=1 $extra >"$log" 2>&1; then
        runs=$(sed -n 's/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\1 runs in \2 s/p' "$log" | tail -1)
        cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
        corpus=$(find "$work/corpus/$t" -type f | wc -l)
        summary+=("$t: ${runs:-? runs}, $cov, grown corpus $corpus inputs, no finding")
    else
        echo "---- fuzz: $t FAILED; the end of its log:"
        tail -n 80 "$log"
        failed+=("$t")
        summary+=("$t: FINDING (see above; inputs in fuzz/artifacts/$t/)")
    fi
done

echo "fuzz: summary"
for line in "${summary[@]}"; do echo "  $line"; done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz: findings in: ${failed[*]}" >&2
    echo "fuzz: reproduce with: cargo fuzz run ${build_flags[*]} TARGET fuzz/artifacts/TARGET/<file>" >&2
    exit 1
fi
