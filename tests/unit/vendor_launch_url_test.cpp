// A vendor's launch URL template (api/src/domains/games/vendor_launch_url.hpp):
// what the operator may store, and how a launch fills it in.
#include <gtest/gtest.h>

#include "domains/games/vendor_launch_url.hpp"

namespace {

using panalo::services::fillLaunchTemplate;
using panalo::services::frameOriginOf;
using panalo::services::launchUrlAllowed;
using panalo::services::LaunchValues;
using panalo::services::vendorTemplateProblem;

TEST(VendorLaunchUrl, AcceptsHttpsTemplatesWithTokenAndGame) {
  EXPECT_FALSE(vendorTemplateProblem("https://v.example/play?token={token}&game={game}"));
  EXPECT_FALSE(vendorTemplateProblem("https://v.example/{game}/{lang}?t={token}&m={mode}"));
}

TEST(VendorLaunchUrl, RefusesEverythingElseSayingWhy) {
  for (const char* bad : {"http://v.example/?t={token}&g={game}", "HTTPS://v.example/?t={token}&g={game}",
                          "/play?t={token}&g={game}", "https://v.example/?g={game}", "https://v.example/?t={token}",
                          "https://v.example/?t={token}&g={game}&x={other}", "https://v.example/?t={token}&g={game",
                          "https://v .example/?t={token}&g={game}", "https://?t={token}&g={game}",
                          "https://v.example/\\?t={token}&g={game}", "javascript:alert(1)//{token}{game}", ""}) {
    const auto problem = vendorTemplateProblem(bad);
    ASSERT_TRUE(problem) << bad;
    EXPECT_FALSE(problem->empty()) << bad;
  }
  EXPECT_TRUE(vendorTemplateProblem("https://v.example/?t={token}&g={game}&p=" + std::string(480, 'a')));
}

TEST(VendorLaunchUrl, FillsInPercentEncodedValues) {
  const LaunchValues values{"Ab_-9z", "PG-0001", "pt", false};
  EXPECT_EQ(fillLaunchTemplate("https://v.example/{game}?t={token}&l={lang}&m={mode}", values),
            "https://v.example/PG-0001?t=Ab_-9z&l=pt&m=real");
  const LaunchValues odd{"", "a b&c/é", "x\"<", true};
  EXPECT_EQ(fillLaunchTemplate("https://v.example/?t={token}&g={game}&l={lang}&m={mode}", odd),
            "https://v.example/?t=&g=a%20b%26c%2F%C3%A9&l=x%22%3C&m=demo");
  // Unknown or unclosed braces stay as they are.
  EXPECT_EQ(fillLaunchTemplate("/rng?x={nope}&g={game", values), "/rng?x={nope}&g={game");
}

TEST(VendorLaunchUrl, AllowsHttpsUrlsAndPathsOfThisSiteThatPassTheLinkRule) {
  EXPECT_TRUE(launchUrlAllowed("/rng?vassalage=PO&game=PO_DICE"));
  EXPECT_TRUE(launchUrlAllowed("https://v.example/play?t=abc"));
  for (const char* bad : {"//evil.example/x", "http://v.example/", "https://v.example/\x01", "https://v.example/ x",
                          "javascript:alert(1)", "rng?x=1", ""}) {
    EXPECT_FALSE(launchUrlAllowed(bad)) << bad;
  }
}

}  // namespace

TEST(VendorLaunchUrl, TheFrameOriginIsTheSchemeHostAndPortOnly) {
  EXPECT_EQ(frameOriginOf("https://games.v-1.example/play?t={token}&g={game}"), "https://games.v-1.example");
  EXPECT_EQ(frameOriginOf("https://v.example:8443/{game}?t={token}"), "https://v.example:8443");
  EXPECT_EQ(frameOriginOf("https://v.example?t={token}&g={game}"), "https://v.example");
  // Nothing that could add to or break the header: this site's paths,
  // other schemes, braces, quotes, spaces or semicolons in the host.
  for (const char* none :
       {"/rng?vassalage=PO&game={game}", "http://v.example/?t={token}", "https://{game}.v.example/",
        "https://v.example;script-src/", "https://v'x.example/", "https://v.example:/", "https://v.example:84a/",
        "https://v.example:123456/", "https://", "https://-v.example/", "https://user@v.example/", ""}) {
    EXPECT_FALSE(frameOriginOf(none)) << none;
  }
}
