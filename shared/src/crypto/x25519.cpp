#include "x25519.hpp"

#include <cstdint>

namespace panalo::crypto::detail {

EvpPkeyPtr loadX25519PrivateKey(ByteView rawPrivateKey) noexcept {
  if (rawPrivateKey.size() != hpke::kPrivateKeySize) return nullptr;
  return EvpPkeyPtr(EVP_PKEY_new_raw_private_key(EVP_PKEY_X25519, nullptr, rawPrivateKey.data(), rawPrivateKey.size()));
}

EvpPkeyPtr loadX25519PublicKey(ByteView rawPublicKey) noexcept {
  if (rawPublicKey.size() != hpke::kPublicKeySize) return nullptr;
  return EvpPkeyPtr(EVP_PKEY_new_raw_public_key(EVP_PKEY_X25519, nullptr, rawPublicKey.data(), rawPublicKey.size()));
}

bool readRawPublicKey(const EVP_PKEY& key, hpke::PublicKey& out) noexcept {
  std::size_t length = out.size();
  return EVP_PKEY_get_raw_public_key(&key, out.data(), &length) == 1 && length == out.size();
}

namespace {

// OR of all bytes, so the time does not depend on where a non-zero byte is.
bool isAllZero(ByteView bytes) noexcept {
  std::uint8_t accumulated = 0;
  for (const std::uint8_t byte : bytes) accumulated = static_cast<std::uint8_t>(accumulated | byte);
  return accumulated == 0;
}

}  // namespace

Outcome<SecretBytes, hpke::HpkeError> x25519SharedSecret(const EVP_PKEY& privateKey, ByteView peerPublicKey) {
  const EvpPkeyPtr peer = loadX25519PublicKey(peerPublicKey);
  if (!peer) return hpke::HpkeError::kInvalidPublicKey;
  // EVP_PKEY_CTX_new takes a non-const key but only reads it (refcount aside).
  const EvpPkeyCtxPtr context(EVP_PKEY_CTX_new(const_cast<EVP_PKEY*>(&privateKey), nullptr));
  if (!context || EVP_PKEY_derive_init(context.get()) != 1) return hpke::HpkeError::kBackend;
  // OpenSSL itself fails the derive on an all-zero result; that is the only way
  // a well-sized peer key fails here, so it is reported as an invalid key.
  if (EVP_PKEY_derive_set_peer(context.get(), peer.get()) != 1) return hpke::HpkeError::kInvalidPublicKey;
  SecretBytes shared(hpke::kPublicKeySize);
  std::size_t length = shared.size();
  if (EVP_PKEY_derive(context.get(), shared.data(), &length) != 1) return hpke::HpkeError::kInvalidPublicKey;
  if (length != shared.size()) return hpke::HpkeError::kBackend;
  // Checked again here rather than trusted to the library version underneath.
  if (isAllZero(shared)) return hpke::HpkeError::kInvalidPublicKey;
  return shared;
}

}  // namespace panalo::crypto::detail
