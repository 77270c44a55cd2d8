#include "domains/trials/trial_json.hpp"

#include <string>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

std::optional<std::string> clientField(const nlohmann::json& body, const char* name) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) return std::nullopt;
  if (!it->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      std::string(name) + " must be text of at most 64 bytes");
  }
  return it->get<std::string>();
}

}  // namespace

services::FreePlayRequest freePlayRequestOf(const nlohmann::json& body) {
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
  services::FreePlayRequest request;
  request.os = clientField(body, "os");
  request.platform = clientField(body, "platform");
  request.encryption = clientField(body, "encryption");
  request.gatewayVersion = clientField(body, "gatewayVersion");
  return request;
}

}  // namespace panalo::routes
