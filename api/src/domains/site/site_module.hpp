#pragma once
// The site domain: site information (permission, countries, links) and
// customer-service channels.

#include "domains/access/access_module.hpp"
#include "domains/accounts/accounts_module.hpp"
#include "domains/site/country_repository.hpp"
#include "domains/site/customer_service_directory.hpp"
#include "domains/site/customer_service_repository.hpp"
#include "domains/site/site_info_service.hpp"
#include "domains/system/system_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class SiteModule {
 public:
  SiteModule(platform::PlatformDeps& platform, SystemModule& system, AccessModule& access, AccountsModule& accounts);
  SiteModule(const SiteModule&) = delete;
  SiteModule& operator=(const SiteModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // cs add, cs list, cs remove.
  static void addCommands(CLI::App& app, const cli::Lazy<SiteModule>& site);

  repositories::CountryRepository countries;
  repositories::CustomerServiceRepository customerServiceChannels;
  services::SiteInfoService siteInfo;
  services::CustomerServiceDirectory customerService;

 private:
  AccessModule& access_;
  AccountsModule& accounts_;
};

}  // namespace panalo::modules
