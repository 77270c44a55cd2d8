#pragma once

#include "domains/accounts/session_service.hpp"
#include "domains/referral/referral_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// Issue 15 item 6, invite friends (api/openapi.yaml, tag referral), login required:
//   GET /wps/relay/CSP_referral (code, link, rule, totals; enabled false for
//   members it is not open to), GET /wps/relay/CSP_referralFriends (page),
//   POST /wps/relay/CSP_referralBind (name one's referrer by code).
void addReferralRoutes(http::RouteTable& routes, services::SessionService& sessions,
                       services::ReferralService& referrals);

}  // namespace panalo::routes
