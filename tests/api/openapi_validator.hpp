#pragma once
// Checks the server's answers against api/openapi.yaml: every response the test
// HTTP client receives is looked up by method and path, and its status and JSON
// body are validated against the documented response schema. An operation or a
// status the file does not name, or a body that does not match, is a test failure.
//
// The validator covers the OpenAPI 3.0 schema subset the file uses: type,
// properties, required, additionalProperties, items, enum, nullable, oneOf,
// anyOf, allOf, not, $ref (local), minLength/maxLength, minimum/maximum,
// minItems/maxItems and pattern. format, description, example and default are
// documentation. With strictObjects (what the API tests use), an object schema
// that lists properties and says nothing of additionalProperties accepts no
// others: a field the server sends but the contract (and so the UI's generated
// types) does not name is a mismatch too.

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace panalo::testing {

class OpenApiContract {
 public:
  // Loads an OpenAPI document (YAML or JSON).
  static OpenApiContract fromFile(const std::string& path, bool strictObjects = false);
  explicit OpenApiContract(nlohmann::json document, bool strictObjects = false);

  // Problems with one answer; empty when it matches. `target` is the request's
  // path with or without a query string; `body` is the raw response body.
  std::vector<std::string> checkResponse(const std::string& method, const std::string& target, long status,
                                         const std::string& contentType, const std::string& body) const;

  // Problems with `value` against `schema` (which may hold local $refs).
  std::vector<std::string> checkValue(const nlohmann::json& schema, const nlohmann::json& value) const;

  // Whether the contract names this path (the API's own routes; the built UI's
  // files and the SPA fallback are not part of it).
  bool coversPath(const std::string& target) const;

 private:
  const nlohmann::json& resolve(const nlohmann::json& maybeRef) const;
  // inAllOf: the schema is one part of an allOf, whose other parts may declare
  // the object's other properties; the composite checks for unknown ones.
  void check(const nlohmann::json& schema, const nlohmann::json& value, const std::string& where,
             std::vector<std::string>& problems, int depth, bool inAllOf = false) const;
  // The schema of property `name` from `schema` or any of its allOf parts; null when none declares it.
  const nlohmann::json* declaredProperty(const nlohmann::json& schema, const std::string& name, int depth) const;
  // Whether the schema or any of its allOf parts lists properties (a strict object).
  bool listsProperties(const nlohmann::json& schema, int depth) const;

  nlohmann::json document_;
  bool strictObjects_ = false;
};

// The contract of this repository (api/openapi.yaml), loaded once.
const OpenApiContract& apiContract();

// Parses YAML text into JSON (plain scalars typed as YAML 1.2's core schema does).
nlohmann::json yamlToJson(const std::string& yamlText);

}  // namespace panalo::testing
