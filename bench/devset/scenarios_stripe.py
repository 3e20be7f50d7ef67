"""Stripe, as a user of `stripe` (the provider's Python SDK, `StripeClient`) writes against the
service.

What is asserted is the service's behaviour as its API reference describes it: prefixed ids,
`created` in unix seconds, updates by POST on the item that merge `metadata` (an empty value
removes a key), lists newest first paged by `limit`/`starting_after`/`ending_before` with
`has_more`, `expand[]`, deleted customers that read back as `{id, deleted: true}`, relations that
are checked (`No such product`), client-chosen ids (`coupons`), and error codes
(`resource_missing`, `resource_already_exists`).
"""

import os
import tempfile

import stripe

from scenario import REQUEST_SECONDS, check, eq, raises, scenario

DOC = "stripe.com"


def client(ctx):
    return stripe.StripeClient(
        "sk_test_devset",
        base_addresses={"api": ctx.base, "files": ctx.base},
        max_network_retries=0,
        http_client=stripe.RequestsClient(timeout=REQUEST_SECONDS),
    ).v1


def status_and_code(exc):
    return getattr(exc, "http_status", None), getattr(exc, "code", None)


@scenario(DOC)
def customer_create_read_back(ctx):
    """A created customer has a `cus_` id and `created` in unix seconds, and reads back with its
    email, name and metadata."""
    c = client(ctx)
    made = c.customers.create(params={"email": "ada@example.com", "name": "Ada", "metadata": {"plan": "pro"}})
    check(made.id.startswith("cus_"), f"a customer's id starts with `cus_`: {made.id!r}")
    eq(made.object, "customer", "object")
    check(isinstance(made.created, int) and made.created > 1_500_000_000, f"created in unix seconds: {made.created!r}")
    got = c.customers.retrieve(made.id)
    eq((got.email, got.name), ("ada@example.com", "Ada"), "read back: email, name")
    eq(got.metadata.to_dict(), {"plan": "pro"}, "read back: metadata")


@scenario(DOC)
def customer_update_merges_metadata(ctx):
    """POST on the customer updates what it names and keeps the rest; metadata keys merge, and
    an empty value removes one."""
    c = client(ctx)
    made = c.customers.create(params={"email": "ada@example.com", "metadata": {"a": "1"}})
    c.customers.update(made.id, params={"name": "Ada L.", "metadata": {"b": "2"}})
    got = c.customers.retrieve(made.id)
    eq((got.name, got.email), ("Ada L.", "ada@example.com"), "after update: name (changed), email (kept)")
    eq(got.metadata.to_dict(), {"a": "1", "b": "2"}, "after update: metadata merged")
    c.customers.update(made.id, params={"metadata": {"a": ""}})
    eq(c.customers.retrieve(made.id).metadata.to_dict(), {"b": "2"}, "after unsetting `a`: metadata")


@scenario(DOC)
def customers_list_pages_by_cursor(ctx):
    """Lists are newest first and page by `limit` and `starting_after`/`ending_before`, with
    `has_more`; `email` filters."""
    c = client(ctx)
    made = [c.customers.create(params={"email": f"c{i}@example.com"}) for i in range(3)]
    ids = [m.id for m in made]
    first = c.customers.list(params={"limit": 2})
    eq([x.id for x in first.data], [ids[2], ids[1]], "first page (newest first)")
    eq(first.has_more, True, "first page: has_more")
    second = c.customers.list(params={"limit": 2, "starting_after": ids[1]})
    eq([x.id for x in second.data], [ids[0]], "page after the second newest")
    eq(second.has_more, False, "last page: has_more")
    before = c.customers.list(params={"limit": 1, "ending_before": ids[0]})
    eq([x.id for x in before.data], [ids[1]], "the page before the oldest")
    eq([x.id for x in c.customers.list(params={"email": "c1@example.com"}).data], [ids[1]], "?email=")


@scenario(DOC)
def customer_delete(ctx):
    """A deleted customer answers `{id, deleted: true}`, reads back as deleted, and is listed no
    more."""
    c = client(ctx)
    made = c.customers.create(params={"email": "ada@example.com"})
    gone = c.customers.delete(made.id)
    eq((gone.id, gone.get("deleted")), (made.id, True), "delete answers id and deleted")
    eq(c.customers.retrieve(made.id).get("deleted"), True, "read after delete: deleted")
    eq([x.id for x in c.customers.list().data], [], "list after delete")


@scenario(DOC)
def price_of_product_and_expand(ctx):
    """A price names its product; prices filter by product; `expand[]=product` inlines it."""
    c = client(ctx)
    product = c.products.create(params={"name": "Pro plan"})
    price = c.prices.create(
        params={"product": product.id, "unit_amount": 1500, "currency": "usd", "recurring": {"interval": "month"}}
    )
    got = c.prices.retrieve(price.id)
    eq((got.product, got.unit_amount, got.currency), (product.id, 1500, "usd"), "read back: product, unit_amount, currency")
    eq(got.recurring.interval if got.recurring else None, "month", "read back: recurring.interval")
    eq([p.id for p in c.prices.list(params={"product": product.id}).data], [price.id], "?product=")
    expanded = c.prices.retrieve(price.id, params={"expand": ["product"]})
    eq(getattr(expanded.product, "name", None), "Pro plan", "expand[]=product: product.name")


@scenario(DOC)
def price_of_unknown_product_is_refused(ctx):
    """A price for a product that does not exist is a 400 `resource_missing` on `product`."""
    c = client(ctx)
    e = raises(
        lambda: c.prices.create(params={"product": "prod_missing", "unit_amount": 100, "currency": "usd"}),
        "create a price of no product",
    )
    eq(status_and_code(e), (400, "resource_missing"), "HTTP status and error code")
    eq(getattr(e, "param", None), "product", "the error's param")


@scenario(DOC)
def payment_intent_cancel(ctx):
    """A new payment intent `requires_payment_method`; cancelling it makes it `canceled` with
    the reason given."""
    c = client(ctx)
    pi = c.payment_intents.create(params={"amount": 2000, "currency": "usd", "payment_method_types": ["card"]})
    eq((pi.amount, pi.currency, pi.status), (2000, "usd", "requires_payment_method"), "create: amount, currency, status")
    c.payment_intents.cancel(pi.id, params={"cancellation_reason": "requested_by_customer"})
    got = c.payment_intents.retrieve(pi.id)
    eq((got.status, got.cancellation_reason), ("canceled", "requested_by_customer"), "after cancel: status, reason")


@scenario(DOC)
def coupon_with_chosen_id(ctx):
    """A coupon takes the id the client chose; a second one with that id is a 400
    `resource_already_exists`."""
    c = client(ctx)
    made = c.coupons.create(params={"id": "SAVE10", "percent_off": 10, "duration": "once"})
    eq(made.id, "SAVE10", "create: id")
    eq(c.coupons.retrieve("SAVE10").percent_off, 10, "read back by the chosen id: percent_off")
    e = raises(lambda: c.coupons.create(params={"id": "SAVE10", "percent_off": 20, "duration": "once"}), "same id again")
    eq(status_and_code(e), (400, "resource_already_exists"), "HTTP status and error code")


@scenario(DOC)
def unknown_customer_is_resource_missing(ctx):
    """Reading a customer that does not exist is a 404 `resource_missing`."""
    c = client(ctx)
    e = raises(lambda: c.customers.retrieve("cus_doesnotexist"), "read an unknown customer")
    eq(status_and_code(e), (404, "resource_missing"), "HTTP status and error code")


@scenario(DOC)
def customer_balance_transaction(ctx):
    """A balance transaction of a customer names it and moves its `balance`."""
    c = client(ctx)
    cus = c.customers.create(params={"email": "ada@example.com"})
    eq(cus.balance, 0, "a new customer's balance")
    txn = c.customers.balance_transactions.create(cus.id, params={"amount": -500, "currency": "usd"})
    eq((txn.amount, txn.customer), (-500, cus.id), "the transaction: amount, customer")
    eq(c.customers.retrieve(cus.id).balance, -500, "the customer's balance after it")
    eq([t.id for t in c.customers.balance_transactions.list(cus.id).data], [txn.id], "the customer's transactions")


@scenario(DOC)
def file_upload_keeps_name_and_size(ctx):
    """An uploaded file (multipart, to the files host) answers and reads back with its file name,
    its size in bytes and its purpose."""
    c = client(ctx)
    data = b"%PDF-1.4\n" + bytes(range(256)) * 4
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "evidence.pdf")
        with open(path, "wb") as f:
            f.write(data)
        with open(path, "rb") as f:
            made = c.files.create(params={"file": f, "purpose": "dispute_evidence"})
    eq((made.filename, made.size, made.purpose), ("evidence.pdf", len(data), "dispute_evidence"), "the upload's answer")
    again = c.files.retrieve(made.id)
    eq((again.filename, again.size), ("evidence.pdf", len(data)), "the file read back")
