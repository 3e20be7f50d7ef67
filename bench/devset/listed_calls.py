#!/usr/bin/env python3
"""The calls an SDK lists beside their HTTP method and path, as the TSV names.py reads, and how
the groups of our calls compare with the SDK's.

    listed_calls.py calls stainless|openapi-generator FILE DOC > calls.tsv
    listed_calls.py groups NAME SDK_TSV API_MD DOC

`calls` reads one of two listings:
- stainless: the `api.md` of a Stainless SDK (its sdist carries it), every call written
  `<code title="get /path/{id}">client.a.b.<a …>name</a>`; the chain is the call after `client.`.
- openapi-generator: the endpoint table of an OpenAPI Generator SDK's README (its wheel's
  METADATA carries it), `*TasksApi* | [**get_tasks**](…) | **GET** /tasks | …`; the chain is the
  API class in snake case without its `Api` (the object users call through) and the method.
Where the SDK's paths carry the path of the document's server (`/api/v2/tokens` for a server
`https://app.launchdarkly.com/api/v2` and a path `/tokens`), that prefix is left out.

`groups` prints one line: of the calls in both, how many of our chains without their method word
are the SDK's without its own (`kv.namespaces` for `kv.namespaces.create`). That is the measure
of where a call sits, which a document whose SDK names its methods by operationId
(`tasks.get_tasks`) can still judge.
"""

import json
import re
import sys
import urllib.parse
import zipfile

sys.path.insert(0, __import__("os").path.dirname(__file__))
import names  # noqa: E402


def snake(name):
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def read(path):
    if path.endswith(".whl"):
        z = zipfile.ZipFile(path)
        return z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    return open(path).read()


def stainless(text):
    for m in re.finditer(r'<code title="(\w+) ([^"]+)">client\.([\w.]*?)\.?<a [^>]*>(\w+)</a>', text):
        method, path, chain, name = m.groups()
        yield method.upper(), path, f"{chain}.{name}" if chain else name


def openapi_generator(text):
    row = r"^\*(\w+)\* \| \[\*\*(\w+)\*\*\]\([^)]*\) \| \*\*(\w+)\*\* ([^ |]+)"
    for cls, method_name, method, path in re.findall(row, text, re.M):
        group = snake(re.sub(r"Api$", "", cls))
        yield method.upper(), path, f"{group}.{method_name}"


def calls(kind, listing, doc_path):
    doc = json.load(open(doc_path))
    prefix = ""
    for server in doc.get("servers") or []:
        prefix = urllib.parse.urlparse(server.get("url", "")).path.rstrip("/")
        break
    in_doc = {names.shape(p) for p in doc["paths"]}
    text = read(listing)
    rows = stainless(text) if kind == "stainless" else openapi_generator(text)
    print(f"# {kind} listing {listing.rsplit('/', 1)[-1]}: method, path, chain")
    for method, path, chain in rows:
        if prefix and path.startswith(prefix + "/") and names.shape(path) not in in_doc:
            path = path[len(prefix) :]
        print(f"{method}\t{path}\t{chain}")


def groups(name, sdk_tsv, api_md, doc_path):
    doc = json.load(open(doc_path))
    in_doc = {(m.upper(), names.shape(p)) for p, item in doc["paths"].items() for m in item if m in names.HTTP}
    sdk = names.sdk_calls(sdk_tsv)
    ours = names.our_calls(api_md)
    both = [k for k in sdk if k in in_doc]
    alike = sum(1 for k in both if k in ours and ours[k].rsplit(".", 1)[0] in {c.rsplit(".", 1)[0] for c in sdk[k]})
    print(f"GROUPS {json.dumps({'doc': name, 'calls': len(both), 'groups': alike})}")


if __name__ == "__main__":
    if sys.argv[1] == "calls":
        calls(*sys.argv[2:5])
    elif sys.argv[1] == "groups":
        groups(*sys.argv[2:6])
    else:
        sys.exit(__doc__)
