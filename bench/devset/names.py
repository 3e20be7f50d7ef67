#!/usr/bin/env python3
"""How the generated client's calls are spelled beside the provider SDK's, per document.

    names.py NAME DOC SDK_TSV API_MD [DETAIL_TSV]

NAME labels the output; DOC is the OpenAPI document (JSON); SDK_TSV a fixture of `sdk_calls.py`;
API_MD the `API.md` of the crate `oapigen generate DOC` wrote (no overlay). Prints the counts and
our mismatches grouped by kind; DETAIL_TSV, when given, gets one row per call.

What is compared (bench/README.md says the same):
- A call is a method and path of the document that the SDK calls (placeholders compared as `{}`).
  Where the SDK has two calls for one method and path (`certificates.create` and
  `certificates.create_managed`), ours is alike if it is spelled as either.
- Spelling: ours is the chain of `API.md` without `client.` and `()`
  (`client.floating_ips().assign()` → `floating_ips.assign`); the SDK's is its chain after
  `client.` (stripe: after `client.v1.`), both snake_case already. The SDK's own words for the
  standard reads are read as ours: `retrieve` and `get_by_id` as `get`, `get_list` as `list`, and
  only as the last word. Nothing else is folded: `update` is not `replace`, `assign` is not
  `actions_assign`, `kubernetes.list_clusters` is not `kubernetes.clusters.list`.
- "Same words" is looser: the multiset of words of the chain (split at `.` and `_`, a trailing `s`
  dropped, the synonyms above applied to every word), so that a flat `kubernetes.list_clusters`
  and a nested `kubernetes.clusters.list` agree. It says whether the vocabulary carries where the
  SDK's grouping style differs.
- The naive baseline: the literal segments of the path without version segments (`v1`, `v2`),
  `-` → `_`, lowercased, joined by `.`, then the word of the HTTP method: GET `list` where the path
  ends in a literal and `get` where it ends in a parameter, POST `create`, PUT and PATCH `update`,
  DELETE `delete` (`POST /floating_ips/{id}/actions/assign` → `floating_ips.actions.assign.create`).
"""

import collections
import json
import re
import sys
import urllib.parse

SYNONYMS = {"retrieve": "get", "get_by_id": "get", "get_list": "list"}
HTTP = ("get", "post", "put", "patch", "delete")


def shape(path):
    return re.sub(r"\{[^}]*\}", "{}", path)


def sdk_calls(tsv):
    out = collections.defaultdict(list)
    for line in open(tsv):
        if line.startswith("#") or not line.strip():
            continue
        method, path, chain = line.rstrip("\n").split("\t")
        words = chain.split(".")
        words[-1] = SYNONYMS.get(words[-1], words[-1])
        out[(method, shape(path))].append(".".join(words))
    return out


def our_calls(api_md):
    out = {}
    for line in open(api_md):
        m = re.match(r"- `client\.(.*?)` — `(\w+) ([^`]+)`", line)
        if m:
            out[(m[2], shape(m[3]))] = m[1].replace("()", "")
    return out


def naive(method, path):
    segs = [s for s in path.strip("/").split("/") if s]
    literals = [
        s.replace("-", "_").lower()
        for s in segs
        if not s.startswith("{") and not re.fullmatch(r"v\d+(beta\d*|alpha\d*)?", s)
    ]
    item = bool(segs) and segs[-1].startswith("{")
    word = {
        "GET": "get" if item else "list",
        "POST": "create",
        "PUT": "update",
        "PATCH": "update",
        "DELETE": "delete",
    }[method]
    return ".".join(literals + [word])


def words(chain):
    out = []
    for w in re.split(r"[._]", chain):
        w = SYNONYMS.get(w, w)
        if len(w) > 3 and w.endswith("s"):
            w = w[:-1]
        if w:
            out.append(w)
    return collections.Counter(out)


def same_words(a, b):
    return words(a) == words(b)


def resolve(doc, node, depth=0):
    while isinstance(node, dict) and "$ref" in node and depth < 20:
        ref = node["$ref"]
        node = doc
        for part in ref.lstrip("#/").split("/"):
            part = urllib.parse.unquote(part).replace("~1", "/").replace("~0", "~")
            node = node[int(part)] if isinstance(node, list) else node[part]
        depth += 1
    return node


def answer(doc, op):
    """The schema of an operation's first 2xx JSON answer, resolved, or None."""
    for status, resp in sorted((op.get("responses") or {}).items()):
        if str(status).startswith("2"):
            resp = resolve(doc, resp)
            for media, content in (resp.get("content") or {}).items():
                if "json" in media and "schema" in content:
                    return resolve(doc, content["schema"])
    return None


def members(doc, schema, depth=0):
    """The members of an object schema, through `allOf` (DigitalOcean composes its list answers
    of a list part, `links` and `meta`)."""
    out = {}
    if not isinstance(schema, dict) or depth > 10:
        return out
    for part in schema.get("allOf", []):
        out.update(members(doc, resolve(doc, part), depth + 1))
    for k, v in (schema.get("properties") or {}).items():
        out[k] = resolve(doc, v)
    return out


def answer_shape(doc, op):
    """What a GET answers, in the words of a rule: (`an array` | `an object with an array
    member` | `an object` | `nothing in JSON`, the array members)."""
    schema = answer(doc, op)
    if not isinstance(schema, dict):
        return "nothing in JSON", ""
    if schema.get("type") == "array":
        return "an array", ""
    arrays = sorted(k for k, v in members(doc, schema).items() if isinstance(v, dict) and v.get("type") == "array")
    if arrays:
        return "an object with an array member", ", ".join(f"`{a}`" for a in arrays)
    return "an object", ""


def split(chain):
    parts = chain.split(".")
    return ".".join(parts[:-1]), parts[-1]


def sdk_verb(last):
    """The SDK's method word and the noun it carries: `list_clusters` → (`list`, `clusters`),
    `get_actions_list` → (`list`, `actions`), `update` → (`update`, ``)."""
    if "_" not in last:
        return last, ""
    if last.endswith("_list"):
        return "list", re.sub(r"^get_", "", last[: -len("_list")])
    verb, noun = last.split("_", 1)
    if verb not in NOUN_VERBS:
        return last, ""
    return SYNONYMS.get(verb, verb), noun


# The words after which an SDK's method name carries a noun (`list_clusters`, `add_rules`); after
# any other (`change_protection`, `attach_to_network`) the whole name is the action's word.
NOUN_VERBS = {"list", "get", "create", "update", "delete", "patch", "add", "remove", "assign", "unassign", "destroy"}


RELATING = {"add", "assign", "remove", "unassign", "attach", "detach"}


def kinds(method, path, sdk, ours):
    """Every kind of difference between the SDK's chain and ours, most telling first: shapes a
    document can have, so that each names a rule that would carry. The SDK's grouping
    (`kubernetes.list_clusters`, a noun in the method) is read as ours would be
    (`kubernetes.clusters.list`) before comparing, so that a kind says what our rule did."""
    if ours is None:
        return ["ours-not-in-API.md"]
    item = path.endswith("{}")
    s_res, s_last = split(sdk)
    o_res, o_word = split(ours)
    verb, noun = sdk_verb(s_last)
    out = []
    # The method word.
    if o_word == verb or (verb == "get" and o_word == "get" and noun):
        pass
    elif o_word in ("get", "list") and o_res.rsplit(".", 1)[-1] in (s_last, verb):
        out.append("GET on a path ending in a literal (`…/search`, `…/pdf`) named `<literal>.get`; the SDK names the literal as the method (`customers.search`)")
    elif sdk in (ours + ".create", ours + ".update") or s_res == ours:
        out.append("POST on a literal path of no resource named by the literal alone (`accounts.login_links`); the SDK: `login_links.create`")
    elif verb == "list" and re.fullmatch(r"get\d*", o_word):
        out.append("GET answering a list named `get`, not `list`")
    elif method == "POST" and item and verb == "update" and re.fullmatch(r"create\d*", o_word):
        out.append("POST on an item path (`/customers/{id}`) named `create`/`create2`; the SDK: `update`")
    elif method == "POST" and verb == "update" and re.fullmatch(r"create\d*", o_word):
        out.append("POST on a singular part below an item (`…/{id}/cash_balance`) named `create`; the SDK: `update`")
    elif method == "PUT" and o_word == "replace" and verb == "update":
        out.append("PUT named `replace`; the SDK: `update`")
    elif method == "PATCH" and o_word == "update" and verb == "patch":
        out.append("PATCH named `update`; the SDK: `patch` (its PUT is `update`)")
    elif o_word.startswith("actions_"):
        same = verb == o_word[len("actions_") :] or s_last == o_word[len("actions_") :]
        out.append(
            "POST `…/{id}/actions/{verb}` named `actions_{verb}`; the SDK: `{verb}`"
            if same
            else "POST `…/{id}/actions/{verb}` named `actions_{verb}`; the SDK: another word"
        )
    elif re.search(r"\d$", o_word) and not re.search(r"\d$", s_last):
        out.append("numbered name (`get2`, `create2`, `actions2`): two operations fell on one name")
    elif verb in RELATING and o_word in ("create", "delete", "update", "replace"):
        out.append("POST/DELETE on a list of related records below an item (`/firewalls/{id}/droplets`) named `create`/`delete`; the SDK: `add`/`assign`/`remove`")
    elif s_last.startswith(o_word + "_") or s_last.endswith("_" + o_word):
        out.append("the SDK qualifies the action's word with the resource (`void_invoice`, `deliver_card`)")
    else:
        out.append("another method word")
    # The resource, with the SDK's noun put back in the chain where its method word carries one
    # and ours is a standard word (`kubernetes.list_clusters` → `kubernetes.clusters`); not where
    # our word is the SDK's whole name (`actions_add_service` beside `add_service`).
    if out and (out[0].startswith("GET on a path ending") or out[0].startswith("POST on a literal path")):
        return out
    if o_word == s_last or o_word.endswith("_" + s_last):
        noun = ""
    s_full = s_res + ("." + noun if noun else "")
    s_full = s_full.strip(".")
    if s_full != o_res:
        if s_full.replace(".", "_") == o_res.replace(".", "_"):
            out.append("the SDK joins a namespace and its collection into one name (`apple_pay_domains` for `apple_pay.domains`)")
        elif s_full.replace("_", "").replace(".", "") == o_res.replace("_", "").replace(".", ""):
            out.append("run-together words split where the SDK does not (`cardholders` → `card_holders`)")
        elif words(s_full) == words(o_res):
            out.append("same words, grouped otherwise (the SDK's `kubernetes.list_clusters` for our `kubernetes.clusters.list`)")
        elif s_res.split(".")[0].endswith("_actions") and o_res.endswith(".actions"):
            out.append("the SDK keeps `…/{id}/actions` as a top group of its own (`droplet_actions`)")
        elif len(s_full.split(".")) == len(o_res.split(".")):
            out.append("a collection the SDK names otherwise (`sources` → `payment_sources`, `lines` → `line_items`)")
        else:
            out.append("the resource placed or named otherwise")
    elif s_res != o_res and not out:
        out.append("same words, grouped otherwise (the SDK's `kubernetes.list_clusters` for our `kubernetes.clusters.list`)")
    return out or ["other"]


def main():
    name, doc_path, sdk_tsv, api_md = sys.argv[1:5]
    detail = open(sys.argv[5], "w") if len(sys.argv) > 5 else None
    doc = json.load(open(doc_path))
    in_doc = {
        (m.upper(), shape(p)): p for p, item in doc["paths"].items() for m in item if m in HTTP
    }
    sdk = sdk_calls(sdk_tsv)
    ours = our_calls(api_md)
    missing = sorted(k for k in in_doc if k not in ours)
    total = alike = naive_alike = words_alike = naive_words = 0
    groups = collections.defaultdict(list)
    tags = collections.Counter()
    evidence = {}
    notes = {}
    if detail:
        print("method\tpath\tsdk\tours\tnaive\tkinds", file=detail)
    for key in sorted(k for k in sdk if k in in_doc):
        method, path = key
        total += 1
        chains = sdk[key]
        mine = ours.get(key)
        guess = naive(method, in_doc[key])
        if mine in chains:
            alike += 1
        if guess in chains:
            naive_alike += 1
        if mine is not None and any(same_words(mine, c) for c in chains):
            words_alike += 1
        if any(same_words(guess, c) for c in chains):
            naive_words += 1
        found = [] if mine in chains else kinds(method, path, chains[0], mine)
        if found:
            op = doc["paths"][in_doc[key]][method.lower()]
            if found[0].startswith("GET answering a list"):
                shape_, names = answer_shape(doc, op)
                evidence[key] = f"answers {shape_}"
                if names:
                    notes[key] = names
            elif found[0].startswith("PUT named `replace`"):
                patch = "patch" in doc["paths"][in_doc[key]]
                evidence[key] = "a PATCH beside it" if patch else "no PATCH on the path"
            elif found[0].startswith("POST on an item path"):
                got = doc["paths"][in_doc[key]].get("get")
                same = got is not None and answer(doc, got) is not None and answer(doc, got) == answer(doc, op)
                evidence[key] = "answers what its GET answers" if same else "answers another schema than its GET"
        for t in found:
            tags[t] += 1
        if found:
            groups[found[0]].append((key, chains, mine, found[1:]))
        if detail:
            print(f"{method}\t{in_doc[key]}\t{' | '.join(chains)}\t{mine}\t{guess}\t{'; '.join(found)}", file=detail)
    sdk_only = sum(1 for k in sdk if k not in in_doc)
    print(f"== {name}: {len(in_doc)} operations in the document, {len(sdk)} method+paths in the SDK, {total} in both")
    print(f"   ours alike {alike}/{total}, naive alike {naive_alike}/{total}; same words: ours {words_alike}, naive {naive_words}")
    print(f"   ({sdk_only} SDK calls are not in this document; {len(in_doc) - total} operations of the document have no SDK call)")
    if missing:
        print(f"   operations of the document missing from API.md: {', '.join(m + ' ' + in_doc[(m, p)] for m, p in missing)}")
    print("   our mismatches by kind (a call may have two kinds; counted under each, listed under its first):")
    for tag, count in tags.most_common():
        print(f"   - {count:3} {tag}")
        listed = groups.get(tag, [])
        facts = collections.Counter(evidence[k] for k, *_ in listed if k in evidence)
        if facts:
            print(f"         ({', '.join(f'{n}: {fact}' for fact, n in facts.most_common())})")
        for key, chains, mine, more in listed:
            extra = f"  [also: {'; '.join(more)}]" if more else ""
            fact = f" ({evidence[key]}{': ' + notes[key] if key in notes else ''})" if key in evidence else ""
            print(f"         {key[0]} {key[1]}: sdk {' | '.join(chains)}, ours {mine}{fact}{extra}")
    # One line for the summary table of devset.sh.
    summary = {"doc": name, "calls": total, "ours": alike, "naive": naive_alike, "ours_words": words_alike, "naive_words": naive_words}
    print("SUMMARY " + json.dumps(summary))


if __name__ == "__main__":
    main()
