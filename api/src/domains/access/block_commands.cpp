// panaloctl block ...: the operator's IP block list, country rules and the
// lifting of temporary IP locks. Changes reach every server within
// PANALO_ACCESS_CACHE_MS (2 s by default).
#include <iomanip>
#include <iostream>

#include "app/cli/command.hpp"

namespace panalo::cli {
namespace {

int addBlock(const std::vector<std::string>& args, app::AppServices& services) {
  if (args.empty() || args[0].empty() || args[0][0] == '-') throw UsageError("expected an IP or CIDR block first");
  std::string reason;
  std::optional<std::chrono::seconds> duration;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--reason" && i + 1 < args.size()) {
      reason = args[++i];
    } else if (args[i] == "--for" && i + 1 < args.size()) {
      duration = services::AccessAdminService::parseDuration(args[++i]);
    } else {
      throw UsageError("unknown option '" + args[i] + "'");
    }
  }
  const auto block = services.accessAdmin.blockIp(args[0], reason, duration);
  std::cout << "blocked " << block.cidr << (block.expiresAt.empty() ? " permanently" : " until " + block.expiresAt)
            << '\n';
  return 0;
}

int listBlocks(const std::vector<std::string>& args, app::AppServices& services) {
  if (!args.empty()) throw UsageError("expected no arguments");
  for (const auto& block : services.accessAdmin.listBlocks()) {
    std::cout << std::left << std::setw(44) << block.cidr << std::setw(22)
              << (block.expiresAt.empty() ? "permanent" : block.expiresAt) << block.reason << '\n';
  }
  return 0;
}

int countryRule(const std::vector<std::string>& args, app::AppServices& services, const std::string& action) {
  if (args.size() != 1) throw UsageError("expected one country code");
  if (action == "remove") {
    if (!services.accessAdmin.removeCountryRule(args[0])) {
      std::cerr << "no rule for " << args[0] << '\n';
      return 1;
    }
    std::cout << "rule for " << args[0] << " removed\n";
    return 0;
  }
  services.accessAdmin.setCountryRule(args[0], action);
  std::cout << services::AccessAdminService::normalizeCountryCode(args[0]) << ": " << action << '\n';
  return 0;
}

}  // namespace

void addBlockCommands(std::vector<Command>& commands) {
  commands.push_back({"block ip add", "<ip|cidr> [--reason R] [--for 45s|30m|1h|2d]",
                      "block an address or range (permanent without --for)", addBlock});
  commands.push_back({"block ip remove", "<ip|cidr>", "lift a block",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 1) throw UsageError("expected 1 argument");
                        if (!services.accessAdmin.unblockIp(args[0])) {
                          std::cerr << "no block for " << args[0] << '\n';
                          return 1;
                        }
                        std::cout << "unblocked " << args[0] << '\n';
                        return 0;
                      }});
  commands.push_back({"block ip list", "", "list blocks: range, until, reason", listBlocks});
  for (const std::string action : {"deny", "allow", "remove"}) {
    commands.push_back({"block country " + action, "<CC>",
                        action == "remove" ? "drop the rule of a country" : action + " a country (ISO code, e.g. PH)",
                        [action](const std::vector<std::string>& args, app::AppServices& services) {
                          return countryRule(args, services, action);
                        }});
  }
  commands.push_back({"block country list", "", "print the country mode and rules",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (!args.empty()) throw UsageError("expected no arguments");
                        std::cout << "mode " << services.accessAdmin.countryMode() << '\n';
                        for (const auto& [code, action] : services.accessAdmin.listCountryRules()) {
                          std::cout << code << ' ' << action << '\n';
                        }
                        return 0;
                      }});
  commands.push_back({"block country mode", "<deny-listed|allow-listed>",
                      "deny-listed: deny rules block; allow-listed: only allowed countries get in",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 1) throw UsageError("expected 1 argument");
                        if (args[0] == "deny-listed") {
                          services.accessAdmin.setCountryMode("deny_listed");
                        } else if (args[0] == "allow-listed") {
                          if (services.geoIpRanges.count() == 0) {
                            std::cerr << "warning: no GeoIP data (panaloctl geoip import): every visitor's country "
                                         "is unknown, so every visitor is blocked\n";
                          }
                          services.accessAdmin.setCountryMode("allow_listed_only");
                        } else {
                          throw UsageError("expected deny-listed or allow-listed");
                        }
                        std::cout << "country mode is now " << services.accessAdmin.countryMode() << '\n';
                        return 0;
                      }});
  commands.push_back({"block unlock", "<ip>", "lift a temporary IP lock (ip_locks) now",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 1) throw UsageError("expected 1 argument");
                        std::cout << services.accessAdmin.unlockIp(args[0]) << " lock(s) lifted\n";
                        return 0;
                      }});
}

}  // namespace panalo::cli
