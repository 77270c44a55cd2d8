#!/usr/bin/env bash
# Runs the browser journeys in Debian's Chromium against the real server: its own
# PostgreSQL cluster and database, the built UI, demo data, a free port.
# Screenshots land in build/screenshots.
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

pg_dir=build/journey-postgres
admin_url=$(PANALO_PG_EPHEMERAL=1 bash ci/pg.sh start "$pg_dir")
database=panalo_journey
base_url=${admin_url%/*}
PGCONNECT_TIMEOUT=10 psql -qX "$base_url/postgres" -c "DROP DATABASE IF EXISTS $database WITH (FORCE)" \
  -c "CREATE DATABASE $database" >/dev/null
export DATABASE_URL="$base_url/$database"

server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  bash ci/pg.sh stop "$pg_dir"
}
trap cleanup EXIT

build/native/api/panaloctl migrate >/dev/null
build/native/api/panaloctl demo load >/dev/null

export PANALO_MASTER_KEY
PANALO_MASTER_KEY=$(openssl rand -base64 32)
port=$(free_port)
# No grace period for rotated keys: the sealed-login journey rotates and expects
# the old key refused at once (the default grants a day).
PANALO_PAYLOAD_KEY_GRACE_S=0 PANALO_PORT=$port PANALO_UI_DIR="$PANALO_ROOT/ui/dist" build/native/api/panalo-server >build/reports/journey-server.log 2>&1 &
server_pid=$!
wait_for_http "http://127.0.0.1:$port/wps/system/status"

export BASE_URL="http://127.0.0.1:$port"
export SCREENSHOT_DIR="$PANALO_ROOT/build/screenshots"
export PANALOCTL="$PANALO_ROOT/build/native/api/panaloctl"
status=0
# PANALO_JOURNEYS="tests/browser/a.mjs tests/browser/b.mjs" runs only those (while working on one flow).
for journey in ${PANALO_JOURNEYS:-tests/browser/*.mjs}; do
  node "$journey" || status=1
done
exit $status
