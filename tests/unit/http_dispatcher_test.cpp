#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "platform/core/domain_error.hpp"
#include "platform/http/client_ip.hpp"
#include "platform/http/dispatcher.hpp"
#include "platform/http/envelope.hpp"
#include "platform/net/ip_address.hpp"

namespace {

using namespace panalo::http;
namespace fs = std::filesystem;

std::string headerValue(const HttpResponse& response, const std::string& name) {
  for (const auto& [key, value] : response.headers) {
    if (key == name) return value;
  }
  return "";
}

HttpRequest get(const std::string& path) {
  HttpRequest request;
  request.method = "GET";
  request.path = path;
  return request;
}

class DispatcherTest : public ::testing::Test {
 protected:
  void SetUp() override {
    uiDir_ = fs::temp_directory_path() / ("panalo-ui-" + std::to_string(::getpid()));
    fs::create_directories(uiDir_ / "assets");
    std::ofstream(uiDir_ / "index.html") << "<!doctype html><title>Panalo</title>";
    std::ofstream(uiDir_ / "assets" / "app-3f9a1c.js") << std::string(4000, 'x');
    RouteTable routes;
    routes.add("GET", "/wps/ok", [](const HttpRequest&) { return okJson({{"answer", 42}}); });
    routes.add("GET", "/wps/fails", [](const HttpRequest&) -> HttpResponse {
      throw panalo::DomainError(panalo::ErrorKind::Forbidden, "info_ip_block", "IP temporarily locked");
    });
    routes.add("GET", "/wps/crashes",
               [](const HttpRequest&) -> HttpResponse { throw std::runtime_error("SELECT secret FROM internals"); });
    dispatcher_ = std::make_unique<Dispatcher>(std::move(routes),
                                               std::make_shared<const StaticAssets>(StaticAssets::load(uiDir_)));
  }
  void TearDown() override { fs::remove_all(uiDir_); }

  fs::path uiDir_;
  std::unique_ptr<Dispatcher> dispatcher_;
};

TEST_F(DispatcherTest, RouteAnswersInTheEnvelope) {
  const auto response = dispatcher_->dispatch(get("/wps/ok"));
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(response.body, R"({"success":true,"value":{"answer":42}})");
  EXPECT_EQ(headerValue(response, "Cache-Control"), "no-store");
}

TEST_F(DispatcherTest, DomainErrorBecomesItsStatusAndKey) {
  const auto response = dispatcher_->dispatch(get("/wps/fails"));
  EXPECT_EQ(response.status, 403);
  EXPECT_EQ(nlohmann::json::parse(response.body).at("code"), "info_ip_block");
}

TEST_F(DispatcherTest, UnexpectedExceptionHidesItsText) {
  const auto response = dispatcher_->dispatch(get("/wps/crashes"));
  EXPECT_EQ(response.status, 500);
  EXPECT_EQ(response.body.find("SELECT"), std::string::npos);
  EXPECT_EQ(nlohmann::json::parse(response.body).at("code"), "internal_error");
  // The cause travels beside the response for the log line, not in the body.
  EXPECT_EQ(response.causeType, "std::runtime_error");
  EXPECT_EQ(response.cause, "SELECT secret FROM internals");
}

TEST_F(DispatcherTest, UnknownApiPathIsJson404NeverTheSpa) {
  const auto response = dispatcher_->dispatch(get("/wps/nothing/here"));
  EXPECT_EQ(response.status, 404);
  EXPECT_EQ(nlohmann::json::parse(response.body).at("code"), "not_found");
}

TEST_F(DispatcherTest, WrongMethodOnKnownPathIs405) {
  auto request = get("/wps/ok");
  request.method = "POST";
  EXPECT_EQ(dispatcher_->dispatch(request).status, 405);
}

TEST_F(DispatcherTest, SpaRoutesGetIndexHtmlRevalidated) {
  for (const char* path : {"/", "/member", "/agentHome", "/help"}) {
    const auto response = dispatcher_->dispatch(get(path));
    EXPECT_EQ(response.status, 200) << path;
    EXPECT_NE(response.body.find("<title>Panalo</title>"), std::string::npos) << path;
    EXPECT_EQ(headerValue(response, "Cache-Control"), "no-cache") << path;
  }
}

TEST_F(DispatcherTest, HashedAssetsAreImmutableAndGzipped) {
  auto request = get("/assets/app-3f9a1c.js");
  request.headers["accept-encoding"] = "gzip, br";
  const auto response = dispatcher_->dispatch(request);
  EXPECT_EQ(response.status, 200);
  EXPECT_EQ(headerValue(response, "Cache-Control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(headerValue(response, "Content-Encoding"), "gzip");
  EXPECT_LT(response.body.size(), 4000u);
  EXPECT_EQ(response.contentType, "text/javascript; charset=utf-8");
}

TEST_F(DispatcherTest, MissingFileIs404AndEtagRevalidates) {
  EXPECT_EQ(dispatcher_->dispatch(get("/assets/missing-123.js")).status, 404);
  const auto first = dispatcher_->dispatch(get("/index.html"));
  auto again = get("/index.html");
  again.headers["if-none-match"] = headerValue(first, "ETag");
  EXPECT_EQ(dispatcher_->dispatch(again).status, 304);
}

TEST_F(DispatcherTest, EveryAnswerCarriesSecurityHeaders) {
  const auto response = dispatcher_->dispatch(get("/"));
  EXPECT_EQ(headerValue(response, "X-Content-Type-Options"), "nosniff");
  EXPECT_NE(headerValue(response, "Content-Security-Policy").find("wasm-unsafe-eval"), std::string::npos);
}

TEST_F(DispatcherTest, HstsOnlyOverTls) {
  auto request = get("/");
  EXPECT_EQ(headerValue(dispatcher_->dispatch(request), "Strict-Transport-Security"), "");
  request.overTls = true;
  EXPECT_EQ(headerValue(dispatcher_->dispatch(request), "Strict-Transport-Security"),
            "max-age=31536000; includeSubDomains");
  EXPECT_NE(headerValue(dispatcher_->dispatch(request), "Content-Security-Policy").find("base-uri 'none'"),
            std::string::npos);
}

TEST_F(DispatcherTest, PagesMayFrameTheGivenOriginsAndTheApiNone) {
  int asked = 0;
  const Dispatcher framing(RouteTable{}, std::make_shared<const StaticAssets>(StaticAssets::load(uiDir_)), {},
                           [&asked] {
                             ++asked;
                             return std::string("https://games.vendor.example https://b.example:8443");
                           });
  const auto page = headerValue(framing.dispatch(get("/rng")), "Content-Security-Policy");
  EXPECT_NE(page.find("frame-src 'self' https://games.vendor.example https://b.example:8443;"), std::string::npos)
      << page;
  EXPECT_EQ(asked, 1);
  const auto api = headerValue(framing.dispatch(get("/wps/none")), "Content-Security-Policy");
  EXPECT_NE(api.find("frame-src 'self';"), std::string::npos) << api;
  // A script is not a page: it neither asks nor names the origins.
  const auto script = headerValue(framing.dispatch(get("/assets/app-3f9a1c.js")), "Content-Security-Policy");
  EXPECT_NE(script.find("frame-src 'self';"), std::string::npos) << script;
  EXPECT_EQ(asked, 1);
  // Without a source (or when it fails) a page frames this site only.
  EXPECT_NE(headerValue(dispatcher_->dispatch(get("/")), "Content-Security-Policy").find("frame-src 'self';"),
            std::string::npos);
  const Dispatcher failing(RouteTable{}, std::make_shared<const StaticAssets>(StaticAssets::load(uiDir_)), {},
                           []() -> std::string { throw std::runtime_error("database away"); });
  const auto response = failing.dispatch(get("/"));
  EXPECT_EQ(response.status, 200);
  EXPECT_NE(headerValue(response, "Content-Security-Policy").find("frame-src 'self';"), std::string::npos);
}

TEST_F(DispatcherTest, AnInternalDomainErrorHidesItsText) {
  RouteTable routes;
  routes.add("GET", "/wps/internal", [](const HttpRequest&) -> HttpResponse {
    throw panalo::DomainError(panalo::ErrorKind::Internal, "internal_error", "stored key 42 does not open");
  });
  const auto response = Dispatcher(std::move(routes), nullptr).dispatch(get("/wps/internal"));
  EXPECT_EQ(response.status, 500);
  EXPECT_EQ(nlohmann::json::parse(response.body).at("message"), "Internal error");
  EXPECT_EQ(response.cause, "stored key 42 does not open");
}

HttpRequest withBody(const std::string& method, const std::optional<std::string>& contentType,
                     const std::string& body) {
  HttpRequest request;
  request.method = method;
  request.path = "/wps/effect";
  if (contentType) request.headers["content-type"] = *contentType;
  request.body = body;
  return request;
}

TEST(JsonBodyRule, EffectsTakeJsonOnly) {
  int ran = 0;
  RouteTable routes;
  for (const char* method : {"POST", "PUT", "PATCH", "DELETE"}) {
    routes.add(method, "/wps/effect", [&ran](const HttpRequest&) {
      ++ran;
      return okJson(true);
    });
  }
  const Dispatcher dispatcher(std::move(routes), nullptr);
  for (const char* method : {"POST", "PUT", "PATCH", "DELETE"}) {
    for (const auto& type : {"application/json", "application/json; charset=utf-8", "APPLICATION/JSON",
                             " application/json ;charset=UTF-8"}) {
      EXPECT_EQ(dispatcher.dispatch(withBody(method, std::string(type), "{}")).status, 200) << method << " " << type;
    }
    for (const auto& type : {"application/x-www-form-urlencoded", "multipart/form-data; boundary=b", "text/plain",
                             "text/json", "application/jsonp", "application/json-patch+json", ""}) {
      const auto refused = dispatcher.dispatch(withBody(method, std::string(type), "{}"));
      EXPECT_EQ(refused.status, 415) << method << " " << type;
      EXPECT_EQ(nlohmann::json::parse(refused.body).at("code"), "unsupported_media_type");
    }
  }
  const int before = ran;
  EXPECT_EQ(dispatcher.dispatch(withBody("POST", std::nullopt, "")).status, 415) << "no type, no body";
  EXPECT_EQ(dispatcher.dispatch(withBody("PUT", std::nullopt, "{}")).status, 415);
  EXPECT_EQ(dispatcher.dispatch(withBody("DELETE", std::nullopt, "{}")).status, 415) << "a body says what it is";
  EXPECT_EQ(ran, before) << "refused before the route";
  EXPECT_EQ(dispatcher.dispatch(withBody("DELETE", std::nullopt, "")).status, 200)
      << "a bare DELETE (browsers preflight it cross-site)";
}

TEST(ClientIp, BelievesForwardedForOnlyFromTrustedProxies) {
  const auto ours = panalo::net::IpRanges::parse("10.0.0.0/8, 2001:db8:ffff::/48");
  const auto none = panalo::net::IpRanges();
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("1.2.3.4"), none), "10.0.0.2") << "no proxies configured";
  EXPECT_EQ(clientIpFor("192.0.2.9", std::string("1.2.3.4"), ours), "192.0.2.9") << "a peer that is no proxy of ours";
  EXPECT_EQ(clientIpFor("10.0.0.2", std::nullopt, ours), "10.0.0.2");
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("203.0.113.9"), ours), "203.0.113.9");
  // From the right, the first address that is not ours; what the visitor wrote before it is ignored.
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("6.6.6.6, 203.0.113.9"), ours), "203.0.113.9");
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("6.6.6.6, 203.0.113.9, 10.7.7.7"), ours), "203.0.113.9");
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("6.6.6.6,203.0.113.9,10.7.7.7,10.8.8.8"), ours), "203.0.113.9");
  EXPECT_EQ(clientIpFor("2001:db8:ffff::1", std::string("2001:db8::1, 2001:db8:ffff::2"), ours), "2001:db8::1");
  EXPECT_EQ(clientIpFor("::ffff:10.0.0.2", std::string("203.0.113.9"), ours), "203.0.113.9") << "mapped peer";
  // All ours: the first. Not an address: the nearest real hop.
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("10.1.1.1, 10.7.7.7"), ours), "10.1.1.1");
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("not-an-ip"), ours), "10.0.0.2");
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("203.0.113.9, not-an-ip, 10.7.7.7"), ours), "10.7.7.7");
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string("203.0.113.9:443"), ours), "10.0.0.2");
  EXPECT_EQ(clientIpFor("10.0.0.2", std::string(""), ours), "10.0.0.2");
}

TEST(ClientIp, TlsIsWhatATrustedProxySays) {
  const auto ours = panalo::net::IpRanges::parse("10.0.0.0/8");
  EXPECT_TRUE(forwardedOverTls("10.0.0.2", std::string("https"), ours));
  EXPECT_TRUE(forwardedOverTls("10.0.0.2", std::string("HTTPS, http"), ours)) << "the first proxy's word";
  EXPECT_FALSE(forwardedOverTls("10.0.0.2", std::string("http"), ours));
  EXPECT_FALSE(forwardedOverTls("10.0.0.2", std::nullopt, ours));
  EXPECT_FALSE(forwardedOverTls("192.0.2.9", std::string("https"), ours)) << "anyone else's claim";
  EXPECT_FALSE(forwardedOverTls("10.0.0.2", std::string("https"), panalo::net::IpRanges()));
}

}  // namespace

namespace {

using panalo::http::Dispatcher;
using panalo::http::HttpRequest;
using panalo::http::RouteCost;
using panalo::http::RouteTable;

// Per-route request limits: a route that names one gets it (when above the
// server-wide cap); every other route, path and the UI keep the general cap.
TEST(RequestLimits, OnlyARouteThatNamesALargerLimitGetsIt) {
  RouteTable routes;
  const auto answer = [](const HttpRequest&) { return panalo::http::okJson(nullptr); };
  routes.add("POST", "/wps/upload", answer, RouteCost::Slow, 20'000'000);
  routes.add("POST", "/wps/small", answer, RouteCost::Cheap, 1'000);
  routes.add("GET", "/wps/upload", answer);
  routes.add("POST", "/wps/plain", answer);
  EXPECT_EQ(routes.largestRequestLimit(), 20'000'000u);
  const Dispatcher dispatcher(std::move(routes), nullptr);
  constexpr std::size_t general = 65'536;
  EXPECT_EQ(dispatcher.maxRequestBytes("POST", "/wps/upload", general), 20'000'000u);
  EXPECT_EQ(dispatcher.maxRequestBytes("GET", "/wps/upload", general), general) << "per method and path";
  EXPECT_EQ(dispatcher.maxRequestBytes("HEAD", "/wps/upload", general), general);
  EXPECT_EQ(dispatcher.maxRequestBytes("POST", "/wps/plain", general), general);
  EXPECT_EQ(dispatcher.maxRequestBytes("POST", "/wps/small", general), general) << "never below the general cap";
  EXPECT_EQ(dispatcher.maxRequestBytes("POST", "/wps/unknown", general), general);
  EXPECT_EQ(dispatcher.maxRequestBytes("POST", "/", general), general);
}

}  // namespace
