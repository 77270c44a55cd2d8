#pragma once
// POST /wps/seamless/v1/debit|credit|rollback: a game provider's signed calls
// (headers X-Panalo-Vendor, X-Panalo-Timestamp, X-Panalo-Signature).

#include "domains/wallet/seamless_service.hpp"
#include "platform/http/http_types.hpp"
#include "platform/http/route_table.hpp"

namespace panalo::routes {

inline constexpr const char* kSeamlessDebitPath = "/wps/seamless/v1/debit";
inline constexpr const char* kSeamlessCreditPath = "/wps/seamless/v1/credit";
inline constexpr const char* kSeamlessRollbackPath = "/wps/seamless/v1/rollback";

// One call, answered as HTTP would answer it (errors included): the route
// and the in-process transport of the house provider both use it.
http::HttpResponse answerSeamless(services::SeamlessWalletService& seamless, const http::HttpRequest& request);

void addSeamlessRoutes(http::RouteTable& routes, services::SeamlessWalletService& seamless);

}  // namespace panalo::routes
