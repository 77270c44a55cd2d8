#include "platform/cli/command_line.hpp"

#include <charconv>
#include <map>
#include <sstream>

#include "platform/core/duration_text.hpp"

namespace panalo::cli {
namespace {

struct Registry {
  std::vector<CommandInfo> commands;             // registration order (help text)
  std::map<const CLI::App*, std::size_t> byApp;  // index into commands
  int exitCode = 0;
};

Registry& registry() {
  static Registry instance;
  return instance;
}

std::vector<std::string> wordsOf(const std::string& name) {
  std::istringstream in(name);
  std::vector<std::string> words;
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

}  // namespace

CLI::App& addCommand(CLI::App& app, const std::string& name, const std::string& args, const std::string& summary,
                     std::function<int()> run) {
  const auto words = wordsOf(name);
  CLI::App* parent = &app;
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    CLI::App* group = nullptr;
    for (auto* sub : parent->get_subcommands([](CLI::App*) { return true; })) {
      if (sub->get_name() == words[i]) group = sub;
    }
    if (group == nullptr) {
      group = parent->add_subcommand(words[i]);
      group->require_subcommand(1);
    }
    parent = group;
  }
  auto* command = parent->add_subcommand(words.back(), summary);
  command->callback([run = std::move(run)] { registry().exitCode = run(); });
  registry().byApp[command] = registry().commands.size();
  registry().commands.push_back({name, args, summary});
  return *command;
}

const std::vector<CommandInfo>& registeredCommands() { return registry().commands; }

const CommandInfo* parsedCommand(const CLI::App& app) {
  const CLI::App* current = &app;
  for (auto subs = current->get_subcommands(); !subs.empty(); subs = current->get_subcommands()) {
    current = subs.front();
  }
  const auto it = registry().byApp.find(current);
  return it == registry().byApp.end() ? nullptr : &registry().commands[it->second];
}

int lastExitCode() { return registry().exitCode; }

CLI::Option* addDurationOption(CLI::App& command, const std::string& name, std::optional<std::chrono::seconds>& into,
                               const std::string& description) {
  return command
      .add_option_function<std::string>(
          name, [&into](const std::string& text) { into = core::parseDuration(text); }, description)
      ->type_name("45s|30m|1h|2d");
}

CLI::Validator wholeNumber(long long min, long long max) {
  const std::string range = std::to_string(min) + " to " + std::to_string(max);
  return CLI::Validator(
      [min, max, range](std::string& text) -> std::string {
        long long value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < min || value > max) {
          return "expected a whole number from " + range + ", not '" + text + "'";
        }
        return std::string();
      },
      "INT " + range);
}

}  // namespace panalo::cli
