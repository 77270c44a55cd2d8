#include "domains/support/support_routes.hpp"

#include "domains/accounts/member_types.hpp"
#include "domains/support/support_json.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/plain_body.hpp"
#include "platform/http/query_params.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {
namespace {

using http::HttpRequest;
using http::okJson;

// The member behind a feedback call; a trial account has no feedback to give.
repositories::Member realMember(services::SessionService& sessions, const HttpRequest& request) {
  auto member = sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
  if (services::member_types::isTrial(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
  return member;
}

std::string stringField(const nlohmann::json& body, const char* name) {
  const auto found = body.find(name);
  if (found == body.end() || !found->is_string()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, std::string(name) + " must be a string");
  }
  return found->get<std::string>();
}

}  // namespace

void addSupportRoutes(http::RouteTable& routes, services::SessionService& sessions, services::ContentService& content,
                      services::FeedbackService& feedback, services::MirrorService& mirrors) {
  routes.add("GET", "/wps/system/helpCenter", [&content](const HttpRequest& request) {
    return okJson(helpCenterJson(content.helpCenter(request.queryParam("lang"), request.queryParam("device"))));
  });
  routes.add("GET", "/wps/support/document", [&content](const HttpRequest& request) {
    return okJson(documentJson(content.document(request.queryParam("key").value_or(""), request.queryParam("lang"))));
  });
  routes.add("GET", "/wps/support/news", [&content](const HttpRequest& request) {
    const auto pageNo = optionalIntParam(request, "pageNo").value_or(1);
    const auto pageSize = optionalIntParam(request, "pageSize").value_or(10);
    return okJson(newsPageJson(content.news(request.queryParam("lang"), pageNo, pageSize)));
  });
  routes.add("GET", "/wps/support/news/detail", [&content](const HttpRequest& request) {
    const auto id = optionalIntParam(request, "id");
    if (!id) throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "id is required");
    return okJson(newsArticleJson(content.newsArticle(*id, request.queryParam("lang"))));
  });
  routes.add("GET", "/wps/support/mirrors",
             [&mirrors](const HttpRequest&) { return okJson(mirrorsJson(mirrors.mirrors())); });
  routes.add("POST", "/wps/support/representative/verify", [&mirrors](const HttpRequest& request) {
    const auto body = readPlainBody(request);
    return okJson(representativeCheckJson(mirrors.verify(stringField(body, "contact"), request.clientIp)));
  });

  routes.add("PUT", "/wps/feedback", [&sessions, &feedback](const HttpRequest& request) {
    const auto member = realMember(sessions, request);
    const auto body = readPlainBody(request);
    const auto id = feedback.submit(member.id, stringField(body, "category"), stringField(body, "content"));
    return okJson({{"id", id}});
  });
  routes.add("GET", "/wps/feedback/list", [&sessions, &feedback](const HttpRequest& request) {
    const auto member = realMember(sessions, request);
    return okJson(memberFeedbackJson(feedback.ofMember(member.id)));
  });
}

}  // namespace panalo::routes
