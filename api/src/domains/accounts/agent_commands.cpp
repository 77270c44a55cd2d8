// panaloctl agents ...: agents' affiliate (invitation) codes.
#include <iomanip>
#include <iostream>

#include "app/cli/command.hpp"

namespace panalo::cli {

void addAgentCommands(std::vector<Command>& commands) {
  commands.push_back({"agents affiliate add", "<agent-account> <code> [--domain D]",
                      "give an agent an affiliate code, optionally bound to one domain",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 2 && !(args.size() == 4 && args[2] == "--domain")) {
                          throw UsageError("expected <agent-account> <code> [--domain D]");
                        }
                        services.invitations.addAffiliate(args[0], args[1], args.size() == 4 ? args[3] : "");
                        std::cout << "affiliate code " << args[1] << " now invites to " << args[0] << '\n';
                        return 0;
                      }});
  commands.push_back({"agents affiliate list", "", "list affiliate codes: code, agent, domain, state",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (!args.empty()) throw UsageError("expected no arguments");
                        for (const auto& code : services.invitations.listAffiliates()) {
                          std::cout << std::left << std::setw(34) << code.code << std::setw(24) << code.agentAccount
                                    << std::setw(30) << (code.domain.empty() ? "(any domain)" : code.domain)
                                    << (code.active ? "active" : "inactive") << '\n';
                        }
                        return 0;
                      }});
}

}  // namespace panalo::cli
