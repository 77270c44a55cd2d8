#pragma once
// Who the visitor is, and whether they came over TLS, when the server sits
// behind proxies (PANALO_TRUST_PROXY lists their address ranges).
//
// X-Forwarded-For is believed only when the direct peer is one of those
// proxies. Each proxy appends the address it received the request from, so the
// list is read from the right: trusted proxies are skipped, and the first
// address that is not one is the visitor. Whatever stands left of it was written
// by the visitor and proves nothing. Without trusted proxies, or from any other
// peer, the header is ignored and the peer is the visitor.

#include <optional>
#include <string>

#include "platform/net/ip_address.hpp"

namespace panalo::http {

std::string clientIpFor(const std::string& peerIp, const std::optional<std::string>& forwardedFor,
                        const net::IpRanges& trustedProxies);

// Whether the request reached the first proxy over TLS: X-Forwarded-Proto from a
// trusted peer whose first entry (set by the proxy that terminated TLS) is https.
// The server itself speaks plain HTTP.
bool forwardedOverTls(const std::string& peerIp, const std::optional<std::string>& forwardedProto,
                      const net::IpRanges& trustedProxies);

}  // namespace panalo::http
