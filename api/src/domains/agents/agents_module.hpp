#pragma once
// The agents domain (issue 16): the agent back office. Teams on the upline
// tree, the agent center's reports, downline accounts, contracts between
// agents, and the settlements that pay dividends and salaries through the
// wallet's ledger.

#include "domains/accounts/accounts_module.hpp"
#include "domains/agents/contract_repository.hpp"
#include "domains/agents/contract_service.hpp"
#include "domains/agents/settlement_repository.hpp"
#include "domains/agents/settlement_service.hpp"
#include "domains/agents/team_repository.hpp"
#include "domains/agents/team_service.hpp"
#include "domains/sealed/sealed_module.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class AgentsModule {
 public:
  AgentsModule(platform::PlatformDeps& platform, SealedModule& sealed, AccountsModule& accounts, WalletModule& wallet);
  AgentsModule(const AgentsModule&) = delete;
  AgentsModule& operator=(const AgentsModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // agents features | contracts | grant | terminate | settle | settlements |
  // settlement | demo (agents_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<AgentsModule>& agents);

  repositories::TeamRepository teamStore;
  repositories::ContractRepository contractStore;
  repositories::SettlementRepository settlementStore;
  services::TeamService teams;
  services::ContractService contracts;
  services::SettlementService settlements;

 private:
  SealedModule& sealed_;
  AccountsModule& accounts_;
};

}  // namespace panalo::modules
