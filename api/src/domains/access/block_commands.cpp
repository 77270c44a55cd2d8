// panaloctl block ...: the operator's IP block list, country rules and the
// lifting of temporary IP locks. Changes reach every server within
// PANALO_ACCESS_CACHE_MS (2 s by default).
#include <iomanip>
#include <iostream>
#include <memory>

#include "domains/access/access_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules::access_commands {
namespace {

struct BlockArgs {
  std::string cidr;
  std::string reason;
  std::optional<std::chrono::seconds> duration;
};

int addBlock(const BlockArgs& args, AccessModule& access) {
  const auto block = access.accessAdmin.blockIp(args.cidr, args.reason, args.duration);
  std::cout << "blocked " << block.cidr << (block.expiresAt.empty() ? " permanently" : " until " + block.expiresAt)
            << '\n';
  return 0;
}

int countryRule(const std::string& code, AccessModule& access, const std::string& action) {
  if (action == "remove") {
    if (!access.accessAdmin.removeCountryRule(code)) {
      std::cerr << "no rule for " << code << '\n';
      return 1;
    }
    std::cout << "rule for " << code << " removed\n";
    return 0;
  }
  access.accessAdmin.setCountryRule(code, action);
  std::cout << services::AccessAdminService::normalizeCountryCode(code) << ": " << action << '\n';
  return 0;
}

}  // namespace

void addBlockCommands(CLI::App& app, const cli::Lazy<AccessModule>& access) {
  auto block = std::make_shared<BlockArgs>();
  auto& add = cli::addCommand(app, "block ip add", "<ip|cidr> [--reason R] [--for 45s|30m|1h|2d]",
                              "block an address or range (permanent without --for)",
                              [access, block] { return addBlock(*block, access()); });
  add.add_option("cidr", block->cidr, "an IP address or CIDR block")->required();
  add.add_option("--reason", block->reason, "why (shown in block ip list)");
  cli::addDurationOption(add, "--for", block->duration, "lift the block after this long");

  auto unblock = std::make_shared<std::string>();
  cli::addCommand(app, "block ip remove", "<ip|cidr>", "lift a block",
                  [access, unblock] {
                    if (!access().accessAdmin.unblockIp(*unblock)) {
                      std::cerr << "no block for " << *unblock << '\n';
                      return 1;
                    }
                    std::cout << "unblocked " << *unblock << '\n';
                    return 0;
                  })
      .add_option("cidr", *unblock, "the blocked address or range")
      ->required();

  cli::addCommand(app, "block ip list", "", "list blocks: range, until, reason", [access] {
    for (const auto& entry : access().accessAdmin.listBlocks()) {
      std::cout << std::left << std::setw(44) << entry.cidr << std::setw(22)
                << (entry.expiresAt.empty() ? "permanent" : entry.expiresAt) << entry.reason << '\n';
    }
    return 0;
  });

  for (const std::string action : {"deny", "allow", "remove"}) {
    auto code = std::make_shared<std::string>();
    cli::addCommand(app, "block country " + action, "<CC>",
                    action == "remove" ? "drop the rule of a country" : action + " a country (ISO code, e.g. PH)",
                    [access, code, action] { return countryRule(*code, access(), action); })
        .add_option("CC", *code, "ISO 3166-1 alpha-2 country code")
        ->required();
  }

  cli::addCommand(app, "block country list", "", "print the country mode and rules", [access] {
    auto& module = access();
    std::cout << "mode " << module.accessAdmin.countryMode() << '\n';
    for (const auto& [code, action] : module.accessAdmin.listCountryRules()) std::cout << code << ' ' << action << '\n';
    return 0;
  });

  auto mode = std::make_shared<std::string>();
  cli::addCommand(app, "block country mode", "<deny-listed|allow-listed>",
                  "deny-listed: deny rules block; allow-listed: only allowed countries get in",
                  [access, mode] {
                    auto& module = access();
                    if (*mode == "deny-listed") {
                      module.accessAdmin.setCountryMode("deny_listed");
                    } else {
                      if (module.geoIpRanges.count() == 0) {
                        std::cerr << "warning: no GeoIP data (panaloctl geoip import): every visitor's country "
                                     "is unknown, so every visitor is blocked\n";
                      }
                      module.accessAdmin.setCountryMode("allow_listed_only");
                    }
                    std::cout << "country mode is now " << module.accessAdmin.countryMode() << '\n';
                    return 0;
                  })
      .add_option("mode", *mode, "deny-listed or allow-listed")
      ->required()
      ->check(CLI::IsMember({"deny-listed", "allow-listed"}));

  auto lockedIp = std::make_shared<std::string>();
  cli::addCommand(app, "block unlock", "<ip>", "lift a temporary IP lock (ip_locks) now",
                  [access, lockedIp] {
                    std::cout << access().accessAdmin.unlockIp(*lockedIp) << " lock(s) lifted\n";
                    return 0;
                  })
      .add_option("ip", *lockedIp, "the locked address")
      ->required();
}

}  // namespace panalo::modules::access_commands
