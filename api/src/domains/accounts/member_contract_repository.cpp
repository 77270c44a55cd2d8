#include "domains/accounts/member_contract_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kRead{"members_consolidated",
                          "SELECT dailysalreqtype, divtypereq, contracthoursalreqa, realtimesalreqtype "
                          "FROM members WHERE id = $1"};

const db::Statement kWrite{"members_consolidated_write",
                           "UPDATE members SET dailysalreqtype = $2, divtypereq = $3, contracthoursalreqa = $4, "
                           "realtimesalreqtype = $5 WHERE id = $1"};

}  // namespace

std::optional<ConsolidatedContract> MemberContractRepository::consolidated(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kRead);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kRead.name, memberId);
  if (rows.empty()) return std::nullopt;
  return ConsolidatedContract{rows[0][0].as<int>(), rows[0][1].as<int>(), rows[0][2].as<int>(), rows[0][3].as<int>()};
}

bool MemberContractRepository::setConsolidated(std::int64_t memberId, const ConsolidatedContract& flags) {
  auto lease = pool_.acquire();
  lease->prepare(kWrite);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kWrite.name, memberId, flags.dailysalreqtype, flags.divtypereq,
                                       flags.contracthoursalreqa, flags.realtimesalreqtype);
  tx.commit();
  return result.affected_rows() == 1;
}

}  // namespace panalo::repositories
