#pragma once
// The access domain: who may reach the site (IP blocks, country rules, GeoIP,
// temporary IP locks) and its operator tools.

#include "domains/access/access_admin_service.hpp"
#include "domains/access/access_check_repository.hpp"
#include "domains/access/access_service.hpp"
#include "domains/access/country_rule_repository.hpp"
#include "domains/access/geoip_repository.hpp"
#include "domains/access/geoip_service.hpp"
#include "domains/access/ip_block_repository.hpp"
#include "domains/system/system_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class AccessModule {
 public:
  AccessModule(platform::PlatformDeps& platform, SystemModule& system);
  AccessModule(const AccessModule&) = delete;
  AccessModule& operator=(const AccessModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // block ..., geoip ...
  static void addCommands(CLI::App& app, const cli::Lazy<AccessModule>& access);

  repositories::AccessCheckRepository accessChecks;
  repositories::IpBlockRepository ipBlocks;
  repositories::CountryRuleRepository countryRules;
  repositories::GeoIpRepository geoIpRanges;
  services::AccessService access;
  services::AccessAdminService accessAdmin;
  services::GeoIpService geoIp;
};

namespace access_commands {
void addBlockCommands(CLI::App& app, const cli::Lazy<AccessModule>& access);
void addGeoIpCommands(CLI::App& app, const cli::Lazy<AccessModule>& access);
}  // namespace access_commands

}  // namespace panalo::modules
