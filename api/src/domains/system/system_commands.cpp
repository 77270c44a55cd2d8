#include <iomanip>
#include <iostream>
#include <map>

#include "app/cli/command.hpp"

namespace panalo::cli {
namespace {

const std::map<std::string, int> kStatusNames = {
    {"normal", 0}, {"maintenance", 1}, {"region-restricted", 2}, {"0", 0}, {"1", 1}, {"2", 2}};

const char* statusName(services::SystemStatus status) {
  switch (status) {
    case services::SystemStatus::Normal: return "normal";
    case services::SystemStatus::Maintenance: return "maintenance";
    case services::SystemStatus::RegionRestricted: return "region-restricted";
  }
  return "unknown";
}

void expectArgs(const std::vector<std::string>& args, std::size_t count) {
  if (args.size() != count) throw UsageError("expected " + std::to_string(count) + " argument(s)");
}

bool parseOnOff(const std::string& word) {
  if (word == "on" || word == "true" || word == "1") return true;
  if (word == "off" || word == "false" || word == "0") return false;
  throw UsageError("expected on or off, not '" + word + "'");
}

}  // namespace

void addSystemCommands(std::vector<Command>& commands) {
  commands.push_back({"status show", "", "print the system status",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        expectArgs(args, 0);
                        const auto view = services.system.status("");
                        std::cout << static_cast<int>(view.systemStatus) << ' ' << statusName(view.systemStatus) << '\n';
                        return 0;
                      }});
  commands.push_back({"status set", "<normal|maintenance|region-restricted>",
                      "open the site, or show every visitor the maintenance or region page",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        expectArgs(args, 1);
                        auto it = kStatusNames.find(args[0]);
                        if (it == kStatusNames.end()) throw UsageError("unknown status '" + args[0] + "'");
                        services.system.setSystemStatus(it->second);
                        std::cout << "system status is now " << it->second << '\n';
                        return 0;
                      }});
  commands.push_back({"flags list", "", "list the feature flags",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        expectArgs(args, 0);
                        for (const auto& flag : services.featureFlags.list()) {
                          std::cout << std::left << std::setw(22) << flag.code << std::setw(5)
                                    << (flag.enabled ? "on" : "off") << flag.description << '\n';
                        }
                        return 0;
                      }});
  commands.push_back({"flags set", "<CODE> <on|off>", "switch a feature flag",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        expectArgs(args, 2);
                        services.system.setFeatureFlag(args[0], parseOnOff(args[1]));
                        std::cout << args[0] << " is now " << args[1] << '\n';
                        return 0;
                      }});
  commands.push_back({"settings list", "", "print every setting as KEY JSON",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        expectArgs(args, 0);
                        for (const auto& [key, value] : services.settings.readAll()) {
                          std::cout << key << ' ' << value.dump() << '\n';
                        }
                        return 0;
                      }});
  commands.push_back({"settings set", "<key> <json>", "set a setting, e.g. site.customer_service_url '\"https://...\"'",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        expectArgs(args, 2);
                        const auto value = nlohmann::json::parse(args[1], nullptr, false);
                        if (value.is_discarded()) throw UsageError("the value must be JSON, e.g. '\"text\"' or 5");
                        if (args[0] == services::RegistrationSettingsService::kSettingKey) {
                          services.registrationSettings.replace(value);
                        } else if (services::SiteInfoService::ownsSetting(args[0])) {
                          services.siteInfo.replaceSetting(args[0], value);
                        } else if (args[0] == services::AccessAdminService::kCountryModeSetting) {
                          if (!value.is_string()) throw UsageError("access.country_mode takes a mode name");
                          services.accessAdmin.setCountryMode(value.get<std::string>());
                        } else if (args[0] == "site.default_language") {
                          if (!value.is_string()) throw UsageError("site.default_language takes a language code");
                          services.system.setDefaultLanguage(value.get<std::string>());
                        } else {
                          services.settings.write(args[0], value);
                        }
                        std::cout << args[0] << " = " << value.dump() << '\n';
                        return 0;
                      }});
}

}  // namespace panalo::cli
