#!/usr/bin/env python3
"""Every call of a provider's Python SDK with the HTTP method and path it sends, read from the SDK's
wheel (its sources, parsed with `ast`, never imported).

    sdk_calls.py stripe|hcloud|pydo WHEEL VERSION > calls.tsv

Prints TSV: method, path (the SDK's own placeholder names), chain (the call after `client.`, in the
SDK's own words). `bench/devset/sdk-names.sh` runs it on the pinned wheels and writes the fixtures.

- stripe: `StripeClient.v1` and the service classes under it (each service's `_subservices` names
  its children); a method is a call where it sends `self._request(...)` (or `_request_stream`) with a
  literal method and path. The chain drops the leading `v1` (`client.v1.customers.create` →
  `customers.create`, which is also the older spelling `client.customers.create`).
- hcloud: the resource clients `Client` sets up (`self.servers = ServersClient(self)`); a method is
  a call where it sends `self._client.request(url=..., method=...)` itself, or goes through the
  action helpers (`_get_actions_list`, `_get_action_by_id`); each client's `actions`
  (`ResourceActionsClient(client, self._base_url)`) adds `X.actions.get_by_id`/`get_list`. Methods
  that only call another method (`get_all`, `get_actions`) are no calls of their own.
- pydo: the operation groups `GeneratedClient` sets up (`self.droplets = DropletsOperations(...)`);
  each public method calls one `build_*_request`, whose `_url` and `HttpRequest(method=...)` are
  the call's path and method.
"""

import ast
import re
import sys
import zipfile


def sources(wheel):
    z = zipfile.ZipFile(wheel)
    return {n: z.read(n).decode() for n in z.namelist() if n.endswith(".py")}


def const_str(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def public_methods(cls):
    for item in cls.body:
        if isinstance(item, ast.FunctionDef) and not item.name.startswith("_"):
            yield item


# --- stripe -------------------------------------------------------------------------------------


def stripe(files):
    modules = {}
    for name, text in files.items():
        if name.startswith("stripe/") and name.count("/") >= 1:
            modules[name[:-3].replace("/", ".")] = ast.parse(text)

    def subservices(tree):
        # Newer SDKs: `_subservices = {"tax_ids": ["stripe._customer_tax_id_service", "CustomerTaxIdService"]}`;
        # older ones: `self.tax_ids = CustomerTaxIdService(self._requestor)` in `__init__`, the
        # class imported from its module.
        imported = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    imported[alias.asname or alias.name] = node.module
        out = {}
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Assign)
                and isinstance(node.targets[0], ast.Attribute)
                and isinstance(node.targets[0].value, ast.Name)
                and node.targets[0].value.id == "self"
                and isinstance(node.value, ast.Call)
                and isinstance(node.value.func, ast.Name)
                and node.value.func.id.endswith("Service")
                and node.value.func.id in imported
            ):
                out[node.targets[0].attr] = (imported[node.value.func.id], node.value.func.id)
        for node in tree.body:
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "_subservices" for t in node.targets
            ):
                for k, v in zip(node.value.keys, node.value.values):
                    mod, cls = (const_str(e) for e in v.elts)
                    out[const_str(k)] = (mod, cls)
        return out

    def path_of(node):
        # "/v1/customers/{customer}" or "/v1/customers/{customer}".format(customer=...)
        if const_str(node) is not None:
            return const_str(node)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "format"
        ):
            return const_str(node.func.value)
        return None

    rows = []

    def walk(module, cls_name, chain, seen):
        tree = modules[module]
        cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls_name)
        for fn in public_methods(cls):
            for call in ast.walk(fn):
                if (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Attribute)
                    and call.func.attr in ("_request", "_request_stream")
                    and len(call.args) >= 2
                ):
                    method, path = const_str(call.args[0]), path_of(call.args[1])
                    if method and path:
                        rows.append((method.upper(), path, ".".join(chain + [fn.name])))
                        break
        for attr, (mod, sub) in sorted(subservices(tree).items()):
            if (mod, sub) in seen:
                continue
            walk(mod, sub, chain + [attr], seen | {(mod, sub)})

    walk("stripe._v1_services", "V1Services", [], set())
    return rows


# --- hcloud -------------------------------------------------------------------------------------


def hcloud(files):
    trees = {n: ast.parse(t) for n, t in files.items() if n.startswith("hcloud/")}
    classes = {}
    for tree in trees.values():
        for node in tree.body:
            if isinstance(node, ast.ClassDef):
                classes[node.name] = node

    # The attributes of `Client` and the class each holds.
    client = classes["Client"]
    attrs = {}
    for node in ast.walk(client):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Attribute)
            and isinstance(node.targets[0].value, ast.Name)
            and node.targets[0].value.id == "self"
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id.endswith("Client")
            and not node.targets[0].attr.startswith("_")
        ):
            attrs[node.targets[0].attr] = node.value.func.id

    def base_url(cls):
        for node in cls.body:
            if isinstance(node, ast.AnnAssign | ast.Assign):
                target = node.target if isinstance(node, ast.AnnAssign) else node.targets[0]
                if isinstance(target, ast.Name) and target.id == "_base_url" and node.value:
                    return const_str(node.value)
        return None

    def url_of(node, base):
        # f"{self._base_url}/{floating_ip.id}/actions/assign" → "/floating_ips/{floating_ip}/actions/assign"
        if const_str(node) is not None:
            return const_str(node)
        if isinstance(node, ast.Attribute) and node.attr == "_base_url":
            return base
        if isinstance(node, ast.JoinedStr):
            out = ""
            for part in node.values:
                if const_str(part) is not None:
                    out += part.value
                elif isinstance(part, ast.FormattedValue):
                    if isinstance(part.value, ast.Attribute) and part.value.attr == "_base_url":
                        out += base
                    else:
                        out += "{" + ast.unparse(part.value).replace(".", "_") + "}"
            return out
        return None

    rows = []
    for attr, cls_name in sorted(attrs.items()):
        cls = classes[cls_name]
        base = base_url(cls) or ""
        for fn in public_methods(cls):
            for call in ast.walk(fn):
                if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Attribute):
                    continue
                name = call.func.attr
                kw = {k.arg: k.value for k in call.keywords}
                if name == "request" and "url" in kw and "method" in kw:
                    rows.append((const_str(kw["method"]), url_of(kw["url"], base), f"{attr}.{fn.name}"))
                    break
                if name == "_get_actions_list" and call.args:
                    rows.append(("GET", url_of(call.args[0], base) + "/actions", f"{attr}.{fn.name}"))
                    break
                if name == "_get_action_by_id" and call.args:
                    rows.append(("GET", url_of(call.args[0], base) + "/actions/{id}", f"{attr}.{fn.name}"))
                    break
        # `self.actions = ResourceActionsClient(client, self._base_url)`: the resource's actions.
        init = next((f for f in cls.body if isinstance(f, ast.FunctionDef) and f.name == "__init__"), None)
        has_actions = init is not None and "ResourceActionsClient(" in ast.unparse(init)
        if cls_name == "ActionsClient":
            base, has_actions, prefix = "", True, attr
        else:
            prefix = f"{attr}.actions"
        if has_actions:
            rows.append(("GET", f"{base}/actions/{{id}}", f"{prefix}.get_by_id"))
            rows.append(("GET", f"{base}/actions", f"{prefix}.get_list"))
    return rows


# --- pydo ---------------------------------------------------------------------------------------


def pydo(files):
    ops = ast.parse(files["pydo/operations/_operations.py"])
    builders = {}
    for fn in ops.body:
        if isinstance(fn, ast.FunctionDef) and fn.name.startswith("build_"):
            url = method = None
            for node in ast.walk(fn):
                if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "_url":
                    url = const_str(node.value)
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "HttpRequest":
                    method = next((const_str(k.value) for k in node.keywords if k.arg == "method"), None)
            builders[fn.name] = (method, url)
    groups = {n.name: n for n in ops.body if isinstance(n, ast.ClassDef)}
    client = ast.parse(files["pydo/_client.py"])
    rows = []
    for node in ast.walk(client):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Attribute)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id in groups
        ):
            attr = node.targets[0].attr
            seen = set()
            for fn in public_methods(groups[node.value.func.id]):
                if fn.name in seen:
                    continue
                for call in ast.walk(fn):
                    if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in builders:
                        method, url = builders[call.func.id]
                        rows.append((method, url, f"{attr}.{fn.name}"))
                        seen.add(fn.name)
                        break
    return rows


def main():
    kind, wheel, version = sys.argv[1:4]
    rows = {"stripe": stripe, "hcloud": hcloud, "pydo": pydo}[kind](sources(wheel))
    print(
        f"# The calls of the provider's Python SDK (PyPI `{kind}` {version}), read from its sources by"
        f" bench/devset/sdk_calls.py: method, path, the call after `client.`"
        f"{' without `v1.`' if kind == 'stripe' else ''}. bench/devset/sdk-names.sh re-extracts them."
    )
    for method, path, chain in sorted(set(rows), key=lambda r: (r[1], r[0], r[2])):
        assert method and path and re.match(r"^/", path), (method, path, chain)
        print(f"{method}\t{path}\t{chain}")


if __name__ == "__main__":
    main()
