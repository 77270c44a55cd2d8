#include "platform/core/ip_text.hpp"

#include <arpa/inet.h>

#include <charconv>

namespace panalo::services {

std::optional<IpFamily> ipFamilyOf(const std::string& text) {
  unsigned char buffer[16];
  if (text.empty() || text.size() > 45) return std::nullopt;
  if (inet_pton(AF_INET, text.c_str(), buffer) == 1) return IpFamily::V4;
  if (inet_pton(AF_INET6, text.c_str(), buffer) == 1) return IpFamily::V6;
  return std::nullopt;
}

bool isCidr(const std::string& text) {
  const auto slash = text.find('/');
  const auto family = ipFamilyOf(text.substr(0, slash));
  if (!family) return false;
  if (slash == std::string::npos) return true;
  const std::string length = text.substr(slash + 1);
  int bits = -1;
  const char* end = length.data() + length.size();
  const auto [stop, error] = std::from_chars(length.data(), end, bits);
  if (length.empty() || error != std::errc() || stop != end) return false;
  return bits >= 0 && bits <= (*family == IpFamily::V4 ? 32 : 128);
}

}  // namespace panalo::services
