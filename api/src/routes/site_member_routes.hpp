#pragma once

#include "http/route_table.hpp"
#include "services/freeplay_service.hpp"
#include "services/member_extras_service.hpp"
#include "services/session_service.hpp"

namespace panalo::routes {

// POST /wps/session/login/freeplay, GET /wps/member/info/funds/consolidated
// and GET /wps/member/info/icon.
void addSiteMemberRoutes(http::RouteTable& routes, services::FreePlayService& freePlay,
                         services::SessionService& sessions, services::MemberExtrasService& extras);

}  // namespace panalo::routes
