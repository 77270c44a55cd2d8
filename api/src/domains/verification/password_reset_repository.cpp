#include "domains/verification/password_reset_repository.hpp"

#include <pqxx/pqxx>

#include <algorithm>

namespace panalo::repositories {
namespace {

constexpr int kResetRequestLockClass = 70072;

const db::Statement kLock{"reset_lock", "SELECT pg_advisory_xact_lock($1::integer, hashtext($2))"};
const db::Statement kRecent{"reset_recent_requests",
                            "SELECT count(*), EXTRACT(EPOCH FROM min(requested_at) + $2 * interval '1 second' - now())"
                            "::float8 FROM password_reset_requests "
                            "WHERE ip = $1 AND requested_at > now() - $2 * interval '1 second'"};
const db::Statement kInsertRequest{"reset_insert_request", "INSERT INTO password_reset_requests (ip) VALUES ($1)"};
const db::Statement kInsertToken{"reset_insert_token",
                                 "INSERT INTO password_reset_tokens (token_hash, member_id, expires_at, ip) "
                                 "VALUES ($1, $2, now() + $3 * interval '1 second', $4)"};
const db::Statement kLiveToken{"reset_live_token",
                               "SELECT member_id FROM password_reset_tokens WHERE token_hash = $1 "
                               "AND used_at IS NULL AND expires_at > now()"};
const db::Statement kUseToken{"reset_use_token",
                              "UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = $1 "
                              "AND member_id = $2 AND used_at IS NULL AND expires_at > now()"};
const db::Statement kSetPassword{"reset_set_password",
                                 "UPDATE members SET password_hash = $2, password_changed_at = now(), "
                                 "must_change_password = false WHERE id = $1"};
const db::Statement kEndSessions{"reset_end_sessions", "DELETE FROM sessions WHERE member_id = $1"};

pqxx::binarystring binary(const std::vector<std::uint8_t>& bytes) {
  return pqxx::binarystring(std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

void prepareAll(db::PooledConnection& connection) {
  for (const auto* statement :
       {&kLock, &kRecent, &kInsertRequest, &kInsertToken, &kLiveToken, &kUseToken, &kSetPassword, &kEndSessions}) {
    connection.prepare(*statement);
  }
}

}  // namespace

std::optional<std::int64_t> PasswordResetRepository::admitRequest(const std::string& ip, std::int64_t maxPerWindow,
                                                                  std::chrono::seconds window) {
  auto lease = pool_.acquire();
  prepareAll(*lease);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kLock.name, kResetRequestLockClass, ip);
  const auto row = tx.exec_prepared1(kRecent.name, ip, static_cast<std::int64_t>(window.count()));
  if (row[0].as<std::int64_t>() >= maxPerWindow) {
    const double wait = row[1].is_null() ? 1.0 : row[1].as<double>();
    return std::max<std::int64_t>(1, static_cast<std::int64_t>(wait) + 1);
  }
  tx.exec_prepared(kInsertRequest.name, ip);
  tx.commit();
  return std::nullopt;
}

void PasswordResetRepository::insertToken(const std::vector<std::uint8_t>& tokenHash, std::int64_t memberId,
                                          std::chrono::seconds lifetime, const std::string& ip) {
  auto lease = pool_.acquire();
  prepareAll(*lease);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kInsertToken.name, binary(tokenHash), memberId, static_cast<std::int64_t>(lifetime.count()), ip);
  tx.commit();
}

std::optional<std::int64_t> PasswordResetRepository::liveTokenMember(const std::vector<std::uint8_t>& tokenHash) {
  auto lease = pool_.acquire();
  prepareAll(*lease);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kLiveToken.name, binary(tokenHash));
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

bool PasswordResetRepository::resetWithToken(const std::vector<std::uint8_t>& tokenHash, std::int64_t memberId,
                                             const std::string& passwordHash) {
  auto lease = pool_.acquire();
  prepareAll(*lease);
  pqxx::work tx(lease->connection());
  if (tx.exec_prepared(kUseToken.name, binary(tokenHash), memberId).affected_rows() != 1) return false;
  tx.exec_prepared(kSetPassword.name, memberId, passwordHash);
  tx.exec_prepared(kEndSessions.name, memberId);
  tx.commit();
  return true;
}

void PasswordResetRepository::setPasswordEndingSessions(std::int64_t memberId, const std::string& passwordHash) {
  auto lease = pool_.acquire();
  prepareAll(*lease);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kSetPassword.name, memberId, passwordHash);
  tx.exec_prepared(kEndSessions.name, memberId);
  tx.commit();
}

}  // namespace panalo::repositories
