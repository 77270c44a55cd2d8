#pragma once
// One JSON line per request on stdout. It names the path but never the query
// string or body: those may carry tokens, codes or passwords.

#include <chrono>
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
};

void writeRequestLog(const RequestLogEntry& entry);

// For start-up, shutdown and failures outside a request; same one-line JSON form.
void writeEventLog(const std::string& level, const std::string& event, const std::string& detail = "");

}  // namespace panalo::log
