#include "platform/http/client_ip.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace panalo::http {
namespace {

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

std::vector<std::string> entriesOf(const std::string& list) {
  std::vector<std::string> entries;
  std::size_t start = 0;
  while (true) {
    const auto comma = list.find(',', start);
    entries.push_back(trim(list.substr(start, comma == std::string::npos ? std::string::npos : comma - start)));
    if (comma == std::string::npos) return entries;
    start = comma + 1;
  }
}

}  // namespace

std::string clientIpFor(const std::string& peerIp, const std::optional<std::string>& forwardedFor,
                        const net::IpRanges& trustedProxies) {
  if (!forwardedFor || !trustedProxies.contains(peerIp)) return peerIp;
  const auto entries = entriesOf(*forwardedFor);
  // `nearest` is the closest hop known to be real: the peer, then each trusted
  // proxy the walk passes. An entry that is no address cannot have been written
  // by a trusted proxy (they append the address they saw), so the walk stops
  // there and the nearest real hop stands in for the visitor.
  std::string nearest = peerIp;
  for (auto entry = entries.rbegin(); entry != entries.rend(); ++entry) {
    const auto address = net::IpAddress::parse(*entry);
    if (!address) return nearest;
    if (!trustedProxies.contains(*address)) return *entry;
    nearest = *entry;
  }
  // Every hop is one of ours (e.g. a health check from inside): the first one.
  return nearest;
}

bool forwardedOverTls(const std::string& peerIp, const std::optional<std::string>& forwardedProto,
                      const net::IpRanges& trustedProxies) {
  if (!forwardedProto || !trustedProxies.contains(peerIp)) return false;
  std::string first = entriesOf(*forwardedProto).front();
  std::transform(first.begin(), first.end(), first.begin(), [](unsigned char c) { return std::tolower(c); });
  return first == "https";
}

}  // namespace panalo::http
