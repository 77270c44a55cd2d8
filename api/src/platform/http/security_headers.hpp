#pragma once

#include "platform/http/http_types.hpp"

namespace panalo::http {

// Headers every answer carries: no sniffing, no framing, a strict content policy
// that still lets the UI instantiate its WebAssembly modules.
void addSecurityHeaders(HttpResponse& response);

}  // namespace panalo::http
