// The request log line (platform/log/request_log.cpp) is written field by field
// for speed; it must stay the very line a json object of the same fields dumps
// (keys sorted, broken UTF-8 replaced), whatever a client puts in the path.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "platform/log/request_log.hpp"

namespace {

using panalo::log::RequestLogEntry;

std::string loggedLine(const RequestLogEntry& entry) {
  std::vector<std::string> lines;
  panalo::log::setLogSink([&lines](const std::string& line) { lines.push_back(line); });
  panalo::log::writeRequestLog(entry);
  panalo::log::setLogSink({});
  EXPECT_EQ(lines.size(), 1U);
  return lines.empty() ? std::string() : lines.front();
}

// The line as the json object of the same fields dumps it, with the line's own timestamp.
std::string jsonObjectLine(const RequestLogEntry& entry, const std::string& ts) {
  nlohmann::json line{{"ts", ts},
                      {"level", entry.status >= 500 ? "error" : "info"},
                      {"event", "request"},
                      {"requestId", entry.requestId},
                      {"method", entry.method},
                      {"path", entry.path},
                      {"status", entry.status},
                      {"bytes", entry.responseBytes},
                      {"durationMs", static_cast<double>(entry.duration.count()) / 1000.0},
                      {"ip", entry.clientIp}};
  if (!entry.causeType.empty()) line["errorType"] = entry.causeType;
  if (!entry.cause.empty()) line["error"] = entry.cause;
  return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

RequestLogEntry entryFor(const std::string& path, long long micros, int status = 200) {
  RequestLogEntry entry;
  entry.requestId = "0123456789abcdef0123456789abcdef";
  entry.method = "GET";
  entry.path = path;
  entry.clientIp = "203.0.113.7";
  entry.status = status;
  entry.responseBytes = 15036;
  entry.duration = std::chrono::microseconds(micros);
  return entry;
}

void expectSameAsJsonObject(const RequestLogEntry& entry) {
  const auto line = loggedLine(entry);
  const auto ts = nlohmann::json::parse(line).at("ts").get<std::string>();
  EXPECT_EQ(ts.size(), 24U) << ts;  // 2026-11-24T20:10:11.648Z
  EXPECT_EQ(line, jsonObjectLine(entry, ts));
}

TEST(RequestLog, IsTheLineAJsonObjectOfTheSameFieldsDumps) {
  for (const long long micros : {0LL, 1LL, 10LL, 100LL, 999LL, 1000LL, 8519LL, 8510LL, 12000LL, 1234567LL}) {
    expectSameAsJsonObject(entryFor("/wps/relay/GCS_gameList", micros));
  }
  expectSameAsJsonObject(entryFor("/wps/system/status", 250, 404));
}

TEST(RequestLog, EscapesWhatAClientPutsInThePath) {
  for (const auto& path :
       std::vector<std::string>{"/a\"b", "/a\\b", "/tab\there", "/nl\nline", std::string("/nul\0x", 6), "/\x7f",
                                "/Caf\xc3\xa9", "/\xe9\xbe\x8d", "/broken\xff\xfe", "/cut\xc3", "/\xed\xa0\x80"}) {
    expectSameAsJsonObject(entryFor(path, 42));
  }
}

TEST(RequestLog, AFailureNamesItsCauseAndLevel) {
  auto entry = entryFor("/wps/fails", 3200, 500);
  entry.causeType = "pqxx::broken_connection";
  entry.cause = "connection \"lost\"\nat line 2 \xff";
  expectSameAsJsonObject(entry);
  const auto line = nlohmann::json::parse(loggedLine(entry));
  EXPECT_EQ(line.at("level"), "error");
  EXPECT_EQ(line.at("errorType"), "pqxx::broken_connection");
}

}  // namespace
