// Runs tests/vectors/text/*.json natively; ui/src/lib/wasm/text-vectors.test.ts
// runs the browser's share of the same files through the wasm modules.
#include <gtest/gtest.h>

#include <arpa/inet.h>

#include <random>
#include <string>

#include "panalo/crypto/text_encoding.hpp"
#include "panalo/text/ip_text.hpp"
#include "panalo/text/link_rule.hpp"
#include "panalo/validation/utf8.hpp"
#include "validation_vector_inputs.hpp"
#include "vector_file.hpp"

namespace {

using nlohmann::json;
using panalo::testing::bytesFromHex;
using panalo::testing::readVectorFile;

std::string nameOf(const json& c) { return c.at("name").get<std::string>(); }

TEST(TextVectors, Links) {
  const json vectors = readVectorFile("text/links.json");  // keep alive: .at() of a temporary would dangle
  ASSERT_GE(vectors.at("cases").size(), 80u);
  for (const json& c : vectors.at("cases")) {
    const std::string link =
        c.contains("linkHex") ? bytesFromHex(c.at("linkHex").get<std::string>()) : c.at("link").get<std::string>();
    EXPECT_EQ(panalo::text::isSafeLink(link), c.at("safe").get<bool>()) << nameOf(c);
  }
}

TEST(TextVectors, IpText) {
  const json vectors = readVectorFile("text/ip.json");
  ASSERT_GE(vectors.at("cases").size(), 60u);
  for (const json& c : vectors.at("cases")) {
    const std::string text = c.at("text").get<std::string>();
    const auto family = panalo::text::ipFamilyOf(text);
    const json& expected = c.at("family");
    if (expected.is_null()) {
      EXPECT_FALSE(family.has_value()) << nameOf(c);
    } else {
      ASSERT_TRUE(family.has_value()) << nameOf(c);
      EXPECT_EQ(*family == panalo::text::IpFamily::V4 ? "v4" : "v6", expected.get<std::string>()) << nameOf(c);
    }
    EXPECT_EQ(panalo::text::isCidr(text), c.at("cidr").get<bool>()) << nameOf(c);
  }
}

// The server used inet_pton before the shared parser; on text without NUL
// (which inet_pton cannot see past) both must agree, so no stored block or
// GeoIP line changes meaning. Seeded: a failure repeats.
TEST(TextVectors, IpTextAgreesWithInetPton) {
  std::mt19937 random(20261123);
  const std::string alphabet = "0123456789abcdefABCDEFg:.:.:/% ";
  std::uniform_int_distribution<std::size_t> length(0, 24);
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
  int addresses = 0;
  for (int i = 0; i < 200000; ++i) {
    std::string text;
    for (std::size_t n = length(random); n > 0; --n) text.push_back(alphabet[pick(random)]);
    unsigned char buffer[16];
    const bool v4 = inet_pton(AF_INET, text.c_str(), buffer) == 1;
    const bool v6 = !v4 && inet_pton(AF_INET6, text.c_str(), buffer) == 1;
    const auto family = panalo::text::ipFamilyOf(text);
    ASSERT_EQ(family == panalo::text::IpFamily::V4, v4) << text;
    ASSERT_EQ(family == panalo::text::IpFamily::V6, v6) << text;
    addresses += (v4 || v6) ? 1 : 0;
  }
  EXPECT_GT(addresses, 100);  // the generator must reach valid addresses, or this proves little
}

TEST(TextVectors, Utf8) {
  const json vectors = readVectorFile("text/utf8.json");
  ASSERT_GE(vectors.at("cases").size(), 30u);
  for (const json& c : vectors.at("cases")) {
    const std::string bytes = bytesFromHex(c.at("hex").get<std::string>());
    const auto count = panalo::validation::countCodePoints(bytes);
    const json& expected = c.at("codePoints");
    EXPECT_EQ(panalo::validation::isValidUtf8(bytes), !expected.is_null()) << nameOf(c);
    if (expected.is_null()) {
      EXPECT_FALSE(count.has_value()) << nameOf(c);
    } else {
      ASSERT_TRUE(count.has_value()) << nameOf(c);
      EXPECT_EQ(*count, expected.get<std::size_t>()) << nameOf(c);
    }
  }
}

TEST(TextVectors, ByteEncoding) {
  const json vectors = readVectorFile("text/byte-encoding.json");
  ASSERT_GE(vectors.at("cases").size(), 35u);
  for (const json& c : vectors.at("cases")) {
    const std::string text = c.at("text").get<std::string>();
    const bool hex = c.at("encoding").get<std::string>() == "hex";
    const auto decoded = hex ? panalo::crypto::fromHex(text) : panalo::crypto::fromBase64Url(text);
    const json& expected = c.at("bytesHex");
    if (expected.is_null()) {
      EXPECT_FALSE(decoded.has_value()) << nameOf(c);
      continue;
    }
    ASSERT_TRUE(decoded.has_value()) << nameOf(c);
    EXPECT_EQ(panalo::crypto::toHex(*decoded), expected.get<std::string>()) << nameOf(c);
    const std::string encoded = hex ? panalo::crypto::toHex(*decoded) : panalo::crypto::toBase64Url(*decoded);
    EXPECT_EQ(encoded == text, c.at("canonical").get<bool>()) << nameOf(c);
  }
}

}  // namespace
