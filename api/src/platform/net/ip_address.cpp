#include "platform/net/ip_address.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <stdexcept>

#include "panalo/text/ip_text.hpp"

namespace panalo::net {
namespace {

constexpr std::array<std::uint8_t, 12> kMappedPrefix{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
constexpr int kMappedPrefixBits = 96;

}  // namespace

std::optional<IpAddress> IpAddress::parse(std::string_view text) {
  // The shared rule first: inet_pton alone would take forms the rest of the
  // server refuses, and it needs a NUL-terminated copy anyway.
  const auto family = text::ipFamilyOf(text);
  if (!family) return std::nullopt;
  const std::string copy(text);
  IpAddress address;
  if (*family == text::IpFamily::V4) {
    std::copy(kMappedPrefix.begin(), kMappedPrefix.end(), address.bytes_.begin());
    if (inet_pton(AF_INET, copy.c_str(), address.bytes_.data() + kMappedPrefix.size()) != 1) return std::nullopt;
  } else if (inet_pton(AF_INET6, copy.c_str(), address.bytes_.data()) != 1) {
    return std::nullopt;
  }
  return address;
}

bool IpAddress::isV4() const { return std::equal(kMappedPrefix.begin(), kMappedPrefix.end(), bytes_.begin()); }

std::string IpAddress::text() const {
  char buffer[INET6_ADDRSTRLEN] = {};
  const bool ok = isV4() ? inet_ntop(AF_INET, bytes_.data() + kMappedPrefix.size(), buffer, sizeof buffer) != nullptr
                         : inet_ntop(AF_INET6, bytes_.data(), buffer, sizeof buffer) != nullptr;
  return ok ? std::string(buffer) : std::string();
}

IpAddress IpAddress::masked(int prefixLength) const {
  IpAddress result = *this;
  for (int bit = std::max(prefixLength, 0); bit < 128; ++bit) {
    result.bytes_[static_cast<std::size_t>(bit / 8)] &= static_cast<std::uint8_t>(~(0x80u >> (bit % 8)));
  }
  return result;
}

std::optional<IpRange> IpRange::parse(std::string_view text) {
  if (!text::isCidr(text)) return std::nullopt;
  const auto slash = text.find('/');
  const auto address = IpAddress::parse(text.substr(0, slash));
  if (!address) return std::nullopt;
  int length = address->isV4() ? 32 : 128;
  if (slash != std::string_view::npos) {
    length = 0;
    for (const char c : text.substr(slash + 1)) length = length * 10 + (c - '0');
  }
  IpRange range;
  range.prefixLength_ = address->isV4() ? kMappedPrefixBits + length : length;
  range.network_ = address->masked(range.prefixLength_);
  return range;
}

bool IpRange::contains(const IpAddress& address) const { return address.masked(prefixLength_) == network_; }

std::string IpRange::text() const {
  const bool v4 = network_.isV4() && prefixLength_ >= kMappedPrefixBits;
  return network_.text() + "/" + std::to_string(v4 ? prefixLength_ - kMappedPrefixBits : prefixLength_);
}

IpRanges IpRanges::parse(std::string_view list) {
  IpRanges ranges;
  std::size_t start = 0;
  while (start < list.size()) {
    const auto end = std::min(list.find_first_of(", \t", start), list.size());
    const auto entry = list.substr(start, end - start);
    if (!entry.empty()) {
      const auto range = IpRange::parse(entry);
      if (!range) throw std::invalid_argument("'" + std::string(entry) + "' is not an IP address or CIDR range");
      ranges.ranges_.push_back(*range);
    }
    start = end + 1;
  }
  return ranges;
}

bool IpRanges::contains(const IpAddress& address) const {
  for (const auto& range : ranges_) {
    if (range.contains(address)) return true;
  }
  return false;
}

bool IpRanges::contains(std::string_view address) const {
  const auto parsed = IpAddress::parse(address);
  return parsed && contains(*parsed);
}

std::string IpRanges::text() const {
  std::string joined;
  for (const auto& range : ranges_) joined += (joined.empty() ? "" : ",") + range.text();
  return joined;
}

}  // namespace panalo::net
