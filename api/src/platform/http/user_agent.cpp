#include "platform/http/user_agent.hpp"

#include <algorithm>

namespace panalo::http {

std::string userAgentOf(const HttpRequest& request) {
  const auto header = request.header("user-agent");
  if (!header) return "";
  std::string kept;
  kept.reserve(std::min(header->size(), kMaxUserAgentLength));
  for (const char c : *header) {
    if (kept.size() == kMaxUserAgentLength) break;
    kept += (c >= 0x20 && c <= 0x7e) ? c : '?';
  }
  // Surrounding blanks carry nothing and would only make two equal agents differ.
  const auto first = kept.find_first_not_of(' ');
  if (first == std::string::npos) return "";
  return kept.substr(first, kept.find_last_not_of(' ') - first + 1);
}

}  // namespace panalo::http
