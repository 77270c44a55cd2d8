#include "domains/accounts/active_session_service.hpp"

#include <cctype>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

bool ActiveSessionService::wellFormedId(std::string_view id) {
  // 8-4-4-4-12 hex digits, as PostgreSQL prints a uuid (either case accepted).
  if (id.size() != 36) return false;
  for (std::size_t i = 0; i < id.size(); ++i) {
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? id[i] != '-' : std::isxdigit(static_cast<unsigned char>(id[i])) == 0) return false;
  }
  return true;
}

std::vector<ActiveSession> ActiveSessionService::list(std::optional<std::string_view> token,
                                                      std::string_view userAgent) {
  const auto member = sessions_.authenticate(token, userAgent);
  std::vector<ActiveSession> result;
  for (auto& row : store_.listOf(member.id, SessionService::tokenHash(*token), sessions_.policy().idleTimeout)) {
    ActiveSession session;
    session.id = std::move(row.publicId);
    session.device = summariseUserAgent(row.userAgent);
    session.ip = std::move(row.ip);
    session.createdAt = std::move(row.createdAt);
    session.lastSeenAt = std::move(row.lastSeenAt);
    session.current = row.current;
    session.passwordChangeOnly = row.passwordChangeOnly;
    result.push_back(std::move(session));
  }
  return result;
}

bool ActiveSessionService::end(std::optional<std::string_view> token, const std::string& sessionId,
                               std::string_view userAgent) {
  const auto member = sessions_.authenticate(token, userAgent);
  if (!wellFormedId(sessionId)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "id must be a session id (a UUID)");
  }
  // Another member's session answers exactly as one that does not exist.
  const auto endedCurrent = store_.endOne(member.id, sessionId, SessionService::tokenHash(*token));
  if (!endedCurrent) {
    throw DomainError(ErrorKind::NotFound, error_keys::kSessionNotFound, "No such session of yours");
  }
  return *endedCurrent;
}

}  // namespace panalo::services
