#!/usr/bin/env bash
# The games list API under wrk, as a ratio to nginx serving the same JSON from a
# file in the same run (issue 14: ratio >= 0.5, p99 <= 10 ms), and the cheap
# /wps/system/status against a static file of the same size.
#   CONNECTIONS (default 64)     wrk connections, all kept alive
#   WRK_THREADS (default 2)      wrk threads
#   BENCH_SECONDS (default 10)   measured seconds of each wrk run
#   LIST_QUERY                   the games list query (default: a category page of 42)
#   SERVER_BIN                   the server to measure (default build/native/api/panalo-server)
# Starts a PostgreSQL of its own (build/bench-games-postgres), migrates it and
# loads the demo catalogue (panaloctl games demo), starts the server with its
# defaults (PANALO_* from the environment still apply: PANALO_THREADS, say),
# fetches one answer of each route into a temp folder and starts nginx (Debian
# package; apt-installed with wrk when missing) on that folder, with a conf of its
# own, as a plain local process. Then for each route: wrk on nginx, wrk on the
# server, wrk on nginx again; the higher nginx rate is the peer (a machine busy
# during one nginx run does not flatter the ratio). The server logs every request
# as in production (stdout, here to a file); nginx writes its access log too.
# Server CPU per request comes from /proc (the server's utime+stime over the
# requests wrk counted); the machine's load is read before and after each run,
# and the CPU other programs took during it (all CPU minus server, nginx, wrk).
# Prints the figures and writes build/reports/games-list.json. Needs
# ci/build.sh serve (panalo-server, panaloctl) first. Not part of ci/test.sh.
source "$(dirname "$0")/../ci/lib.sh"
cd "$PANALO_ROOT"

connections=${CONNECTIONS:-64}
wrk_threads=${WRK_THREADS:-2}
seconds=${BENCH_SECONDS:-10}
list_query=${LIST_QUERY:-gameType=RNG&pageNo=1&pageSize=42}
server_bin=${SERVER_BIN:-build/native/api/panalo-server}
ctl_bin=build/native/api/panaloctl
[ -x "$server_bin" ] && [ -x "$ctl_bin" ] || { echo "build first: bash ci/build.sh serve" >&2; exit 1; }
bash ci/install-deps.sh wrk
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

pg_dir=build/bench-games-postgres
admin_url=$(PANALO_PG_EPHEMERAL=1 bash ci/pg.sh start "$pg_dir")
base=${admin_url%/*}
work=$(mktemp -d)
chmod 755 "$work"  # nginx's workers run as www-data
server_pid=""
nginx_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  [ -n "$nginx_pid" ] && kill -QUIT "$nginx_pid" 2>/dev/null
  bash ci/pg.sh stop "$pg_dir"
  rm -rf "$work"
}
trap cleanup EXIT
psql -qX "$base/postgres" -c "DROP DATABASE IF EXISTS panalo_bench_games WITH (FORCE)" \
  -c "CREATE DATABASE panalo_bench_games" >/dev/null
export DATABASE_URL="$base/panalo_bench_games"
mkdir -p build/reports

say "migrating and loading the demo catalogue"
"$ctl_bin" migrate >/dev/null
"$ctl_bin" games demo >/dev/null

port=$(free_port)
export PANALO_MASTER_KEY
PANALO_MASTER_KEY=$(openssl rand -base64 32)
server_log=build/reports/games-list-server.log
PANALO_DEV_MESSAGES=1 PANALO_PORT=$port "$server_bin" >"$server_log" 2>&1 &
server_pid=$!
server_url="http://127.0.0.1:$port"
wait_for_http "$server_url/wps/system/status"

# The answers nginx serves: the server's own bodies, byte for byte.
mkdir -p "$work/www" "$work/logs"
list_path="/wps/relay/GCS_gameList?$list_query"
curl -fsS -o "$work/www/games-list.json" "$server_url$list_path"
curl -fsS -o "$work/www/status.json" "$server_url/wps/system/status"
list_bytes=$(stat -c %s "$work/www/games-list.json")
status_bytes=$(stat -c %s "$work/www/status.json")
grep -q '"code":0\|"success":true' "$work/www/games-list.json" || {
  echo "the games list did not answer with a page: $(head -c 300 "$work/www/games-list.json")" >&2
  exit 1
}
chmod -R a+rX "$work/www"

nginx_port=$(free_port)
cores=$(nproc)
# As many nginx workers as the server has request threads by default (one per
# core); keep-alive without a request cap, so wrk's connections stay open for
# both peers; an access log line per request, as the server writes one.
cat >"$work/nginx.conf" <<CONF
worker_processes $cores;
pid $work/nginx.pid;
error_log $work/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log $work/logs/access.log;
  client_body_temp_path $work/tmp-body;
  proxy_temp_path $work/tmp-proxy;
  fastcgi_temp_path $work/tmp-fastcgi;
  uwsgi_temp_path $work/tmp-uwsgi;
  scgi_temp_path $work/tmp-scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 10000000;
  keepalive_timeout 60s;
  types { application/json json; }
  server {
    listen 127.0.0.1:$nginx_port;
    root $work/www;
    location = /games-list { default_type application/json; try_files /games-list.json =404; }
    location = /status { default_type application/json; try_files /status.json =404; }
  }
}
CONF
"$nginx_bin" -p "$work" -c "$work/nginx.conf" -g 'daemon off;' >"$work/logs/nginx.out" 2>&1 &
nginx_pid=$!
wait_for_http "http://127.0.0.1:$nginx_port/status"
cmp -s <(curl -fsS "http://127.0.0.1:$nginx_port/games-list") "$work/www/games-list.json" || {
  echo "nginx does not serve the saved answer" >&2
  exit 1
}

# CPU ticks (utime+stime) of a process and all its threads; of nginx's workers too.
cpu_ticks() {
  local total=0 pid
  for pid in "$@"; do
    [ -r "/proc/$pid/stat" ] || continue
    total=$(( total + $(sed 's/.*) //' "/proc/$pid/stat" | awk '{print $12 + $13}') ))
  done
  echo "$total"
}
nginx_pids() { echo "$nginx_pid $(pgrep -P "$nginx_pid" | tr '\n' ' ')"; }
# Busy and total ticks of the whole machine (all cores).
machine_ticks() { awk '/^cpu /{busy=$2+$3+$4+$7+$8+$9; print busy, busy+$5+$6}' /proc/stat; }

# One wrk run; prints a JSON object with the figures. wrk sends no Connection
# header by default; browsers send keep-alive, and without it the server (as
# Pistache 0.0.5) answers Connection: close, which would measure a TCP connection
# per request instead of the keep-alive the target names.
measure() {
  local name=$1 url=$2 peer_pids=$3
  local load_before load_after machine_before machine_after peer_before peer_after out
  load_before=$(cut -d' ' -f1 /proc/loadavg)
  machine_before=$(machine_ticks)
  peer_before=$(cpu_ticks $peer_pids)
  # wrk's own CPU (user, sys seconds) from bash's `time`, printed after wrk's report.
  out=$( { TIMEFORMAT='%U %S'; time wrk -c "$connections" -t "$wrk_threads" -d "${seconds}s" --latency -H 'Connection: keep-alive' "$url"; } 2>&1 )
  peer_after=$(cpu_ticks $peer_pids)
  machine_after=$(machine_ticks)
  load_after=$(cut -d' ' -f1 /proc/loadavg)
  node - "$name" "$out" "$load_before" "$load_after" "$machine_before" "$machine_after" \
    "$(( peer_after - peer_before ))" "$(getconf CLK_TCK)" "$cores" <<'JS'
const [name, out, loadBefore, loadAfter, machineBefore, machineAfter, peerTicks, clkTck, cores] = process.argv.slice(2);
const toMs = (text) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!m) return NaN;
  return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 'ms' ? 1 : 1000);
};
const pick = (re) => { const m = re.exec(out); if (!m) throw new Error(`wrk output without ${re}:\n${out}`); return m[1]; };
const requests = Number(pick(/(\d+) requests in/));
const rps = Number(pick(/Requests\/sec:\s+([\d.]+)/));
const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
const socketErrors = /Socket errors: (.*)/.exec(out);
const times = out.trim().split('\n').pop().split(' ').map(Number);  // `time`: user sys (s)
const [mb, mtb] = machineBefore.split(' ').map(Number);
const [ma, mta] = machineAfter.split(' ').map(Number);
const tickMs = 1000 / Number(clkTck);
const machineBusyMs = (ma - mb) * tickMs;
const wallMs = ((mta - mtb) * tickMs) / Number(cores);
const peerCpuMs = Number(peerTicks) * tickMs;
const wrkCpuMs = (times[0] + times[1]) * 1000;
console.log(JSON.stringify({
  name, requests, rps,
  p50Ms: toMs(pick(/\n\s+50%\s+(\S+)/)),
  p99Ms: toMs(pick(/\n\s+99%\s+(\S+)/)),
  non2xx: errors ? Number(errors[1]) : 0,
  socketErrors: socketErrors ? socketErrors[1] : '',
  cpuUsPerRequest: Number(((peerCpuMs * 1000) / requests).toFixed(1)),
  serverCpuCores: Number((peerCpuMs / wallMs).toFixed(2)),
  wrkCpuCores: Number((wrkCpuMs / wallMs).toFixed(2)),
  otherCpuCores: Number(Math.max(0, (machineBusyMs - peerCpuMs - wrkCpuMs) / wallMs).toFixed(2)),
  loadBefore: Number(loadBefore), loadAfter: Number(loadAfter),
}));
JS
}

results=()
for route in list status; do
  if [ "$route" = list ]; then server_path=$list_path; nginx_path=/games-list; else server_path=/wps/system/status; nginx_path=/status; fi
  say "$route: nginx, server, nginx (wrk -c$connections -t$wrk_threads -d${seconds}s; load $(cut -d' ' -f1-3 /proc/loadavg))"
  results+=("$(measure "$route-nginx-1" "http://127.0.0.1:$nginx_port$nginx_path" "$(nginx_pids)")")
  results+=("$(measure "$route-server" "$server_url$server_path" "$server_pid")")
  results+=("$(measure "$route-nginx-2" "http://127.0.0.1:$nginx_port$nginx_path" "$(nginx_pids)")")
done

node benchmarks/lib/games-list-report.mjs build/reports/games-list.json "$list_path" "$list_bytes" "$status_bytes" \
  "$connections" "$seconds" "${results[@]}"
