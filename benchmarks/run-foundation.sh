#!/usr/bin/env bash
# Native vs wasm cost of the shared lobby page window, measured in one run on
# the same machine, reported as a ratio (target: wasm at most 2x native); and
# the wasm lobby filter against plain JavaScript.
# Needs ci/build.sh first.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
native_json=$("$root/build/native/benchmarks/page_window_bench" --benchmark_filter=BM_PageWindowMiddle \
  --benchmark_min_time=1 --benchmark_format=json 2>/dev/null)
wasm_json=$(node "$root/benchmarks/wasm/page-window-bench.mjs" "$root/build/wasm/panalo_core.wasm")
node -e '
  const native = JSON.parse(process.argv[1]).benchmarks[0];
  const wasm = JSON.parse(process.argv[2]);
  const nativeNs = native.cpu_time;
  const wasmNs = wasm.BM_PageWindowMiddle;
  console.log(`page window: native ${nativeNs.toFixed(1)} ns, wasm ${wasmNs.toFixed(1)} ns, ratio ${(wasmNs / nativeNs).toFixed(2)}x`);
' "$native_json" "$wasm_json"
# The lobby filter over 10,000 games: wasm against the same filter in plain
# JavaScript, in one run (targets: ratio at most 0.7, wasm p95 at most 0.5 ms).
lobby_json=$(node "$root/benchmarks/wasm/lobby-filter-bench.mjs" "$root/build/wasm/panalo_core.wasm")
node -e '
  const r = JSON.parse(process.argv[1]);
  const f = (s) => `mean ${s.meanUs.toFixed(0)} us, p50 ${s.p50Us.toFixed(0)} us, p95 ${(s.p95Us / 1000).toFixed(3)} ms`;
  console.log(`lobby filter, ${r.games} games, ${r.queries} timed queries: wasm ${f(r.wasm)}; plain JavaScript ${f(r.js)}; ratio ${r.ratio.toFixed(2)}; loading the catalogue once: wasm ${r.wasmLoadMs.toFixed(1)} ms, JavaScript ${r.jsLoadMs.toFixed(1)} ms`);
' "$lobby_json"
raw=$(stat -c %s "$root/build/wasm/panalo_core.wasm")
gz=$(gzip -9c "$root/build/wasm/panalo_core.wasm" | wc -c)
echo "panalo_core.wasm: $raw bytes raw, $gz bytes gzip -9"
