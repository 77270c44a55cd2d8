#include "domains/accounts/device_token.hpp"

#include <openssl/sha.h>

#include <stdexcept>

#include "panalo/crypto/text_encoding.hpp"
#include "platform/security/random_text.hpp"

namespace panalo::services {

std::string newDeviceToken() { return security::randomBase64Url(32); }

std::vector<std::uint8_t> deviceTokenHash(const std::string& token) {
  std::vector<std::uint8_t> digest(SHA256_DIGEST_LENGTH);
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest.data());
  return digest;
}

bool wellFormedDeviceToken(const std::string& token) {
  return token.size() == kDeviceTokenLength && crypto::fromBase64Url(token).has_value();
}

}  // namespace panalo::services
