// Runs every case of tests/vectors/validation/*.json natively; the wasm tests
// run the same files through panalo_core.wasm.
#include <gtest/gtest.h>

#include <string>

#include "panalo/validation/form_json.hpp"
#include "panalo/validation/password_policy.hpp"
#include "panalo/validation/pattern.hpp"
#include "panalo/validation/pattern_kinds.hpp"
#include "panalo/validation/registration_settings.hpp"
#include "validation_vector_inputs.hpp"
#include "vector_file.hpp"

namespace {

using nlohmann::json;
using panalo::testing::readVectorFile;

std::size_t caseCount(const char* file) { return readVectorFile(file).at("cases").size(); }

TEST(ValidationVectors, AtLeastThreeHundredCasesInAll) {
  const std::size_t total = caseCount("validation/patterns.json") + caseCount("validation/kinds.json") +
                            caseCount("validation/forms.json") + caseCount("validation/settings.json") +
                            caseCount("validation/common-passwords.json");
  EXPECT_GE(total, 300u);
}

TEST(ValidationVectors, Patterns) {
  const json vectors = readVectorFile("validation/patterns.json");  // keep alive: .at() of a temporary would dangle
  for (const json& c : vectors.at("cases")) {
    const std::string name = c.at("name").get<std::string>();
    const auto compiled = panalo::validation::compileAcceptedPattern(panalo::testing::patternOf(c));
    if (c.contains("error")) {
      ASSERT_FALSE(compiled.ok()) << name;
      EXPECT_EQ(compiled.error.name(), c.at("error").get<std::string>()) << name;
      continue;
    }
    ASSERT_TRUE(compiled.ok()) << name << ": " << compiled.error.describe();
    EXPECT_EQ(compiled.pattern->fullMatch(panalo::testing::subjectOf(c)), c.at("match").get<bool>()) << name;
  }
}

TEST(ValidationVectors, Kinds) {
  const json vectors = readVectorFile("validation/kinds.json");  // keep alive: .at() of a temporary would dangle
  for (const json& c : vectors.at("cases")) {
    const std::string name = c.at("name").get<std::string>();
    const auto kind = panalo::validation::patternKindFromName(c.at("kind").get<std::string>());
    ASSERT_TRUE(kind.has_value()) << name;
    const panalo::validation::KindLimits limits{c.value("minLength", 0u), c.value("maxLength", 0u),
                                                c.value("digits", 0u)};
    EXPECT_EQ(panalo::validation::matchesKind(*kind, panalo::testing::subjectOf(c), limits), c.at("match").get<bool>())
        << name;
  }
}

TEST(ValidationVectors, CommonPasswords) {
  const json vectors =
      readVectorFile("validation/common-passwords.json");  // keep alive: .at() of a temporary would dangle
  for (const json& c : vectors.at("cases")) {
    EXPECT_EQ(panalo::validation::isCommonPassword(c.at("password").get<std::string>()), c.at("common").get<bool>())
        << c.at("name").get<std::string>();
  }
}

void runFormFile(const char* file) {
  const json vectors = readVectorFile(file);  // keep alive: .at() of a temporary would dangle
  for (const json& c : vectors.at("cases")) {
    const std::string name = c.at("name").get<std::string>();
    const std::string requestText = c.contains("requestText") ? c.at("requestText").get<std::string>()
                                                              : panalo::testing::expandRequest(c.at("request")).dump();
    const json response = json::parse(panalo::validation::validateFormJson(requestText));
    const json& expected = c.at("expect");
    json got = response;
    // An error's detail is English for operators; compare it only when given.
    if (!expected.contains("detail")) got.erase("detail");
    EXPECT_EQ(got, expected) << name << "\n got: " << response.dump();
  }
}

TEST(ValidationVectors, OptionalRegistrationFields) {
  const json vectors = readVectorFile("validation/optional-fields.json");
  const json& expected = vectors.at("cases").at(0).at("fields");
  json fields = json::array();
  for (const auto name : panalo::validation::kOptionalRegistrationFields) fields.push_back(std::string(name));
  EXPECT_EQ(fields, expected);
}

TEST(ValidationVectors, Forms) { runFormFile("validation/forms.json"); }
TEST(ValidationVectors, Settings) { runFormFile("validation/settings.json"); }
TEST(ValidationVectors, SiteWords) { runFormFile("validation/site-words.json"); }

}  // namespace
