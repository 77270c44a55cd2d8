#include <exception>

#include "envelope_layout.hpp"

namespace panalo::crypto::envelope {
namespace {

Outcome<Bytes, EnvelopeError> sealUnguarded(const SealInput& input) {
  if (input.serverPublicKey.size() != hpke::kPublicKeySize || input.ephemeralIkm.size() != kEphemeralIkmSize ||
      input.plaintext.size() > kMaxPlaintextSize) {
    return EnvelopeError::kInvalidArgument;
  }
  // The ephemeral key comes first: enc is part of the header, and the header is
  // part of the AAD.
  auto setup = hpke::setupBaseS(input.aead, input.serverPublicKey, infoFor(input.keyId), input.ephemeralIkm);
  if (!setup) {
    // A low-order or zero server key lands here: sealing to it would be sealing in clear.
    return setup.error() == hpke::HpkeError::kBackend ? EnvelopeError::kInternal : EnvelopeError::kInvalidArgument;
  }
  const EnvelopeHeader header{input.aead, input.keyId, input.issuedAt, input.requestId, setup.value().enc};
  const detail::HeaderBytes headerBytes = detail::writeHeader(header);
  const std::optional<Bytes> aad = aadFor(headerBytes, input.binding);
  if (!aad) return EnvelopeError::kInvalidArgument;

  auto ciphertext = setup.value().context.seal(*aad, input.plaintext);
  if (!ciphertext) return EnvelopeError::kInternal;
  Bytes envelope;
  envelope.reserve(kHeaderSize + ciphertext.value().size());
  envelope.insert(envelope.end(), headerBytes.begin(), headerBytes.end());
  envelope.insert(envelope.end(), ciphertext.value().begin(), ciphertext.value().end());
  return envelope;
}

}  // namespace

Outcome<Bytes, EnvelopeError> seal(const SealInput& input) {
  try {
    return sealUnguarded(input);
  } catch (const std::exception&) {  // allocation failure: report, never unwind into the caller
    return EnvelopeError::kInternal;
  }
}

}  // namespace panalo::crypto::envelope
