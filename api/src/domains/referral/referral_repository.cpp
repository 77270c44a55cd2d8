#include "domains/referral/referral_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

#define PANALO_ISO_TIME(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"
// Enabled: named one by one, or the rule is open to every member.
#define PANALO_REFERRAL_ENABLED(member)                                     \
  "(EXISTS (SELECT 1 FROM referral_members rm WHERE rm.member_id = " member \
  ") OR "                                                                   \
  "(SELECT open_to_all FROM referral_config WHERE id = 1))"

const db::Statement kConfig{"referral_config",
                            "SELECT open_to_all, reward_minor, min_deposit_minor, turnover_multiple, active_days "
                            "FROM referral_config WHERE id = 1"};
const db::Statement kSaveConfig{"referral_save_config",
                                "UPDATE referral_config SET open_to_all = $1, reward_minor = $2, "
                                "min_deposit_minor = $3, turnover_multiple = $4, active_days = $5, updated_at = now() "
                                "WHERE id = 1"};
const db::Statement kMember{"referral_member",
                            "SELECT m.id, m.type_code, m.referral_code, m.referrer_id, " PANALO_REFERRAL_ENABLED(
                                "m.id") " FROM members m WHERE m.id = $1"};
const db::Statement kMemberByAccount{
    "referral_member_by_account", "SELECT m.id, m.type_code, m.referral_code, m.referrer_id, " PANALO_REFERRAL_ENABLED(
                                      "m.id") " FROM members m WHERE lower(m.account) = lower($1)"};
const db::Statement kAccount{"referral_account", "SELECT account FROM members WHERE id = $1"};
const db::Statement kEnable{"referral_enable",
                            "INSERT INTO referral_members (member_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1"};
const db::Statement kDisable{"referral_disable", "DELETE FROM referral_members WHERE member_id = $1 RETURNING 1"};
const db::Statement kEnabledAccounts{"referral_enabled_accounts",
                                     "SELECT m.account FROM referral_members r JOIN members m ON m.id = r.member_id "
                                     "ORDER BY lower(m.account)"};
const db::Statement kFriends{
    "referral_friends",
    "SELECT m.id, m.account, " PANALO_ISO_TIME("m.created_at") ", COALESCE(r.amount_minor, 0), "
    "COALESCE(r.status, 'none') FROM members m LEFT JOIN referral_rewards r ON r.friend_id = m.id "
    "WHERE m.referrer_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3"};
const db::Statement kFriendCount{"referral_friend_count", "SELECT count(*) FROM members WHERE referrer_id = $1"};
const db::Statement kRewardTotals{
    "referral_reward_totals",
    "SELECT count(*), COALESCE(sum(amount_minor) FILTER (WHERE status = 'paid'), 0)::bigint "
    "FROM referral_rewards WHERE referrer_id = $1"};
const db::Statement kBind{"referral_bind",
                          "UPDATE members SET referrer_id = $2 WHERE id = $1 AND referrer_id IS NULL RETURNING 1"};
// Trial accounts neither invite nor count as friends (type 4); agents and members do.
const db::Statement kCandidates{
    "referral_candidates",
    "SELECT f.id, f.referrer_id, r.account, f.account, w.status = 'pending' "
    "FROM members f JOIN members r ON r.id = f.referrer_id "
    "LEFT JOIN referral_rewards w ON w.friend_id = f.id "
    "WHERE f.type_code <> 4 AND r.type_code <> 4 AND r.status = 'active' "
    "AND ($1::bigint IS NULL OR f.referrer_id = $1) AND (w.friend_id IS NULL OR w.status = 'pending') "
    "AND " PANALO_REFERRAL_ENABLED("r.id") " ORDER BY f.id"};
const db::Statement kClaimReward{
    "referral_claim_reward",
    "INSERT INTO referral_rewards (friend_id, referrer_id, amount_minor, turnover_multiple) "
    "VALUES ($1, $2, $3, $4) ON CONFLICT (friend_id) DO NOTHING"};
const db::Statement kRewardRow{
    "referral_reward_row",
    "SELECT amount_minor, turnover_multiple, status = 'paid' FROM referral_rewards WHERE friend_id = $1"};
const db::Statement kMarkPaid{"referral_mark_paid",
                              "UPDATE referral_rewards SET status = 'paid', paid_at = now() "
                              "WHERE friend_id = $1 AND status = 'pending'"};

ReferralMember memberOf(const pqxx::row& row) {
  ReferralMember member;
  member.id = row[0].as<std::int64_t>();
  member.typeCode = row[1].as<int>();
  member.referralCode = row[2].as<std::string>();
  if (!row[3].is_null()) member.referrerId = row[3].as<std::int64_t>();
  member.enabled = row[4].as<bool>();
  return member;
}

}  // namespace

services::ReferralConfig ReferralRepository::config() {
  auto lease = pool_.acquire();
  lease->prepare(kConfig);
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_prepared(kConfig.name)[0];
  services::ReferralConfig config;
  config.openToAll = row[0].as<bool>();
  config.rewardMinor = row[1].as<std::int64_t>();
  config.minDepositMinor = row[2].as<std::int64_t>();
  config.turnoverMultiple = row[3].as<std::int64_t>();
  config.activeDays = row[4].as<int>();
  return config;
}

void ReferralRepository::saveConfig(const services::ReferralConfig& config) {
  auto lease = pool_.acquire();
  lease->prepare(kSaveConfig);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kSaveConfig.name, config.openToAll, config.rewardMinor, config.minDepositMinor,
                   config.turnoverMultiple, config.activeDays);
  tx.commit();
}

std::optional<ReferralMember> ReferralRepository::member(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kMember);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kMember.name, memberId);
  if (rows.empty()) return std::nullopt;
  return memberOf(rows[0]);
}

std::optional<ReferralMember> ReferralRepository::memberByAccount(const std::string& account) {
  auto lease = pool_.acquire();
  lease->prepare(kMemberByAccount);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kMemberByAccount.name, account);
  if (rows.empty()) return std::nullopt;
  return memberOf(rows[0]);
}

std::optional<std::string> ReferralRepository::account(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kAccount);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kAccount.name, memberId);
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::string>();
}

bool ReferralRepository::setEnabled(std::int64_t memberId, bool enabled) {
  auto lease = pool_.acquire();
  const auto& statement = enabled ? kEnable : kDisable;
  lease->prepare(statement);
  pqxx::work tx(lease->connection());
  const bool changed = !tx.exec_prepared(statement.name, memberId).empty();
  tx.commit();
  return changed;
}

std::vector<std::string> ReferralRepository::enabledAccounts() {
  auto lease = pool_.acquire();
  lease->prepare(kEnabledAccounts);
  pqxx::read_transaction tx(lease->connection());
  std::vector<std::string> accounts;
  for (const auto& row : tx.exec_prepared(kEnabledAccounts.name)) accounts.push_back(row[0].as<std::string>());
  return accounts;
}

std::vector<FriendRow> ReferralRepository::friends(std::int64_t referrerId, std::int64_t limit, std::int64_t offset) {
  auto lease = pool_.acquire();
  lease->prepare(kFriends);
  pqxx::read_transaction tx(lease->connection());
  std::vector<FriendRow> rows;
  for (const auto& row : tx.exec_prepared(kFriends.name, referrerId, limit, offset)) {
    rows.push_back({row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::string>(),
                    row[3].as<std::int64_t>(), row[4].as<std::string>()});
  }
  return rows;
}

std::int64_t ReferralRepository::friendCount(std::int64_t referrerId) {
  auto lease = pool_.acquire();
  lease->prepare(kFriendCount);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared(kFriendCount.name, referrerId)[0][0].as<std::int64_t>();
}

std::pair<std::int64_t, std::int64_t> ReferralRepository::rewardTotals(std::int64_t referrerId) {
  auto lease = pool_.acquire();
  lease->prepare(kRewardTotals);
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_prepared(kRewardTotals.name, referrerId)[0];
  return {row[0].as<std::int64_t>(), row[1].as<std::int64_t>()};
}

bool ReferralRepository::bindReferrer(std::int64_t memberId, std::int64_t referrerId) {
  auto lease = pool_.acquire();
  lease->prepare(kBind);
  pqxx::work tx(lease->connection());
  const bool bound = !tx.exec_prepared(kBind.name, memberId, referrerId).empty();
  tx.commit();
  return bound;
}

std::vector<RewardCandidate> ReferralRepository::rewardCandidates(std::optional<std::int64_t> referrerId) {
  auto lease = pool_.acquire();
  lease->prepare(kCandidates);
  pqxx::read_transaction tx(lease->connection());
  std::vector<RewardCandidate> candidates;
  for (const auto& row : tx.exec_prepared(kCandidates.name, referrerId)) {
    RewardCandidate candidate;
    candidate.friendId = row[0].as<std::int64_t>();
    candidate.referrerId = row[1].as<std::int64_t>();
    candidate.referrerAccount = row[2].as<std::string>();
    candidate.friendAccount = row[3].as<std::string>();
    candidate.pending = !row[4].is_null() && row[4].as<bool>();
    candidates.push_back(std::move(candidate));
  }
  return candidates;
}

RewardRow ReferralRepository::claimReward(std::int64_t friendId, std::int64_t referrerId, std::int64_t amountMinor,
                                          std::int64_t turnoverMultiple) {
  auto lease = pool_.acquire();
  lease->prepare(kClaimReward);
  lease->prepare(kRewardRow);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kClaimReward.name, friendId, referrerId, amountMinor, turnoverMultiple);
  const auto row = tx.exec_prepared(kRewardRow.name, friendId)[0];
  RewardRow reward{row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<bool>()};
  tx.commit();
  return reward;
}

void ReferralRepository::markPaid(std::int64_t friendId) {
  auto lease = pool_.acquire();
  lease->prepare(kMarkPaid);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kMarkPaid.name, friendId);
  tx.commit();
}

}  // namespace panalo::repositories
