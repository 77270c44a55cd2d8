#!/usr/bin/env bash
# The API instances of a site (ci/cluster/site.sh): each panalo-server in the
# background, in its own session (a Ctrl-C in the terminal that started it does
# not reach it), on its own loopback port and real-time channel port.
#   ci/cluster/instances.sh start SITE I...  start those not running, wait until
#                                            each answers GET /readyz with 200
#   ci/cluster/instances.sh stop SITE I...   SIGTERM (the server drains: stops
#                                            taking new work, finishes what is in
#                                            flight), wait for the exits
#   ci/cluster/instances.sh kill SITE I      SIGKILL (fault tests)
#   ci/cluster/instances.sh state SITE I     prints ready / not ready / down and
#                                            the port; exit 0 only when ready
# SITE/site.env is the instances' environment (DATABASE_URL and the rest), plus
# PANALO_MASTER_KEY_FILE, read at each start, and PANALO_SITE_LOGS (logs folder,
# default SITE). Per instance: SITE/instance-I.ports ("HTTP_PORT REALTIME_PORT",
# kept across restarts: nginx's configuration names them), SITE/instance-I.pid,
# and its log, LOGS/instance-I.log (appended to).
# shellcheck source=ci/lib.sh
source "$(dirname "$0")/../lib.sh"

usage() { echo "usage: ci/cluster/instances.sh start|stop SITE I... | kill|state SITE I" >&2; exit 2; }
[ $# -ge 3 ] || usage
command=$1
site=$(realpath -m "$2")
shift 2
[ -f "$site/site.env" ] || { echo "instances.sh: no $site/site.env (ci/cluster/site.sh configure)" >&2; exit 1; }
# shellcheck source=/dev/null
logs=$(set -a; source "$site/site.env"; echo "${PANALO_SITE_LOGS:-$site}")
server=$PANALO_ROOT/build/native/api/panalo-server

running_pid() {  # i
  local pid
  pid=$(cat "$site/instance-$1.pid" 2>/dev/null) || return 1
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && grep -q panalo-server "/proc/$pid/cmdline" 2>/dev/null || return 1
  echo "$pid"
}

listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The instance's ports: the ones it had, while nobody else took them.
ports_for() {  # i
  local http realtime
  if read -r http realtime 2>/dev/null <"$site/instance-$1.ports" && ! listening "$http" && ! listening "$realtime"; then
    echo "$http $realtime"
    return
  fi
  http=$(free_port)
  realtime=$(free_port)
  while [ "$realtime" = "$http" ]; do realtime=$(free_port); done
  echo "$http $realtime" | tee "$site/instance-$1.ports"
}

# Ready: GET /readyz answers 200 (the database answers, the schema is the one
# this build expects, the instance is not draining).
ready() {  # port
  curl -fsS -o /dev/null -m 5 "http://127.0.0.1:$1/readyz" 2>/dev/null
}

# Why not: the message of /readyz's 503 (or curl's own words).
not_ready_reason() {  # port
  local answer
  answer=$(curl -sS -m 5 "http://127.0.0.1:$1/readyz" 2>&1) || { echo "${answer#curl: }"; return; }
  sed -n 's/.*"message":"\([^"]*\)".*/\1/p' <<<"$answer"
}

start() {
  local i ports http realtime pid waiting=()
  [ -x "$server" ] || { echo "instances.sh: $server is not built (ci/build.sh serve)" >&2; exit 1; }
  mkdir -p "$logs"
  for i in "$@"; do
    # One already running is waited for like the others: nginx gets only ready ones.
    if running_pid "$i" >/dev/null; then
      waiting+=("$i")
      continue
    fi
    ports=$(ports_for "$i")
    read -r http realtime <<<"$ports"
    (
      set -a
      # shellcheck source=/dev/null
      source "$site/site.env"
      set +a
      PANALO_MASTER_KEY=$(cat "$PANALO_MASTER_KEY_FILE")
      export PANALO_MASTER_KEY PANALO_PORT=$http PANALO_REALTIME_PORT=$realtime
      unset PANALO_MASTER_KEY_FILE PANALO_SITE_LOCKED
      echo "--- $(date -u +%FT%TZ) instance $i starting on port $http (real-time $realtime)" >>"$logs/instance-$i.log"
      exec setsid "$server" >>"$logs/instance-$i.log" 2>&1 </dev/null
    ) &
    echo $! >"$site/instance-$i.pid"
    waiting+=("$i")
  done
  for i in "${waiting[@]}"; do
    pid=$(cat "$site/instance-$i.pid")
    read -r http _ <"$site/instance-$i.ports"
    for _ in $(seq 1 300); do
      ready "$http" && continue 2
      if ! kill -0 "$pid" 2>/dev/null; then
        echo "instances.sh: instance $i exited while starting; the end of $logs/instance-$i.log:" >&2
        tail -n 20 "$logs/instance-$i.log" >&2
        exit 1
      fi
      sleep 0.2
    done
    echo "instances.sh: instance $i (port $http) not ready after 60 s; see $logs/instance-$i.log" >&2
    exit 1
  done
}

stop() {
  local i pid pids=()
  for i in "$@"; do
    pid=$(running_pid "$i") || continue
    kill -TERM "$pid"
    pids+=("$i:$pid")
  done
  # The server drains for at most PANALO_DRAIN_TIMEOUT_S (30 s) before it stops.
  for entry in "${pids[@]}"; do
    i=${entry%%:*}
    pid=${entry#*:}
    for _ in $(seq 1 450); do kill -0 "$pid" 2>/dev/null || continue 2; sleep 0.2; done
    echo "instances.sh: instance $i ($pid) still running 90 s after SIGTERM: SIGKILL" >&2
    kill -KILL "$pid" 2>/dev/null || true
  done
}

case "$command" in
  start) start "$@" ;;
  stop) stop "$@" ;;
  kill)
    [ $# -eq 1 ] || usage
    if pid=$(running_pid "$1"); then
      kill -KILL "$pid"
      while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
    fi
    ;;
  state)
    [ $# -eq 1 ] || usage
    read -r http _ 2>/dev/null <"$site/instance-$1.ports" || http="-"
    if ! pid=$(running_pid "$1"); then
      echo "down (port $http)"
      exit 1
    elif ready "$http"; then
      echo "ready (port $http, pid $pid)"
    else
      echo "not ready (port $http, pid $pid): $(not_ready_reason "$http")"
      exit 1
    fi
    ;;
  *) usage ;;
esac
