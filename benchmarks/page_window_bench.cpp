// Native cost of the lobby page window; benchmarks/wasm/page-window-bench.mjs
// times the same function in the wasm build under Node, and
// benchmarks/run-foundation.sh reports the ratio of the two.
#include <benchmark/benchmark.h>

#include "panalo/lobby/pagination.hpp"

// The call the wasm export makes: into a caller's buffer, no allocation.
static void BM_PageWindowMiddle(benchmark::State& state) {
  std::int32_t buffer[16];
  std::int32_t current = 1;
  for (auto _ : state) {
    benchmark::DoNotOptimize(panalo::lobby::writePageWindow(500, current, 2, 5, buffer, 16));
    benchmark::ClobberMemory();
    current = current % 500 + 1;
  }
}
BENCHMARK(BM_PageWindowMiddle);

// The vector-returning form the server code uses.
static void BM_PageWindowVector(benchmark::State& state) {
  std::int32_t current = 1;
  for (auto _ : state) {
    auto window = panalo::lobby::pageWindow(500, current);
    benchmark::DoNotOptimize(window.data());
    current = current % 500 + 1;
  }
}
BENCHMARK(BM_PageWindowVector);

static void BM_NormalizePageRequest(benchmark::State& state) {
  std::int64_t page = 0;
  for (auto _ : state) {
    auto request = panalo::lobby::normalizePageRequest(page++, 42, 42, 200);
    benchmark::DoNotOptimize(request);
  }
}
BENCHMARK(BM_NormalizePageRequest);
