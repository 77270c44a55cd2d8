// panaloctl: the operator's command-line tool. Talks to the database named by
// DATABASE_URL through the same services the server uses.
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "app/app_services.hpp"
#include "app/cli/command.hpp"
#include "platform/core/domain_error.hpp"

namespace {

std::vector<panalo::cli::Command> allCommands() {
  std::vector<panalo::cli::Command> commands;
  panalo::cli::addDatabaseCommands(commands);
  panalo::cli::addSystemCommands(commands);
  panalo::cli::addKeyCommands(commands);
  panalo::cli::addMemberCommands(commands);
  panalo::cli::addGuardCommands(commands);
  panalo::cli::addOutboxCommands(commands);
  panalo::cli::addBlockCommands(commands);
  panalo::cli::addGeoIpCommands(commands);
  panalo::cli::addAgentCommands(commands);
  panalo::cli::addCustomerServiceCommands(commands);
  panalo::cli::addTrialCommands(commands);
  return commands;
}

void printUsage(const std::vector<panalo::cli::Command>& commands) {
  std::cerr << "usage: panaloctl <command> [arguments]   (DATABASE_URL names the database)\n\n";
  for (const auto& command : commands) {
    std::string line = "  " + command.name + (command.args.empty() ? "" : " " + command.args);
    if (line.size() < 52) line.resize(52, ' ');
    std::cerr << line << ' ' << command.summary << '\n';
  }
}

// Finds the command whose words start argv (longest name first wins).
const panalo::cli::Command* match(const std::vector<panalo::cli::Command>& commands,
                                  const std::vector<std::string>& words, std::size_t& used) {
  const panalo::cli::Command* best = nullptr;
  for (const auto& command : commands) {
    std::size_t count = 0;
    std::string joined;
    for (; count < words.size(); ++count) {
      joined += (count ? " " : "") + words[count];
      if (joined == command.name) {
        if (!best || command.name.size() > best->name.size()) {
          best = &command;
          used = count + 1;
        }
        break;
      }
    }
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const auto commands = allCommands();
  const std::vector<std::string> words(argv + 1, argv + argc);
  if (words.empty() || words[0] == "help" || words[0] == "--help" || words[0] == "-h") {
    printUsage(commands);
    return words.empty() ? 2 : 0;
  }
  std::size_t used = 0;
  const auto* command = match(commands, words, used);
  if (command == nullptr) {
    std::cerr << "panaloctl: unknown command\n\n";
    printUsage(commands);
    return 2;
  }
  const char* url = std::getenv("DATABASE_URL");
  if (url == nullptr || *url == '\0') {
    std::cerr << "panaloctl: DATABASE_URL is not set (ci/start.sh prints it; .panalo/pg/url holds it)\n";
    return 2;
  }
  try {
    panalo::app::SecurityOptions secrets;
    const char* masterKey = std::getenv("PANALO_MASTER_KEY");
    if (masterKey != nullptr && *masterKey != '\0') secrets.masterKey = panalo::security::MasterKey::fromBase64(masterKey);
    if (const char* grace = std::getenv("PANALO_PAYLOAD_KEY_GRACE_S")) secrets.payloadKeyGrace = std::chrono::seconds(std::stoll(grace));
    panalo::app::AppServices services(url, 1, std::move(secrets));
    return command->run(std::vector<std::string>(words.begin() + static_cast<long>(used), words.end()), services);
  } catch (const panalo::cli::UsageError& error) {
    std::cerr << "panaloctl " << command->name << ": " << error.what() << "\nusage: panaloctl " << command->name
              << ' ' << command->args << '\n';
    return 2;
  } catch (const panalo::DomainError& error) {
    std::cerr << "panaloctl " << command->name << ": " << error.what() << " (" << error.key() << ")\n";
    return 1;
  } catch (const std::exception& error) {
    std::cerr << "panaloctl " << command->name << ": " << error.what() << '\n';
    return 1;
  }
}
