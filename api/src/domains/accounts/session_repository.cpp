#include "domains/accounts/session_repository.hpp"

#include <pqxx/pqxx>

#include <algorithm>

namespace panalo::repositories {
namespace {

const db::Statement kInsert{"sessions_insert",
                            "INSERT INTO sessions (token_hash, member_id, expires_at, remember_me, ip) "
                            "VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)"};
// $1 token hash, $2 idle timeout (s), $3 seen interval (s), $4 user agent.
// The row is written only when last_seen_at is older than the interval or the
// first user agent arrives; otherwise this is a read. Expired rows are left to
// removeAllOf and to the member's next login; the WHERE clause makes them dead.
const db::Statement kTouch{
    "sessions_touch",
    "WITH live AS (SELECT member_id, password_change_only FROM sessions WHERE token_hash = $1 "
    "  AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)), "
    "seen AS (UPDATE sessions SET "
    "  last_seen_at = CASE WHEN last_seen_at <= now() - make_interval(secs => $3) THEN now() ELSE last_seen_at END, "
    "  user_agent = CASE WHEN user_agent = '' THEN $4 ELSE user_agent END "
    "  WHERE token_hash = $1 AND EXISTS (SELECT 1 FROM live) "
    "  AND (last_seen_at <= now() - make_interval(secs => $3) OR (user_agent = '' AND $4 <> ''))) "
    "SELECT member_id, password_change_only FROM live"};
const db::Statement kRemove{"sessions_remove", "DELETE FROM sessions WHERE token_hash = $1"};
const db::Statement kRemoveAllOf{"sessions_remove_all_of", "DELETE FROM sessions WHERE member_id = $1"};
const db::Statement kPurgeExpiredOf{"sessions_purge_expired_of",
                                    "DELETE FROM sessions WHERE member_id = $1 AND expires_at <= now()"};
// $1 member, $2 current token hash, $3 idle timeout (s), $4 limit. Times as
// ISO 8601 in UTC; the browser shows them in its own zone.
const db::Statement kListOf{
    "sessions_list_of",
    "SELECT public_id::text, user_agent, ip, "
    "  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
    "  to_char(last_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
    "  token_hash = $2, password_change_only FROM sessions "
    "WHERE member_id = $1 AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $3) "
    "ORDER BY token_hash = $2 DESC, last_seen_at DESC, created_at DESC LIMIT $4"};
// $1 public id, $2 member, $3 current token hash. The member_id condition is
// what keeps one member from ending another's session.
const db::Statement kEndOne{"sessions_end_one",
                            "DELETE FROM sessions WHERE public_id = $1::uuid AND member_id = $2 "
                            "RETURNING token_hash = $3"};

// $1 comma-separated lower-case hex hashes (only [0-9a-f,]), $2 idle timeout (s).
const db::Statement kLiveAmong{"sessions_live_among",
                               "SELECT encode(token_hash, 'hex') FROM sessions WHERE token_hash IN "
                               "(SELECT decode(h, 'hex') FROM unnest(string_to_array($1, ',')) h) "
                               "AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)"};

pqxx::binarystring binary(const std::vector<std::uint8_t>& bytes) {
  return pqxx::binarystring(std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

double seconds(std::chrono::milliseconds duration) { return static_cast<double>(duration.count()) / 1000.0; }

}  // namespace

void SessionRepository::insert(const std::vector<std::uint8_t>& tokenHash, std::int64_t memberId,
                               std::chrono::seconds lifetime, bool rememberMe, const std::string& ip) {
  auto lease = pool_.acquire();
  lease->prepare(kPurgeExpiredOf);
  lease->prepare(kInsert);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kPurgeExpiredOf.name, memberId);
  tx.exec_prepared(kInsert.name, binary(tokenHash), memberId, static_cast<double>(lifetime.count()), rememberMe, ip);
  tx.commit();
}

std::optional<LiveSession> SessionRepository::touch(const std::vector<std::uint8_t>& tokenHash,
                                                    const TouchRequest& request) {
  auto lease = pool_.acquire();
  lease->prepare(kTouch);
  // One statement is atomic on its own; no BEGIN/COMMIT round trips on every request.
  pqxx::nontransaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kTouch.name, binary(tokenHash), static_cast<double>(request.idleTimeout.count()),
                                     seconds(request.seenInterval), request.userAgent);
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return LiveSession{rows[0][0].as<std::int64_t>(), rows[0][1].as<bool>()};
}

void SessionRepository::remove(const std::vector<std::uint8_t>& tokenHash) {
  auto lease = pool_.acquire();
  lease->prepare(kRemove);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kRemove.name, binary(tokenHash));
  tx.commit();
}

std::int64_t SessionRepository::removeAllOf(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kRemoveAllOf);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kRemoveAllOf.name, memberId);
  tx.commit();
  return static_cast<std::int64_t>(result.affected_rows());
}

std::vector<SessionListRow> SessionRepository::listOf(std::int64_t memberId,
                                                      const std::vector<std::uint8_t>& currentTokenHash,
                                                      std::chrono::seconds idleTimeout) {
  auto lease = pool_.acquire();
  lease->prepare(kListOf);
  pqxx::read_transaction tx(lease->connection());
  std::vector<SessionListRow> list;
  for (const auto& row : tx.exec_prepared(kListOf.name, memberId, binary(currentTokenHash),
                                          static_cast<double>(idleTimeout.count()), kMaxListed)) {
    SessionListRow entry;
    entry.publicId = row[0].as<std::string>();
    entry.userAgent = row[1].as<std::string>();
    entry.ip = row[2].as<std::string>();
    entry.createdAt = row[3].as<std::string>();
    entry.lastSeenAt = row[4].as<std::string>();
    entry.current = row[5].as<bool>();
    entry.passwordChangeOnly = row[6].as<bool>();
    list.push_back(std::move(entry));
  }
  return list;
}

std::optional<bool> SessionRepository::endOne(std::int64_t memberId, const std::string& publicId,
                                              const std::vector<std::uint8_t>& currentTokenHash) {
  auto lease = pool_.acquire();
  lease->prepare(kEndOne);
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_prepared(kEndOne.name, publicId, memberId, binary(currentTokenHash));
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<bool>();
}

std::unordered_set<std::string> SessionRepository::liveAmong(const std::vector<std::string>& tokenHashesHex,
                                                             std::chrono::seconds idleTimeout) {
  std::unordered_set<std::string> live;
  if (tokenHashesHex.empty()) return live;
  auto lease = pool_.acquire();
  lease->prepare(kLiveAmong);
  pqxx::read_transaction tx(lease->connection());
  constexpr std::size_t kBatch = 1000;
  for (std::size_t start = 0; start < tokenHashesHex.size(); start += kBatch) {
    std::string list;
    for (std::size_t i = start; i < std::min(tokenHashesHex.size(), start + kBatch); ++i) {
      if (tokenHashesHex[i].find_first_not_of("0123456789abcdef") != std::string::npos) continue;
      if (!list.empty()) list += ',';
      list += tokenHashesHex[i];
    }
    for (const auto& row : tx.exec_prepared(kLiveAmong.name, list, static_cast<double>(idleTimeout.count()))) {
      live.insert(row[0].as<std::string>());
    }
  }
  return live;
}

}  // namespace panalo::repositories
