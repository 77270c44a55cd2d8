#include "labeled_kdf.hpp"

#include <algorithm>

#include "hmac_sha256.hpp"

namespace panalo::crypto::detail {
namespace {

constexpr std::string_view kVersionLabel = "HPKE-v1";

void writeUint16(std::uint8_t* out, std::uint16_t value) noexcept {
  out[0] = static_cast<std::uint8_t>(value >> 8);
  out[1] = static_cast<std::uint8_t>(value & 0xff);
}

}  // namespace

KemSuiteId kemSuiteId() noexcept {
  KemSuiteId id{'K', 'E', 'M', 0, 0};
  writeUint16(&id[3], hpke::kKemIdX25519HkdfSha256);
  return id;
}

HpkeSuiteId hpkeSuiteId(hpke::Aead aead) noexcept {
  HpkeSuiteId id{'H', 'P', 'K', 'E', 0, 0, 0, 0, 0, 0};
  writeUint16(&id[4], hpke::kKemIdX25519HkdfSha256);
  writeUint16(&id[6], hpke::kKdfIdHkdfSha256);
  writeUint16(&id[8], static_cast<std::uint16_t>(aead));
  return id;
}

Outcome<SecretBytes, hpke::HpkeError> labeledExtract(ByteView suiteId, ByteView salt, std::string_view label,
                                                     ByteView ikm) {
  static constexpr std::array<std::uint8_t, kSha256Size> kZeroSalt{};
  HmacSha256 hmac;
  SecretBytes prk(kSha256Size);
  const bool computed = hmac.init(salt.empty() ? ByteView(kZeroSalt) : salt) &&
                        hmac.update(ByteView::fromString(kVersionLabel)) && hmac.update(suiteId) &&
                        hmac.update(ByteView::fromString(label)) && hmac.update(ikm) && hmac.finish(prk.data());
  if (!computed) return hpke::HpkeError::kBackend;
  return prk;
}

Outcome<SecretBytes, hpke::HpkeError> labeledExpand(ByteView suiteId, ByteView prk, std::string_view label,
                                                    ByteView info, std::size_t length) {
  if (length == 0 || length > 255 * kSha256Size) return hpke::HpkeError::kInvalidArgument;
  std::array<std::uint8_t, 2> encodedLength{};
  writeUint16(encodedLength.data(), static_cast<std::uint16_t>(length));

  SecretBytes output(length);
  SecretBytes block(kSha256Size);  // T(i), secret: wiped when it goes out of scope
  std::size_t written = 0;
  for (std::uint8_t counter = 1; written < length; ++counter) {
    HmacSha256 hmac;
    const std::array<std::uint8_t, 1> counterByte{counter};
    // T(i) = HMAC(PRK, T(i-1) || info' || i), with T(0) empty.
    const bool computed = hmac.init(prk) && hmac.update(counter == 1 ? ByteView() : block.view()) &&
                          hmac.update(encodedLength) && hmac.update(ByteView::fromString(kVersionLabel)) &&
                          hmac.update(suiteId) && hmac.update(ByteView::fromString(label)) && hmac.update(info) &&
                          hmac.update(counterByte) && hmac.finish(block.data());
    if (!computed) return hpke::HpkeError::kBackend;
    const std::size_t take = std::min(kSha256Size, length - written);
    std::copy(block.data(), block.data() + take, output.data() + written);
    written += take;
  }
  return output;
}

}  // namespace panalo::crypto::detail
