#!/usr/bin/env bash
# Native vs wasm cost of the shared lobby page window, measured in one run on
# the same machine, reported as a ratio (target: wasm at most 2x native).
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
raw=$(stat -c %s "$root/build/wasm/panalo_core.wasm")
gz=$(gzip -9c "$root/build/wasm/panalo_core.wasm" | wc -c)
echo "panalo_core.wasm: $raw bytes raw, $gz bytes gzip -9"
