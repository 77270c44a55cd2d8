#pragma once
// A member's view of their own sessions (issue 12, item 15): which devices are
// signed in, from where, since when and when last used, and ending any of them
// (ending the one asked from logs this device out). A member sees and ends only
// their own: every statement is keyed by the member the token belongs to.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domains/accounts/device_summary.hpp"
#include "domains/accounts/session_repository.hpp"
#include "domains/accounts/session_service.hpp"

namespace panalo::services {

struct ActiveSession {
  std::string id;  // the session's public id (a UUID), what end() takes
  DeviceSummary device;
  std::string ip;
  std::string createdAt;  // ISO 8601, UTC
  std::string lastSeenAt;
  bool current = false;             // the session the list was asked with
  bool passwordChangeOnly = false;  // opened with an operator-set or expired password
};

class ActiveSessionService {
 public:
  ActiveSessionService(SessionService& sessions, repositories::SessionRepository& store)
      : sessions_(sessions), store_(store) {}

  // The caller's live sessions, theirs first, then the most recently used.
  // Throws as SessionService::authenticate.
  std::vector<ActiveSession> list(std::optional<std::string_view> token, std::string_view userAgent);
  // Ends the caller's session `sessionId`; true when it was the caller's own.
  // Throws as authenticate, invalid_parameter (400) for an id that is not a
  // UUID, session_not_found (404) when the caller has no such session.
  bool end(std::optional<std::string_view> token, const std::string& sessionId, std::string_view userAgent);

  static bool wellFormedId(std::string_view id);

 private:
  SessionService& sessions_;
  repositories::SessionRepository& store_;
};

}  // namespace panalo::services
