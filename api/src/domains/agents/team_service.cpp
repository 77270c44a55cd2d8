#include "domains/agents/team_service.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "domains/accounts/member_types.hpp"
#include "domains/agents/agent_query.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

[[noreturn]] void notInTeam() {
  throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such account in your team");
}

TimeRange timeRangeOf(const ReportRange& range) { return {range.fromTime, range.toTime}; }

template <typename T>
std::vector<T> pageOf(const std::vector<T>& all, const Page& page) {
  const auto offset = static_cast<std::size_t>((page.pageNo - 1) * page.pageSize);
  if (offset >= all.size()) return {};
  const auto end = std::min(all.size(), offset + static_cast<std::size_t>(page.pageSize));
  return std::vector<T>(all.begin() + static_cast<std::ptrdiff_t>(offset),
                        all.begin() + static_cast<std::ptrdiff_t>(end));
}

}  // namespace

void TeamService::requireAgent(const repositories::Member& member) {
  if (!member_types::isAgent(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kNotAnAgent, "Not an agent");
  }
}

ReportRange TeamService::rangeOf(const TeamQuery& query) {
  const auto asked = agent_query::period(query.period, query.from, query.to);
  return teams_.range(asked.period, asked.from, asked.to, records_.timeZone());
}

TeamMember TeamService::teamMember(std::int64_t agentId, const std::string& account) {
  auto member = teams_.memberOfTeam(agentId, account);
  if (!member) notInTeam();
  return *member;
}

std::vector<std::int64_t> TeamService::scope(const repositories::Member& agent,
                                             const std::optional<std::string>& account, std::vector<TeamMember>& team) {
  if (account) {
    team = {teamMember(agent.id, *account)};
  } else {
    team = teams_.team(agent.id);
  }
  std::vector<std::int64_t> ids;
  ids.reserve(team.size());
  for (const auto& member : team) ids.push_back(member.id);
  return ids;
}

void TeamService::withBalancesAndContracts(std::vector<TeamMember>& members) {
  std::vector<std::int64_t> ids;
  ids.reserve(members.size());
  for (const auto& member : members) ids.push_back(member.id);
  const auto balances = money_.mainBalances(ids);
  const auto kinds = contracts_.activeKinds(ids);
  for (std::size_t i = 0; i < members.size(); ++i) {
    if (i < balances.size()) members[i].balanceMinor = balances[i];
    const auto it = kinds.find(members[i].id);
    if (it != kinds.end()) members[i].contracts = it->second;
  }
}

TeamOverview TeamService::overview(const repositories::Member& agent, const TeamQuery& query) {
  requireAgent(agent);
  TeamOverview overview;
  overview.range = rangeOf(query);
  const auto team = teams_.team(agent.id);
  std::vector<std::int64_t> ids;
  for (const auto& member : team) {
    ids.push_back(member.id);
    if (member.level == 1) ++overview.directMembers;
    if (member_types::isAgent(member.typeCode)) ++overview.subAgents;
    if (member.registeredAtEpoch >= overview.range.fromEpoch && member.registeredAtEpoch < overview.range.toEpoch) {
      ++overview.newMembers;
    }
  }
  overview.teamSize = static_cast<std::int64_t>(team.size());
  for (const auto& totals : money_.totals(ids, timeRangeOf(overview.range))) {
    if (totals.validBetMinor > 0) ++overview.activeMembers;
    overview.depositMinor += totals.depositMinor;
    overview.depositCount += totals.depositCount;
    overview.withdrawalMinor += totals.withdrawalMinor;
    overview.withdrawalCount += totals.withdrawalCount;
    overview.betCount += totals.betCount;
    overview.validBetMinor += totals.validBetMinor;
    overview.profitLossMinor += totals.winLossMinor;
  }
  return overview;
}

TeamMemberPage TeamService::members(const repositories::Member& agent, const TeamQuery& query) {
  requireAgent(agent);
  const auto account = agent_query::account(query.account);
  const auto status = agent_query::oneOf(query.status, {"all", "active", "disabled"}, "all", "status");
  const auto type = agent_query::oneOf(query.accountType, {"all", "member", "agent"}, "all", "accountType");
  TeamMemberPage page;
  page.page = agent_query::page(query.pageNo, query.pageSize);
  const auto prefix = account ? lower(*account) : std::string();
  std::vector<TeamMember> matching;
  for (auto& member : teams_.team(agent.id)) {
    if (!prefix.empty() && lower(member.account).rfind(prefix, 0) != 0) continue;
    if (status != "all" && member.active != (status == "active")) continue;
    if (type != "all" && member_types::isAgent(member.typeCode) != (type == "agent")) continue;
    matching.push_back(std::move(member));
  }
  page.page.total = static_cast<std::int64_t>(matching.size());
  page.members = pageOf(matching, page.page);
  withBalancesAndContracts(page.members);
  return page;
}

TeamMember TeamService::open(const repositories::Member& agent, const validation::DownlineAccountForm& form,
                             const std::string& accountType, const std::string& ip) {
  requireAgent(agent);
  if (!accountType.empty() && accountType != "member" && accountType != "agent") {
    agent_query::invalid("accountType must be member or agent");
  }
  accounts_.open(agent.id, form, accountType == "agent", ip);
  auto member = teamMember(agent.id, form.username);
  std::vector<TeamMember> one{member};
  withBalancesAndContracts(one);
  return one.front();
}

TeamMember TeamService::setStatus(const repositories::Member& agent, const std::string& account,
                                  const std::string& status) {
  requireAgent(agent);
  if (account.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInputCannotBeEmpty, "account is required");
  }
  if (status != "active" && status != "disabled") agent_query::invalid("status must be active or disabled");
  const auto member = teamMember(agent.id, account);
  accounts_.setActive(member.id, status == "active");
  std::vector<TeamMember> one{teamMember(agent.id, account)};
  withBalancesAndContracts(one);
  return one.front();
}

TeamBetPage TeamService::bets(const repositories::Member& agent, const TeamQuery& query) {
  requireAgent(agent);
  TeamBetPage page;
  page.page = agent_query::page(query.pageNo, query.pageSize);
  page.range = rangeOf(query);
  std::vector<TeamMember> team;
  const auto ids = scope(agent, agent_query::account(query.account), team);
  std::map<std::int64_t, std::string> accounts;
  for (const auto& member : team) accounts[member.id] = member.account;
  const auto list =
      money_.bets(ids, timeRangeOf(page.range), page.page.pageSize, (page.page.pageNo - 1) * page.page.pageSize);
  page.page.total = list.total;
  page.betMinor = list.betMinor;
  page.validBetMinor = list.validBetMinor;
  page.winLossMinor = list.winLossMinor;
  for (const auto& row : list.rows) page.bets.push_back({row, accounts[row.memberId]});
  return page;
}

TeamProfitPage TeamService::profit(const repositories::Member& agent, const TeamQuery& query) {
  requireAgent(agent);
  TeamProfitPage page;
  page.page = agent_query::page(query.pageNo, query.pageSize);
  page.range = rangeOf(query);
  std::vector<TeamMember> team;
  const auto ids = scope(agent, agent_query::account(query.account), team);
  std::map<std::int64_t, const TeamMember*> byId;
  for (const auto& member : team) byId[member.id] = &member;
  std::vector<TeamProfitRow> rows;
  for (const auto& totals : money_.totals(ids, timeRangeOf(page.range))) {
    const auto* member = byId[totals.memberId];
    TeamProfitRow row{member->account,     member->typeCode,     totals.betCount,
                      totals.betMinor,     totals.validBetMinor, totals.payoutMinor,
                      totals.winLossMinor, totals.depositMinor,  totals.withdrawalMinor};
    page.totals.betCount += row.betCount;
    page.totals.betMinor += row.betMinor;
    page.totals.validBetMinor += row.validBetMinor;
    page.totals.payoutMinor += row.payoutMinor;
    page.totals.profitLossMinor += row.profitLossMinor;
    page.totals.depositMinor += row.depositMinor;
    page.totals.withdrawalMinor += row.withdrawalMinor;
    rows.push_back(std::move(row));
  }
  // Biggest turnover first; the account breaks ties, so pages are stable.
  std::sort(rows.begin(), rows.end(), [](const TeamProfitRow& a, const TeamProfitRow& b) {
    return a.validBetMinor != b.validBetMinor ? a.validBetMinor > b.validBetMinor : a.account < b.account;
  });
  page.page.total = static_cast<std::int64_t>(rows.size());
  page.rows = pageOf(rows, page.page);
  return page;
}

TeamTransactionPage TeamService::transactions(const repositories::Member& agent, const TeamQuery& query) {
  requireAgent(agent);
  TeamTransactionPage page;
  page.page = agent_query::page(query.pageNo, query.pageSize);
  page.range = rangeOf(query);
  auto type = agent_query::oneOf(query.type, {"all", "deposit", "withdrawal"}, "all", "type");
  if (type == "all") type.clear();
  std::vector<TeamMember> team;
  const auto ids = scope(agent, agent_query::account(query.account), team);
  std::map<std::int64_t, std::string> accounts;
  for (const auto& member : team) accounts[member.id] = member.account;
  const auto list = money_.transactions(ids, type, timeRangeOf(page.range), page.page.pageSize,
                                        (page.page.pageNo - 1) * page.page.pageSize);
  page.page.total = list.total;
  for (const auto& row : list.rows) page.transactions.push_back({row, accounts[row.memberId]});
  return page;
}

}  // namespace panalo::services
