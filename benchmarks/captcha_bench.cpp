// How long a captcha image takes to draw and encode (libgd, PNG): decides
// whether GET /wps/captcha may run on the request threads (it does: it is a
// cheap route; see routes/captcha_routes.cpp).
#include <benchmark/benchmark.h>

#include "domains/captcha/captcha_image.hpp"

namespace {

void BM_CaptchaAnswer(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(panalo::security::randomCaptchaAnswer());
}
BENCHMARK(BM_CaptchaAnswer);

void BM_CaptchaRenderPng(benchmark::State& state) {
  const auto answer = panalo::security::randomCaptchaAnswer();
  for (auto _ : state) benchmark::DoNotOptimize(panalo::security::renderCaptchaPng(answer));
}
BENCHMARK(BM_CaptchaRenderPng)->Unit(benchmark::kMicrosecond);

}  // namespace
