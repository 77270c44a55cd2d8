#!/usr/bin/env bash
# The real-time channel under load (issue 17), on this machine, in one run:
#   idle connections  CLIENTS (default 10,000) signed-in pages held by one server
#                     instance: the server's resident memory per connection, against
#                     a bare websocketpp server (the library's default settings,
#                     no sign-in, no state) holding as many: the ratio
#   fan-out           FANOUT_CLIENTS (default 1,000) signed-in pages, EVENTS (default
#                     200) events to the "all" stream, one transaction each at 20/s:
#                     each page's receipt latency from before the commit, p50/p99/max,
#                     against PostgreSQL's own NOTIFY to one LISTEN connection at the
#                     same pace (the floor every event of ours passes through): the
#                     p99 ratio
# Writes build/reports/realtime.json. Needs ci/build.sh first. Not part of ci/test.sh.
source "$(dirname "$0")/../ci/lib.sh"
cd "$PANALO_ROOT"

server_bin=build/native/api/panalo-server
ctl_bin=build/native/api/panaloctl
load_bin=build/native/benchmarks/realtime_load
for bin in "$server_bin" "$ctl_bin" "$load_bin"; do
  [ -x "$bin" ] || { echo "build first: bash ci/build.sh ($bin is missing)" >&2; exit 1; }
done
clients=${CLIENTS:-10000}
fanout_clients=${FANOUT_CLIENTS:-1000}
events=${EVENTS:-200}
# Every connection is a file descriptor on both ends (each side is its own
# process): as many as this machine's hard limit allows (20,000 here).
ulimit -n "$(ulimit -Hn)"


pg_dir=build/bench-realtime-postgres
admin_url=$(PANALO_PG_EPHEMERAL=1 bash ci/pg.sh start "$pg_dir")
base=${admin_url%/*}
work=$(mktemp -d)
server_pid=""
peer_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null
  [ -n "$peer_pid" ] && kill "$peer_pid" 2>/dev/null
  wait 2>/dev/null
  bash ci/pg.sh stop "$pg_dir"
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p build/reports

db=panalo_bench_realtime
psql -qX "$base/postgres" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db" >/dev/null
export DATABASE_URL="$base/$db"
"$ctl_bin" migrate >/dev/null

# One session per 20 pages (the channel's per-member limit), made in SQL: a
# token is 32 random hex characters and the table keeps its SHA-256.
members=$(( (clients + 19) / 20 ))
psql -qAtX -v ON_ERROR_STOP=1 "$DATABASE_URL" >"$work/tokens" <<SQL
WITH made AS (
  INSERT INTO members (account, nickname, password_hash)
  SELECT 'rt' || g, 'rt' || g, '!bench' FROM generate_series(1, $members) g RETURNING id),
tokens AS (SELECT id, md5(random()::text || id) AS token FROM made),
stored AS (
  INSERT INTO sessions (token_hash, member_id, expires_at)
  SELECT sha256(convert_to(token, 'UTF8')), id, now() + interval '1 day' FROM tokens RETURNING 1)
SELECT token FROM tokens WHERE (SELECT count(*) FROM stored) > 0;
SQL

rss_kb() { awk '/^VmRSS/ { print $2 }' "/proc/$1/status"; }

# The server: its channel on a kernel-chosen port, read from its start line.
PANALO_MASTER_KEY=$(openssl rand -base64 32) PANALO_PORT=0 PANALO_REALTIME_MAX_CONNECTIONS=$((clients + 100)) \
  PANALO_REALTIME_SESSION_CHECK_S=3600 PANALO_DEV_MESSAGES=1 "$server_bin" >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  grep -qs "real-time channel on port" "$work/server.log" && break
  sleep 0.1
done
port=$(sed -n 's/.*real-time channel on port \([0-9]*\).*/\1/p' "$work/server.log" | head -n1)
[ -n "$port" ] || { cat "$work/server.log" >&2; exit 1; }

# $1 server pid, $2 port, $3 tokens file or "": prints "before after seconds".
hold_and_measure() {
  local fifo="$work/hold-$2" before after
  mkfifo "$fifo"
  before=$(rss_kb "$1")
  "$load_bin" hold "$2" "$clients" ${3:+"$3"} <"$fifo" >"$work/hold-$2.out" 2>&1 &
  local load_pid=$!
  exec 9>"$fifo"
  for _ in $(seq 1 3000); do
    grep -q "^held" "$work/hold-$2.out" 2>/dev/null && break
    kill -0 "$load_pid" 2>/dev/null || break
    sleep 0.1
  done
  sleep 1
  after=$(rss_kb "$1")
  local held
  held=$(cat "$work/hold-$2.out")
  echo >&9
  exec 9>&-
  wait "$load_pid" || { echo "holding failed: $held" >&2; exit 1; }
  echo "$before $after $(sed -n 's/^held [0-9]* in \([0-9.]*\) s/\1/p' <<<"$held")"
}

say "holding $clients signed-in pages on the server (load $(cut -d' ' -f1-3 /proc/loadavg))"
read -r ours_before ours_after ours_seconds < <(hold_and_measure "$server_pid" "$port" "$work/tokens")
"$load_bin" peer-server "$work/peer-port" &
peer_pid=$!
for _ in $(seq 1 50); do [ -s "$work/peer-port" ] && break; sleep 0.1; done
say "holding $clients connections on the bare websocketpp peer"
read -r peer_before peer_after peer_seconds < <(hold_and_measure "$peer_pid" "$(cat "$work/peer-port")" "")
kill "$peer_pid"
peer_pid=""

say "fan-out to $fanout_clients pages, $events events"
fanout=$("$load_bin" fanout "$port" "$fanout_clients" "$work/tokens" "$DATABASE_URL" "$events")

node -e '
const [clients, ob, oa, os, pb, pa, ps, fanout] = process.argv.slice(1);
const per = (b, a) => ((a - b) * 1024) / clients;
const out = {
  measuredAt: new Date().toISOString(),
  load: require("fs").readFileSync("/proc/loadavg", "utf8").trim(),
  idle: {
    clients: +clients,
    serverRssBeforeKb: +ob, serverRssAfterKb: +oa, serverBytesPerConnection: Math.round(per(ob, oa)),
    serverSecondsToSignIn: +os,
    peerRssBeforeKb: +pb, peerRssAfterKb: +pa, peerBytesPerConnection: Math.round(per(pb, pa)),
    ratio: per(ob, oa) / per(pb, pa),
  },
  fanout: JSON.parse(fanout),
};
console.log(`idle: ${clients} signed-in pages held, ${(oa / 1024).toFixed(0)} MB resident, ` +
  `${out.idle.serverBytesPerConnection} bytes per connection (peer ${out.idle.peerBytesPerConnection}, ` +
  `ratio ${out.idle.ratio.toFixed(2)}), signed in within ${(+os).toFixed(1)} s`);
const f = out.fanout;
console.log(`fan-out: ${f.clients} pages x ${f.events} events, delivered ${f.delivered}/${f.expected}, ` +
  `p50 ${f.channel_ms.p50.toFixed(1)} ms, p99 ${f.channel_ms.p99.toFixed(1)} ms, max ${f.channel_ms.max.toFixed(1)} ms; ` +
  `NOTIFY peer p99 ${f.peer_notify_ms.p99.toFixed(1)} ms; ratio ${f.p99_ratio.toFixed(1)}`);
require("fs").writeFileSync("build/reports/realtime.json", JSON.stringify(out, null, 2));
' "$clients" "$ours_before" "$ours_after" "$ours_seconds" "$peer_before" "$peer_after" "$peer_seconds" "$fanout"
