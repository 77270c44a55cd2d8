// panaloctl trials ...: the trial accounts free play leaves behind (one per
// visit) and their removal. Nothing else deletes them, so an operator runs
//   panaloctl trials purge --older-than 7d
// from cron (e.g. daily). A trial with a session that has not yet expired is
// kept whatever its age, and purge refuses ages under an hour.
// `trials list --json` prints an array, oldest first, of
// {id, account, nickname, createdAt, registeredIp, liveSession}.
#include <iomanip>
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/command.hpp"

namespace panalo::cli {
namespace {

struct TrialArgs {
  std::optional<std::chrono::seconds> olderThan;
  bool asJson = false;
  bool dryRun = false;
};

TrialArgs parseArgs(const std::vector<std::string>& args, bool forPurge) {
  TrialArgs parsed;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto& word = args[i];
    if (word == "--older-than") {
      if (i + 1 >= args.size()) throw UsageError(word + " needs a value");
      parsed.olderThan = services::AccessAdminService::parseDuration(args[++i]);
    } else if (word == "--json" && !forPurge) {
      parsed.asJson = true;
    } else if (word == "--dry-run" && forPurge) {
      parsed.dryRun = true;
    } else {
      throw UsageError("unknown option '" + word + "'");
    }
  }
  return parsed;
}

int listTrials(const std::vector<std::string>& args, app::AppServices& services) {
  const auto parsed = parseArgs(args, false);
  const auto trials = services.trials.list(parsed.olderThan);
  if (parsed.asJson) {
    auto list = nlohmann::json::array();
    for (const auto& trial : trials) {
      list.push_back({{"id", trial.id},
                      {"account", trial.account},
                      {"nickname", trial.nickname},
                      {"createdAt", trial.createdAt},
                      {"registeredIp", trial.registeredIp},
                      {"liveSession", trial.liveSession}});
    }
    std::cout << list.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    return 0;
  }
  for (const auto& trial : trials) {
    std::cout << std::left << std::setw(10) << trial.id << std::setw(24) << trial.account << std::setw(26)
              << trial.createdAt << std::setw(14) << (trial.liveSession ? "live-session" : "-") << std::setw(14)
              << trial.nickname << trial.registeredIp << '\n';
  }
  return 0;
}

int purgeTrials(const std::vector<std::string>& args, app::AppServices& services) {
  const auto parsed = parseArgs(args, true);
  if (!parsed.olderThan) throw UsageError("--older-than is required (e.g. --older-than 7d)");
  if (*parsed.olderThan < repositories::TrialRepository::kMinimumPurgeAge) {
    throw UsageError("--older-than must be at least 1h: a younger trial may still be playing");
  }
  const auto window = services.freePlay.limits().window;
  if (parsed.dryRun) {
    std::cout << services.trials.countPurgeable(*parsed.olderThan) << " trial account(s), "
              << services.freePlayStarts.countPastWindows(window) << " past free-play window(s) would be removed\n";
    return 0;
  }
  const auto trials = services.trials.purge(*parsed.olderThan);
  const auto windows = services.freePlayStarts.purgePastWindows(window);
  std::cout << trials << " trial account(s), " << windows << " past free-play window(s) removed\n";
  return 0;
}

}  // namespace

void addTrialCommands(std::vector<Command>& commands) {
  commands.push_back({"trials list", "[--older-than 90m|24h|7d] [--json]",
                      "trial (free-play) accounts, oldest first; marks live sessions", listTrials});
  commands.push_back({"trials purge", "--older-than 24h|7d [--dry-run]",
                      "delete old trials without a live session (daily cron)", purgeTrials});
}

}  // namespace panalo::cli
