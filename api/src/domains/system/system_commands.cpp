#include <iomanip>
#include <iostream>
#include <map>
#include <memory>

#include "domains/system/system_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

const std::map<std::string, int> kStatusNames = {{"normal", 0}, {"maintenance", 1}, {"region-restricted", 2},
                                                 {"0", 0},      {"1", 1},           {"2", 2}};

const char* statusName(services::SystemStatus status) {
  switch (status) {
    case services::SystemStatus::Normal:
      return "normal";
    case services::SystemStatus::Maintenance:
      return "maintenance";
    case services::SystemStatus::RegionRestricted:
      return "region-restricted";
  }
  return "unknown";
}

std::vector<std::string> keysOf(const std::map<std::string, int>& names) {
  std::vector<std::string> keys;
  keys.reserve(names.size());
  for (const auto& [name, value] : names) keys.push_back(name);
  return keys;
}

}  // namespace

void SystemModule::addCommands(CLI::App& app, const cli::Lazy<SystemModule>& system) {
  cli::addCommand(app, "status show", "", "print the system status", [system] {
    const auto view = system().system.status("");
    std::cout << static_cast<int>(view.systemStatus) << ' ' << statusName(view.systemStatus) << '\n';
    return 0;
  });

  auto status = std::make_shared<std::string>();
  cli::addCommand(app, "status set", "<normal|maintenance|region-restricted>",
                  "open the site, or show every visitor the maintenance or region page",
                  [system, status] {
                    const int code = kStatusNames.at(*status);
                    system().system.setSystemStatus(code);
                    std::cout << "system status is now " << code << '\n';
                    return 0;
                  })
      .add_option("status", *status, "normal, maintenance or region-restricted (or 0, 1, 2)")
      ->required()
      ->check(CLI::IsMember(keysOf(kStatusNames)));

  cli::addCommand(app, "flags list", "", "list the feature flags", [system] {
    for (const auto& flag : system().featureFlags.list()) {
      std::cout << std::left << std::setw(22) << flag.code << std::setw(5) << (flag.enabled ? "on" : "off")
                << flag.description << '\n';
    }
    return 0;
  });

  struct FlagArgs {
    std::string code;
    std::string state;
  };
  auto flag = std::make_shared<FlagArgs>();
  auto& flagsSet = cli::addCommand(app, "flags set", "<CODE> <on|off>", "switch a feature flag", [system, flag] {
    const bool on = flag->state == "on" || flag->state == "true" || flag->state == "1";
    system().system.setFeatureFlag(flag->code, on);
    std::cout << flag->code << " is now " << flag->state << '\n';
    return 0;
  });
  flagsSet.add_option("code", flag->code, "the flag's code (flags list)")->required();
  flagsSet.add_option("state", flag->state, "on or off")
      ->required()
      ->check(CLI::IsMember({"on", "off", "true", "false", "1", "0"}));

  cli::addCommand(app, "settings list", "", "print every setting as KEY JSON", [system] {
    for (const auto& [key, value] : system().settings.readAll()) std::cout << key << ' ' << value.dump() << '\n';
    return 0;
  });

  struct SettingArgs {
    std::string key;
    std::string json;
  };
  auto setting = std::make_shared<SettingArgs>();
  auto& settingsSet =
      cli::addCommand(app, "settings set", "<key> <json>",
                      "set a setting, e.g. site.customer_service_url '\"https://...\"'", [system, setting] {
                        const auto value = nlohmann::json::parse(setting->json, nullptr, false);
                        if (value.is_discarded()) throw cli::UsageError("the value must be JSON, e.g. '\"text\"' or 5");
                        auto& module = system();
                        if (const auto* owner = module.settingOwner(setting->key)) {
                          owner->replace(setting->key, value);
                        } else if (setting->key == "site.default_language") {
                          if (!value.is_string()) throw cli::UsageError("site.default_language takes a language code");
                          module.system.setDefaultLanguage(value.get<std::string>());
                        } else {
                          module.settings.write(setting->key, value);
                        }
                        std::cout << setting->key << " = " << value.dump() << '\n';
                        return 0;
                      });
  settingsSet.add_option("key", setting->key, "the setting's key")->required();
  settingsSet.add_option("json", setting->json, "the value as JSON")->required();
}

}  // namespace panalo::modules
