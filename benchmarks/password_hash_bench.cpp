// argon2id hash rate with the production parameters: the peer that login
// throughput is compared with (target: login rate >= 0.8 x hash rate).
// The verify benchmark runs with 1..cores threads at once; items_per_second is
// then the machine's aggregate verify rate with that many threads hashing, which
// is the peer for a server hashing with as many threads (benchmarks/login-storm.mjs).
#include <benchmark/benchmark.h>

#include <thread>

#include "platform/security/password_hasher.hpp"

namespace {

int cores() {
  const unsigned count = std::thread::hardware_concurrency();
  return count == 0 ? 1 : static_cast<int>(count);
}

}  // namespace

static void BM_Argon2idHash(benchmark::State& state) {
  const panalo::security::PasswordHasher hasher;
  for (auto _ : state) benchmark::DoNotOptimize(hasher.hash("correct horse battery staple"));
}
BENCHMARK(BM_Argon2idHash)->Unit(benchmark::kMillisecond);

// Each thread has its own hasher, as each server hashing thread runs its own
// argon2 computation: no shared lock, only the cores and memory bandwidth shared.
static void BM_Argon2idVerify(benchmark::State& state) {
  const panalo::security::PasswordHasher hasher;
  const auto hash = hasher.hash("correct horse battery staple");
  for (auto _ : state) benchmark::DoNotOptimize(hasher.verify(hash, "correct horse battery staple"));
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Argon2idVerify)->Unit(benchmark::kMillisecond)->UseRealTime()->DenseThreadRange(1, cores());
