#include "routes/login_value_json.hpp"

namespace panalo::routes {

nlohmann::json loginValueJson(const services::LoginValue& value) {
  return {{"token", value.token},         {"firstTimeLogin", value.firstTimeLogin},
          {"passwordExpired", value.passwordExpired}, {"isAgent", value.isAgent},
          {"isTrial", value.isTrial},     {"nickname", value.nickname},
          {"account", value.account},     {"customerId", value.customerId}};
}

}  // namespace panalo::routes
