#include <exception>

#include "panalo/crypto/envelope.hpp"

namespace panalo::crypto::envelope {
namespace {

Outcome<OpenedEnvelope, EnvelopeError> openWithKey(ByteView envelope, const EnvelopeHeader& header,
                                                   const RequestBinding& binding, const RecipientKey& key) {
  const std::optional<Bytes> aad = aadFor(envelope.subview(0, kHeaderSize), binding);
  // An over-long method or path from the server cannot match any sealed request.
  if (!aad) return EnvelopeError::kDecryptFailed;
  auto plaintext = hpke::openBase(header.aead, header.enc, key.privateKey, infoFor(header.keyId), *aad,
                                  envelope.subview(kHeaderSize));
  if (!plaintext) {
    // One answer for a bad tag, a low-order or zero enc, and a wrong binding: the
    // client must not learn which check failed.
    return plaintext.error() == hpke::HpkeError::kBackend ? EnvelopeError::kInternal : EnvelopeError::kDecryptFailed;
  }
  return OpenedEnvelope{header.keyId, header.aead, header.issuedAt, header.requestId, std::move(plaintext).value()};
}

template <typename FindKey>
Outcome<OpenedEnvelope, EnvelopeError> openGuarded(ByteView envelope, const RequestBinding& binding,
                                                   const FindKey& findKey) {
  try {
    auto header = parseHeader(envelope);
    if (!header) return header.error();
    const RecipientKey* key = findKey(header.value().keyId);
    if (key == nullptr) return EnvelopeError::kUnknownKey;
    return openWithKey(envelope, header.value(), binding, *key);
  } catch (const std::exception&) {  // allocation failure: report, never unwind into the server
    return EnvelopeError::kInternal;
  }
}

}  // namespace

Outcome<RecipientKey, EnvelopeError> RecipientKey::fromBytes(const KeyId& keyId, ByteView rawPrivateKey) {
  auto privateKey = hpke::PrivateKey::fromBytes(rawPrivateKey);
  if (!privateKey) {
    return privateKey.error() == hpke::HpkeError::kBackend ? EnvelopeError::kInternal : EnvelopeError::kInvalidArgument;
  }
  return RecipientKey{keyId, std::move(privateKey).value()};
}

Outcome<OpenedEnvelope, EnvelopeError> open(ByteView envelope, const RequestBinding& binding, const RecipientKey& key) {
  return openGuarded(envelope, binding, [&key](const KeyId& keyId) { return keyId == key.keyId ? &key : nullptr; });
}

Outcome<OpenedEnvelope, EnvelopeError> open(ByteView envelope, const RequestBinding& binding,
                                            const std::vector<const RecipientKey*>& keys) {
  return openGuarded(envelope, binding, [&keys](const KeyId& keyId) -> const RecipientKey* {
    for (const RecipientKey* key : keys) {
      if (key != nullptr && key->keyId == keyId) return key;
    }
    return nullptr;
  });
}

}  // namespace panalo::crypto::envelope
