#!/usr/bin/env bash
# GitHub's document (767 operations) driven through PyGithub, a hand-written SDK that follows the
# addresses records hold, against `oapigen fake` with no overlay (bench/github/scenario.py).
#
#   bench/github-sdk.sh        (from anywhere; under a minute once the release binary is built)
#
# Needs the network the first time: it installs PyGithub 2.10.0 into bench/.tools/github-venv
# (ignored by git). Not part of CI. Knobs: OAPIGEN (an oapigen binary instead of building the
# release one), GITHUB_SDK_PORT (default 47330, on 127.0.0.1).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
doc=$root/../shared/corpus/progenitor-samples/api.github.com.json
venv=$root/bench/.tools/github-venv
port=${GITHUB_SDK_PORT:-47330}
[ -f "$doc" ] || { echo "skipped: $doc not found (the shared material sits beside the repository)"; exit 0; }
if ! "$venv/bin/python" -c 'import github, importlib.metadata as m, sys; sys.exit(m.version("PyGithub") != "2.10.0")' 2>/dev/null; then
  python3 -m venv "$venv" && "$venv/bin/pip" install --quiet --disable-pip-version-check PyGithub==2.10.0 \
    || { echo "error: pip install PyGithub==2.10.0 failed"; exit 1; }
fi
if [ -n "${OAPIGEN:-}" ]; then
  oapigen=$OAPIGEN
else
  cargo build -q --release -p oapigen-cli || exit 1
  oapigen=${CARGO_TARGET_DIR:-$root/target}/release/oapigen
fi
"$oapigen" fake "$doc" --listen "127.0.0.1:$port" > /dev/null 2>&1 &
fake=$!
trap 'kill $fake 2>/dev/null; wait $fake 2>/dev/null' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$port/__fake/model" > /dev/null && break
  sleep 0.1
done
echo "== GitHub's document through PyGithub 2.10.0 against oapigen fake ($(git rev-parse --short HEAD 2>/dev/null))"
timeout 300 "$venv/bin/python" bench/github/scenario.py "http://127.0.0.1:$port"
