#!/usr/bin/env bash
# Runs the browser journeys in Debian's Chromium against the real server, in
# PANALO_JOURNEY_WORKERS parallel workers (default 2). One PostgreSQL cluster;
# a template database migrated with the demo data loaded once; each worker gets
# its own copy of it, its own master key and its own server on a free port, so
# journeys that clear the per-IP rate-limit tables, switch flags or rotate keys
# never meet another worker's. Workers take the next journey file from a queue;
# each journey's output is printed whole when it ends, with its own closing
# "N passed, N failed" line (ci/test.sh adds them up). Screenshots land in
# build/screenshots.
#   PANALO_JOURNEYS="tests/browser/a.mjs tests/browser/b.mjs" runs only those.
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

workers=${PANALO_JOURNEY_WORKERS:-2}
pg_dir=build/journey-postgres
run_dir=build/journey-run
rm -rf "$run_dir"
mkdir -p "$run_dir/queue" "$run_dir/taken" build/reports
PANALO_PG_EPHEMERAL=1 bash ci/pg.sh start "$pg_dir" >/dev/null
template=panalo_journey_template
template_url=$(bash ci/pg.sh template "$pg_dir" "$template" build/native/api/panaloctl demo)
base_url=${template_url%/*}

server_pids=()
cleanup() {
  for pid in "${server_pids[@]}"; do kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  bash ci/pg.sh stop "$pg_dir"
}
trap cleanup EXIT

# How long each journey took last time, kept outside the clone: the queue starts
# with the longest, so the run does not end waiting on one long journey that a
# worker took last while the other had nothing left.
times_file=${XDG_CACHE_HOME:-$HOME/.cache}/panalo/journey-seconds
mkdir -p "$(dirname "$times_file")"
touch "$times_file"
last_seconds() { awk -v j="$1" '$2 == j { s = $1 } END { print s + 0 }' "$times_file"; }

# The queue: one numbered entry per journey, longest (last time) first.
n=0
# shellcheck disable=SC2086
for journey in $(for j in ${PANALO_JOURNEYS:-tests/browser/*.mjs}; do echo "$(last_seconds "$j") $j"; done |
  sort -k1,1nr -k2 | cut -d' ' -f2); do
  n=$((n + 1))
  printf '%s\n' "$journey" >"$run_dir/queue/$(printf '%03d' "$n")"
done
[ "$workers" -le "$n" ] || workers=$n

# Worker i: a copy of the template, a server, then journeys until the queue is empty.
start_server() {  # i -> sets port_$i in the environment file
  local i=$1 database="panalo_journey_$1" port key
  PGCONNECT_TIMEOUT=10 psql -qX "$base_url/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" \
    -c "CREATE DATABASE $database TEMPLATE $template" >/dev/null
  key=$(openssl rand -base64 32)
  port=$(free_port)
  # No grace period for rotated keys: the sealed-login journey rotates and expects
  # the old key refused at once (the default grants a day).
  # Journeys read SMS codes from the outbox (panaloctl outbox list): development messages.
  DATABASE_URL="$base_url/$database" PANALO_MASTER_KEY="$key" PANALO_PAYLOAD_KEY_GRACE_S=0 PANALO_PORT=$port \
    PANALO_DEV_MESSAGES=1 PANALO_UI_DIR="$PANALO_ROOT/ui/dist" build/native/api/panalo-server >"build/reports/journey-server-$i.log" 2>&1 &
  server_pids+=($!)
  printf 'DATABASE_URL=%q\nPANALO_MASTER_KEY=%q\nBASE_URL=%q\n' \
    "$base_url/$database" "$key" "http://127.0.0.1:$port" >"$run_dir/env-$i"
}

run_worker() {  # i
  local i=$1 entry journey out status=0
  set -a; source "$run_dir/env-$i"; set +a
  export SCREENSHOT_DIR="$PANALO_ROOT/build/screenshots" PANALOCTL="$PANALO_ROOT/build/native/api/panaloctl"
  for entry in "$run_dir"/queue/*; do
    # Taking an entry is a rename: exactly one worker wins it.
    mv "$entry" "$run_dir/taken/" 2>/dev/null || continue
    journey=$(cat "$run_dir/taken/$(basename "$entry")")
    out="$run_dir/$(basename "$journey" .mjs).log"
    # Every journey registers from 127.0.0.1: start each with no registrations
    # counted against that address (the registration guard asks for a captcha
    # after a few per window), so one journey's sign-ups never meet another's.
    psql -qX "$DATABASE_URL" -c 'DELETE FROM registration_attempts' >/dev/null
    # No popup list over a journey's pages unless the journey makes one
    # (tests/browser/announcements.mjs loads its own and removes it again).
    psql -qX "$DATABASE_URL" -c "DELETE FROM content_announcements WHERE notice_type = 'PU'" >/dev/null
    local started=$SECONDS
    node "$journey" >"$out" 2>&1 || status=1
    local took=$((SECONDS - started))
    echo "# $journey took $took s" >>"$out"
    # Print each journey whole, one at a time; remember its time for the next queue.
    flock "$run_dir/print.lock" sh -c 'cat "$1"; echo "$2 $3" >>"$4"' _ "$out" "$took" "$journey" "$times_file"
  done
  return $status
}

for i in $(seq 1 "$workers"); do start_server "$i"; done
for i in $(seq 1 "$workers"); do
  wait_for_http "$(source "$run_dir/env-$i"; echo "$BASE_URL")/wps/system/status"
done

worker_pids=()
for i in $(seq 1 "$workers"); do
  run_worker "$i" &
  worker_pids+=($!)
done
status=0
for pid in "${worker_pids[@]}"; do wait "$pid" || status=1; done
# Keep only the latest time of each journey.
awk '{ s[$2] = $1 } END { for (j in s) print s[j], j }' "$times_file" >"$times_file.new" && mv "$times_file.new" "$times_file"
exit $status
