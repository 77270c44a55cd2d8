#pragma once
// The composition root: the platform dependencies and one module per domain,
// built in dependency order, with the hooks between domains wired explicitly.
// The server and the operator tool both start from it, so they share every rule.

#include <cstddef>
#include <memory>
#include <string>

#include "app/mission_points_credit.hpp"
#include "app/seamless_in_process.hpp"
#include "domains/access/access_module.hpp"
#include "domains/accounts/accounts_module.hpp"
#include "domains/agents/agents_module.hpp"
#include "domains/captcha/captcha_module.hpp"
#include "domains/chat/chat_module.hpp"
#include "domains/content/content_module.hpp"
#include "domains/games/games_module.hpp"
#include "domains/lottery/lottery_module.hpp"
#include "domains/messages/messages_module.hpp"
#include "domains/minigame/minigame_module.hpp"
#include "domains/missions/missions_module.hpp"
#include "domains/originals/originals_module.hpp"
#include "domains/promotions/promotions_module.hpp"
#include "domains/pvp/pvp_module.hpp"
#include "domains/realtime/realtime_module.hpp"
#include "domains/referral/referral_module.hpp"
#include "domains/rewards/rewards_module.hpp"
#include "domains/sealed/sealed_module.hpp"
#include "domains/site/site_module.hpp"
#include "domains/support/support_module.hpp"
#include "domains/system/system_module.hpp"
#include "domains/trials/trials_module.hpp"
#include "domains/verification/verification_module.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/core/unread_counter.hpp"
#include "platform/http/route_table.hpp"
#include "platform/messaging/sender_factory.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::app {

using SecurityOptions = platform::SecurityOptions;
using AccountOptions = modules::AccountOptions;

class Modules {
 public:
  // The pool connects lazily. Throws std::invalid_argument for an unknown
  // message provider.
  Modules(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions secrets = {},
          const AccountOptions& accounts = {}, const messaging::MessagingOptions& messaging = {},
          const platform::ReplicaOptions& replica = {});
  ~Modules();
  Modules(const Modules&) = delete;
  Modules& operator=(const Modules&) = delete;

  // Every API route of the server. api/openapi.yaml must list exactly these
  // (the contract test compares them).
  http::RouteTable buildRouteTable();
  // Every domain's panaloctl commands; `root` builds the modules when a
  // parsed command first needs one.
  static void addCommands(CLI::App& app, const cli::Lazy<Modules>& root);

  platform::PlatformDeps& platform() { return platform_; }
  modules::SystemModule& system() { return *system_; }
  modules::CaptchaModule& captcha() { return *captcha_; }
  modules::SealedModule& sealed() { return *sealed_; }
  modules::AccessModule& access() { return *access_; }
  modules::AccountsModule& accounts() { return *accounts_; }
  modules::VerificationModule& verification() { return *verification_; }
  modules::SiteModule& site() { return *site_; }
  modules::TrialsModule& trials() { return *trials_; }
  modules::WalletModule& wallet() { return *wallet_; }
  modules::GamesModule& games() { return *games_; }
  modules::OriginalsModule& originals() { return *originals_; }
  modules::ContentModule& content() { return *content_; }
  modules::SupportModule& support() { return *support_; }
  modules::PromotionsModule& promotions() { return *promotions_; }
  modules::RewardsModule& rewards() { return *rewards_; }
  modules::MessagesModule& messages() { return *messages_; }
  modules::ReferralModule& referral() { return *referral_; }
  modules::MissionsModule& missions() { return *missions_; }
  modules::AgentsModule& agents() { return *agents_; }
  modules::RealtimeModule& realtime() { return *realtime_; }
  modules::ChatModule& chat() { return *chat_; }
  modules::MinigameModule& minigame() { return *minigame_; }
  modules::LotteryModule& lottery() { return *lottery_; }
  modules::PvpModule& pvp() { return *pvp_; }

 private:
  platform::PlatformDeps platform_;
  // Built in the constructor from locals in dependency order (a module can only
  // be handed modules built before it); destroyed in reverse.
  std::unique_ptr<modules::SystemModule> system_;
  std::unique_ptr<modules::CaptchaModule> captcha_;
  std::unique_ptr<modules::SealedModule> sealed_;
  std::unique_ptr<modules::AccessModule> access_;
  std::unique_ptr<modules::AccountsModule> accounts_;
  std::unique_ptr<modules::VerificationModule> verification_;
  std::unique_ptr<modules::SiteModule> site_;
  std::unique_ptr<modules::TrialsModule> trials_;
  std::unique_ptr<modules::WalletModule> wallet_;
  std::unique_ptr<modules::GamesModule> games_;
  // The house games' seamless-wallet transport into wallet_ (in process).
  std::unique_ptr<InProcessSeamlessTransport> seamlessTransport_;
  std::unique_ptr<modules::OriginalsModule> originals_;
  std::unique_ptr<modules::ContentModule> content_;
  std::unique_ptr<modules::SupportModule> support_;
  std::unique_ptr<modules::PromotionsModule> promotions_;
  std::unique_ptr<modules::RewardsModule> rewards_;
  std::unique_ptr<modules::MessagesModule> messages_;
  std::unique_ptr<modules::ReferralModule> referral_;
  std::unique_ptr<modules::MissionsModule> missions_;
  std::unique_ptr<modules::AgentsModule> agents_;
  std::unique_ptr<modules::RealtimeModule> realtime_;
  std::unique_ptr<modules::ChatModule> chat_;
  std::unique_ptr<modules::MinigameModule> minigame_;
  std::unique_ptr<modules::LotteryModule> lottery_;
  std::unique_ptr<modules::PvpModule> pvp_;
  // Hooks between the issue-15 domains: the reward center's unread badge and
  // the missions' points rewards, both into domains they may not depend on.
  std::unique_ptr<core::FunctionUnreadCounter> rewardCenterBadge_;
  std::unique_ptr<MissionPointsToRewards> missionPoints_;
};

}  // namespace panalo::app
