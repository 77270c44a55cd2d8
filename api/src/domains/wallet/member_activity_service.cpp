#include "domains/wallet/member_activity_service.hpp"

#include <pqxx/pqxx>

#include <string>

namespace panalo::services {
namespace {

// $1 the ids as a PostgreSQL array literal (whole numbers only: built below).
const db::Statement kActivity{
    "wallet_member_activity",
    "SELECT ids.id, "
    "COALESCE((SELECT sum(d.amount_minor) FROM deposit_requests d WHERE d.member_id = ids.id "
    "AND d.status = 'approved'), 0)::bigint, "
    "(SELECT count(*) FROM deposit_requests d WHERE d.member_id = ids.id AND d.status = 'approved'), "
    "EXISTS (SELECT 1 FROM bets b WHERE b.member_id = ids.id AND b.placed_at > now() - make_interval(days => $2)) "
    "FROM unnest($1::bigint[]) WITH ORDINALITY AS ids (id, position) ORDER BY ids.position"};

}  // namespace

std::vector<MemberActivity> MemberActivityService::activity(const std::vector<std::int64_t>& memberIds,
                                                            int recentBetDays) {
  std::vector<MemberActivity> answer;
  if (memberIds.empty()) return answer;
  std::string array = "{";
  for (std::size_t i = 0; i < memberIds.size(); ++i) {
    if (i > 0) array += ',';
    array += std::to_string(memberIds[i]);
  }
  array += '}';
  auto lease = pool_.acquire();
  lease->prepare(kActivity);
  pqxx::read_transaction tx(lease->connection());
  for (const auto& row : tx.exec_prepared(kActivity.name, array, recentBetDays)) {
    MemberActivity activity;
    activity.memberId = row[0].as<std::int64_t>();
    activity.approvedDepositMinor = row[1].as<std::int64_t>();
    activity.approvedDeposits = row[2].as<std::int64_t>();
    activity.recentBet = row[3].as<bool>();
    answer.push_back(activity);
  }
  return answer;
}

}  // namespace panalo::services
