#include "domains/wallet/upline_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// type_code 4 is a trial (spec section 4); a trial never holds a wallet.
const db::Statement kUplineOf{"wallet_upline_of",
                              "SELECT u.id, u.nickname FROM members m JOIN members u ON u.id = m.upline_id "
                              "WHERE m.id = $1 AND u.id <> m.id AND u.status = 'active' AND u.type_code <> 4"};

}  // namespace

std::optional<Upline> UplineRepository::uplineOf(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kUplineOf);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kUplineOf.name, memberId);
  if (rows.empty()) return std::nullopt;
  return Upline{rows[0][0].as<std::int64_t>(), rows[0][1].as<std::string>()};
}

}  // namespace panalo::repositories
