#include "platform/net/ip_limit_key.hpp"

#include "platform/net/ip_address.hpp"

namespace panalo::net {

std::string ipLimitKey(std::string_view ip) {
  const auto address = IpAddress::parse(ip);
  if (!address) return std::string(ip);
  if (address->isV4()) return address->text();
  return address->masked(kIpv6LimitPrefix).text() + "/" + std::to_string(kIpv6LimitPrefix);
}

}  // namespace panalo::net
