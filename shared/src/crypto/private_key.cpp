#include "private_key_access.hpp"
#include "x25519.hpp"

namespace panalo::crypto::hpke {

Outcome<PrivateKey, HpkeError> PrivateKey::fromBytes(ByteView rawPrivateKey) {
  if (rawPrivateKey.size() != kPrivateKeySize) return HpkeError::kInvalidArgument;
  auto handle = std::make_unique<Handle>();
  handle->key = detail::loadX25519PrivateKey(rawPrivateKey);
  PublicKey publicKey{};
  if (!handle->key || !detail::readRawPublicKey(*handle->key, publicKey)) return HpkeError::kBackend;
  return PrivateKey(std::move(handle), publicKey);
}

PrivateKey::PrivateKey(std::unique_ptr<Handle> handle, const PublicKey& publicKey) noexcept
    : handle_(std::move(handle)), publicKey_(publicKey) {}
PrivateKey::PrivateKey(PrivateKey&&) noexcept = default;
PrivateKey& PrivateKey::operator=(PrivateKey&&) noexcept = default;
// EVP_PKEY_free wipes the key material it holds.
PrivateKey::~PrivateKey() = default;

}  // namespace panalo::crypto::hpke
