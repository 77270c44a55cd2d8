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
#   PANALO_JOURNEY_TARGET=cluster (ci/test.sh sets it) runs them against the
#   production shape instead of one plain server: the PostgreSQL cluster gets a
#   streaming replica (the workers' databases are made on the primary and
#   replicate), and each worker gets a site of its own (ci/cluster/site.sh, as
#   ci/cluster.sh runs it): PANALO_JOURNEY_INSTANCES API instances (default 2)
#   reading from the replica what may lag, behind an nginx that terminates TLS
#   with a self-signed certificate. Chromium accepts that certificate by its key
#   (PANALO_TLS_SPKI, tests/browser/lib/harness.mjs), the journeys' own requests
#   from Node through NODE_EXTRA_CA_CERTS. Server logs: build/reports/journey-site-N/.
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

workers=${PANALO_JOURNEY_WORKERS:-2}
target=${PANALO_JOURNEY_TARGET:-server}
case "$target" in
  server | cluster) ;;
  *) echo "run-journey.sh: PANALO_JOURNEY_TARGET is server or cluster, not $target" >&2; exit 2 ;;
esac
pg_dir=build/journey-postgres
replica_dir=build/journey-postgres-replica
run_dir=build/journey-run
rm -rf "$run_dir"
mkdir -p "$run_dir/queue" "$run_dir/taken" build/reports
PANALO_PG_EPHEMERAL=1 bash ci/pg.sh start "$pg_dir" >/dev/null
template=panalo_journey_template
template_url=$(bash ci/pg.sh template "$pg_dir" "$template" build/native/api/panaloctl demo)
base_url=${template_url%/*}
if [ "$target" = cluster ]; then
  replica_url=$(PANALO_PG_EPHEMERAL=1 bash ci/pg.sh replica "$pg_dir" "$replica_dir")
  replica_base_url=${replica_url%/*}
  bash ci/cluster/tls.sh "$run_dir/tls"
fi

server_pids=()
cleanup() {
  for pid in "${server_pids[@]}"; do kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  if [ "$target" = cluster ]; then
    for site in "$run_dir"/site-*; do
      if [ -f "$site/site.env" ]; then bash ci/cluster/site.sh stop "$site" || true; fi
    done
    bash ci/pg.sh stop "$replica_dir" || true
  fi
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

# Worker i: a copy of the template, a server (or a site), then journeys until the
# queue is empty.
start_server() {  # i -> writes the worker's environment file
  local i=$1 database="panalo_journey_$1" port key
  PGCONNECT_TIMEOUT=10 psql -qX "$base_url/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" \
    -c "CREATE DATABASE $database TEMPLATE $template" >/dev/null
  if [ "$target" = cluster ]; then
    start_site "$i" "$database"
    return
  fi
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

# The same server settings as above, on PANALO_JOURNEY_INSTANCES instances behind
# the worker's own nginx; waits until they are ready and nginx runs.
start_site() {  # i database
  local i=$1 database=$2 site="$run_dir/site-$1" port
  # The database was just made on the primary: the instances read from the
  # replica too, so it must have arrived there first.
  for _ in $(seq 1 150); do
    PGCONNECT_TIMEOUT=5 psql -qtAX "$replica_base_url/$database" -c 'SELECT 1' >/dev/null 2>&1 && break
    sleep 0.2
  done
  mkdir -p "$site"
  (umask 077; openssl rand -base64 32 >"$site/master-key")
  port=$(free_port)
  bash ci/cluster/site.sh configure "$site" \
    PANALO_INSTANCES="${PANALO_JOURNEY_INSTANCES:-2}" \
    PANALO_CLUSTER_PORT="$port" \
    PANALO_SITE_TLS="$PANALO_ROOT/$run_dir/tls" \
    PANALO_SITE_LOGS="$PANALO_ROOT/build/reports/journey-site-$i" \
    PANALO_MASTER_KEY_FILE="$PANALO_ROOT/$site/master-key" \
    DATABASE_URL="$base_url/$database" \
    PANALO_DATABASE_REPLICA_URL="$replica_base_url/$database" \
    PANALO_REALTIME_PUBLIC_URL="wss://127.0.0.1:$port/realtime" \
    PANALO_PAYLOAD_KEY_GRACE_S=0
  rm -rf "build/reports/journey-site-$i"
  bash ci/cluster/site.sh start "$site"
  printf 'DATABASE_URL=%q\nPANALO_MASTER_KEY=%q\nBASE_URL=%q\nPANALO_TLS_SPKI=%q\nNODE_EXTRA_CA_CERTS=%q\n' \
    "$base_url/$database" "$(cat "$site/master-key")" "https://127.0.0.1:$port" \
    "$(cat "$run_dir/tls/spki")" "$PANALO_ROOT/$run_dir/tls/cert.pem" >"$run_dir/env-$i"
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
if [ "$target" = server ]; then
  for i in $(seq 1 "$workers"); do
    wait_for_http "$(source "$run_dir/env-$i"; echo "$BASE_URL")/wps/system/status"
  done
fi

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
