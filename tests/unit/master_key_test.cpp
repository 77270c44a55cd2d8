#include <gtest/gtest.h>

#include "platform/security/master_key.hpp"

namespace {

using panalo::security::MasterKey;

const std::string kKey = "dGVzdC1vbmx5LW1hc3Rlci1rZXktMzItYnl0ZXMhISE=";

TEST(MasterKey, SealsAndOpensBoundToItsContext) {
  const auto key = MasterKey::fromBase64(kKey);
  const std::vector<std::uint8_t> secret{1, 2, 3, 4, 5};
  const auto sealed = key.seal(secret, "payload-key:aa");
  EXPECT_EQ(sealed.size(), 12u + secret.size() + 16u);
  const auto opened = key.open(sealed, "payload-key:aa");
  ASSERT_TRUE(opened.has_value());
  EXPECT_EQ(std::vector<std::uint8_t>(opened->data(), opened->data() + opened->size()), secret);
  EXPECT_FALSE(key.open(sealed, "payload-key:bb").has_value()) << "moved to another row";
  auto tampered = sealed;
  tampered[14] ^= 1;
  EXPECT_FALSE(key.open(tampered, "payload-key:aa").has_value());
  EXPECT_FALSE(key.open({1, 2, 3}, "payload-key:aa").has_value());
  EXPECT_NE(key.seal(secret, "x"), key.seal(secret, "x")) << "fresh nonce each time";
}

TEST(MasterKey, RefusesKeysThatAreNot32Bytes) {
  EXPECT_THROW(MasterKey::fromBase64("c2hvcnQ="), std::invalid_argument);
  EXPECT_THROW(MasterKey::fromBase64("not base64!"), std::invalid_argument);
  EXPECT_THROW(MasterKey::fromBase64(""), std::invalid_argument);
}

TEST(Base64, RoundTrips) {
  const std::vector<std::uint8_t> bytes{0xfb, 0xff, 0x00, 0x10};
  EXPECT_EQ(panalo::security::base64Encode(bytes), "+/8AEA==");
  EXPECT_EQ(panalo::security::base64Decode(panalo::security::base64Encode(bytes)), bytes);
}

}  // namespace
