#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/support/content_service.hpp"
#include "domains/support/feedback_service.hpp"
#include "domains/support/mirror_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/system/helpCenter, /wps/support/document, /wps/support/news(/detail),
// /wps/support/mirrors; POST /wps/support/representative/verify;
// PUT /wps/feedback and GET /wps/feedback/list (logged-in members).
void addSupportRoutes(http::RouteTable& routes, services::SessionService& sessions, services::ContentService& content,
                      services::FeedbackService& feedback, services::MirrorService& mirrors);

}  // namespace panalo::routes
