"""The circles among a crate's modules: which files import each other, directly or around a ring.

Usage: python3 bench/layers.py SRC_DIR [--json]

A module depends on another when it names an item of it: through `use crate::…`/`use super::…`
(followed through `pub use` re-exports to the file that defines the item) or a path written in
its code. Test modules (`#[cfg(test)] mod tests`) are left out. A circle is a strongly connected
set of two or more modules; each is printed with the paths that tie it. tests/tests/layering.rs
runs it on the workspace's crates.
"""
import re, sys, os, collections, json
root = os.path.abspath(sys.argv[1])
as_json = '--json' in sys.argv[2:]
def modpath(f):
    rel = os.path.relpath(f, root)[:-3].split(os.sep)
    if rel[-1] in ('mod', 'lib', 'main'): rel = rel[:-1]
    return tuple(rel)
files = {}
for d, _, fs in os.walk(root):
    for f in fs:
        if f.endswith('.rs'):
            p = os.path.join(d, f); files[modpath(p)] = p
src = {}
for m, f in files.items():
    s = open(f).read()
    s = re.sub(r'//[^\n]*', '', s)
    s = re.sub(r'(?s)#\[cfg\(test\)\]\s*mod tests\s*\{.*', '', s)
    src[m] = s
def expand(tree, prefix):
    """use tree text -> list of paths"""
    tree = tree.strip()
    out = []
    depth = 0; start = None
    # split prefix::{a, b::{c}} forms
    i = tree.find('{')
    if i < 0:
        p = tree.split(' as ')[0].strip()
        return [prefix + [x for x in p.split('::') if x]]
    head = tree[:i].rstrip(':').strip()
    head_parts = prefix + [x for x in head.split('::') if x]
    inner = tree[i+1:tree.rfind('}')]
    parts = []; cur = ''; depth = 0
    for ch in inner:
        if ch == '{': depth += 1
        if ch == '}': depth -= 1
        if ch == ',' and depth == 0: parts.append(cur); cur = ''
        else: cur += ch
    parts.append(cur)
    for p in parts:
        if p.strip(): out += expand(p, head_parts)
    return out
uses = {}
reexports = collections.defaultdict(dict)
for m, s in src.items():
    paths = []
    for mm in re.finditer(r'(?s)\b(pub(?:\([a-z]+\))?\s+)?use\s+([^;]*);', s):
        for p in expand(mm.group(2), []):
            # A re-export (`pub use child::Item`) is a module's facade, not a use of the item by
            # its code: it is followed to the item's file, and is no edge of its own.
            if not mm.group(1):
                paths.append(p)
            elif p and p[-1] != '*':
                reexports[m][p[-1]] = p
    code = re.sub(r'(?s)\bpub(?:\([a-z]+\))?\s+use\s+[^;]*;', '', s)
    for mm in re.finditer(r'\b((?:crate|super|self)(?:::[A-Za-z_][A-Za-z0-9_]*)+)', code):
        paths.append(mm.group(1).split('::'))
    uses[m] = paths
def absolute(m, p):
    if not p: return None
    if p[0] == 'crate': return list(p[1:])
    if p[0] == 'self':
        base = list(m); return base + list(p[1:])
    if p[0] == 'super':
        base = list(m); i = 0
        while i < len(p) and p[i] == 'super': base = base[:-1]; i += 1
        return base + list(p[i:])
    # a path relative to the module: only if the first segment is a child module
    if tuple(m) + (p[0],) in files: return list(m) + list(p)
    return None
def target(path, seen=0):
    """the file a path's item lives in"""
    if seen > 8: return None
    best = None
    for k in range(len(path), -1, -1):
        if tuple(path[:k]) in files: best = k; break
    if best is None: return None
    mod = tuple(path[:best]); rest = path[best:]
    if rest and rest[0] in reexports.get(mod, {}):
        ap = absolute(mod, reexports[mod][rest[0]])
        if ap: 
            t = target(ap + rest[1:], seen + 1)
            if t: return t
    return mod
edges = collections.defaultdict(set); why = collections.defaultdict(set)
for m, paths in uses.items():
    for p in paths:
        ap = absolute(m, p)
        if ap is None: continue
        t = target(ap)
        if t is not None and t != m and t != ():
            # a module's own child modules are not a dependency of the parent by declaration alone
            edges[m].add(t); why[(m, t)].add('::'.join(p))
index = {}; low = {}; st = []; on = set(); sccs = []; i = [0]
sys.setrecursionlimit(10000)
def sc(v):
    index[v] = low[v] = i[0]; i[0] += 1; st.append(v); on.add(v)
    for w in edges[v]:
        if w not in index: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        c = []
        while True:
            w = st.pop(); on.discard(w); c.append(w)
            if w == v: break
        if len(c) > 1: sccs.append(c)
for m in src:
    if m not in index: sc(m)
name = lambda m: '::'.join(m) or 'crate'
if as_json:
    print(json.dumps(sorted(sorted(name(x) for x in c) for c in sccs)))
    sys.exit(0)
for c in sccs:
    print("circle:", sorted(name(x) for x in c))
    cs = set(c)
    for x in sorted(c):
        for y in sorted(edges[x]):
            if y in cs: print("   ", name(x), "->", name(y), ":", ", ".join(sorted(why[(x, y)]))[:200])
print(len(sccs), "circles")
