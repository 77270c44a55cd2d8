#include "domains/wallet/team_money_service.hpp"

#include <pqxx/pqxx>

namespace panalo::services {
namespace {

// $1 member ids (NULL: everyone), $2 from, $3 to.
const db::Statement kTotals{
    "wallet_team_totals",
    "WITH b AS (SELECT member_id, count(*) AS n, sum(bet_minor) AS bet, sum(valid_bet_minor) AS valid, "
    "sum(payout_minor) AS payout, sum(win_loss_minor) AS wl FROM bets WHERE status = 'settled' "
    "AND settled_at >= $2::timestamptz AND settled_at < $3::timestamptz "
    "AND ($1::bigint[] IS NULL OR member_id = ANY ($1::bigint[])) GROUP BY member_id), "
    "d AS (SELECT member_id, count(*) AS n, sum(amount_minor) AS amount FROM deposit_requests "
    "WHERE status = 'approved' AND decided_at >= $2::timestamptz AND decided_at < $3::timestamptz "
    "AND ($1::bigint[] IS NULL OR member_id = ANY ($1::bigint[])) GROUP BY member_id), "
    "w AS (SELECT member_id, count(*) AS n, sum(amount_minor) AS amount FROM withdrawal_requests "
    "WHERE status <> 'rejected' AND created_at >= $2::timestamptz AND created_at < $3::timestamptz "
    "AND ($1::bigint[] IS NULL OR member_id = ANY ($1::bigint[])) GROUP BY member_id) "
    "SELECT coalesce(b.member_id, d.member_id, w.member_id) AS id, coalesce(d.amount, 0)::bigint, "
    "coalesce(d.n, 0), coalesce(w.amount, 0)::bigint, coalesce(w.n, 0), coalesce(b.n, 0), "
    "coalesce(b.bet, 0)::bigint, coalesce(b.valid, 0)::bigint, coalesce(b.payout, 0)::bigint, "
    "coalesce(b.wl, 0)::bigint FROM b FULL JOIN d ON d.member_id = b.member_id "
    "FULL JOIN w ON w.member_id = coalesce(b.member_id, d.member_id) ORDER BY id"};

const db::Statement kSettledBets{
    "wallet_team_settled_bets",
    "SELECT member_id, bet_minor, valid_bet_minor, win_loss_minor FROM bets WHERE status = 'settled' "
    "AND valid_bet_minor > 0 AND settled_at >= $2::timestamptz AND settled_at < $3::timestamptz "
    "AND ($1::bigint[] IS NULL OR member_id = ANY ($1::bigint[])) ORDER BY member_id, id"};

const db::Statement kBets{
    "wallet_team_bets",
    "SELECT id, member_id, vendor_code, game_category, game_code, bet_minor, valid_bet_minor, payout_minor, "
    "win_loss_minor, status, to_char(placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
    "to_char(settled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM bets "
    "WHERE member_id = ANY ($1::bigint[]) AND placed_at >= $2::timestamptz AND placed_at < $3::timestamptz "
    "ORDER BY placed_at DESC, id DESC LIMIT $4 OFFSET $5"};
const db::Statement kBetTotals{
    "wallet_team_bet_totals",
    "SELECT count(*), coalesce(sum(bet_minor), 0)::bigint, coalesce(sum(valid_bet_minor), 0)::bigint, "
    "coalesce(sum(win_loss_minor), 0)::bigint FROM bets "
    "WHERE member_id = ANY ($1::bigint[]) AND placed_at >= $2::timestamptz AND placed_at < $3::timestamptz"};

// Deposits and withdrawals in one list; $4 '' for both.
#define PANALO_TEAM_TRANSACTIONS                                                                                  \
  "(SELECT id, member_id, 'deposit' AS type, amount_minor, status, created_at, decided_at FROM deposit_requests " \
  "WHERE member_id = ANY ($1::bigint[]) AND created_at >= $2::timestamptz AND created_at < $3::timestamptz "      \
  "AND $4 IN ('', 'deposit') UNION ALL SELECT id, member_id, 'withdrawal', amount_minor, status, created_at, "    \
  "decided_at FROM withdrawal_requests WHERE member_id = ANY ($1::bigint[]) AND created_at >= $2::timestamptz "   \
  "AND created_at < $3::timestamptz AND $4 IN ('', 'withdrawal')) t"
const db::Statement kTransactions{
    "wallet_team_transactions",
    "SELECT id, member_id, type, amount_minor, status, "
    "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
    "to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM " PANALO_TEAM_TRANSACTIONS
    " ORDER BY created_at DESC, type, id DESC LIMIT $5 OFFSET $6"};
const db::Statement kTransactionCount{"wallet_team_transaction_count",
                                      "SELECT count(*) FROM " PANALO_TEAM_TRANSACTIONS};
#undef PANALO_TEAM_TRANSACTIONS

const db::Statement kBalances{
    "wallet_team_balances",
    "SELECT coalesce(a.balance, 0) FROM unnest($1::bigint[]) WITH ORDINALITY AS ids (id, position) "
    "LEFT JOIN ledger_accounts a ON a.member_id = ids.id AND a.kind = 'member_main' ORDER BY ids.position"};

std::optional<std::string> optionalIds(const std::optional<std::vector<std::int64_t>>& ids) {
  if (!ids) return std::nullopt;
  return bigintArrayLiteral(*ids);
}

std::optional<std::int64_t> optionalBigint(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<std::int64_t>();
}

std::optional<std::string> optionalText(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<std::string>();
}

}  // namespace

std::string bigintArrayLiteral(const std::vector<std::int64_t>& ids) {
  std::string array = "{";
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (i > 0) array += ',';
    array += std::to_string(ids[i]);
  }
  array += '}';
  return array;
}

std::vector<MemberMoneyTotals> TeamMoneyService::totals(const std::optional<std::vector<std::int64_t>>& memberIds,
                                                        const TimeRange& range) {
  std::vector<MemberMoneyTotals> answer;
  if (memberIds && memberIds->empty()) return answer;
  auto lease = pool_.acquire();
  lease->prepare(kTotals);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kTotals.name, optionalIds(memberIds), range.from, range.to);
  answer.reserve(rows.size());
  for (const auto& row : rows) {
    MemberMoneyTotals totals;
    totals.memberId = row[0].as<std::int64_t>();
    totals.depositMinor = row[1].as<std::int64_t>();
    totals.depositCount = row[2].as<std::int64_t>();
    totals.withdrawalMinor = row[3].as<std::int64_t>();
    totals.withdrawalCount = row[4].as<std::int64_t>();
    totals.betCount = row[5].as<std::int64_t>();
    totals.betMinor = row[6].as<std::int64_t>();
    totals.validBetMinor = row[7].as<std::int64_t>();
    totals.payoutMinor = row[8].as<std::int64_t>();
    totals.winLossMinor = row[9].as<std::int64_t>();
    answer.push_back(totals);
  }
  return answer;
}

std::vector<SettledBetFact> TeamMoneyService::settledBets(const std::optional<std::vector<std::int64_t>>& memberIds,
                                                          const TimeRange& range) {
  std::vector<SettledBetFact> answer;
  if (memberIds && memberIds->empty()) return answer;
  auto lease = pool_.acquire();
  lease->prepare(kSettledBets);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kSettledBets.name, optionalIds(memberIds), range.from, range.to);
  answer.reserve(rows.size());
  for (const auto& row : rows) {
    answer.push_back(
        {row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<std::int64_t>(), row[3].as<std::int64_t>()});
  }
  return answer;
}

TeamBetList TeamMoneyService::bets(const std::vector<std::int64_t>& memberIds, const TimeRange& range,
                                   std::int64_t limit, std::int64_t offset) {
  TeamBetList list;
  if (memberIds.empty()) return list;
  const auto ids = bigintArrayLiteral(memberIds);
  auto lease = pool_.acquire();
  lease->prepare(kBets);
  lease->prepare(kBetTotals);
  pqxx::read_transaction tx(lease->connection());
  const auto totals = tx.exec_prepared1(kBetTotals.name, ids, range.from, range.to);
  list.total = totals[0].as<std::int64_t>();
  list.betMinor = totals[1].as<std::int64_t>();
  list.validBetMinor = totals[2].as<std::int64_t>();
  list.winLossMinor = totals[3].as<std::int64_t>();
  for (const auto& row : tx.exec_prepared(kBets.name, ids, range.from, range.to, limit, offset)) {
    TeamBetRow bet;
    bet.id = row[0].as<std::int64_t>();
    bet.memberId = row[1].as<std::int64_t>();
    bet.vendor = row[2].as<std::string>();
    bet.gameCategory = row[3].as<std::string>();
    bet.gameCode = row[4].as<std::string>();
    bet.betMinor = row[5].as<std::int64_t>();
    bet.validBetMinor = row[6].as<std::int64_t>();
    bet.payoutMinor = optionalBigint(row[7]);
    bet.winLossMinor = optionalBigint(row[8]);
    bet.status = row[9].as<std::string>();
    bet.placedAt = row[10].as<std::string>();
    bet.settledAt = optionalText(row[11]);
    list.rows.push_back(std::move(bet));
  }
  return list;
}

TeamTransactionList TeamMoneyService::transactions(const std::vector<std::int64_t>& memberIds, const std::string& type,
                                                   const TimeRange& range, std::int64_t limit, std::int64_t offset) {
  TeamTransactionList list;
  if (memberIds.empty()) return list;
  const auto ids = bigintArrayLiteral(memberIds);
  auto lease = pool_.acquire();
  lease->prepare(kTransactions);
  lease->prepare(kTransactionCount);
  pqxx::read_transaction tx(lease->connection());
  list.total = tx.exec_prepared1(kTransactionCount.name, ids, range.from, range.to, type)[0].as<std::int64_t>();
  for (const auto& row : tx.exec_prepared(kTransactions.name, ids, range.from, range.to, type, limit, offset)) {
    TeamTransactionRow entry;
    entry.id = row[0].as<std::int64_t>();
    entry.memberId = row[1].as<std::int64_t>();
    entry.type = row[2].as<std::string>();
    entry.amountMinor = row[3].as<std::int64_t>();
    entry.status = row[4].as<std::string>();
    entry.createdAt = row[5].as<std::string>();
    entry.decidedAt = optionalText(row[6]);
    list.rows.push_back(std::move(entry));
  }
  return list;
}

std::vector<std::int64_t> TeamMoneyService::mainBalances(const std::vector<std::int64_t>& memberIds) {
  std::vector<std::int64_t> answer;
  if (memberIds.empty()) return answer;
  auto lease = pool_.acquire();
  lease->prepare(kBalances);
  pqxx::read_transaction tx(lease->connection());
  for (const auto& row : tx.exec_prepared(kBalances.name, bigintArrayLiteral(memberIds))) {
    answer.push_back(row[0].as<std::int64_t>());
  }
  return answer;
}

}  // namespace panalo::services
