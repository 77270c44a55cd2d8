// Panalo's HPKE envelope: round trips, and every way an envelope can be wrong
// is refused with a small, non-revealing error and without crashing.
#include <gtest/gtest.h>
#include <openssl/rand.h>

#include <string>
#include <vector>

#include "panalo/crypto/envelope.hpp"
#include "panalo/crypto/text_encoding.hpp"

namespace {

using panalo::crypto::Bytes;
using panalo::crypto::ByteView;
namespace hpke = panalo::crypto::hpke;
namespace envelope = panalo::crypto::envelope;
using envelope::EnvelopeError;

constexpr std::uint64_t kIssuedAt = 1'760'000'000;  // a fixed "now" for the tests
constexpr std::size_t kAeadIdOffset = 1;
constexpr std::size_t kKeyIdOffset = 3;
constexpr std::size_t kIssuedAtOffset = 11;
constexpr std::size_t kRequestIdOffset = 19;
constexpr std::size_t kEncOffset = 35;

Bytes randomBytes(std::size_t size) {
  Bytes bytes(size);
  EXPECT_EQ(RAND_bytes(bytes.data(), static_cast<int>(bytes.size())), 1);
  return bytes;
}

template <std::size_t N>
std::array<std::uint8_t, N> randomArray() {
  std::array<std::uint8_t, N> bytes{};
  EXPECT_EQ(RAND_bytes(bytes.data(), static_cast<int>(N)), 1);
  return bytes;
}

Bytes fromHex(const std::string& text) { return panalo::crypto::fromHex(text).value(); }

// RFC 7748 section 5/6.1 and the curve's small subgroup: u-coordinates whose
// X25519 output is all zero for every (clamped) scalar. Canonical: 0, 1, p-1 and
// the two points of order 8; non-canonical: p and p+1. X25519 ignores bit 255,
// so each with that bit set is the same point and must be refused too.
std::vector<Bytes> lowOrderPublicKeys() {
  std::vector<Bytes> points = {
      fromHex("0000000000000000000000000000000000000000000000000000000000000000"),  // 0
      fromHex("0100000000000000000000000000000000000000000000000000000000000000"),  // 1
      fromHex("e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800"),  // order 8
      fromHex("5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157"),  // order 8
      fromHex("ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),  // p - 1
      fromHex("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),  // p
      fromHex("eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),  // p + 1
  };
  const std::size_t canonicalCount = points.size();
  for (std::size_t i = 0; i < canonicalCount; ++i) {
    Bytes withHighBit = points[i];
    withHighBit.back() = static_cast<std::uint8_t>(withHighBit.back() | 0x80);
    points.push_back(withHighBit);
  }
  return points;
}

class HpkeEnvelope : public ::testing::TestWithParam<hpke::Aead> {
 protected:
  HpkeEnvelope() {
    auto pair = hpke::deriveKeyPair(randomBytes(32));
    EXPECT_TRUE(pair.ok());
    serverPublicKey_ = pair.value().publicKey;
    keyId_ = randomArray<envelope::kKeyIdSize>();
    auto key = envelope::RecipientKey::fromBytes(keyId_, pair.value().privateKey);
    EXPECT_TRUE(key.ok());
    serverKey_.emplace(std::move(key).value());
    sessionHash_ = envelope::sessionTokenHash("session-token-for-tests").value();
  }

  envelope::RequestBinding binding() const { return {"POST", "/wps/member/password", sessionHash_}; }

  envelope::SealInput sealInput(ByteView plaintext) {
    envelope::SealInput input;
    input.aead = GetParam();
    input.serverPublicKey = serverPublicKey_;
    input.keyId = keyId_;
    input.binding = binding();
    input.issuedAt = kIssuedAt;
    input.requestId = requestId_;
    input.plaintext = plaintext;
    ikm_ = randomBytes(envelope::kEphemeralIkmSize);
    input.ephemeralIkm = ikm_;
    return input;
  }

  Bytes sealed(const std::string& body = R"({"password":"correct horse"})") {
    plaintext_ = Bytes(body.begin(), body.end());
    auto result = envelope::seal(sealInput(plaintext_));
    EXPECT_TRUE(result.ok()) << static_cast<int>(result.error());
    return result.ok() ? result.value() : Bytes{};
  }

  EnvelopeError openError(const Bytes& bytes, const envelope::RequestBinding& requestBinding) const {
    auto opened = envelope::open(bytes, requestBinding, *serverKey_);
    EXPECT_FALSE(opened.ok());
    return opened.error();
  }
  EnvelopeError openError(const Bytes& bytes) const { return openError(bytes, binding()); }

  hpke::PublicKey serverPublicKey_{};
  envelope::KeyId keyId_{};
  std::optional<envelope::RecipientKey> serverKey_;
  envelope::SessionHash sessionHash_{};
  envelope::RequestId requestId_ = randomArray<envelope::kRequestIdSize>();
  Bytes plaintext_;
  Bytes ikm_;
};

TEST_P(HpkeEnvelope, RoundTripReturnsPlaintextAndBoundMetadata) {
  const Bytes bytes = sealed();
  ASSERT_EQ(bytes.size(), envelope::kHeaderSize + plaintext_.size() + hpke::kTagSize);
  EXPECT_EQ(bytes[0], envelope::kVersion);

  auto opened = envelope::open(bytes, binding(), *serverKey_);
  ASSERT_TRUE(opened.ok()) << envelope::errorKey(opened.error());
  EXPECT_EQ(Bytes(opened.value().plaintext.data(), opened.value().plaintext.data() + opened.value().plaintext.size()),
            plaintext_);
  EXPECT_EQ(opened.value().keyId, keyId_);
  EXPECT_EQ(opened.value().issuedAt, kIssuedAt);
  EXPECT_EQ(opened.value().requestId, requestId_);
  EXPECT_EQ(opened.value().aead, GetParam());
}

TEST_P(HpkeEnvelope, RoundTripsWithoutSessionAndAtTheSizeLimits) {
  for (const std::size_t size : {std::size_t{0}, std::size_t{1}, envelope::kMaxPlaintextSize}) {
    plaintext_ = randomBytes(size);
    auto input = sealInput(plaintext_);
    input.binding.sessionHash.reset();
    auto bytes = envelope::seal(input);
    ASSERT_TRUE(bytes.ok()) << size;
    auto opened = envelope::open(bytes.value(), input.binding, *serverKey_);
    ASSERT_TRUE(opened.ok()) << size;
    EXPECT_EQ(opened.value().plaintext.size(), size);
  }
}

TEST_P(HpkeEnvelope, TextFormRoundTripsAndIsBase64UrlWithoutPadding) {
  const Bytes bytes = sealed();
  const std::string text = envelope::toText(bytes);
  EXPECT_EQ(text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
            std::string::npos);
  auto decoded = envelope::fromText(text);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(decoded.value(), bytes);
  EXPECT_TRUE(envelope::open(decoded.value(), binding(), *serverKey_).ok());
}

TEST_P(HpkeEnvelope, SameMessageSealedTwiceDiffersInEncAndCiphertext) {
  const Bytes first = sealed("same body");
  const Bytes second = sealed("same body");
  EXPECT_NE(Bytes(first.begin() + kEncOffset, first.begin() + envelope::kHeaderSize),
            Bytes(second.begin() + kEncOffset, second.begin() + envelope::kHeaderSize));
  EXPECT_NE(Bytes(first.begin() + envelope::kHeaderSize, first.end()),
            Bytes(second.begin() + envelope::kHeaderSize, second.end()));
}

TEST_P(HpkeEnvelope, EveryFlippedCiphertextOrTagBitIsRejected) {
  const Bytes bytes = sealed();
  for (std::size_t i = envelope::kHeaderSize; i < bytes.size(); ++i) {
    Bytes tampered = bytes;
    tampered[i] ^= 0x01;
    EXPECT_EQ(openError(tampered), EnvelopeError::kDecryptFailed) << "byte " << i;
  }
}

TEST_P(HpkeEnvelope, TamperedHeaderFieldsAreRejected) {
  const Bytes bytes = sealed();
  // Each clear header field is authenticated: time, request id, enc, AEAD.
  for (const std::size_t offset :
       {kIssuedAtOffset, kIssuedAtOffset + 7, kRequestIdOffset, kRequestIdOffset + 15, kEncOffset, kEncOffset + 31}) {
    Bytes tampered = bytes;
    tampered[offset] ^= 0x01;
    EXPECT_EQ(openError(tampered), EnvelopeError::kDecryptFailed) << "offset " << offset;
  }
  Bytes otherAead = bytes;
  otherAead[kAeadIdOffset + 1] = GetParam() == hpke::Aead::kAes128Gcm ? 0x03 : 0x01;
  EXPECT_EQ(openError(otherAead), EnvelopeError::kDecryptFailed);
}

TEST_P(HpkeEnvelope, AnotherRequestBindingIsRejected) {
  const Bytes bytes = sealed();
  auto otherMethod = binding();
  otherMethod.method = "PUT";
  auto otherPath = binding();
  otherPath.path = "/wps/session/login";
  auto prefixPath = binding();
  prefixPath.path = "/wps/member/password/";
  auto noSession = binding();
  noSession.sessionHash.reset();
  auto otherSession = binding();
  otherSession.sessionHash = envelope::sessionTokenHash("another-session").value();
  auto longPath = binding();
  const std::string tooLong(envelope::kMaxPathSize + 1, 'a');
  longPath.path = tooLong;
  for (const auto& wrong : {otherMethod, otherPath, prefixPath, noSession, otherSession, longPath}) {
    EXPECT_EQ(openError(bytes, wrong), EnvelopeError::kDecryptFailed)
        << wrong.method << " " << wrong.path.substr(0, 40);
  }
}

TEST_P(HpkeEnvelope, SessionBoundEnvelopeFailsWithoutSessionAndViceVersa) {
  auto input = sealInput(ByteView::fromString("body"));
  input.binding.sessionHash.reset();
  auto withoutSession = envelope::seal(input);
  ASSERT_TRUE(withoutSession.ok());
  EXPECT_EQ(openError(withoutSession.value(), binding()), EnvelopeError::kDecryptFailed);
}

TEST_P(HpkeEnvelope, UnknownOrWrongKeysAreRejected) {
  const Bytes bytes = sealed();
  Bytes otherKeyId = bytes;
  otherKeyId[kKeyIdOffset] ^= 0x01;
  EXPECT_EQ(openError(otherKeyId), EnvelopeError::kUnknownKey);

  // Same key id, different private key (e.g. a key id reused after a restore).
  auto impostor = envelope::RecipientKey::fromBytes(keyId_, randomBytes(32));
  ASSERT_TRUE(impostor.ok());
  auto opened = envelope::open(bytes, binding(), impostor.value());
  ASSERT_FALSE(opened.ok());
  EXPECT_EQ(opened.error(), EnvelopeError::kDecryptFailed);
}

TEST_P(HpkeEnvelope, KeyRingOpensWithTheNamedKeyAndRefusesRetiredOnes) {
  const Bytes bytes = sealed();
  auto newer = envelope::RecipientKey::fromBytes(randomArray<envelope::kKeyIdSize>(), randomBytes(32));
  ASSERT_TRUE(newer.ok());
  // After rotation the old key is still in the ring during its grace period...
  auto opened = envelope::open(bytes, binding(), {&newer.value(), &*serverKey_});
  ASSERT_TRUE(opened.ok());
  EXPECT_EQ(opened.value().keyId, keyId_);
  // ...and once it is retired, envelopes sealed to it name an unknown key.
  auto refused = envelope::open(bytes, binding(), {&newer.value()});
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error(), EnvelopeError::kUnknownKey);
  auto none = envelope::open(bytes, binding(), std::vector<const envelope::RecipientKey*>{nullptr});
  ASSERT_FALSE(none.ok());
  EXPECT_EQ(none.error(), EnvelopeError::kUnknownKey);
}

TEST_P(HpkeEnvelope, LowOrderEncIsRejected) {
  const Bytes bytes = sealed();
  for (const Bytes& point : lowOrderPublicKeys()) {
    Bytes tampered = bytes;
    std::copy(point.begin(), point.end(), tampered.begin() + kEncOffset);
    EXPECT_EQ(openError(tampered), EnvelopeError::kDecryptFailed) << panalo::crypto::toHex(point);
  }
}

TEST_P(HpkeEnvelope, SealingToALowOrderServerKeyIsRefused) {
  for (const Bytes& point : lowOrderPublicKeys()) {
    auto input = sealInput(ByteView::fromString("body"));
    input.serverPublicKey = point;
    auto result = envelope::seal(input);
    ASSERT_FALSE(result.ok()) << panalo::crypto::toHex(point);
    EXPECT_EQ(result.error(), EnvelopeError::kInvalidArgument);
  }
}

TEST_P(HpkeEnvelope, TruncatedEnvelopesAreRejected) {
  const Bytes bytes = sealed();
  for (std::size_t length = 0; length < bytes.size(); ++length) {
    const Bytes truncated(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(length));
    const EnvelopeError error = openError(truncated);
    // Below header + tag there is no envelope; above it, the tag no longer verifies.
    if (length < envelope::kMinEnvelopeSize) {
      EXPECT_EQ(error, EnvelopeError::kMalformed) << length;
    } else {
      EXPECT_EQ(error, EnvelopeError::kDecryptFailed) << length;
    }
  }
}

TEST_P(HpkeEnvelope, OversizedEnvelopesAndBodiesAreRejected) {
  Bytes bytes = sealed();
  Bytes appended = bytes;
  appended.push_back(0);
  EXPECT_EQ(openError(appended), EnvelopeError::kDecryptFailed);
  bytes.resize(envelope::kMaxEnvelopeSize + 1, 0xaa);
  EXPECT_EQ(openError(bytes), EnvelopeError::kMalformed);

  const Bytes tooBig(envelope::kMaxPlaintextSize + 1, 'x');
  auto result = envelope::seal(sealInput(tooBig));
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.error(), EnvelopeError::kInvalidArgument);

  const std::string longText(envelope::kMaxEnvelopeTextSize + 1, 'A');
  auto decoded = envelope::fromText(longText);
  ASSERT_FALSE(decoded.ok());
  EXPECT_EQ(decoded.error(), EnvelopeError::kMalformed);
}

TEST_P(HpkeEnvelope, BadVersionOrUnknownAeadIsUnsupported) {
  const Bytes bytes = sealed();
  for (const int version : {0x00, 0x02, 0x7f, 0xff}) {
    Bytes other = bytes;
    other[0] = static_cast<std::uint8_t>(version);
    EXPECT_EQ(openError(other), EnvelopeError::kUnsupportedVersion) << version;
  }
  for (const int aeadId : {0x0000, 0x0002, 0x0004, 0xffff}) {
    Bytes other = bytes;
    other[kAeadIdOffset] = static_cast<std::uint8_t>(aeadId >> 8);
    other[kAeadIdOffset + 1] = static_cast<std::uint8_t>(aeadId & 0xff);
    EXPECT_EQ(openError(other), EnvelopeError::kUnsupportedVersion) << aeadId;
  }
}

TEST_P(HpkeEnvelope, OpenIsPureSoReplayDetectionIsTheServersRequestIdCheck) {
  const Bytes bytes = sealed();
  auto first = envelope::open(bytes, binding(), *serverKey_);
  auto second = envelope::open(bytes, binding(), *serverKey_);
  ASSERT_TRUE(first.ok());
  ASSERT_TRUE(second.ok());
  EXPECT_EQ(first.value().requestId, second.value().requestId);
}

TEST_P(HpkeEnvelope, SealRefusesBadArguments) {
  auto shortIkm = sealInput(ByteView::fromString("body"));
  const Bytes ikm31 = randomBytes(31);
  shortIkm.ephemeralIkm = ikm31;
  auto shortKey = sealInput(ByteView::fromString("body"));
  const Bytes key31 = randomBytes(31);
  shortKey.serverPublicKey = key31;
  auto longMethod = sealInput(ByteView::fromString("body"));
  const std::string method(envelope::kMaxMethodSize + 1, 'P');
  longMethod.binding.method = method;
  for (const auto& input : {shortIkm, shortKey, longMethod}) {
    auto result = envelope::seal(input);
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error(), EnvelopeError::kInvalidArgument);
  }
}

INSTANTIATE_TEST_SUITE_P(HpkeBothAeads, HpkeEnvelope,
                         ::testing::Values(hpke::Aead::kAes128Gcm, hpke::Aead::kChaCha20Poly1305),
                         [](const ::testing::TestParamInfo<hpke::Aead>& param) {
                           return param.param == hpke::Aead::kAes128Gcm ? std::string("Aes128Gcm")
                                                                        : std::string("ChaCha20Poly1305");
                         });

TEST(HpkeEnvelopeText, MalformedTextIsRejected) {
  for (const char* text : {"", "A", "AQ==", "AQ=", "A+B/", "AB CD", "AB\nCD", "AQAB!", "AB"}) {
    auto decoded = envelope::fromText(text);
    // "" and "AB" decode (to 0 and 1 bytes) but are no envelope; open says so.
    if (decoded.ok()) {
      auto header = envelope::parseHeader(decoded.value());
      EXPECT_FALSE(header.ok()) << text;
    } else {
      EXPECT_EQ(decoded.error(), EnvelopeError::kMalformed) << text;
    }
  }
  // Non-zero unused bits: "AB" and "AC" must not both mean the same byte.
  EXPECT_TRUE(panalo::crypto::fromBase64Url("AA").has_value());
  EXPECT_FALSE(panalo::crypto::fromBase64Url("AB").has_value());
}

TEST(HpkeEnvelopeText, Base64UrlMatchesRfc4648Examples) {
  // RFC 4648 section 10, without padding.
  const std::pair<const char*, const char*> cases[] = {
      {"", ""},           {"f", "Zg"},          {"fo", "Zm8"},         {"foo", "Zm9v"},
      {"foob", "Zm9vYg"}, {"fooba", "Zm9vYmE"}, {"foobar", "Zm9vYmFy"}};
  for (const auto& [plain, encoded] : cases) {
    const std::string text(plain);
    EXPECT_EQ(panalo::crypto::toBase64Url(ByteView::fromString(text)), encoded);
    EXPECT_EQ(panalo::crypto::fromBase64Url(encoded), Bytes(text.begin(), text.end()));
  }
  EXPECT_EQ(panalo::crypto::toBase64Url(Bytes{0xfb, 0xff}), "-_8");
}

TEST(HpkeEnvelopeFreshness, WindowIsInclusiveAndSymmetric) {
  constexpr std::uint64_t kNow = 1'760'000'000;
  EXPECT_EQ(envelope::checkFreshness(kNow, kNow, 60), envelope::Freshness::kFresh);
  EXPECT_EQ(envelope::checkFreshness(kNow - 60, kNow, 60), envelope::Freshness::kFresh);
  EXPECT_EQ(envelope::checkFreshness(kNow - 61, kNow, 60), envelope::Freshness::kStale);
  EXPECT_EQ(envelope::checkFreshness(kNow + 60, kNow, 60), envelope::Freshness::kFresh);
  EXPECT_EQ(envelope::checkFreshness(kNow + 61, kNow, 60), envelope::Freshness::kFuture);
  EXPECT_EQ(envelope::checkFreshness(0, kNow, 60), envelope::Freshness::kStale);
  EXPECT_EQ(envelope::checkFreshness(UINT64_MAX, kNow, 60), envelope::Freshness::kFuture);
}

TEST(HpkeEnvelopeErrors, KeysAreStableAndDistinct) {
  EXPECT_EQ(envelope::errorKey(EnvelopeError::kMalformed), "envelope_malformed");
  EXPECT_EQ(envelope::errorKey(EnvelopeError::kUnsupportedVersion), "envelope_unsupported_version");
  EXPECT_EQ(envelope::errorKey(EnvelopeError::kUnknownKey), "envelope_unknown_key");
  EXPECT_EQ(envelope::errorKey(EnvelopeError::kDecryptFailed), "envelope_decrypt_failed");
  EXPECT_EQ(envelope::errorKey(EnvelopeError::kInvalidArgument), "envelope_invalid_argument");
  EXPECT_EQ(envelope::errorKey(EnvelopeError::kInternal), "envelope_internal_error");
}

TEST(HpkeEnvelopeLayout, InfoAndAadAreTheDocumentedBytes) {
  const envelope::KeyId keyId{1, 2, 3, 4, 5, 6, 7, 8};
  EXPECT_EQ(panalo::crypto::toHex(envelope::infoFor(keyId)),
            panalo::crypto::toHex(ByteView::fromString("panalo/envelope/v1")) + "0102030405060708");
  const Bytes header(envelope::kHeaderSize, 0xab);
  envelope::SessionHash session{};
  session.fill(0x5e);
  auto aad = envelope::aadFor(header, {"POST", "/x", session});
  ASSERT_TRUE(aad.has_value());
  EXPECT_EQ(panalo::crypto::toHex(*aad), panalo::crypto::toHex(header) + "0004" + "504f5354" + "0002" + "2f78" + "01" +
                                             panalo::crypto::toHex(session));
  auto noSession = envelope::aadFor(header, {"GET", "", std::nullopt});
  ASSERT_TRUE(noSession.has_value());
  EXPECT_EQ(panalo::crypto::toHex(*noSession), panalo::crypto::toHex(header) + "0003" + "474554" + "0000" + "00");
}

}  // namespace
