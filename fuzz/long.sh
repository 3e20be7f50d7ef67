#!/usr/bin/env bash
# Open-ended random fuzzing, by hand (not CI: its verdict depends on luck and time; CI runs the
# deterministic .ci/fuzz.sh). libFuzzer through cargo-fuzz on the stable toolchain; a random seed
# each run; the corpus it grows is kept in target/fuzz-work/corpus/<target> and reused by the next
# run. Fails on any crash, panic, timeout or out-of-memory, and prints the failing input's path.
# Turn each finding into a seed (fuzz/corpus/<target>/) and a regression test (fuzz/README.md).
#
#   OAPIGEN_FUZZ_SECONDS   total fuzzing time over all targets (default 3600)
#   OAPIGEN_FUZZ_TARGETS   which targets (default "load pipeline names decode")
#   OAPIGEN_FUZZ_ARGS      extra libFuzzer flags for every target (e.g. "-fork=2 -ignore_crashes=1")
set -euo pipefail
cd "$(dirname "$0")/.."

total="${OAPIGEN_FUZZ_SECONDS:-3600}"
targets="${OAPIGEN_FUZZ_TARGETS:-load pipeline names decode}"
extra="${OAPIGEN_FUZZ_ARGS:-}"
if ! [[ "$total" =~ ^[0-9]+$ ]] || [ "$total" -eq 0 ]; then
    echo "OAPIGEN_FUZZ_SECONDS must be a positive whole number of seconds, not '$total'" >&2
    exit 2
fi

# shellcheck source=common.sh
source fuzz/common.sh

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
    mkdir -p "$work/corpus/$t"
    log="$work/$t.log"
    echo "fuzz: $t for ${secs}s (log: $log)"
    # The grown corpus comes first: libFuzzer adds new inputs to the first directory only.
    # shellcheck disable=SC2086
    if cargo fuzz run "${build_flags[@]}" "$t" "$work/corpus/$t" "fuzz/corpus/$t" -- \
        -max_total_time="$secs" -timeout=20 -rss_limit_mb=4096 -max_len="$(max_len_of "$t")" \
        -dict="$(dict_of "$t")" -print_final_stats=1 $extra >"$log" 2>&1; then
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
