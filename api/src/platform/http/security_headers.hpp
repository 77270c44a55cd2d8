#pragma once

#include "platform/http/http_types.hpp"

namespace panalo::http {

// Headers every answer carries: no sniffing, no framing, a strict content policy
// that still lets the UI instantiate its WebAssembly modules. Over TLS (as a
// trusted proxy reports it) also Strict-Transport-Security, so the browser never
// again tries plain HTTP for this host; never over plain HTTP, where it would be
// meaningless and could strand a deployment still being set up.
// `frameSources`: origins besides this site the page may frame (space
// separated, already checked to be plain origins), or empty; `connectSources`
// likewise for what the page may connect to (the real-time channel).
void addSecurityHeaders(HttpResponse& response, bool overTls, const std::string& frameSources = {},
                        const std::string& connectSources = {});

}  // namespace panalo::http
