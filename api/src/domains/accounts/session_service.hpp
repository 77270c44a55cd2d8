#pragma once
// Session tokens: 128 random bits, handed out once, kept only as SHA-256. A
// session ends after idle time, at its absolute expiry, on logout, when its
// owner ends it from the session list, or when the member's password changes.
// A session opened with an operator-set or expired password is change-only:
// authenticate() refuses it with password_change_required; only the password
// change (authenticateForPasswordChange) and logout accept it.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "domains/accounts/account_policy.hpp"
#include "domains/accounts/member_badge.hpp"
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
  MemberBadge badge;         // filled by the route from the plugged-in source (member_badge.hpp)
};

class SessionService {
 public:
  SessionService(repositories::SessionRepository& sessions, repositories::MemberRepository& members,
                 SessionPolicy policy)
      : sessions_(sessions), members_(members), policy_(policy) {}

  // A new token for a fresh login; the caller returns it once and forgets it.
  std::string open(std::int64_t memberId, bool rememberMe, const std::string& ip);
  // The active member behind the session token a request carries (none when
  // the request has no token), marking the session used; `userAgent` (the
  // request's, see http::userAgentOf) is kept for the session list when the
  // session has none yet. Throws DomainError(Unauthenticated, "not_logged_in"),
  // or (Forbidden, "password_change_required") for a change-only session.
  repositories::Member authenticate(std::optional<std::string_view> token, std::string_view userAgent = {});
  // As authenticate(), but a change-only session is accepted too: for the
  // password change itself.
  repositories::Member authenticateForPasswordChange(std::optional<std::string_view> token,
                                                     std::string_view userAgent = {});
  // What /wps/member/info shows of the member behind `token`; throws as authenticate().
  MemberInfo memberInfo(std::optional<std::string_view> token, std::string_view userAgent = {});
  // Ends the session of `token` (change-only sessions included); throws
  // not_logged_in when it is not an active session.
  void logout(std::optional<std::string_view> token);
  std::int64_t closeAllOf(std::int64_t memberId);
  // Which of these sessions (token hashes in lower-case hex) are still live,
  // without marking them used: a page left open is not activity.
  std::unordered_set<std::string> liveAmong(const std::vector<std::string>& tokenHashesHex) {
    return sessions_.liveAmong(tokenHashesHex, policy_.idleTimeout);
  }
  // For callers that store the session together with other login writes
  // (LoginService): a fresh token and the lifetime its session gets.
  static std::string newToken();
  std::chrono::seconds lifetimeFor(bool rememberMe) const;
  static std::vector<std::uint8_t> tokenHash(std::string_view token);
  const SessionPolicy& policy() const { return policy_; }

 private:
  struct Resolved {
    repositories::Member member;
    bool passwordChangeOnly = false;
  };
  Resolved resolve(std::optional<std::string_view> token, std::string_view userAgent);
  std::chrono::milliseconds seenInterval() const;

  repositories::SessionRepository& sessions_;
  repositories::MemberRepository& members_;
  SessionPolicy policy_;
};

}  // namespace panalo::services
