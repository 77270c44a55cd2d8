#pragma once
// Checks for IP addresses and CIDR blocks typed by operators or taken from a
// GeoIP file, done before any SQL so a bad value gets a clear message and
// PostgreSQL never sees it. PostgreSQL's inet/cidr types do the canonical form.

#include <optional>
#include <string>

namespace panalo::services {

enum class IpFamily { V4, V6 };

// The family of a plain address ("203.0.113.9", "2001:db8::1"), or nothing.
std::optional<IpFamily> ipFamilyOf(const std::string& text);
inline bool isIpAddress(const std::string& text) { return ipFamilyOf(text).has_value(); }
// "addr" or "addr/len" with len within the family's width.
bool isCidr(const std::string& text);

}  // namespace panalo::services
