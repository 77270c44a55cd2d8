#!/usr/bin/env bash
# The production shape under load, through nginx (TLS), with one and with two API
# instances in rotation, in one run (benchmarks/cluster.md):
#   1. GET /wps/system/status under wrk, each as a ratio to the same nginx, same
#      TLS, same server block, serving a static JSON file of the same byte size
#      (the peer, measured before and after the instance runs; the better one is used);
#   2. a login storm (benchmarks/login-storm.mjs over https) against the argon2id
#      verify rate of password_hash_bench with as many threads as the instances
#      in rotation hash with (the peer of benchmarks/login-storm.md).
# Starts a private cluster (ci/cluster.sh, PANALO_CLUSTER_DIR=build/cluster-bench,
# a free port, PANALO_PG_EPHEMERAL=1, PANALO_SKIP_BUILD=1) and stops it on exit.
# The peer file goes into a private copy of the built UI (build/cluster-bench/www,
# PANALO_UI_DIR of this site only, then nginx.sh reload): nginx's `location /`
# already serves that folder, so the file goes through the very server block,
# TLS settings, headers and access log the API's requests go through.
# Instance 2 leaves the rotation the way ci/cluster/site.sh takes an instance
# out (SITE/down, then ci/cluster/nginx.sh reload, under the site's lock).
#   CONNECTIONS (default 64)      wrk connections, kept alive
#   WRK_THREADS (default 2)       wrk threads
#   BENCH_SECONDS (default 10)    measured seconds of each wrk run
#   STORM_SECONDS (default 15)    about how long each login storm lasts
#   IDLE_SECONDS (default 5)      the storm's idle probe phase
#   QUIET_WAIT_SECONDS (default 0) wait up to this long for the 1-minute load
#                                 average to fall to MAX_LOAD (default 3) first
# Writes build/reports/cluster-bench.md (printed) and .json; the raw wrk outputs
# and storm reports in build/reports/cluster-bench/. About 2.5 minutes on 2 cores.
# Needs ci/build.sh serve (panalo-server, panaloctl, the wasm crypto module) first.
# shellcheck source=ci/lib.sh
source "$(dirname "$0")/../ci/lib.sh"
cd "$PANALO_ROOT"

connections=${CONNECTIONS:-64}
wrk_threads=${WRK_THREADS:-2}
seconds=${BENCH_SECONDS:-10}
storm_seconds=${STORM_SECONDS:-15}
idle_seconds=${IDLE_SECONDS:-5}
quiet_wait=${QUIET_WAIT_SECONDS:-0}
max_load=${MAX_LOAD:-3}
dir=$PANALO_ROOT/build/cluster-bench
runs=$PANALO_ROOT/build/reports/cluster-bench
hash_bench=build/native/benchmarks/password_hash_bench
cores=$(nproc)
# Each instance hashes with the server's default (cores - 1, at least 1) unless
# PANALO_HASH_THREADS is set (the instances inherit this environment).
hash_per_instance=${PANALO_HASH_THREADS:-$(( cores > 1 ? cores - 1 : 1 ))}

for binary in build/native/api/panalo-server build/native/api/panaloctl build/wasm/panalo_crypto.wasm; do
  [ -e "$binary" ] || { echo "run-cluster.sh: no $binary: build first (bash ci/build.sh serve)" >&2; exit 1; }
done
if [ ! -x "$hash_bench" ]; then
  say "building password_hash_bench (the argon2 peer)"
  cmake --build build/native --target password_hash_bench -j "$PANALO_JOBS"
fi
bash ci/install-deps.sh wrk
bash ci/npm-install.sh tests/interop/hpke

# One run at a time: a second would share the folder and the machine.
mkdir -p build/reports
exec 8>build/reports/.cluster-bench.lock
flock -n 8 || { echo "run-cluster.sh: another run is under way" >&2; exit 1; }

load1() { cut -d' ' -f1 /proc/loadavg; }
if [ "$quiet_wait" -gt 0 ]; then
  waited=0
  while awk -v l="$(load1)" -v m="$max_load" 'BEGIN { exit !(l > m) }' && [ "$waited" -lt "$quiet_wait" ]; do
    [ "$waited" -eq 0 ] && say "load $(load1) > $max_load: waiting up to ${quiet_wait} s for the machine to calm"
    sleep 15
    waited=$(( waited + 15 ))
  done
fi
load_at_start=$(cut -d' ' -f1-3 /proc/loadavg)
say "load average at the start: $load_at_start"

cluster() { PANALO_CLUSTER_DIR=$dir bash ci/cluster.sh "$@"; }
# A folder left by an interrupted run: stopped, then made anew (a fresh database)
# when its PostgreSQL data lives inside it (ci/pg.sh keeps it under /var/tmp when
# the postgres user cannot reach the folder; then it is reused as it is).
if [ -f "$dir/site.env" ] || [ -d "$dir/pg-primary" ]; then cluster stop >/dev/null 2>&1 || true; fi
mkdir -p "$dir"
if runuser -u postgres -- test -x "$dir"; then rm -rf "${dir:?}"/*; fi
rm -rf "$runs"
mkdir -p "$runs"

started=""
cleanup() {
  status=$?
  if [ -n "$started" ]; then
    say "stopping the cluster"
    cluster stop >/dev/null 2>&1 || echo "run-cluster.sh: ci/cluster.sh stop failed; PANALO_CLUSTER_DIR=$dir ci/cluster.sh stop" >&2
  fi
  exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

port=$(free_port)
say "a private cluster on https://127.0.0.1:$port (2 instances, PostgreSQL primary and replica)"
started=1
PANALO_CLUSTER_PORT=$port PANALO_CLUSTER_HOST=127.0.0.1 PANALO_INSTANCES=2 PANALO_SKIP_BUILD=1 PANALO_PG_EPHEMERAL=1 \
  cluster start >"$runs/cluster-start.log" 2>&1 || { tail -n 30 "$runs/cluster-start.log" >&2; exit 1; }
base="https://127.0.0.1:$port"
cert=$dir/tls/cert.pem
curl_edge() { curl -fsS --cacert "$cert" "$@"; }

# The peer: the status route's own answer, byte for byte, as a file in a private
# copy of the UI folder this site's nginx serves.
www=$dir/www
mkdir -p "$www"
cp -a ui/dist/. "$www/"
curl_edge -o "$www/panalo-bench-status.json" "$base/wps/system/status"
chmod -R a+rX "$www"
status_bytes=$(stat -c %s "$www/panalo-bench-status.json")
grep -q '"success":true' "$www/panalo-bench-status.json" || { echo "status answered: $(cat "$www/panalo-bench-status.json")" >&2; exit 1; }
printf 'PANALO_UI_DIR=%q\n' "$www" >>"$dir/site.env"

# nginx.sh reload under the site's lock, as ci/cluster/site.sh's own commands do.
reload_site() { flock -w 600 "$dir/.lock" bash ci/cluster/nginx.sh reload "$dir"; }
rotation() {  # out|in I
  bash ci/cluster/site.sh "$1" "$dir" "$2"
  if [ "$1" = out ]; then grep -q "down;  # instance $2\$" "$dir/nginx/nginx.conf"
  else ! grep -q "down;  # instance $2\$" "$dir/nginx/nginx.conf"; fi ||
    { echo "run-cluster.sh: nginx.conf does not show instance $2 $1 of rotation" >&2; exit 1; }
}
reload_site
[ "$(curl_edge -w '%{size_download}' -o /dev/null "$base/panalo-bench-status.json")" = "$status_bytes" ] ||
  { echo "run-cluster.sh: nginx does not serve the peer file" >&2; exit 1; }

# The processes whose CPU the report splits out.
nginx_pid=$(bash ci/cluster/nginx.sh pid "$dir")
instance_pids=$(cluster pids | paste -sd, -)
primary_url=$(bash ci/pg.sh url "$dir/pg-primary")
replica_url=$(bash ci/pg.sh url "$dir/pg-replica")
postmaster() { head -n1 "$(psql -qtAX "$1" -c 'SHOW data_directory')/postmaster.pid"; }
primary_pid=$(postmaster "$primary_url")
replica_pid=$(postmaster "$replica_url")
postgres_pids="$primary_pid,$replica_pid"
for i in 1 2; do echo "$i $(cut -d' ' -f1 "$dir/instance-$i.ports")"; done >"$runs/instance-ports.txt"
[[ "$instance_pids" =~ ^[0-9]+,[0-9]+$ ]] || { echo "run-cluster.sh: instance pids: $instance_pids" >&2; exit 1; }
cpu_snapshot() {
  node benchmarks/lib/cpu-snapshot.mjs nginx="$nginx_pid" instances="$instance_pids" primary="$primary_pid" \
    replica="$replica_pid"
}
access_log=$dir/nginx/access.log

# One wrk run: its output, its own CPU (bash's time), the CPU snapshots around it,
# the load average, and which upstream served its requests (nginx's access log).
wrk_run() {  # name path [seconds]
  local name=$1 path=$2 duration=${3:-$seconds} offset
  offset=$(stat -c %s "$access_log")
  cut -d' ' -f1 /proc/loadavg >"$runs/wrk-$name.load"
  cpu_snapshot >"$runs/wrk-$name.cpu-before.json"
  { TIMEFORMAT='%U %S'; time wrk -c "$connections" -t "$wrk_threads" -d "${duration}s" --latency \
      -H 'Connection: keep-alive' "$base$path" >"$runs/wrk-$name.txt" 2>&1; } 2>"$runs/wrk-$name.time"
  cpu_snapshot >"$runs/wrk-$name.cpu-after.json"
  cut -d' ' -f1 /proc/loadavg >>"$runs/wrk-$name.load"
  tail -c +$(( offset + 1 )) "$access_log" |
    awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^upstream=/) { n[substr($i, 10)]++ } } END { for (u in n) print u, n[u] }' \
    >"$runs/wrk-$name.upstreams"
  printf '    %-9s %s, p99 %s\n' "$name" "$(grep -o 'Requests/sec: *[0-9.]*' "$runs/wrk-$name.txt")" \
    "$(awk '$1 == "99%" { print $2 }' "$runs/wrk-$name.txt")" >&2
}

say "wrk -c$connections -t$wrk_threads -d${seconds}s through nginx (TLS): peer, 2 instances, 1 instance, peer"
wrk_run warmup /wps/system/status 3
wrk_run peer-1 /panalo-bench-status.json
wrk_run status-2 /wps/system/status
say "instance 2 out of rotation"
rotation out 2
wrk_run status-1 /wps/system/status
wrk_run peer-2 /panalo-bench-status.json

# The storm's member, made on the primary.
password="storm-$(openssl rand -hex 8)"
printf '%s\n' "$password" | DATABASE_URL=$primary_url build/native/api/panaloctl members create stormplayer >/dev/null
storm() {  # instances-in-rotation
  local hash_threads=$(( hash_per_instance * $1 ))
  say "login storm through nginx, $1 instance(s) in rotation ($hash_threads hash thread(s) in all; ~${storm_seconds} s)"
  NODE_EXTRA_CA_CERTS=$cert BASE_URL=$base LOGIN_ACCOUNT=stormplayer LOGIN_PASSWORD="$password" \
    PASSWORD_HASH_BENCH="$PANALO_ROOT/$hash_bench" PANALO_HASH_THREADS=$hash_threads \
    SERVER_PID=$instance_pids POSTGRES_PID=$postgres_pids NGINX_PID=$nginx_pid STORM_SECONDS=$storm_seconds IDLE_SECONDS=$idle_seconds \
    REPORT_FILE="$runs/storm-$1.json" node benchmarks/login-storm.mjs 2>&1 | tee "$runs/storm-$1.txt" | sed 's/^/    /' >&2 ||
    echo "run-cluster.sh: the storm with $1 instance(s) had failures (see $runs/storm-$1.txt)" >&2
  cut -d' ' -f1-3 /proc/loadavg >"$runs/storm-$1.load"
}
storm 1
say "instance 2 back in rotation"
rotation in 2
storm 2
load_at_end=$(cut -d' ' -f1-3 /proc/loadavg)

node benchmarks/lib/cluster-report.mjs "$runs" build/reports/cluster-bench.md build/reports/cluster-bench.json \
  "$connections" "$wrk_threads" "$seconds" "$status_bytes" "$cores" "$hash_per_instance" "$load_at_start" "$load_at_end"
