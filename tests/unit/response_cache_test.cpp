// The cache of finished public answers (platform/http/response_cache.hpp): an
// answer is reused only for the same data version and the same path and query,
// a new version replaces every kept answer, errors are never kept, and memory
// stays within its bound.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "platform/http/envelope.hpp"
#include "platform/http/response_cache.hpp"

namespace {

using namespace panalo::http;

HttpRequest get(const std::string& path, std::map<std::string, std::string> query = {}) {
  HttpRequest request;
  request.method = "GET";
  request.path = path;
  request.query = std::move(query);
  return request;
}

// A data version: a snapshot the way the catalogue cache hands them out.
std::shared_ptr<const void> snapshot(const std::string& content) {
  return std::make_shared<const std::string>(content);
}

struct CountingMaker {
  int calls = 0;
  HttpResponse answer(const std::string& body, int status = 200) {
    ++calls;
    HttpResponse response;
    response.status = status;
    response.body = body;
    return response;
  }
};

TEST(ResponseCache, ReusesTheAnswerForTheSameVersionAndQuery) {
  ResponseCache cache;
  CountingMaker maker;
  const auto version = snapshot("catalogue 1");
  const auto request = get("/wps/relay/GCS_gameList", {{"gameType", "RNG"}, {"pageSize", "42"}});
  EXPECT_EQ(cache.answer(version, request, [&] { return maker.answer("page 1"); }).body, "page 1");
  EXPECT_EQ(cache.answer(version, request, [&] { return maker.answer("not asked for"); }).body, "page 1");
  EXPECT_EQ(maker.calls, 1);
}

TEST(ResponseCache, ANewVersionInvalidatesEveryKeptAnswer) {
  ResponseCache cache;
  CountingMaker maker;
  auto first = snapshot("catalogue 1");
  const auto list = get("/wps/relay/GCS_gameList", {{"gameType", "RNG"}});
  const auto menus = get("/lgw/games/game_menus");
  cache.answer(first, list, [&] { return maker.answer("list of catalogue 1"); });
  cache.answer(first, menus, [&] { return maker.answer("menus of catalogue 1"); });
  EXPECT_EQ(cache.size(), 2U);

  // The catalogue reloads (NOTIFY): a new snapshot, while the old one may still
  // be alive in a request that started before.
  const auto second = snapshot("catalogue 2");
  EXPECT_EQ(cache.answer(second, list, [&] { return maker.answer("list of catalogue 2"); }).body,
            "list of catalogue 2");
  EXPECT_EQ(cache.size(), 1U);  // the first catalogue's menus are gone too
  EXPECT_EQ(cache.answer(second, menus, [&] { return maker.answer("menus of catalogue 2"); }).body,
            "menus of catalogue 2");
  EXPECT_EQ(cache.answer(second, list, [&] { return maker.answer("not asked for"); }).body, "list of catalogue 2");
  EXPECT_EQ(maker.calls, 4);

  // The old snapshot freed and a new one made: never mistaken for the one the
  // cache holds (the cache keeps its version alive, so no address is reused).
  first.reset();
  const auto third = snapshot("catalogue 3");
  EXPECT_EQ(cache.answer(third, list, [&] { return maker.answer("list of catalogue 3"); }).body, "list of catalogue 3");
}

TEST(ResponseCache, DifferentQueriesAndPathsGetTheirOwnAnswers) {
  ResponseCache cache;
  CountingMaker maker;
  const auto version = snapshot("catalogue");
  // Names and values that would run together without length prefixes.
  cache.answer(version, get("/p", {{"a", "b=c"}}), [&] { return maker.answer("one"); });
  EXPECT_EQ(cache.answer(version, get("/p", {{"a=b", "c"}}), [&] { return maker.answer("two"); }).body, "two");
  EXPECT_EQ(cache.answer(version, get("/q", {{"a", "b=c"}}), [&] { return maker.answer("three"); }).body, "three");
  EXPECT_EQ(cache.answer(version, get("/p"), [&] { return maker.answer("four"); }).body, "four");
  EXPECT_EQ(maker.calls, 4);
  EXPECT_EQ(cache.answer(version, get("/p", {{"a", "b=c"}}), [&] { return maker.answer("again"); }).body, "one");
}

TEST(ResponseCache, KeepsNoErrorAnswer) {
  ResponseCache cache;
  CountingMaker maker;
  const auto version = snapshot("catalogue");
  const auto request = get("/wps/relay/GCS_gameList", {{"pageNo", "0"}});
  EXPECT_EQ(cache.answer(version, request, [&] { return maker.answer("bad pageNo", 400); }).status, 400);
  EXPECT_EQ(cache.answer(version, request, [&] { return maker.answer("bad pageNo", 400); }).status, 400);
  EXPECT_EQ(maker.calls, 2);
  EXPECT_EQ(cache.size(), 0U);
}

TEST(ResponseCache, StartsOverPastItsBound) {
  ResponseCache cache(10);
  CountingMaker maker;
  const auto version = snapshot("catalogue");
  cache.answer(version, get("/a"), [&] { return maker.answer("123456"); });
  cache.answer(version, get("/b"), [&] { return maker.answer("123456"); });  // 12 bytes: starts over
  EXPECT_EQ(cache.size(), 1U);
  cache.answer(version, get("/c"), [&] { return maker.answer(std::string(11, 'x')); });  // never kept
  EXPECT_EQ(cache.size(), 1U);
  EXPECT_EQ(cache.answer(version, get("/b"), [&] { return maker.answer("other"); }).body, "123456");
}

TEST(Envelope, OkJsonIsTheSortedEnvelopeOfTheValue) {
  const nlohmann::json value{{"list", {1, 2, 3}}, {"name", "Café \"quoted\""}, {"total", 3}};
  EXPECT_EQ(okJson(value).body, (nlohmann::json{{"success", true}, {"value", value}}.dump()));
  EXPECT_EQ(okJson(nullptr).body, R"({"success":true,"value":null})");
  EXPECT_THROW(okJson(std::string("\xff")), nlohmann::json::exception);  // as before: broken UTF-8 is a bug
}

}  // namespace
