"""DigitalOcean, as a user of `pydo` (the provider's Python SDK, generated from this document)
writes against the service.

What is asserted is the service's behaviour as the document and the provider's API reference
describe it: bodies wrapped in the resource's name (`{"droplet": …}`), a droplet that is `new` and
then `active`, lists paged by `page`/`per_page` with `links.pages` and `meta.total`, creates of one
or many (`name` or `names`), SSH keys read by id or fingerprint, tags and domains named by their
name, actions that run and change the droplet or volume they name, and errors as
`{"id": "not_found" | "unprocessable_entity", "message": …}`.
"""

import time

import pydo
from azure.core.credentials import AzureKeyCredential
from azure.core.pipeline.policies import AzureKeyCredentialPolicy

from scenario import REQUEST_SECONDS, Failed, check, eq, member, raises, scenario

DOC = "digitalocean.com"
KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx1oJ2sPY5ZkWvA8pD4d3i5nF0sT4c6dYxYgN5bH0p{} dev@example.com"
DROPLET = {"region": "nyc3", "size": "s-1vcpu-1gb", "image": "ubuntu-24-04-x64"}


def client(ctx):
    # pydo's bearer-token policy refuses a URL without TLS; the same header, set as a key.
    auth = AzureKeyCredentialPolicy(AzureKeyCredential("dop_v1_devset"), "Authorization", prefix="Bearer")
    return pydo.Client(
        token="dop_v1_devset",
        endpoint=ctx.base,
        authentication_policy=auth,
        retry_total=0,
        connection_timeout=REQUEST_SECONDS,
        read_timeout=REQUEST_SECONDS,
    )


def until(what, probe, tries=50):
    """Polls `probe` (10 ms apart) until it answers true, as a user waits for a droplet or an
    action; the last value it saw is in the failure."""
    seen = None
    for _ in range(tries):
        ok, seen = probe()
        if ok:
            return seen
        time.sleep(0.01)
    raise Failed(f"{what}: still {seen!r} after {tries} polls")


def new_droplet(c, name="web-1", **more):
    droplet = member(c.droplets.create({"name": name, **DROPLET, **more}), "droplet", "create")
    until(
        f"droplet {name} becomes active",
        lambda: ((s := member(c.droplets.get(droplet["id"]), "droplet", "read")["status"]) == "active", s),
    )
    return droplet


def status_and_id(exc):
    body = {}
    response = getattr(exc, "response", None)
    try:
        body = response.json() if response is not None else {}
    except Exception:  # noqa: BLE001 (a body that is no JSON has no id)
        body = {}
    return getattr(exc, "status_code", None), (body or {}).get("id")


@scenario(DOC)
def ssh_key_create_read_back(ctx):
    """A created SSH key reads back by its id and by its fingerprint, with its name and key."""
    c = client(ctx)
    made = member(c.ssh_keys.create({"name": "laptop", "public_key": KEY.format(1)}), "ssh_key", "create")
    check(bool(made.get("fingerprint")), "create answers a fingerprint")
    by_id = member(c.ssh_keys.get(made["id"]), "ssh_key", "read by id")
    eq((by_id["name"], by_id["public_key"]), ("laptop", KEY.format(1)), "read by id: name, public_key")
    by_fingerprint = member(c.ssh_keys.get(made["fingerprint"]), "ssh_key", "read by fingerprint")
    eq(by_fingerprint["id"], made["id"], "read by fingerprint: id")


@scenario(DOC)
def ssh_key_rename_is_visible(ctx):
    """A PUT with a new name answers it, and a later read shows it."""
    c = client(ctx)
    made = member(c.ssh_keys.create({"name": "laptop", "public_key": KEY.format(1)}), "ssh_key", "create")
    eq(member(c.ssh_keys.update(made["id"], {"name": "laptop-2"}), "ssh_key", "update")["name"], "laptop-2", "update answers the name")
    eq(member(c.ssh_keys.get(made["id"]), "ssh_key", "read after update")["name"], "laptop-2", "read after update: name")


@scenario(DOC)
def droplet_create_becomes_active(ctx):
    """A new droplet is `new`, then `active`, and reads back with its name, region, size, image
    and tags."""
    c = client(ctx)
    droplet = member(c.droplets.create({"name": "web-1", **DROPLET, "tags": ["web"]}), "droplet", "create")
    eq((droplet["name"], droplet["status"]), ("web-1", "new"), "create answers: name, status")
    until(
        "the droplet becomes active",
        lambda: ((d := member(c.droplets.get(droplet["id"]), "droplet", "read"))["status"] == "active", d.get("status")),
    )
    got = member(c.droplets.get(droplet["id"]), "droplet", "read back")
    eq(got["region"]["slug"], DROPLET["region"], "read back: region.slug")
    eq(got["size_slug"], DROPLET["size"], "read back: size_slug")
    eq(got["image"].get("slug"), DROPLET["image"], "read back: image.slug")
    eq(got["tags"], ["web"], "read back: tags")


@scenario(DOC)
def droplets_list_page_and_filter(ctx):
    """`per_page`/`page` page the list, with `meta.total` and `links.pages.next`; `tag_name`
    filters."""
    c = client(ctx)
    ids = [member(c.droplets.create({"name": f"web-{i}", **DROPLET, "tags": ["web"] if i else []}), "droplet", "create")["id"] for i in range(3)]
    first = c.droplets.list(per_page=2, page=1)
    eq(len(member(first, "droplets", "page 1")), 2, "page 1 of 2 per page: items")
    eq(member(first, "meta", "page 1").get("total"), 3, "meta.total")
    check("next" in first.get("links", {}).get("pages", {}), f"page 1 links to the next: {first.get('links')!r}")
    second = c.droplets.list(per_page=2, page=2)
    eq(len(member(second, "droplets", "page 2")), 1, "page 2: items")
    seen = {d["id"] for d in first["droplets"]} | {d["id"] for d in second["droplets"]}
    eq(seen, set(ids), "the two pages hold every droplet once")
    eq(sorted(d["id"] for d in member(c.droplets.list(tag_name="web"), "droplets", "?tag_name=web")), sorted(ids[1:]), "?tag_name=web")


@scenario(DOC)
def droplets_create_many(ctx):
    """A create with `names` makes one droplet per name, each listed."""
    c = client(ctx)
    made = c.droplets.create({"names": ["a", "b"], **DROPLET})
    eq(sorted(d["name"] for d in made.get("droplets", [])), ["a", "b"], "create answers both droplets")
    eq(sorted(d["name"] for d in member(c.droplets.list(), "droplets", "list")), ["a", "b"], "both listed")


@scenario(DOC)
def droplet_power_off(ctx):
    """A `power_off` action names its droplet, runs, completes, and leaves the droplet `off`."""
    c = client(ctx)
    droplet = new_droplet(c)
    action = member(c.droplet_actions.post(droplet["id"], {"type": "power_off"}), "action", "power_off")
    eq((action["type"], action["resource_id"], action["resource_type"]), ("power_off", droplet["id"], "droplet"), "the action")
    until(
        "the action completes",
        lambda: ((s := member(c.droplet_actions.get(droplet["id"], action["id"]), "action", "read the action")["status"]) == "completed", s),
    )
    eq(member(c.droplets.get(droplet["id"]), "droplet", "read")["status"], "off", "the droplet after power_off")


@scenario(DOC)
def droplet_delete_then_not_found(ctx):
    """A deleted droplet is gone: its read is a 404 with id `not_found`."""
    c = client(ctx)
    droplet = new_droplet(c)
    c.droplets.destroy(droplet["id"])
    # pydo returns a documented 404's body rather than raising (its generated `get` raises only
    # for statuses the document does not list): the status is read through `cls`.
    status, body = c.droplets.get(droplet["id"], cls=lambda response, data, headers: (response.http_response.status_code, data))
    eq((status, (body or {}).get("id")), (404, "not_found"), "read after delete: status and error id")
    eq(member(c.droplets.list(), "droplets", "list"), [], "list after delete")


@scenario(DOC)
def volume_attach_to_droplet(ctx):
    """A volume attached by an `attach` action lists the droplet, and the droplet the volume."""
    c = client(ctx)
    droplet = new_droplet(c)
    volume = member(c.volumes.create({"size_gigabytes": 10, "name": "data", "region": DROPLET["region"]}), "volume", "create")
    eq(volume["droplet_ids"], [], "a new volume is attached to nothing")
    action = member(c.volume_actions.post_by_id(volume["id"], {"type": "attach", "droplet_id": droplet["id"], "region": DROPLET["region"]}), "action", "attach")
    until(
        "the attach completes",
        lambda: ((s := member(c.volume_actions.get(volume["id"], action["id"]), "action", "read the action")["status"]) == "completed", s),
    )
    eq(member(c.volumes.get(volume["id"]), "volume", "read")["droplet_ids"], [droplet["id"]], "the volume's droplet_ids")
    eq(member(c.droplets.get(droplet["id"]), "droplet", "read")["volume_ids"], [volume["id"]], "the droplet's volume_ids")


@scenario(DOC)
def tag_counts_what_it_tags(ctx):
    """A tag is named by its name; tagging a droplet shows in the tag's resource counts and in
    the droplet's tags."""
    c = client(ctx)
    eq(member(c.tags.create({"name": "web"}), "tag", "create")["name"], "web", "create answers the name")
    droplet = new_droplet(c)
    c.tags.assign_resources("web", {"resources": [{"resource_id": str(droplet["id"]), "resource_type": "droplet"}]})
    tag = member(c.tags.get("web"), "tag", "read")
    eq(tag["resources"]["count"], 1, "the tag's resources.count")
    eq(tag["resources"]["droplets"]["count"], 1, "the tag's resources.droplets.count")
    eq(member(c.droplets.get(droplet["id"]), "droplet", "read")["tags"], ["web"], "the droplet's tags")


@scenario(DOC)
def domain_records_by_name(ctx):
    """A domain is named by its name; its records are listed and read under it."""
    c = client(ctx)
    eq(member(c.domains.create({"name": "example.com"}), "domain", "create")["name"], "example.com", "create answers the name")
    eq(member(c.domains.get("example.com"), "domain", "read by name")["name"], "example.com", "read by name")
    record = member(c.domains.create_record("example.com", {"type": "A", "name": "www", "data": "192.0.2.10", "ttl": 1800}), "domain_record", "create a record")
    eq((record["type"], record["name"], record["data"]), ("A", "www", "192.0.2.10"), "create answers the record")
    listed = member(c.domains.list_records("example.com"), "domain_records", "list the records")
    check(any(r["id"] == record["id"] for r in listed), f"the domain's records hold it: {[r.get('id') for r in listed]}")
    eq(member(c.domains.get_record("example.com", record["id"]), "domain_record", "read the record")["data"], "192.0.2.10", "read the record back")


@scenario(DOC)
def droplet_without_size_is_unprocessable(ctx):
    """A droplet create without `size` is a 422 with id `unprocessable_entity`, and makes nothing."""
    c = client(ctx)
    e = raises(lambda: c.droplets.create({"name": "web-1", "region": "nyc3", "image": "ubuntu-24-04-x64"}), "create without size")
    eq(status_and_id(e), (422, "unprocessable_entity"), "status and error id")
    eq(member(c.droplets.list(), "droplets", "list"), [], "droplets after the refused create")
