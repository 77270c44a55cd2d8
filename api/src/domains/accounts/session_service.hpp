#pragma once
// Session tokens: 128 random bits, handed out once, kept only as SHA-256. A
// session ends after idle time, at its absolute expiry, on logout, or when the
// member's password changes.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/http/http_types.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/session_repository.hpp"
#include "domains/accounts/account_policy.hpp"

namespace panalo::services {

class SessionService {
 public:
  SessionService(repositories::SessionRepository& sessions, repositories::MemberRepository& members,
                 SessionPolicy policy)
      : sessions_(sessions), members_(members), policy_(policy) {}

  // A new token for a fresh login; the caller returns it once and forgets it.
  std::string open(std::int64_t memberId, bool rememberMe, const std::string& ip);
  // The active member behind "Authorization: Bearer <token>", marking the
  // session used. Throws DomainError(Unauthenticated, "not_logged_in").
  repositories::Member authenticate(const http::HttpRequest& request);
  // Ends the request's session (no error when it has already ended).
  void close(const http::HttpRequest& request);
  std::int64_t closeAllOf(std::int64_t memberId);
  // For callers that store the session together with other login writes
  // (LoginService): a fresh token and the lifetime its session gets.
  static std::string newToken();
  std::chrono::seconds lifetimeFor(bool rememberMe) const;

  // The bearer token of `request`, if it carries one.
  static std::optional<std::string> bearerToken(const http::HttpRequest& request);
  static std::vector<std::uint8_t> tokenHash(const std::string& token);

 private:
  repositories::SessionRepository& sessions_;
  repositories::MemberRepository& members_;
  SessionPolicy policy_;
};

}  // namespace panalo::services
