#include "domains/agents/contract_repository.hpp"

#include <pqxx/pqxx>

#include <nlohmann/json.hpp>

#include "domains/wallet/team_money_service.hpp"  // bigintArrayLiteral

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

#define PANALO_CONTRACT_COLUMNS \
  "c.id, c.kind, c.period, c.status, c.holder_id, h.account, c.grantor_id, coalesce(g.account, ''), "             \
  "c.win_rate_bp, c.loss_rate_bp, c.single_bet_minor, " PANALO_UTC_TEXT("c.created_at") ", " PANALO_UTC_TEXT(     \
      "c.accepted_at") ", " PANALO_UTC_TEXT("c.ended_at") ", c.end_reason, "                                        \
                                                          "(SELECT coalesce(json_agg(json_build_array(t.rate_bp, " \
                                                          "t.min_active_members, t.min_valid_bet_minor, "         \
                                                          "t.min_profit_loss_minor) ORDER BY t.tier), '[]') "     \
                                                          "FROM agent_contract_tiers t WHERE t.contract_id = c.id), " \
  "r.id, r.requested_by, ra.account, " PANALO_UTC_TEXT("r.created_at")
#define PANALO_CONTRACT_FROM                                                                                 \
  " FROM agent_contracts c JOIN members h ON h.id = c.holder_id LEFT JOIN members g ON g.id = c.grantor_id " \
  "LEFT JOIN agent_contract_terminations r ON r.contract_id = c.id AND r.status = 'pending' "                \
  "LEFT JOIN members ra ON ra.id = r.requested_by "
#define PANALO_RECENT " AND (c.ended_at IS NULL OR c.ended_at > now() - interval '90 days') "

const db::Statement kFind{"agents_contract_find",
                          "SELECT " PANALO_CONTRACT_COLUMNS PANALO_CONTRACT_FROM "WHERE c.id = $1"};
const db::Statement kHeld{"agents_contracts_held", "SELECT " PANALO_CONTRACT_COLUMNS PANALO_CONTRACT_FROM
                                                   "WHERE c.holder_id = $1" PANALO_RECENT "ORDER BY c.id DESC"};
const db::Statement kGranted{"agents_contracts_granted", "SELECT " PANALO_CONTRACT_COLUMNS PANALO_CONTRACT_FROM
                                                         "WHERE c.grantor_id = $1" PANALO_RECENT "ORDER BY c.id DESC"};
const db::Statement kActive{"agents_contract_active", "SELECT " PANALO_CONTRACT_COLUMNS PANALO_CONTRACT_FROM
                                                      "WHERE c.holder_id = $1 AND c.kind = $2 AND c.status = 'active'"};
const db::Statement kActiveKinds{"agents_contract_active_kinds",
                                 "SELECT holder_id, kind FROM agent_contracts WHERE status = 'active' "
                                 "AND holder_id = ANY ($1::bigint[]) ORDER BY holder_id, kind"};

const db::Statement kEndOpen{"agents_contract_end_open",
                             "UPDATE agent_contracts SET status = 'terminated', ended_at = now(), end_reason = $4 "
                             "WHERE holder_id = $1 AND kind = $2 AND status = $3 AND id <> $5"};
const db::Statement kInsert{"agents_contract_insert",
                            "INSERT INTO agent_contracts (holder_id, grantor_id, kind, period, status, win_rate_bp, "
                            "loss_rate_bp, single_bet_minor, accepted_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, "
                            "CASE WHEN $5 = 'active' THEN now() END) RETURNING id"};
const db::Statement kInsertTier{"agents_contract_insert_tier",
                                "INSERT INTO agent_contract_tiers (contract_id, tier, rate_bp, min_active_members, "
                                "min_valid_bet_minor, min_profit_loss_minor) VALUES ($1, $2, $3, $4, $5, $6)"};
const db::Statement kLock{"agents_contract_lock",
                          "SELECT holder_id, grantor_id, kind, status FROM agent_contracts WHERE id = $1 FOR UPDATE"};
const db::Statement kActivate{"agents_contract_activate",
                              "UPDATE agent_contracts SET status = 'active', accepted_at = now() WHERE id = $1"};
const db::Statement kReject{"agents_contract_reject",
                            "UPDATE agent_contracts SET status = 'rejected', ended_at = now(), end_reason = 'rejected' "
                            "WHERE id = $1"};
const db::Statement kTerminate{"agents_contract_terminate",
                               "UPDATE agent_contracts SET status = 'terminated', ended_at = now(), end_reason = $2 "
                               "WHERE id = $1"};
// The holder's own grants of `kind` (open ones) whose top rate exceeds the top
// rate of the holder's contract $3 (win, loss or any tier).
#define PANALO_TOP_RATE(c)                               \
  "greatest(coalesce(" c ".win_rate_bp, 0), coalesce(" c \
  ".loss_rate_bp, 0), coalesce((SELECT max(t.rate_bp) "  \
  "FROM agent_contract_tiers t WHERE t.contract_id = " c ".id), 0))"
const db::Statement kUndercut{"agents_contract_undercut",
                              "UPDATE agent_contracts c SET status = 'terminated', ended_at = now(), "
                              "end_reason = 'undercut' WHERE c.grantor_id = $1 AND c.kind = $2 "
                              "AND c.status IN ('pending', 'active') AND " PANALO_TOP_RATE("c")
                              " > (SELECT " PANALO_TOP_RATE("o") " FROM agent_contracts o WHERE o.id = $3) "
                              "RETURNING c.id"};
#undef PANALO_TOP_RATE
const db::Statement kVoidTerminations{"agents_contract_void_terminations",
                                      "UPDATE agent_contract_terminations SET status = 'void', decided_at = now() "
                                      "WHERE status = 'pending' AND contract_id IN (SELECT id FROM agent_contracts "
                                      "WHERE status = 'terminated' AND ended_at = now())"};
const db::Statement kOpenTermination{"agents_contract_open_termination",
                                     "SELECT id, requested_by FROM agent_contract_terminations WHERE contract_id = $1 "
                                     "AND status = 'pending' FOR UPDATE"};
const db::Statement kRequestTermination{"agents_contract_request_termination",
                                        "INSERT INTO agent_contract_terminations (contract_id, requested_by) "
                                        "VALUES ($1, $2)"};
const db::Statement kDecideTermination{"agents_contract_decide_termination",
                                       "UPDATE agent_contract_terminations SET status = $2, decided_at = now() "
                                       "WHERE id = $1"};

const db::Statement kInForce{
    "agents_contracts_in_force",
    "SELECT c.holder_id, c.id, coalesce(c.win_rate_bp, 0), coalesce(c.loss_rate_bp, 0), "
    "coalesce(c.single_bet_minor, 0), (SELECT coalesce(json_agg(json_build_array(t.rate_bp, t.min_active_members, "
    "t.min_valid_bet_minor, t.min_profit_loss_minor) ORDER BY t.tier), '[]') FROM agent_contract_tiers t "
    "WHERE t.contract_id = c.id) FROM agent_contracts c WHERE c.kind = $1 AND c.period = $2 "
    "AND c.accepted_at < $3::timestamptz AND (c.ended_at IS NULL OR c.ended_at >= $3::timestamptz) "
    "AND c.status IN ('active', 'terminated') ORDER BY c.holder_id, c.id"};
const db::Statement kPeriodsInUse{
    "agents_contract_periods_in_use",
    "SELECT kind, period, extract(epoch FROM min(accepted_at))::bigint FROM agent_contracts "
    "WHERE accepted_at IS NOT NULL AND (ended_at IS NULL OR ended_at > now() - make_interval(days => $1)) "
    "GROUP BY kind, period ORDER BY kind, period"};

std::vector<services::ContractTier> tiersOf(const std::string& text) {
  // [[rate, minActive, minValidBet, minProfitLoss], ...] as the queries build it.
  std::vector<services::ContractTier> tiers;
  for (const auto& tier : nlohmann::json::parse(text)) {
    tiers.push_back({tier.at(0).get<int>(), tier.at(1).get<std::int64_t>(), tier.at(2).get<std::int64_t>(),
                     tier.at(3).get<std::int64_t>()});
  }
  return tiers;
}

std::optional<std::string> optionalText(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<std::string>();
}

services::Contract contractOf(const pqxx::row& row) {
  services::Contract contract;
  contract.id = row[0].as<std::int64_t>();
  contract.kind = row[1].as<std::string>();
  contract.period = row[2].as<std::string>();
  contract.status = row[3].as<std::string>();
  contract.holderId = row[4].as<std::int64_t>();
  contract.holder = row[5].as<std::string>();
  if (!row[6].is_null()) contract.grantorId = row[6].as<std::int64_t>();
  contract.grantor = row[7].as<std::string>();
  if (!row[8].is_null()) contract.winRateBp = row[8].as<int>();
  if (!row[9].is_null()) contract.lossRateBp = row[9].as<int>();
  if (!row[10].is_null()) contract.singleBetMinor = row[10].as<std::int64_t>();
  contract.createdAt = row[11].as<std::string>();
  contract.acceptedAt = optionalText(row[12]);
  contract.endedAt = optionalText(row[13]);
  contract.endReason = optionalText(row[14]);
  contract.tiers = tiersOf(row[15].as<std::string>());
  if (!row[16].is_null()) {
    services::ContractTermination termination;
    termination.id = row[16].as<std::int64_t>();
    termination.requestedById = row[17].as<std::int64_t>();
    termination.requestedBy = row[18].as<std::string>();
    termination.createdAt = row[19].as<std::string>();
    contract.termination = termination;
  }
  return contract;
}

std::vector<services::Contract> listOf(db::ConnectionPool& pool, const db::Statement& statement, std::int64_t id) {
  auto lease = pool.acquire();
  lease->prepare(statement);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::Contract> contracts;
  for (const auto& row : tx.exec_prepared(statement.name, id)) contracts.push_back(contractOf(row));
  return contracts;
}

struct Locked {
  std::int64_t holderId = 0;
  std::optional<std::int64_t> grantorId;
  std::string kind;
  std::string status;
};

std::optional<Locked> lock(pqxx::work& tx, std::int64_t contractId) {
  const auto rows = tx.exec_prepared(kLock.name, contractId);
  if (rows.empty()) return std::nullopt;
  Locked locked;
  locked.holderId = rows[0][0].as<std::int64_t>();
  if (!rows[0][1].is_null()) locked.grantorId = rows[0][1].as<std::int64_t>();
  locked.kind = rows[0][2].as<std::string>();
  locked.status = rows[0][3].as<std::string>();
  return locked;
}

void prepareChanges(db::PooledConnection& connection) {
  for (const auto* statement : {&kLock, &kActivate, &kReject, &kTerminate, &kUndercut, &kEndOpen, &kVoidTerminations,
                                &kOpenTermination, &kRequestTermination, &kDecideTermination}) {
    connection.prepare(*statement);
  }
}

}  // namespace

std::optional<services::Contract> ContractRepository::find(std::int64_t id) {
  auto contracts = listOf(pool_, kFind, id);
  if (contracts.empty()) return std::nullopt;
  return contracts.front();
}

std::vector<services::Contract> ContractRepository::held(std::int64_t holderId) {
  return listOf(pool_, kHeld, holderId);
}

std::vector<services::Contract> ContractRepository::granted(std::int64_t grantorId) {
  return listOf(pool_, kGranted, grantorId);
}

std::optional<services::Contract> ContractRepository::active(std::int64_t holderId, const std::string& kind) {
  auto lease = pool_.acquire();
  lease->prepare(kActive);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kActive.name, holderId, kind);
  if (rows.empty()) return std::nullopt;
  return contractOf(rows[0]);
}

std::map<std::int64_t, std::vector<std::string>> ContractRepository::activeKinds(
    const std::vector<std::int64_t>& memberIds) {
  std::map<std::int64_t, std::vector<std::string>> kinds;
  if (memberIds.empty()) return kinds;
  auto lease = pool_.acquire();
  lease->prepare(kActiveKinds);
  pqxx::read_transaction tx(lease->connection());
  for (const auto& row : tx.exec_prepared(kActiveKinds.name, services::bigintArrayLiteral(memberIds))) {
    kinds[row[0].as<std::int64_t>()].push_back(row[1].as<std::string>());
  }
  return kinds;
}

std::int64_t ContractRepository::create(const NewContract& contract, bool activeAtOnce) {
  auto lease = pool_.acquire();
  prepareChanges(*lease);
  lease->prepare(kInsert);
  lease->prepare(kInsertTier);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kEndOpen.name, contract.holderId, contract.kind, "pending", "replaced", 0);
  if (activeAtOnce) tx.exec_prepared(kEndOpen.name, contract.holderId, contract.kind, "active", "replaced", 0);
  const auto id = tx.exec_prepared1(kInsert.name, contract.holderId, contract.grantorId, contract.kind, contract.period,
                                    activeAtOnce ? "active" : "pending", contract.winRateBp, contract.lossRateBp,
                                    contract.singleBetMinor)[0]
                      .as<std::int64_t>();
  int tier = 0;
  for (const auto& t : contract.tiers) {
    tx.exec_prepared(kInsertTier.name, id, ++tier, t.rateBp, t.minActiveMembers, t.minValidBetMinor,
                     t.minProfitLossMinor);
  }
  tx.exec_prepared(kVoidTerminations.name);
  tx.commit();
  return id;
}

ContractChange ContractRepository::accept(std::int64_t contractId, std::int64_t holderId) {
  auto lease = pool_.acquire();
  prepareChanges(*lease);
  pqxx::work tx(lease->connection());
  const auto locked = lock(tx, contractId);
  if (!locked || locked->holderId != holderId) return ContractChange::NotFound;
  if (locked->status != "pending") return ContractChange::WrongState;
  tx.exec_prepared(kEndOpen.name, holderId, locked->kind, "active", "replaced", contractId);
  tx.exec_prepared(kActivate.name, contractId);
  tx.exec_prepared(kUndercut.name, holderId, locked->kind, contractId);
  tx.exec_prepared(kVoidTerminations.name);
  tx.commit();
  return ContractChange::Done;
}

ContractChange ContractRepository::reject(std::int64_t contractId, std::int64_t holderId) {
  auto lease = pool_.acquire();
  prepareChanges(*lease);
  pqxx::work tx(lease->connection());
  const auto locked = lock(tx, contractId);
  if (!locked || locked->holderId != holderId) return ContractChange::NotFound;
  if (locked->status != "pending") return ContractChange::WrongState;
  tx.exec_prepared(kReject.name, contractId);
  tx.commit();
  return ContractChange::Done;
}

ContractChange ContractRepository::requestTermination(std::int64_t contractId, std::int64_t partyId) {
  auto lease = pool_.acquire();
  prepareChanges(*lease);
  pqxx::work tx(lease->connection());
  const auto locked = lock(tx, contractId);
  if (!locked || (locked->holderId != partyId && locked->grantorId != partyId)) return ContractChange::NotFound;
  if (locked->status != "active") return ContractChange::WrongState;
  if (!tx.exec_prepared(kOpenTermination.name, contractId).empty()) return ContractChange::WrongState;
  tx.exec_prepared(kRequestTermination.name, contractId, partyId);
  tx.commit();
  return ContractChange::Done;
}

ContractChange ContractRepository::decideTermination(std::int64_t contractId, std::optional<std::int64_t> partyId,
                                                     bool accept) {
  auto lease = pool_.acquire();
  prepareChanges(*lease);
  pqxx::work tx(lease->connection());
  const auto locked = lock(tx, contractId);
  if (!locked) return ContractChange::NotFound;
  if (partyId && locked->holderId != *partyId && locked->grantorId != *partyId) return ContractChange::NotFound;
  if (!partyId && locked->grantorId) return ContractChange::NotFound;
  const auto open = tx.exec_prepared(kOpenTermination.name, contractId);
  if (locked->status != "active" || open.empty()) return ContractChange::WrongState;
  // The one who asked cannot answer their own request (the operator answers the holder's).
  if (partyId && open[0][1].as<std::int64_t>() == *partyId) return ContractChange::WrongState;
  tx.exec_prepared(kDecideTermination.name, open[0][0].as<std::int64_t>(), accept ? "accepted" : "rejected");
  if (accept) tx.exec_prepared(kTerminate.name, contractId, "terminated");
  tx.commit();
  return ContractChange::Done;
}

ContractChange ContractRepository::terminateNow(std::int64_t contractId) {
  auto lease = pool_.acquire();
  prepareChanges(*lease);
  pqxx::work tx(lease->connection());
  const auto locked = lock(tx, contractId);
  if (!locked) return ContractChange::NotFound;
  if (locked->status != "active" && locked->status != "pending") return ContractChange::WrongState;
  tx.exec_prepared(kTerminate.name, contractId, "terminated");
  tx.exec_prepared(kVoidTerminations.name);
  tx.commit();
  return ContractChange::Done;
}

std::map<std::int64_t, services::ContractTerms> ContractRepository::inForce(const std::string& kind,
                                                                            const std::string& period,
                                                                            const std::string& end) {
  auto lease = pool_.acquire();
  lease->prepare(kInForce);
  pqxx::read_transaction tx(lease->connection());
  std::map<std::int64_t, services::ContractTerms> terms;
  for (const auto& row : tx.exec_prepared(kInForce.name, kind, period, end)) {
    services::ContractTerms entry;
    entry.contractId = row[1].as<std::int64_t>();
    entry.winRateBp = row[2].as<int>();
    entry.lossRateBp = row[3].as<int>();
    entry.singleBetMinor = row[4].as<std::int64_t>();
    entry.tiers = tiersOf(row[5].as<std::string>());
    // A holder's later contract (a replacement within the period) wins: rows come by id.
    terms[row[0].as<std::int64_t>()] = entry;
  }
  return terms;
}

std::vector<ContractRepository::PeriodUse> ContractRepository::periodsInUse(int days) {
  auto lease = pool_.acquire();
  lease->prepare(kPeriodsInUse);
  pqxx::read_transaction tx(lease->connection());
  std::vector<PeriodUse> uses;
  for (const auto& row : tx.exec_prepared(kPeriodsInUse.name, days)) {
    uses.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::int64_t>()});
  }
  return uses;
}

}  // namespace panalo::repositories
