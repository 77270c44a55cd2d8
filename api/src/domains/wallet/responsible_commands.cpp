// panaloctl responsible ...: the operator's side of responsible gaming.
//   responsible list [--json]   every member on a cool-off or self-exclusion,
//       with its kind, period, start and end ("permanent" when it has none),
//       soonest end first.
//   responsible lift <account> --note TEXT   ends a member's running break now
//       (a permanent self-exclusion ends only this way); the note is kept.
#include <iomanip>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "domains/wallet/responsible_json.hpp"
#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_line.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::modules {
namespace {

struct LiftArgs {
  std::string account;
  std::string note;
};

void printBreaks(const std::vector<services::PlayBreak>& breaks, bool asJson) {
  if (asJson) {
    auto list = nlohmann::json::array();
    for (const auto& value : breaks) {
      auto item = routes::playBreakJson(value);
      item["account"] = value.account;
      list.push_back(std::move(item));
    }
    std::cout << cli::scriptJson(list) << '\n';
    return;
  }
  for (const auto& b : breaks) {
    std::cout << std::left << std::setw(20) << b.account << std::setw(16) << b.kind << std::setw(26) << b.period
              << b.startedAt << "  until " << b.endsAt.value_or("permanent (until lifted)") << '\n';
  }
  std::cout << breaks.size() << " member(s) on a break\n";
}

}  // namespace

void WalletModule::addResponsibleCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet) {
  auto asJson = std::make_shared<bool>(false);
  cli::addCommand(app, "responsible list", "[--json]", "members on a cool-off or self-exclusion, and until when",
                  [wallet, asJson] {
                    printBreaks(wallet().responsible.activeBreaks(), *asJson);
                    return 0;
                  })
      .add_flag("--json", *asJson, "one JSON array for scripts");

  auto lift = std::make_shared<LiftArgs>();
  auto& liftCommand =
      cli::addCommand(app, "responsible lift", "<account> --note TEXT",
                      "end a member's cool-off or self-exclusion now (members cannot end their own)", [wallet, lift] {
                        auto& module = wallet();
                        const auto member = module.accounts_.members.findByAccount(lift->account);
                        if (!member)
                          throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no member " + lift->account);
                        module.responsible.lift(member->id, lift->note);
                        std::cout << "break of " << lift->account << " lifted\n";
                        return 0;
                      });
  liftCommand.add_option("account", lift->account, "the member's account name")->required();
  liftCommand.add_option("--note", lift->note, "why (kept with the break, at most 200 bytes)")->required();
}

}  // namespace panalo::modules
