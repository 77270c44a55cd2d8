#include "domains/accounts/funds_password_service.hpp"

#include <pqxx/pqxx>

#include <optional>
#include <string>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

const db::Statement kHash{"funds_password_hash",
                          "SELECT password_hash FROM member_funds_passwords WHERE member_id = $1"};
const db::Statement kGuardRow{"funds_guard_row",
                              "INSERT INTO funds_password_guard (member_id) VALUES ($1) "
                              "ON CONFLICT (member_id) DO NOTHING"};
// The member's row, locked until the attempt is counted: the attempts in the
// current window (0 once it has passed) and the seconds of lock left.
const db::Statement kGuardLock{
    "funds_guard_lock",
    "SELECT CASE WHEN window_started_at > now() - make_interval(secs => $2) THEN attempts ELSE 0 END, "
    "coalesce(ceil(extract(epoch FROM locked_until - now())), 0)::bigint "
    "FROM funds_password_guard WHERE member_id = $1 FOR UPDATE"};
const db::Statement kGuardCount{
    "funds_guard_count",
    "UPDATE funds_password_guard SET locked_until = NULL, attempts = $2, "
    "window_started_at = CASE WHEN $2 = 1 THEN now() ELSE window_started_at END WHERE member_id = $1"};
const db::Statement kGuardMatched{
    "funds_guard_matched", "UPDATE funds_password_guard SET attempts = greatest(attempts - 1, 0) WHERE member_id = $1"};
// A wrong password stays counted; the one that reaches the limit locks.
const db::Statement kGuardWrong{
    "funds_guard_wrong",
    "UPDATE funds_password_guard SET "
    "locked_until = CASE WHEN attempts >= $2 THEN now() + make_interval(secs => $3) ELSE locked_until END, "
    "attempts = CASE WHEN attempts >= $2 THEN 0 ELSE attempts END WHERE member_id = $1"};

[[noreturn]] void throwLocked(std::int64_t seconds) {
  const auto minutes = (seconds + 59) / 60;
  throw DomainError(ErrorKind::RateLimited, error_keys::kFundsPasswordLocked,
                    "Too many wrong funds passwords: try again in " + std::to_string(minutes) + " minute(s)",
                    nlohmann::json{{"retryAfterSeconds", seconds}});
}

}  // namespace

void FundsPasswordService::require(std::int64_t memberId, std::string_view password) {
  std::optional<std::string> hash;
  {
    auto lease = pool_.acquire();
    for (const auto* statement : {&kHash, &kGuardRow, &kGuardLock, &kGuardCount}) lease->prepare(*statement);
    pqxx::work tx(lease->connection());
    const auto rows = tx.exec_prepared(kHash.name, memberId);
    if (rows.empty()) {
      throw DomainError(ErrorKind::Unprocessable, error_keys::kFundsPasswordNotSet,
                        "Set a funds password before withdrawing");
    }
    hash = rows[0][0].as<std::string>();
    tx.exec_prepared(kGuardRow.name, memberId);
    const auto guard = tx.exec_prepared1(kGuardLock.name, memberId, kFailureWindow.count());
    const auto attempts = guard[0].as<int>();
    const auto lockedFor = guard[1].as<std::int64_t>();
    if (lockedFor > 0) throwLocked(lockedFor);
    // Attempts still being checked fill the window: no more until they end.
    if (attempts >= kMaxFailures) throwLocked(kFailureWindow.count());
    tx.exec_prepared(kGuardCount.name, memberId, attempts + 1);
    tx.commit();
  }
  // The connection goes back before the argon2 work, which may wait for a hashing thread.
  const bool matches = !password.empty() && hasher_.verify(*hash, password).matches;
  auto lease = pool_.acquire();
  lease->prepare(kGuardMatched);
  lease->prepare(kGuardWrong);
  pqxx::work tx(lease->connection());
  if (matches) {
    tx.exec_prepared(kGuardMatched.name, memberId);
    tx.commit();
    return;
  }
  tx.exec_prepared(kGuardWrong.name, memberId, kMaxFailures, kLockDuration.count());
  tx.commit();
  throw DomainError(ErrorKind::Unprocessable, error_keys::kFundsPasswordIncorrect, "The funds password is incorrect");
}

bool FundsPasswordService::isSet(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kHash);
  pqxx::read_transaction tx(lease->connection());
  return !tx.exec_prepared(kHash.name, memberId).empty();
}

}  // namespace panalo::services
