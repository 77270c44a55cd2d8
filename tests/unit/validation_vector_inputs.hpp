#pragma once
// Turns the generative inputs of tests/vectors/validation (README.md there) into
// bytes: "value", "valueHex", "repeat"/"count"/"prefix"/"suffix", and the same
// shapes inside form requests. The wasm harness implements the same rules.

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace panalo::testing {

inline std::string bytesFromHex(const std::string& hex) {
  std::string bytes;
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2) {
    bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  }
  return bytes;
}

inline std::string repeated(const nlohmann::json& spec, const char* repeatKey, const char* countKey) {
  std::string out = spec.value("prefix", std::string());
  const std::string unit = spec.at(repeatKey).get<std::string>();
  const auto count = spec.at(countKey).get<std::size_t>();
  out.reserve(out.size() + unit.size() * count);
  for (std::size_t i = 0; i < count; ++i) out += unit;
  return out + spec.value("suffix", std::string());
}

// The subject of a patterns.json / kinds.json case.
inline std::string subjectOf(const nlohmann::json& c) {
  if (c.contains("value")) return c.at("value").get<std::string>();
  if (c.contains("valueHex")) return bytesFromHex(c.at("valueHex").get<std::string>());
  if (c.contains("repeat")) return repeated(c, "repeat", "count");
  throw std::runtime_error("case has no subject: " + c.dump());
}

// The pattern of a patterns.json case: "pattern", "patternHex", or
// "repeatPattern" x patternCount followed by "patternSuffixRepeat" x patternCount.
inline std::string patternOf(const nlohmann::json& c) {
  if (c.contains("pattern")) return c.at("pattern").get<std::string>();
  if (c.contains("patternHex")) return bytesFromHex(c.at("patternHex").get<std::string>());
  const auto count = c.at("patternCount").get<std::size_t>();
  std::string out;
  for (std::size_t i = 0; i < count; ++i) out += c.at("repeatPattern").get<std::string>();
  if (c.contains("patternSuffixRepeat")) {
    for (std::size_t i = 0; i < count; ++i) out += c.at("patternSuffixRepeat").get<std::string>();
  }
  return out;
}

// Expands {"repeat": ...} objects among request.values into strings.
inline nlohmann::json expandRequest(nlohmann::json request) {
  if (request.contains("values") && request["values"].is_object()) {
    for (auto& [name, value] : request["values"].items()) {
      if (value.is_object() && value.contains("repeat")) value = repeated(value, "repeat", "count");
    }
  }
  return request;
}

}  // namespace panalo::testing
