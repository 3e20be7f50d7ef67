#!/usr/bin/env bash
# Deterministic fuzzing for CI: libFuzzer through cargo-fuzz (stable toolchain, see
# fuzz/README.md), each target from the committed seeds in fuzz/corpus/<target> only, with a fixed
# seed and a fixed number of runs, so that the same commit gets the same verdict every time: a
# finding here is a bug this commit's code has on these inputs, not one a lucky run came across.
# Fails on any crash, panic, timeout or out-of-memory and prints how to reproduce it.
#
# The open-ended random fuzzing that finds new bugs is fuzz/long.sh, run by hand (fuzz/README.md).
#
#   OAPIGEN_FUZZ_RUNS      0 skips fuzzing; otherwise the per-target run counts below apply
#   OAPIGEN_FUZZ_TARGETS   which targets (default "load pipeline names decode")
#   OAPIGEN_FUZZ_SEED      libFuzzer's seed (default 1; change it only together with this file)
#   OAPIGEN_FUZZ_TWICE=1   run each target twice and fail unless both runs tried exactly the same
#                          inputs (a check of the determinism itself, e.g. on a new machine)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${OAPIGEN_FUZZ_RUNS:-}" = 0 ]; then
    echo "fuzz: skipped (OAPIGEN_FUZZ_RUNS=0)"
    exit 0
fi
targets="${OAPIGEN_FUZZ_TARGETS:-load pipeline names decode}"
seed="${OAPIGEN_FUZZ_SEED:-1}"
# Runs per target (the committed seeds first, then mutations of them): under a minute each on the
# 2-core CI machine with other work on it (measured: fuzz/README.md).
runs_of() { case "$1" in pipeline) echo 120000 ;; names) echo 800 ;; load) echo 800000 ;; decode) echo 800000 ;; esac; }

# shellcheck source=../fuzz/common.sh
source fuzz/common.sh

work="target/fuzz-ci"
mkdir -p "$work"
bin="target/fuzz/x86_64-unknown-linux-gnu/release"

# What else would make two runs differ, and how each is pinned (measured: fuzz/README.md):
# - Rust's HashMap seeds come from getrandom(2), foldhash mixes in the wall clock:
#   fuzz/deterministic.c, preloaded, makes both fixed (so libFuzzer's own -timeout, which reads the
#   wall clock, cannot work: `timeout` bounds each target's whole run instead, and a hang fails it);
# - addresses (and what hashes or compares them): `setarch -R` turns address randomization off;
# - the generator emits files on as many threads as there are CPUs, and coverage counters bumped by
#   racing threads differ: `taskset -c 0` gives the process one CPU, so it uses one thread;
# - libFuzzer rereads its corpus directory every second (`-reload`): off.
cc -O2 -shared -fPIC -o "$work/deterministic.so" fuzz/deterministic.c -ldl
# The longest a target may take (about ten times what it takes on the CI machine).
limit=600
# The process gets a fixed environment (not the caller's) and relative paths only: both end up on
# its stack, and where the checkout lives or who runs it must not move anything there.
pin=(timeout "$limit" env -i PATH=/usr/bin:/bin LD_PRELOAD="$work/deterministic.so"
    taskset -c 0 setarch "$(uname -m)" -R)

# One run of target $1 growing the scratch corpus $2, logging to $3. Everything that reaches the
# process is the same from run to run, down to the length of the arguments (addresses on the
# stack depend on it): both scratch directories (`corpus`, `repeat`) have six-letter names.
fuzz_once() {
    "${pin[@]}" "$bin/$1" -artifact_prefix="fuzz/artifacts/$1/" \
        -seed="$seed" -runs="$(runs_of "$1")" -reload=0 -timeout=0 -rss_limit_mb=4096 \
        -max_len="$(max_len_of "$1")" -dict="$(dict_of "$1")" -print_final_stats=1 \
        "$2" "fuzz/corpus/$1" >"$3" 2>&1
}

failed=()
summary=()
for t in $targets; do
    # A fresh scratch corpus every time: nothing from an earlier run may change this one.
    rm -rf "${work:?}/$t"
    mkdir -p "$work/$t/corpus" "fuzz/artifacts/$t"
    log="$work/$t/log"
    runs=$(runs_of "$t")
    echo "fuzz: $t, $runs runs from fuzz/corpus/$t, seed $seed (log: $log)"
    # Only the seed, the run count and the committed inputs decide what runs.
    start=$SECONDS
    if fuzz_once "$t" "$work/$t/corpus" "$log"; then
        done_line="$(sed -n 's/^Done \([0-9]*\) runs.*/\1/p' "$log" | tail -1) runs in $((SECONDS - start)) s"
        cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
        inputs=$(find "$work/$t/corpus" -type f | wc -l)
        summary+=("$t: $done_line, $cov, $inputs new inputs, no finding")
        if [ "${OAPIGEN_FUZZ_TWICE:-}" = 1 ]; then
            first=$(cd "$work/$t/corpus" && ls | sort | sha256sum)
            rm -rf "${work:?}/$t/repeat" && mkdir -p "$work/$t/repeat"
            fuzz_once "$t" "$work/$t/repeat" "$log.repeat" || true
            if [ "$first" = "$(cd "$work/$t/repeat" && ls | sort | sha256sum)" ]; then
                summary+=("$t: a second run kept exactly the same $inputs inputs: deterministic")
            else
                failed+=("$t")
                summary+=("$t: NOT DETERMINISTIC: a second run kept other inputs (compare $work/$t/corpus and $work/$t/repeat)")
            fi
        fi
    elif [ $? -eq 124 ]; then
        echo "---- fuzz: $t did not finish within ${limit}s (a hang?); the end of its log:"
        tail -n 40 "$log"
        failed+=("$t")
        summary+=("$t: NO RESULT within ${limit}s: a hang, or an input that takes far too long")
    else
        echo "---- fuzz: $t FAILED; the end of its log:"
        tail -n 80 "$log"
        failed+=("$t")
        summary+=("$t: FINDING (see above; inputs in fuzz/artifacts/$t/)")
    fi
done

echo "fuzz: summary (seed $seed)"
for line in "${summary[@]}"; do echo "  $line"; done
if [ "${#failed[@]}" -gt 0 ]; then
    echo "fuzz: findings in: ${failed[*]}" >&2
    echo "fuzz: reproduce with: cargo fuzz run ${build_flags[*]} TARGET fuzz/artifacts/TARGET/<file>" >&2
    echo "fuzz: or the whole run: OAPIGEN_FUZZ_TARGETS=TARGET bash .ci/fuzz.sh" >&2
    exit 1
fi
