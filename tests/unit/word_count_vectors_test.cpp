// tests/vectors/text/word-count.json natively; ui/src/lib/wasm/word-count-vectors.test.ts
// runs the same file through the core wasm module, so the feedback form and the
// server give the same verdict.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "panalo/text/word_count.hpp"
#include "validation_vector_inputs.hpp"
#include "vector_file.hpp"

namespace {

using nlohmann::json;
using panalo::testing::bytesFromHex;
using panalo::testing::readVectorFile;
using panalo::text::FeedbackVerdict;

const std::map<std::string, FeedbackVerdict>& verdicts() {
  static const std::map<std::string, FeedbackVerdict> names = {
      {"ok", FeedbackVerdict::Ok},
      {"empty", FeedbackVerdict::Empty},
      {"tooFewWords", FeedbackVerdict::TooFewWords},
      {"tooManyWords", FeedbackVerdict::TooManyWords},
      {"tooLong", FeedbackVerdict::TooLong},
      {"invalidText", FeedbackVerdict::InvalidText},
  };
  return names;
}

TEST(WordCountVectors, CountsAndFeedbackVerdicts) {
  const json vectors = readVectorFile("text/word-count.json");
  ASSERT_GE(vectors.at("cases").size(), 60u);
  for (const json& c : vectors.at("cases")) {
    const std::string name = c.at("name").get<std::string>();
    const std::string text =
        c.contains("hex") ? bytesFromHex(c.at("hex").get<std::string>()) : c.at("text").get<std::string>();
    const auto count = panalo::text::countWords(text);
    if (c.at("words").is_null()) {
      EXPECT_FALSE(count.has_value()) << name;
    } else {
      ASSERT_TRUE(count.has_value()) << name;
      EXPECT_EQ(*count, c.at("words").get<std::size_t>()) << name;
    }
    EXPECT_EQ(panalo::text::checkFeedbackContent(text), verdicts().at(c.at("feedback").get<std::string>())) << name;
  }
}

}  // namespace
