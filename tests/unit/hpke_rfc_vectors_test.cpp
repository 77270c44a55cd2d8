// RFC 9180 test vectors A.1.1 (AES-128-GCM) and A.2.1 (ChaCha20Poly1305), base
// mode, DHKEM(X25519, HKDF-SHA256): key derivation, every encryption (including
// sequence numbers 255 and 256, which exercise the nonce XOR beyond one byte),
// and every exporter value, on both the sender and the recipient side. The UI's
// wasm tests read the same file.
#include <gtest/gtest.h>

#include <string>

#include "panalo/crypto/hpke.hpp"
#include "panalo/crypto/text_encoding.hpp"
#include "vector_file.hpp"

namespace {

using panalo::crypto::Bytes;
using panalo::crypto::ByteView;
using panalo::crypto::fromHex;
using panalo::crypto::toHex;
namespace hpke = panalo::crypto::hpke;

Bytes hex(const nlohmann::json& value) {
  auto bytes = fromHex(value.get<std::string>());
  EXPECT_TRUE(bytes.has_value()) << value;
  return bytes.value_or(Bytes{});
}

class HpkeRfcVectors : public ::testing::TestWithParam<std::size_t> {
 protected:
  static const nlohmann::json& vectors() {
    static const nlohmann::json file = panalo::testing::readVectorFile("hpke/hpke-rfc9180-x25519-base.json");
    return file.at("vectors");
  }
  const nlohmann::json& vector() const { return vectors().at(GetParam()); }
};

TEST(HpkeRfcVectorFile, CoversBothAeadsInBaseModeWithX25519) {
  const auto file = panalo::testing::readVectorFile("hpke/hpke-rfc9180-x25519-base.json");
  bool sawAesGcm = false;
  bool sawChaCha = false;
  for (const auto& vector : file.at("vectors")) {
    EXPECT_EQ(vector.at("mode").get<int>(), 0);
    EXPECT_EQ(vector.at("kem_id").get<int>(), hpke::kKemIdX25519HkdfSha256);
    EXPECT_EQ(vector.at("kdf_id").get<int>(), hpke::kKdfIdHkdfSha256);
    sawAesGcm |= vector.at("aead_id").get<int>() == 1;
    sawChaCha |= vector.at("aead_id").get<int>() == 3;
  }
  EXPECT_TRUE(sawAesGcm);
  EXPECT_TRUE(sawChaCha);
}

TEST_P(HpkeRfcVectors, DeriveKeyPairGivesTheListedKeys) {
  for (const char* who : {"E", "R"}) {
    const std::string suffix(who);
    auto pair = hpke::deriveKeyPair(hex(vector().at("ikm" + suffix)));
    ASSERT_TRUE(pair.ok());
    EXPECT_EQ(toHex(pair.value().privateKey), vector().at("sk" + suffix + "m").get<std::string>());
    EXPECT_EQ(toHex(pair.value().publicKey), vector().at("pk" + suffix + "m").get<std::string>());
  }
}

TEST_P(HpkeRfcVectors, SenderAndRecipientReproduceEveryEncryptionAndExport) {
  const auto aead = hpke::aeadFromId(vector().at("aead_id").get<std::uint16_t>());
  ASSERT_TRUE(aead.has_value());
  const Bytes info = hex(vector().at("info"));
  auto setup = hpke::setupBaseSWithEphemeralKey(*aead, hex(vector().at("pkRm")), info, hex(vector().at("skEm")));
  ASSERT_TRUE(setup.ok()) << static_cast<int>(setup.error());
  EXPECT_EQ(toHex(setup.value().enc), vector().at("enc").get<std::string>());

  auto recipientKey = hpke::PrivateKey::fromBytes(hex(vector().at("skRm")));
  ASSERT_TRUE(recipientKey.ok());
  EXPECT_EQ(toHex(recipientKey.value().publicKey()), vector().at("pkRm").get<std::string>());
  auto recipient = hpke::setupBaseR(*aead, hex(vector().at("enc")), recipientKey.value(), info);
  ASSERT_TRUE(recipient.ok()) << static_cast<int>(recipient.error());

  auto& sender = setup.value().context;
  auto& receiver = recipient.value();
  for (const auto& encryption : vector().at("encryptions")) {
    const auto sequenceNumber = encryption.at("sequence_number").get<std::uint64_t>();
    // The file lists some sequence numbers only; messages in between keep both
    // sides in step, as a real conversation would.
    while (sender.sequenceNumber() < sequenceNumber) {
      auto filler = sender.seal(ByteView(), ByteView());
      ASSERT_TRUE(filler.ok());
      ASSERT_TRUE(receiver.open(ByteView(), filler.value()).ok());
    }
    const Bytes aad = hex(encryption.at("aad"));
    auto ciphertext = sender.seal(aad, hex(encryption.at("pt")));
    ASSERT_TRUE(ciphertext.ok());
    EXPECT_EQ(toHex(ciphertext.value()), encryption.at("ct").get<std::string>()) << "seq " << sequenceNumber;

    auto plaintext = receiver.open(aad, hex(encryption.at("ct")));
    ASSERT_TRUE(plaintext.ok()) << "seq " << sequenceNumber;
    EXPECT_EQ(toHex(plaintext.value()), encryption.at("pt").get<std::string>());
  }

  for (const auto& exported : vector().at("exports")) {
    const Bytes context = hex(exported.at("exporter_context"));
    const auto length = exported.at("L").get<std::size_t>();
    auto fromSender = sender.exportSecret(context, length);
    auto fromRecipient = receiver.exportSecret(context, length);
    ASSERT_TRUE(fromSender.ok());
    ASSERT_TRUE(fromRecipient.ok());
    EXPECT_EQ(toHex(fromSender.value()), exported.at("exported_value").get<std::string>());
    EXPECT_EQ(toHex(fromRecipient.value()), exported.at("exported_value").get<std::string>());
  }
}

TEST_P(HpkeRfcVectors, SingleShotSealWithTheVectorIkmMatchesTheFirstEncryption) {
  const auto aead = hpke::aeadFromId(vector().at("aead_id").get<std::uint16_t>());
  ASSERT_TRUE(aead.has_value());
  const auto& first = vector().at("encryptions").at(0);
  ASSERT_EQ(first.at("sequence_number").get<int>(), 0);
  auto sealed = hpke::sealBase(*aead, hex(vector().at("pkRm")), hex(vector().at("info")), hex(first.at("aad")),
                               hex(first.at("pt")), hex(vector().at("ikmE")));
  ASSERT_TRUE(sealed.ok());
  EXPECT_EQ(toHex(sealed.value().enc), vector().at("enc").get<std::string>());
  EXPECT_EQ(toHex(sealed.value().ciphertext), first.at("ct").get<std::string>());

  auto recipientKey = hpke::PrivateKey::fromBytes(hex(vector().at("skRm")));
  ASSERT_TRUE(recipientKey.ok());
  auto opened = hpke::openBase(*aead, sealed.value().enc, recipientKey.value(), hex(vector().at("info")),
                               hex(first.at("aad")), sealed.value().ciphertext);
  ASSERT_TRUE(opened.ok());
  EXPECT_EQ(toHex(opened.value()), first.at("pt").get<std::string>());
}

INSTANTIATE_TEST_SUITE_P(HpkeRfc9180, HpkeRfcVectors, ::testing::Values(0u, 1u));

}  // namespace
