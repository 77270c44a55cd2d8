#!/usr/bin/env bash
# A site: PANALO_INSTANCES API instances (ci/cluster/instances.sh) behind one
# nginx that terminates TLS (ci/cluster/nginx.sh), all described by SITE/site.env.
# ci/cluster.sh runs one for the local product; ci/run-journey.sh one per worker.
#   ci/cluster/site.sh configure SITE NAME=VALUE...
#                        write SITE/site.env (root only: it holds the database
#                        password): a local site's defaults (LOCAL_SITE_DEFAULTS),
#                        then these settings, which override them
#   ci/cluster/site.sh start SITE
#                        the instances not running, then nginx (safe to run twice)
#   ci/cluster/site.sh stop SITE
#                        nginx, then the instances (SIGTERM, all at once)
#   ci/cluster/site.sh restart-instance SITE I
#                        a graceful restart without losing requests: out of
#                        nginx's rotation (reload: old workers finish), SIGTERM
#                        (the instance drains), start, wait for /readyz, back in
#   ci/cluster/site.sh rolling-restart SITE
#                        restart-instance for each instance in turn
#   ci/cluster/site.sh kill-instance SITE I
#                        SIGKILL, no warning to nginx (its passive checks notice)
#   ci/cluster/site.sh status SITE
#                        each instance's /readyz and nginx; exit 0 when all are up
#   ci/cluster/site.sh pids SITE
#                        each instance's pid, one a line ("-" when it is down)
# shellcheck source=ci/lib.sh
source "$(dirname "$0")/../lib.sh"

usage() { echo "usage: ci/cluster/site.sh configure SITE NAME=VALUE... | start|stop|rolling-restart|status|pids SITE | restart-instance|kill-instance|out|in SITE I" >&2; exit 2; }
[ $# -ge 2 ] || usage
command=$1
site=$(realpath -m "$2")
shift 2
here=$(dirname "$0")

# One command at a time changes a site (two rolling restarts at once could take
# every instance out together). flock -o: the instances and nginx started under
# the lock do not inherit it.
if [[ ! "$command" =~ ^(status|pids|configure)$ ]] && [ -z "${PANALO_SITE_LOCKED:-}" ]; then
  mkdir -p "$site"
  PANALO_SITE_LOCKED=1 exec flock -o -w 600 "$site/.lock" bash "$0" "$command" "$site" "$@"
fi

# What every site this project starts shares: on loopback behind its own nginx,
# the UI built in the checkout, migrations run once before the instances start,
# development messages readable with panaloctl outbox.
LOCAL_SITE_DEFAULTS=(
  PANALO_CLUSTER_BIND=127.0.0.1
  PANALO_UI_DIR="$PANALO_ROOT/ui/dist"
  PANALO_MIGRATE_ON_START=0
  PANALO_TRUST_PROXY=127.0.0.1/32
  PANALO_DEV_MESSAGES=1
)

instance_count() {
  # shellcheck source=/dev/null
  (set -a; source "$site/site.env"; echo "$PANALO_INSTANCES")
}
valid_instance() { [[ "$1" =~ ^[0-9]+$ ]] && [ "$1" -ge 1 ] && [ "$1" -le "$(instance_count)" ]; }
all_instances() { seq 1 "$(instance_count)"; }

# Takes instance I out of (out) or back into (in) nginx's rotation: SITE/down
# lists the instances nginx marks down.
rotation() {  # out|in I
  touch "$site/down"
  grep -vx "$2" "$site/down" >"$site/down.new" || true
  [ "$1" = out ] && echo "$2" >>"$site/down.new"
  mv "$site/down.new" "$site/down"
  bash "$here/nginx.sh" reload "$site"
}

restart_instance() {  # I
  local i=$1 others
  others=$(all_instances | grep -vx "$i" || true)
  [ -n "$others" ] || say "instance $i is the only one: the site is unavailable while it restarts"
  say "instance $i: out of rotation"
  rotation out "$i"
  say "instance $i: SIGTERM, draining"
  bash "$here/instances.sh" stop "$site" "$i"
  say "instance $i: starting, waiting for /readyz"
  bash "$here/instances.sh" start "$site" "$i"
  say "instance $i: back in rotation"
  rotation in "$i"
}

case "$command" in
  configure)
    mkdir -p "$site"
    (umask 077; for setting in "${LOCAL_SITE_DEFAULTS[@]}" "$@"; do
      [[ "$setting" =~ ^[A-Z_][A-Z0-9_]*= ]] || { echo "site.sh: not NAME=VALUE: $setting" >&2; exit 2; }
      printf '%s=%q\n' "${setting%%=*}" "${setting#*=}"
    done >"$site/site.env")
    ;;
  start)
    # shellcheck disable=SC2046
    bash "$here/instances.sh" start "$site" $(all_instances)
    # A restart interrupted half way leaves an instance marked down: all are up now.
    rm -f "$site/down"
    bash "$here/nginx.sh" start "$site"
    ;;
  stop)
    bash "$here/nginx.sh" stop "$site"
    # Every instance ever started here, also those of an earlier, larger PANALO_INSTANCES.
    started=()
    for pid_file in "$site"/instance-*.pid; do
      [ -e "$pid_file" ] || continue
      number=${pid_file##*/instance-}
      started+=("${number%.pid}")
    done
    [ ${#started[@]} -eq 0 ] || bash "$here/instances.sh" stop "$site" "${started[@]}"
    ;;
  restart-instance)
    { [ $# -eq 1 ] && valid_instance "$1"; } || usage
    restart_instance "$1"
    ;;
  rolling-restart)
    for i in $(all_instances); do restart_instance "$i"; done
    ;;
  kill-instance)
    { [ $# -eq 1 ] && valid_instance "$1"; } || usage
    bash "$here/instances.sh" kill "$site" "$1"
    ;;
  out | in)
    # Instance I out of nginx's rotation, or back in (benchmarks with fewer instances).
    { [ $# -eq 1 ] && valid_instance "$1"; } || usage
    rotation "$command" "$1"
    ;;
  status)
    status=0
    for i in $(all_instances); do
      state=$(bash "$here/instances.sh" state "$site" "$i") || status=1
      printf '  instance %s   %s\n' "$i" "$state"
    done
    if pid=$(bash "$here/nginx.sh" pid "$site" 2>/dev/null); then
      # One request through the edge, checked against the site's own certificate.
      # shellcheck source=/dev/null
      edge=$(set -a; source "$site/site.env"
        host=${PANALO_CLUSTER_BIND:-127.0.0.1}
        [ "$host" = 0.0.0.0 ] && host=127.0.0.1
        curl -sS -o /dev/null -m 5 -w '%{http_code}' --cacert "$PANALO_SITE_TLS/cert.pem" \
          "https://$host:$PANALO_CLUSTER_PORT/readyz" 2>&1) || status=1
      printf '  nginx        running (pid %s), GET /readyz through it: %s\n' "$pid" "$edge"
    else
      printf '  nginx        down\n'
      status=1
    fi
    exit $status
    ;;
  pids)
    for i in $(all_instances); do
      pid=$(cat "$site/instance-$i.pid" 2>/dev/null || true)
      if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then echo "$pid"; else echo "-"; fi
    done
    ;;
  *) usage ;;
esac
