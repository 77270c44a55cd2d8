// Native cost of each validator, the reference the wasm build is compared with
// (issue 3 target: wasm at most 2x native).
#include <benchmark/benchmark.h>

#include <string>

#include "panalo/validation/form_json.hpp"
#include "panalo/validation/forms.hpp"
#include "panalo/validation/password_policy.hpp"
#include "panalo/validation/pattern.hpp"
#include "panalo/validation/pattern_kinds.hpp"

namespace {

using namespace panalo::validation;

void BM_PatternCompileUsername(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(compilePattern("^[a-zA-Z][a-zA-Z0-9]{5,15}$"));
}
BENCHMARK(BM_PatternCompileUsername);

void BM_PatternMatchUsername(benchmark::State& state) {
  const auto compiled = compilePattern("^[a-zA-Z][a-zA-Z0-9]{5,15}$");
  const std::string subject = "player2024x";
  for (auto _ : state) benchmark::DoNotOptimize(compiled.pattern->fullMatch(subject));
}
BENCHMARK(BM_PatternMatchUsername);

void BM_PatternPathological(benchmark::State& state) {
  const auto compiled = compilePattern("(a|a)*b");
  const std::string subject(static_cast<std::size_t>(state.range(0)), 'a');
  for (auto _ : state) benchmark::DoNotOptimize(compiled.pattern->fullMatch(subject));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * state.range(0));
}
BENCHMARK(BM_PatternPathological)->Arg(64)->Arg(100000);

void BM_Kind(benchmark::State& state, PatternKind kind, const char* value) {
  const KindLimits limits{1, 64, 10};
  for (auto _ : state) benchmark::DoNotOptimize(matchesKind(kind, value, limits));
}
BENCHMARK_CAPTURE(BM_Kind, email, PatternKind::kEmail, "first.last@mail.example.com");
BENCHMARK_CAPTURE(BM_Kind, date_iso, PatternKind::kDateYearMonthDay, "2024-02-29");
BENCHMARK_CAPTURE(BM_Kind, full_name, PatternKind::kFullName, "José Rizal");
BENCHMARK_CAPTURE(BM_Kind, upper_lower_digit_symbol, PatternKind::kUpperLowerDigitSymbol, "Abcdef1!");
BENCHMARK_CAPTURE(BM_Kind, phone_9, PatternKind::kPhoneStartingWith9, "9171234567");

void BM_IsCommonPassword(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(isCommonPassword("Zq8!uW3eXy"));
}
BENCHMARK(BM_IsCommonPassword);

void BM_CheckNewPassword(benchmark::State& state) {
  const RegistrationSettings settings = defaultRegistrationSettings();
  for (auto _ : state)
    benchmark::DoNotOptimize(checkNewPassword("violet-harbor-42", "player01", settings.rule("password")));
}
BENCHMARK(BM_CheckNewPassword);

void BM_RegistrationCppApi(benchmark::State& state) {
  const auto settings = parseRegistrationSettingsText(
      R"({"fields":{"username":{"acceptedPattern":"^[a-z][a-z0-9]{5,15}$"},"email":{"enabled":true}}})");
  RegistrationForm form;
  form.username = "player01";
  form.password = "Zq8!uW3e";
  form.confirmPassword = "Zq8!uW3e";
  form.optionalFields["email"] = "player01@example.com";
  form.termsAccepted = true;
  form.ageConfirmed = true;
  for (auto _ : state) benchmark::DoNotOptimize(validateRegistrationByUsername(form, *settings.settings));
}
BENCHMARK(BM_RegistrationCppApi);

void BM_FormJson(benchmark::State& state, const char* request) {
  for (auto _ : state) benchmark::DoNotOptimize(validateFormJson(request));
}
BENCHMARK_CAPTURE(BM_FormJson, login_username,
                  R"({"form":"login.username","values":{"username":"player01","password":"secret"}})");
BENCHMARK_CAPTURE(BM_FormJson, login_sms,
                  R"({"form":"login.sms","values":{"mobileNum":"9171234567","verificationCode":"123456"}})");
BENCHMARK_CAPTURE(
    BM_FormJson, registration_username,
    R"({"form":"registration.username","values":{"username":"player01","password":"Zq8!uW3e","confirmPassword":"Zq8!uW3e","termsAccepted":true,"ageConfirmed":true},"settings":{"fields":{"username":{"acceptedPattern":"^[a-z][a-z0-9]{5,15}$"}}}})");
BENCHMARK_CAPTURE(
    BM_FormJson, registration_mobile,
    R"({"form":"registration.mobile","values":{"mobileNum":"9171234567","verificationCode":"1","password":"Zq8!uW3e","confirmPassword":"Zq8!uW3e","termsAccepted":true,"ageConfirmed":true},"settings":{"smsVerification":true}})");
BENCHMARK_CAPTURE(BM_FormJson, forgot_email,
                  R"({"form":"forgotPassword.email","values":{"username":"player01","email":"p@example.com"}})");
BENCHMARK_CAPTURE(
    BM_FormJson, forgot_phone,
    R"({"form":"forgotPassword.phone","values":{"mobileNum":"9171234567","verificationCode":"1","newPassword":"violet-harbor-42"}})");
BENCHMARK_CAPTURE(
    BM_FormJson, change_password,
    R"({"form":"changePassword","values":{"oldPassword":"o","newPassword":"violet-harbor-42","confirmNewPassword":"violet-harbor-42"}})");
BENCHMARK_CAPTURE(BM_FormJson, sms_code,
                  R"({"form":"smsCode","values":{"mobileNum":"9171234567","countryDialingCode":"+63"}})");
BENCHMARK_CAPTURE(
    BM_FormJson, activity,
    R"({"form":"activityApplication","values":{"remark":"hello","images":[{"headerHex":"89504e470d0a1a0a","size":1000}]}})");

}  // namespace
