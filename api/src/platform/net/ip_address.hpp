#pragma once
// IP addresses and ranges as values the server decides with: which peers are our
// proxies (PANALO_TRUST_PROXY) and the key every per-IP limit counts by
// (ip_limit_key.hpp). Text is checked with the shared rule (panalo/text/ip_text.hpp)
// before it is converted, so the forms accepted here are exactly those.
//
// Every address is held as 16 bytes; an IPv4 address in its IPv4-mapped form
// (::ffff:a.b.c.d), so "192.0.2.1" and "::ffff:192.0.2.1" are the same address
// and an IPv4 range contains both spellings.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace panalo::net {

class IpAddress {
 public:
  static std::optional<IpAddress> parse(std::string_view text);

  // IPv4, or IPv4-mapped IPv6.
  bool isV4() const;
  // Dotted quad for IPv4 (mapped ones too), RFC 5952 text for IPv6.
  std::string text() const;
  // The same address with every bit after the first `prefixLength` (of 128) cleared.
  IpAddress masked(int prefixLength) const;

  const std::array<std::uint8_t, 16>& bytes() const { return bytes_; }
  bool operator==(const IpAddress& other) const { return bytes_ == other.bytes_; }

 private:
  std::array<std::uint8_t, 16> bytes_{};
};

// "addr/len" or a plain address (one address: /32 or /128).
class IpRange {
 public:
  static std::optional<IpRange> parse(std::string_view text);
  bool contains(const IpAddress& address) const;
  // "10.0.0.0/8", "2001:db8::/32".
  std::string text() const;

 private:
  IpAddress network_;
  int prefixLength_ = 128;  // of the 128-bit (mapped) form
};

// A list of ranges, e.g. the trusted proxies.
class IpRanges {
 public:
  IpRanges() = default;
  // Ranges separated by commas and/or spaces ("10.0.0.0/8, fd00::/8"). Throws
  // std::invalid_argument quoting the first entry that is not a range.
  static IpRanges parse(std::string_view list);

  bool contains(const IpAddress& address) const;
  bool contains(std::string_view address) const;  // false for text that is no address
  bool empty() const { return ranges_.empty(); }
  std::string text() const;  // comma separated

 private:
  std::vector<IpRange> ranges_;
};

}  // namespace panalo::net
