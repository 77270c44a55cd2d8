// The optional registration fields of spec section 5 (kOptionalRegistrationFields,
// registration_settings.hpp) for the sign-up form, so the UI draws and sends
// exactly the fields the validators and the server know, in their order.
//
//   int32_t panalo_optional_registration_fields(char* out, int32_t outCap)
//       Writes the names as a JSON array of strings. Returns its length in bytes;
//       like snprintf, nothing is written when that is > outCap. -1 bad argument.
#include <emscripten/emscripten.h>

#include <cstdint>
#include <string>

#include "panalo/validation/registration_settings.hpp"

namespace {

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kInternalError = -3;

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE std::int32_t panalo_optional_registration_fields(char* out, std::int32_t outCap) {
  if (outCap < 0 || (out == nullptr && outCap != 0)) return kInvalidArgument;
  try {
    // The names are plain ASCII identifiers: no JSON escaping is needed.
    std::string list = "[";
    for (const auto name : panalo::validation::kOptionalRegistrationFields) {
      if (list.size() > 1) list += ',';
      list.append("\"").append(name).append("\"");
    }
    list += ']';
    const auto length = static_cast<std::int32_t>(list.size());
    if (length <= outCap) list.copy(out, list.size());
    return length;
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"
