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
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPANALO_WERROR="$werror" >/dev/null
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
