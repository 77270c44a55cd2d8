#include "platform/http/payload_fields.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void wrongType(const std::string& name, const char* expected) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, name + " must be " + expected);
}

[[noreturn]] void refuse(const std::string& field, const validation::Message& message) {
  throw DomainError(ErrorKind::InvalidInput, std::string(message.key), field + " is not valid");
}

}  // namespace

std::string stringField(const nlohmann::json& body, const std::string& name) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) return "";
  if (!it->is_string()) wrongType(name, "a string");
  return it->get<std::string>();
}

bool boolField(const nlohmann::json& body, const std::string& name, bool whenAbsent) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) return whenAbsent;
  if (!it->is_boolean()) wrongType(name, "true or false");
  return it->get<bool>();
}

void requireValid(const validation::FormResult& result, std::initializer_list<std::string_view> order) {
  if (result.ok()) return;
  for (const auto name : order) {
    const auto it = result.fields.find(std::string(name));
    if (it != result.fields.end() && !it->second.empty()) refuse(it->first, it->second.front());
  }
  for (const auto& [field, messages] : result.fields) {
    if (!messages.empty()) refuse(field, messages.front());
  }
}

}  // namespace panalo::services
