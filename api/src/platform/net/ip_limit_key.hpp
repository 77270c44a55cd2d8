#pragma once
// The one key every per-IP limit counts by: the login guard and its IP locks,
// SMS sends, captcha issue (and the address a captcha is bound to), reset mails,
// free play, registration. A limit keyed on the exact address is worthless
// against IPv6, where one subscriber routinely holds a whole /64 (2^64
// addresses) and privacy extensions rotate through it on their own. So:
//   IPv4 (and IPv4-mapped IPv6)  the address itself      "203.0.113.9"
//   IPv6                         its /64, in CIDR form   "2001:db8:1:2::/64"
// Text that is no address (never from the HTTP layer) is its own key.
// Use it where a limit is counted or checked, not where an address is recorded
// for people to read (sessions, known IPs, logs keep the exact address).

#include <string>
#include <string_view>

namespace panalo::net {

inline constexpr int kIpv6LimitPrefix = 64;

std::string ipLimitKey(std::string_view ip);

}  // namespace panalo::net
