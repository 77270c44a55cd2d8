#include "domains/promotions/promotions_routes.hpp"

#include "domains/promotions/promotions_json.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/query_params.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

repositories::Member memberOf(services::SessionService& sessions, const http::HttpRequest& request) {
  return sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
}

// Visitors read promotions too; a token that is sent must be good.
std::optional<repositories::Member> visitorOf(services::SessionService& sessions, const http::HttpRequest& request) {
  if (!http::bearerToken(request)) return std::nullopt;
  return memberOf(sessions, request);
}

}  // namespace

void addPromotionRoutes(http::RouteTable& routes, services::SessionService& sessions,
                        services::PromotionService& promotions) {
  routes.add("GET", "/wps/v2/promotions", [&sessions, &promotions](const http::HttpRequest& request) {
    return http::okJson(promotionListJson(promotions.list(visitorOf(sessions, request), languageOf(request))));
  });
  routes.add("GET", "/wps/v2/promotions/detail", [&sessions, &promotions](const http::HttpRequest& request) {
    const auto id = optionalIntParam(request, "id");
    if (!id || *id <= 0) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "id must be a positive whole number");
    }
    return http::okJson(promotionJson(promotions.detail(visitorOf(sessions, request), *id, languageOf(request)), true));
  });
  routes.add("GET", "/wps/v2/promotions/available", [&sessions, &promotions](const http::HttpRequest& request) {
    return http::okJson(availableJson(promotions.available(visitorOf(sessions, request))));
  });
  routes.add("GET", "/wps/v2/promotions/mine", [&sessions, &promotions](const http::HttpRequest& request) {
    return http::okJson(mineJson(promotions.mine(memberOf(sessions, request), languageOf(request))));
  });
  routes.add("POST", "/wps/v2/promotions/join", [&sessions, &promotions](const http::HttpRequest& request) {
    const auto member = memberOf(sessions, request);
    const auto body = readPlainBody(request);
    return http::okJson(paymentJson(promotions.join(member, promotionIdOf(body), languageOf(request))));
  });
  const auto claim = [&sessions, &promotions](bool raffle) {
    return [&sessions, &promotions, raffle](const http::HttpRequest& request) {
      const auto member = memberOf(sessions, request);
      const auto body = readPlainBody(request);
      return http::okJson(paymentJson(
          promotions.claim(member, promotionIdOf(body), idempotencyKeyOf(body), raffle, languageOf(request))));
    };
  };
  routes.add("POST", "/wps/v2/promotions/claim", claim(false));
  routes.add("POST", "/wps/v2/promotions/raffle/claim", claim(true));
  // Images arrive base64 in the JSON body: this route has a request limit of its own.
  routes.add(
      "POST", "/wps/v2/promotions/applications",
      [&sessions, &promotions](const http::HttpRequest& request) {
        const auto member = memberOf(sessions, request);
        const auto body = readPlainBody(request);
        const auto application = applicationOf(body);
        return http::okJson(promotionJson(
            promotions.apply(member, promotionIdOf(body), application.remark, application.images, languageOf(request)),
            true));
      },
      http::RouteCost::Slow, services::PromotionService::kApplicationRequestBytes);
}

}  // namespace panalo::routes
