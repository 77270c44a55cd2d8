#pragma once
// The User-Agent a request carries, made safe to store: only printable ASCII
// (a real one is nothing else; anything more could be invalid UTF-8, which
// PostgreSQL text refuses) and at most kMaxUserAgentLength bytes.

#include <cstddef>
#include <string>

#include "platform/http/http_types.hpp"

namespace panalo::http {

inline constexpr std::size_t kMaxUserAgentLength = 512;

// Empty when the request has none.
std::string userAgentOf(const HttpRequest& request);

}  // namespace panalo::http
