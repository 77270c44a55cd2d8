// wasm exports of the shared validators (shared/include/panalo/validation): plain
// C functions over linear-memory buffers, no embind, so a call costs a few tens
// of nanoseconds. Nothing may throw across the boundary: every export catches
// everything and answers with a negative code instead.
//
//   int32_t panalo_validate_form(const char* request, int32_t requestLen, char* out, int32_t outCap)
//       Runs validateFormJson (form_json.hpp) on the UTF-8 JSON request. Returns the
//       response length in bytes. Like snprintf: when that length is > outCap
//       nothing is written; call again with a buffer of at least that size.
//       Negative: -1 invalid argument, -3 internal error.
//   int32_t panalo_pattern_compile(const char* pattern, int32_t len)
//       Compiles an acceptedPattern ("*" means ".*"). Returns a handle >= 1, or
//       -(100 + n) where n is the PatternErrorCode (pattern.hpp, in declaration
//       order from 0), -1 invalid argument, -3 internal error, -4 too many
//       live handles (at most 1024; free the ones you no longer need).
//   int32_t panalo_pattern_match(int32_t handle, const char* subject, int32_t len)
//       1 full match, 0 no match (including invalid UTF-8), -1 bad handle/argument.
//   int32_t panalo_pattern_free(int32_t handle)              0, or -1 for a bad handle.
//   int32_t panalo_pattern_full_match(const char* pattern, int32_t patternLen,
//                                     const char* subject, int32_t subjectLen)
//       One-shot compile and match: 1, 0, or the negative codes of compile.
//   int32_t panalo_is_common_password(const char* password, int32_t len)   1 or 0.
//   int32_t panalo_matches_kind(const char* kindName, int32_t kindLen, const char* value, int32_t valueLen,
//                               uint32_t minLength, uint32_t maxLength, uint32_t digits)
//       One named kind of pattern_kinds.hpp on its own: 1 or 0; -1 for an
//       unknown kind name or a bad argument.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "panalo/validation/form_json.hpp"
#include "panalo/validation/password_policy.hpp"
#include "panalo/validation/pattern.hpp"
#include "panalo/validation/pattern_kinds.hpp"

namespace {

using panalo::validation::Pattern;

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kInternalError = -3;
constexpr std::int32_t kTooManyHandles = -4;
constexpr std::int32_t kPatternErrorBase = -100;
constexpr std::size_t kMaxLiveHandles = 1024;

// Compiled patterns by handle - 1. Module-level state lives here, in the binding,
// so that shared/ stays free of it.
std::vector<std::optional<Pattern>>& patternTable() {
  static std::vector<std::optional<Pattern>> table;
  return table;
}

bool validBuffer(const char* data, std::int32_t length) { return length >= 0 && (data != nullptr || length == 0); }

std::string_view view(const char* data, std::int32_t length) {
  return length == 0 ? std::string_view() : std::string_view(data, static_cast<std::size_t>(length));
}

std::int32_t compileError(const panalo::validation::PatternError& error) {
  return kPatternErrorBase - static_cast<std::int32_t>(error.code);
}

const Pattern* findPattern(std::int32_t handle) {
  auto& table = patternTable();
  if (handle < 1 || static_cast<std::size_t>(handle) > table.size()) return nullptr;
  const auto& slot = table[static_cast<std::size_t>(handle) - 1];
  return slot ? &*slot : nullptr;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_validate_form(const char* request, std::int32_t requestLen, char* out,
                                                       std::int32_t outCap) {
  if (!validBuffer(request, requestLen) || !validBuffer(out, outCap)) return kInvalidArgument;
  try {
    const std::string response = panalo::validation::validateFormJson(view(request, requestLen));
    if (response.size() > static_cast<std::size_t>(INT32_MAX)) return kInternalError;
    const auto length = static_cast<std::int32_t>(response.size());
    if (length <= outCap) response.copy(out, response.size());
    return length;
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_pattern_compile(const char* pattern, std::int32_t len) {
  if (!validBuffer(pattern, len)) return kInvalidArgument;
  try {
    auto compiled = panalo::validation::compileAcceptedPattern(view(pattern, len));
    if (!compiled.ok()) return compileError(compiled.error);
    auto& table = patternTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
      if (!table[i]) {
        table[i] = std::move(compiled.pattern);
        return static_cast<std::int32_t>(i + 1);
      }
    }
    if (table.size() >= kMaxLiveHandles) return kTooManyHandles;
    table.push_back(std::move(compiled.pattern));
    return static_cast<std::int32_t>(table.size());
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_pattern_match(std::int32_t handle, const char* subject, std::int32_t len) {
  if (!validBuffer(subject, len)) return kInvalidArgument;
  try {
    const Pattern* pattern = findPattern(handle);
    if (pattern == nullptr) return kInvalidArgument;
    return pattern->fullMatch(view(subject, len)) ? 1 : 0;
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_pattern_free(std::int32_t handle) {
  if (findPattern(handle) == nullptr) return kInvalidArgument;
  patternTable()[static_cast<std::size_t>(handle) - 1].reset();
  return 0;
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_pattern_full_match(const char* pattern, std::int32_t patternLen,
                                                            const char* subject, std::int32_t subjectLen) {
  if (!validBuffer(pattern, patternLen) || !validBuffer(subject, subjectLen)) return kInvalidArgument;
  try {
    const auto compiled = panalo::validation::compileAcceptedPattern(view(pattern, patternLen));
    if (!compiled.ok()) return compileError(compiled.error);
    return compiled.pattern->fullMatch(view(subject, subjectLen)) ? 1 : 0;
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_is_common_password(const char* password, std::int32_t len) {
  if (!validBuffer(password, len)) return kInvalidArgument;
  try {
    return panalo::validation::isCommonPassword(view(password, len)) ? 1 : 0;
  } catch (...) {
    return kInternalError;
  }
}

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_matches_kind(const char* kindName, std::int32_t kindLen, const char* value,
                                                      std::int32_t valueLen, std::uint32_t minLength,
                                                      std::uint32_t maxLength, std::uint32_t digits) {
  if (!validBuffer(kindName, kindLen) || !validBuffer(value, valueLen)) return kInvalidArgument;
  try {
    const auto kind = panalo::validation::patternKindFromName(view(kindName, kindLen));
    if (!kind) return kInvalidArgument;
    const panalo::validation::KindLimits limits{minLength, maxLength, digits};
    return panalo::validation::matchesKind(*kind, view(value, valueLen), limits) ? 1 : 0;
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"
