// panaloctl agents ...: agents' affiliate (invitation) codes.
#include <iomanip>
#include <iostream>
#include <memory>

#include "domains/accounts/accounts_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules::accounts_commands {

void addAgentCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts) {
  struct AffiliateArgs {
    std::string agent;
    std::string code;
    std::string domain;
  };
  auto affiliate = std::make_shared<AffiliateArgs>();
  auto& add = cli::addCommand(
      app, "agents affiliate add", "<agent-account> <code> [--domain D]",
      "give an agent an affiliate code, optionally bound to one domain", [accounts, affiliate] {
        accounts().invitations.addAffiliate(affiliate->agent, affiliate->code, affiliate->domain);
        std::cout << "affiliate code " << affiliate->code << " now invites to " << affiliate->agent << '\n';
        return 0;
      });
  add.add_option("agent-account", affiliate->agent, "the agent's account")->required();
  add.add_option("code", affiliate->code, "1-32 letters and digits")->required();
  add.add_option("--domain", affiliate->domain, "the one domain the code is valid on");

  cli::addCommand(app, "agents affiliate list", "", "list affiliate codes: code, agent, domain, state", [accounts] {
    for (const auto& code : accounts().invitations.listAffiliates()) {
      std::cout << std::left << std::setw(34) << code.code << std::setw(24) << code.agentAccount << std::setw(30)
                << (code.domain.empty() ? "(any domain)" : code.domain) << (code.active ? "active" : "inactive")
                << '\n';
    }
    return 0;
  });
}

}  // namespace panalo::modules::accounts_commands
