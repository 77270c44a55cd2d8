#include "domains/access/access_json.hpp"

namespace panalo::routes {

nlohmann::json systemStatusJson(const services::AccessVerdict& verdict, const std::string& ip) {
  return {{"systemStatus", verdict.systemStatus()},
          {"ip", ip},
          {"customerServiceUrl", verdict.customerServiceUrl},
          {"blockReason", services::blockReasonName(verdict.reason)}};
}

}  // namespace panalo::routes
