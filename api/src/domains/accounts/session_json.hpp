#pragma once
// JSON of the session list (GET /wps/member/sessions) and of ending a session
// (DELETE /wps/member/sessions): the bodies api/openapi.yaml describes.

#include <nlohmann/json.hpp>

#include <vector>

#include "domains/accounts/active_session_service.hpp"

namespace panalo::routes {

// [{id, browser, os, deviceKind, ip, createdAt, lastSeenAt, current, passwordChangeOnly}]
nlohmann::json activeSessionsJson(const std::vector<services::ActiveSession>& sessions);
// {current}: whether the ended session was the caller's own (now logged out)
nlohmann::json endedSessionJson(bool current);

}  // namespace panalo::routes
