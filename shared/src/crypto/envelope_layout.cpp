// The byte layout documented in panalo/crypto/envelope.hpp: header, info, AAD.
#include "envelope_layout.hpp"

#include <algorithm>

namespace panalo::crypto::envelope {
namespace {

constexpr std::size_t kVersionOffset = 0;
constexpr std::size_t kAeadOffset = 1;
constexpr std::size_t kKeyIdOffset = 3;
constexpr std::size_t kIssuedAtOffset = kKeyIdOffset + kKeyIdSize;     // 11
constexpr std::size_t kRequestIdOffset = kIssuedAtOffset + 8;          // 19
constexpr std::size_t kEncOffset = kRequestIdOffset + kRequestIdSize;  // 35
static_assert(kEncOffset + hpke::kEncSize == kHeaderSize, "header layout and kHeaderSize disagree");

constexpr std::uint8_t kNoSession = 0x00;
constexpr std::uint8_t kWithSession = 0x01;

template <std::size_t N>
void copyOut(ByteView from, std::size_t offset, std::array<std::uint8_t, N>& to) noexcept {
  const ByteView part = from.subview(offset, N);
  std::copy(part.begin(), part.end(), to.begin());
}

std::uint64_t readUint64(ByteView bytes, std::size_t offset) noexcept {
  std::uint64_t value = 0;
  for (std::size_t i = 0; i < 8; ++i) value = (value << 8) | bytes[offset + i];
  return value;
}

void appendUint16(Bytes& out, std::size_t value) {
  out.push_back(static_cast<std::uint8_t>((value >> 8) & 0xff));
  out.push_back(static_cast<std::uint8_t>(value & 0xff));
}

}  // namespace

namespace detail {

HeaderBytes writeHeader(const EnvelopeHeader& header) noexcept {
  HeaderBytes bytes{};
  bytes[kVersionOffset] = kVersion;
  const auto aeadId = static_cast<std::uint16_t>(header.aead);
  bytes[kAeadOffset] = static_cast<std::uint8_t>(aeadId >> 8);
  bytes[kAeadOffset + 1] = static_cast<std::uint8_t>(aeadId & 0xff);
  std::copy(header.keyId.begin(), header.keyId.end(), bytes.begin() + kKeyIdOffset);
  for (std::size_t i = 0; i < 8; ++i) {
    bytes[kIssuedAtOffset + i] = static_cast<std::uint8_t>(header.issuedAt >> (8 * (7 - i)));
  }
  std::copy(header.requestId.begin(), header.requestId.end(), bytes.begin() + kRequestIdOffset);
  std::copy(header.enc.begin(), header.enc.end(), bytes.begin() + kEncOffset);
  return bytes;
}

}  // namespace detail

Outcome<EnvelopeHeader, EnvelopeError> parseHeader(ByteView envelope) {
  if (envelope.empty()) return EnvelopeError::kMalformed;
  // Version first: a newer client's envelope may have another size, and "update
  // the client" is the useful answer for it.
  if (envelope[kVersionOffset] != kVersion) return EnvelopeError::kUnsupportedVersion;
  if (envelope.size() < kMinEnvelopeSize || envelope.size() > kMaxEnvelopeSize) return EnvelopeError::kMalformed;
  const auto aeadId = static_cast<std::uint16_t>((envelope[kAeadOffset] << 8) | envelope[kAeadOffset + 1]);
  const std::optional<hpke::Aead> aead = hpke::aeadFromId(aeadId);
  if (!aead) return EnvelopeError::kUnsupportedVersion;

  EnvelopeHeader header{*aead, {}, readUint64(envelope, kIssuedAtOffset), {}, {}};
  copyOut(envelope, kKeyIdOffset, header.keyId);
  copyOut(envelope, kRequestIdOffset, header.requestId);
  copyOut(envelope, kEncOffset, header.enc);
  return header;
}

Bytes infoFor(const KeyId& keyId) {
  Bytes info(kApplicationLabel.begin(), kApplicationLabel.end());
  info.insert(info.end(), keyId.begin(), keyId.end());
  return info;
}

std::optional<Bytes> aadFor(ByteView header, const RequestBinding& binding) {
  if (header.size() != kHeaderSize || binding.method.size() > kMaxMethodSize || binding.path.size() > kMaxPathSize) {
    return std::nullopt;
  }
  Bytes aad;
  aad.reserve(kHeaderSize + 2 + binding.method.size() + 2 + binding.path.size() + 1 + kSessionHashSize);
  aad.insert(aad.end(), header.begin(), header.end());
  // Length prefixes keep ("POST", "/a") and ("POS", "T/a") apart.
  appendUint16(aad, binding.method.size());
  aad.insert(aad.end(), binding.method.begin(), binding.method.end());
  appendUint16(aad, binding.path.size());
  aad.insert(aad.end(), binding.path.begin(), binding.path.end());
  if (binding.sessionHash) {
    aad.push_back(kWithSession);
    aad.insert(aad.end(), binding.sessionHash->begin(), binding.sessionHash->end());
  } else {
    aad.push_back(kNoSession);
  }
  return aad;
}

std::string_view errorKey(EnvelopeError error) noexcept {
  switch (error) {
    case EnvelopeError::kMalformed:
      return "envelope_malformed";
    case EnvelopeError::kUnsupportedVersion:
      return "envelope_unsupported_version";
    case EnvelopeError::kUnknownKey:
      return "envelope_unknown_key";
    case EnvelopeError::kDecryptFailed:
      return "envelope_decrypt_failed";
    case EnvelopeError::kInvalidArgument:
      return "envelope_invalid_argument";
    case EnvelopeError::kInternal:
      return "envelope_internal_error";
  }
  return "envelope_internal_error";
}

}  // namespace panalo::crypto::envelope
