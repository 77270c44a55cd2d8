#pragma once
// Forgot-password state (sql 0007): reset tokens by their SHA-256, the per-IP
// request log, and the one transaction that sets a new password and ends every
// session of the member, so no old session outlives the password it was made with.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class PasswordResetRepository {
 public:
  explicit PasswordResetRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Records a request from `ip` unless it already made `maxPerWindow` within
  // `window` (an advisory lock per IP makes the count exact across instances).
  // Returns the seconds to wait when refused.
  std::optional<std::int64_t> admitRequest(const std::string& ip, std::int64_t maxPerWindow,
                                           std::chrono::seconds window);
  void insertToken(const std::vector<std::uint8_t>& tokenHash, std::int64_t memberId, std::chrono::seconds lifetime,
                   const std::string& ip);
  // The member of a live (unused, unexpired) token.
  std::optional<std::int64_t> liveTokenMember(const std::vector<std::uint8_t>& tokenHash);
  // Uses the token, sets the password and ends the member's sessions, all or
  // nothing. False when the token was used or expired in the meantime.
  bool resetWithToken(const std::vector<std::uint8_t>& tokenHash, std::int64_t memberId,
                      const std::string& passwordHash);
  // Sets the password and ends every session of the member in one transaction.
  void setPasswordEndingSessions(std::int64_t memberId, const std::string& passwordHash);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
