#include "platform/log/request_log.hpp"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <ctime>
#include <mutex>

namespace panalo::log {
namespace {

std::mutex logMutex;
LogSink logSink;  // guarded by logMutex; empty: stdout

std::string utcNow() {
  const auto now = std::chrono::system_clock::now();
  const std::time_t seconds = std::chrono::system_clock::to_time_t(now);
  const auto millis = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm parts{};
  gmtime_r(&seconds, &parts);
  char text[64];
  std::snprintf(text, sizeof text, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", parts.tm_year + 1900, parts.tm_mon + 1,
                parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec, static_cast<int>(millis));
  return text;
}

void emit(const nlohmann::json& line) {
  // Paths come from the client: replace broken UTF-8 rather than throw.
  const std::string text = line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::lock_guard<std::mutex> lock(logMutex);
  if (logSink) {
    logSink(text);
    return;
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

}  // namespace

void writeRequestLog(const RequestLogEntry& entry) {
  nlohmann::json line{{"ts", utcNow()},
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
  emit(line);
}

void setLogSink(LogSink sink) {
  std::lock_guard<std::mutex> lock(logMutex);
  logSink = std::move(sink);
}

void writeEventLog(const std::string& level, const std::string& event, const std::string& detail) {
  nlohmann::json line{{"ts", utcNow()}, {"level", level}, {"event", event}};
  if (!detail.empty()) line["detail"] = detail;
  emit(line);
}

}  // namespace panalo::log
