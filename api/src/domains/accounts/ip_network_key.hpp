#pragma once
// The subject a per-IP limit counts under: an IPv4 address as it is, an IPv6
// address as its /64 ("2001:db8:1:2::/64"), because one subscriber is usually
// given a whole /64 and can rotate through it at will. An IPv4-mapped IPv6
// address counts as its IPv4 address. Text that is not an address is returned
// unchanged (it still counts, under itself).
//
// The registration limit uses it; the login guard and the other per-IP limits
// still key on the exact address (issue 12 item 4 moves them to a shared helper).

#include <string>

namespace panalo::services {

std::string ipNetworkKey(const std::string& ip);

}  // namespace panalo::services
