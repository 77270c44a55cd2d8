#include "panalo/text/ip_text.hpp"

#include <cstddef>

namespace panalo::text {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

int hexValue(char c) {
  if (isDigit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool isIpv4(std::string_view text) {
  int parts = 0;
  std::size_t i = 0;
  while (true) {
    const std::size_t start = i;
    unsigned value = 0;
    while (i < text.size() && isDigit(text[i]) && i - start < 3)
      value = value * 10 + static_cast<unsigned>(text[i++] - '0');
    const std::size_t digits = i - start;
    if (digits == 0 || value > 255 || (digits > 1 && text[start] == '0')) return false;
    ++parts;
    if (i == text.size()) return parts == 4;
    if (text[i] != '.' || parts == 4) return false;
    ++i;
  }
}

// Counts the 16-bit groups of one side of "::" (or of the whole address), each
// 1-4 hex digits separated by single colons; an IPv4 tail counts as two and
// must come last. Returns -1 when the side is malformed. An empty side has 0.
int ipv6Groups(std::string_view side, bool mayEndInIpv4) {
  if (side.empty()) return 0;
  int groups = 0;
  std::size_t start = 0;
  while (true) {
    const std::size_t colon = side.find(':', start);
    const std::string_view group = side.substr(start, colon == std::string_view::npos ? side.npos : colon - start);
    if (colon == std::string_view::npos && mayEndInIpv4 && group.find('.') != std::string_view::npos) {
      return isIpv4(group) ? groups + 2 : -1;
    }
    if (group.empty() || group.size() > 4) return -1;
    for (const char c : group) {
      if (hexValue(c) < 0) return -1;
    }
    ++groups;
    if (colon == std::string_view::npos) return groups;
    start = colon + 1;
  }
}

bool isIpv6(std::string_view text) {
  const std::size_t gap = text.find("::");
  if (gap == std::string_view::npos) return ipv6Groups(text, true) == 8;
  const std::string_view before = text.substr(0, gap);
  const std::string_view after = text.substr(gap + 2);
  if (after.find("::") != std::string_view::npos) return false;  // one "::" at most
  const int head = ipv6Groups(before, false);
  const int tail = ipv6Groups(after, true);
  // "::" stands for at least one zero group.
  return head >= 0 && tail >= 0 && head + tail <= 7;
}

}  // namespace

std::optional<IpFamily> ipFamilyOf(std::string_view text) {
  if (isIpv4(text)) return IpFamily::V4;
  if (isIpv6(text)) return IpFamily::V6;
  return std::nullopt;
}

bool isCidr(std::string_view text) {
  const std::size_t slash = text.find('/');
  const auto family = ipFamilyOf(text.substr(0, slash));
  if (!family) return false;
  if (slash == std::string_view::npos) return true;
  const std::string_view length = text.substr(slash + 1);
  if (length.empty() || length.size() > 3) return false;
  unsigned bits = 0;
  for (const char c : length) {
    if (!isDigit(c)) return false;
    bits = bits * 10 + static_cast<unsigned>(c - '0');
  }
  return bits <= (*family == IpFamily::V4 ? 32u : 128u);
}

}  // namespace panalo::text
