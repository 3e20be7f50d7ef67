#!/usr/bin/env python3
"""Runs the consumer scenarios of one document against one server.

    run_scenarios.py DOC BASE_URL [--reset]

DOC is `stripe.com`, `hetzner.cloud` or `digitalocean.com`; `--reset` sends `POST /__fake/reset`
before each scenario (oapigen's fake; a stateless mock has nothing to reset). Prints one JSON
object a line: doc, scenario, ok, reason (the first failure), seconds.
"""

import json
import sys
import warnings

import scenario
import scenarios_digitalocean  # noqa: F401 (registers its scenarios)
import scenarios_hetzner  # noqa: F401
import scenarios_stripe  # noqa: F401


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    doc, base = args
    # The SDKs warn about deprecated spellings and the like; a scenario's result is what counts.
    warnings.simplefilter("ignore")
    for result in scenario.run(doc, base, reset="--reset" in sys.argv):
        print(json.dumps(result, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
