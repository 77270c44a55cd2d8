#pragma once
// The access check in front of every /wps and /lgw route (spec sections 2, 6, 8):
//   - blocked visitors (ip_locks, ip_blocks, country rules) get 403
//     info_ip_block (while locked) or access_restricted from every route
//     except the ones the block page itself needs: system status, languages
//     and the customer-service list. The encryption key and the captcha are
//     not exempt: every call that would use them is refused anyway.
//   - during maintenance (status 1) the account calls (login, registration,
//     free play, password calls, SMS sends) answer 503 system_maintenance;
//     browsing calls go on.
// One indexed query per visitor, reused for PANALO_ACCESS_CACHE_MS
// (services/access_service.hpp).

#include <string>

#include "domains/access/access_service.hpp"
#include "platform/http/dispatcher.hpp"

namespace panalo::app {

services::RequestClass requestClassFor(const std::string& path);
http::RequestGuard accessGuard(services::AccessService& access);

}  // namespace panalo::app
