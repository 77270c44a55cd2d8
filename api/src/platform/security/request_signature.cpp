#include "platform/security/request_signature.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <stdexcept>

namespace panalo::security {

std::string requestSignature(const crypto::SecretBytes& secret, const std::string& timestamp, const std::string& path,
                             const std::string& body) {
  std::string message;
  message.reserve(timestamp.size() + path.size() + body.size() + 2);
  message.append(timestamp).append("\n").append(path).append("\n").append(body);
  std::array<unsigned char, 32> mac{};
  unsigned int length = 0;
  if (HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
           reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac.data(), &length) == nullptr ||
      length != mac.size()) {
    throw std::runtime_error("HMAC-SHA256 failed");
  }
  static constexpr const char* kHex = "0123456789abcdef";
  std::string hex;
  hex.reserve(64);
  for (const auto byte : mac) {
    hex.push_back(kHex[byte >> 4U]);
    hex.push_back(kHex[byte & 0x0fU]);
  }
  return hex;
}

bool sameSignature(const std::string& expected, const std::string& given) {
  // The length of a signature is public (always 64); only the content is compared in constant time.
  return expected.size() == given.size() && CRYPTO_memcmp(expected.data(), given.data(), expected.size()) == 0;
}

}  // namespace panalo::security
