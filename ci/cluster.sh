#!/usr/bin/env bash
# The production shape on one machine, in the background, with everything in
# .panalo/cluster:
#   - PostgreSQL: a primary and a streaming replica (hot standby), each in its own
#     folder on its own loopback port (ci/pg.sh start, ci/pg.sh replica);
#   - migrations and the demo data, once, against the primary;
#   - PANALO_INSTANCES API instances (default 2), each on its own loopback port
#     and real-time port, writing to the primary and sending reads that may lag
#     to the replica (PANALO_DATABASE_REPLICA_URL);
#   - nginx on https://localhost:8443 (PANALO_CLUSTER_PORT) with a self-signed
#     certificate made once (.panalo/cluster/tls/cert.pem): TLS, request limits,
#     the built UI's files, JSON errors, and the API and the real-time channel
#     across the instances.
#   ci/cluster.sh start               build (ci/build.sh serve), start what is not
#                                     running; a running cluster is reported and left
#   ci/cluster.sh stop                nginx, the instances (SIGTERM), the replica, the primary
#   ci/cluster.sh status              each part up or down, the replica's lag, the URL;
#                                     exit 0 when everything is up
#   ci/cluster.sh restart-instance N  restart instance N without losing requests
#   ci/cluster.sh rolling-restart     the same for every instance in turn (a deploy)
#   ci/cluster.sh kill-instance N     SIGKILL instance N (fault tests)
#   ci/cluster.sh pids                each instance's pid, one a line ("-": down)
# PANALO_SKIP_BUILD=1 starts with the binaries as they are (no ci/build.sh serve).
# PANALO_CLUSTER_DIR puts a cluster elsewhere (a test's own, beside the local one;
# give it its own PANALO_CLUSTER_PORT too).
# shellcheck source=ci/lib.sh
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

dir=$(realpath -m "${PANALO_CLUSTER_DIR:-$PANALO_ROOT/.panalo/cluster}")
primary=$dir/pg-primary
replica=$dir/pg-replica
ctl=build/native/api/panaloctl
host=${PANALO_CLUSTER_HOST:-localhost}

usage() { echo "usage: ci/cluster.sh start|stop|status|rolling-restart|pids | restart-instance|kill-instance N" >&2; exit 2; }
[ $# -ge 1 ] || usage

site_running() { [ -f "$dir/site.env" ] && bash ci/cluster/nginx.sh pid "$dir" >/dev/null 2>&1; }
url() {
  # shellcheck source=/dev/null
  (set -a; source "$dir/site.env"; echo "https://$host:$PANALO_CLUSTER_PORT")
}

database_status() {  # what prints one line per database
  local primary_url replica_url
  if primary_url=$(bash ci/pg.sh url "$primary" 2>/dev/null); then
    printf '  primary      up (port %s)\n' "$(cat "$primary/port")"
    # Seen from the primary: the replica's connection and how far its replay is behind.
    psql -qtAX -F ' ' "$primary_url" -c "SELECT state, pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn),
        COALESCE(round(extract(epoch FROM replay_lag)::numeric, 3), 0) FROM pg_stat_replication" |
      while read -r state bytes lag; do
        printf '               replication: %s, replay %s bytes and %s s behind\n' "$state" "$bytes" "$lag"
      done
  else
    printf '  primary      down\n'
    status=1
  fi
  if replica_url=$(bash ci/pg.sh url "$replica" 2>/dev/null); then
    # The time since the last transaction it replayed grows while the primary is
    # idle too: the replay lag above is the measure, this one a hint.
    printf '  replica      up (port %s), %s\n' "$(cat "$replica/port")" "$(psql -qtAX "$replica_url" -c "
        SELECT CASE WHEN NOT pg_is_in_recovery() THEN 'NOT in recovery (promoted?)'
                    ELSE 'hot standby, last transaction replayed ' ||
                         COALESCE(round(extract(epoch FROM now() - pg_last_xact_replay_timestamp()))::text || ' s ago', 'none yet')
               END")"
  else
    printf '  replica      down\n'
    status=1
  fi
}

start() {
  if site_running; then
    say "the cluster is already running: $(url) (ci/cluster.sh stop stops it)"
    show_status || true
    return 0
  fi
  # Installs the Debian packages (nginx too) and builds what it serves.
  [ "${PANALO_SKIP_BUILD:-0}" = 1 ] || bash ci/build.sh serve
  command -v nginx >/dev/null || bash ci/install-deps.sh

  say "PostgreSQL primary in $primary, streaming replica in $replica"
  local primary_url replica_url
  primary_url=$(bash ci/pg.sh start "$primary")
  replica_url=$(bash ci/pg.sh replica "$primary" "$replica")

  # The master key seals the server's HPKE private keys: the same one for every
  # instance, made once and shared with ci/start.sh, readable by root only.
  mkdir -p .panalo
  [ -s .panalo/master-key ] || (umask 077; openssl rand -base64 32 > .panalo/master-key)

  say "migrations and demo data (once, on the primary)"
  # panaloctl needs the key for the demo's house lottery draws.
  PANALO_MASTER_KEY=$(cat .panalo/master-key) DATABASE_URL=$primary_url "$ctl" migrate
  PANALO_MASTER_KEY=$(cat .panalo/master-key) DATABASE_URL=$primary_url bash ci/demo-data.sh "$ctl"

  local port=${PANALO_CLUSTER_PORT:-8443}
  # The start of the links in forgot-password e-mails: this site.
  DATABASE_URL=$primary_url "$ctl" settings set site.base_url "\"https://$host:$port\"" >/dev/null

  bash ci/cluster/tls.sh "$dir/tls"
  bash ci/cluster/site.sh configure "$dir" \
    PANALO_INSTANCES="${PANALO_INSTANCES:-2}" \
    PANALO_CLUSTER_PORT="$port" \
    PANALO_CLUSTER_BIND="${PANALO_CLUSTER_BIND:-127.0.0.1}" \
    PANALO_SITE_TLS="$dir/tls" \
    PANALO_MASTER_KEY_FILE="$PANALO_ROOT/.panalo/master-key" \
    DATABASE_URL="$primary_url" \
    PANALO_DATABASE_REPLICA_URL="$replica_url" \
    PANALO_REALTIME_PUBLIC_URL="wss://$host:$port/realtime"

  say "${PANALO_INSTANCES:-2} API instances, then nginx"
  bash ci/cluster/site.sh start "$dir"
  say "development messages: SMS codes and reset links are stored in plain text (panaloctl outbox list reads them)"
  say "Panalo on $(url) (certificate: $dir/tls/cert.pem; ci/cluster.sh stop stops it)"
}

stop() {
  if [ -f "$dir/site.env" ]; then bash ci/cluster/site.sh stop "$dir"; fi
  bash ci/pg.sh stop "$replica"
  bash ci/pg.sh stop "$primary"
  say "cluster stopped"
}

show_status() {
  status=0
  if [ -f "$dir/site.env" ]; then echo "Panalo cluster: $(url)"; else echo "Panalo cluster: never started"; fi
  database_status
  if [ -f "$dir/site.env" ]; then bash ci/cluster/site.sh status "$dir" || status=1; fi
  return $status
}

need_site() { site_running || { echo "cluster.sh: the cluster is not running (ci/cluster.sh start)" >&2; exit 1; }; }

case "$1" in
  start) start ;;
  stop) stop ;;
  status) show_status ;;
  restart-instance) [ $# -eq 2 ] || usage; need_site; bash ci/cluster/site.sh restart-instance "$dir" "$2" ;;
  rolling-restart) need_site; bash ci/cluster/site.sh rolling-restart "$dir" ;;
  kill-instance) [ $# -eq 2 ] || usage; need_site; bash ci/cluster/site.sh kill-instance "$dir" "$2" ;;
  pids) [ -f "$dir/site.env" ] || usage; bash ci/cluster/site.sh pids "$dir" ;;
  *) usage ;;
esac
