// panaloctl trials ...: the trial accounts free play leaves behind (one per
// visit) and their removal. Nothing else deletes them, so an operator runs
//   panaloctl trials purge --older-than 7d
// from cron (e.g. daily). A trial with a session that has not yet expired is
// kept whatever its age, and purge refuses ages under an hour.
// `trials list --json` prints an array, oldest first, of
// {id, account, nickname, createdAt, registeredIp, liveSession}.
#include <iomanip>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "domains/trials/trials_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct TrialArgs {
  std::optional<std::chrono::seconds> olderThan;
  bool asJson = false;
  bool dryRun = false;
};

int listTrials(const TrialArgs& args, TrialsModule& module) {
  const auto trials = module.trials.list(args.olderThan);
  if (args.asJson) {
    auto list = nlohmann::json::array();
    for (const auto& trial : trials) {
      list.push_back({{"id", trial.id},
                      {"account", trial.account},
                      {"nickname", trial.nickname},
                      {"createdAt", trial.createdAt},
                      {"registeredIp", trial.registeredIp},
                      {"liveSession", trial.liveSession}});
    }
    std::cout << cli::scriptJson(list) << '\n';
    return 0;
  }
  for (const auto& trial : trials) {
    std::cout << std::left << std::setw(10) << trial.id << std::setw(24) << trial.account << std::setw(26)
              << trial.createdAt << std::setw(14) << (trial.liveSession ? "live-session" : "-") << std::setw(14)
              << trial.nickname << trial.registeredIp << '\n';
  }
  return 0;
}

int purgeTrials(const TrialArgs& args, TrialsModule& module) {
  if (*args.olderThan < repositories::TrialRepository::kMinimumPurgeAge) {
    throw cli::UsageError("--older-than must be at least 1h: a younger trial may still be playing");
  }
  const auto window = module.freePlay.limits().window;
  if (args.dryRun) {
    std::cout << module.trials.countPurgeable(*args.olderThan) << " trial account(s), "
              << module.freePlayStarts.countPastWindows(window) << " past free-play window(s) would be removed\n";
    return 0;
  }
  const auto trials = module.trials.purge(*args.olderThan);
  const auto windows = module.freePlayStarts.purgePastWindows(window);
  std::cout << trials << " trial account(s), " << windows << " past free-play window(s) removed\n";
  return 0;
}

}  // namespace

void TrialsModule::addCommands(CLI::App& app, const cli::Lazy<TrialsModule>& trials) {
  auto listArgs = std::make_shared<TrialArgs>();
  auto& list = cli::addCommand(app, "trials list", "[--older-than 90m|24h|7d] [--json]",
                               "trial (free-play) accounts, oldest first; marks live sessions",
                               [trials, listArgs] { return listTrials(*listArgs, trials()); });
  cli::addDurationOption(list, "--older-than", listArgs->olderThan, "only trials older than this");
  list.add_flag("--json", listArgs->asJson, "a JSON array for scripts");

  auto purgeArgs = std::make_shared<TrialArgs>();
  auto& purge = cli::addCommand(app, "trials purge", "--older-than 24h|7d [--dry-run]",
                                "delete old trials without a live session (daily cron)",
                                [trials, purgeArgs] { return purgeTrials(*purgeArgs, trials()); });
  cli::addDurationOption(purge, "--older-than", purgeArgs->olderThan, "at least 1h, e.g. 7d")->required();
  purge.add_flag("--dry-run", purgeArgs->dryRun, "count, delete nothing");
}

}  // namespace panalo::modules
