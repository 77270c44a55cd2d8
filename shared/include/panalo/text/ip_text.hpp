#pragma once
// IP address and CIDR text as the server takes it: operator input (blocks,
// unlocks), GeoIP files and X-Forwarded-For. Checked before any SQL so a bad
// value gets a clear message and PostgreSQL never sees it; PostgreSQL's
// inet/cidr types make the canonical form.
//
// The accepted forms are those of POSIX inet_pton, which the server used before:
//   IPv4  four decimal parts 0-255, no leading zeros ("010.0.0.1" is refused:
//         other parsers read it as octal), no other shorthand.
//   IPv6  up to eight groups of 1-4 hex digits, one "::" for one or more zero
//         groups, optionally ending in an IPv4 part ("::ffff:192.0.2.1"). No
//         zone ("fe80::1%eth0"), no brackets.
// Nothing else: no spaces, no NUL, no surrounding text.

#include <optional>
#include <string_view>

namespace panalo::text {

enum class IpFamily { V4, V6 };

// The family of a plain address ("203.0.113.9", "2001:db8::1"), or nothing.
std::optional<IpFamily> ipFamilyOf(std::string_view text);
inline bool isIpAddress(std::string_view text) { return ipFamilyOf(text).has_value(); }

// "addr" or "addr/len": len is 1-3 decimal digits within the family's width
// (0-32 or 0-128).
bool isCidr(std::string_view text);

}  // namespace panalo::text
