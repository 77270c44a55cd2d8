// Reads the settings JSON described in registration_settings.hpp without ever
// throwing: the wasm build runs with exception catching off, so every member is
// type-checked before it is read.
#include "panalo/validation/registration_settings.hpp"

#include <algorithm>

#include "panalo/validation/utf8.hpp"

namespace panalo::validation {
namespace {

using nlohmann::json;

constexpr std::int64_t kMaxConfiguredLength = 1000000;

FieldRule defaultRule(std::string_view name) {
  FieldRule rule;
  if (name == "username" || name == "password") {
    rule.enabled = true;
    rule.required = true;
  } else if (name == "verificationCode") {
    rule.enabled = true;
    rule.maxLength = kVerificationCodeMaxLength;
  } else if (name == "mobileNum") {
    rule.maxLength = kMobileNumberMaxLength;
  }
  if (name == "password") {
    rule.minLength = kPasswordMinLengthFloor;
    rule.maxLength = kPasswordMaxLengthFloor;
  }
  return rule;
}

const std::string_view kCoreFields[] = {"username", "password", "mobileNum", "verificationCode"};

// Collects the first error with the path where it happened.
class Reader {
 public:
  std::string error;

  bool failed() const { return !error.empty(); }
  void fail(const std::string& path, const std::string& what) {
    if (error.empty()) error = path + ": " + what;
  }

  void readBool(const json& object, const char* member, const std::string& path, bool& out) {
    const auto it = object.find(member);
    if (it == object.end() || it->is_null()) return;
    if (!it->is_boolean()) return fail(path + "." + member, "must be a boolean");
    out = it->get<bool>();
  }

  // Returns nullopt when absent; records an error for a non-integer or out of range.
  std::optional<std::uint32_t> readCount(const json& object, const char* member, const std::string& path) {
    const auto it = object.find(member);
    if (it == object.end() || it->is_null()) return std::nullopt;
    if (!it->is_number_integer()) {
      fail(path + "." + member, "must be an integer");
      return std::nullopt;
    }
    const auto value =
        it->is_number_unsigned()
            ? static_cast<std::int64_t>(std::min<std::uint64_t>(it->get<std::uint64_t>(), kMaxConfiguredLength + 1))
            : it->get<std::int64_t>();
    if (value < 0 || value > kMaxConfiguredLength) {
      fail(path + "." + member, "must be between 0 and 1000000");
      return std::nullopt;
    }
    return static_cast<std::uint32_t>(value);
  }

  void readSiteWords(const json& input, std::vector<std::string>& out) {
    const auto it = input.find("siteWords");
    if (it == input.end() || it->is_null()) return;
    if (!it->is_array() || it->size() > kMaxSiteWords) {
      return fail("settings.siteWords", "must be an array of at most 16 strings");
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
      const auto* word = (*it)[i].get_ptr<const std::string*>();
      if (!word || word->empty() || word->size() > kMaxSiteWordBytes || !isValidUtf8(*word) ||
          word->find('\0') != std::string::npos) {
        return fail("settings.siteWords[" + std::to_string(i) + "]", "must be text of 1 to 253 bytes");
      }
      out.push_back(*word);
    }
  }

  void readRule(const json& object, const std::string& name, FieldRule& rule) {
    const std::string path = "fields." + name;
    if (!object.is_object()) return fail(path, "must be an object");
    readBool(object, "enabled", path, rule.enabled);
    readBool(object, "required", path, rule.required);
    if (const auto minLength = readCount(object, "minLength", path)) rule.minLength = *minLength;
    if (const auto maxLength = readCount(object, "maxLength", path); maxLength && *maxLength > 0) {
      rule.maxLength = *maxLength;
    }
    if (const auto digits = readCount(object, "digits", path)) rule.digits = *digits;
    if (const auto kind = object.find("kind"); kind != object.end() && !kind->is_null()) {
      const auto* kindName = kind->get_ptr<const std::string*>();
      const auto parsed = kindName ? patternKindFromName(*kindName) : std::nullopt;
      if (!parsed) return fail(path + ".kind", "must be one of the kinds in pattern_kinds.hpp");
      rule.kind = parsed;
    }
    if (const auto pattern = object.find("acceptedPattern"); pattern != object.end() && !pattern->is_null()) {
      const auto* source = pattern->get_ptr<const std::string*>();
      if (!source) return fail(path + ".acceptedPattern", "must be a string");
      rule.acceptedPattern = *source;
      if (!source->empty()) {
        PatternCompileResult compiled = compileAcceptedPattern(*source);
        if (!compiled.ok()) return fail(path + ".acceptedPattern", compiled.error.describe());
        rule.compiledPattern = std::move(compiled.pattern);
      }
    }
    // The image captcha is checked by the server whenever it is shown.
    if (name == "captcha" && rule.enabled) rule.required = true;
    // The password is exempt: applyPasswordFloors reconciles its limits.
    if (name != "password" && rule.minLength > rule.maxLength) fail(path, "minLength is greater than maxLength");
  }
};

// ASVS 5.0 floors for the password, whatever the operator configured.
void applyPasswordFloors(FieldRule& rule) {
  rule.enabled = true;
  rule.required = true;
  rule.minLength = std::clamp(rule.minLength, kPasswordMinLengthFloor, kPasswordMaxLengthCeiling);
  rule.maxLength = std::clamp(rule.maxLength, kPasswordMaxLengthFloor, kPasswordMaxLengthCeiling);
  rule.maxLength = std::max(rule.maxLength, rule.minLength);
}

}  // namespace

const FieldRule& RegistrationSettings::rule(std::string_view name) const {
  static const FieldRule kDisabled{};
  const auto it = fields.find(name);
  return it == fields.end() ? kDisabled : it->second;
}

RegistrationSettings defaultRegistrationSettings() {
  RegistrationSettings settings;
  for (const std::string_view name : kCoreFields) settings.fields.emplace(std::string(name), defaultRule(name));
  for (const std::string_view name : kOptionalRegistrationFields) {
    settings.fields.emplace(std::string(name), defaultRule(name));
  }
  return settings;
}

SettingsParseResult parseRegistrationSettings(const json& input) {
  SettingsParseResult result;
  RegistrationSettings settings = defaultRegistrationSettings();
  Reader reader;
  if (!input.is_null() && !input.is_object()) {
    result.error = "settings: must be an object";
    return result;
  }
  if (input.is_object()) {
    if (const auto fields = input.find("fields"); fields != input.end() && !fields->is_null()) {
      if (!fields->is_object()) {
        reader.fail("fields", "must be an object");
      } else {
        for (auto& [name, rule] : settings.fields) {
          if (const auto member = fields->find(name); member != fields->end()) reader.readRule(*member, name, rule);
        }
      }
    }
    reader.readBool(input, "smsVerification", "settings", settings.smsVerification);
    reader.readBool(input, "mobilePassword", "settings", settings.mobilePassword);
    if (const auto age = reader.readCount(input, "minimumAge", "settings")) {
      if (*age != 18 && *age != 21) reader.fail("settings.minimumAge", "must be 18 or 21");
      settings.minimumAge = *age;
    }
    reader.readSiteWords(input, settings.siteWords);
  }
  if (reader.failed()) {
    result.error = reader.error;
    return result;
  }
  applyPasswordFloors(settings.fields["password"]);
  result.settings = std::move(settings);
  return result;
}

SettingsParseResult parseRegistrationSettingsText(std::string_view jsonText) {
  const json parsed = json::parse(jsonText.begin(), jsonText.end(), nullptr, false);
  if (parsed.is_discarded()) {
    SettingsParseResult result;
    result.error = "settings: not valid JSON";
    return result;
  }
  return parseRegistrationSettings(parsed);
}

}  // namespace panalo::validation
