#include "platform/http/security_headers.hpp"

namespace panalo::http {

void addSecurityHeaders(HttpResponse& response, bool overTls, const std::string& frameSources,
                        const std::string& connectSources) {
  response.headers.emplace_back("X-Content-Type-Options", "nosniff");
  response.headers.emplace_back("X-Frame-Options", "DENY");
  response.headers.emplace_back("Referrer-Policy", "strict-origin-when-cross-origin");
  // base-uri 'none': the UI never sets a <base>, so an injected one cannot
  // redirect its relative script and asset URLs.
  // frame-src: the game frame (/seamless) loads the vendors' launch pages.
  std::string policy =
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' "
      "data:; font-src 'self' data:; connect-src 'self'";
  if (!connectSources.empty()) policy.append(" ").append(connectSources);
  policy.append("; frame-src 'self'");
  if (!frameSources.empty()) policy.append(" ").append(frameSources);
  policy.append("; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'");
  response.headers.emplace_back("Content-Security-Policy", std::move(policy));
  if (overTls) response.headers.emplace_back("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

}  // namespace panalo::http
