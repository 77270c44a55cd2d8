// Pure parts of the session and reset-link hardening (issue 12): the device a
// session list shows for a User-Agent, the session id check, the stored form
// of a User-Agent, and the e-mailed reset link (no server, no database).
#include <gtest/gtest.h>

#include <string>

#include "domains/accounts/active_session_service.hpp"
#include "domains/accounts/device_summary.hpp"
#include "domains/verification/message_texts.hpp"
#include "platform/http/user_agent.hpp"

namespace {

using panalo::services::summariseUserAgent;

struct AgentCase {
  const char* userAgent;
  const char* browser;
  const char* os;
  const char* kind;
};

TEST(DeviceSummary, NamesCommonBrowsersSystemsAndKinds) {
  const AgentCase cases[] = {
      {"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 "
       "Safari/537.36",
       "Chrome", "Windows", "desktop"},
      {"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 "
       "Safari/537.36 Edg/126.0.2592.87",
       "Edge", "Windows", "desktop"},
      {"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 "
       "Safari/605.1.15",
       "Safari", "macOS", "desktop"},
      {"Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox", "Linux", "desktop"},
      {"Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 "
       "Safari/537.36",
       "Chrome", "ChromeOS", "desktop"},
      {"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
       "Version/17.5 Mobile/15E148 Safari/604.1",
       "Safari", "iOS", "phone"},
      {"Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
       "CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
       "Chrome", "iOS", "phone"},
      {"Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 "
       "Mobile/15E148 Safari/605.1.15",
       "Firefox", "iPadOS", "tablet"},
      {"Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) "
       "SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
       "Samsung Internet", "Android", "phone"},
      {"Mozilla/5.0 (Linux; Android 13; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 "
       "Safari/537.36",
       "Chrome", "Android", "tablet"},
      {"Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile "
       "Safari/537.36 OPR/82.0.0.0",
       "Opera", "Android", "phone"},
      {"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 "
       "Safari/537.36",
       "Chrome", "Linux", "desktop"},
      {"curl/8.5.0", "", "", "unknown"},
      {"", "", "", "unknown"},
  };
  for (const auto& c : cases) {
    const auto device = summariseUserAgent(c.userAgent);
    EXPECT_EQ(device.browser, c.browser) << c.userAgent;
    EXPECT_EQ(device.os, c.os) << c.userAgent;
    EXPECT_EQ(device.kind, c.kind) << c.userAgent;
  }
}

TEST(SessionIds, AreUuidsInEitherCase) {
  using panalo::services::ActiveSessionService;
  EXPECT_TRUE(ActiveSessionService::wellFormedId("0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9"));
  EXPECT_TRUE(ActiveSessionService::wellFormedId("0F1E2D3C-4B5A-4978-8695-A4B3C2D1E0F9"));
  for (const std::string bad : {"", "0f1e2d3c4b5a49788695a4b3c2d1e0f9", "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f",
                                "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9a", "0f1e2d3c-4b5a-4978-8695_a4b3c2d1e0f9",
                                "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0fg", "' OR '1'='1' --------------------"}) {
    EXPECT_FALSE(ActiveSessionService::wellFormedId(bad)) << bad;
  }
}

TEST(UserAgents, AreStoredAsTrimmedPrintableAsciiOfBoundedLength) {
  panalo::http::HttpRequest request;
  EXPECT_EQ(panalo::http::userAgentOf(request), "");
  request.headers["user-agent"] = "  Mozilla/5.0 (X11)\t\xc3\xa9  ";
  EXPECT_EQ(panalo::http::userAgentOf(request), "Mozilla/5.0 (X11)???");
  request.headers["user-agent"] = std::string(2000, 'a');
  EXPECT_EQ(panalo::http::userAgentOf(request).size(), panalo::http::kMaxUserAgentLength);
}

TEST(ResetLinks, CarryTheTokenOnlyInTheFragment) {
  const std::string token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
  const auto link = panalo::messaging::passwordResetLink("https://panalo.example", token);
  EXPECT_EQ(link, "https://panalo.example/#resetToken=" + token);
  // Nothing before the '#' (what a browser sends) holds the token.
  const auto fragment = link.find('#');
  ASSERT_NE(fragment, std::string::npos);
  EXPECT_EQ(link.substr(0, fragment).find(token), std::string::npos);
  EXPECT_EQ(link.find('?'), std::string::npos);
  // The e-mail carries the link as it is.
  const auto mail = panalo::messaging::passwordResetEmail("juan", link, 30);
  EXPECT_NE(mail.body.find(link), std::string::npos);
  EXPECT_EQ(mail.body.find("?resetToken"), std::string::npos);
}

}  // namespace
