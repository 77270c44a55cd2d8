// Runs tests/vectors/points/quote.json natively; ui/src/lib/wasm/points-vectors.test.ts
// runs the same file through the wasm module, so the money figure the reward
// center shows is the one the server credits.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "panalo/points/conversion.hpp"
#include "vector_file.hpp"

namespace {

using nlohmann::json;
using panalo::testing::readVectorFile;
namespace points = panalo::points;

points::ConversionTerms termsOf(const json& terms) {
  points::ConversionTerms t;
  t.pointsStep = terms.at("pointsStep").get<std::int64_t>();
  t.minorPerStep = terms.at("minorPerStep").get<std::int64_t>();
  t.minimum = terms.at("minimum").get<std::int64_t>();
  t.dailyLimit = terms.at("dailyLimit").get<std::int64_t>();
  t.convertedToday = terms.at("convertedToday").get<std::int64_t>();
  t.balance = terms.at("balance").get<std::int64_t>();
  return t;
}

TEST(PointsVectors, Quote) {
  const json vectors = readVectorFile("points/quote.json");
  ASSERT_GE(vectors.at("cases").size(), 20u);
  for (const json& c : vectors.at("cases")) {
    const auto name = c.at("name").get<std::string>();
    const auto quote = points::quoteConversion(c.at("text").get<std::string>(), termsOf(c.at("terms")));
    const std::string expected = c.at("error").is_null() ? "" : c.at("error").get<std::string>();
    EXPECT_EQ(points::conversionErrorKey(quote.error), expected) << name;
    EXPECT_EQ(quote.points, c.at("points").get<std::int64_t>()) << name;
    EXPECT_EQ(quote.minor, c.at("minor").get<std::int64_t>()) << name;
  }
}

TEST(PointsRule, ValueNeverOverflows) {
  EXPECT_EQ(points::pointsValueMinor(points::kMaxPoints, 1, points::kMaxStep), -1);
  EXPECT_EQ(points::pointsValueMinor(points::kMaxPoints, points::kMaxStep, points::kMaxStep), points::kMaxPoints);
  EXPECT_EQ(points::pointsValueMinor(-1, 1, 1), -1);
  EXPECT_EQ(points::pointsValueMinor(5, 0, 1), -1);
}

}  // namespace
