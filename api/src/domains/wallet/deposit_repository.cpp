#include "domains/wallet/deposit_repository.hpp"

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

constexpr const char* kIso = "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'";

const db::Statement kChannels{"payment_channels_list",
                              "SELECT id, kind, name, account_details, min_minor, max_minor, enabled "
                              "FROM payment_channels WHERE enabled OR NOT $1 ORDER BY id"};
const db::Statement kChannel{"payment_channel_find",
                             "SELECT id, kind, name, account_details, min_minor, max_minor, enabled "
                             "FROM payment_channels WHERE id = $1"};
const db::Statement kAddChannel{"payment_channel_add",
                                "INSERT INTO payment_channels (kind, name, account_details, min_minor, max_minor) "
                                "VALUES ($1, $2, $3, $4, $5) RETURNING id"};
const db::Statement kEnableChannel{"payment_channel_enable",
                                   "UPDATE payment_channels SET enabled = $2 WHERE id = $1 RETURNING id"};

const std::string kDepositColumns =
    std::string(
        "SELECT d.id, d.member_id, m.account, d.channel_id, c.name, d.amount_minor, d.status, "
        "to_char(d.created_at AT TIME ZONE 'UTC', ") +
    kIso + "), to_char(d.decided_at AT TIME ZONE 'UTC', " + kIso +
    ") FROM deposit_requests d JOIN members m ON m.id = d.member_id "
    "JOIN payment_channels c ON c.id = d.channel_id ";
const std::string kFindSql = kDepositColumns + "WHERE d.id = $1";
const std::string kOfMemberSql = kDepositColumns + "WHERE d.member_id = $1 ORDER BY d.id DESC LIMIT $2";
const std::string kListSql = kDepositColumns + "WHERE $1 = '' OR d.status = $1 ORDER BY d.id DESC LIMIT $2";
const db::Statement kFind{"deposit_find", kFindSql.c_str()};
const db::Statement kOfMember{"deposit_of_member", kOfMemberSql.c_str()};
const db::Statement kList{"deposit_list", kListSql.c_str()};

const db::Statement kInsert{"deposit_insert",
                            "INSERT INTO deposit_requests (member_id, channel_id, amount_minor) VALUES ($1, $2, $3) "
                            "RETURNING id"};
const db::Statement kLockRequest{"deposit_lock",
                                 "SELECT member_id, amount_minor, status FROM deposit_requests "
                                 "WHERE id = $1 FOR UPDATE"};
const db::Statement kDecide{"deposit_decide",
                            "UPDATE deposit_requests SET status = $2, journal_id = $3, decided_at = now() "
                            "WHERE id = $1"};

// Rolling windows: a day, a week and a month are the last 1, 7 and 30 days.
const db::Statement kUsed{"deposit_used",
                          "SELECT coalesce(sum(amount_minor), 0)::bigint FROM deposit_requests "
                          "WHERE member_id = $1 AND status <> 'rejected' AND created_at > now() - "
                          "CASE $2 WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days' "
                          "ELSE interval '30 days' END"};
const db::Statement kInForce{"deposit_limit_in_force",
                             "SELECT id, amount_minor FROM deposit_limit_changes WHERE member_id = $1 AND period = $2 "
                             "AND effective_at <= now() ORDER BY id DESC LIMIT 1"};
const db::Statement kPending{"deposit_limit_pending",
                             "SELECT amount_minor, to_char(effective_at AT TIME ZONE 'UTC', "
                             "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM deposit_limit_changes "
                             "WHERE member_id = $1 AND period = $2 AND effective_at > now() AND id > $3 "
                             "ORDER BY id DESC LIMIT 1"};
const db::Statement kAddLimit{"deposit_limit_add",
                              "INSERT INTO deposit_limit_changes (member_id, period, amount_minor, effective_at) "
                              "VALUES ($1, $2, $3, CASE WHEN $4 THEN now() ELSE now() + interval '24 hours' END)"};

services::PaymentChannel channelOf(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::string>(),  row[2].as<std::string>(), row[3].as<std::string>(),
          row[4].as<std::int64_t>(), row[5].as<std::int64_t>(), row[6].as<bool>()};
}

services::DepositRecord depositOf(const pqxx::row& row) {
  services::DepositRecord record;
  record.id = row[0].as<std::int64_t>();
  record.memberId = row[1].as<std::int64_t>();
  record.account = row[2].as<std::string>();
  record.channelId = row[3].as<std::int64_t>();
  record.channelName = row[4].as<std::string>();
  record.amountMinor = row[5].as<std::int64_t>();
  record.status = row[6].as<std::string>();
  record.createdAt = row[7].as<std::string>();
  if (!row[8].is_null()) record.decidedAt = row[8].as<std::string>();
  return record;
}

}  // namespace

std::vector<services::PaymentChannel> DepositRepository::channels(bool enabledOnly) {
  auto lease = pool_.acquire();
  lease->prepare(kChannels);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::PaymentChannel> list;
  for (const auto& row : tx.exec_prepared(kChannels.name, enabledOnly)) list.push_back(channelOf(row));
  return list;
}

std::optional<services::PaymentChannel> DepositRepository::findChannel(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kChannel);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kChannel.name, id);
  if (rows.empty()) return std::nullopt;
  return channelOf(rows[0]);
}

std::int64_t DepositRepository::addChannel(const services::PaymentChannel& channel) {
  auto lease = pool_.acquire();
  lease->prepare(kAddChannel);
  pqxx::work tx(lease->connection());
  const auto id = tx.exec_prepared1(kAddChannel.name, channel.kind, channel.name, channel.accountDetails,
                                    channel.minMinor, channel.maxMinor)[0]
                      .as<std::int64_t>();
  tx.commit();
  return id;
}

bool DepositRepository::setChannelEnabled(std::int64_t id, bool enabled) {
  auto lease = pool_.acquire();
  lease->prepare(kEnableChannel);
  pqxx::work tx(lease->connection());
  const bool found = !tx.exec_prepared(kEnableChannel.name, id, enabled).empty();
  tx.commit();
  return found;
}

std::int64_t DepositRepository::insertDeposit(pqxx::work& tx, std::int64_t memberId, std::int64_t channelId,
                                              std::int64_t amountMinor) {
  return tx.exec_params1(kInsert.sql, memberId, channelId, amountMinor)[0].as<std::int64_t>();
}

std::int64_t DepositRepository::usedInWindow(pqxx::transaction_base& tx, std::int64_t memberId,
                                             const std::string& period) {
  return tx.exec_params1(kUsed.sql, memberId, period)[0].as<std::int64_t>();
}

std::optional<std::int64_t> DepositRepository::limitInForce(pqxx::transaction_base& tx, std::int64_t memberId,
                                                            const std::string& period) {
  const auto rows = tx.exec_params(kInForce.sql, memberId, period);
  if (rows.empty() || rows[0][1].is_null()) return std::nullopt;
  return rows[0][1].as<std::int64_t>();
}

std::vector<services::DepositLimit> DepositRepository::limits(std::int64_t memberId) {
  auto lease = pool_.acquire();
  for (const auto* statement : {&kUsed, &kInForce, &kPending}) lease->prepare(*statement);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::DepositLimit> list;
  for (const std::string period : {"day", "week", "month"}) {
    services::DepositLimit limit;
    limit.period = period;
    const auto inForce = tx.exec_prepared(kInForce.name, memberId, period);
    std::int64_t inForceId = 0;
    if (!inForce.empty()) {
      inForceId = inForce[0][0].as<std::int64_t>();
      if (!inForce[0][1].is_null()) limit.limitMinor = inForce[0][1].as<std::int64_t>();
    }
    limit.usedMinor = tx.exec_prepared1(kUsed.name, memberId, period)[0].as<std::int64_t>();
    const auto pending = tx.exec_prepared(kPending.name, memberId, period, inForceId);
    if (!pending.empty()) {
      limit.pendingChange = true;
      if (!pending[0][0].is_null()) limit.pendingMinor = pending[0][0].as<std::int64_t>();
      limit.pendingFrom = pending[0][1].as<std::string>();
    }
    list.push_back(std::move(limit));
  }
  return list;
}

void DepositRepository::addLimitChange(std::int64_t memberId, const std::string& period,
                                       std::optional<std::int64_t> amountMinor, bool immediately) {
  auto lease = pool_.acquire();
  lease->prepare(kAddLimit);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kAddLimit.name, memberId, period, amountMinor, immediately);
  tx.commit();
}

std::optional<services::DepositRecord> DepositRepository::find(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kFind);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFind.name, id);
  if (rows.empty()) return std::nullopt;
  return depositOf(rows[0]);
}

std::vector<services::DepositRecord> DepositRepository::ofMember(std::int64_t memberId, int limit) {
  auto lease = pool_.acquire();
  lease->prepare(kOfMember);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::DepositRecord> list;
  for (const auto& row : tx.exec_prepared(kOfMember.name, memberId, limit)) list.push_back(depositOf(row));
  return list;
}

std::vector<services::DepositRecord> DepositRepository::list(const std::string& status, int limit) {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::DepositRecord> records;
  for (const auto& row : tx.exec_prepared(kList.name, status, limit)) records.push_back(depositOf(row));
  return records;
}

services::DepositRecord DepositRepository::decide(std::int64_t id, bool approve) {
  {
    auto lease = pool_.acquire();
    for (const auto* statement : {&kLockRequest, &kDecide}) lease->prepare(*statement);
    pqxx::work tx(lease->connection());
    const auto rows = tx.exec_prepared(kLockRequest.name, id);
    if (rows.empty()) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no such deposit request");
    const auto memberId = rows[0][0].as<std::int64_t>();
    const auto amount = rows[0][1].as<std::int64_t>();
    if (rows[0][2].as<std::string>() != "in_process") {
      throw DomainError(ErrorKind::Conflict, error_keys::kRequestAlreadyDecided,
                        "This deposit was already " + rows[0][2].as<std::string>());
    }
    std::optional<std::int64_t> journalId;
    if (approve) {
      journalId = ledger_
                      .post(*lease, tx, memberId, {"payment_clearing"},
                            [&](const LockedAccounts& accounts) {
                              const auto* clearing = accounts.systemAccount("payment_clearing");
                              if (clearing == nullptr) {
                                throw DomainError(ErrorKind::Internal, error_keys::kInternalError,
                                                  "no payment clearing account");
                              }
                              JournalPlan plan;
                              plan.kind = "deposit";
                              plan.memo = "deposit " + std::to_string(id);
                              plan.entries = {{clearing->id, -amount}, {accounts.main.id, amount}};
                              plan.amountMinor = amount;
                              return plan;
                            })
                      .journalId;
    }
    tx.exec_prepared(kDecide.name, id, approve ? "approved" : "rejected", journalId);
    tx.commit();
  }
  return *find(id);
}

}  // namespace panalo::repositories
