#!/usr/bin/env bash
# Builds Panalo. Installs what is missing first. Incremental: a second run
# rebuilds only what changed.
#   ci/build.sh          full build: native (server, panaloctl, tests, benchmarks),
#                        the WebAssembly modules and the UI (what ci/test.sh needs)
#   ci/build.sh serve    only what ci/start.sh serves: panalo-server, panaloctl,
#                        the WebAssembly modules and the UI
source "$(dirname "$0")/lib.sh"
cd "$PANALO_ROOT"

mode=${1:-full}
case "$mode" in
  full | serve) ;;
  *) echo "usage: ci/build.sh [full|serve]" >&2; exit 2 ;;
esac

bash ci/install-deps.sh

say "native build ($mode)"
werror=OFF
[ "${CI:-}" = true ] && werror=ON
# ccache keeps compiled objects outside the clone (~/.cache/ccache), keyed by
# content; paths are made relative to the clone's parent so a fresh clone beside
# an older one reuses them. Delete the cache to measure a truly cold build.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(dirname "$PANALO_ROOT")} CCACHE_NOHASHDIR=1
# One configuration for both modes (switching options would re-configure and
# rebuild); serve just builds fewer targets of it.
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPANALO_WERROR="$werror" \
  -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache >/dev/null
if [ "$mode" = serve ]; then
  cmake --build build/native -j "$PANALO_JOBS" --target panalo-server panaloctl
else
  cmake --build build/native -j "$PANALO_JOBS"
fi

say "OpenSSL for wasm (cached outside the clone)"
openssl_wasm=$(bash ci/build-openssl-wasm.sh | tail -n1)

say "wasm build"
emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release -DPANALO_WERROR="$werror" \
  -DPANALO_OPENSSL_WASM_DIR="$openssl_wasm" >/dev/null
cmake --build build/wasm -j "$PANALO_JOBS"

say "UI build"
bash ci/npm-install.sh ui
npm --prefix ui run --silent build
