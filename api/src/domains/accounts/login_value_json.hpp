#pragma once
// The login value every call that logs in returns (login, register, free play,
// SMS login, set password by phone): one serialiser, so they cannot drift.

#include <nlohmann/json.hpp>

#include "domains/accounts/login_service.hpp"

namespace panalo::routes {

nlohmann::json loginValueJson(const services::LoginValue& value);

}  // namespace panalo::routes
