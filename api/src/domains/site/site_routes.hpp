#pragma once

#include "domains/access/access_service.hpp"
#include "domains/accounts/invitation_service.hpp"
#include "domains/site/site_info_service.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

// GET /wps/system/permission, /whitelabel, /domainRoute, /countries,
// /customerService and GET /wps/agent/affiliate.
void addSiteRoutes(http::RouteTable& routes, services::SiteInfoService& site, services::AccessService& access,
                   services::InvitationService& invitations);

}  // namespace panalo::routes
