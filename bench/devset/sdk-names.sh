#!/usr/bin/env bash
# Re-extracts bench/devset/sdk/{stripe,hcloud,pydo}.tsv, the calls of each provider's Python SDK
# with their HTTP method and path, from the SDK's wheel (downloaded with pip, never installed;
# bench/devset/sdk_calls.py reads its sources), and says which changed.
#
# The versions are pinned: stripe 13.0.1 (released 2025-10-03, the closest before the document's
# 2025-10-15 copy), hcloud 2.27.0 and pydo 0.44.0 (the releases current when the fixtures were
# made). STRIPE_SDK_VERSION, HCLOUD_SDK_VERSION and PYDO_SDK_VERSION choose others.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for pair in "stripe:${STRIPE_SDK_VERSION:-13.0.1}" "hcloud:${HCLOUD_SDK_VERSION:-2.27.0}" "pydo:${PYDO_SDK_VERSION:-0.44.0}"; do
  sdk=${pair%%:*}
  version=${pair#*:}
  python3 -m pip download --quiet --disable-pip-version-check --no-deps "$sdk==$version" -d "$work/$sdk"
  python3 sdk_calls.py "$sdk" "$work/$sdk"/*.whl "$version" > "$work/$sdk.tsv"
  if diff -q "$work/$sdk.tsv" "sdk/$sdk.tsv" > /dev/null 2>&1; then
    echo "bench/devset/sdk/$sdk.tsv is $sdk $version's ($(grep -vc '^#' "$work/$sdk.tsv") calls)"
  else
    mkdir -p sdk
    cp "$work/$sdk.tsv" "sdk/$sdk.tsv"
    echo "bench/devset/sdk/$sdk.tsv updated from $sdk $version ($(grep -vc '^#' "$work/$sdk.tsv") calls): review the diff"
  fi
done
