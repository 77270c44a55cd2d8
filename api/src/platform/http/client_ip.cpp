#include "platform/http/client_ip.hpp"

#include "panalo/text/ip_text.hpp"

namespace panalo::http {
namespace {

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

}  // namespace

std::string clientIpFor(const std::string& peerIp, const std::optional<std::string>& forwardedFor, bool trustProxy) {
  if (!trustProxy || !forwardedFor) return peerIp;
  const auto comma = forwardedFor->rfind(',');
  const std::string last = trim(comma == std::string::npos ? *forwardedFor : forwardedFor->substr(comma + 1));
  return text::isIpAddress(last) ? last : peerIp;
}

}  // namespace panalo::http
