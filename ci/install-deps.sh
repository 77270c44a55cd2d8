#!/usr/bin/env bash
# Installs the Debian packages Panalo builds, runs and tests with.
# Safe to run twice: it asks apt only for what is missing. Packages named as
# arguments are added to the list (the benchmarks' wrk, say).
set -euo pipefail

packages=(
  build-essential cmake pkg-config git ca-certificates curl ccache
  emscripten binaryen
  libpistache-dev libpqxx-dev nlohmann-json3-dev libssl-dev libargon2-dev libcli11-dev
  libwebsocketpp-dev libasio-dev
  libcurl4-openssl-dev libgd-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  clang libclang-rt-14-dev clang-format clang-tidy libcli11-dev libyaml-cpp-dev
  postgresql postgresql-contrib
  nginx-light
  chromium fonts-noto-core fonts-noto-color-emoji
  dpkg-dev
  "$@"
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
echo "install-deps: system packages ready"
