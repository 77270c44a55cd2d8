// Decodes a JSON form request into the structs of forms.hpp, runs the form's
// validator and encodes the answer. Uses only nlohmann's non-throwing calls: in
// the wasm build exception catching is off, so a throw would abort the module.
#include "panalo/validation/form_json.hpp"

#include <functional>
#include <optional>

#include <nlohmann/json.hpp>

#include "panalo/crypto/text_encoding.hpp"
#include "panalo/validation/forms.hpp"

namespace panalo::validation {
namespace {

using nlohmann::json;

json errorAnswer(std::string_view error, const std::string& detail) {
  json answer = {{"ok", false}, {"error", error}};
  if (!detail.empty()) answer["detail"] = detail;
  return answer;
}

// Values given as {"hex": ...}: the one strict hex decoder of shared/crypto.
std::optional<std::string> decodeHex(std::string_view hex) {
  auto bytes = crypto::fromHex(hex);
  if (!bytes) return std::nullopt;
  return std::string(bytes->begin(), bytes->end());
}

// Reads typed members of "values", remembering the first problem.
class ValueReader {
 public:
  explicit ValueReader(const json& values) : values_(values) {}

  std::string error;

  std::string text(const char* name) {
    const json* value = member(name);
    if (value == nullptr) return {};
    if (const auto* s = value->get_ptr<const std::string*>()) return *s;
    if (value->is_object()) {
      const auto hex = value->find("hex");
      if (hex != value->end() && hex->is_string()) {
        if (auto bytes = decodeHex(*hex->get_ptr<const std::string*>())) return std::move(*bytes);
      }
    }
    fail(name, "must be a string or {\"hex\": \"...\"}");
    return {};
  }

  bool flag(const char* name) {
    const json* value = member(name);
    if (value == nullptr) return false;
    if (!value->is_boolean()) {
      fail(name, "must be a boolean");
      return false;
    }
    return value->get<bool>();
  }

  std::uint64_t count(const json& object, const char* name, const std::string& path) {
    const auto it = object.find(name);
    if (it == object.end() || it->is_null()) return 0;
    if (!it->is_number_unsigned()) {
      fail(path.c_str(), "must be a non-negative integer");
      return 0;
    }
    return it->get<std::uint64_t>();
  }

  std::uint32_t smallCount(const char* name) {
    const std::uint64_t value = count(values_, name, name);
    return static_cast<std::uint32_t>(std::min<std::uint64_t>(value, UINT32_MAX));
  }

  std::vector<ImageUpload> images() {
    std::vector<ImageUpload> uploads;
    const json* list = member("images");
    if (list == nullptr) return uploads;
    if (!list->is_array()) {
      fail("images", "must be an array");
      return uploads;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
      const json& item = (*list)[i];
      const std::string path = "images." + std::to_string(i);
      if (!item.is_object()) {
        fail(path.c_str(), "must be an object");
        continue;
      }
      ImageUpload upload;
      const auto header = item.find("headerHex");
      std::optional<std::string> bytes;
      if (header != item.end() && header->is_string()) bytes = decodeHex(*header->get_ptr<const std::string*>());
      if (!bytes) fail(path.c_str(), "headerHex must be a hex string");
      upload.header = bytes.value_or(std::string());
      upload.sizeBytes = count(item, "size", path + ".size");
      uploads.push_back(std::move(upload));
    }
    return uploads;
  }

 private:
  const json* member(const char* name) const {
    if (!values_.is_object()) return nullptr;
    const auto it = values_.find(name);
    return (it == values_.end() || it->is_null()) ? nullptr : &*it;
  }
  void fail(const char* name, const char* what) {
    if (error.empty()) error = std::string("values.") + name + ": " + what;
  }

  const json& values_;
};

RegistrationForm readRegistration(ValueReader& in) {
  RegistrationForm form;
  form.username = in.text("username");
  form.password = in.text("password");
  form.confirmPassword = in.text("confirmPassword");
  form.mobileNum = in.text("mobileNum");
  form.verificationCode = in.text("verificationCode");
  for (const std::string_view name : kOptionalRegistrationFields) {
    const std::string key(name);
    form.optionalFields[key] = in.text(key.c_str());
  }
  form.termsAccepted = in.flag("termsAccepted");
  form.ageConfirmed = in.flag("ageConfirmed");
  return form;
}

using FormValidator = std::function<FormResult(ValueReader&, const RegistrationSettings&)>;

std::optional<FormValidator> findForm(std::string_view name) {
  if (name == "login.username") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      LoginByUsernameForm form;
      form.username = in.text("username");
      form.password = in.text("password");
      form.captcha = in.text("captcha");
      form.captchaShown = in.flag("captchaShown");
      form.botCheckRequired = in.flag("botCheckRequired");
      form.botCheckCompleted = in.flag("botCheckCompleted");
      return validateLoginByUsername(form, s);
    };
  }
  if (name == "login.sms") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      return validateLoginBySms(LoginBySmsForm{in.text("mobileNum"), in.text("verificationCode")}, s);
    };
  }
  if (name == "registration.username") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      return validateRegistrationByUsername(readRegistration(in), s);
    };
  }
  if (name == "registration.mobile") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      return validateRegistrationByMobile(readRegistration(in), s);
    };
  }
  if (name == "agent.downline") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      return validateDownlineAccount(DownlineAccountForm{in.text("username"), in.text("password"),
                                                         in.text("confirmPassword"), in.text("nickname")},
                                     s);
    };
  }
  if (name == "forgotPassword.email") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      return validateForgotPasswordByEmail(ForgotPasswordByEmailForm{in.text("username"), in.text("email")}, s);
    };
  }
  if (name == "forgotPassword.phone") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      return validateForgotPasswordByPhone(
          ForgotPasswordByPhoneForm{in.text("mobileNum"), in.text("verificationCode"), in.text("newPassword")}, s);
    };
  }
  if (name == "changePassword") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      ChangePasswordForm form;
      form.oldPassword = in.text("oldPassword");
      form.newPassword = in.text("newPassword");
      form.confirmNewPassword = in.text("confirmNewPassword");
      form.username = in.text("username");
      form.oldPasswordKnown = in.flag("oldPasswordKnown");
      return validateChangePassword(form, s);
    };
  }
  if (name == "smsCode") {
    return [](ValueReader& in, const RegistrationSettings& s) {
      return validateSmsCodeRequest(SmsCodeRequestForm{in.text("mobileNum"), in.text("countryDialingCode")}, s);
    };
  }
  if (name == "activityApplication") {
    return [](ValueReader& in, const RegistrationSettings&) {
      ActivityApplicationForm form;
      form.remark = in.text("remark");
      form.images = in.images();
      return validateActivityApplication(form);
    };
  }
  if (name == "feedback") {
    return [](ValueReader& in, const RegistrationSettings&) {
      FeedbackForm form;
      form.content = in.text("content");
      form.minWords = in.smallCount("minWords");
      form.maxWords = in.smallCount("maxWords");
      return validateFeedback(form);
    };
  }
  return std::nullopt;
}

json encodeResult(const FormResult& result) {
  json fields = json::object();
  for (const auto& [field, messages] : result.fields) {
    json list = json::array();
    for (const Message& message : messages) {
      list.push_back({{"key", message.key}, {"params", message.params}});
    }
    fields[field] = std::move(list);
  }
  return {{"ok", result.ok()}, {"fields", std::move(fields)}};
}

json answer(std::string_view requestJson) {
  const json request = json::parse(requestJson.begin(), requestJson.end(), nullptr, false);
  if (request.is_discarded() || !request.is_object()) return errorAnswer("invalid_request", "not a JSON object");
  const auto formName = request.find("form");
  if (formName == request.end() || !formName->is_string()) {
    return errorAnswer("invalid_request", "form: must be a string");
  }
  const auto validator = findForm(*formName->get_ptr<const std::string*>());
  if (!validator) return errorAnswer("unknown_form", "no form named '" + formName->get<std::string>() + "'");
  const auto values = request.find("values");
  if (values != request.end() && !values->is_null() && !values->is_object()) {
    return errorAnswer("invalid_request", "values: must be an object");
  }
  const auto settingsMember = request.find("settings");
  const SettingsParseResult settings =
      parseRegistrationSettings(settingsMember == request.end() ? json() : *settingsMember);
  if (!settings.ok()) return errorAnswer("invalid_settings", settings.error);
  static const json kNoValues = json::object();
  ValueReader reader(values == request.end() ? kNoValues : *values);
  const FormResult result = (*validator)(reader, *settings.settings);
  if (!reader.error.empty()) return errorAnswer("invalid_request", reader.error);
  return encodeResult(result);
}

}  // namespace

std::string validateFormJson(std::string_view requestJson) noexcept {
  try {
    // Field names come from our own tables and the error detail may echo a form
    // name from the request; replace any invalid UTF-8 rather than throw.
    return answer(requestJson).dump(-1, ' ', false, json::error_handler_t::replace);
  } catch (...) {
    return R"({"ok":false,"error":"internal_error"})";
  }
}

}  // namespace panalo::validation
