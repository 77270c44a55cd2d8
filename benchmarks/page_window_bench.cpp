// Native cost of the lobby page window; benchmarks/wasm/ measures the same
// function in the wasm build under Node and reports the ratio to this.
#include <benchmark/benchmark.h>

#include "panalo/lobby/pagination.hpp"

static void BM_PageWindowMiddle(benchmark::State& state) {
  std::int32_t current = 1;
  for (auto _ : state) {
    auto window = panalo::lobby::pageWindow(500, current);
    benchmark::DoNotOptimize(window.data());
    current = current % 500 + 1;
  }
}
BENCHMARK(BM_PageWindowMiddle);

static void BM_NormalizePageRequest(benchmark::State& state) {
  std::int64_t page = 0;
  for (auto _ : state) {
    auto request = panalo::lobby::normalizePageRequest(page++, 42, 42, 200);
    benchmark::DoNotOptimize(request);
  }
}
BENCHMARK(BM_NormalizePageRequest);
