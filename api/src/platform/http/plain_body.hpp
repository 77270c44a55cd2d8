#pragma once
// Reads an unsealed request body as a JSON object. Only JSON: the dispatcher has
// already refused any other media type on calls with effects (json_body_rule.hpp),
// so the spec's "form POST" of forgot-by-e-mail travels as JSON too.

#include <nlohmann/json.hpp>

#include "platform/http/http_types.hpp"

namespace panalo::routes {

// Throws DomainError(InvalidInput, invalid_request) for a body that is not a
// JSON object (invalid UTF-8 included).
nlohmann::json readPlainBody(const http::HttpRequest& request);

}  // namespace panalo::routes
