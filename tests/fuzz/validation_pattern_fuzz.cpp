// libFuzzer target for the validation core: compiles the first part of the input
// as a pattern and fully matches the rest against it, then sends the whole input
// to the JSON entry point. Looks for crashes, sanitizer reports and hangs (the
// NFA must stay linear whatever the pattern).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "panalo/validation/form_json.hpp"
#include "panalo/validation/pattern.hpp"
#include "panalo/validation/pattern_kinds.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  // A NUL splits pattern from subject, so the fuzzer can grow each on its own.
  const std::size_t split = input.find('\0');
  const std::string_view pattern = input.substr(0, split);
  const std::string_view subject = split == std::string_view::npos ? std::string_view() : input.substr(split + 1);

  const auto compiled = panalo::validation::compileAcceptedPattern(pattern);
  if (compiled.ok()) {
    (void)compiled.pattern->fullMatch(subject);
  } else {
    (void)compiled.error.describe();
  }
  for (int kind = 0; kind <= static_cast<int>(panalo::validation::PatternKind::kPhoneStartingWith9); ++kind) {
    (void)panalo::validation::matchesKind(static_cast<panalo::validation::PatternKind>(kind), subject, {1, 64, 10});
  }
  (void)panalo::validation::validateFormJson(input);
  return 0;
}
