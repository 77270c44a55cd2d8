#!/usr/bin/env bash
# Starts the whole product on http://localhost:8080 (PANALO_PORT to change):
# installs what is missing and builds only what it serves (ci/build.sh serve: no
# tests, benchmarks or fuzzers), starts an embedded PostgreSQL cluster in
# .panalo/pg (unless DATABASE_URL names an existing database), migrates, loads
# the demo data (and the demo games catalogue) and runs the API, which also serves the built UI. Ctrl-C stops
# the server and the embedded PostgreSQL.
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

bash ci/build.sh serve

embedded=false
if [ -z "${DATABASE_URL:-}" ]; then
  say "embedded PostgreSQL in .panalo/pg"
  DATABASE_URL=$(bash ci/pg.sh start .panalo/pg)
  embedded=true
fi
export DATABASE_URL

stop_database() { [ "$embedded" = true ] && bash ci/pg.sh stop .panalo/pg && say "PostgreSQL stopped"; return 0; }
trap stop_database EXIT

# The master key seals the server's HPKE private keys in the database. Locally it
# is made once and kept beside the embedded cluster, readable by root only.
if [ -z "${PANALO_MASTER_KEY:-}" ]; then
  mkdir -p .panalo
  [ -s .panalo/master-key ] || (umask 077; openssl rand -base64 32 > .panalo/master-key)
  PANALO_MASTER_KEY=$(cat .panalo/master-key)
fi
export PANALO_MASTER_KEY

say "migrations and demo data"
build/native/api/panaloctl migrate
bash ci/demo-data.sh build/native/api/panaloctl

export PANALO_PORT=${PANALO_PORT:-8080}
export PANALO_UI_DIR="$PANALO_ROOT/ui/dist"
# No SMS gateway or mail server here: codes and reset links go to the outbox
# table, in plain text, which the server allows only when told so.
export PANALO_DEV_MESSAGES=1
say "development messages: SMS codes and reset links are stored in plain text (panaloctl outbox list reads them)"
say "Panalo on http://localhost:$PANALO_PORT (Ctrl-C stops it)"
build/native/api/panalo-server &
server=$!
trap 'kill -TERM "$server" 2>/dev/null || true' INT TERM
wait "$server" || true
wait "$server" 2>/dev/null || true
