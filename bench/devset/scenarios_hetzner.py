"""Hetzner Cloud, as a user of `hcloud` (the provider's Python SDK) writes against the service.

What is asserted is the service's behaviour as the document's own prose and the provider's
documentation describe it: records read back with what was sent, `label_selector` and `name`
filters, paging by `page`/`per_page` with `meta.pagination`, error codes (`not_found`,
`uniqueness_error`), actions that run and finish (`GET /actions/{id}`) and change what they say.
"""

from hcloud import Client
from hcloud.images import Image
from hcloud.locations import Location
from hcloud.server_types import ServerType

from scenario import REQUEST_SECONDS, check, eq, raises, scenario

DOC = "hetzner.cloud"
KEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGx1oJ2sPY5ZkWvA8pD4d3i5nF0sT4c6dYxYgN5bH0p{} dev@example.com"


def client(ctx):
    # Actions are polled every 10 ms, 50 times at most: a fake finishes them on its own clock.
    c = Client(
        token="t" * 64,
        api_endpoint=ctx.base,
        poll_interval=0.01,
        poll_max_retries=50,
        timeout=REQUEST_SECONDS,
    )
    c._client._retry_max_retries = 0  # a failure is reported, not retried for seconds
    return c


def new_server(c, name="web-1", labels=None):
    made = c.servers.create(
        name=name,
        server_type=ServerType(name="cpx11"),
        image=Image(name="ubuntu-24.04"),
        location=Location(name="fsn1"),
        labels=labels or {},
    )
    check(made.action is not None, "a server's create answers the action that builds it")
    made.action.wait_until_finished()
    return made.server


def code_of(exc):
    return getattr(exc, "code", None)


@scenario(DOC)
def ssh_key_create_read_back(ctx):
    """A created SSH key reads back with its name, key and labels, and has a fingerprint."""
    c = client(ctx)
    made = c.ssh_keys.create(name="laptop", public_key=KEY.format(1), labels={"env": "prod"})
    eq(made.name, "laptop", "create answers the name")
    got = c.ssh_keys.get_by_id(made.id)
    eq(got.name, "laptop", "read back: name")
    eq(got.public_key, KEY.format(1), "read back: public_key")
    eq(got.labels, {"env": "prod"}, "read back: labels")
    check(bool(got.fingerprint), "read back: a fingerprint")
    eq(c.ssh_keys.get_by_fingerprint(got.fingerprint).id, made.id, "found by its fingerprint")


@scenario(DOC)
def ssh_key_update_is_visible(ctx):
    """A PUT with a new name and labels answers them and a later read shows them."""
    c = client(ctx)
    made = c.ssh_keys.create(name="laptop", public_key=KEY.format(1))
    updated = c.ssh_keys.update(made, name="laptop-2", labels={"env": "staging"})
    eq(updated.name, "laptop-2", "update answers the new name")
    got = c.ssh_keys.get_by_id(made.id)
    eq((got.name, got.labels), ("laptop-2", {"env": "staging"}), "read after update: name, labels")
    eq(c.ssh_keys.get_by_name("laptop"), None, "the old name finds nothing")


@scenario(DOC)
def ssh_keys_list_filter_and_page(ctx):
    """Lists hold what was made; `name` and `label_selector` filter; `page`/`per_page` page
    with `meta.pagination` (the document's Pagination section)."""
    c = client(ctx)
    a = c.ssh_keys.create(name="a", public_key=KEY.format(1), labels={"env": "prod"})
    b = c.ssh_keys.create(name="b", public_key=KEY.format(2), labels={"env": "dev"})
    d = c.ssh_keys.create(name="d", public_key=KEY.format(3), labels={"env": "prod"})
    eq(sorted(k.id for k in c.ssh_keys.get_all()), sorted([a.id, b.id, d.id]), "all keys listed")
    eq(c.ssh_keys.get_by_name("b").id, b.id, "?name=b")
    prod = c.ssh_keys.get_list(label_selector="env=prod").ssh_keys
    eq(sorted(k.id for k in prod), sorted([a.id, d.id]), "?label_selector=env=prod")
    first = c.ssh_keys.get_list(page=1, per_page=2)
    eq(len(first.ssh_keys), 2, "page 1 of 2 per page: items")
    p = first.meta.pagination if first.meta else None
    check(p is not None, "page 1: meta.pagination")
    eq((p.page, p.per_page, p.next_page, p.total_entries), (1, 2, 2, 3), "page 1: page, per_page, next_page, total_entries")
    second = c.ssh_keys.get_list(page=2, per_page=2)
    eq(len(second.ssh_keys), 1, "page 2: items")
    eq(second.meta.pagination.next_page, None, "page 2: next_page")
    seen = {k.id for k in first.ssh_keys} | {k.id for k in second.ssh_keys}
    eq(seen, {a.id, b.id, d.id}, "the two pages hold every key once")


@scenario(DOC)
def ssh_key_delete_then_not_found(ctx):
    """A deleted key is gone: its read is a 404 with code `not_found`, the list lacks it."""
    c = client(ctx)
    made = c.ssh_keys.create(name="laptop", public_key=KEY.format(1))
    c.ssh_keys.delete(made)
    e = raises(lambda: c.ssh_keys.get_by_id(made.id), "read after delete")
    eq(code_of(e), "not_found", "read after delete: error code")
    eq([k.id for k in c.ssh_keys.get_all()], [], "list after delete")


@scenario(DOC)
def ssh_key_same_key_twice_is_uniqueness_error(ctx):
    """A second key with the same name and public key is refused with `uniqueness_error`."""
    c = client(ctx)
    c.ssh_keys.create(name="laptop", public_key=KEY.format(1))
    e = raises(lambda: c.ssh_keys.create(name="laptop", public_key=KEY.format(1)), "second create")
    eq(code_of(e), "uniqueness_error", "second create: error code")
    eq(len(c.ssh_keys.get_all()), 1, "keys after the refused create")


@scenario(DOC)
def server_create_runs_and_reads_back(ctx):
    """A server's create answers it and its `create_server` action; once the action finished
    the server is `running` and reads back with its name, type, image and labels."""
    c = client(ctx)
    made = c.servers.create(
        name="web-1",
        server_type=ServerType(name="cpx11"),
        image=Image(name="ubuntu-24.04"),
        location=Location(name="fsn1"),
        labels={"role": "web"},
    )
    eq(made.server.name, "web-1", "create answers the server's name")
    eq(made.action.command, "create_server", "the create's action")
    made.action.wait_until_finished()
    eq(made.action.status, "success", "the create's action at its end")
    got = c.servers.get_by_id(made.server.id)
    eq(got.status, "running", "status once created")
    eq(got.name, "web-1", "read back: name")
    eq(got.server_type.name, "cpx11", "read back: server_type.name")
    eq(got.image.name if got.image else None, "ubuntu-24.04", "read back: image.name")
    eq(got.labels, {"role": "web"}, "read back: labels")


@scenario(DOC)
def server_power_off_and_on(ctx):
    """`poweroff` runs a `stop_server` action; once finished the server is `off`; `poweron`
    makes it `running` again."""
    c = client(ctx)
    server = new_server(c)
    action = c.servers.power_off(server)
    eq(action.command, "stop_server", "poweroff's action")
    action.wait_until_finished()
    eq(c.servers.get_by_id(server.id).status, "off", "status after poweroff")
    c.servers.power_on(server).wait_until_finished()
    eq(c.servers.get_by_id(server.id).status, "running", "status after poweron")


@scenario(DOC)
def floating_ip_assign_to_server(ctx):
    """A floating IP assigned to a server names it (`server`), until it is unassigned."""
    c = client(ctx)
    server = new_server(c)
    fip = c.floating_ips.create(type="ipv4", home_location=Location(name="fsn1"), description="front").floating_ip
    eq(fip.description, "front", "create answers the description")
    eq(fip.server, None, "a new floating IP is assigned to nothing")
    action = c.floating_ips.assign(fip, server)
    eq(action.command, "assign_floating_ip", "assign's action")
    action.wait_until_finished()
    got = c.floating_ips.get_by_id(fip.id)
    eq(got.server.id if got.server else None, server.id, "the floating IP's server after assign")
    c.floating_ips.unassign(fip).wait_until_finished()
    eq(c.floating_ips.get_by_id(fip.id).server, None, "the floating IP's server after unassign")


@scenario(DOC)
def volume_attach_to_server(ctx):
    """A volume attached to a server names it, and the server lists the volume."""
    c = client(ctx)
    server = new_server(c)
    made = c.volumes.create(size=10, name="data", location=Location(name="fsn1"), format="ext4")
    eq((made.volume.name, made.volume.size), ("data", 10), "create answers name and size")
    if made.action is not None:
        made.action.wait_until_finished()
    action = c.volumes.attach(made.volume, server, automount=False)
    eq(action.command, "attach_volume", "attach's action")
    action.wait_until_finished()
    vol = c.volumes.get_by_id(made.volume.id)
    eq(vol.server.id if vol.server else None, server.id, "the volume's server after attach")
    eq([v.id for v in c.servers.get_by_id(server.id).volumes], [made.volume.id], "the server's volumes")


@scenario(DOC)
def server_delete_then_not_found(ctx):
    """A server's delete answers a `delete_server` action; once finished its read is `not_found`."""
    c = client(ctx)
    server = new_server(c)
    action = c.servers.delete(server)
    eq(action.command, "delete_server", "delete's action")
    action.wait_until_finished()
    e = raises(lambda: c.servers.get_by_id(server.id), "read after delete")
    eq(code_of(e), "not_found", "read after delete: error code")
