#!/usr/bin/env bash
# Wallet transfers per second of the real server, as a ratio to pgbench's
# TPC-B-like run with the same client count against the same PostgreSQL, in the
# same run (issue 13, target >= 0.5), with the transfers' p99 latency.
#   CLIENTS (default 2 x cores)  concurrent clients for both
#   BENCH_SECONDS (default 20)   measured seconds of each run
# Starts a PostgreSQL of its own in build/bench-wallet-postgres with the
# product's durability (fsync and synchronous commit on, as in production, not the
# tests' throwaway settings), the server with its defaults except one request
# thread per client (PANALO_* from the environment still apply), then:
#   1. pgbench -i into a scratch database, pgbench -c N -j N -T S (the peer);
#   2. benchmarks/wallet-transfers.mjs: N members, each with a session, moving
#      1.00 main -> PG and back, a fresh idempotency key per call;
#   3. pgbench again; the higher of its two rates is the peer (so a machine busy
#      in one of them does not flatter the ratio).
# Prints the figures and writes build/reports/wallet-transfers.json. Needs
# ci/build.sh serve (panalo-server, panaloctl) first. Not part of ci/test.sh.
source "$(dirname "$0")/../ci/lib.sh"
cd "$PANALO_ROOT"

cores=$(nproc)
clients=${CLIENTS:-$(( 2 * cores ))}
seconds=${BENCH_SECONDS:-20}
server_bin=build/native/api/panalo-server
ctl_bin=build/native/api/panaloctl
[ -x "$server_bin" ] && [ -x "$ctl_bin" ] || { echo "build first: bash ci/build.sh serve" >&2; exit 1; }
command -v pgbench >/dev/null || { echo "pgbench is missing (Debian: postgresql-contrib)" >&2; exit 1; }

pg_dir=build/bench-wallet-postgres
admin_url=$(bash ci/pg.sh start "$pg_dir")
base=${admin_url%/*}
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  bash ci/pg.sh stop "$pg_dir"
}
trap cleanup EXIT
for db in panalo_bench_wallet pgbench_scratch; do
  psql -qX "$base/postgres" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db" >/dev/null
done
export DATABASE_URL="$base/panalo_bench_wallet"
mkdir -p build/reports
tokens_file=build/reports/wallet-transfers-tokens.txt

say "setting up $clients members with sessions and money"
"$ctl_bin" migrate >/dev/null
"$ctl_bin" ledger vendors set PG "PG Soft" >/dev/null
: >"$tokens_file"
chmod 600 "$tokens_file"
for i in $(seq 1 "$clients"); do
  account="bench$i"
  openssl rand -hex 12 | "$ctl_bin" members create "$account" >/dev/null
  "$ctl_bin" ledger adjust "$account" 100000.00 --key "bench-grant-$account" --memo "benchmark funds" >/dev/null
  # A session as a login makes one: the server stores only the token's SHA-256.
  token=$(openssl rand -hex 24)
  psql -qtAX "$DATABASE_URL" -v token="$token" -v account="$account" >/dev/null <<'SQL'
INSERT INTO sessions (token_hash, member_id, expires_at)
SELECT sha256(convert_to(:'token', 'UTF8')), id, now() + interval '1 day' FROM members WHERE account = :'account';
SQL
  printf '%s\n' "$token" >>"$tokens_file"
done

say "pgbench -i (scale 1) into a scratch database"
pgbench -i -q "$base/pgbench_scratch" >/dev/null 2>&1
run_pgbench() {
  pgbench -c "$clients" -j "$clients" -T "$seconds" "$base/pgbench_scratch" 2>/dev/null \
    | sed -n 's/^tps = \([0-9.]*\) (without initial connection time)/\1/p'
}

say "pgbench -c $clients -j $clients -T $seconds (before)"
pgbench_before=$(run_pgbench)

port=$(free_port)
# One request thread per client, as pgbench has one connection per client: a
# transfer waits on PostgreSQL (its commit) on the thread that took it, so with
# fewer threads than clients the server would measure its thread count, not the
# cost of a transfer. The pool keeps at least one connection per thread.
export PANALO_THREADS=${PANALO_THREADS:-$clients}
export PANALO_DB_POOL_SIZE=${PANALO_DB_POOL_SIZE:-$(( clients > 8 ? clients : 8 ))}
export PANALO_MASTER_KEY
PANALO_MASTER_KEY=$(openssl rand -base64 32)
PANALO_DEV_MESSAGES=1 PANALO_PORT=$port "$server_bin" >build/reports/wallet-transfers-server.log 2>&1 &
server_pid=$!
wait_for_http "http://127.0.0.1:$port/wps/system/status"

say "transfers from $clients clients for $seconds s"
transfers=$(BASE_URL="http://127.0.0.1:$port" TOKENS_FILE="$tokens_file" MEASURE_SECONDS="$seconds" \
  node benchmarks/wallet-transfers.mjs)
kill -TERM "$server_pid" && wait "$server_pid" 2>/dev/null || true
server_pid=""

say "pgbench -c $clients -j $clients -T $seconds (after)"
pgbench_after=$(run_pgbench)
"$ctl_bin" ledger trial-balance >/dev/null || { echo "the ledger does not balance after the run" >&2; exit 1; }
rm -f "$tokens_file"

node - "$transfers" "$pgbench_before" "$pgbench_after" "$clients" <<'JS'
const [transfersJson, before, after, clients] = process.argv.slice(2);
const transfers = JSON.parse(transfersJson);
const pgbenchTps = Math.max(Number(before), Number(after));
const ratio = transfers.transfersPerSecond / pgbenchTps;
const report = {
  clients: Number(clients),
  transfersPerSecond: transfers.transfersPerSecond,
  transferP50Ms: transfers.p50Ms,
  transferP99Ms: transfers.p99Ms,
  transferFailures: transfers.failures,
  pgbenchTpsBefore: Number(before),
  pgbenchTpsAfter: Number(after),
  pgbenchTps,
  ratio: Number(ratio.toFixed(3)),
  target: 0.5,
  met: ratio >= 0.5 && transfers.failures === 0,
};
require('node:fs').writeFileSync('build/reports/wallet-transfers.json', `${JSON.stringify(report, null, 2)}\n`);
console.log(`transfers/s ${report.transfersPerSecond} (p50 ${report.transferP50Ms} ms, p99 ${report.transferP99Ms} ms, ` +
            `${report.transferFailures} failures); pgbench TPC-B-like tps ${pgbenchTps} ` +
            `(before ${before}, after ${after}); ratio ${report.ratio} (target >= 0.5: ${report.met ? 'met' : 'NOT met'})`);
if (transfers.failures > 0) console.log(`first failure: ${transfers.firstFailure}`);
process.exit(report.met ? 0 : 3);
JS
