#include "security/x25519_keygen.hpp"

#include <openssl/evp.h>

#include <memory>
#include <stdexcept>

namespace panalo::security {

X25519KeyPair generateX25519KeyPair() {
  std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(EVP_PKEY_CTX_new_id(EVP_PKEY_X25519, nullptr),
                                                                  &EVP_PKEY_CTX_free);
  EVP_PKEY* raw = nullptr;
  if (!ctx || EVP_PKEY_keygen_init(ctx.get()) != 1 || EVP_PKEY_keygen(ctx.get(), &raw) != 1) {
    throw std::runtime_error("X25519 key generation failed");
  }
  std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(raw, &EVP_PKEY_free);
  std::vector<std::uint8_t> privateBytes(32);
  std::vector<std::uint8_t> publicBytes(32);
  std::size_t privateSize = privateBytes.size();
  std::size_t publicSize = publicBytes.size();
  if (EVP_PKEY_get_raw_private_key(key.get(), privateBytes.data(), &privateSize) != 1 ||
      EVP_PKEY_get_raw_public_key(key.get(), publicBytes.data(), &publicSize) != 1 || privateSize != 32 ||
      publicSize != 32) {
    throw std::runtime_error("X25519 raw key export failed");
  }
  return {SecretBytes(std::move(privateBytes)), std::move(publicBytes)};
}

}  // namespace panalo::security
