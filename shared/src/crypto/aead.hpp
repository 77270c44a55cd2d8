#pragma once
// The two AEADs of our HPKE suites through EVP_CIPHER: AES-128-GCM and
// ChaCha20-Poly1305, 12-byte nonce, 16-byte tag appended to the ciphertext.

#include "panalo/crypto/hpke.hpp"

namespace panalo::crypto::detail {

Outcome<Bytes, hpke::HpkeError> aeadSeal(hpke::Aead aead, ByteView key, ByteView nonce, ByteView aad,
                                         ByteView plaintext);

// Fails with kOpenFailed on any authentication failure; no plaintext is
// released unless the tag verified.
Outcome<SecretBytes, hpke::HpkeError> aeadOpen(hpke::Aead aead, ByteView key, ByteView nonce, ByteView aad,
                                               ByteView ciphertext);

}  // namespace panalo::crypto::detail
