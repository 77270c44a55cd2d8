#include "platform/security/random_text.hpp"

#include <openssl/rand.h>

#include <stdexcept>
#include <vector>

#include "panalo/crypto/text_encoding.hpp"

namespace panalo::security {
namespace {

std::vector<std::uint8_t> randomBytes(std::size_t count) {
  std::vector<std::uint8_t> bytes(count);
  if (RAND_bytes(bytes.data(), static_cast<int>(count)) != 1) throw std::runtime_error("RAND_bytes failed");
  return bytes;
}

}  // namespace

std::string randomBase64Url(std::size_t bytes) { return crypto::toBase64Url(crypto::ByteView(randomBytes(bytes))); }

std::string randomHex(std::size_t bytes) { return crypto::toHex(crypto::ByteView(randomBytes(bytes))); }

}  // namespace panalo::security
