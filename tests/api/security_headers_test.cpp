// The headers every answer carries, against the real server: a content policy
// that forbids <base>, and Strict-Transport-Security only when the request came
// over TLS, which the server learns from a trusted proxy's X-Forwarded-Proto.
#include "site_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::SiteFixture;

constexpr const char* kHsts = "max-age=31536000; includeSubDomains";

std::string headerOf(const panalo::testing::HttpResult& result, const std::string& lowerCaseName) {
  const auto it = result.headers.find(lowerCaseName);
  return it == result.headers.end() ? "" : it->second;
}

class SecurityHeadersBehindProxy : public SiteFixture {
 protected:
  static panalo::testing::HttpResult fetch(const std::string& path,
                                           const std::map<std::string, std::string>& headers = {}) {
    return httpRequest("GET", url(path), "", headers);
  }
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) { config.trustedProxies = panalo::testing::loopbackProxy(); });
  }
};

TEST_F(SecurityHeadersBehindProxy, TheContentPolicyForbidsABaseElement) {
  for (const char* path : {"/wps/system/status", "/", "/member"}) {
    const auto csp = headerOf(fetch(path), "content-security-policy");
    EXPECT_NE(csp.find("base-uri 'none'"), std::string::npos) << path << ": " << csp;
    EXPECT_EQ(csp.find("base-uri 'self'"), std::string::npos) << path << ": " << csp;
  }
}

TEST_F(SecurityHeadersBehindProxy, HstsWhenTheTrustedProxySaysHttps) {
  for (const char* path : {"/wps/system/status", "/"}) {
    const auto overTls = fetch(path, {{"X-Forwarded-Proto", "https"}, {"X-Forwarded-For", "203.0.113.7"}});
    EXPECT_EQ(headerOf(overTls, "strict-transport-security"), kHsts) << path;
    EXPECT_EQ(headerOf(fetch(path, {{"X-Forwarded-Proto", "HTTPS"}}), "strict-transport-security"), kHsts) << path;
    EXPECT_EQ(headerOf(fetch(path, {{"X-Forwarded-Proto", "http"}}), "strict-transport-security"), "") << path;
    EXPECT_EQ(headerOf(fetch(path), "strict-transport-security"), "") << path << ": plain HTTP, no proxy word";
  }
}

// Without trusted proxies nobody can claim TLS for the server.
class SecurityHeadersWithoutProxy : public SiteFixture {};

TEST_F(SecurityHeadersWithoutProxy, NoHstsOverPlainHttpWhateverTheClientClaims) {
  const auto claimed = httpRequest("GET", url("/wps/system/status"), "", {{"X-Forwarded-Proto", "https"}});
  EXPECT_EQ(claimed.status, 200);
  EXPECT_EQ(headerOf(claimed, "strict-transport-security"), "");
  EXPECT_NE(headerOf(claimed, "content-security-policy").find("base-uri 'none'"), std::string::npos);
}

}  // namespace
