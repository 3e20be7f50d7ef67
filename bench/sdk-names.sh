#!/usr/bin/env bash
# Re-extracts tests/fixtures/gcore-sdk/cloud-calls.tsv from the provider's Python SDK (PyPI `gcore`,
# the version below; its gcore/resources/cloud/api.md lists every Cloud call with its HTTP method and
# path) and says whether it changed. The agreement of our client's names with it is measured by
# tests/tests/resource_names.rs (with the example overlay, and with the rules alone).
set -euo pipefail
cd "$(dirname "$0")/.."
version=${GCORE_SDK_VERSION:-0.53.0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m pip download --quiet --no-deps "gcore==$version" -d "$work"
python3 - "$work"/gcore-*.whl "$version" > "$work/calls.tsv" <<'PY'
import re, sys, zipfile
wheel, version = sys.argv[1], sys.argv[2]
text = zipfile.ZipFile(wheel).read("gcore/resources/cloud/api.md").decode()
print(f"# The Cloud calls of the provider's Python SDK (PyPI `gcore` {version}, gcore/resources/cloud/api.md): method, path, and the call without its leading `client.cloud.`. Facts about the API, as the document is; bench/sdk-names.sh re-extracts them.")
for m in re.finditer(r'<code title="(\w+) ([^"]+)">client\.cloud\.([\w.]*?)\.?<a [^>]*>(\w+)</a>', text):
    method, path, chain, name = m.groups()
    print(f"{method.upper()}\t{path}\t{chain + '.' + name if chain else name}")
PY
if diff -q "$work/calls.tsv" tests/fixtures/gcore-sdk/cloud-calls.tsv > /dev/null; then
  echo "tests/fixtures/gcore-sdk/cloud-calls.tsv is the SDK $version's ($(grep -vc '^#' "$work/calls.tsv") calls)"
else
  cp "$work/calls.tsv" tests/fixtures/gcore-sdk/cloud-calls.tsv
  echo "tests/fixtures/gcore-sdk/cloud-calls.tsv updated from the SDK $version: review the diff"
fi
