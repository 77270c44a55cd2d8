#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/content/notice_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct ContentServices {
  services::SessionService& sessions;
  services::NoticeService& notices;
};

// Spec section 7, Notice (api/openapi.yaml, tag content): GET /wps/relay/CSP_notice.
void addContentRoutes(http::RouteTable& routes, ContentServices s);

}  // namespace panalo::routes
