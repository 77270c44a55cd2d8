#pragma once
// Writing the envelope header (the reading side is envelope::parseHeader).

#include "panalo/crypto/envelope.hpp"

namespace panalo::crypto::envelope::detail {

using HeaderBytes = std::array<std::uint8_t, kHeaderSize>;

HeaderBytes writeHeader(const EnvelopeHeader& header) noexcept;

}  // namespace panalo::crypto::envelope::detail
