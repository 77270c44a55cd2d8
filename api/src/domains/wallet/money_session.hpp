#pragma once
// The member behind a money call: the session authenticated, then trial
// accounts refused (in_need_true_account) before the body is even read, so a
// trial gets that answer on every wallet and payment route whatever it sends
// (issue 13: "Trial accounts get in_need_true_account on every money call").

#include "domains/accounts/session_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "platform/http/bearer_token.hpp"
#include "platform/http/http_types.hpp"
#include "platform/http/user_agent.hpp"

namespace panalo::routes {

inline repositories::Member moneyMember(services::SessionService& sessions, const http::HttpRequest& request) {
  auto member = sessions.authenticate(http::bearerToken(request), http::userAgentOf(request));
  services::requireRealAccount(member);
  return member;
}

}  // namespace panalo::routes
