#include "app/cli/database_commands.hpp"

#include <iostream>

#include "platform/cli/command_line.hpp"
#include "platform/db/migrator.hpp"

namespace panalo::cli {

void addDatabaseCommands(CLI::App& app, const Lazy<app::Modules>& modules) {
  addCommand(app, "migrate", "", "apply pending SQL migrations (safe to repeat)", [modules] {
    auto lease = modules().platform().pool.acquire();
    const auto result = db::migrate(lease->connection());
    for (const auto& name : result.applied) std::cout << "applied " << name << '\n';
    std::cout << result.applied.size() << " applied, " << result.alreadyApplied << " already applied\n";
    return 0;
  });
  addCommand(app, "demo load", "", "load the demo data (safe to repeat)", [modules] {
    auto lease = modules().platform().pool.acquire();
    for (const auto& name : db::loadDemoData(lease->connection())) std::cout << "loaded " << name << '\n';
    return 0;
  });
}

}  // namespace panalo::cli
