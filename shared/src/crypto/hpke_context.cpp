// The HPKE key schedule (RFC 9180 section 5.1, base mode), the sender and
// recipient contexts, and their setup functions.
#include <limits>

#include "aead.hpp"
#include "dhkem_x25519.hpp"
#include "labeled_kdf.hpp"
#include "panalo/crypto/hpke.hpp"

namespace panalo::crypto::hpke {
namespace {

constexpr std::uint8_t kModeBase = 0x00;

Outcome<KeySchedule, HpkeError> keySchedule(Aead aead, ByteView sharedSecret, ByteView info) {
  const detail::HpkeSuiteId suiteId = detail::hpkeSuiteId(aead);
  // Base mode has no PSK: psk and psk_id are empty strings.
  auto pskIdHash = detail::labeledExtract(suiteId, ByteView(), "psk_id_hash", ByteView());
  auto infoHash = detail::labeledExtract(suiteId, ByteView(), "info_hash", info);
  if (!pskIdHash) return pskIdHash.error();
  if (!infoHash) return infoHash.error();

  // key_schedule_context = mode || psk_id_hash || info_hash
  Bytes context;
  context.reserve(1 + pskIdHash.value().size() + infoHash.value().size());
  context.push_back(kModeBase);
  context.insert(context.end(), pskIdHash.value().data(), pskIdHash.value().data() + pskIdHash.value().size());
  context.insert(context.end(), infoHash.value().data(), infoHash.value().data() + infoHash.value().size());

  auto secret = detail::labeledExtract(suiteId, sharedSecret, "secret", ByteView());
  if (!secret) return secret.error();
  auto key = detail::labeledExpand(suiteId, secret.value(), "key", context, aeadKeySize(aead));
  auto baseNonce = detail::labeledExpand(suiteId, secret.value(), "base_nonce", context, kNonceSize);
  auto exporterSecret = detail::labeledExpand(suiteId, secret.value(), "exp", context, 32);
  if (!key) return key.error();
  if (!baseNonce) return baseNonce.error();
  if (!exporterSecret) return exporterSecret.error();
  return KeySchedule(aead, std::move(key).value(), std::move(baseNonce).value(), std::move(exporterSecret).value());
}

Outcome<SenderSetup, HpkeError> setupSender(Aead aead, ByteView recipientPublicKey, ByteView info,
                                            const PrivateKey& ephemeralKey) {
  auto encapsulation = detail::encapsulate(recipientPublicKey, ephemeralKey);
  if (!encapsulation) return encapsulation.error();
  auto schedule = keySchedule(aead, encapsulation.value().sharedSecret, info);
  if (!schedule) return schedule.error();
  return SenderSetup{encapsulation.value().enc, SenderContext(std::move(schedule).value())};
}

}  // namespace

std::optional<Aead> aeadFromId(std::uint16_t aeadId) noexcept {
  switch (aeadId) {
    case static_cast<std::uint16_t>(Aead::kAes128Gcm):
      return Aead::kAes128Gcm;
    case static_cast<std::uint16_t>(Aead::kChaCha20Poly1305):
      return Aead::kChaCha20Poly1305;
    default:
      return std::nullopt;
  }
}

std::size_t aeadKeySize(Aead aead) noexcept { return aead == Aead::kAes128Gcm ? 16 : 32; }

KeySchedule::KeySchedule(Aead aead, SecretBytes key, SecretBytes baseNonce, SecretBytes exporterSecret) noexcept
    : aead_(aead), key_(std::move(key)), baseNonce_(std::move(baseNonce)), exporterSecret_(std::move(exporterSecret)) {}

Outcome<std::array<std::uint8_t, kNonceSize>, HpkeError> KeySchedule::currentNonce() const noexcept {
  // A wrapped counter would reuse a nonce, which breaks both AEADs outright.
  if (sequenceNumber_ == std::numeric_limits<std::uint64_t>::max()) return HpkeError::kMessageLimit;
  if (baseNonce_.size() != kNonceSize) return HpkeError::kBackend;
  std::array<std::uint8_t, kNonceSize> nonce{};
  for (std::size_t i = 0; i < kNonceSize; ++i) nonce[i] = baseNonce_.data()[i];
  // XOR I2OSP(seq, Nn) into the low-order (rightmost) 8 bytes.
  for (std::size_t i = 0; i < 8; ++i) {
    const auto sequenceByte = static_cast<std::uint8_t>(sequenceNumber_ >> (8 * i));
    nonce[kNonceSize - 1 - i] = static_cast<std::uint8_t>(nonce[kNonceSize - 1 - i] ^ sequenceByte);
  }
  return nonce;
}

void KeySchedule::advance() noexcept { ++sequenceNumber_; }

Outcome<SecretBytes, HpkeError> KeySchedule::exportSecret(ByteView exporterContext, std::size_t length) const {
  if (length == 0 || length > kMaxExportSize) return HpkeError::kInvalidArgument;
  return detail::labeledExpand(detail::hpkeSuiteId(aead_), exporterSecret_, "sec", exporterContext, length);
}

Outcome<Bytes, HpkeError> SenderContext::seal(ByteView aad, ByteView plaintext) {
  auto nonce = schedule_.currentNonce();
  if (!nonce) return nonce.error();
  auto ciphertext = detail::aeadSeal(schedule_.aead(), schedule_.key(), nonce.value(), aad, plaintext);
  if (ciphertext) schedule_.advance();
  return ciphertext;
}

Outcome<SecretBytes, HpkeError> RecipientContext::open(ByteView aad, ByteView ciphertext) {
  auto nonce = schedule_.currentNonce();
  if (!nonce) return nonce.error();
  auto plaintext = detail::aeadOpen(schedule_.aead(), schedule_.key(), nonce.value(), aad, ciphertext);
  // Only a successful open moves on (RFC 9180 section 5.2).
  if (plaintext) schedule_.advance();
  return plaintext;
}

Outcome<SenderSetup, HpkeError> setupBaseS(Aead aead, ByteView recipientPublicKey, ByteView info,
                                           ByteView ephemeralIkm) {
  // Load the derived key once: computing its public key is a scalar multiplication.
  auto ephemeralBytes = detail::derivePrivateKeyBytes(ephemeralIkm);
  if (!ephemeralBytes) return ephemeralBytes.error();
  return setupBaseSWithEphemeralKey(aead, recipientPublicKey, info, ephemeralBytes.value());
}

Outcome<SenderSetup, HpkeError> setupBaseSWithEphemeralKey(Aead aead, ByteView recipientPublicKey, ByteView info,
                                                           ByteView ephemeralPrivateKey) {
  auto ephemeralKey = PrivateKey::fromBytes(ephemeralPrivateKey);
  if (!ephemeralKey) return ephemeralKey.error();
  return setupSender(aead, recipientPublicKey, info, ephemeralKey.value());
}

Outcome<RecipientContext, HpkeError> setupBaseR(Aead aead, ByteView enc, const PrivateKey& recipientKey,
                                                ByteView info) {
  auto sharedSecret = detail::decapsulate(enc, recipientKey);
  if (!sharedSecret) return sharedSecret.error();
  auto schedule = keySchedule(aead, sharedSecret.value(), info);
  if (!schedule) return schedule.error();
  return RecipientContext(std::move(schedule).value());
}

}  // namespace panalo::crypto::hpke
