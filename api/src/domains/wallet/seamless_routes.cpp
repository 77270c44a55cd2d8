#include "domains/wallet/seamless_routes.hpp"

#include "domains/wallet/seamless_json.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/http/envelope.hpp"
#include "platform/security/request_signature.hpp"

namespace panalo::routes {
namespace {

services::SeamlessOperation operationOf(const std::string& path) {
  if (path == kSeamlessCreditPath) return services::SeamlessOperation::Credit;
  if (path == kSeamlessRollbackPath) return services::SeamlessOperation::Rollback;
  return services::SeamlessOperation::Debit;
}

}  // namespace

http::HttpResponse answerSeamless(services::SeamlessWalletService& seamless, const http::HttpRequest& request) {
  try {
    services::SignedSeamlessCall call;
    call.operation = operationOf(request.path);
    call.path = request.path;
    call.vendor = request.header(security::kVendorHeader).value_or("");
    call.timestamp = request.header(security::kTimestampHeader).value_or("");
    call.signature = request.header(security::kSignatureHeader).value_or("");
    call.body = request.body;
    return http::okJson(seamlessAnswerJson(seamless.receive(call)));
  } catch (const DomainError& error) {
    return http::fromDomainError(error);
  }
}

void addSeamlessRoutes(http::RouteTable& routes, services::SeamlessWalletService& seamless) {
  for (const auto* path : {kSeamlessDebitPath, kSeamlessCreditPath, kSeamlessRollbackPath}) {
    routes.add("POST", path,
               [&seamless](const http::HttpRequest& request) { return answerSeamless(seamless, request); });
  }
}

}  // namespace panalo::routes
