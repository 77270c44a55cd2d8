#!/usr/bin/env bash
# A private PostgreSQL cluster in a folder, for the local product and for tests.
#   ci/pg.sh start DIR   init (first time), start on a free loopback port, create
#                        database "panalo"; writes DIR/url and prints it
#   ci/pg.sh stop DIR    stop it (fast shutdown)
#   ci/pg.sh url DIR     print the URL of a running cluster
#   ci/pg.sh restart DIR restart a running cluster on the same port and password
#                        (tests of reconnecting after a database restart)
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

usage() { echo "usage: ci/pg.sh start|stop|restart|url DIR | template DIR NAME PANALOCTL [demo]" >&2; exit 2; }
[ $# -ge 2 ] || usage
command=$1
dir=$(realpath -m "$2")

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
[ -x "$pg_bin/pg_ctl" ] || { echo "pg.sh: PostgreSQL server binaries not found (run ci/install-deps.sh)" >&2; exit 1; }

# The cluster lives where the postgres user can reach it: inside DIR when every
# parent folder lets it through, else under /var/tmp keyed by DIR's path.
cluster_dir() {
  mkdir -p "$dir"
  if runuser -u postgres -- test -x "$dir"; then
    echo "$dir/cluster"
  else
    echo "/var/tmp/panalo-pg-$(printf '%s' "$dir" | sha256sum | cut -c1-16)"
  fi
}

is_running() { runuser -u postgres -- "$pg_bin/pg_ctl" -D "$1/data" status >/dev/null 2>&1; }

url_for() {
  local port
  port=$(cat "$dir/port")
  echo "postgresql://panalo:$(cat "$dir/password")@127.0.0.1:$port/$1"
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
  if ! is_running "$cluster"; then
    local port durability=""
    port=$(free_port) || { echo "pg.sh: no free port found" >&2; exit 1; }
    # Throwaway test clusters may skip flushing to disk; the local product never does.
    [ "${PANALO_PG_EPHEMERAL:-0}" = 1 ] && durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    echo "$port" > "$dir/port"
    install -d -o postgres -g postgres -m 700 "$cluster/socket"
    runuser -u postgres -- "$pg_bin/pg_ctl" -D "$cluster/data" -l "$cluster/postgres.log" -w -t 60 \
      -o "-p $port -k $cluster/socket -c listen_addresses=127.0.0.1 -c max_connections=200 $durability" \
      start >/dev/null || { cat "$cluster/postgres.log" >&2; exit 1; }
  fi
  PGPASSWORD=$(cat "$dir/password") psql -h 127.0.0.1 -p "$(cat "$dir/port")" -U panalo -d postgres -qtAX \
    -c "SELECT 1 FROM pg_database WHERE datname = 'panalo'" | grep -q 1 \
    || PGPASSWORD=$(cat "$dir/password") psql -h 127.0.0.1 -p "$(cat "$dir/port")" -U panalo -d postgres -qX \
         -c "CREATE DATABASE panalo"
  (umask 077; url_for panalo > "$dir/url")
  cat "$dir/url"
}

stop() {
  local cluster; cluster=$(cluster_dir)
  if [ -f "$cluster/data/PG_VERSION" ] && is_running "$cluster"; then
    runuser -u postgres -- "$pg_bin/pg_ctl" -D "$cluster/data" -m fast -w stop >/dev/null
  fi
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
  if [ "$demo" = demo ]; then
    DATABASE_URL="$url" "$ctl" demo load >/dev/null
    # The demo games catalogue (vendors and 3,000+ games) the lobby pages show.
    DATABASE_URL="$url" "$ctl" games demo >/dev/null
    # Notices and banners, without the popup list: it would open over every
    # journey's first page (tests/browser/announcements.mjs adds its own).
    DATABASE_URL="$url" "$ctl" content demo --without-popups >/dev/null
    # The demo help center, documents, news, mirrors and representatives.
    DATABASE_URL="$url" "$ctl" support demo >/dev/null
    # The demo promotions (every status, EN/TY/PT).
    DATABASE_URL="$url" "$ctl" promotions demo >/dev/null
    # The demo points mall items the reward center shows.
    DATABASE_URL="$url" "$ctl" rewards demo >/dev/null
    # Demo platform messages and the demo referral rule (invite friends open to all).
    DATABASE_URL="$url" "$ctl" messages demo >/dev/null
    DATABASE_URL="$url" "$ctl" referral demo >/dev/null
    # Demo missions, VIP levels and leaderboard players (after the games demo: their bets need its vendors).
    DATABASE_URL="$url" "$ctl" missions demo >/dev/null
    # The demo mini game wheel, switched on (daily spin).
    DATABASE_URL="$url" "$ctl" minigame demo >/dev/null
  fi
  echo "$url"
}

case "$command" in
  start) start ;;
  stop) stop ;;
  restart) restart ;;
  template) [ $# -ge 4 ] || usage; template "${@:3}" ;;
  url) [ -f "$dir/url" ] && is_running "$(cluster_dir)" && cat "$dir/url" || { echo "pg.sh: not running" >&2; exit 1; } ;;
  *) usage ;;
esac
