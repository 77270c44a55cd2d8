#include "domains/accounts/login_value_json.hpp"

namespace panalo::routes {

nlohmann::json loginValueJson(const services::LoginValue& value) {
  nlohmann::json json = {{"token", value.token},
                         {"firstTimeLogin", value.firstTimeLogin},
                         {"passwordExpired", value.passwordExpired},
                         {"defaultPassword", value.defaultPassword},
                         {"passwordChangeOnly", value.passwordChangeOnly},
                         {"isAgent", value.isAgent},
                         {"isTrial", value.isTrial},
                         {"nickname", value.nickname},
                         {"account", value.account},
                         {"customerId", value.customerId}};
  if (!value.deviceToken.empty()) json["deviceToken"] = value.deviceToken;
  return json;
}

}  // namespace panalo::routes
