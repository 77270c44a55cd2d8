#pragma once
// HPKE (RFC 9180), base mode only, with one KEM and one KDF:
//   KEM  DHKEM(X25519, HKDF-SHA256)   kem_id 0x0020
//   KDF  HKDF-SHA256                   kdf_id 0x0001
//   AEAD AES-128-GCM (0x0001) or ChaCha20Poly1305 (0x0003)
// Built on OpenSSL 3.0's EVP API, the same source natively and in wasm.
//
// Randomness is an argument, never drawn here: the ephemeral key comes from
// DeriveKeyPair(ikm) over 32 bytes the caller took from RAND_bytes (server) or
// crypto.getRandomValues (browser). OpenSSL has no entropy source in wasm, and
// keeping the core deterministic is what lets the RFC vectors test it.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "panalo/crypto/byte_view.hpp"
#include "panalo/crypto/outcome.hpp"
#include "panalo/crypto/secret_bytes.hpp"

namespace panalo::crypto::hpke {

inline constexpr std::uint16_t kKemIdX25519HkdfSha256 = 0x0020;
inline constexpr std::uint16_t kKdfIdHkdfSha256 = 0x0001;

inline constexpr std::size_t kPublicKeySize = 32;   // Npk = Nenc
inline constexpr std::size_t kPrivateKeySize = 32;  // Nsk
inline constexpr std::size_t kEncSize = kPublicKeySize;
inline constexpr std::size_t kTagSize = 16;    // Nt, both AEADs
inline constexpr std::size_t kNonceSize = 12;  // Nn, both AEADs
// RFC 9180 section 7.1.3 asks for ikm of at least Nsk bytes so the derived key
// has full entropy; we accept exactly that or more.
inline constexpr std::size_t kMinIkmSize = 32;
// Exporter output is at most 255 * Nh bytes (RFC 9180 section 5.3).
inline constexpr std::size_t kMaxExportSize = 255 * 32;

enum class Aead : std::uint16_t { kAes128Gcm = 0x0001, kChaCha20Poly1305 = 0x0003 };

// The AEAD for a registry id, or nothing for ids we do not implement.
std::optional<Aead> aeadFromId(std::uint16_t aeadId) noexcept;
std::size_t aeadKeySize(Aead aead) noexcept;  // Nk: 16 or 32

enum class HpkeError {
  kInvalidArgument = 1,  // a length is wrong (key, ikm, export size)
  kInvalidPublicKey,     // X25519 gave the all-zero secret: a low-order point
  kOpenFailed,           // authentication failed: wrong key, enc, AAD or ciphertext
  kMessageLimit,         // the context's sequence number is exhausted
  kBackend,              // OpenSSL refused an operation it should not refuse
};

using PublicKey = std::array<std::uint8_t, kPublicKeySize>;

struct KeyPair {
  SecretBytes privateKey;  // 32 raw bytes, as X25519 uses them (clamped inside)
  PublicKey publicKey;
};

// DeriveKeyPair(ikm) of RFC 9180 section 7.1.3 for X25519.
Outcome<KeyPair, HpkeError> deriveKeyPair(ByteView ikm);

// An X25519 private key loaded into OpenSSL once, for a server that opens many
// envelopes with the same key. Read-only after creation, so one instance may be
// used from several threads at once.
class PrivateKey {
 public:
  static Outcome<PrivateKey, HpkeError> fromBytes(ByteView rawPrivateKey);

  PrivateKey(PrivateKey&&) noexcept;
  PrivateKey& operator=(PrivateKey&&) noexcept;
  PrivateKey(const PrivateKey&) = delete;
  PrivateKey& operator=(const PrivateKey&) = delete;
  ~PrivateKey();

  const PublicKey& publicKey() const noexcept { return publicKey_; }

 private:
  struct Handle;
  friend struct PrivateKeyAccess;
  PrivateKey(std::unique_ptr<Handle> handle, const PublicKey& publicKey) noexcept;

  std::unique_ptr<Handle> handle_;
  PublicKey publicKey_{};
};

// The state both context kinds share: the AEAD key, base nonce, exporter secret
// (all wiped on destruction) and the sequence number that makes each nonce unique.
class KeySchedule {
 public:
  KeySchedule(Aead aead, SecretBytes key, SecretBytes baseNonce, SecretBytes exporterSecret) noexcept;

  Aead aead() const noexcept { return aead_; }
  std::uint64_t sequenceNumber() const noexcept { return sequenceNumber_; }

  // base_nonce XOR I2OSP(seq, Nn); fails once seq is exhausted, so a nonce is
  // never reused. advance() moves to the next one after a successful operation.
  Outcome<std::array<std::uint8_t, kNonceSize>, HpkeError> currentNonce() const noexcept;
  void advance() noexcept;
  const SecretBytes& key() const noexcept { return key_; }
  Outcome<SecretBytes, HpkeError> exportSecret(ByteView exporterContext, std::size_t length) const;

 private:
  Aead aead_;
  SecretBytes key_;
  SecretBytes baseNonce_;
  SecretBytes exporterSecret_;
  std::uint64_t sequenceNumber_ = 0;
};

// Sender side: seals and exports. Each seal uses the next sequence number.
class SenderContext {
 public:
  explicit SenderContext(KeySchedule schedule) noexcept : schedule_(std::move(schedule)) {}
  Outcome<Bytes, HpkeError> seal(ByteView aad, ByteView plaintext);
  Outcome<SecretBytes, HpkeError> exportSecret(ByteView exporterContext, std::size_t length) const {
    return schedule_.exportSecret(exporterContext, length);
  }
  std::uint64_t sequenceNumber() const noexcept { return schedule_.sequenceNumber(); }

 private:
  KeySchedule schedule_;
};

// Recipient side: opens and exports. A failed open does not advance the
// sequence number, as RFC 9180 section 5.2 specifies.
class RecipientContext {
 public:
  explicit RecipientContext(KeySchedule schedule) noexcept : schedule_(std::move(schedule)) {}
  Outcome<SecretBytes, HpkeError> open(ByteView aad, ByteView ciphertext);
  Outcome<SecretBytes, HpkeError> exportSecret(ByteView exporterContext, std::size_t length) const {
    return schedule_.exportSecret(exporterContext, length);
  }
  std::uint64_t sequenceNumber() const noexcept { return schedule_.sequenceNumber(); }

 private:
  KeySchedule schedule_;
};

struct SenderSetup {
  PublicKey enc;  // the ephemeral public key the recipient needs
  SenderContext context;
};

// SetupBaseS with the ephemeral key derived from `ephemeralIkm` (>= 32 random bytes).
Outcome<SenderSetup, HpkeError> setupBaseS(Aead aead, ByteView recipientPublicKey, ByteView info,
                                           ByteView ephemeralIkm);
// SetupBaseS with an explicit ephemeral private key: for the RFC test vectors
// (skEm) and nothing else; real senders use setupBaseS so no key is ever reused.
Outcome<SenderSetup, HpkeError> setupBaseSWithEphemeralKey(Aead aead, ByteView recipientPublicKey, ByteView info,
                                                           ByteView ephemeralPrivateKey);
Outcome<RecipientContext, HpkeError> setupBaseR(Aead aead, ByteView enc, const PrivateKey& recipientKey, ByteView info);

// Single-shot API (RFC 9180 section 6.1): one message per setup.
struct Sealed {
  PublicKey enc;
  Bytes ciphertext;  // AEAD output: encrypted bytes then the 16-byte tag
};
Outcome<Sealed, HpkeError> sealBase(Aead aead, ByteView recipientPublicKey, ByteView info, ByteView aad,
                                    ByteView plaintext, ByteView ephemeralIkm);
Outcome<SecretBytes, HpkeError> openBase(Aead aead, ByteView enc, const PrivateKey& recipientKey, ByteView info,
                                         ByteView aad, ByteView ciphertext);

}  // namespace panalo::crypto::hpke
