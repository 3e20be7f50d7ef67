#!/usr/bin/env bash
# The fake beside Steady (issue 32's goal), in one run on this machine, over HTTP on loopback:
# `oapigen fake` (release) and Steady 0.22 (`@stdy/cli`, a stateless mock) serve the provider's
# document; for each, the start-up (from the command to its first answer, median of 5), then wrk
# (2 threads, CONCURRENCY connections, SECONDS each) on a list of volumes and on volume creates.
# The fake keeps state while it is measured: 20 volumes listed (a page of them, filtered and
# sorted as asked), each create a task and a record with its relations; Steady answers from the
# document's examples.
#
#   bench/fake-steady.sh [SECONDS] [CONCURRENCY]     (defaults: 5 s, 32 connections)
#
# Needs ../shared/corpus/gcore beside the clone. Installs what it lacks: Steady with npm under
# target/bench/steady, wrk from Debian's packages (as root). Not part of CI; the figures go to
# bench/RESULTS.md by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-5}
concurrency=${2:-32}
spec=$root/../shared/corpus/gcore/cloud_api.yaml
overlay=$root/examples/gcore-cloud/gcore.overlay.yaml
if [ ! -f "$spec" ]; then echo "skipped: $spec not found"; exit 0; fi
work=$root/target/bench/steady
mkdir -p "$work"
if [ ! -x "$work/node_modules/.bin/steady" ]; then
  (cd "$work" && npm install --no-audit --no-fund @stdy/cli@0.22 >npm.log 2>&1) || { echo "cannot install Steady (see $work/npm.log)"; exit 1; }
fi
if ! command -v wrk >/dev/null; then
  apt-get install -y wrk >"$work/apt.log" 2>&1 || { echo "wrk is missing and cannot be installed (apt-get install wrk)"; exit 1; }
fi
cargo build -q --release --locked -p oapigen-cli
fake_bin=$root/target/release/oapigen
steady_bin=$work/node_modules/.bin/steady
list=/cloud/v1/volumes/1/2
auth="Authorization: apikey bench"
cat >"$work/create.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"source": "new-volume", "name": "bench", "size": 1, "type_name": "standard"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "apikey bench"
LUA

start_server() { # NAME PORT
  case $1 in
    oapigen) "$fake_bin" fake "$spec" --overlay "$overlay" --listen "127.0.0.1:$2" >"$work/$1.log" 2>&1 & ;;
    steady) "$steady_bin" "$spec" -p "$2" --host 127.0.0.1 -q >"$work/$1.log" 2>&1 & ;;
  esac
  pid=$!
}
wait_up() { # PORT
  until curl -s -o /dev/null -H "$auth" "http://127.0.0.1:$1$list"; do sleep 0.005; done
}
rps() { awk '/Requests\/sec/ { printf "%.0f", $2 }'; }
non2xx() { awk '/Non-2xx/ { print $NF } END { }'; }

echo "== oapigen fake beside Steady $("$steady_bin" --version 2>/dev/null | tail -1) on the provider's document"
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; wrk -t2 -c$concurrency -d${seconds}s on loopback"
declare -A START READS CREATES
port=4890
for name in oapigen steady; do
  times=()
  for i in 1 2 3 4 5; do
    port=$((port + 1))
    s=$(date +%s%N)
    start_server "$name" "$port"
    wait_up "$port"
    e=$(date +%s%N)
    times+=($(( (e - s) / 1000000 )))
    kill "$pid"; wait "$pid" 2>/dev/null || true
  done
  START[$name]=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
  port=$((port + 1))
  start_server "$name" "$port"
  wait_up "$port"
  base=http://127.0.0.1:$port
  if [ "$name" = oapigen ]; then
    # Tasks finish at once, and 20 volumes to list.
    curl -s -o /dev/null -X PUT -d '{"immediately": true}' "$base/__fake/plans/VolumeViewSet.post"
    for i in $(seq 1 20); do
      curl -s -o /dev/null -H "$auth" -H 'Content-Type: application/json' \
        -d "{\"source\": \"new-volume\", \"name\": \"vol-$i\", \"size\": $i}" "$base$list"
    done
  fi
  out=$(wrk -t2 -c"$concurrency" -d"${seconds}s" -H "$auth" "$base$list?limit=10&order_by=name.asc")
  READS[$name]=$(echo "$out" | rps)
  bad=$(echo "$out" | non2xx)
  [ -n "$bad" ] && echo "$name reads: $bad answers were not 2xx"
  out=$(wrk -t2 -c"$concurrency" -d"${seconds}s" -s "$work/create.lua" "$base$list")
  CREATES[$name]=$(echo "$out" | rps)
  bad=$(echo "$out" | non2xx)
  [ -n "$bad" ] && echo "$name creates: $bad answers were not 2xx"
  kill "$pid"; wait "$pid" 2>/dev/null || true
done
printf '| %-26s | %12s | %12s | %8s |\n' metric "oapigen fake" "Steady 0.22" ratio
printf '| %-26s | %12s | %12s | %8s |\n' "start-up (ms, median of 5)" "${START[oapigen]}" "${START[steady]}" \
  "$(awk -v a="${START[oapigen]}" -v b="${START[steady]}" 'BEGIN { printf "%.2f", a / b }')"
for m in reads creates; do
  declare -n col=${m^^}
  printf '| %-26s | %12s | %12s | %8s |\n' "$m per second" "${col[oapigen]}" "${col[steady]}" \
    "$(awk -v a="${col[oapigen]}" -v b="${col[steady]}" 'BEGIN { printf "%.2f", a / b }')"
done
