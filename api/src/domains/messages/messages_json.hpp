#pragma once
// The messages domain's values as the JSON of api/openapi.yaml (tag messages).

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "domains/messages/message_types.hpp"

namespace panalo::routes {

nlohmann::json messageJson(const services::MemberMessage& message, bool withBody);
nlohmann::json messagePageJson(const services::MessagePage& page);
nlohmann::json unreadCountJson(const std::vector<std::pair<std::string, std::int64_t>>& counts);

}  // namespace panalo::routes
