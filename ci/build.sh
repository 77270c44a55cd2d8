#!/usr/bin/env bash
# Builds everything: native (server, panaloctl, tests, benchmarks), the
# WebAssembly modules, and the UI. Installs what is missing first. Incremental:
# a second run rebuilds only what changed.
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

bash ci/install-deps.sh

say "native build"
werror=OFF
[ "${CI:-}" = true ] && werror=ON
# ccache keeps compiled objects outside the clone (~/.cache/ccache), keyed by
# content; paths are made relative to the clone's parent so a fresh clone beside
# an older one reuses them. Delete the cache to measure a truly cold build.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(dirname "$PANALO_ROOT")} CCACHE_NOHASHDIR=1
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPANALO_WERROR="$werror" \
  -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache >/dev/null
cmake --build build/native -j "$PANALO_JOBS"

say "OpenSSL for wasm (cached outside the clone)"
openssl_wasm=$(bash ci/build-openssl-wasm.sh | tail -n1)

say "wasm build"
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release -DPANALO_WERROR="$werror" \
  -DPANALO_OPENSSL_WASM_DIR="$openssl_wasm" >/dev/null
cmake --build build/wasm -j "$PANALO_JOBS"

say "UI build"
bash ci/npm-install.sh ui
npm --prefix ui run --silent build
