#pragma once
// JSON of free play: the request body in as a typed FreePlayRequest (the login
// value out is accounts' loginValueJson).

#include <nlohmann/json.hpp>

#include "domains/trials/freeplay_service.hpp"

namespace panalo::routes {

// `body` is {os?, platform?, encryption?, gatewayVersion?}. Throws
// DomainError: invalid_request when it is not an object, invalid_parameter
// when one of those fields is neither a string nor null.
services::FreePlayRequest freePlayRequestOf(const nlohmann::json& body);

}  // namespace panalo::routes
