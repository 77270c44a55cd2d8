#pragma once
// The sessions table. Tokens never reach it: only their SHA-256. A session is
// named to its owner by public_id (a random UUID), never by that hash.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// A session that is alive (not past its absolute expiry, used within the idle timeout).
struct LiveSession {
  std::int64_t memberId = 0;
  bool passwordChangeOnly = false;  // from a login with an operator-set or expired password
};

// One row of a member's session list.
struct SessionListRow {
  std::string publicId;
  std::string userAgent;  // empty until a request of the session carried one
  std::string ip;         // where the session was opened
  std::string createdAt;  // ISO 8601, UTC
  std::string lastSeenAt;
  bool current = false;  // the session the list was asked with
  bool passwordChangeOnly = false;
};

// How touch() keeps last_seen_at: written only when older than `seenInterval`,
// so a busy session costs a read per request, not a row update.
struct TouchRequest {
  std::chrono::seconds idleTimeout{0};
  std::chrono::milliseconds seenInterval{0};
  std::string userAgent;  // stored when the session has none yet; empty: nothing to store
};

class SessionRepository {
 public:
  static constexpr int kMaxListed = 100;

  explicit SessionRepository(db::ConnectionPool& pool) : pool_(pool) {}

  void insert(const std::vector<std::uint8_t>& tokenHash, std::int64_t memberId, std::chrono::seconds lifetime,
              bool rememberMe, const std::string& ip);
  // The live session of `tokenHash`, marked used; nothing when there is none.
  std::optional<LiveSession> touch(const std::vector<std::uint8_t>& tokenHash, const TouchRequest& request);
  void remove(const std::vector<std::uint8_t>& tokenHash);
  std::int64_t removeAllOf(std::int64_t memberId);
  // The member's live sessions, the one of `currentTokenHash` first, then the
  // most recently used (at most kMaxListed).
  std::vector<SessionListRow> listOf(std::int64_t memberId, const std::vector<std::uint8_t>& currentTokenHash,
                                     std::chrono::seconds idleTimeout);
  // Ends the member's session named `publicId` (a well-formed UUID). Nothing
  // when the member has no such session; otherwise whether it was the one of
  // `currentTokenHash`.
  std::optional<bool> endOne(std::int64_t memberId, const std::string& publicId,
                             const std::vector<std::uint8_t>& currentTokenHash);
  // Which of the token hashes (lower-case hex) are still live sessions, without
  // marking them used (the real-time channel's periodic check).
  std::unordered_set<std::string> liveAmong(const std::vector<std::string>& tokenHashesHex,
                                            std::chrono::seconds idleTimeout);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
