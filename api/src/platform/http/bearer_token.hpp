#pragma once
// The session token a request carries in "Authorization: Bearer <token>". Read
// here, on the route side, so services take the token as a plain value.

#include <optional>
#include <string>

#include "platform/http/http_types.hpp"

namespace panalo::http {

// The bearer token of `request`, if it carries one (a non-empty token after "Bearer ").
std::optional<std::string> bearerToken(const HttpRequest& request);

}  // namespace panalo::http
