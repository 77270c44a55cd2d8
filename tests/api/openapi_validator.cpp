#include "openapi_validator.hpp"
#include "test_paths.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <mutex>
#include <regex>
#include <sstream>
#include <stdexcept>

namespace panalo::testing {
namespace {

nlohmann::json plainScalar(const std::string& text) {
  static const std::regex integer(R"(^[-+]?[0-9]+$)");
  static const std::regex number(R"(^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$)");
  if (text == "null" || text == "Null" || text == "NULL" || text == "~" || text.empty()) return nullptr;
  if (text == "true" || text == "True" || text == "TRUE") return true;
  if (text == "false" || text == "False" || text == "FALSE") return false;
  if (std::regex_match(text, integer)) return std::stoll(text);
  if (std::regex_match(text, number)) return std::stod(text);
  return text;
}

// A schema's `pattern`, compiled once. Tests check responses from many threads at
// once, and compiling a std::regex writes libstdc++'s shared ctype narrow cache:
// compiling under one lock keeps those writes ordered (TSan reported them).
const std::regex& compiledPattern(const std::string& pattern) {
  static std::mutex mutex;
  static std::map<std::string, std::regex> compiled;
  const std::lock_guard<std::mutex> lock(mutex);
  auto found = compiled.find(pattern);
  if (found == compiled.end()) found = compiled.emplace(pattern, std::regex(pattern, std::regex::ECMAScript)).first;
  return found->second;
}

nlohmann::json toJson(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
      return nullptr;
    case YAML::NodeType::Scalar:
      // "?" is an untagged plain scalar (typed by its text); quoted ones are "!".
      return node.Tag() == "?" ? plainScalar(node.Scalar()) : nlohmann::json(node.Scalar());
    case YAML::NodeType::Sequence: {
      nlohmann::json out = nlohmann::json::array();
      for (const auto& item : node) out.push_back(toJson(item));
      return out;
    }
    case YAML::NodeType::Map: {
      nlohmann::json out = nlohmann::json::object();
      for (const auto& entry : node) out[entry.first.as<std::string>()] = toJson(entry.second);
      return out;
    }
  }
  return nullptr;
}

std::string pathOf(const std::string& target) {
  std::string path = target;
  if (const auto scheme = path.find("://"); scheme != std::string::npos) {
    const auto slash = path.find('/', scheme + 3);
    path = slash == std::string::npos ? "/" : path.substr(slash);
  }
  if (const auto query = path.find_first_of("?#"); query != std::string::npos) path.resize(query);
  return path;
}

std::string lower(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::string typeOf(const nlohmann::json& value) {
  if (value.is_null()) return "null";
  if (value.is_boolean()) return "boolean";
  if (value.is_number_integer()) return "integer";
  if (value.is_number()) return "number";
  if (value.is_string()) return "string";
  if (value.is_array()) return "array";
  return "object";
}

bool hasType(const nlohmann::json& value, const std::string& type) {
  if (type == "integer") return value.is_number_integer();
  if (type == "number") return value.is_number();
  return typeOf(value) == type;
}

// Length in characters (code points) of a UTF-8 string, as JSON Schema counts.
std::size_t characters(const std::string& text) {
  std::size_t count = 0;
  for (const char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0U) != 0x80U) ++count;
  }
  return count;
}

std::string shortText(const nlohmann::json& value) {
  std::string text = value.dump();
  if (text.size() > 120) text = text.substr(0, 117) + "...";
  return text;
}

}  // namespace

nlohmann::json yamlToJson(const std::string& yamlText) { return toJson(YAML::Load(yamlText)); }

OpenApiContract OpenApiContract::fromFile(const std::string& path, bool strictObjects) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  std::stringstream text;
  text << in.rdbuf();
  return OpenApiContract(yamlToJson(text.str()), strictObjects);
}

OpenApiContract::OpenApiContract(nlohmann::json document, bool strictObjects)
    : document_(std::move(document)), strictObjects_(strictObjects) {
  if (!document_.is_object() || !document_.contains("paths")) {
    throw std::runtime_error("not an OpenAPI document: no paths");
  }
}

const nlohmann::json& OpenApiContract::resolve(const nlohmann::json& maybeRef) const {
  const nlohmann::json* node = &maybeRef;
  for (int hops = 0; node->is_object() && node->contains("$ref"); ++hops) {
    const std::string ref = node->at("$ref").get<std::string>();
    if (hops > 16 || ref.rfind("#/", 0) != 0) throw std::runtime_error("unsupported $ref " + ref);
    node = &document_.at(nlohmann::json::json_pointer(ref.substr(1)));
  }
  return *node;
}

bool OpenApiContract::coversPath(const std::string& target) const {
  const std::string path = pathOf(target);
  if (document_.at("paths").contains(path)) return true;
  // Every path of the API shares the first segment of the documented ones (/wps/...).
  for (const auto& [documented, _] : document_.at("paths").items()) {
    const auto second = documented.find('/', 1);
    if (second != std::string::npos && path.rfind(documented.substr(0, second + 1), 0) == 0) return true;
  }
  return false;
}

std::vector<std::string> OpenApiContract::checkResponse(const std::string& method, const std::string& target,
                                                        long status, const std::string& contentType,
                                                        const std::string& body) const {
  const std::string path = pathOf(target);
  const std::string operationName = method + " " + path;
  const auto& paths = document_.at("paths");
  if (!paths.contains(path)) return {operationName + ": no such path in api/openapi.yaml"};
  const auto& item = resolve(paths.at(path));
  // HEAD is answered like GET without a body.
  const std::string key = lower(method == "HEAD" && !item.contains("head") ? "get" : method);
  if (!item.contains(key)) return {operationName + ": no such operation in api/openapi.yaml"};
  const auto& responses = item.at(key).at("responses");
  const std::string statusText = std::to_string(status);
  std::string documented;
  if (responses.contains(statusText)) {
    documented = statusText;
  } else if (const std::string range = statusText.substr(0, 1) + "XX"; responses.contains(range)) {
    documented = range;
  } else if (responses.contains("default")) {
    documented = "default";
  } else {
    return {operationName + ": status " + statusText + " is not documented"};
  }
  const auto& response = resolve(responses.at(documented));
  if (!response.contains("content") || method == "HEAD") return {};
  const auto& content = response.at("content");
  if (!content.contains("application/json")) return {};
  if (contentType.find("application/json") == std::string::npos) {
    return {operationName + " " + statusText + ": content type '" + contentType + "', documented application/json"};
  }
  const auto& media = content.at("application/json");
  if (!media.contains("schema")) return {};
  const auto parsed = nlohmann::json::parse(body, nullptr, false);
  if (parsed.is_discarded()) return {operationName + " " + statusText + ": body is not JSON: " + body.substr(0, 120)};
  std::vector<std::string> problems;
  check(media.at("schema"), parsed, "", problems, 0);
  const std::string prefix = operationName + " " + statusText + ": ";
  for (auto& problem : problems) problem.insert(0, prefix);
  return problems;
}

std::vector<std::string> OpenApiContract::checkValue(const nlohmann::json& schema, const nlohmann::json& value) const {
  std::vector<std::string> problems;
  check(schema, value, "", problems, 0);
  return problems;
}

const nlohmann::json* OpenApiContract::declaredProperty(const nlohmann::json& schemaOrRef, const std::string& name,
                                                        int depth) const {
  const auto& schema = resolve(schemaOrRef);
  if (!schema.is_object() || depth > 64) return nullptr;
  const auto properties = schema.find("properties");
  if (properties != schema.end() && properties->contains(name)) return &properties->at(name);
  const auto parts = schema.find("allOf");
  if (parts == schema.end()) return nullptr;
  for (const auto& part : *parts) {
    if (const auto* found = declaredProperty(part, name, depth + 1)) return found;
  }
  return nullptr;
}

bool OpenApiContract::listsProperties(const nlohmann::json& schemaOrRef, int depth) const {
  const auto& schema = resolve(schemaOrRef);
  if (!schema.is_object() || depth > 64) return false;
  if (schema.contains("properties")) return true;
  const auto parts = schema.find("allOf");
  if (parts == schema.end()) return false;
  return std::any_of(parts->begin(), parts->end(),
                     [&](const nlohmann::json& part) { return listsProperties(part, depth + 1); });
}

void OpenApiContract::check(const nlohmann::json& schemaOrRef, const nlohmann::json& value, const std::string& where,
                            std::vector<std::string>& problems, int depth, bool inAllOf) const {
  const std::string at = where.empty() ? "body" : where;
  if (depth > 64) {
    problems.push_back(at + ": schema nests too deep");
    return;
  }
  const auto& schema = resolve(schemaOrRef);
  if (schema.is_boolean()) {
    if (!schema.get<bool>()) problems.push_back(at + ": no value is allowed here");
    return;
  }
  if (!schema.is_object()) return;

  if (value.is_null() && schema.value("nullable", false)) return;

  for (const auto& part : schema.value("allOf", nlohmann::json::array()))
    check(part, value, where, problems, depth + 1, true);
  if (schema.contains("oneOf") || schema.contains("anyOf")) {
    const bool one = schema.contains("oneOf");
    std::size_t matching = 0;
    for (const auto& part : schema.at(one ? "oneOf" : "anyOf")) {
      std::vector<std::string> partProblems;
      check(part, value, where, partProblems, depth + 1);
      if (partProblems.empty()) ++matching;
    }
    if (one ? matching != 1 : matching == 0) {
      problems.push_back(at + ": " + std::to_string(matching) + " of the " + (one ? "oneOf" : "anyOf") +
                         " schemas match " + shortText(value));
    }
  }
  if (schema.contains("not")) {
    std::vector<std::string> notProblems;
    check(schema.at("not"), value, where, notProblems, depth + 1);
    if (notProblems.empty()) problems.push_back(at + ": matches the schema under not: " + shortText(value));
  }

  if (schema.contains("type")) {
    const std::string type = schema.at("type").get<std::string>();
    if (!hasType(value, type)) {
      problems.push_back(at + ": expected " + type + (schema.value("nullable", false) ? " or null" : "") + ", got " +
                         typeOf(value) + " " + shortText(value));
      return;
    }
  }
  if (schema.contains("enum")) {
    bool listed = false;
    for (const auto& option : schema.at("enum")) listed = listed || option == value;
    if (!listed) problems.push_back(at + ": " + shortText(value) + " is not one of " + shortText(schema.at("enum")));
  }

  if (value.is_string()) {
    const auto& text = value.get_ref<const std::string&>();
    if (schema.contains("minLength") && characters(text) < schema.at("minLength").get<std::size_t>()) {
      problems.push_back(at + ": shorter than " + schema.at("minLength").dump() + " characters");
    }
    if (schema.contains("maxLength") && characters(text) > schema.at("maxLength").get<std::size_t>()) {
      problems.push_back(at + ": longer than " + schema.at("maxLength").dump() + " characters");
    }
    if (schema.contains("pattern") &&
        !std::regex_search(text, compiledPattern(schema.at("pattern").get<std::string>()))) {
      problems.push_back(at + ": " + shortText(value) + " does not match " + schema.at("pattern").dump());
    }
  }
  if (value.is_number()) {
    const double number = value.get<double>();
    if (schema.contains("minimum") && number < schema.at("minimum").get<double>()) {
      problems.push_back(at + ": " + value.dump() + " is below the minimum " + schema.at("minimum").dump());
    }
    if (schema.contains("maximum") && number > schema.at("maximum").get<double>()) {
      problems.push_back(at + ": " + value.dump() + " is above the maximum " + schema.at("maximum").dump());
    }
  }
  if (value.is_array()) {
    if (schema.contains("minItems") && value.size() < schema.at("minItems").get<std::size_t>()) {
      problems.push_back(at + ": fewer than " + schema.at("minItems").dump() + " items");
    }
    if (schema.contains("maxItems") && value.size() > schema.at("maxItems").get<std::size_t>()) {
      problems.push_back(at + ": more than " + schema.at("maxItems").dump() + " items");
    }
    if (schema.contains("items")) {
      for (std::size_t i = 0; i < value.size(); ++i) {
        check(schema.at("items"), value[i], where + "[" + std::to_string(i) + "]", problems, depth + 1);
      }
    }
  }
  if (value.is_object()) {
    const auto properties = schema.value("properties", nlohmann::json::object());
    for (const auto& name : schema.value("required", nlohmann::json::array())) {
      if (!value.contains(name.get<std::string>())) {
        problems.push_back(at + ": required property " + name.dump() + " is missing");
      }
    }
    for (const auto& [name, member] : value.items()) {
      std::string memberAt = where;
      if (!where.empty()) memberAt += '.';
      memberAt += name;
      if (properties.contains(name)) {
        check(properties.at(name), member, memberAt, problems, depth + 1);
      } else if (schema.contains("additionalProperties")) {
        check(schema.at("additionalProperties"), member, memberAt, problems, depth + 1);
      } else if (strictObjects_ && !inAllOf && listsProperties(schema, depth) &&
                 declaredProperty(schema, name, depth) == nullptr) {
        // A property of an allOf sibling is checked by that part; an undeclared one is not allowed.
        problems.push_back(memberAt + ": property not in the contract");
      }
      // Otherwise OpenAPI 3.0 allows other properties.
    }
  }
}

const OpenApiContract& apiContract() {
  static const OpenApiContract contract = OpenApiContract::fromFile(openapiFilePath(), /*strictObjects=*/true);
  return contract;
}

}  // namespace panalo::testing
