#pragma once
// The SQL of the guess guard (sql 0010), run inside the transactions of
// VerificationCodeRepository so the lock check, the code check and the failure
// count of one request see and write one consistent state.

#include <cstdint>
#include <optional>
#include <string>

#include <pqxx/pqxx>

#include "domains/verification/verification_code_repository.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories::guess_guard {

void prepare(db::PooledConnection& connection);

// Whole seconds left on a lock of the destination or the account; none when neither is locked.
std::optional<std::int64_t> lockedForSeconds(pqxx::work& tx, const std::string& destination,
                                             const std::optional<std::int64_t>& memberId);

// Sends to the destination within the guard's window (for the captcha rule).
std::int64_t sendsInWindow(pqxx::work& tx, const std::string& destination, const GuessGuard& guard);

// Records one failure; when the destination or the account reaches the limit,
// locks both for the window and answers its length in seconds.
std::optional<std::int64_t> recordFailure(pqxx::work& tx, const std::string& destination, const std::string& purpose,
                                          const std::string& ip, const GuessGuard& guard);

}  // namespace panalo::repositories::guess_guard
