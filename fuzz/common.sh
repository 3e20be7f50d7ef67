# Shared by .ci/fuzz.sh (deterministic, CI) and fuzz/long.sh (random, by hand): installs
# cargo-fuzz into target/fuzz-tools if needed and builds the targets into target/fuzz.
# Source it from the repository root.

CARGO_FUZZ_VERSION=0.13.2
tools="$PWD/target/fuzz-tools"
if ! "$tools/bin/cargo-fuzz" --version 2>/dev/null | grep -qF "$CARGO_FUZZ_VERSION"; then
    echo "fuzz: installing cargo-fuzz $CARGO_FUZZ_VERSION into $tools"
    cargo install --locked --quiet cargo-fuzz --version "$CARGO_FUZZ_VERSION" --root "$tools"
fi
export PATH="$tools/bin:$PATH"

# Stable rustc: no sanitizer (Rust code here is safe; panics, aborts, stack overflows, timeouts and
# OOM are what we look for). Debug assertions on, so integer overflow panics too.
build_flags=(--fuzz-dir fuzz --sanitizer none --debug-assertions --target-dir target/fuzz)

echo "fuzz: building the targets (release, coverage-instrumented)"
cargo fuzz build "${build_flags[@]}"

# The dictionary and the longest input of a target.
dict_of() { case "$1" in decode) echo fuzz/dicts/json.dict ;; names) echo fuzz/dicts/names.dict ;; *) echo fuzz/dicts/openapi.dict ;; esac; }
max_len_of() { case "$1" in decode) echo 4096 ;; names) echo 2048 ;; *) echo 8192 ;; esac; }
