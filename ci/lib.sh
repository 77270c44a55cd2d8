# Sourced by the ci/ scripts: where things are and small shared helpers.
set -euo pipefail
PANALO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PANALO_ROOT
# Debian's emcc runs a JS optimizer that needs acorn from Debian's node modules.
export NODE_PATH=/usr/share/nodejs
# Two cores here; more where there are more.
PANALO_JOBS=${PANALO_JOBS:-$(nproc)}
# ccache's 5 GB default holds about one revision of the native, wasm, ASan and
# TSan objects together, so the next CI run found half of them evicted and
# recompiled; room for a few revisions keeps a fresh clone's build warm.
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-20G}

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# A TCP port nobody listens on yet, below the kernel's ephemeral range: a port in
# that range may be held by an outgoing connection (ctest's clients, say), which
# a connect test cannot see but which makes the later bind fail. The callers
# start their server right away.
free_port() {
  local port first_ephemeral
  first_ephemeral=$(cut -f1 /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || echo 32768)
  [ "$first_ephemeral" -gt 11000 ] || first_ephemeral=32768  # an unusual range: Linux's default
  for _ in $(seq 1 100); do
    port=$(( 10000 + RANDOM % (first_ephemeral - 10000) ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return 0; fi
  done
  return 1
}

# Waits until GET URL answers 200, or fails after ~30 s.
wait_for_http() {
  for _ in $(seq 1 150); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "no answer from $1" >&2
  return 1
}
