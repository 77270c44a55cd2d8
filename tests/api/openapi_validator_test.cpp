// The contract checker itself (openapi_validator.hpp): each keyword it claims to
// check, on a small document, and the real api/openapi.yaml loads.
#include <gtest/gtest.h>

#include "openapi_validator.hpp"

namespace {

using nlohmann::json;
using panalo::testing::OpenApiContract;
using panalo::testing::yamlToJson;

const char* kDocument = R"(
openapi: 3.0.3
paths:
  /wps/thing:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                required: [success, value]
                properties:
                  success: { type: boolean, enum: [true] }
                  value: { $ref: '#/components/schemas/Thing' }
        '404': { $ref: '#/components/responses/Error' }
components:
  responses:
    Error:
      description: failure
      content:
        application/json:
          schema:
            type: object
            required: [success, code]
            properties:
              success: { type: boolean, enum: [false] }
              code: { type: string }
  schemas:
    Thing:
      type: object
      required: [id, name]
      properties:
        id: { type: integer, minimum: 1 }
        name: { type: string, minLength: 1, maxLength: 5, pattern: '^[a-z]+$' }
        note: { type: string, nullable: true }
        tags: { type: array, items: { type: string, enum: [a, b] }, maxItems: 2 }
        extra: { type: object, additionalProperties: { type: boolean } }
        either:
          oneOf:
            - { type: integer }
            - { type: string }
        both:
          allOf:
            - { type: object, required: [x] }
            - { type: object, required: [y] }
)";

class OpenApiValidator : public ::testing::Test {
 protected:
  OpenApiContract contract{yamlToJson(kDocument)};
  std::vector<std::string> thing(const json& value) {
    return contract.checkValue(json{{"$ref", "#/components/schemas/Thing"}}, value);
  }
};

TEST_F(OpenApiValidator, YamlScalarsAreTypedLikeYaml) {
  const auto value = yamlToJson("a: 1\nb: '1'\nc: true\nd: 'true'\ne: 1.5\nf: null\ng: text\n");
  EXPECT_EQ(value.at("a"), 1);
  EXPECT_EQ(value.at("b"), "1");
  EXPECT_EQ(value.at("c"), true);
  EXPECT_EQ(value.at("d"), "true");
  EXPECT_EQ(value.at("e"), 1.5);
  EXPECT_TRUE(value.at("f").is_null());
  EXPECT_EQ(value.at("g"), "text");
}

TEST_F(OpenApiValidator, AcceptsAMatchingValue) {
  EXPECT_TRUE(thing({{"id", 3},
                     {"name", "abc"},
                     {"note", nullptr},
                     {"tags", {"a", "b"}},
                     {"extra", {{"k", true}}},
                     {"either", "x"},
                     {"both", {{"x", 1}, {"y", 2}}},
                     {"undocumented", 1}})
                  .empty());
}

TEST_F(OpenApiValidator, StrictObjectsRefuseUndocumentedProperties) {
  const OpenApiContract strict(yamlToJson(kDocument), /*strictObjects=*/true);
  const json value = {{"id", 1}, {"name", "a"}, {"undocumented", 1}};
  EXPECT_FALSE(strict.checkValue(json{{"$ref", "#/components/schemas/Thing"}}, value).empty());
  EXPECT_TRUE(thing(value).empty()) << "OpenAPI's own rule allows them";
  EXPECT_TRUE(strict
                  .checkValue(json{{"$ref", "#/components/schemas/Thing"}},
                              {{"id", 1}, {"name", "a"}, {"extra", {{"any", true}}}})
                  .empty())
      << "additionalProperties still allows what it says";
}

TEST_F(OpenApiValidator, ReportsEachKindOfMismatch) {
  EXPECT_FALSE(thing({{"id", 3}}).empty()) << "required";
  EXPECT_FALSE(thing({{"id", "3"}, {"name", "abc"}}).empty()) << "type";
  EXPECT_FALSE(thing({{"id", 1.5}, {"name", "abc"}}).empty()) << "integer";
  EXPECT_FALSE(thing({{"id", 0}, {"name", "abc"}}).empty()) << "minimum";
  EXPECT_FALSE(thing({{"id", 1}, {"name", ""}}).empty()) << "minLength";
  EXPECT_FALSE(thing({{"id", 1}, {"name", "abcdef"}}).empty()) << "maxLength";
  EXPECT_FALSE(thing({{"id", 1}, {"name", "ABC"}}).empty()) << "pattern";
  EXPECT_FALSE(thing({{"id", 1}, {"name", "a"}, {"tags", {"c"}}}).empty()) << "items + enum";
  EXPECT_FALSE(thing({{"id", 1}, {"name", "a"}, {"tags", {"a", "a", "a"}}}).empty()) << "maxItems";
  EXPECT_FALSE(thing({{"id", 1}, {"name", "a"}, {"extra", {{"k", 1}}}}).empty()) << "additionalProperties";
  EXPECT_FALSE(thing({{"id", 1}, {"name", "a"}, {"either", true}}).empty()) << "oneOf";
  EXPECT_FALSE(thing({{"id", 1}, {"name", "a"}, {"both", {{"x", 1}}}}).empty()) << "allOf";
  EXPECT_FALSE(thing(json::array()).empty()) << "object expected";
  EXPECT_FALSE(contract.checkValue(json{{"type", "string"}}, nullptr).empty()) << "null without nullable";
}

TEST_F(OpenApiValidator, ChecksResponsesByOperationAndStatus) {
  const std::string type = "application/json; charset=utf-8";
  EXPECT_TRUE(contract
                  .checkResponse("GET", "http://127.0.0.1:1/wps/thing?x=1", 200, type,
                                 R"({"success":true,"value":{"id":1,"name":"a"}})")
                  .empty());
  EXPECT_TRUE(contract.checkResponse("HEAD", "/wps/thing", 200, type, "").empty());
  EXPECT_TRUE(
      contract.checkResponse("GET", "/wps/thing", 404, type, R"({"success":false,"code":"not_found"})").empty());
  EXPECT_FALSE(contract.checkResponse("GET", "/wps/thing", 200, type, R"({"success":true,"value":{}})").empty());
  EXPECT_FALSE(contract.checkResponse("GET", "/wps/thing", 500, type, "{}").empty()) << "undocumented status";
  EXPECT_FALSE(contract.checkResponse("POST", "/wps/thing", 200, type, "{}").empty()) << "undocumented method";
  EXPECT_FALSE(contract.checkResponse("GET", "/wps/other", 200, type, "{}").empty()) << "undocumented path";
  EXPECT_FALSE(contract.checkResponse("GET", "/wps/thing", 200, "text/html", "<p>").empty()) << "content type";
  EXPECT_FALSE(contract.checkResponse("GET", "/wps/thing", 200, type, "not json").empty()) << "body";
}

TEST_F(OpenApiValidator, KnowsWhichPathsAreTheApis) {
  EXPECT_TRUE(contract.coversPath("http://127.0.0.1:8080/wps/nothing?q=1"));
  EXPECT_FALSE(contract.coversPath("http://127.0.0.1:8080/assets/index.js"));
  EXPECT_FALSE(contract.coversPath("/"));
}

TEST(OpenApiContractFile, LoadsAndResolvesEveryReference) {
  const auto& contract = panalo::testing::apiContract();
  EXPECT_TRUE(contract.coversPath("/wps/system/status"));
  EXPECT_TRUE(contract
                  .checkResponse("GET", "/wps/system/status", 503, "application/json",
                                 R"({"success":false,"code":"service_unavailable","message":"x"})")
                  .empty());
}

}  // namespace
