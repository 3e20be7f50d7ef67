#!/usr/bin/env python3
"""Where the lines of an oapigen-generated crate go (issue 7: what limits compile time).

    bench/type-breakdown.py [CRATE_DIR]        (default: generated/)

Splits src/types.rs into its top-level items and gives each to the type it belongs to (`XBuilder`
and `impl X { fn builder }` count as X's builder), then sorts the types into groups: those
reachable from a request (a request body or parameter named in src/client.rs, and every type
their definitions name, transitively), from a response (a type an answer is read into), both, or
neither. Prints lines
per group and per kind of item (definition, `Validate`, builder, other impls). A heuristic over
the printed code, not a parse: good for proportions, not exact to the line.
"""
import re
import sys
from collections import defaultdict
from pathlib import Path

crate = Path(sys.argv[1] if len(sys.argv) > 1 else "generated")
types_rs = (crate / "src/types.rs").read_text()
client_rs = (crate / "src/client.rs").read_text() if (crate / "src/client.rs").exists() else ""

# Top-level items: an item starts at a column-0 line that is not a comment, attribute or closer;
# doc comments and attributes just above it belong to it.
lines = types_rs.split("\n")
items = []  # (header line, start, end)
start = 0
for i, line in enumerate(lines):
    if line.startswith(("pub ", "impl", "const ", "static ", "fn ", "mod ", "use ")):
        items.append([line, start, None])
    if line == "}" or (line and line[0] not in " \t/#}" and line.rstrip().endswith((";", "{}"))):
        if items and items[-1][2] is None:
            items[-1][2] = i + 1
            start = i + 1
for it in items:
    if it[2] is None:
        it[2] = len(lines)

defined = {}
for header, s, e in items:
    m = re.match(r"pub (?:struct|enum|type) (\w+)", header)
    if m:
        defined[m.group(1)] = (s, e)
names = set(defined)
# `XBuilder` is part of X, not a type of its own.
names -= {n for n in names if n.endswith("Builder") and n[: -len("Builder")] in names}


def owner_of(header):
    """(type, kind) of an item."""
    m = re.match(r"pub (?:struct|enum|type) (\w+)", header)
    if m:
        n = m.group(1)
        if n.endswith("Builder") and n[: -len("Builder")] in names:
            return n[: -len("Builder")], "builder"
        return n, "definition"
    m = re.match(r"impl(?:<[^>]*>)?\s+(?:[\w:<>, ']+?\s+for\s+)?(?:::)?([\w:]+)", header)
    if m:
        target = m.group(1).split("::")[-1]
        trait = header.split(" for ")[0] if " for " in header else ""
        if target.endswith("Builder") and target[: -len("Builder")] in names:
            return target[: -len("Builder")], "builder"
        if "Validate" in trait:
            return target, "validate"
        return target, "impl"
    return None, "other"


per_type = defaultdict(lambda: defaultdict(int))
other = 0
for header, s, e in items:
    owner, kind = owner_of(header)
    n = e - s
    if owner is None or owner not in names:
        other += n
        continue
    if kind == "impl" and "fn builder()" in "\n".join(lines[s:e]):
        kind = "builder"
    per_type[owner][kind] += n

# Roots: types named by request builders (fields and setters) and types that answers are read into.
req_roots, resp_roots = set(), set()
for line in client_rs.split("\n"):
    found = {n for n in re.findall(r"types::(\w+)", line) if n in names}
    if "send_json" in line or "Result<" in line or "Item =" in line:
        resp_roots |= found
    elif re.search(r"(value: |: ::std::option::Option<)", line):
        req_roots |= found

word = re.compile(r"\b([A-Z]\w*)\b")
refs = {n: {w for w in word.findall("\n".join(lines[s:e])) if w in names and w != n} for n, (s, e) in defined.items()}


def closure(roots):
    seen, todo = set(), list(roots)
    while todo:
        n = todo.pop()
        if n not in seen:
            seen.add(n)
            todo.extend(refs.get(n, ()))
    return seen


req, resp = closure(req_roots), closure(resp_roots)
kinds = ["definition", "validate", "builder", "impl"]
total = len(lines)
print(f"{crate}/src/types.rs: {total} lines, {len(names)} types; reachable from a request: {len(req)}, from a response: {len(resp)}")
print()
print("| types | count | definition | Validate | builder | other impls | all |")
print("|---|---:|---:|---:|---:|---:|---:|")
groups = (("request only", req - resp), ("request and response", req & resp), ("response only", resp - req), ("neither (unused by operations)", names - req - resp))
for label, group in groups:
    sums = [sum(per_type[n][k] for n in group) for k in kinds]
    print(f"| {label} | {len(group)} | " + " | ".join(str(x) for x in sums) + f" | {sum(sums)} |")
print(f"| (module items not owned by a type) | | | | | | {other} |")
not_req = names - req
resp_builders = sum(per_type[n]["builder"] for n in not_req)
resp_validate = sum(per_type[n]["validate"] for n in not_req)
print()
print(f"builders of types no request reaches: {resp_builders} lines ({100 * resp_builders / total:.0f}% of types.rs); "
      f"their Validate impls: {resp_validate} lines ({100 * resp_validate / total:.0f}%)")
