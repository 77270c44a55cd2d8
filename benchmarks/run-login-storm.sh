#!/usr/bin/env bash
# Starts a throwaway PostgreSQL and the real server, creates one member and runs
# benchmarks/login-storm.mjs against it. Needs ci/build.sh (and the interop
# packages: bash ci/npm-install.sh tests/interop/hpke) first.
source "$(dirname "$0")/../ci/lib.sh"
cd "$PANALO_ROOT"
bash ci/npm-install.sh tests/interop/hpke

pg_dir=build/bench-postgres
admin_url=$(PANALO_PG_EPHEMERAL=1 bash ci/pg.sh start "$pg_dir")
base=${admin_url%/*}
psql -qX "$base/postgres" -c "DROP DATABASE IF EXISTS panalo_bench WITH (FORCE)" -c "CREATE DATABASE panalo_bench" >/dev/null
# The postmaster's process tree is what the report counts as PostgreSQL's CPU.
postgres_pid=$(head -n1 "$(psql -qtAX "$base/postgres" -c "SHOW data_directory")/postmaster.pid")
export DATABASE_URL="$base/panalo_bench"
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  bash ci/pg.sh stop "$pg_dir"
}
trap cleanup EXIT

build/native/api/panaloctl migrate >/dev/null
password="storm-$(openssl rand -hex 8)"
printf '%s\n' "$password" | build/native/api/panaloctl members create stormplayer >/dev/null

# The server and the report must agree on how many argon2 computations run at
# once: the server's default (cores - 1, at least 1) unless set. The slow-route
# pool keeps its default (twice that), so DB waits overlap hashing.
cores=$(nproc)
export PANALO_HASH_THREADS=${PANALO_HASH_THREADS:-$(( cores > 1 ? cores - 1 : 1 ))}
export PANALO_MASTER_KEY
PANALO_MASTER_KEY=$(openssl rand -base64 32)
mkdir -p build/reports
port=$(free_port)
# The storm sends no messages; the default (outbox) provider still needs the permission.
PANALO_DEV_MESSAGES=1 PANALO_PORT=$port build/native/api/panalo-server >build/reports/login-storm-server.log 2>&1 &
server_pid=$!
wait_for_http "http://127.0.0.1:$port/wps/system/status"

BASE_URL="http://127.0.0.1:$port" LOGIN_ACCOUNT=stormplayer LOGIN_PASSWORD="$password" \
  PASSWORD_HASH_BENCH="$PANALO_ROOT/build/native/benchmarks/password_hash_bench" \
  SERVER_PID=$server_pid POSTGRES_PID=$postgres_pid SERVER_LOG=build/reports/login-storm-server.log \
  REPORT_FILE=build/reports/login-storm.json \
  node benchmarks/login-storm.mjs
