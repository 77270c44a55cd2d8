#pragma once
// Reads an unsealed request body as a JSON object: either JSON, or
// application/x-www-form-urlencoded (the forgot-by-e-mail form posts that way,
// spec section 7). Values of a form are strings.

#include <nlohmann/json.hpp>

#include "platform/http/http_types.hpp"

namespace panalo::routes {

// Throws DomainError(InvalidInput, invalid_request) for a body that is not a
// JSON object, a malformed form, or text that is not UTF-8.
nlohmann::json readPlainBody(const http::HttpRequest& request);

}  // namespace panalo::routes
