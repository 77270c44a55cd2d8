// Single-shot HPKE (RFC 9180 section 6.1): setup, one message, done. This is
// all the envelope needs: a fresh ephemeral key, and so fresh keys, per request.
#include "panalo/crypto/hpke.hpp"

namespace panalo::crypto::hpke {

Outcome<Sealed, HpkeError> sealBase(Aead aead, ByteView recipientPublicKey, ByteView info, ByteView aad,
                                    ByteView plaintext, ByteView ephemeralIkm) {
  auto setup = setupBaseS(aead, recipientPublicKey, info, ephemeralIkm);
  if (!setup) return setup.error();
  auto ciphertext = setup.value().context.seal(aad, plaintext);
  if (!ciphertext) return ciphertext.error();
  return Sealed{setup.value().enc, std::move(ciphertext).value()};
}

Outcome<SecretBytes, HpkeError> openBase(Aead aead, ByteView enc, const PrivateKey& recipientKey, ByteView info,
                                         ByteView aad, ByteView ciphertext) {
  auto context = setupBaseR(aead, enc, recipientKey, info);
  if (!context) return context.error();
  return context.value().open(aad, ciphertext);
}

}  // namespace panalo::crypto::hpke
