#pragma once
// Lets the HPKE implementation reach the OpenSSL key inside hpke::PrivateKey
// without exposing EVP types in the public header.

#include "openssl_handles.hpp"
#include "panalo/crypto/hpke.hpp"

namespace panalo::crypto::hpke {

struct PrivateKey::Handle {
  detail::EvpPkeyPtr key;
};

struct PrivateKeyAccess {
  // Null for a moved-from key, which every caller treats as an invalid argument.
  static const EVP_PKEY* evpKey(const PrivateKey& key) noexcept {
    return key.handle_ ? key.handle_->key.get() : nullptr;
  }
};

}  // namespace panalo::crypto::hpke
