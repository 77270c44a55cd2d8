// Runs tests/vectors/money/*.json natively; ui/src/lib/wasm/money-vectors.test.ts
// runs the same files through the wasm module, so the browser and the server
// accept and refuse the same amounts.
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "panalo/money/amount.hpp"
#include "vector_file.hpp"

namespace {

using nlohmann::json;
using panalo::testing::readVectorFile;
namespace money = panalo::money;

TEST(MoneyVectors, Parse) {
  const json vectors = readVectorFile("money/parse.json");
  ASSERT_GE(vectors.at("cases").size(), 40u);
  for (const json& c : vectors.at("cases")) {
    const auto name = c.at("name").get<std::string>();
    const auto parsed = money::parseAmount(c.at("text").get<std::string>());
    if (c.at("error").is_null()) {
      ASSERT_TRUE(parsed.ok()) << name << ": " << money::amountErrorKey(parsed.error);
      EXPECT_EQ(parsed.minor, c.at("minor").get<std::int64_t>()) << name;
    } else {
      EXPECT_FALSE(parsed.ok()) << name;
      EXPECT_EQ(money::amountErrorKey(parsed.error), c.at("error").get<std::string>()) << name;
    }
  }
}

TEST(MoneyVectors, Format) {
  const json vectors = readVectorFile("money/format.json");
  ASSERT_GE(vectors.at("cases").size(), 12u);
  for (const json& c : vectors.at("cases")) {
    const auto minor = std::stoll(c.at("minor").get<std::string>());
    EXPECT_EQ(money::formatMinor(minor, c.at("grouped").get<bool>()), c.at("text").get<std::string>())
        << c.at("name").get<std::string>();
  }
}

// Every amount the rule accepts formats back to text that parses to the same
// value: the server's answer can be typed back in.
TEST(MoneyRule, FormatThenParseRoundTrips) {
  for (std::int64_t minor : {std::int64_t{1}, std::int64_t{99}, std::int64_t{100}, std::int64_t{123456},
                             money::kMaxAmountMinor - 1, money::kMaxAmountMinor}) {
    const auto parsed = money::parseAmount(money::formatMinor(minor));
    ASSERT_TRUE(parsed.ok()) << minor;
    EXPECT_EQ(parsed.minor, minor);
  }
}

TEST(MoneyRule, CheckedAddRefusesOverflow) {
  constexpr auto kMax = std::numeric_limits<std::int64_t>::max();
  constexpr auto kMin = std::numeric_limits<std::int64_t>::min();
  EXPECT_EQ(money::checkedAdd(1, 2), 3);
  EXPECT_EQ(money::checkedAdd(kMax, 0), kMax);
  EXPECT_FALSE(money::checkedAdd(kMax, 1).has_value());
  EXPECT_FALSE(money::checkedAdd(kMin, -1).has_value());
  EXPECT_EQ(money::checkedAdd(kMin, kMax), -1);
}

TEST(MoneyRule, WriteReportsTheLengthNeededWhenTheBufferIsSmall) {
  char small[4] = {};
  EXPECT_EQ(money::writeFormattedMinor(123456, true, small, sizeof small), 8u);  // "1,234.56"
  char enough[8] = {};
  ASSERT_EQ(money::writeFormattedMinor(123456, true, enough, sizeof enough), 8u);
  EXPECT_EQ(std::string(enough, 8), "1,234.56");
}

}  // namespace
