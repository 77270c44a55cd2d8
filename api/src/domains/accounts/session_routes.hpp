#pragma once

#include "domains/accounts/active_session_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/member/sessions (the caller's live sessions) and
// DELETE /wps/member/sessions?id=<session id> (end one of them).
void addSessionRoutes(http::RouteTable& routes, services::ActiveSessionService& activeSessions);

}  // namespace panalo::routes
