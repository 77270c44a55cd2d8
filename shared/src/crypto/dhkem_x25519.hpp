#pragma once
// Encap and Decap of DHKEM(X25519, HKDF-SHA256), RFC 9180 section 4.1.

#include "panalo/crypto/hpke.hpp"

namespace panalo::crypto::detail {

struct Encapsulation {
  hpke::PublicKey enc;
  SecretBytes sharedSecret;
};

// The private key half of DeriveKeyPair(ikm) (RFC 9180 section 7.1.3), for
// callers that load it into a hpke::PrivateKey themselves.
Outcome<SecretBytes, hpke::HpkeError> derivePrivateKeyBytes(ByteView ikm);

Outcome<Encapsulation, hpke::HpkeError> encapsulate(ByteView recipientPublicKey, const hpke::PrivateKey& ephemeralKey);
Outcome<SecretBytes, hpke::HpkeError> decapsulate(ByteView enc, const hpke::PrivateKey& recipientKey);

}  // namespace panalo::crypto::detail
