// The browser's side of the HPKE envelope: plain C exports over integers and
// linear-memory buffers (no embind), for the UI's sealing and for running the
// RFC 9180 vectors from JavaScript. The module draws no randomness: JavaScript
// passes bytes from crypto.getRandomValues, because OpenSSL has no entropy
// source in wasm. Nothing may throw across this boundary: every export checks its
// arguments, catches everything, and answers with a length or a negative code.
#include <emscripten/emscripten.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string_view>

#include "panalo/crypto/envelope.hpp"
#include "panalo/crypto/hpke.hpp"
#include "panalo/crypto/text_encoding.hpp"

namespace {

namespace crypto = panalo::crypto;
namespace envelope = panalo::crypto::envelope;
namespace hpke = panalo::crypto::hpke;

constexpr std::int32_t kAbiVersion = 2;  // 2: hex and base64url decoders (crypto_text_exports.cpp)

constexpr std::int32_t kInvalidArgument = -1;
constexpr std::int32_t kBufferTooSmall = -2;
constexpr std::int32_t kInternalError = -3;
constexpr std::int32_t kOpenFailed = -4;
constexpr std::int32_t kUnsupportedAead = -5;

// The vector exports reach sequence number 256; a cap keeps a stray argument
// from spinning the tab.
constexpr std::uint32_t kMaxVectorSequenceNumber = 65536;

// 2^53: every unix time up to it is an exact JavaScript number.
constexpr double kMaxExactSeconds = 9007199254740992.0;

// A pointer + length from JavaScript; null is allowed only with length 0.
bool readView(const std::uint8_t* data, std::uint32_t length, crypto::ByteView& out) {
  if (data == nullptr && length != 0) return false;
  out = crypto::ByteView(data, length);
  return true;
}

template <std::size_t N>
bool readArray(const std::uint8_t* data, std::array<std::uint8_t, N>& out) {
  if (data == nullptr) return false;
  std::memcpy(out.data(), data, N);
  return true;
}

std::int32_t writeOut(crypto::ByteView bytes, std::uint8_t* out, std::uint32_t outCapacity) {
  if (out == nullptr || bytes.size() > outCapacity) return kBufferTooSmall;
  if (!bytes.empty()) std::memcpy(out, bytes.data(), bytes.size());
  return static_cast<std::int32_t>(bytes.size());
}

std::int32_t fromHpkeError(hpke::HpkeError error) {
  switch (error) {
    case hpke::HpkeError::kOpenFailed:
      return kOpenFailed;
    case hpke::HpkeError::kBackend:
    case hpke::HpkeError::kMessageLimit:
      return kInternalError;
    case hpke::HpkeError::kInvalidArgument:
    case hpke::HpkeError::kInvalidPublicKey:
      return kInvalidArgument;
  }
  return kInternalError;
}

// Sender set up with an explicit ephemeral key and advanced to `sequenceNumber`
// (the RFC vectors list sequence numbers up to 256).
crypto::Outcome<hpke::SenderSetup, hpke::HpkeError> vectorSender(hpke::Aead aead, crypto::ByteView recipientPublicKey,
                                                                 crypto::ByteView info,
                                                                 crypto::ByteView ephemeralPrivateKey,
                                                                 std::uint32_t sequenceNumber) {
  auto setup = hpke::setupBaseSWithEphemeralKey(aead, recipientPublicKey, info, ephemeralPrivateKey);
  if (!setup) return setup.error();
  while (setup.value().context.sequenceNumber() < sequenceNumber) {
    auto filler = setup.value().context.seal(crypto::ByteView(), crypto::ByteView());
    if (!filler) return filler.error();
  }
  return setup;
}

}  // namespace

extern "C" {

// Lets the loader refuse a stale cached module whose exports differ.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_crypto_abi_version() { return kAbiVersion; }

// Bytes needed for an envelope around `plaintextLength` bytes, or 0 when the
// body is above the limit (64 KiB).
EMSCRIPTEN_KEEPALIVE std::uint32_t panalo_envelope_sealed_size(std::uint32_t plaintextLength) {
  if (plaintextLength > envelope::kMaxPlaintextSize) return 0;
  return static_cast<std::uint32_t>(envelope::kHeaderSize + plaintextLength + hpke::kTagSize);
}

// Seals a request body for the server (layout: panalo/crypto/envelope.hpp).
//   aeadId            1 (AES-128-GCM) or 3 (ChaCha20Poly1305)
//   serverPublicKey   32 bytes, keyId 8 bytes (from the key endpoint)
//   method, path      UTF-8 bytes of the request line's method and path
//   issuedAtSeconds   unix seconds, a whole number (Math.floor(Date.now() / 1000))
//   requestId         16 random bytes; sessionHash 32 bytes or null without a session
//   ephemeralIkm      32 random bytes from crypto.getRandomValues, never reused
// Returns the envelope length written to `out`, or a negative code.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_envelope_seal(
    std::uint32_t aeadId, const std::uint8_t* serverPublicKey, const std::uint8_t* keyId, const char* method,
    std::uint32_t methodLength, const char* path, std::uint32_t pathLength, double issuedAtSeconds,
    const std::uint8_t* requestId, const std::uint8_t* sessionHash, const std::uint8_t* plaintext,
    std::uint32_t plaintextLength, const std::uint8_t* ephemeralIkm, std::uint8_t* out, std::uint32_t outCapacity) {
  try {
    envelope::SealInput input;
    const auto aead = hpke::aeadFromId(static_cast<std::uint16_t>(aeadId));
    if (!aead || aeadId > 0xffff) return kUnsupportedAead;
    input.aead = *aead;
    if (serverPublicKey == nullptr || ephemeralIkm == nullptr) return kInvalidArgument;
    input.serverPublicKey = crypto::ByteView(serverPublicKey, hpke::kPublicKeySize);
    input.ephemeralIkm = crypto::ByteView(ephemeralIkm, envelope::kEphemeralIkmSize);
    if (!readArray(keyId, input.keyId) || !readArray(requestId, input.requestId)) return kInvalidArgument;
    if ((method == nullptr && methodLength != 0) || (path == nullptr && pathLength != 0)) return kInvalidArgument;
    input.binding.method = std::string_view(method, methodLength);
    input.binding.path = std::string_view(path, pathLength);
    if (sessionHash != nullptr) {
      envelope::SessionHash hash{};
      readArray(sessionHash, hash);
      input.binding.sessionHash = hash;
    }
    if (!std::isfinite(issuedAtSeconds) || issuedAtSeconds < 0 || issuedAtSeconds > kMaxExactSeconds ||
        std::floor(issuedAtSeconds) != issuedAtSeconds) {
      return kInvalidArgument;
    }
    input.issuedAt = static_cast<std::uint64_t>(issuedAtSeconds);
    if (!readView(plaintext, plaintextLength, input.plaintext)) return kInvalidArgument;
    if (panalo_envelope_sealed_size(plaintextLength) == 0) return kInvalidArgument;
    if (out == nullptr || outCapacity < panalo_envelope_sealed_size(plaintextLength)) return kBufferTooSmall;

    auto sealed = envelope::seal(input);
    if (!sealed) return sealed.error() == envelope::EnvelopeError::kInternal ? kInternalError : kInvalidArgument;
    return writeOut(sealed.value(), out, outCapacity);
  } catch (...) {
    return kInternalError;
  }
}

// Base64url (no padding) of `length` bytes into `out`: the envelope's JSON form.
// Needs ceil(4 * length / 3) bytes; returns the text length (no NUL written).
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_base64url_encode(const std::uint8_t* data, std::uint32_t length, char* out,
                                                          std::uint32_t outCapacity) {
  try {
    crypto::ByteView bytes;
    if (!readView(data, length, bytes) || length > envelope::kMaxEnvelopeSize) return kInvalidArgument;
    const std::string text = crypto::toBase64Url(bytes);
    if (out == nullptr || text.size() > outCapacity) return kBufferTooSmall;
    std::memcpy(out, text.data(), text.size());
    return static_cast<std::int32_t>(text.size());
  } catch (...) {
    return kInternalError;
  }
}

// SHA-256 of the session token, the value panalo_envelope_seal binds: 32 bytes to `out`.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_session_token_hash(const char* token, std::uint32_t tokenLength,
                                                            std::uint8_t* out) {
  try {
    if ((token == nullptr && tokenLength != 0) || out == nullptr) return kInvalidArgument;
    auto hash = envelope::sessionTokenHash(std::string_view(token, tokenLength));
    if (!hash) return kInternalError;
    return writeOut(hash.value(), out, envelope::kSessionHashSize);
  } catch (...) {
    return kInternalError;
  }
}

// DeriveKeyPair(ikm): 32-byte private key and 32-byte public key. Returns 0.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_hpke_derive_key_pair(const std::uint8_t* ikm, std::uint32_t ikmLength,
                                                              std::uint8_t* outPrivateKey, std::uint8_t* outPublicKey) {
  try {
    crypto::ByteView ikmView;
    if (!readView(ikm, ikmLength, ikmView) || outPrivateKey == nullptr || outPublicKey == nullptr) {
      return kInvalidArgument;
    }
    auto pair = hpke::deriveKeyPair(ikmView);
    if (!pair) return fromHpkeError(pair.error());
    std::memcpy(outPrivateKey, pair.value().privateKey.data(), hpke::kPrivateKeySize);
    std::memcpy(outPublicKey, pair.value().publicKey.data(), hpke::kPublicKeySize);
    return 0;
  } catch (...) {
    return kInternalError;
  }
}

// RFC vectors: SetupBaseS(pkR, info) with the given ephemeral private key (skEm),
// then the Seal at `sequenceNumber`. Writes enc (32 bytes) to `outEnc` when not
// null and the ciphertext to `out`; returns the ciphertext length.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_hpke_seal_with_ephemeral_key(
    std::uint32_t aeadId, const std::uint8_t* recipientPublicKey, const std::uint8_t* info, std::uint32_t infoLength,
    const std::uint8_t* ephemeralPrivateKey, std::uint32_t sequenceNumber, const std::uint8_t* aad,
    std::uint32_t aadLength, const std::uint8_t* plaintext, std::uint32_t plaintextLength, std::uint8_t* outEnc,
    std::uint8_t* out, std::uint32_t outCapacity) {
  try {
    const auto aead = hpke::aeadFromId(static_cast<std::uint16_t>(aeadId));
    if (!aead || aeadId > 0xffff) return kUnsupportedAead;
    crypto::ByteView infoView, aadView, plaintextView;
    if (recipientPublicKey == nullptr || ephemeralPrivateKey == nullptr || !readView(info, infoLength, infoView) ||
        !readView(aad, aadLength, aadView) || !readView(plaintext, plaintextLength, plaintextView) ||
        sequenceNumber > kMaxVectorSequenceNumber || plaintextLength > envelope::kMaxPlaintextSize) {
      return kInvalidArgument;
    }
    if (out == nullptr || outCapacity < plaintextLength + hpke::kTagSize) return kBufferTooSmall;
    auto setup = vectorSender(*aead, crypto::ByteView(recipientPublicKey, hpke::kPublicKeySize), infoView,
                              crypto::ByteView(ephemeralPrivateKey, hpke::kPrivateKeySize), sequenceNumber);
    if (!setup) return fromHpkeError(setup.error());
    auto ciphertext = setup.value().context.seal(aadView, plaintextView);
    if (!ciphertext) return fromHpkeError(ciphertext.error());
    if (outEnc != nullptr) std::memcpy(outEnc, setup.value().enc.data(), hpke::kEncSize);
    return writeOut(ciphertext.value(), out, outCapacity);
  } catch (...) {
    return kInternalError;
  }
}

// RFC vectors: the exporter of the context SetupBaseS(pkR, info) with skEm makes:
// `length` bytes of Export(exporterContext, length) to `out`. Returns `length`.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_hpke_export_with_ephemeral_key(
    std::uint32_t aeadId, const std::uint8_t* recipientPublicKey, const std::uint8_t* info, std::uint32_t infoLength,
    const std::uint8_t* ephemeralPrivateKey, const std::uint8_t* exporterContext, std::uint32_t exporterContextLength,
    std::uint32_t length, std::uint8_t* out) {
  try {
    const auto aead = hpke::aeadFromId(static_cast<std::uint16_t>(aeadId));
    if (!aead || aeadId > 0xffff) return kUnsupportedAead;
    crypto::ByteView infoView, contextView;
    if (recipientPublicKey == nullptr || ephemeralPrivateKey == nullptr || out == nullptr ||
        !readView(info, infoLength, infoView) || !readView(exporterContext, exporterContextLength, contextView) ||
        length == 0 || length > hpke::kMaxExportSize) {
      return kInvalidArgument;
    }
    auto setup = vectorSender(*aead, crypto::ByteView(recipientPublicKey, hpke::kPublicKeySize), infoView,
                              crypto::ByteView(ephemeralPrivateKey, hpke::kPrivateKeySize), 0);
    if (!setup) return fromHpkeError(setup.error());
    auto exported = setup.value().context.exportSecret(contextView, length);
    if (!exported) return fromHpkeError(exported.error());
    return writeOut(exported.value(), out, length);
  } catch (...) {
    return kInternalError;
  }
}

// Single-shot open (sequence number 0): RFC vectors' first encryption on the
// recipient side, and interop checks. Returns the plaintext length, or -4 when
// authentication fails.
EMSCRIPTEN_KEEPALIVE std::int32_t panalo_hpke_open(std::uint32_t aeadId, const std::uint8_t* recipientPrivateKey,
                                                   const std::uint8_t* enc, const std::uint8_t* info,
                                                   std::uint32_t infoLength, const std::uint8_t* aad,
                                                   std::uint32_t aadLength, const std::uint8_t* ciphertext,
                                                   std::uint32_t ciphertextLength, std::uint8_t* out,
                                                   std::uint32_t outCapacity) {
  try {
    const auto aead = hpke::aeadFromId(static_cast<std::uint16_t>(aeadId));
    if (!aead || aeadId > 0xffff) return kUnsupportedAead;
    crypto::ByteView infoView, aadView, ciphertextView;
    if (recipientPrivateKey == nullptr || enc == nullptr || !readView(info, infoLength, infoView) ||
        !readView(aad, aadLength, aadView) || !readView(ciphertext, ciphertextLength, ciphertextView) ||
        ciphertextLength > envelope::kMaxEnvelopeSize) {
      return kInvalidArgument;
    }
    auto key = hpke::PrivateKey::fromBytes(crypto::ByteView(recipientPrivateKey, hpke::kPrivateKeySize));
    if (!key) return fromHpkeError(key.error());
    auto plaintext =
        hpke::openBase(*aead, crypto::ByteView(enc, hpke::kEncSize), key.value(), infoView, aadView, ciphertextView);
    if (!plaintext)
      return plaintext.error() == hpke::HpkeError::kInvalidPublicKey ? kOpenFailed : fromHpkeError(plaintext.error());
    return writeOut(plaintext.value(), out, outCapacity);
  } catch (...) {
    return kInternalError;
  }
}

}  // extern "C"
