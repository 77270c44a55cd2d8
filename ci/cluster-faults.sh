#!/usr/bin/env bash
# The fault tests of the production shape (tests/cluster/faults.mjs): a cluster
# of its own in build/fault-cluster (primary, replica, 2 instances, nginx on a
# free port), members with money, then kill -9 / rolling restart / PostgreSQL
# restart / replica stop under load. Ends with the script's "N passed, N failed".
# Needs the built server and panaloctl (ci/build.sh) and the interop packages
# (HPKE sealing in Node: ci/npm-install.sh tests/interop/hpke).
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

export PANALO_CLUSTER_DIR=$PANALO_ROOT/build/fault-cluster
PANALO_CLUSTER_PORT=$(free_port)
export PANALO_CLUSTER_PORT PANALO_CLUSTER_HOST=127.0.0.1 PANALO_SKIP_BUILD=1
ctl=$PANALO_ROOT/build/native/api/panaloctl

# A cluster left by an interrupted run goes first: the run starts from nothing.
bash ci/cluster.sh stop >/dev/null 2>&1 || true
rm -rf "$PANALO_CLUSTER_DIR"
trap 'bash ci/cluster.sh stop >/dev/null 2>&1 || true' EXIT
# The test cluster's PostgreSQL skips flushing to disk like the other test clusters.
PANALO_PG_EPHEMERAL=1 bash ci/cluster.sh start >build/reports/fault-cluster-start.log 2>&1 \
  || { cat build/reports/fault-cluster-start.log; exit 1; }
bash ci/npm-install.sh tests/interop/hpke >/dev/null

primary_url=$(bash ci/pg.sh url "$PANALO_CLUSTER_DIR/pg-primary")
export DATABASE_URL=$primary_url PANALO_MASTER_KEY
PANALO_MASTER_KEY=$(cat .panalo/master-key)

# Four members with money to move between the main wallet and the PG wallet.
"$ctl" ledger vendors set PG "PG Soft" >/dev/null
members=()
for i in 1 2 3 4; do
  account="fault$i$(openssl rand -hex 3)"
  password="Fault-$(openssl rand -hex 8)"
  printf '%s\n' "$password" | "$ctl" members create "$account" >/dev/null
  "$ctl" ledger adjust "$account" 1000.00 --key "fault-grant-$account" --memo "fault test funds" >/dev/null
  members+=("$account:$password")
done

instance_urls=()
for ports in "$PANALO_CLUSTER_DIR"/instance-*.ports; do
  read -r http _ <"$ports"
  instance_urls+=("http://127.0.0.1:$http")
done

BASE_URL="https://127.0.0.1:$PANALO_CLUSTER_PORT" \
  NODE_EXTRA_CA_CERTS="$PANALO_CLUSTER_DIR/tls/cert.pem" \
  CLUSTER_SCRIPT=ci/cluster.sh PG_SCRIPT=ci/pg.sh PANALOCTL="$ctl" \
  PRIMARY_DIR="$PANALO_CLUSTER_DIR/pg-primary" REPLICA_DIR="$PANALO_CLUSTER_DIR/pg-replica" \
  INSTANCE_URLS="$(IFS=,; echo "${instance_urls[*]}")" MEMBERS="$(IFS=,; echo "${members[*]}")" \
  node tests/cluster/faults.mjs
