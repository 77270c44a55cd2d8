#include "platform/http/client_ip.hpp"

#include <arpa/inet.h>

namespace panalo::http {
namespace {

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

bool isIpAddress(const std::string& text) {
  unsigned char buffer[16];
  return inet_pton(AF_INET, text.c_str(), buffer) == 1 || inet_pton(AF_INET6, text.c_str(), buffer) == 1;
}

}  // namespace

std::string clientIpFor(const std::string& peerIp, const std::optional<std::string>& forwardedFor,
                        bool trustProxy) {
  if (!trustProxy || !forwardedFor) return peerIp;
  const auto comma = forwardedFor->rfind(',');
  const std::string last = trim(comma == std::string::npos ? *forwardedFor : forwardedFor->substr(comma + 1));
  return isIpAddress(last) ? last : peerIp;
}

}  // namespace panalo::http
