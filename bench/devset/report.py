#!/usr/bin/env python3
"""The tables of a development-set run, from what bench/devset.sh left in its work directory.

    report.py WORK_DIR

Reads `names-DOC.txt` (the `SUMMARY` line of names.py) and `scenarios-{fake,prism}-DOC.jsonl`
(run_scenarios.py), and prints two Markdown tables: names (ours and the naive rule against the
SDK) and scenarios (oapigen's fake beside Prism, with the first failure's reason).
"""

import json
import pathlib
import sys

DOCS = ["stripe.com", "hetzner.cloud", "digitalocean.com"]
SERVERS = [("fake", "oapigen fake"), ("prism", "Prism")]


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def main():
    work = pathlib.Path(sys.argv[1])
    print("### Names: the client's calls beside the provider SDK's (no overlay)\n")
    print("| document | SDK calls in the document | ours alike | naive rule alike | ours, same words | naive, same words |")
    print("|---|---:|---:|---:|---:|---:|")
    for doc in DOCS:
        path = work / f"names-{doc}.txt"
        if not path.exists():
            continue
        summary = None
        if path.exists():
            for line in path.read_text().splitlines():
                if line.startswith("SUMMARY "):
                    summary = json.loads(line[len("SUMMARY ") :])
        if summary is None:
            print(f"| {doc} | (not run) | | | | |")
            continue
        n = summary["calls"]
        pct = lambda k: f"{summary[k]} ({100 * summary[k] // n if n else 0}%)"  # noqa: E731
        print(f"| {doc} | {n} | {pct('ours')} | {pct('naive')} | {pct('ours_words')} | {pct('naive_words')} |")

    print("\n### Consumer scenarios: oapigen's fake beside Prism (same document, same scenarios)\n")
    results = {}
    for server, _ in SERVERS:
        for doc in DOCS:
            path = work / f"scenarios-{server}-{doc}.jsonl"
            if not path.exists():
                continue
            for line in path.read_text().splitlines():
                if line.startswith("{"):
                    r = json.loads(line)
                    results[(server, doc, r["scenario"])] = r
    skipped = {}
    for server, _ in SERVERS:
        for doc in DOCS:
            path = work / f"scenarios-{server}-{doc}.skipped"
            if path.exists():
                skipped[(server, doc)] = path.read_text().strip()
    print("| document | scenario | " + " | ".join(label for _, label in SERVERS) + " |")
    print("|---|---|" + "---|" * len(SERVERS))
    totals = {}
    for doc in DOCS:
        names = []
        for (server, d, name) in results:
            if d == doc and name not in names:
                names.append(name)
        for name in names:
            cells = []
            for server, _ in SERVERS:
                r = results.get((server, doc, name))
                if r is None:
                    cells.append(f"not run: {skipped[(server, doc)]}" if (server, doc) in skipped else "(not run)")
                    continue
                passed, total = totals.get((server, doc), (0, 0))
                totals[(server, doc)] = (passed + r["ok"], total + 1)
                cells.append("pass" if r["ok"] else f"FAIL: {cell(r['reason'])}")
            print(f"| {doc} | `{name}` | " + " | ".join(cells) + " |")
    print()
    for doc in DOCS:
        parts = []
        for server, label in SERVERS:
            if (server, doc) in totals:
                passed, total = totals[(server, doc)]
                parts.append(f"{label} {passed}/{total}")
            elif (server, doc) in skipped:
                parts.append(f"{label}: {skipped[(server, doc)]}")
        if parts:
            print(f"- {doc}: " + ", ".join(parts))


if __name__ == "__main__":
    main()
