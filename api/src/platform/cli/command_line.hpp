#pragma once
// panaloctl's building blocks on CLI11. Each domain registers its commands on a
// CLI::App with typed options and positionals; the tool parses the command line
// first and builds the modules only for the command that runs (a Lazy module).

#include <CLI/CLI.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "platform/cli/command_forward.hpp"

namespace panalo::cli {

// A mistake in how a command was called that only its run can see (e.g. an age
// under the minimum): exit code 2 with the command's usage line, like a parse error.
struct UsageError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

struct CommandInfo {
  std::string name;     // e.g. "block ip add"
  std::string args;     // synopsis for help and usage lines, e.g. "<ip|cidr> [--reason R]"
  std::string summary;  // one line for the help text
};

// Registers the command `name` (words, e.g. "block ip add") under `app`; the
// group subcommands ("block", "ip") are made on first use. `run` runs after a
// successful parse and returns the exit code (see lastExitCode).
CLI::App& addCommand(CLI::App& app, const std::string& name, const std::string& args, const std::string& summary,
                     std::function<int()> run);

// Every command registered so far, in registration order.
const std::vector<CommandInfo>& registeredCommands();
// The command that was parsed (also after a parse error), or nullptr when the
// words named no command (only the tool itself or a group).
const CommandInfo* parsedCommand(const CLI::App& app);
// The exit code of the command run by the last parse.
int lastExitCode();

// --for 1h, --older-than 7d: 45s, 30m, 1h, 2d (core::parseDuration). A bad
// duration throws DomainError invalid_parameter while the line is parsed.
CLI::Option* addDurationOption(CLI::App& command, const std::string& name, std::optional<std::chrono::seconds>& into,
                               const std::string& description);

// A whole number from `min` to `max` (digits only, no sign or decimals for
// positive ranges): "--limit: expected a whole number from 1 to 10000, not '0'".
CLI::Validator wholeNumber(long long min, long long max);

// Prints a JSON array for scripts (invalid UTF-8 replaced, never thrown on).
template <class Json>
std::string scriptJson(const Json& value) {
  return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

}  // namespace panalo::cli
