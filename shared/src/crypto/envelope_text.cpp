#include <exception>

#include "panalo/crypto/envelope.hpp"
#include "panalo/crypto/text_encoding.hpp"

namespace panalo::crypto::envelope {

std::string toText(ByteView envelope) { return toBase64Url(envelope); }

Outcome<Bytes, EnvelopeError> fromText(std::string_view text) {
  // Bound the work before decoding anything an attacker sent.
  if (text.size() > kMaxEnvelopeTextSize) return EnvelopeError::kMalformed;
  try {
    std::optional<Bytes> bytes = fromBase64Url(text);
    if (!bytes) return EnvelopeError::kMalformed;
    return std::move(*bytes);
  } catch (const std::exception&) {
    return EnvelopeError::kInternal;
  }
}

}  // namespace panalo::crypto::envelope
