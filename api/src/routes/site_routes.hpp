#pragma once

#include "http/route_table.hpp"
#include "services/access_service.hpp"
#include "services/invitation_service.hpp"
#include "services/site_info_service.hpp"

namespace panalo::routes {

// GET /wps/system/permission, /whitelabel, /domainRoute, /countries,
// /customerService and GET /wps/agent/affiliate.
void addSiteRoutes(http::RouteTable& routes, services::SiteInfoService& site, services::AccessService& access,
                   services::InvitationService& invitations);

}  // namespace panalo::routes
