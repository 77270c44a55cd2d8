#include "domains/agents/team_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

// $1 the agent; $2 the depth limit.
const db::Statement kTeam{
    "agents_team",
    "WITH RECURSIVE t (id, level) AS (SELECT id, 1 FROM members WHERE upline_id = $1 "
    "UNION ALL SELECT m.id, t.level + 1 FROM members m JOIN t ON m.upline_id = t.id WHERE t.level < $2) "
    "SELECT m.id, m.account, m.nickname, m.type_code, m.upline_id, u.account, t.level, m.status = 'active', "
    PANALO_UTC_TEXT("m.created_at") ", extract(epoch FROM m.created_at)::bigint "
    "FROM t JOIN members m ON m.id = t.id JOIN members u ON u.id = m.upline_id ORDER BY m.created_at DESC, m.id DESC"};

// From the member up: the agent is an ancestor within the depth limit.
const db::Statement kMemberOfTeam{
    "agents_member_of_team",
    "WITH RECURSIVE up (id, upline_id, level) AS (SELECT id, upline_id, 1 FROM members "
    "WHERE lower(account) = lower($2) AND id <> $1 "
    "UNION ALL SELECT m.id, m.upline_id, up.level + 1 FROM members m JOIN up ON m.id = up.upline_id "
    "WHERE up.level < $3 AND up.upline_id <> $1) "
    "SELECT m.id, m.account, m.nickname, m.type_code, m.upline_id, u.account, "
    "(SELECT max(level) FROM up), m.status = 'active', " PANALO_UTC_TEXT("m.created_at")
    ", extract(epoch FROM m.created_at)::bigint FROM members m JOIN members u ON u.id = m.upline_id "
    "WHERE lower(m.account) = lower($2) AND EXISTS (SELECT 1 FROM up WHERE up.upline_id = $1)"};

const db::Statement kTree{"agents_tree", "SELECT id, upline_id FROM members WHERE upline_id IS NOT NULL ORDER BY id"};

const db::Statement kUpline{"agents_upline",
                            "SELECT u.id, u.type_code FROM members m JOIN members u ON u.id = m.upline_id "
                            "WHERE m.id = $1"};

// $1 period, $2 from date, $3 to date (range only), $4 the time zone. The
// dates are local; the instants are where those local days begin and end.
const db::Statement kRange{
    "agents_report_range",
    "WITH today AS (SELECT (now() AT TIME ZONE $4)::date AS d), "
    "days AS (SELECT CASE $1 WHEN 'today' THEN d WHEN 'yesterday' THEN d - 1 "
    "WHEN 'thisWeek' THEN date_trunc('week', d)::date WHEN 'thisMonth' THEN date_trunc('month', d)::date "
    "WHEN 'lastMonth' THEN (date_trunc('month', d) - interval '1 month')::date ELSE $2::date END AS f, "
    "CASE $1 WHEN 'today' THEN d WHEN 'yesterday' THEN d - 1 WHEN 'thisWeek' THEN d WHEN 'thisMonth' THEN d "
    "WHEN 'lastMonth' THEN (date_trunc('month', d) - interval '1 day')::date ELSE $3::date END AS t FROM today), "
    "bounds AS (SELECT f, t, f::timestamp AT TIME ZONE $4 AS fi, (t + 1)::timestamp AT TIME ZONE $4 AS ti FROM days) "
    "SELECT to_char(f, 'YYYY-MM-DD'), to_char(t, 'YYYY-MM-DD'), fi::text, ti::text, "
    "extract(epoch FROM fi)::bigint, extract(epoch FROM ti)::bigint FROM bounds"};

services::TeamMember memberOf(const pqxx::row& row) {
  services::TeamMember member;
  member.id = row[0].as<std::int64_t>();
  member.account = row[1].as<std::string>();
  member.nickname = row[2].as<std::string>();
  member.typeCode = row[3].as<int>();
  member.uplineId = row[4].as<std::int64_t>();
  member.upline = row[5].as<std::string>();
  member.level = row[6].as<int>();
  member.active = row[7].as<bool>();
  member.registeredAt = row[8].as<std::string>();
  member.registeredAtEpoch = row[9].as<std::int64_t>();
  return member;
}

}  // namespace

std::vector<services::TeamMember> TeamRepository::team(std::int64_t agentId) {
  auto lease = pool_.acquire();
  lease->prepare(kTeam);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::TeamMember> members;
  for (const auto& row : tx.exec_prepared(kTeam.name, agentId, kMaxDepth)) members.push_back(memberOf(row));
  return members;
}

std::optional<services::TeamMember> TeamRepository::memberOfTeam(std::int64_t agentId, const std::string& account) {
  auto lease = pool_.acquire();
  lease->prepare(kMemberOfTeam);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kMemberOfTeam.name, agentId, account, kMaxDepth);
  if (rows.empty()) return std::nullopt;
  return memberOf(rows[0]);
}

std::vector<services::TreeNode> TeamRepository::tree() {
  auto lease = pool_.acquire();
  lease->prepare(kTree);
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::TreeNode> nodes;
  const auto rows = tx.exec_prepared(kTree.name);
  nodes.reserve(rows.size());
  for (const auto& row : rows) nodes.push_back({row[0].as<std::int64_t>(), row[1].as<std::int64_t>()});
  return nodes;
}

std::optional<TeamRepository::Upline> TeamRepository::uplineOf(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kUpline);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kUpline.name, memberId);
  if (rows.empty()) return std::nullopt;
  return Upline{rows[0][0].as<std::int64_t>(), rows[0][1].as<int>()};
}

services::ReportRange TeamRepository::range(const std::string& period, const std::string& fromDate,
                                            const std::string& toDate, const std::string& tz) {
  auto lease = pool_.acquire();
  lease->prepare(kRange);
  pqxx::read_transaction tx(lease->connection());
  const bool isRange = period == "range";
  const auto row = tx.exec_prepared1(kRange.name, period, isRange ? std::optional<std::string>(fromDate) : std::nullopt,
                                     isRange ? std::optional<std::string>(toDate) : std::nullopt, tz);
  services::ReportRange range;
  range.period = period;
  range.fromDate = row[0].as<std::string>();
  range.toDate = row[1].as<std::string>();
  range.fromTime = row[2].as<std::string>();
  range.toTime = row[3].as<std::string>();
  range.fromEpoch = row[4].as<std::int64_t>();
  range.toEpoch = row[5].as<std::int64_t>();
  return range;
}

}  // namespace panalo::repositories
