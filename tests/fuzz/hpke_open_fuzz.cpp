// libFuzzer target for the server's envelope path: arbitrary bytes, as binary
// or as the base64url text form, or as a mutation of a genuine envelope, must
// give a clean error (or, for the untouched envelope, the plaintext), never a
// crash, leak or undefined behaviour. Build with ASan + UBSan (tests/fuzz).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "panalo/crypto/envelope.hpp"

namespace {

namespace crypto = panalo::crypto;
namespace envelope = panalo::crypto::envelope;

struct FuzzFixture {
  envelope::RecipientKey key;
  crypto::Bytes genuine;  // one real envelope, so mutations reach the AEAD
};

const envelope::RequestBinding kBinding{"POST", "/wps/session/login", std::nullopt};

FuzzFixture makeFixture() {
  const crypto::Bytes serverIkm(32, 0x42);
  auto pair = crypto::hpke::deriveKeyPair(serverIkm);
  if (!pair) std::abort();
  const envelope::KeyId keyId{1, 2, 3, 4, 5, 6, 7, 8};
  auto key = envelope::RecipientKey::fromBytes(keyId, pair.value().privateKey);
  if (!key) std::abort();

  const crypto::Bytes ephemeralIkm(32, 0x17);
  const std::string_view body = R"({"account":"fuzz","password":"hunter2"})";
  envelope::SealInput input;
  input.serverPublicKey = pair.value().publicKey;
  input.keyId = keyId;
  input.binding = kBinding;
  input.issuedAt = 1'760'000'000;
  input.plaintext = crypto::ByteView::fromString(body);
  input.ephemeralIkm = ephemeralIkm;
  auto sealed = envelope::seal(input);
  if (!sealed) std::abort();
  return FuzzFixture{std::move(key).value(), std::move(sealed).value()};
}

void checkOutcome(const crypto::Outcome<envelope::OpenedEnvelope, envelope::EnvelopeError>& opened, bool mayOpen) {
  // Only the genuine envelope may open; anything else opening is a forgery.
  if (opened.ok() && !mayOpen) std::abort();
  if (!opened.ok() && envelope::errorKey(opened.error()).empty()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const FuzzFixture fixture = makeFixture();
  if (size == 0) {
    checkOutcome(envelope::open(crypto::ByteView(), kBinding, fixture.key), false);
    return 0;
  }
  const std::uint8_t mode = data[0] % 3;
  const crypto::ByteView rest(data + 1, size - 1);
  switch (mode) {
    case 0: {  // raw bytes as an envelope
      const crypto::Bytes bytes(rest.begin(), rest.end());
      checkOutcome(envelope::open(bytes, kBinding, fixture.key), bytes == fixture.genuine);
      break;
    }
    case 1: {  // the text form, as it arrives in a JSON body
      const std::string_view text(reinterpret_cast<const char*>(rest.data()), rest.size());
      auto decoded = envelope::fromText(text);
      if (decoded.ok()) {
        checkOutcome(envelope::open(decoded.value(), kBinding, fixture.key), decoded.value() == fixture.genuine);
      }
      break;
    }
    default: {  // XOR the input into the genuine envelope (and resize it to the input's length)
      crypto::Bytes bytes = fixture.genuine;
      if (rest.size() > 1) bytes.resize(rest[0] % 2 == 0 ? bytes.size() : rest.size());
      for (std::size_t i = 1; i < rest.size() && i - 1 < bytes.size(); ++i) {
        bytes[i - 1] = static_cast<std::uint8_t>(bytes[i - 1] ^ rest[i]);
      }
      checkOutcome(envelope::open(bytes, kBinding, fixture.key), bytes == fixture.genuine);
      break;
    }
  }
  return 0;
}
