#pragma once

#include <string>

#include "domains/accounts/session_service.hpp"
#include "domains/realtime/channel_server.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

struct RealtimeServices {
  services::SessionService& sessions;
  realtime::ChannelServer& channel;
  // Read when a request comes (the server sets it when the channel starts).
  const std::string& publicUrl;
};

// Issue 17 item 1 (api/openapi.yaml, tag realtime), login required (the
// channel exists only for logged-in pages, spec section 6):
//   GET /wps/realtime/endpoint -> {url, port, path}: where the page connects.
void addRealtimeRoutes(http::RouteTable& routes, RealtimeServices s);

}  // namespace panalo::routes
