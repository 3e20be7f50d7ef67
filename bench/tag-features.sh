#!/usr/bin/env bash
# Cargo features per tag: every slice of a generated crate compiles without warnings.
#
#   bench/tag-features.sh CRATE_DIR [all|sample]
#
# Runs `cargo clippy -D warnings` on the crate in CRATE_DIR (a member of the workspace around
# it) with no feature at all, with every feature (the default), with `fake` alone, and then,
# with and without `fake`:
#   all     every feature of the crate's Cargo.toml alone (spec/cloud.yaml's crate: 12 of them);
#   sample  a fixed sample for a large crate (every single feature would take too long): the
#           features named in OAPIGEN_SLICE (default `volumes,tasks`) together, and three single
#           features chosen by a fixed rule (the first, the middle and the last of the sorted
#           feature names that are not in OAPIGEN_SLICE).
# Deterministic: the features come from the crate's Cargo.toml, sorted. Exits 1 on the first
# slice that does not pass. CARGO_TARGET_DIR is the caller's (CI shares target/corpus/target).
set -uo pipefail
dir=${1:?usage: bench/tag-features.sh CRATE_DIR [all|sample]}
mode=${2:-all}
manifest=$dir/Cargo.toml
crate=$(sed -n 's/^name = "\(.*\)"$/\1/p' "$manifest" | head -1)
# The tag features: the keys of [features] other than `default` and `fake`.
mapfile -t features < <(awk '/^\[features\]/{f=1; next} /^\[/{f=0} f && /^[a-z0-9-]+ = \[/{print $1}' "$manifest" \
  | grep -vx -e default -e fake | sort)
if [ ${#features[@]} -eq 0 ]; then
  echo "FAILED: $manifest declares no tag features"; exit 1
fi
has_fake=$(grep -c '^fake = ' "$manifest" || true)

slices=("" "@default")
[ "$has_fake" -gt 0 ] && slices+=("fake")
case "$mode" in
  all) for f in "${features[@]}"; do slices+=("$f"); done ;;
  sample)
    slice=${OAPIGEN_SLICE:-volumes,tasks}
    slices+=("$slice")
    rest=()
    for f in "${features[@]}"; do [[ ",$slice," == *",$f,"* ]] || rest+=("$f"); done
    n=${#rest[@]}
    for i in 0 $((n / 2)) $((n - 1)); do slices+=("${rest[$i]}"); done
    ;;
  *) echo "unknown mode $mode (all or sample)"; exit 2 ;;
esac

status=0
checked=0
run() {
  local label=$1; shift
  local start; start=$(date +%s)
  if out=$(cd "$dir" && cargo clippy -q -p "$crate" "$@" -- -D warnings 2>&1); then
    echo "ok: $crate [$label] ($(( $(date +%s) - start )) s)"
  else
    echo "FAILED: $crate [$label]"; echo "$out" | grep -E '^(error|warning)' -A7 | head -30
    status=1
  fi
  checked=$((checked + 1))
}
seen=()
for s in "${slices[@]}"; do
  for fake in "" ",fake"; do
    case "$s" in
      "@default") [ -z "$fake" ] && run "default"; [ -n "$fake" ] && [ "$has_fake" -gt 0 ] && run "default,fake" --features fake; continue ;;
      "") f=${fake#,} ;;
      fake) [ -n "$fake" ] && continue; f=fake ;;
      *) f=$s$fake ;;
    esac
    [ -n "$fake" ] && [ "$has_fake" -eq 0 ] && continue
    [[ " ${seen[*]} " == *" [$f] "* ]] && continue
    seen+=("[$f]")
    if [ -z "$f" ]; then run "no features" --no-default-features; else run "$f" --no-default-features --features "$f"; fi
  done
done
echo "tag features of $crate: $checked slices checked ($mode), $([ $status -eq 0 ] && echo 'all clean' || echo 'some FAILED')"
exit $status
