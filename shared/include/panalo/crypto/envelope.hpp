#pragma once
// Panalo's sealed request body ("envelope"), version 1: one HPKE single-shot
// message (RFC 9180 base mode, DHKEM(X25519, HKDF-SHA256), HKDF-SHA256,
// AES-128-GCM or ChaCha20Poly1305) with the request it belongs to bound in.
//
// The browser seals (through the wasm module), the server opens; both run this
// code. Pure functions: no clock, no database, no RNG. The caller supplies the
// 32 random ikm bytes and the 16-byte request id (browser: crypto.getRandomValues;
// server tests: RAND_bytes). The server decides freshness (checkFreshness below,
// with its own clock) and replay (a table of request ids) after open() succeeds.
//
// ---- Binary layout, version 1 (all integers big-endian) --------------------
//   offset  size  field
//        0     1  version      0x01
//        1     2  aead_id      0x0001 AES-128-GCM | 0x0003 ChaCha20Poly1305
//        3     8  key_id       which server key was used (opaque; hex in JSON)
//       11     8  issued_at    unix seconds when the client sealed, uint64
//       19    16  request_id   128 random bits, unique per request (replay key)
//       35    32  enc          the HPKE encapsulated key (X25519 ephemeral public)
//       67     n  ciphertext   AEAD output: encrypted body, then 16-byte tag
// Total 67 + n bytes, with 16 <= n <= 16 + kMaxPlaintextSize.
// The first 67 bytes are the "header"; they travel in clear so the server can
// pick the key and refuse stale requests before any public-key work.
//
// ---- What HPKE binds -----------------------------------------------------------
//   info = "panalo/envelope/v1" (18 ASCII bytes) || key_id (8 bytes)
//     so an envelope sealed to one key id never opens as another key's.
//   aad  = header (the 67 bytes above)
//          || u16 len(method) || method        e.g. "POST", as sent
//          || u16 len(path)   || path          e.g. "/wps/session/login", no query
//          || 0x00                             no session, or
//          || 0x01 || session_hash (32 bytes)  SHA-256 of the session token
//     so the body cannot be moved to another endpoint, another method, another
//     session, or given another time or request id: any change fails the tag.
//     The clear header fields are authenticated as the very bytes that travel.
//
// ---- Text form ---------------------------------------------------------------
// In JSON bodies the envelope is base64url without padding (RFC 4648 section
// 5), e.g. {"sealed":"AQAD..."}; see toText / fromText.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "panalo/crypto/byte_view.hpp"
#include "panalo/crypto/hpke.hpp"
#include "panalo/crypto/outcome.hpp"
#include "panalo/crypto/secret_bytes.hpp"

namespace panalo::crypto::envelope {

inline constexpr std::uint8_t kVersion = 0x01;
inline constexpr std::string_view kApplicationLabel = "panalo/envelope/v1";

inline constexpr std::size_t kKeyIdSize = 8;
inline constexpr std::size_t kRequestIdSize = 16;
inline constexpr std::size_t kSessionHashSize = 32;
inline constexpr std::size_t kEphemeralIkmSize = 32;
inline constexpr std::size_t kHeaderSize = 1 + 2 + kKeyIdSize + 8 + kRequestIdSize + hpke::kEncSize;  // 67

// Sensitive bodies are small forms (login, register, password change): 64 KiB is
// far above any of them and bounds the work an attacker can ask for.
inline constexpr std::size_t kMaxPlaintextSize = 64 * 1024;
inline constexpr std::size_t kMinEnvelopeSize = kHeaderSize + hpke::kTagSize;
inline constexpr std::size_t kMaxEnvelopeSize = kHeaderSize + kMaxPlaintextSize + hpke::kTagSize;
// Base64url length of the largest envelope: what a server may accept as a body field.
inline constexpr std::size_t kMaxEnvelopeTextSize = (kMaxEnvelopeSize * 4 + 2) / 3;
inline constexpr std::size_t kMaxMethodSize = 16;
inline constexpr std::size_t kMaxPathSize = 2048;

using KeyId = std::array<std::uint8_t, kKeyIdSize>;
using RequestId = std::array<std::uint8_t, kRequestIdSize>;
using SessionHash = std::array<std::uint8_t, kSessionHashSize>;

// Deliberately coarse: a client learns what it can fix (reload the key, retry,
// update itself) and nothing about which cryptographic check failed.
enum class EnvelopeError {
  kMalformed = 1,       // not an envelope: wrong size, bad text form
  kUnsupportedVersion,  // a version or AEAD this build does not speak
  kUnknownKey,          // key id not current nor in grace: fetch the key again
  kDecryptFailed,       // anything else: tampered, wrong binding, bad enc, low-order key
  kInvalidArgument,     // sealing: bad public key, ikm, sizes (caller's mistake)
  kInternal,            // OpenSSL or allocation failure
};

// Stable snake_case keys for logs and API error bodies, e.g. "envelope_decrypt_failed".
std::string_view errorKey(EnvelopeError error) noexcept;

// What the request binds besides the envelope's own header. On the server, take
// these from the HTTP request itself, never from the body.
struct RequestBinding {
  std::string_view method;                 // "POST", "PUT", ... as sent
  std::string_view path;                   // request path without query string
  std::optional<SessionHash> sessionHash;  // present iff the request carries a session token
};

// SHA-256 of the session token's bytes: the value both sides bind.
Outcome<SessionHash, EnvelopeError> sessionTokenHash(std::string_view sessionToken);

struct SealInput {
  hpke::Aead aead = hpke::Aead::kChaCha20Poly1305;
  ByteView serverPublicKey;  // 32 bytes, from the key endpoint
  KeyId keyId{};             // the key endpoint's id for that key
  RequestBinding binding;
  std::uint64_t issuedAt = 0;  // unix seconds
  RequestId requestId{};       // 16 fresh random bytes
  ByteView plaintext;          // at most kMaxPlaintextSize
  ByteView ephemeralIkm;       // 32 fresh random bytes; never reuse
};

// The envelope bytes, or kInvalidArgument / kInternal.
Outcome<Bytes, EnvelopeError> seal(const SealInput& input);

struct EnvelopeHeader {
  hpke::Aead aead;
  KeyId keyId;
  std::uint64_t issuedAt;
  RequestId requestId;
  hpke::PublicKey enc;
};

// Reads and checks the clear header only (size bounds, version, AEAD id); no
// cryptography. The server uses it to choose the key and check freshness first.
Outcome<EnvelopeHeader, EnvelopeError> parseHeader(ByteView envelope);

// A server private key with the id clients know it by.
struct RecipientKey {
  KeyId keyId;
  hpke::PrivateKey privateKey;

  static Outcome<RecipientKey, EnvelopeError> fromBytes(const KeyId& keyId, ByteView rawPrivateKey);
};

struct OpenedEnvelope {
  KeyId keyId;
  hpke::Aead aead;
  std::uint64_t issuedAt;  // authenticated: check it with checkFreshness
  RequestId requestId;     // authenticated: record it to refuse replays
  SecretBytes plaintext;   // wiped when dropped; avoid copying it into long-lived strings
};

// Opens with `key`; kUnknownKey when the envelope names another key id.
Outcome<OpenedEnvelope, EnvelopeError> open(ByteView envelope, const RequestBinding& binding, const RecipientKey& key);
// Opens with whichever of `keys` the envelope names (current key and keys in grace).
Outcome<OpenedEnvelope, EnvelopeError> open(ByteView envelope, const RequestBinding& binding,
                                            const std::vector<const RecipientKey*>& keys);

std::string toText(ByteView envelope);
// Bounded before decoding: text longer than kMaxEnvelopeTextSize is kMalformed.
Outcome<Bytes, EnvelopeError> fromText(std::string_view text);

enum class Freshness { kFresh, kStale, kFuture };
// Fresh when |now - issuedAt| <= maxSkewSeconds (the spec's default window is
// 60 s). A replay record must outlive the window: keep request ids for at least
// 2 * maxSkewSeconds after issuedAt, since an id stays acceptable until then.
Freshness checkFreshness(std::uint64_t issuedAt, std::uint64_t nowSeconds, std::uint64_t maxSkewSeconds) noexcept;

// The exact bytes HPKE binds, exposed so other implementations (hpke-js in the
// interop test) can be checked against this definition.
Bytes infoFor(const KeyId& keyId);
// Empty when method or path exceed kMaxMethodSize / kMaxPathSize.
std::optional<Bytes> aadFor(ByteView header, const RequestBinding& binding);

}  // namespace panalo::crypto::envelope
