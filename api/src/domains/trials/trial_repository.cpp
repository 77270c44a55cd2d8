#include "domains/trials/trial_repository.hpp"

#include <pqxx/pqxx>

#include <stdexcept>

namespace panalo::repositories {
namespace {

// Type code 4 is written out, not bound: only a literal lets the planner use
// the partial index members_trial_created_idx (0009).
#define PANALO_LIVE_SESSION "EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.expires_at > now())"
// $1: the minimum age in seconds.
#define PANALO_REMOVABLE_TRIAL                                            \
  "m.type_code = 4 AND m.created_at < now() - make_interval(secs => $1) " \
  "AND NOT " PANALO_LIVE_SESSION                                          \
  " "                                                                     \
  "AND NOT EXISTS (SELECT 1 FROM members r WHERE r.upline_id = m.id) "    \
  "AND NOT EXISTS (SELECT 1 FROM members r WHERE r.referrer_id = m.id)"

const db::Statement kList{"trials_list",
                          "SELECT m.id, m.account, m.nickname, "
                          "to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "
                          "m.registered_ip, " PANALO_LIVE_SESSION
                          " FROM members m WHERE m.type_code = 4 "
                          "AND ($1::double precision IS NULL OR m.created_at < now() - make_interval(secs => $1)) "
                          "ORDER BY m.created_at, m.id"};
const db::Statement kCountRemovable{"trials_count_removable",
                                    "SELECT count(*) FROM members m WHERE " PANALO_REMOVABLE_TRIAL};
// One batch: lock up to $2 removable trials (rows another purge holds are
// skipped, not waited for), drop their login-failure counts (keyed by account
// name or device token, no foreign key), then delete them; sessions, device
// tokens, known IPs, verification codes, reset tokens and affiliate codes go
// with them through ON DELETE CASCADE. The type is checked again on delete.
const db::Statement kPurgeBatch{
    "trials_purge_batch",
    "WITH doomed AS (SELECT m.id, lower(m.account) AS subject FROM members m WHERE " PANALO_REMOVABLE_TRIAL
    "  ORDER BY m.created_at, m.id LIMIT $2 FOR UPDATE OF m SKIP LOCKED), "
    "account_failures AS (DELETE FROM login_failures f USING doomed x "
    "  WHERE f.scope = 'account' AND f.subject = x.subject), "
    "device_failures AS (DELETE FROM login_failures f USING device_tokens d, doomed x "
    "  WHERE f.scope = 'device' AND d.member_id = x.id AND f.subject = encode(d.token_hash, 'hex')), "
    "removed AS (DELETE FROM members m USING doomed x WHERE m.id = x.id AND m.type_code = 4 RETURNING m.id) "
    "SELECT count(*) FROM removed"};

#undef PANALO_REMOVABLE_TRIAL
#undef PANALO_LIVE_SESSION

}  // namespace

std::vector<TrialAccount> TrialRepository::list(std::optional<std::chrono::seconds> olderThan) {
  std::optional<double> seconds;
  if (olderThan) seconds = static_cast<double>(olderThan->count());
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<TrialAccount> trials;
  for (const auto& row : tx.exec_prepared(kList.name, seconds)) {
    trials.push_back({row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::string>(),
                      row[3].as<std::string>(), row[4].as<std::string>(), row[5].as<bool>()});
  }
  return trials;
}

std::int64_t TrialRepository::countPurgeable(std::chrono::seconds olderThan) {
  auto lease = pool_.acquire();
  lease->prepare(kCountRemovable);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared1(kCountRemovable.name, static_cast<double>(olderThan.count()))[0].as<std::int64_t>();
}

std::int64_t TrialRepository::purge(std::chrono::seconds olderThan, std::int64_t batchSize) {
  if (olderThan < kMinimumPurgeAge) throw std::invalid_argument("trials younger than an hour are never purged");
  if (batchSize < 1) throw std::invalid_argument("the batch size must be positive");
  std::int64_t total = 0;
  // A short batch means nothing removable is left, or what is left is locked
  // by another purge, which carries on with it.
  for (;;) {
    const auto removed = purgeBatch(static_cast<double>(olderThan.count()), batchSize);
    total += removed;
    if (removed < batchSize) return total;
  }
}

std::int64_t TrialRepository::purgeBatch(double olderThanSeconds, std::int64_t batchSize) {
  auto lease = pool_.acquire();
  lease->prepare(kPurgeBatch);
  pqxx::work tx(lease->connection());
  const auto removed = tx.exec_prepared1(kPurgeBatch.name, olderThanSeconds, batchSize)[0].as<std::int64_t>();
  tx.commit();
  return removed;
}

}  // namespace panalo::repositories
