#!/usr/bin/env bash
# The development set of issue 40: three real documents nobody here tuned for
# (../shared/corpus/devset/{stripe.com,hetzner.cloud,digitalocean.com}.json), measured two ways.
#
#   bench/devset.sh         (from anywhere; about 7 minutes, most of it waiting for Prism to read Stripe)
#
# 1. Names: `oapigen generate` (no overlay) writes each crate's API.md; bench/devset/names.py
#    compares its calls, by method and path, with the provider SDK's (bench/devset/sdk/*.tsv) and
#    with a naive path rule, and lists our mismatches by kind.
# 2. Consumer scenarios (bench/devset/scenarios_*.py), written with each provider's Python SDK as
#    its users write them, run against `oapigen fake DOC` (reset before each) and against Prism's
#    stateless mock of the same document, in the same run.
# Then the two tables (bench/devset/report.py). The output is copied to target/devset/last-run.txt;
# per-call name comparisons are in target/devset/names-DOC.tsv, the servers' logs in target/devset/logs/.
#
# Needs the network the first time: it installs stripe 13.0.1, hcloud 2.27.0 and pydo 0.44.0 into a
# virtualenv (bench/.tools/devset-venv) and @stoplight/prism-cli 5.14.2 with npm (bench/.tools/prism),
# both ignored by git. Not part of CI.
#
# Knobs (environment): OAPIGEN (an oapigen binary to use instead of building the release one),
# DEVSET_CORPUS (the documents' folder), DEVSET_DOCS (which of the three to run), DEVSET_PORT (the
# first of six ports on 127.0.0.1; default 47310), DEVSET_SKIP_PRISM=1, DEVSET_PRISM_WAIT (seconds
# from Prism's start to wait for it to listen; default 360: Prism 5.14.2 had not read Stripe's
# document after 25 minutes here, and the run stays within about 7 minutes).
set -uo pipefail
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/.."
root=$(pwd)
work=$root/target/devset
tools=$root/bench/.tools
corpus=${DEVSET_CORPUS:-$root/../shared/corpus/devset}
read -r -a docs <<< "${DEVSET_DOCS:-stripe.com hetzner.cloud digitalocean.com}"
port=${DEVSET_PORT:-47310}
prism_wait=${DEVSET_PRISM_WAIT:-360}
venv=$tools/devset-venv
prism=$tools/prism/node_modules/.bin/prism
prism_version=5.14.2
sdks=(stripe==13.0.1 hcloud==2.27.0 pydo==0.44.0)
mkdir -p "$work/logs" "$work/gen"
rm -f "$work"/names-*.txt "$work"/names-*.tsv "$work"/scenarios-*.jsonl "$work"/scenarios-*.skipped
exec > >(tee "$work/last-run.txt") 2>&1

say() { printf '%s\n' "$*"; }
die() { say "error: $*"; exit 1; }

pids=()
cleanup() {
  local pid
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
}
trap cleanup EXIT

[ -d "$corpus" ] || die "$corpus not found (the shared material sits beside the repository)"
sdk_of() { case $1 in stripe.com) echo stripe ;; hetzner.cloud) echo hcloud ;; digitalocean.com) echo pydo ;; esac; }
started=$(date +%s)

say "== development set (issue 40)"
say "date: $(date -u '+%Y-%m-%d %H:%M UTC'); load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
say "oapigen: commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD -- generator fake runtime cli 2>/dev/null || echo ' + uncommitted changes')"

# ---------------------------------------------------------------- tools
if ! "$venv/bin/python" -c 'import stripe, hcloud, pydo, sys; sys.exit(not (stripe.VERSION == "13.0.1" and hcloud.__version__ == "2.27.0"))' 2>/dev/null; then
  say "-- installing ${sdks[*]} into bench/.tools/devset-venv"
  python3 -m venv "$venv" || die "python3 -m venv failed"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "${sdks[@]}" || die "pip install ${sdks[*]} failed"
fi
if [ -z "${DEVSET_SKIP_PRISM:-}" ] && ! "$prism" --version 2>/dev/null | grep -qx "$prism_version"; then
  say "-- installing @stoplight/prism-cli $prism_version into bench/.tools/prism"
  mkdir -p "$tools/prism"
  npm install --silent --no-audit --no-fund --prefix "$tools/prism" "@stoplight/prism-cli@$prism_version" > "$work/logs/npm.log" 2>&1 \
    || die "npm install @stoplight/prism-cli failed (see target/devset/logs/npm.log)"
fi
if [ -n "${OAPIGEN:-}" ]; then
  oapigen=$OAPIGEN
else
  say "-- building oapigen (release)"
  cargo build -q --release -p oapigen-cli || die "cargo build --release -p oapigen-cli failed"
  oapigen=${CARGO_TARGET_DIR:-$root/target}/release/oapigen
fi
# A copy, so that a concurrent build cannot swap the binary mid-run.
cp "$oapigen" "$work/oapigen" || die "no oapigen binary at $oapigen"
oapigen=$work/oapigen

# ---------------------------------------------------------------- Prism, started first (Stripe takes minutes)
prism_port() { echo $((port + 3 + $1)); }
prism_pids=()
prism_started=$(date +%s)
if [ -z "${DEVSET_SKIP_PRISM:-}" ]; then
  i=0
  for doc in "${docs[@]}"; do
    "$prism" mock -h 127.0.0.1 -p "$(prism_port $i)" "$corpus/$doc.json" > "$work/logs/prism-$doc.log" 2>&1 &
    pids+=($!)
    prism_pids+=($!)
    i=$((i + 1))
  done
fi

# ---------------------------------------------------------------- names
say ""
say "-- names: each SDK's calls, by method and path, against API.md (no overlay) and against the naive path rule"
for doc in "${docs[@]}"; do
  rm -rf "$work/gen/$doc"
  "$oapigen" generate "$corpus/$doc.json" --out "$work/gen/$doc" > "$work/logs/generate-$doc.log" 2>&1 \
    || { say "oapigen generate $doc failed (target/devset/logs/generate-$doc.log)"; continue; }
  python3 "$root/bench/devset/names.py" "$doc" "$corpus/$doc.json" "$root/bench/devset/sdk/$(sdk_of "$doc").tsv" \
    "$work/gen/$doc/API.md" "$work/names-$doc.tsv" > "$work/names-$doc.txt" || say "names.py failed on $doc"
  grep -v '^SUMMARY ' "$work/names-$doc.txt"
done

# ---------------------------------------------------------------- scenarios
ready() { # url: waits (10 s at most) until the server answers anything
  local i
  for i in $(seq 1 100); do
    curl -s -o /dev/null -m 1 "$1" && return 0
    sleep 0.1
  done
  return 1
}
scenarios() { # doc base server [--reset]
  (cd "$root/bench/devset" && PYTHONDONTWRITEBYTECODE=1 timeout 300 "$venv/bin/python" run_scenarios.py "$1" "$2" ${4:-}) > "$work/scenarios-$3-$1.jsonl" 2> "$work/logs/scenarios-$3-$1.err"
  local rc=$?
  [ $rc -eq 0 ] || say "scenarios of $1 against $3 ended with status $rc (target/devset/logs/scenarios-$3-$1.err)"
}

say ""
say "-- consumer scenarios against oapigen fake (reset before each)"
i=0
for doc in "${docs[@]}"; do
  p=$((port + i))
  "$oapigen" fake "$corpus/$doc.json" --listen "127.0.0.1:$p" > "$work/logs/fake-$doc.log" 2>&1 &
  fake=$!
  pids+=($fake)
  if ready "http://127.0.0.1:$p/__fake/journal"; then
    scenarios "$doc" "http://127.0.0.1:$p" fake --reset
    say "$doc: $(grep -c '"ok": true' "$work/scenarios-fake-$doc.jsonl") of $(grep -c '^{' "$work/scenarios-fake-$doc.jsonl") pass"
  else
    say "$doc: the fake did not answer (target/devset/logs/fake-$doc.log)"
  fi
  kill "$fake" 2>/dev/null
  wait "$fake" 2>/dev/null
  i=$((i + 1))
done

if [ -z "${DEVSET_SKIP_PRISM:-}" ]; then
  say ""
  say "-- consumer scenarios against Prism $prism_version (stateless; started at the beginning)"
  i=0
  for doc in "${docs[@]}"; do
    p=$(prism_port $i)
    until grep -q "Prism is listening" "$work/logs/prism-$doc.log" 2>/dev/null; do
      if [ "$(date +%s)" -ge $((prism_started + prism_wait)) ] || ! kill -0 "${prism_pids[$i]}" 2>/dev/null; then break; fi
      sleep 2
    done
    if grep -q "Prism is listening" "$work/logs/prism-$doc.log"; then
      scenarios "$doc" "http://127.0.0.1:$p" prism
      say "$doc: $(grep -c '"ok": true' "$work/scenarios-prism-$doc.jsonl") of $(grep -c '^{' "$work/scenarios-prism-$doc.jsonl") pass"
    elif kill -0 "${prism_pids[$i]}" 2>/dev/null; then
      echo "Prism did not listen within $prism_wait s of its start" > "$work/scenarios-prism-$doc.skipped"
      say "$doc: $(cat "$work/scenarios-prism-$doc.skipped") (target/devset/logs/prism-$doc.log)"
    else
      echo "Prism exited before it listened" > "$work/scenarios-prism-$doc.skipped"
      say "$doc: $(cat "$work/scenarios-prism-$doc.skipped") (target/devset/logs/prism-$doc.log)"
    fi
    kill "${prism_pids[$i]}" 2>/dev/null
    i=$((i + 1))
  done
fi

say ""
python3 "$root/bench/devset/report.py" "$work"
say ""
say "took $(($(date +%s) - started)) s"
