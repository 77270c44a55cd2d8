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
                 const AccountOptions& accountOptions, const messaging::MessagingOptions& messaging)
    : platform_(databaseUrl, poolSize, std::move(secrets), messaging) {
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
  build(games_, platform_, accounts, wallet);
  auto& originals = build(originals_, platform_, system, accounts);

  // Hooks from a domain into one it may not depend on.
  accounts.logins.addGate(verification.ipGate);
  accounts.registrations.useCodeCheck(verification.registrationCodes);
  accounts.setAlternativeLogin(verification.smsLogins);
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
}

}  // namespace panalo::app
