// argon2id hash rate with the production parameters: the peer that login
// throughput is compared with (issue target: login rate >= 0.8 x hash rate).
#include <benchmark/benchmark.h>

#include "security/password_hasher.hpp"

static void BM_Argon2idHash(benchmark::State& state) {
  const panalo::security::PasswordHasher hasher;
  for (auto _ : state) benchmark::DoNotOptimize(hasher.hash("correct horse battery staple"));
}
BENCHMARK(BM_Argon2idHash)->Unit(benchmark::kMillisecond);

static void BM_Argon2idVerify(benchmark::State& state) {
  const panalo::security::PasswordHasher hasher;
  const auto hash = hasher.hash("correct horse battery staple");
  for (auto _ : state) benchmark::DoNotOptimize(hasher.verify(hash, "correct horse battery staple"));
}
BENCHMARK(BM_Argon2idVerify)->Unit(benchmark::kMillisecond);
