#include "app/modules.hpp"

#include "platform/cli/command_line.hpp"

namespace panalo::app {
namespace {

// Builds a module and keeps it in `slot`; the caller gets the module to hand on.
template <class Module, class... Uses>
Module& build(std::unique_ptr<Module>& slot, Uses&&... uses) {
  slot = std::make_unique<Module>(std::forward<Uses>(uses)...);
  return *slot;
}

}  // namespace

Modules::Modules(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions secrets,
                 const AccountOptions& accountOptions, const messaging::MessagingOptions& messaging,
                 const platform::ReplicaOptions& replica)
    : platform_(databaseUrl, poolSize, std::move(secrets), messaging, replica) {
  // Each module takes the modules it USES (api/CMakeLists.txt) as constructor
  // arguments: naming one before it is built does not compile.
  auto& system = build(system_, platform_);
  auto& captcha = build(captcha_, platform_);
  auto& sealed = build(sealed_, platform_);
  auto& access = build(access_, platform_, system);
  auto& accounts = build(accounts_, platform_, system, captcha, sealed, accountOptions);
  auto& verification = build(verification_, platform_, system, captcha, sealed, accounts);
  auto& site = build(site_, platform_, system, access, accounts);
  build(trials_, platform_, system, accounts);
  auto& wallet = build(wallet_, platform_, system, sealed, accounts);
  auto& games = build(games_, platform_, accounts, wallet);
  auto& originals = build(originals_, platform_, system, accounts);
  build(content_, platform_, accounts);
  build(support_, platform_, system, accounts, site);
  build(promotions_, platform_, accounts, wallet);
  auto& rewards = build(rewards_, platform_, sealed, accounts, wallet);
  auto& messages = build(messages_, platform_, accounts);
  build(referral_, platform_, accounts, wallet);
  auto& missions = build(missions_, platform_, system, accounts, wallet);
  build(agents_, platform_, sealed, accounts, wallet);
  auto& realtime = build(realtime_, platform_, accounts);
  auto& chat = build(chat_, platform_, accounts);
  build(minigame_, platform_, accounts, wallet, rewards);
  build(lottery_, platform_, games);
  build(pvp_, platform_, accounts, wallet, games);

  // Hooks from a domain into one it may not depend on.
  // The real-time channel asks the chat domain who may follow a room's stream.
  realtime.streams.allowPrefix("room", [&chat](const realtime::StreamViewer& viewer, std::string_view roomKey) {
    return chat.chat.canRead(viewer.memberId, roomKey);
  });
  accounts.logins.addGate(verification.ipGate);
  accounts.registrations.useCodeCheck(verification.registrationCodes);
  accounts.setAlternativeLogin(verification.smsLogins);
  // Missions: login days are recorded after every other gate has let the login
  // through; the member info's VIP fields come from the VIP levels.
  accounts.logins.addGate(missions.loginDays);
  accounts.setMemberBadges(missions.vip);
  // The member center's badges (CSP_unreadCount): messages counts its own; the
  // reward center's unseen redeem decisions and the claimable missions join it.
  rewardCenterBadge_ = std::make_unique<core::FunctionUnreadCounter>(
      "rewardCenter", [&rewards](std::int64_t memberId) { return rewards.unseenDecisions(memberId); });
  messages.unreadCounts.add(*rewardCenterBadge_);
  messages.unreadCounts.add(missions.unreadCounter);
  // Messages sent to a VIP level reach the members the VIP levels place there.
  messages.messages.setVipLevelLookup([&missions](std::int64_t memberId) { return missions.vip.levelOf(memberId); });
  // A mission's points reward goes into the rewards domain's points journal.
  missionPoints_ = std::make_unique<MissionPointsToRewards>(rewards.points);
  missions.missions.connectPoints(*missionPoints_);
  // The house provider pays through the platform's seamless wallet like any
  // vendor: signed requests with the vendor secret the platform checks.
  seamlessTransport_ = std::make_unique<InProcessSeamlessTransport>(wallet.seamless);
  originals.wallet.connect(
      *seamlessTransport_, [&wallet] { return wallet.seamless.vendorSecret(services::kOriginalsVendor); },
      services::kOriginalsVendor);

  // panaloctl settings set: keys whose domain checks them.
  system.addSettingOwner(
      {[](const std::string& key) { return key == services::RegistrationSettingsService::kSettingKey; },
       [&accounts](const std::string&, const nlohmann::json& value) { accounts.registrationSettings.replace(value); }});
  system.addSettingOwner(
      {[](const std::string& key) { return services::SiteInfoService::ownsSetting(key); },
       [&site](const std::string& key, const nlohmann::json& value) { site.siteInfo.replaceSetting(key, value); }});
  system.addSettingOwner(
      {[](const std::string& key) { return key == services::WalletModeService::kSingleWalletSetting; },
       [&wallet](const std::string&, const nlohmann::json& value) { wallet.walletModes.replaceSetting(value); }});
  system.addSettingOwner(
      {[](const std::string& key) { return key == services::OriginalsService::kRtpSetting; },
       [&originals](const std::string&, const nlohmann::json& value) { originals.games.replaceRtpSetting(value); }});
  system.addSettingOwner(
      {[](const std::string& key) { return key == services::AccessAdminService::kCountryModeSetting; },
       [&access](const std::string& key, const nlohmann::json& value) {
         if (!value.is_string()) throw cli::UsageError(key + " takes a mode name");
         access.accessAdmin.setCountryMode(value.get<std::string>());
       }});
}

Modules::~Modules() = default;

http::RouteTable Modules::buildRouteTable() {
  http::RouteTable routes;
  system_->addRoutes(routes);
  access_->addRoutes(routes);
  sealed_->addRoutes(routes);
  captcha_->addRoutes(routes);
  accounts_->addRoutes(routes);
  verification_->addRoutes(routes);
  site_->addRoutes(routes);
  trials_->addRoutes(routes);
  wallet_->addRoutes(routes);
  games_->addRoutes(routes);
  originals_->addRoutes(routes);
  content_->addRoutes(routes);
  support_->addRoutes(routes);
  promotions_->addRoutes(routes);
  rewards_->addRoutes(routes);
  messages_->addRoutes(routes);
  referral_->addRoutes(routes);
  missions_->addRoutes(routes);
  agents_->addRoutes(routes);
  realtime_->addRoutes(routes);
  chat_->addRoutes(routes);
  minigame_->addRoutes(routes);
  lottery_->addRoutes(routes);
  pvp_->addRoutes(routes);
  return routes;
}

void Modules::addCommands(CLI::App& app, const cli::Lazy<Modules>& root) {
  modules::SystemModule::addCommands(app, [root]() -> modules::SystemModule& { return root().system(); });
  modules::SealedModule::addCommands(app, [root]() -> modules::SealedModule& { return root().sealed(); });
  modules::CaptchaModule::addCommands(app, [root]() -> modules::CaptchaModule& { return root().captcha(); });
  modules::AccountsModule::addCommands(app, [root]() -> modules::AccountsModule& { return root().accounts(); });
  modules::VerificationModule::addCommands(app,
                                           [root]() -> modules::VerificationModule& { return root().verification(); });
  modules::AccessModule::addCommands(app, [root]() -> modules::AccessModule& { return root().access(); });
  modules::SiteModule::addCommands(app, [root]() -> modules::SiteModule& { return root().site(); });
  modules::TrialsModule::addCommands(app, [root]() -> modules::TrialsModule& { return root().trials(); });
  modules::WalletModule::addCommands(app, [root]() -> modules::WalletModule& { return root().wallet(); });
  modules::GamesModule::addCommands(app, [root]() -> modules::GamesModule& { return root().games(); });
  modules::OriginalsModule::addCommands(app, [root]() -> modules::OriginalsModule& { return root().originals(); });
  modules::ContentModule::addCommands(app, [root]() -> modules::ContentModule& { return root().content(); });
  modules::SupportModule::addCommands(app, [root]() -> modules::SupportModule& { return root().support(); });
  modules::PromotionsModule::addCommands(app, [root]() -> modules::PromotionsModule& { return root().promotions(); });
  modules::RewardsModule::addCommands(app, [root]() -> modules::RewardsModule& { return root().rewards(); });
  modules::MessagesModule::addCommands(app, [root]() -> modules::MessagesModule& { return root().messages(); });
  modules::ReferralModule::addCommands(app, [root]() -> modules::ReferralModule& { return root().referral(); });
  modules::MissionsModule::addCommands(app, [root]() -> modules::MissionsModule& { return root().missions(); });
  modules::AgentsModule::addCommands(app, [root]() -> modules::AgentsModule& { return root().agents(); });
  modules::RealtimeModule::addCommands(app, [root]() -> modules::RealtimeModule& { return root().realtime(); });
  modules::ChatModule::addCommands(app, [root]() -> modules::ChatModule& { return root().chat(); });
  modules::MinigameModule::addCommands(app, [root]() -> modules::MinigameModule& { return root().minigame(); });
  modules::LotteryModule::addCommands(app, [root]() -> modules::LotteryModule& { return root().lottery(); });
  modules::PvpModule::addCommands(app, [root]() -> modules::PvpModule& { return root().pvp(); });
}

}  // namespace panalo::app
