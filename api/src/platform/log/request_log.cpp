#include "platform/log/request_log.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
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

void emitText(const std::string& text) {
  std::lock_guard<std::mutex> lock(logMutex);
  if (logSink) {
    logSink(text);
    return;
  }
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

void emit(const nlohmann::json& line) {
  // Paths come from the client: replace broken UTF-8 rather than throw.
  emitText(line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

// `text` as a JSON string, the same bytes as nlohmann's dump with broken UTF-8
// replaced. Nearly every field is plain printable ASCII and is copied as it is;
// anything else (a client's odd path, an exception text) takes nlohmann's way.
void appendJsonString(std::string& out, const std::string& text) {
  const bool plain = std::all_of(text.begin(), text.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte >= 0x20 && byte < 0x7f && c != '"' && c != '\\';
  });
  if (!plain) {
    out.append(nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    return;
  }
  out.push_back('"');
  out.append(text);
  out.push_back('"');
}

// Whole microseconds as milliseconds with up to three decimals ("8.519",
// "12.0"), as a double of the same value dumps.
void appendMillis(std::string& out, std::chrono::microseconds duration) {
  const auto micros = duration.count() < 0 ? 0 : duration.count();
  out.append(std::to_string(micros / 1000)).push_back('.');
  auto fraction = micros % 1000;
  if (fraction == 0) {
    out.push_back('0');
    return;
  }
  char digits[4] = {static_cast<char>('0' + fraction / 100), static_cast<char>('0' + fraction / 10 % 10),
                    static_cast<char>('0' + fraction % 10), 0};
  std::size_t length = 3;
  while (digits[length - 1] == '0') --length;
  out.append(digits, length);
}

}  // namespace

void writeRequestLog(const RequestLogEntry& entry) {
  // Written field by field (keys in the sorted order a json object dumps them
  // in): building a json object per request cost more than the rest of a cheap
  // request's logging. The fields and their meaning are unchanged.
  std::string line;
  line.reserve(224 + entry.path.size() + entry.cause.size() + entry.causeType.size());
  line.append(R"({"bytes":)").append(std::to_string(entry.responseBytes));
  line.append(R"(,"durationMs":)");
  appendMillis(line, entry.duration);
  if (!entry.cause.empty()) {
    line.append(R"(,"error":)");
    appendJsonString(line, entry.cause);
  }
  if (!entry.causeType.empty()) {
    line.append(R"(,"errorType":)");
    appendJsonString(line, entry.causeType);
  }
  line.append(R"(,"event":"request","ip":)");
  appendJsonString(line, entry.clientIp);
  line.append(entry.status >= 500 ? R"(,"level":"error","method":)" : R"(,"level":"info","method":)");
  appendJsonString(line, entry.method);
  line.append(R"(,"path":)");
  appendJsonString(line, entry.path);
  line.append(R"(,"requestId":)");
  appendJsonString(line, entry.requestId);
  line.append(R"(,"status":)").append(std::to_string(entry.status));
  line.append(R"(,"ts":")").append(utcNow()).append(R"("})");
  emitText(line);
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
