// Opens, with the native build, envelopes sealed by an independent HPKE
// implementation (hpke-js) and by our wasm build. The file is generated and
// committed by tests/interop/hpke/interop.mjs; rerun it after a layout change.
#include <gtest/gtest.h>

#include <string>

#include "panalo/crypto/envelope.hpp"
#include "panalo/crypto/text_encoding.hpp"
#include "vector_file.hpp"

namespace {

using panalo::crypto::Bytes;
namespace envelope = panalo::crypto::envelope;

constexpr std::size_t kMinimumHpkeJsCases = 1000;

template <std::size_t N>
std::array<std::uint8_t, N> hexArray(const nlohmann::json& value) {
  std::array<std::uint8_t, N> out{};
  const auto bytes = panalo::crypto::fromHex(value.get<std::string>());
  EXPECT_TRUE(bytes.has_value() && bytes->size() == N) << value;
  if (bytes && bytes->size() == N) std::copy(bytes->begin(), bytes->end(), out.begin());
  return out;
}

class HpkeInterop : public ::testing::Test {
 protected:
  static const nlohmann::json& file() {
    static const nlohmann::json vectors = panalo::testing::readVectorFile("hpke/interop-hpke-js.json");
    return vectors;
  }

  static envelope::RecipientKey recipientKey() {
    const auto& recipient = file().at("recipient");
    const auto privateKey = panalo::crypto::fromHex(recipient.at("private_key").get<std::string>()).value_or(Bytes{});
    auto key = envelope::RecipientKey::fromBytes(hexArray<envelope::kKeyIdSize>(recipient.at("key_id")), privateKey);
    EXPECT_TRUE(key.ok());
    return std::move(key).value();
  }

  // Opens every case and checks plaintext and metadata; returns how many opened.
  static std::size_t openAll(const nlohmann::json& cases) {
    const envelope::RecipientKey key = recipientKey();
    std::size_t opened = 0;
    for (const auto& entry : cases) {
      const std::string method = entry.at("method").get<std::string>();
      const std::string path = entry.at("path").get<std::string>();
      envelope::RequestBinding binding{method, path, std::nullopt};
      if (!entry.at("session_hash").is_null()) {
        binding.sessionHash = hexArray<envelope::kSessionHashSize>(entry.at("session_hash"));
      }
      auto bytes = envelope::fromText(entry.at("envelope").get<std::string>());
      EXPECT_TRUE(bytes.ok()) << entry.dump();
      if (!bytes.ok()) continue;
      auto result = envelope::open(bytes.value(), binding, key);
      EXPECT_TRUE(result.ok()) << envelope::errorKey(result.error()) << " " << entry.dump();
      if (!result.ok()) continue;

      const auto expected = panalo::crypto::fromBase64Url(entry.at("plaintext").get<std::string>()).value_or(Bytes{});
      const auto& plaintext = result.value().plaintext;
      EXPECT_EQ(Bytes(plaintext.data(), plaintext.data() + plaintext.size()), expected);
      EXPECT_EQ(static_cast<int>(result.value().aead), entry.at("aead_id").get<int>());
      EXPECT_EQ(result.value().issuedAt, entry.at("issued_at").get<std::uint64_t>());
      EXPECT_EQ(result.value().requestId, hexArray<envelope::kRequestIdSize>(entry.at("request_id")));

      // The same envelope presented on another endpoint must not open.
      envelope::RequestBinding moved = binding;
      moved.path = "/wps/other";
      EXPECT_FALSE(envelope::open(bytes.value(), moved, key).ok());
      ++opened;
    }
    return opened;
  }
};

TEST_F(HpkeInterop, NativeOpensEveryEnvelopeSealedByHpkeJs) {
  const auto& cases = file().at("hpke_js_sealed");
  ASSERT_GE(cases.size(), kMinimumHpkeJsCases);
  EXPECT_EQ(openAll(cases), cases.size());
}

TEST_F(HpkeInterop, NativeOpensEnvelopesSealedByTheWasmBuild) {
  const auto& cases = file().at("wasm_sealed");
  ASSERT_FALSE(cases.empty());
  EXPECT_EQ(openAll(cases), cases.size());
}

TEST_F(HpkeInterop, BothAeadsAndBothSessionStatesAreCovered) {
  int aes = 0;
  int chacha = 0;
  int withSession = 0;
  int withoutSession = 0;
  for (const auto& entry : file().at("hpke_js_sealed")) {
    (entry.at("aead_id").get<int>() == 1 ? aes : chacha) += 1;
    (entry.at("session_hash").is_null() ? withoutSession : withSession) += 1;
  }
  EXPECT_GT(aes, 100);
  EXPECT_GT(chacha, 100);
  EXPECT_GT(withSession, 100);
  EXPECT_GT(withoutSession, 100);
}

}  // namespace
