#!/usr/bin/env bash
# Load test: wrk for DURATION seconds against one instance, then against two (round robin: one
# wrk per instance, at the same time), printing requests/s, p99 latency, errors and the server's
# memory before and after. Two instances share state only through PostgreSQL: set DATABASE_URL
# for that; without it each instance keeps its own SQLite (the workload only reads).
#   scripts/load/run.sh [BINARY] [DURATION]   (BINARY defaults to .build/release/reciplease)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:-.build/release/reciplease}
duration=${2:-30}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)"; exit 1; }
work=$(mktemp -d)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT

ports=()
# An instance on a port it binds itself, read from its log. The fixed ports this used (18081,
# 18082) could be held by another server, one left by an interrupted run for one: the readiness
# probe then found that one, and the figures were of it.
start() { # name
  local log="$work/server-$1.log" port
  "$binary" serve --port 0 --data-dir "$work/data-$1" > "$log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 3000); do # up to ten minutes, as the other scripts wait
    port=$(sed -n 's|.*Server started on http://127\.0\.0\.1:\([0-9]*\).*|\1|p' "$log" | head -1)
    if [ -n "$port" ] && curl -fs --max-time 5 "http://127.0.0.1:$port/readyz" >/dev/null; then ports+=("$port"); return 0; fi
    sleep 0.2
  done
  echo "server $1 did not start"; cat "$log"; exit 1
}
rss() { awk '/VmRSS/ {print $2" kB"}' "/proc/$1/status"; }

start one
start two
base=http://127.0.0.1:${ports[0]}
user="load$RANDOM$RANDOM"
curl -fs -H 'Content-Type: application/json' -d "{\"username\":\"$user\",\"password\":\"a long enough password\"}" $base/api/v1/users >/dev/null
token=$(curl -fs -H 'Content-Type: application/json' -d "{\"username\":\"$user\",\"password\":\"a long enough password\"}" $base/api/v1/sessions | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
curl -fs -X PUT -H "Authorization: Bearer $token" $base/api/v1/favorites/lemony-chicken-and-rice-soup >/dev/null
# A week with four meals, so the grocery list merges real lines.
day=7
for recipe in lemony-chicken-and-rice-soup $(curl -fs "$base/api/v1/recipes/search?limit=3&type=dinner" | python3 -c 'import json,sys; print(" ".join(r["id"] for r in json.load(sys.stdin)["results"]))'); do
  curl -fs -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    -d "{\"recipeId\":\"$recipe\",\"date\":\"2026-12-$(printf %02d $day)\",\"mealType\":\"dinner\",\"servings\":4}" $base/api/v1/plan >/dev/null
  day=$((day + 1))
done
export RECIPLEASE_TOKEN=$token

report() { # label, wrk output files...
  python3 - "$@" <<'PY'
import re, sys
label, files = sys.argv[1], sys.argv[2:]
rps = 0.0; p99 = 0.0; errors = 0
for f in files:
    text = open(f).read()
    rps += float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
    m = re.search(r"99%\s+([\d.]+)(us|ms|s)", text)
    value = float(m.group(1)) * {"us": 0.001, "ms": 1, "s": 1000}[m.group(2)]
    p99 = max(p99, value)
    errors += sum(int(x) for x in re.findall(r"Non-2xx or 3xx responses: (\d+)", text))
    for socket_errors in re.findall(r"errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", text):
        errors += sum(map(int, socket_errors))
print(f"{label}: {rps:,.0f} requests/s, p99 {p99:.2f} ms, {errors} errors")
PY
}

memory() { echo "memory $1: instance 1 $(rss ${pids[0]}), instance 2 $(rss ${pids[1]})"; }
# A short warm-up, so the figures are of a running server rather than of its first requests.
wrk -t2 -c32 -d5s -s scripts/load/mixed.lua $base > /dev/null
memory "after warm-up"
RECIPLEASE_ONLY_SEARCH=1 wrk -t2 -c32 -d"${duration}s" --latency -s scripts/load/mixed.lua $base > "$work/search.txt"
report "search API, one instance" "$work/search.txt"
memory "after the search run"
RECIPLEASE_ONLY_GROCERY=1 wrk -t2 -c32 -d"${duration}s" --latency -s scripts/load/mixed.lua $base > "$work/grocery.txt"
report "grocery list API (a planned week), one instance" "$work/grocery.txt"
memory "after the grocery run"
wrk -t2 -c32 -d"${duration}s" --latency -s scripts/load/mixed.lua $base > "$work/mixed.txt"
report "mixed reads, one instance" "$work/mixed.txt"
memory "after the mixed run"
if [ -n "${DATABASE_URL:-}" ]; then
  wrk -t1 -c16 -d"${duration}s" --latency -s scripts/load/mixed.lua "http://127.0.0.1:${ports[0]}" > "$work/two-1.txt" &
  first=$!
  wrk -t1 -c16 -d"${duration}s" --latency -s scripts/load/mixed.lua "http://127.0.0.1:${ports[1]}" > "$work/two-2.txt"
  wait "$first"
  report "mixed reads, two instances" "$work/two-1.txt" "$work/two-2.txt"
else
  echo "two instances: skipped (they share favorites only through PostgreSQL; set DATABASE_URL)"
fi
memory "at the end"
