#pragma once
// One JSON line per request on stdout. It names the path but never the query
// string or body: those may carry tokens, codes or passwords.

#include <chrono>
#include <functional>
#include <string>

namespace panalo::log {

struct RequestLogEntry {
  std::string requestId;
  std::string method;
  std::string path;
  std::string clientIp;
  int status = 0;
  std::size_t responseBytes = 0;
  std::chrono::microseconds duration{0};
  // For a 500 from an unexpected exception: its type and text (never the body or query).
  std::string causeType;
  std::string cause;
};

void writeRequestLog(const RequestLogEntry& entry);

// For start-up, shutdown and failures outside a request; same one-line JSON form.
void writeEventLog(const std::string& level, const std::string& event, const std::string& detail = "");

// Where the lines go: stdout by default. Tests set a sink to read the lines; an
// empty function restores stdout. Called with one line (no newline) at a time.
using LogSink = std::function<void(const std::string& line)>;
void setLogSink(LogSink sink);

}  // namespace panalo::log
