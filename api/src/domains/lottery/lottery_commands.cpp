// panaloctl lottery ...: the operator's side of the lottery results.
//   lottery list                                   lotteries with their next draw
//   lottery draw-due                               schedule next draws, draw the house draws due
//   lottery schedule <CODE> --in-seconds N         one more draw (a house draw commits its seed now)
//   lottery result <drawId> <tier=n,n,...>... [--by NAME]
//                                                  enter an official result, once
//   lottery result <drawId> <tier=...>... --correct --reason TEXT [--by NAME]
//                                                  replace an entered result (recorded)
//   lottery void <drawId> --reason TEXT            a scheduled draw that will not take place
//   lottery verify <drawId>                        a draw recomputed from its revealed seed, as JSON
//   lottery demo [--days N]                        past draws with results (safe to repeat)
#include <chrono>
#include <iostream>
#include <memory>

#include "domains/lottery/lottery_json.hpp"
#include "domains/lottery/lottery_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct ResultArgs {
  std::int64_t drawId = 0;
  std::vector<std::string> tiers;
  std::string by = "operator";
  bool correct = false;
  std::string reason;
};

struct VoidArgs {
  std::int64_t drawId = 0;
  std::string reason;
};

struct ScheduleArgs {
  std::string code;
  std::int64_t inSeconds = 0;
};

// "third=12345,67890" -> numbers["third"] = {"12345", "67890"}.
lottery::DrawNumbers numbersOf(const std::vector<std::string>& args) {
  lottery::DrawNumbers numbers;
  for (const auto& arg : args) {
    const auto equals = arg.find('=');
    if (equals == std::string::npos || equals == 0) throw cli::UsageError("each tier is written tier=n,n,...");
    const auto tier = arg.substr(0, equals);
    if (numbers.count(tier) != 0) throw cli::UsageError("the " + tier + " tier is given twice");
    auto& list = numbers[tier];
    std::size_t start = equals + 1;
    for (;;) {
      const auto comma = arg.find(',', start);
      list.push_back(arg.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  return numbers;
}

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

void LotteryModule::addCommands(CLI::App& app, const cli::Lazy<LotteryModule>& lottery) {
  cli::addCommand(app, "lottery list", "", "the lotteries by region with their next draw", [lottery] {
    const auto lobby = lottery().results.lobby(std::nullopt);
    for (const auto& region : lobby.regions) {
      for (const auto& summary : region.lotteries) {
        std::cout << region.region << '\t' << summary.lottery.code << '\t' << summary.lottery.source << '\t'
                  << summary.lottery.name;
        if (summary.next) std::cout << "\tnext draw " << summary.next->id << " at " << summary.next->scheduledAtMs;
        std::cout << '\n';
      }
    }
    return 0;
  });

  cli::addCommand(app, "lottery draw-due", "",
                  "schedule every lottery's next draw and draw the house draws that are due", [lottery] {
                    const auto summary = lottery().draws.drawDue();
                    std::cout << summary.scheduled << " draw(s) scheduled, " << summary.drawn << " drawn\n";
                    return 0;
                  });

  auto schedule = std::make_shared<ScheduleArgs>();
  auto& scheduleCommand = cli::addCommand(
      app, "lottery schedule", "<CODE> --in-seconds N",
      "schedule a draw N seconds from now (a house draw publishes its seed hash now)", [lottery, schedule] {
        const auto id = lottery().draws.schedule(schedule->code, nowMs() + schedule->inSeconds * 1000);
        std::cout << "draw " << id << " scheduled\n";
        return 0;
      });
  scheduleCommand.add_option("code", schedule->code, "the lottery code")->required();
  scheduleCommand.add_option("--in-seconds", schedule->inSeconds, "seconds from now")
      ->required()
      ->check(cli::wholeNumber(1, 60LL * 24 * 3600));

  auto result = std::make_shared<ResultArgs>();
  auto& resultCommand = cli::addCommand(
      app, "lottery result", "<drawId> <tier=n,n,...>... [--by NAME] [--correct --reason TEXT]",
      "enter a draw's official result (each tier with its count of numbers of its length); --correct replaces one",
      [lottery, result] {
        services::OperatorResult entry;
        entry.drawId = result->drawId;
        entry.numbers = numbersOf(result->tiers);
        entry.enteredBy = result->by;
        entry.correction = result->correct;
        entry.reason = result->reason;
        lottery().draws.enterResult(entry);
        std::cout << "draw " << entry.drawId << (entry.correction ? " corrected\n" : " result entered\n");
        return 0;
      });
  resultCommand.add_option("drawId", result->drawId, "the draw")->required()->check(cli::wholeNumber(1, 999999999999));
  resultCommand.add_option("tiers", result->tiers, "special=123456 first=12345 ... (comma-separated numbers)")
      ->required();
  resultCommand.add_option("--by", result->by, "who enters it (default operator)");
  resultCommand.add_flag("--correct", result->correct, "replace an entered result (kept in the corrections)");
  resultCommand.add_option("--reason", result->reason, "why a correction is made");

  auto voided = std::make_shared<VoidArgs>();
  auto& voidCommand = cli::addCommand(app, "lottery void", "<drawId> --reason TEXT",
                                      "make a scheduled draw void (it will not take place)", [lottery, voided] {
                                        lottery().draws.voidDraw(voided->drawId, voided->reason);
                                        std::cout << "draw " << voided->drawId << " is void\n";
                                        return 0;
                                      });
  voidCommand.add_option("drawId", voided->drawId, "the draw")->required()->check(cli::wholeNumber(1, 999999999999));
  voidCommand.add_option("--reason", voided->reason, "why")->required();

  auto verifyId = std::make_shared<std::string>();
  auto& verifyCommand =
      cli::addCommand(app, "lottery verify", "<drawId>", "a draw with its numbers recomputed from the revealed seed",
                      [lottery, verifyId] {
                        const auto found = lottery().results.draw(*verifyId);
                        std::cout << cli::scriptJson(routes::drawVerificationJson(found)) << '\n';
                        return found.verifiable && !(found.seedMatchesHash && found.numbersMatch) ? 1 : 0;
                      });
  verifyCommand.add_option("drawId", *verifyId, "the draw")->required();

  auto days = std::make_shared<int>(7);
  auto& demoCommand = cli::addCommand(app, "lottery demo", "[--days N]",
                                      "past draws of every lottery with results, then the next draws (safe to repeat)",
                                      [lottery, days] {
                                        const auto made = lottery().draws.loadDemo(*days);
                                        std::cout << made << " demo draw(s) added\n";
                                        return 0;
                                      });
  demoCommand.add_option("--days", *days, "how many days back (default 7)")->check(cli::wholeNumber(1, 60));
}

}  // namespace panalo::modules
