#pragma once

#include <optional>
#include <string>

namespace panalo::http {

// The visitor's address. Behind our own load balancer (trustProxy) it is the last
// X-Forwarded-For entry, the one the balancer appended; anything earlier in that
// header is client-supplied and cannot be trusted. Otherwise it is the peer.
std::string clientIpFor(const std::string& peerIp, const std::optional<std::string>& forwardedFor, bool trustProxy);

}  // namespace panalo::http
