#include "domains/accounts/ip_network_key.hpp"

#include <arpa/inet.h>

#include <array>
#include <cstring>

namespace panalo::services {

std::string ipNetworkKey(const std::string& ip) {
  std::array<unsigned char, 16> bytes{};
  if (inet_pton(AF_INET, ip.c_str(), bytes.data()) == 1) return ip;
  if (inet_pton(AF_INET6, ip.c_str(), bytes.data()) != 1) return ip;
  static constexpr unsigned char kMappedPrefix[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
  std::array<char, INET6_ADDRSTRLEN> text{};
  if (std::memcmp(bytes.data(), kMappedPrefix, sizeof kMappedPrefix) == 0) {
    inet_ntop(AF_INET, bytes.data() + 12, text.data(), text.size());
    return text.data();
  }
  std::memset(bytes.data() + 8, 0, 8);
  inet_ntop(AF_INET6, bytes.data(), text.data(), text.size());
  return std::string(text.data()) + "/64";
}

}  // namespace panalo::services
