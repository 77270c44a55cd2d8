#include "services/device_token.hpp"

#include <openssl/rand.h>
#include <openssl/sha.h>

#include <array>
#include <stdexcept>

#include "panalo/crypto/text_encoding.hpp"

namespace panalo::services {

std::string newDeviceToken() {
  std::array<std::uint8_t, 32> random{};
  if (RAND_bytes(random.data(), static_cast<int>(random.size())) != 1) throw std::runtime_error("RAND_bytes failed");
  return crypto::toBase64Url(crypto::ByteView(random));
}

std::vector<std::uint8_t> deviceTokenHash(const std::string& token) {
  std::vector<std::uint8_t> digest(SHA256_DIGEST_LENGTH);
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest.data());
  return digest;
}

bool wellFormedDeviceToken(const std::string& token) {
  return token.size() == kDeviceTokenLength && crypto::fromBase64Url(token).has_value();
}

}  // namespace panalo::services
