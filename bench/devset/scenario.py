"""The little a consumer scenario needs: a registry, checks that say what differed, and a runner
that gives each scenario fresh state and a bounded time.

A scenario is written as a user of the real API writes a test with its provider's SDK: it asserts
what the service does (what the document and the provider's documentation say), not what a fake
does today. It gets a `Ctx` (the base URL and a plain HTTP helper) and raises on the first thing
that differs; the runner reports the first failure's reason.
"""

import json
import signal
import time
import traceback
import urllib.error
import urllib.request

SCENARIOS = {}

# A scenario's whole time; each request has its own (shorter) timeout in the SDK's client.
SCENARIO_SECONDS = 30
REQUEST_SECONDS = 5


def scenario(doc):
    """Registers the function as a scenario of `doc` (its docstring says what a user expects)."""

    def register(fn):
        SCENARIOS.setdefault(doc, []).append(fn)
        return fn

    return register


class Failed(AssertionError):
    pass


def check(cond, message):
    if not cond:
        raise Failed(message)


def eq(actual, expected, what):
    if actual != expected:
        raise Failed(f"{what}: expected {expected!r}, got {actual!r}")


def short(value, limit=120):
    text = json.dumps(value, default=str) if not isinstance(value, str) else value
    return text if len(text) <= limit else text[: limit - 1] + "…"


def member(body, key, what):
    """`body[key]`, or a failure that shows what the body held instead (a wrapped answer such as
    `{"droplet": {…}}` that came back otherwise)."""
    if not isinstance(body, dict) or key not in body:
        raise Failed(f"{what}: no `{key}` member in the answer {short(body)}")
    return body[key]


def raises(fn, what):
    """Runs `fn`, which must fail; returns the exception."""
    try:
        fn()
    except Exception as e:  # noqa: BLE001 (any of the SDK's errors)
        return e
    raise Failed(f"{what}: expected an error, the call succeeded")


class Ctx:
    def __init__(self, base):
        self.base = base.rstrip("/")

    def http(self, method, path, body=None, headers=None):
        """A plain request: (status, headers, parsed JSON or text)."""
        data = None
        headers = dict(headers or {})
        if body is not None:
            data = json.dumps(body).encode()
            headers.setdefault("Content-Type", "application/json")
        req = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=REQUEST_SECONDS) as resp:
                status, hdrs, raw = resp.status, dict(resp.headers), resp.read()
        except urllib.error.HTTPError as e:
            status, hdrs, raw = e.code, dict(e.headers), e.read()
        try:
            return status, hdrs, json.loads(raw) if raw else None
        except ValueError:
            return status, hdrs, raw.decode(errors="replace")


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout(f"no result within {SCENARIO_SECONDS} s")


def reason_of(exc):
    """The first line of what went wrong, short enough for a table cell."""
    if isinstance(exc, Failed):
        text = str(exc)
    else:
        text = f"{type(exc).__name__}: {exc}"
        status = getattr(exc, "http_status", None) or getattr(exc, "status_code", None)
        if isinstance(status, int) and str(status) not in text:
            text += f" (HTTP {status})"
        # Where in the scenario an unexpected error came from (the innermost frame of ours).
        frames = [
            f
            for f in traceback.extract_tb(exc.__traceback__)
            if "/bench/devset/" in f.filename and not f.filename.endswith("/scenario.py")
        ]
        if frames:
            line = frames[-1].line or ""
            line = line if len(line) <= 70 else line[:69] + "…"
            text += f" (at {frames[-1].name}:{frames[-1].lineno}: `{line}`)"
    text = " ".join(text.split())
    return text[:220] + ("…" if len(text) > 220 else "")


def run(doc, base, reset):
    """Runs every scenario of `doc` against `base`; yields one result each."""
    signal.signal(signal.SIGALRM, _alarm)
    ctx = Ctx(base)
    for fn in SCENARIOS[doc]:
        if reset:
            ctx.http("POST", "/__fake/reset")
        start = time.monotonic()
        signal.alarm(SCENARIO_SECONDS)
        try:
            fn(ctx)
            ok, reason = True, ""
        except BaseException as e:  # noqa: BLE001 (a scenario's failure is a result)
            if isinstance(e, KeyboardInterrupt):
                raise
            ok, reason = False, reason_of(e)
        finally:
            signal.alarm(0)
        yield {
            "doc": doc,
            "scenario": fn.__name__,
            "ok": ok,
            "reason": reason,
            "seconds": round(time.monotonic() - start, 2),
        }
