#!/usr/bin/env bash
# The provider's own SDK test suite (gcore 0.53.0, Stainless-generated; its Cloud tests) against
# `oapigen fake --auto-create` on the provider's document (issue 41: "the SDK's suite in contract
# mode"). Every test sends one call with placeholder ids (`project_id=1`, a zero UUID) and checks
# that the answer decodes into the SDK's models; contract mode makes each record on its first read.
#
#   bench/sdk-contract.sh      (from anywhere; about a minute once the SDK is installed)
#
# Needs the network the first time: it installs gcore 0.53.0's source distribution (the tests are
# in it, not in the wheel) with its test dependencies into bench/.tools/sdk-venv (ignored by git).
# Not part of CI. It prints pytest's summary and each distinct failure message, counted; the full
# log is target/sdk-contract/pytest.log, the fake's target/sdk-contract/fake.log.
#
# Knobs (environment): OAPIGEN (an oapigen binary instead of building the debug one), SDK_DOC (the
# document; default ../shared/corpus/gcore/cloud_api.yaml), SDK_PORT (default 47420), SDK_TESTS
# (pytest paths inside the SDK; default tests/api_resources/cloud: the document holds Cloud only).
set -uo pipefail
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/.."
root=$(pwd)
work=$root/target/sdk-contract
tools=$root/bench/.tools
venv=$tools/sdk-venv
version=0.53.0
doc=${SDK_DOC:-$root/../shared/corpus/gcore/cloud_api.yaml}
port=${SDK_PORT:-47420}
tests=${SDK_TESTS:-tests/api_resources/cloud}
mkdir -p "$work"

die() { echo "error: $*"; exit 1; }
[ -f "$doc" ] || die "$doc not found (the shared material sits beside the repository)"

if [ ! -d "$tools/gcore-$version/tests" ]; then
  mkdir -p "$tools" && cd "$tools" || exit 1
  python3 -m pip download -q --no-binary :all: --no-deps "gcore==$version" || die "could not download gcore $version"
  tar xzf "gcore-$version.tar.gz" || die "could not unpack gcore $version"
  cd "$root" || exit 1
fi
if [ ! -x "$venv/bin/pytest" ]; then
  python3 -m venv "$venv" || die "could not make $venv"
  "$venv/bin/pip" install -q "$tools/gcore-$version[aiohttp]" pytest pytest-asyncio pytest-xdist \
    respx dirty-equals time-machine nest_asyncio || die "could not install the SDK's test dependencies"
fi

bin=${OAPIGEN:-}
if [ -z "$bin" ]; then
  cargo build -q -p oapigen-cli || die "cargo build failed"
  bin=$root/target/debug/oapigen
fi

"$bin" fake --auto-create --listen "127.0.0.1:$port" "$doc" > "$work/fake.log" 2>&1 &
fake=$!
trap 'kill $fake 2>/dev/null; wait $fake 2>/dev/null' EXIT
for _ in $(seq 1 120); do
  curl -s -o /dev/null "http://127.0.0.1:$port/__fake/" && break
  sleep 0.5
done

echo "== gcore $version's tests ($tests) against oapigen fake --auto-create, commit $(git rev-parse --short HEAD)"
cd "$tools/gcore-$version" || exit 1
TEST_API_BASE_URL="http://127.0.0.1:$port" "$venv/bin/python" -m pytest "$tests" -q -p no:cacheprovider \
  -n 2 --tb=line > "$work/pytest.log" 2>&1
tail -n 1 "$work/pytest.log"
echo "-- failures by message (counted):"
grep -E '^E  ' "$work/pytest.log" | cut -c1-240 | sort | uniq -c | sort -rn
