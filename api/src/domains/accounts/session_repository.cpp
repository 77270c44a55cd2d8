#include "domains/accounts/session_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kInsert{"sessions_insert",
                            "INSERT INTO sessions (token_hash, member_id, expires_at, remember_me, ip) "
                            "VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)"};
// Expired rows are left to removeAllOf and to the member's next login; the
// WHERE clause makes them dead either way.
const db::Statement kTouch{"sessions_touch",
                           "UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1 AND expires_at > now() "
                           "AND last_seen_at > now() - make_interval(secs => $2) RETURNING member_id"};
const db::Statement kRemove{"sessions_remove", "DELETE FROM sessions WHERE token_hash = $1"};
const db::Statement kRemoveAllOf{"sessions_remove_all_of", "DELETE FROM sessions WHERE member_id = $1"};
const db::Statement kPurgeExpiredOf{"sessions_purge_expired_of",
                                    "DELETE FROM sessions WHERE member_id = $1 AND expires_at <= now()"};

pqxx::binarystring binary(const std::vector<std::uint8_t>& bytes) {
  return pqxx::binarystring(std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

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

std::optional<std::int64_t> SessionRepository::touch(const std::vector<std::uint8_t>& tokenHash,
                                                     std::chrono::seconds idleTimeout) {
  auto lease = pool_.acquire();
  lease->prepare(kTouch);
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_prepared(kTouch.name, binary(tokenHash), static_cast<double>(idleTimeout.count()));
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
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

}  // namespace panalo::repositories
