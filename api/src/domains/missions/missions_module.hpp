#pragma once
// The missions domain (issue 15 item 6): missions with progress from the
// betting record, deposits and login days; their rewards through the wallet's
// bonus grant (or a connected points ledger); the valid-bet leaderboard; VIP
// levels, the public state's VIP fields and the VIP bonus page; the operator's
// panaloctl missions and vip commands.

#include "domains/accounts/accounts_module.hpp"
#include "domains/missions/login_day_gate.hpp"
#include "domains/missions/mission_repository.hpp"
#include "domains/missions/mission_service.hpp"
#include "domains/missions/vip_repository.hpp"
#include "domains/missions/vip_service.hpp"
#include "domains/system/system_module.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class MissionsModule {
 public:
  MissionsModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts,
                 WalletModule& wallet);
  MissionsModule(const MissionsModule&) = delete;
  MissionsModule& operator=(const MissionsModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // panaloctl missions demo (missions_demo.cpp): demo missions, VIP levels and
  // leaderboard players with today's bets; safe to repeat.
  struct DemoSummary {
    std::int64_t missions = 0;
    std::int64_t vipLevels = 0;
    std::int64_t players = 0;
    std::int64_t bets = 0;
  };
  DemoSummary loadDemo();
  // missions list|set|text|enable|disable|remove|demo (missions_commands.cpp);
  // vip levels|level set|level text|level remove|member set|member auto|member show (vip_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<MissionsModule>& missions);
  static void addVipCommands(CLI::App& app, const cli::Lazy<MissionsModule>& missions);

  repositories::MissionRepository missionStore;
  services::MissionService missions;
  repositories::VipRepository vipStore;
  services::VipService vip;
  // For the composition root: the login gate that records login days, and
  // the missionLeaderboard unread counter.
  services::LoginDayGate loginDays;
  services::ClaimableMissionsCounter unreadCounter;

 private:
  AccountsModule& accounts_;
  WalletModule& wallet_;
};

}  // namespace panalo::modules
