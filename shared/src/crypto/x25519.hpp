#pragma once
// X25519 (RFC 7748) through EVP_PKEY raw keys: the DH of DHKEM(X25519).

#include "openssl_handles.hpp"
#include "panalo/crypto/hpke.hpp"

namespace panalo::crypto::detail {

// Null when the bytes are not a 32-byte key or OpenSSL refuses them.
EvpPkeyPtr loadX25519PrivateKey(ByteView rawPrivateKey) noexcept;
EvpPkeyPtr loadX25519PublicKey(ByteView rawPublicKey) noexcept;
bool readRawPublicKey(const EVP_PKEY& key, hpke::PublicKey& out) noexcept;

// DH(sk, pk). An all-zero result means `peerPublicKey` is a low-order point
// (or zero); RFC 9180 section 7.1.4 and RFC 7748 section 6.1 require refusing it,
// since the "shared" secret would be known to anyone.
Outcome<SecretBytes, hpke::HpkeError> x25519SharedSecret(const EVP_PKEY& privateKey, ByteView peerPublicKey);

}  // namespace panalo::crypto::detail
