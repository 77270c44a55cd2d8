#include <iostream>

#include "app/cli/command.hpp"
#include "platform/db/migrator.hpp"

namespace panalo::cli {

void addDatabaseCommands(std::vector<Command>& commands) {
  commands.push_back({"migrate", "", "apply pending SQL migrations (safe to repeat)",
                      [](const std::vector<std::string>&, app::AppServices& services) {
                        auto lease = services.pool.acquire();
                        const auto result = db::migrate(lease->connection());
                        for (const auto& name : result.applied) std::cout << "applied " << name << '\n';
                        std::cout << result.applied.size() << " applied, " << result.alreadyApplied
                                  << " already applied\n";
                        return 0;
                      }});
  commands.push_back({"demo load", "", "load the demo data (safe to repeat)",
                      [](const std::vector<std::string>&, app::AppServices& services) {
                        auto lease = services.pool.acquire();
                        for (const auto& name : db::loadDemoData(lease->connection())) {
                          std::cout << "loaded " << name << '\n';
                        }
                        return 0;
                      }});
}

}  // namespace panalo::cli
