#include "domains/verification/guess_guard_sql.hpp"

#include <algorithm>
#include <cmath>

namespace panalo::repositories::guess_guard {
namespace {

const db::Statement kLockedFor{"guess_guard_locked_for",
                               "SELECT EXTRACT(EPOCH FROM max(locked_until) - now())::float8 "
                               "FROM verification_locks WHERE (destination = $1 OR member_id = $2) "
                               "AND locked_until > now()"};
const db::Statement kSendsInWindow{"guess_guard_sends_in_window",
                                   "SELECT count(*) FROM verification_sends "
                                   "WHERE destination = $1 AND sent_at > now() - $2 * interval '1 second'"};
// Rows of this number older than the window can never count again.
const db::Statement kForgetOld{"guess_guard_forget_old",
                               "DELETE FROM verification_failures "
                               "WHERE destination = $1 AND failed_at <= now() - $2 * interval '1 second'"};
const db::Statement kInsertFailure{"guess_guard_insert_failure",
                                   "INSERT INTO verification_failures (destination, member_id, purpose, ip) "
                                   "VALUES ($1, $2, $3, $4)"};
const db::Statement kCountFailures{"guess_guard_count_failures",
                                   "SELECT "
                                   "  (SELECT count(*) FROM verification_failures "
                                   "   WHERE destination = $1 AND failed_at > now() - $3 * interval '1 second'), "
                                   "  (SELECT count(*) FROM verification_failures "
                                   "   WHERE member_id = $2 AND failed_at > now() - $3 * interval '1 second')"};
const db::Statement kInsertLock{"guess_guard_insert_lock",
                                "INSERT INTO verification_locks (destination, member_id, locked_until) "
                                "VALUES ($1, $2, now() + $3 * interval '1 second')"};

}  // namespace

void prepare(db::PooledConnection& connection) {
  for (const auto* statement :
       {&kLockedFor, &kSendsInWindow, &kForgetOld, &kInsertFailure, &kCountFailures, &kInsertLock}) {
    connection.prepare(*statement);
  }
}

std::optional<std::int64_t> lockedForSeconds(pqxx::work& tx, const std::string& destination,
                                             const std::optional<std::int64_t>& memberId) {
  const auto row = tx.exec_prepared1(kLockedFor.name, destination, memberId);
  if (row[0].is_null()) return std::nullopt;
  return std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(row[0].as<double>())));
}

std::int64_t sendsInWindow(pqxx::work& tx, const std::string& destination, const GuessGuard& guard) {
  return tx.exec_prepared1(kSendsInWindow.name, destination, static_cast<std::int64_t>(guard.window.count()))[0]
      .as<std::int64_t>();
}

std::optional<std::int64_t> recordFailure(pqxx::work& tx, const std::string& destination, const std::string& purpose,
                                          const std::string& ip, const GuessGuard& guard) {
  const auto window = static_cast<std::int64_t>(guard.window.count());
  tx.exec_prepared(kForgetOld.name, destination, window);
  tx.exec_prepared(kInsertFailure.name, destination, guard.memberId, purpose, ip);
  const auto counts = tx.exec_prepared1(kCountFailures.name, destination, guard.memberId, window);
  const auto perNumber = counts[0].as<std::int64_t>();
  const auto perAccount = counts[1].as<std::int64_t>();
  if (perNumber < guard.maxFailures && perAccount < guard.maxFailures) return std::nullopt;
  tx.exec_prepared(kInsertLock.name, destination, guard.memberId, window);
  return window;
}

}  // namespace panalo::repositories::guess_guard
