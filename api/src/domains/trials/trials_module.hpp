#pragma once
// The trials domain: free play and the trial accounts it leaves behind.

#include "domains/accounts/accounts_module.hpp"
#include "domains/system/system_module.hpp"
#include "domains/trials/freeplay_repository.hpp"
#include "domains/trials/freeplay_service.hpp"
#include "domains/trials/trial_repository.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class TrialsModule {
 public:
  TrialsModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts);
  TrialsModule(const TrialsModule&) = delete;
  TrialsModule& operator=(const TrialsModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // trials list, trials purge.
  static void addCommands(CLI::App& app, const cli::Lazy<TrialsModule>& trials);

  repositories::FreePlayRepository freePlayStarts;
  services::FreePlayService freePlay;
  repositories::TrialRepository trials;
};

}  // namespace panalo::modules
