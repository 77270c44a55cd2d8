// panaloctl: the operator's command-line tool. Talks to the database named by
// DATABASE_URL through the same modules the server uses. Each domain registers
// its commands (CLI11); the modules are built only once a command is parsed and
// runs, so commands that need no master key work without one.
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "app/cli/database_commands.hpp"
#include "app/config.hpp"
#include "app/modules.hpp"
#include "platform/cli/command_line.hpp"
#include "platform/core/domain_error.hpp"

namespace {

// DATABASE_URL is missing: said once the command is known, before any module is built.
struct NoDatabaseUrl {};

void printUsage() {
  std::cerr << "usage: panaloctl <command> [arguments]   (DATABASE_URL names the database)\n\n";
  for (const auto& command : panalo::cli::registeredCommands()) {
    std::string line = "  " + command.name + (command.args.empty() ? "" : " " + command.args);
    if (line.size() < 52) line.resize(52, ' ');
    std::cerr << line << ' ' << command.summary << '\n';
  }
}

std::unique_ptr<panalo::app::Modules> buildModules() {
  const char* url = std::getenv("DATABASE_URL");
  if (url == nullptr || *url == '\0') throw NoDatabaseUrl{};
  panalo::app::SecurityOptions secrets;
  const char* masterKey = std::getenv("PANALO_MASTER_KEY");
  if (masterKey != nullptr && *masterKey != '\0')
    secrets.masterKey = panalo::security::MasterKey::fromBase64(masterKey);
  if (const char* grace = std::getenv("PANALO_PAYLOAD_KEY_GRACE_S")) {
    secrets.payloadKeyGrace = std::chrono::seconds(std::stoll(grace));
  }
  // The same window the servers use: keys purge-request-ids keeps twice it.
  secrets.envelopeMaxClockSkew = panalo::app::envelopeMaxClockSkewFrom(panalo::app::processEnvironment());
  return std::make_unique<panalo::app::Modules>(url, 1, std::move(secrets));
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app("panaloctl: the operator's tool", "panaloctl");
  app.require_subcommand(1);
  std::unique_ptr<panalo::app::Modules> modules;
  const panalo::cli::Lazy<panalo::app::Modules> lazyModules = [&modules]() -> panalo::app::Modules& {
    if (!modules) modules = buildModules();
    return *modules;
  };
  panalo::cli::addDatabaseCommands(app, lazyModules);
  panalo::app::Modules::addCommands(app, lazyModules);

  const std::vector<std::string> words(argv + 1, argv + argc);
  if (words.empty() || words[0] == "help" || words[0] == "--help" || words[0] == "-h") {
    printUsage();
    return words.empty() ? 2 : 0;
  }
  const auto name = [&app]() -> std::string {
    const auto* command = panalo::cli::parsedCommand(app);
    return command ? command->name : "";
  };
  const auto usageLine = [&app] {
    const auto* command = panalo::cli::parsedCommand(app);
    return "usage: panaloctl " + command->name + (command->args.empty() ? "" : " " + command->args);
  };
  try {
    app.parse(argc, argv);
    return panalo::cli::lastExitCode();
  } catch (const CLI::ParseError& error) {
    if (panalo::cli::parsedCommand(app) == nullptr) {
      if (error.get_exit_code() == 0) return app.exit(error);  // --help on a group
      std::cerr << "panaloctl: unknown command\n\n";
      printUsage();
      return 2;
    }
    if (error.get_exit_code() == 0) {  // COMMAND --help
      const CLI::App* command = &app;
      while (!command->get_subcommands().empty()) command = command->get_subcommands().front();
      std::cout << command->help();
      return 0;
    }
    std::cerr << "panaloctl " << name() << ": " << error.what() << '\n' << usageLine() << '\n';
    return 2;
  } catch (const NoDatabaseUrl&) {
    std::cerr << "panaloctl: DATABASE_URL is not set (ci/start.sh prints it; .panalo/pg/url holds it)\n";
    return 2;
  } catch (const panalo::cli::UsageError& error) {
    std::cerr << "panaloctl " << name() << ": " << error.what() << '\n' << usageLine() << '\n';
    return 2;
  } catch (const panalo::DomainError& error) {
    std::cerr << "panaloctl " << name() << ": " << error.what() << " (" << error.key() << ")\n";
    return 1;
  } catch (const std::exception& error) {
    std::cerr << "panaloctl " << name() << ": " << error.what() << '\n';
    return 1;
  }
}
