#include "domains/accounts/registration_details_json.hpp"

namespace panalo::routes {

nlohmann::json registrationDetailsJson(const services::MaskedRegistrationDetails& details) {
  nlohmann::json json = {{"fundsPasswordSet", details.fundsPasswordSet}};
  const std::pair<const char*, const std::optional<std::string>*> values[] = {
      {"payeeName", &details.payeeName}, {"email", &details.email},
      {"mobileNum", &details.mobileNum}, {"qqNum", &details.qqNum},
      {"line", &details.line},           {"whatsapp", &details.whatsapp},
      {"facebook", &details.facebook},   {"wechat", &details.wechat},
      {"idNumber", &details.idNumber},   {"recommenderId", &details.recommenderId},
  };
  for (const auto& [name, value] : values) {
    if (*value) json[name] = **value;
  }
  return json;
}

}  // namespace panalo::routes
