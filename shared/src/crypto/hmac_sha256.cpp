#include "hmac_sha256.hpp"

#include <openssl/core_names.h>
#include <openssl/params.h>

namespace panalo::crypto::detail {

bool HmacSha256::init(ByteView key) noexcept {
  if (key.empty()) return false;
  mac_.reset(EVP_MAC_fetch(nullptr, "HMAC", nullptr));
  if (!mac_) return false;
  context_.reset(EVP_MAC_CTX_new(mac_.get()));
  if (!context_) return false;
  char digestName[] = "SHA256";
  const OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string(OSSL_MAC_PARAM_DIGEST, digestName, 0),
                               OSSL_PARAM_construct_end()};
  return EVP_MAC_init(context_.get(), key.data(), key.size(), params) == 1;
}

bool HmacSha256::update(ByteView part) noexcept {
  if (!context_) return false;
  if (part.empty()) return true;
  return EVP_MAC_update(context_.get(), part.data(), part.size()) == 1;
}

bool HmacSha256::finish(std::uint8_t* out) noexcept {
  if (!context_) return false;
  std::size_t length = 0;
  const bool finished = EVP_MAC_final(context_.get(), out, &length, kSha256Size) == 1 && length == kSha256Size;
  context_.reset();
  return finished;
}

}  // namespace panalo::crypto::detail
