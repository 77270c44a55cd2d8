// The random text behind tokens and ids: the asked number of bytes, in the
// promised alphabet, and a new value every time.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "panalo/crypto/text_encoding.hpp"
#include "platform/security/random_text.hpp"

using panalo::security::randomBase64Url;
using panalo::security::randomHex;

TEST(RandomText, HexCarriesTheAskedBytesInLowercase) {
  const auto text = randomHex(16);
  EXPECT_EQ(text.size(), 32u);
  EXPECT_EQ(text.find_first_not_of("0123456789abcdef"), std::string::npos);
}

TEST(RandomText, Base64UrlDecodesToTheAskedBytes) {
  const auto text = randomBase64Url(16);
  EXPECT_EQ(text.size(), 22u);  // 128 bits, no padding
  const auto bytes = panalo::crypto::fromBase64Url(text);
  ASSERT_TRUE(bytes.has_value());
  EXPECT_EQ(bytes->size(), 16u);
}

TEST(RandomText, NeverRepeats) {
  std::set<std::string> seen;
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(seen.insert(randomBase64Url(16)).second);
}
