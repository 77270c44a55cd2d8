// Runs tests/vectors/originals/dice-multiplier.json natively;
// ui/src/lib/wasm/dice-rules-vectors.test.ts runs it through the wasm module, so
// the multiplier the dice page shows is the one the server pays.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "panalo/originals/dice_rules.hpp"
#include "vector_file.hpp"

namespace {

using nlohmann::json;
using panalo::testing::readVectorFile;
namespace originals = panalo::originals;

TEST(DiceRulesVectors, MultiplierOfATarget) {
  const json vectors = readVectorFile("originals/dice-multiplier.json");
  ASSERT_GE(vectors.at("cases").size(), 10u);
  for (const json& c : vectors.at("cases")) {
    const auto name = c.at("name").get<std::string>();
    const auto target = c.at("target").get<std::int64_t>();
    if (c.at("multiplierE4").is_null()) {
      EXPECT_FALSE(originals::diceTargetOk(target)) << name;
    } else {
      ASSERT_TRUE(originals::diceTargetOk(target)) << name;
      EXPECT_EQ(originals::diceMultiplierE4(c.at("rtpBp").get<std::int64_t>(), target),
                c.at("multiplierE4").get<std::int64_t>())
          << name;
    }
  }
}

}  // namespace
