#include "domains/verification/verification_code_repository.hpp"

#include <openssl/crypto.h>

#include <algorithm>

#include <pqxx/pqxx>

#include "domains/verification/guess_guard_sql.hpp"

namespace panalo::repositories {
namespace {

// Advisory lock classes (first key of the two-key form); any numbers unused elsewhere.
constexpr int kDestinationLockClass = 70070;
constexpr int kIpLockClass = 70071;
constexpr int kMemberLockClass = 70072;

const db::Statement kLock{"verification_lock", "SELECT pg_advisory_xact_lock($1::integer, hashtext($2))"};
// Seconds since the last send and sends within the window, for the destination and the IP.
const db::Statement kRecent{
    "verification_recent_sends",
    "SELECT "
    "  EXTRACT(EPOCH FROM now() - max(sent_at) FILTER (WHERE destination = $1))::float8, "
    "  EXTRACT(EPOCH FROM now() - max(sent_at) FILTER (WHERE ip = $2))::float8, "
    "  count(*) FILTER (WHERE destination = $1 AND sent_at > now() - $3 * interval '1 second'), "
    "  count(*) FILTER (WHERE ip = $2 AND sent_at > now() - $3 * interval '1 second') "
    "FROM verification_sends WHERE (destination = $1 OR ip = $2) "
    "AND sent_at > now() - greatest($3, $4) * interval '1 second'"};
const db::Statement kInsertSend{"verification_insert_send",
                                "INSERT INTO verification_sends (purpose, destination, ip) VALUES ($1, $2, $3)"};
const db::Statement kRetire{"verification_retire_codes",
                            "UPDATE verification_codes SET consumed_at = now() "
                            "WHERE purpose = $1 AND destination = $2 AND consumed_at IS NULL"};
const db::Statement kInsertCode{
    "verification_insert_code",
    "INSERT INTO verification_codes (purpose, channel, destination, member_id, code_hash, expires_at, ip) "
    "VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second', $7)"};
const db::Statement kNewestLive{"verification_newest_live_code",
                                "SELECT id, code_hash, expires_at <= now(), attempts, member_id "
                                "FROM verification_codes WHERE purpose = $1 AND destination = $2 "
                                "AND consumed_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE"};
const db::Statement kAccept{"verification_accept_code",
                            "UPDATE verification_codes SET consumed_at = now() WHERE id = $1"};
// The last allowed miss also burns the code.
const db::Statement kMiss{"verification_miss_code",
                          "UPDATE verification_codes SET attempts = attempts + 1, "
                          "consumed_at = CASE WHEN attempts + 1 >= $2 THEN now() END WHERE id = $1"};

std::int64_t ceilSeconds(double seconds) {
  const auto whole = static_cast<std::int64_t>(seconds);
  return std::max<std::int64_t>(1, static_cast<double>(whole) < seconds ? whole + 1 : whole);
}

void prepareAll(db::PooledConnection& connection) {
  for (const auto* statement :
       {&kLock, &kRecent, &kInsertSend, &kRetire, &kInsertCode, &kNewestLive, &kAccept, &kMiss}) {
    connection.prepare(*statement);
  }
  guess_guard::prepare(connection);
}

}  // namespace

SendVerdict VerificationCodeRepository::recordSend(const SendRequest& request, const SendThrottle& throttle) {
  return evaluateSend(request, throttle, true);
}

SendVerdict VerificationCodeRepository::previewSend(const SendRequest& request, const SendThrottle& throttle) {
  return evaluateSend(request, throttle, false);
}

SendVerdict VerificationCodeRepository::evaluateSend(const SendRequest& request, const SendThrottle& throttle,
                                                     bool record) {
  auto lease = pool_.acquire();
  prepareAll(*lease);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kLock.name, kDestinationLockClass, request.destination);
  tx.exec_prepared(kLock.name, kIpLockClass, request.ip);

  // A locked number gets no code it could not use.
  if (request.guard) {
    if (const auto locked = guess_guard::lockedForSeconds(tx, request.destination, request.guard->memberId)) {
      return {SendOutcome::Locked, *locked};
    }
  }

  const auto row = tx.exec_prepared1(kRecent.name, request.destination, request.ip,
                                     static_cast<std::int64_t>(throttle.window.count()),
                                     static_cast<std::int64_t>(throttle.countdown.count()));
  // No earlier send reads as one infinitely long ago.
  constexpr double kNever = 1e18;
  const double sinceDestination = row[0].is_null() ? kNever : row[0].as<double>();
  const double sinceIp = row[1].is_null() ? kNever : row[1].as<double>();
  const auto destinationCount = row[2].as<std::int64_t>();
  const auto ipCount = row[3].as<std::int64_t>();

  const double gap = static_cast<double>(throttle.minimumGap.count());
  if (sinceDestination < gap || sinceIp < gap) {
    return {SendOutcome::TooFast, throttle.minimumGap.count()};
  }
  if (destinationCount >= throttle.maxPerDestination || ipCount >= throttle.maxPerIp) {
    return {SendOutcome::TooMany, throttle.window.count()};
  }
  const double countdown = static_cast<double>(throttle.countdown.count());
  if (sinceDestination < countdown) {
    return {SendOutcome::Countdown, ceilSeconds(countdown - sinceDestination)};
  }
  // The captcha comes last: a send refused anyway asks for none.
  if (request.guard && !request.guard->captchaSolved &&
      guess_guard::sendsInWindow(tx, request.destination, *request.guard) >= request.guard->freeSends) {
    return {SendOutcome::CaptchaRequired, 0};
  }
  if (!record) return {SendOutcome::Recorded, 0};

  tx.exec_prepared(kInsertSend.name, request.purpose, request.destination, request.ip);
  if (request.code) {
    tx.exec_prepared(kRetire.name, request.purpose, request.destination);
    const pqxx::binarystring hash(
        std::string(reinterpret_cast<const char*>(request.code->codeHash.data()), request.code->codeHash.size()));
    tx.exec_prepared(kInsertCode.name, request.purpose, request.code->channel, request.destination,
                     request.code->memberId, hash, static_cast<std::int64_t>(request.code->lifetime.count()),
                     request.ip);
  }
  tx.commit();
  return {SendOutcome::Recorded, 0};
}

CodeVerdict VerificationCodeRepository::check(const CodeCheck& request) {
  auto lease = pool_.acquire();
  prepareAll(*lease);
  pqxx::work tx(lease->connection());
  const auto& guard = request.guard;
  if (guard) {
    // Every check of a guarded number is serialised, so racing guesses cannot
    // all slip in under the limit.
    tx.exec_prepared(kLock.name, kDestinationLockClass, request.destination);
    if (guard->memberId) tx.exec_prepared(kLock.name, kMemberLockClass, std::to_string(*guard->memberId));
    if (const auto locked = guess_guard::lockedForSeconds(tx, request.destination, guard->memberId)) {
      return {CodeOutcome::Locked, std::nullopt, *locked, false, std::nullopt};
    }
  }
  // A miss (or a try with nothing to guess) counts against the guard.
  auto missed = [&](CodeOutcome outcome) {
    CodeVerdict verdict{outcome, std::nullopt, 0, false, std::nullopt};
    if (guard) {
      if (const auto lockSeconds =
              guess_guard::recordFailure(tx, request.destination, request.purpose, request.ip, *guard)) {
        verdict.retryAfterSeconds = *lockSeconds;
        verdict.lockedNow = true;
        verdict.lockedMemberId = guard->memberId;
      }
    }
    tx.commit();
    return verdict;
  };

  const auto rows = tx.exec_prepared(kNewestLive.name, request.purpose, request.destination);
  if (rows.empty()) return missed(CodeOutcome::None);
  const auto& row = rows[0];
  const auto id = row[0].as<std::int64_t>();
  if (row[2].as<bool>()) return {CodeOutcome::Expired, std::nullopt, 0, false, std::nullopt};

  const pqxx::binarystring stored(row[1]);
  const auto& candidate = request.candidateHash;
  const bool matches =
      stored.size() == candidate.size() && CRYPTO_memcmp(stored.data(), candidate.data(), candidate.size()) == 0;
  if (!matches) {
    tx.exec_prepared(kMiss.name, id, request.maxAttempts);
    return missed(CodeOutcome::Wrong);
  }
  if (request.consumeOnMatch) tx.exec_prepared(kAccept.name, id);
  tx.commit();
  return {CodeOutcome::Accepted, row[4].is_null() ? std::optional<std::int64_t>() : row[4].as<std::int64_t>(), 0, false,
          std::nullopt};
}

}  // namespace panalo::repositories
