#include "domains/accounts/session_json.hpp"

namespace panalo::routes {

nlohmann::json activeSessionsJson(const std::vector<services::ActiveSession>& sessions) {
  auto list = nlohmann::json::array();
  for (const auto& session : sessions) {
    list.push_back({{"id", session.id},
                    {"browser", session.device.browser},
                    {"os", session.device.os},
                    {"deviceKind", session.device.kind},
                    {"ip", session.ip},
                    {"createdAt", session.createdAt},
                    {"lastSeenAt", session.lastSeenAt},
                    {"current", session.current},
                    {"passwordChangeOnly", session.passwordChangeOnly}});
  }
  return list;
}

nlohmann::json endedSessionJson(bool current) { return {{"current", current}}; }

}  // namespace panalo::routes
