#include "platform/http/plain_body.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {

nlohmann::json readPlainBody(const http::HttpRequest& request) {
  nlohmann::json body;
  try {
    body = nlohmann::json::parse(request.body);
  } catch (const nlohmann::json::exception&) {
    body = nullptr;
  }
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "the body must be a JSON object");
  }
  return body;
}

}  // namespace panalo::routes
