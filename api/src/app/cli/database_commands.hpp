#pragma once
// panaloctl migrate, panaloctl demo load: the database itself, not a domain.

#include "app/modules.hpp"
#include "platform/cli/command_forward.hpp"

namespace panalo::cli {

void addDatabaseCommands(CLI::App& app, const Lazy<app::Modules>& modules);

}  // namespace panalo::cli
