#!/usr/bin/env bash
# A private PostgreSQL cluster in a folder, for the local product and for tests.
#   ci/pg.sh start DIR   init (first time), start on a free loopback port (the one
#                        it had before while that is free), create database
#                        "panalo"; writes DIR/url and prints it
#   ci/pg.sh stop DIR    stop it (fast shutdown)
#   ci/pg.sh url DIR     print the URL of a running cluster
#   ci/pg.sh restart DIR restart a running cluster on the same port and password
#                        (tests of reconnecting after a database restart)
#   ci/pg.sh replica PRIMARY_DIR DIR
#                        a streaming replica (hot standby) of the running cluster in
#                        PRIMARY_DIR: the first time a base backup of it
#                        (pg_basebackup -R, with a replication slot so the primary
#                        keeps the WAL the replica has not received yet), then
#                        start it on its own free port; writes DIR/url (same user,
#                        password and database) and prints it. An existing replica
#                        is just started. stop, start, restart and url work on DIR
#                        as on any cluster.
#   ci/pg.sh template DIR NAME PANALOCTL [demo]
#                        (re)create database NAME on the running cluster, migrate
#                        it with PANALOCTL (and load the demo data and the demo games catalogue with "demo"),
#                        print its URL: tests and journeys then clone it with
#                        CREATE DATABASE x TEMPLATE NAME instead of migrating each
# PostgreSQL refuses to run as root, so the server runs as the postgres user. The
# cluster uses a generated password (DIR/password, root only), listens only on
# 127.0.0.1 and keeps its socket in its own folder. Safe to run twice.
set -euo pipefail
source "$(dirname "$0")/lib.sh"  # free_port

usage() {
  echo "usage: ci/pg.sh start|stop|restart|url DIR | replica PRIMARY_DIR DIR | template DIR NAME PANALOCTL [demo]" >&2
  exit 2
}
[ $# -ge 2 ] || usage
command=$1
dir=$(realpath -m "$2")
if [ "$command" = replica ]; then
  [ $# -eq 3 ] || usage
  primary_dir=$dir
  dir=$(realpath -m "$3")
fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
[ -x "$pg_bin/pg_ctl" ] || { echo "pg.sh: PostgreSQL server binaries not found (run ci/install-deps.sh)" >&2; exit 1; }

# The cluster lives where the postgres user can reach it: inside DIR when every
# parent folder lets it through, else under /var/tmp keyed by DIR's path.
cluster_dir() {  # [DIR]
  local of=${1:-$dir}
  mkdir -p "$of"
  if runuser -u postgres -- test -x "$of"; then
    echo "$of/cluster"
  else
    echo "/var/tmp/panalo-pg-$(printf '%s' "$of" | sha256sum | cut -c1-16)"
  fi
}

is_running() { runuser -u postgres -- "$pg_bin/pg_ctl" -D "$1/data" status >/dev/null 2>&1; }

url_for() {  # DATABASE [DIR]
  local of=${2:-$dir}
  echo "postgresql://panalo:$(cat "$of/password")@127.0.0.1:$(cat "$of/port")/$1"
}

# Starts the cluster in $cluster/data unless it runs: on the port it had, while
# nobody else took it (the URLs handed out stay good), else on a new free one.
run_server() {  # cluster
  local cluster=$1
  is_running "$cluster" && return 0
  local port options=""
  port=$(cat "$dir/port" 2>/dev/null || true)
  if [ -z "$port" ] || (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    port=$(free_port) || { echo "pg.sh: no free port found" >&2; exit 1; }
  fi
  # Throwaway test clusters may skip flushing to disk; the local product never does.
  [ "${PANALO_PG_EPHEMERAL:-0}" = 1 ] && options="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  if [ -f "$dir/primary" ]; then
    # The primary may have come back on another port: point the replica at the
    # one it has now (primary_conninfo, written by pg_basebackup -R).
    sed -i -E "/^primary_conninfo/ s/port=[0-9]+/port=$(cat "$(cat "$dir/primary")/port")/" \
      "$cluster/data/postgresql.auto.conf"
    # The primary's vacuum waits for rows the replica's queries still read, so
    # those queries are not cancelled as conflicts with recovery.
    options="$options -c hot_standby_feedback=on"
  fi
  echo "$port" > "$dir/port"
  install -d -o postgres -g postgres -m 700 "$cluster/socket"
  # A replica needs max_connections at least the primary's: both take the same.
  runuser -u postgres -- "$pg_bin/pg_ctl" -D "$cluster/data" -l "$cluster/postgres.log" -w -t 60 \
    -o "-p $port -k $cluster/socket -c listen_addresses=127.0.0.1 -c max_connections=200 $options" \
    start >/dev/null || { cat "$cluster/postgres.log" >&2; exit 1; }
}

start() {
  local cluster; cluster=$(cluster_dir)
  install -d -o postgres -g postgres -m 700 "$cluster"
  if [ ! -f "$cluster/data/PG_VERSION" ]; then
    local password pwfile
    password=$(head -c 24 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')
    pwfile=$(mktemp)
    printf '%s\n' "$password" > "$pwfile"
    chown postgres "$pwfile"
    runuser -u postgres -- "$pg_bin/initdb" -D "$cluster/data" -U panalo --pwfile="$pwfile" \
      -A scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { rm -f "$pwfile"; cat "$dir/initdb.log" >&2; exit 1; }
    rm -f "$pwfile"
    (umask 077; printf '%s' "$password" > "$dir/password")
  fi
  run_server "$cluster"
  # A replica has the primary's databases (and could not create one).
  if [ ! -f "$dir/primary" ]; then
    PGPASSWORD=$(cat "$dir/password") psql -h 127.0.0.1 -p "$(cat "$dir/port")" -U panalo -d postgres -qtAX \
      -c "SELECT 1 FROM pg_database WHERE datname = 'panalo'" | grep -q 1 \
      || PGPASSWORD=$(cat "$dir/password") psql -h 127.0.0.1 -p "$(cat "$dir/port")" -U panalo -d postgres -qX \
           -c "CREATE DATABASE panalo"
  fi
  (umask 077; url_for panalo > "$dir/url")
  cat "$dir/url"
}

stop() {
  local cluster; cluster=$(cluster_dir)
  if [ -f "$cluster/data/PG_VERSION" ] && is_running "$cluster"; then
    runuser -u postgres -- "$pg_bin/pg_ctl" -D "$cluster/data" -m fast -w stop >/dev/null
  fi
}

# pg_control's identifier of a cluster: a replica shares its primary's.
system_id() { runuser -u postgres -- "$pg_bin/pg_controldata" "$1/data" 2>/dev/null | sed -n 's/^Database system identifier: *//p'; }

replica() {
  local cluster primary_cluster slot
  cluster=$(cluster_dir)
  primary_cluster=$(cluster_dir "$primary_dir")
  # A replica of an earlier primary (its folder deleted and made anew) can never
  # follow this one: it is made again.
  if [ -f "$cluster/data/PG_VERSION" ] && [ -f "$primary_cluster/data/PG_VERSION" ] &&
     [ "$(system_id "$cluster")" != "$(system_id "$primary_cluster")" ]; then
    echo "pg.sh: $dir is a replica of another cluster: making it again" >&2
    stop
    rm -rf "${cluster:?}/data" "$dir/primary"
  fi
  if [ ! -f "$cluster/data/PG_VERSION" ]; then
    if ! is_running "$primary_cluster" || [ ! -f "$primary_dir/port" ]; then
      echo "pg.sh: the primary in $primary_dir is not running" >&2
      exit 1
    fi
    install -d -o postgres -g postgres -m 700 "$cluster"
    (umask 077; cp "$primary_dir/password" "$dir/password")
    # One slot per replica folder. A slot left by a replica whose folder was
    # deleted would keep WAL on the primary for ever: it is dropped and made anew.
    slot="panalo_replica_$(printf '%s' "$dir" | sha256sum | cut -c1-16)"
    psql -qtAX "$(url_for postgres "$primary_dir")" \
      -c "SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = '$slot' AND NOT active" \
      >/dev/null
    # initdb's pg_hba.conf lets "host replication" in from 127.0.0.1 with the
    # cluster's password, and the panalo user (the superuser) may replicate. -R
    # writes standby.signal and primary_conninfo (with that password: the data
    # folder is the postgres user's only).
    runuser -u postgres -- env PGPASSWORD="$(cat "$dir/password")" "$pg_bin/pg_basebackup" \
      -h 127.0.0.1 -p "$(cat "$primary_dir/port")" -U panalo -D "$cluster/data" \
      -R -X stream -C -S "$slot" -c fast >"$dir/basebackup.log" 2>&1 \
      || { cat "$dir/basebackup.log" >&2; rm -rf "${cluster:?}/data"; exit 1; }
    echo "$primary_dir" > "$dir/primary"
  fi
  run_server "$cluster"
  (umask 077; url_for panalo > "$dir/url")
  cat "$dir/url"
}

restart() {
  local cluster; cluster=$(cluster_dir)
  is_running "$cluster" || { echo "pg.sh: not running" >&2; exit 1; }
  # pg_ctl restart reuses the options of the last start (postmaster.opts): same port.
  runuser -u postgres -- "$pg_bin/pg_ctl" -D "$cluster/data" -l "$cluster/postgres.log" -m fast -w -t 60 \
    restart >/dev/null || { cat "$cluster/postgres.log" >&2; exit 1; }
}

# A migrated database to clone. Nobody may stay connected to it (CREATE DATABASE
# ... TEMPLATE refuses a template in use), and panaloctl exits when done.
template() {
  local name=$1 ctl=$2 demo=${3:-} admin url
  [[ "$name" =~ ^[a-z_][a-z0-9_]*$ ]] || { echo "pg.sh: bad database name $name" >&2; exit 2; }
  admin=$(url_for postgres)
  PGCONNECT_TIMEOUT=10 psql -qX "$admin" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" \
    -c "CREATE DATABASE $name" >/dev/null
  url=$(url_for "$name")
  DATABASE_URL="$url" "$ctl" migrate >/dev/null
  # The journeys' list: no popup list (ci/demo-data.sh).
  if [ "$demo" = demo ]; then DATABASE_URL="$url" bash "$PANALO_ROOT/ci/demo-data.sh" "$ctl" journeys >/dev/null; fi
  echo "$url"
}

case "$command" in
  start) start ;;
  stop) stop ;;
  restart) restart ;;
  replica) replica ;;
  template) [ $# -ge 4 ] || usage; template "${@:3}" ;;
  url) [ -f "$dir/url" ] && is_running "$(cluster_dir)" && cat "$dir/url" || { echo "pg.sh: not running" >&2; exit 1; } ;;
  *) usage ;;
esac
