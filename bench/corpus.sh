#!/usr/bin/env bash
# Generates a crate from every OpenAPI document in a folder and `cargo check`s each one, sharing
# one target directory; the check is `cargo clippy -D warnings`, so warnings count as failures (so that dependencies build once: it fits a 2-core machine).
#
#   bench/corpus.sh [FOLDER] [--skip NAME]...     (default folder: ../shared/corpus/progenitor-samples)
#
# Prints `generated N/M, compiled K/M` and the failures grouped by reason. Exit 1 if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
folder=${1:-../shared/corpus/progenitor-samples}
shift || true
skip=()
while [ $# -gt 0 ]; do
  case "$1" in
    --skip) skip+=("$2"); shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ ! -d "$folder" ]; then
  echo "corpus folder $folder not found: nothing to do"
  exit 0
fi
work=${OAPIGEN_CORPUS_WORK:-$root/target/corpus}
mkdir -p "$work"
cargo build -q --release -p oapigen-cli || exit 1
bin=$root/target/release/oapigen
export CARGO_TARGET_DIR=$work/target

# A workspace of its own, so that the generated crates share one Cargo.lock and target dir.
members=()
total=0; generated=0; compiled=0
declare -A reasons
for spec in "$folder"/*.json "$folder"/*.yaml "$folder"/*.yml; do
  [ -f "$spec" ] || continue
  name=$(basename "$spec"); name=${name%.*}; name=$(echo "$name" | tr 'A-Z._' 'a-z--')
  for s in "${skip[@]}"; do [ "$s" = "$name" ] && continue 2; done
  total=$((total+1))
  crate=corpus-$name
  [ -n "$(printf '%s\n' "${members[@]}" | grep -x "$crate")" ] && crate=$crate-$total
  if out=$("$bin" generate "$spec" --out "$work/$crate" --crate-name "$crate" --runtime-path "$root/runtime" --force 2>&1); then
    generated=$((generated+1))
    members+=("$crate")
  else
    reason=$(echo "$out" | grep -m1 '^error' | sed -E 's/^error: [^ ]+: at #[^ ]* //' | cut -c1-160)
    reasons["generate: $reason"]+="$name "
    echo "GENERATE FAILED: $spec"; echo "$out" | grep '^error' | head -5
  fi
done
{
  echo '[workspace]'; echo 'resolver = "3"'; printf 'members = ['; printf '"%s", ' "${members[@]}"; echo ']'
} > "$work/Cargo.toml"
[ -f "$work/Cargo.lock" ] || cp "$root/Cargo.lock" "$work/Cargo.lock"
for crate in "${members[@]}"; do
  start=$(date +%s)
  if out=$(cd "$work" && cargo clippy -q -p "$crate" -- -D warnings 2>&1); then
    compiled=$((compiled+1)); echo "ok: $crate ($(( $(date +%s) - start )) s)"
  else
    reason=$(echo "$out" | grep -m1 -E '^error' | cut -c1-160)
    reasons["compile: $reason"]+="$crate "
    echo "COMPILE FAILED: $crate"; echo "$out" | grep -E '^error' -A5 | head -20
  fi
done
echo "generated $generated/$total, compiled $compiled/$total"
for r in "${!reasons[@]}"; do echo "  $r: ${reasons[$r]}"; done
[ "$compiled" -eq "$total" ]
