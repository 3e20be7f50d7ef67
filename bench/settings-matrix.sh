#!/usr/bin/env bash
# The settings matrix: generates a crate for every case of bench/settings-cases.txt (filters,
# types only, no validation, module output, format and schema replacements, derives,
# skip-unsupported, overlays, on spec/cloud.yaml, the provider's document and GitHub's) and checks
# each with `cargo clippy -D warnings`, sharing one target directory. A generation that panics or
# fails, or a crate that does not pass clippy, fails the run.
#
#   bench/settings-matrix.sh [CASES_FILE]
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
cases=${1:-bench/settings-cases.txt}
shared=$root/../shared
work=${OAPIGEN_MATRIX_WORK:-$root/target/settings-matrix}
mkdir -p "$work"
cargo build -q --release -p oapigen-cli || exit 1
bin=$root/target/release/oapigen
# The corpus check's target directory: the dependencies are built once for both.
export CARGO_TARGET_DIR=${OAPIGEN_MATRIX_TARGET:-$root/target/corpus/target}

members=(); failed=(); total=0
while IFS='|' read -r name doc flags; do
  name=$(echo "$name" | xargs); doc=$(echo "$doc" | xargs)
  [ -z "$name" ] || [[ "$name" == \#* ]] && continue
  case "$doc" in shared/*) doc=$shared/${doc#shared/} ;; esac
  if [ ! -f "$doc" ]; then echo "skip: $name ($doc absent)"; continue; fi
  total=$((total+1))
  crate=matrix-$name
  module=; args=()
  for f in $flags; do
    case "$f" in module:*) module=${f#module:} ;; *) args+=("$f") ;; esac
  done
  rm -rf "${work:?}/$crate"
  out=$("$bin" generate "$doc" "${args[@]}" --out "$work/$crate" --crate-name "$crate" --runtime-path "$root/runtime" 2>&1)
  code=$?
  if [ $code -eq 0 ] && [ -n "$module" ]; then
    # Module output: the crate's Cargo.toml, its lib.rs replaced by an include of the module.
    out=$("$bin" generate "$doc" "${args[@]}" --module "$work/$crate/src/module.rs" --module-name "$module" 2>&1)
    code=$?
    printf 'include!("module.rs");\npub use %s::*;\n' "$module" > "$work/$crate/src/lib.rs"
  fi
  if [ $code -ne 0 ]; then
    echo "GENERATE FAILED: $name: $(echo "$out" | grep -m3 -E '^(error|internal)')"
    failed+=("$name"); continue
  fi
  if echo "$out" | grep -q "panicked"; then echo "PANIC: $name"; failed+=("$name"); continue; fi
  members+=("$crate")
done < "$cases"
{
  echo '[workspace]'; echo 'resolver = "3"'; printf 'members = ['; printf '"%s", ' "${members[@]}"; echo ']'
} > "$work/Cargo.toml"
cp "$root/Cargo.lock" "$work/Cargo.lock"
for crate in "${members[@]}"; do
  start=$(date +%s)
  if out=$(cd "$work" && cargo clippy -q -p "$crate" -- -D warnings 2>&1); then
    echo "ok: $crate ($(( $(date +%s) - start )) s, $(cat "$work/$crate"/src/*.rs | wc -l) lines)"
  else
    echo "CLIPPY FAILED: $crate"; echo "$out" | grep -E '^error' -A7 | head -30
    failed+=("${crate#matrix-}")
  fi
done
echo "settings matrix: $((total - ${#failed[@]})) passed, ${#failed[@]} failed"
[ ${#failed[@]} -eq 0 ]
