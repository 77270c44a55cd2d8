#pragma once
// Panalo Originals: the house game provider (issue 14 item 5). It pays
// through the platform's seamless wallet like an external vendor; the
// composition root connects it (connectWallet) to a transport.

#include "domains/accounts/accounts_module.hpp"
#include "domains/originals/originals_repository.hpp"
#include "domains/originals/originals_service.hpp"
#include "domains/originals/seamless_client.hpp"
#include "domains/system/system_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class OriginalsModule {
 public:
  OriginalsModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts);
  OriginalsModule(const OriginalsModule&) = delete;
  OriginalsModule& operator=(const OriginalsModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // originals verify (recompute a round from its seeds).
  static void addCommands(CLI::App& app, const cli::Lazy<OriginalsModule>& originals);

  originals::SeamlessClient wallet;
  repositories::OriginalsRepository store;
  services::OriginalsService games;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules
