#pragma once
// JSON of GET /wps/system/status: a visitor's access verdict out as
// api/openapi.yaml describes it.

#include <nlohmann/json.hpp>

#include <string>

#include "domains/access/access_service.hpp"

namespace panalo::routes {

// {systemStatus, ip, customerServiceUrl, blockReason}
nlohmann::json systemStatusJson(const services::AccessVerdict& verdict, const std::string& ip);

}  // namespace panalo::routes
