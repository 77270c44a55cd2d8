#include "dhkem_x25519.hpp"

#include <algorithm>

#include "labeled_kdf.hpp"
#include "private_key_access.hpp"
#include "x25519.hpp"

namespace panalo::crypto {
namespace detail {
namespace {

// ExtractAndExpand(dh, kem_context) with kem_context = enc || pkRm: binding
// both public keys stops a shared secret being replayed under another key.
Outcome<SecretBytes, hpke::HpkeError> extractAndExpand(ByteView dh, ByteView enc, ByteView recipientPublicKey) {
  std::array<std::uint8_t, 2 * hpke::kPublicKeySize> kemContext{};
  std::copy(enc.begin(), enc.end(), kemContext.begin());
  std::copy(recipientPublicKey.begin(), recipientPublicKey.end(), kemContext.begin() + hpke::kPublicKeySize);
  const KemSuiteId suiteId = kemSuiteId();
  auto eaePrk = labeledExtract(suiteId, ByteView(), "eae_prk", dh);
  if (!eaePrk) return eaePrk.error();
  return labeledExpand(suiteId, eaePrk.value(), "shared_secret", kemContext, hpke::kPublicKeySize);
}

}  // namespace

Outcome<SecretBytes, hpke::HpkeError> derivePrivateKeyBytes(ByteView ikm) {
  if (ikm.size() < hpke::kMinIkmSize) return hpke::HpkeError::kInvalidArgument;
  const KemSuiteId suiteId = kemSuiteId();
  auto dkpPrk = labeledExtract(suiteId, ByteView(), "dkp_prk", ikm);
  if (!dkpPrk) return dkpPrk.error();
  // For X25519 any 32 bytes are a valid private key (clamping happens inside
  // X25519), so RFC 9180 needs no rejection loop here.
  return labeledExpand(suiteId, dkpPrk.value(), "sk", ByteView(), hpke::kPrivateKeySize);
}

Outcome<Encapsulation, hpke::HpkeError> encapsulate(ByteView recipientPublicKey, const hpke::PrivateKey& ephemeralKey) {
  const EVP_PKEY* ephemeral = hpke::PrivateKeyAccess::evpKey(ephemeralKey);
  if (ephemeral == nullptr || recipientPublicKey.size() != hpke::kPublicKeySize) {
    return hpke::HpkeError::kInvalidArgument;
  }
  auto dh = x25519SharedSecret(*ephemeral, recipientPublicKey);
  if (!dh) return dh.error();
  const hpke::PublicKey& enc = ephemeralKey.publicKey();
  auto sharedSecret = extractAndExpand(dh.value(), enc, recipientPublicKey);
  if (!sharedSecret) return sharedSecret.error();
  return Encapsulation{enc, std::move(sharedSecret).value()};
}

Outcome<SecretBytes, hpke::HpkeError> decapsulate(ByteView enc, const hpke::PrivateKey& recipientKey) {
  const EVP_PKEY* recipient = hpke::PrivateKeyAccess::evpKey(recipientKey);
  if (recipient == nullptr || enc.size() != hpke::kEncSize) return hpke::HpkeError::kInvalidArgument;
  auto dh = x25519SharedSecret(*recipient, enc);
  if (!dh) return dh.error();
  return extractAndExpand(dh.value(), enc, recipientKey.publicKey());
}

}  // namespace detail

namespace hpke {

Outcome<KeyPair, HpkeError> deriveKeyPair(ByteView ikm) {
  auto privateKey = detail::derivePrivateKeyBytes(ikm);
  if (!privateKey) return privateKey.error();
  auto loaded = PrivateKey::fromBytes(privateKey.value());
  if (!loaded) return loaded.error();
  return KeyPair{std::move(privateKey).value(), loaded.value().publicKey()};
}

}  // namespace hpke
}  // namespace panalo::crypto
