#include "domains/wallet/settled_bet_feed.hpp"

namespace panalo::services {
namespace {

const db::Statement kSettledSince{
    "bets_settled_since",
    "SELECT id, game_category, valid_bet_minor, (extract(epoch FROM settled_at) * 1000000)::bigint FROM bets "
    "WHERE member_id = $1 AND status = 'settled' AND valid_bet_minor > 0 "
    "AND settled_at >= to_timestamp($2::double precision / 1000000) "
    "ORDER BY settled_at, id LIMIT $3"};

}  // namespace

std::vector<SettledBet> SettledBetFeed::settledSince(std::int64_t memberId, std::int64_t fromMicros,
                                                     std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kSettledSince);
  pqxx::read_transaction tx(lease->connection());
  std::vector<SettledBet> bets;
  for (const auto& row : tx.exec_prepared(kSettledSince.name, memberId, fromMicros, limit)) {
    bets.push_back(
        {row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<std::int64_t>(), row[3].as<std::int64_t>()});
  }
  return bets;
}

}  // namespace panalo::services
