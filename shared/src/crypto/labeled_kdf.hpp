#pragma once
// LabeledExtract and LabeledExpand of RFC 9180 section 4 over HKDF-SHA256,
// and the suite ids that bind every derived value to the algorithms in use.

#include <array>
#include <cstdint>
#include <string_view>

#include "panalo/crypto/hpke.hpp"

namespace panalo::crypto::detail {

using KemSuiteId = std::array<std::uint8_t, 5>;    // "KEM" || I2OSP(kem_id, 2)
using HpkeSuiteId = std::array<std::uint8_t, 10>;  // "HPKE" || kem_id || kdf_id || aead_id

KemSuiteId kemSuiteId() noexcept;
HpkeSuiteId hpkeSuiteId(hpke::Aead aead) noexcept;

// Extract(salt, "HPKE-v1" || suite_id || label || ikm); an empty salt is
// HashLen zero bytes. Output: 32 bytes.
Outcome<SecretBytes, hpke::HpkeError> labeledExtract(ByteView suiteId, ByteView salt, std::string_view label,
                                                     ByteView ikm);

// Expand(prk, I2OSP(L, 2) || "HPKE-v1" || suite_id || label || info, L), L <= 255 * 32.
Outcome<SecretBytes, hpke::HpkeError> labeledExpand(ByteView suiteId, ByteView prk, std::string_view label,
                                                    ByteView info, std::size_t length);

}  // namespace panalo::crypto::detail
