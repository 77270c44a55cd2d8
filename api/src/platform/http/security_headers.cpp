#include "platform/http/security_headers.hpp"

namespace panalo::http {

void addSecurityHeaders(HttpResponse& response) {
  response.headers.emplace_back("X-Content-Type-Options", "nosniff");
  response.headers.emplace_back("X-Frame-Options", "DENY");
  response.headers.emplace_back("Referrer-Policy", "strict-origin-when-cross-origin");
  response.headers.emplace_back("Content-Security-Policy",
                                "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' "
                                "'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; "
                                "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'");
}

}  // namespace panalo::http
