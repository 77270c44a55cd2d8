#pragma once
// The agent center's team pages (issue 16, spec section 2): the overview, the
// team list and its management, opening downline accounts, team betting, per
// member profit and loss, and transaction details. Every call first checks the
// caller is an agent (not_an_agent, 403) and reads only its own team: an
// account outside it is not_found (404), exactly as an unknown one.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/accounts/downline_account_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/agents/agents_types.hpp"
#include "domains/agents/contract_repository.hpp"
#include "domains/agents/team_repository.hpp"
#include "domains/wallet/record_service.hpp"
#include "domains/wallet/team_money_service.hpp"

namespace panalo::services {

// Filters as the client sent them; the service checks them.
struct TeamQuery {
  std::optional<std::string> account;
  std::optional<std::string> status;       // members: all, active, disabled
  std::optional<std::string> accountType;  // members: all, member, agent
  std::optional<std::string> type;         // transactions: all, deposit, withdrawal
  std::optional<std::string> period;
  std::optional<std::string> from;
  std::optional<std::string> to;
  std::optional<std::string> pageNo;
  std::optional<std::string> pageSize;
};

class TeamService {
 public:
  TeamService(repositories::TeamRepository& teams, repositories::ContractRepository& contracts, TeamMoneyService& money,
              RecordService& records, DownlineAccountService& accounts)
      : teams_(teams), contracts_(contracts), money_(money), records_(records), accounts_(accounts) {}

  // Throws DomainError(Forbidden, not_an_agent) unless `member` is an agent.
  static void requireAgent(const repositories::Member& member);

  TeamOverview overview(const repositories::Member& agent, const TeamQuery& query);
  TeamMemberPage members(const repositories::Member& agent, const TeamQuery& query);
  // accountType member or agent. Throws the downline form's keys, account_exists.
  TeamMember open(const repositories::Member& agent, const validation::DownlineAccountForm& form,
                  const std::string& accountType, const std::string& ip);
  TeamMember setStatus(const repositories::Member& agent, const std::string& account, const std::string& status);
  TeamBetPage bets(const repositories::Member& agent, const TeamQuery& query);
  TeamProfitPage profit(const repositories::Member& agent, const TeamQuery& query);
  TeamTransactionPage transactions(const repositories::Member& agent, const TeamQuery& query);

  // A team member by account, or not_found.
  TeamMember teamMember(std::int64_t agentId, const std::string& account);

 private:
  // The report range of a query (the report time zone of the records).
  ReportRange rangeOf(const TeamQuery& query);
  // The ids a list reads: the one member asked for, or the whole team.
  std::vector<std::int64_t> scope(const repositories::Member& agent, const std::optional<std::string>& account,
                                  std::vector<TeamMember>& team);
  void withBalancesAndContracts(std::vector<TeamMember>& members);

  repositories::TeamRepository& teams_;
  repositories::ContractRepository& contracts_;
  TeamMoneyService& money_;
  RecordService& records_;
  DownlineAccountService& accounts_;
};

}  // namespace panalo::services
