#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "platform/http/http_types.hpp"

namespace panalo::routes {

// An optional whole-number query parameter. Present but not a plain decimal
// integer (or out of range) is the client's mistake: DomainError(InvalidInput).
std::optional<std::int64_t> optionalIntParam(const http::HttpRequest& request, const std::string& name);

}  // namespace panalo::routes
