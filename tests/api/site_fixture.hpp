#pragma once
// A real server per suite for the site-access suites: the access cache is off
// (every request sees the rules as they are now), plus helpers to reset the
// rules between tests.

#include "account_fixture.hpp"

namespace panalo::testing {

class SiteFixture : public AccountFixture {
 protected:
  static void SetUpTestSuite() {
    startServer([](app::ServerConfig& config) { config.accessCacheTtl = std::chrono::milliseconds(0); });
  }

  // Every access rule back to "open to all".
  static void openSite() {
    execute("DELETE FROM ip_blocks");
    execute("DELETE FROM country_rules");
    execute("DELETE FROM ip_locks");
    execute("DELETE FROM geoip_ranges");
    execute("UPDATE site_settings SET value = '\"deny_listed\"' WHERE key = 'access.country_mode'");
    services().system().system.setSystemStatus(0);
  }

  static HttpResult get(const std::string& path, const std::optional<std::string>& token = std::nullopt) {
    return sendRaw("GET", path, "", token);
  }
  static json valueOf(const HttpResult& result) { return json::parse(result.body).at("value"); }
  static HttpResult freePlay(const std::string& body = "{}") {
    return sendRaw("POST", "/wps/session/login/freeplay", body);
  }
};

}  // namespace panalo::testing
