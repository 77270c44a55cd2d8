#include "domains/captcha/captcha_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// $1 id, $2 answer hash, $3 ip, $4 lifetime (s), $5 minimum interval (s).
// clock_timestamp(), not now(): two statements of one long transaction must
// not share a time (they never do here, but the throttle should not rely on it).
const db::Statement kInsertThrottled{
    "captchas_insert_throttled",
    "WITH throttle AS ("
    "  INSERT INTO captcha_throttle AS t (ip, last_issued_at) VALUES ($3, clock_timestamp()) "
    "  ON CONFLICT (ip) DO UPDATE SET last_issued_at = EXCLUDED.last_issued_at "
    "  WHERE t.last_issued_at <= EXCLUDED.last_issued_at - make_interval(secs => $5) RETURNING ip), "
    "sweep AS (DELETE FROM captchas WHERE id IN (SELECT id FROM captchas "
    "  WHERE expires_at < now() OR used_at IS NOT NULL LIMIT 20 FOR UPDATE SKIP LOCKED)), "
    "sweep_throttle AS (DELETE FROM captcha_throttle WHERE ip IN (SELECT ip FROM captcha_throttle "
    "  WHERE last_issued_at < now() - interval '1 minute' AND ip <> $3 LIMIT 20 FOR UPDATE SKIP LOCKED)) "
    "INSERT INTO captchas (id, answer_hash, ip, expires_at) "
    "SELECT $1, $2, $3, now() + make_interval(secs => $4) FROM throttle RETURNING id"};
const db::Statement kConsume{"captchas_consume",
                             "UPDATE captchas SET used_at = now() WHERE id = $1 AND used_at IS NULL "
                             "RETURNING answer_hash, ip, expires_at <= now()"};
const db::Statement kPurgeCaptchas{"captchas_purge",
                                   "DELETE FROM captchas WHERE expires_at < now() OR used_at IS NOT NULL"};
const db::Statement kPurgeThrottle{"captcha_throttle_purge",
                                   "DELETE FROM captcha_throttle WHERE last_issued_at < now() - interval '1 minute'"};

pqxx::binarystring binary(const std::vector<std::uint8_t>& bytes) {
  return pqxx::binarystring(std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

}  // namespace

bool CaptchaRepository::insertThrottled(const std::string& id, const std::vector<std::uint8_t>& answerHash,
                                        const std::string& ip, std::chrono::seconds lifetime,
                                        std::chrono::milliseconds minInterval) {
  auto lease = pool_.acquire();
  lease->prepare(kInsertThrottled);
  pqxx::work tx(lease->connection());
  const auto rows =
      tx.exec_prepared(kInsertThrottled.name, id, binary(answerHash), ip, static_cast<double>(lifetime.count()),
                       static_cast<double>(minInterval.count()) / 1000.0);
  tx.commit();
  return !rows.empty();
}

std::optional<StoredCaptcha> CaptchaRepository::consume(const std::string& id) {
  auto lease = pool_.acquire();
  lease->prepare(kConsume);
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_prepared(kConsume.name, id);
  tx.commit();
  if (rows.empty()) return std::nullopt;
  const pqxx::binarystring hash(rows[0][0]);
  return StoredCaptcha{std::vector<std::uint8_t>(hash.begin(), hash.end()), rows[0][1].as<std::string>(),
                       rows[0][2].as<bool>()};
}

CaptchaPurgeCounts CaptchaRepository::purgeDead() {
  auto lease = pool_.acquire();
  lease->prepare(kPurgeCaptchas);
  lease->prepare(kPurgeThrottle);
  pqxx::work tx(lease->connection());
  CaptchaPurgeCounts counts;
  counts.captchas = static_cast<std::int64_t>(tx.exec_prepared(kPurgeCaptchas.name).affected_rows());
  counts.throttleRows = static_cast<std::int64_t>(tx.exec_prepared(kPurgeThrottle.name).affected_rows());
  tx.commit();
  return counts;
}

}  // namespace panalo::repositories
