#pragma once
// Session tokens: 128 random bits, handed out once, kept only as SHA-256. A
// session ends after idle time, at its absolute expiry, on logout, or when the
// member's password changes.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domains/accounts/account_policy.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/session_repository.hpp"

namespace panalo::services {

// The member as /wps/member/info shows them.
struct MemberInfo {
  std::string account;
  std::int64_t id = 0;
  std::string nickname;
  int typeCode = 0;
  bool passwordSet = false;  // false for accounts made without one (mobile sign-up, trials)
};

class SessionService {
 public:
  SessionService(repositories::SessionRepository& sessions, repositories::MemberRepository& members,
                 SessionPolicy policy)
      : sessions_(sessions), members_(members), policy_(policy) {}

  // A new token for a fresh login; the caller returns it once and forgets it.
  std::string open(std::int64_t memberId, bool rememberMe, const std::string& ip);
  // The active member behind the session token a request carries (none when
  // the request has no token), marking the session used. Throws
  // DomainError(Unauthenticated, "not_logged_in").
  repositories::Member authenticate(std::optional<std::string_view> token);
  // What /wps/member/info shows of the member behind `token`; throws as authenticate().
  MemberInfo memberInfo(std::optional<std::string_view> token);
  // Ends the session of `token`; throws as authenticate() when it is not an
  // active session.
  void logout(std::optional<std::string_view> token);
  std::int64_t closeAllOf(std::int64_t memberId);
  // For callers that store the session together with other login writes
  // (LoginService): a fresh token and the lifetime its session gets.
  static std::string newToken();
  std::chrono::seconds lifetimeFor(bool rememberMe) const;
  static std::vector<std::uint8_t> tokenHash(std::string_view token);

 private:
  repositories::SessionRepository& sessions_;
  repositories::MemberRepository& members_;
  SessionPolicy policy_;
};

}  // namespace panalo::services
