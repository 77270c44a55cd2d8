// panaloctl minigame ...: the operator's side of the mini game.
//   minigame show                                   the wheel, its schedule and its odds
//   minigame enable | disable                       open or close the daily spin
//   minigame period daily|weekly [--time-zone TZ]   how often a member may spin
//   minigame wheel KIND:AMOUNT:WEIGHT ...           replace the wheel (2-12 segments, clockwise);
//                                                   points:50:30, bonus:5.00:4, nothing:0:20
//   minigame demo                                   the demo wheel, switched on (safe to repeat)
//   minigame verify --server-seed S --client-seed C --nonce N --weights 30,20,...
//                                                   recompute a spin from its revealed seeds
#include <iostream>
#include <memory>
#include <sstream>

#include "domains/minigame/minigame_json.hpp"
#include "domains/minigame/minigame_module.hpp"
#include "panalo/minigame/wheel.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct PeriodArgs {
  std::string period;
  std::string timeZone;
};

struct VerifyArgs {
  std::string serverSeed;
  std::string clientSeed;
  std::int64_t nonce = 0;
  std::string weights;
};

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::stringstream stream(text);
  std::string part;
  while (std::getline(stream, part, separator)) parts.push_back(part);
  return parts;
}

std::uint32_t weightOf(const std::string& text) {
  if (text.empty() || text.size() > 7 || text.find_first_not_of("0123456789") != std::string::npos) {
    throw cli::UsageError("a weight is a whole number from 1 to 1000000, not '" + text + "'");
  }
  return static_cast<std::uint32_t>(std::stoul(text));
}

// KIND:AMOUNT:WEIGHT -> a segment (amount: points, or money text for a bonus).
services::WheelSegment segmentOf(const std::string& text, std::int64_t position) {
  const auto parts = split(text, ':');
  if (parts.size() != 3) throw cli::UsageError("a segment is KIND:AMOUNT:WEIGHT, not '" + text + "'");
  services::WheelSegment segment{position, weightOf(parts[2]), parts[0], 0};
  if (segment.kind == "bonus") {
    const auto amount = money::parseAmount(parts[1]);
    if (!amount.ok()) throw cli::UsageError("a bonus amount is money such as 5.00, not '" + parts[1] + "'");
    segment.amount = amount.minor;
  } else if (parts[1].empty() || parts[1].size() > 12 ||
             parts[1].find_first_not_of("0123456789") != std::string::npos) {
    throw cli::UsageError("an amount of points is a whole number, not '" + parts[1] + "'");
  } else {
    segment.amount = std::stoll(parts[1]);
  }
  return segment;
}

void printWheel(const services::WheelConfig& wheel) {
  std::cout << "mini game " << (wheel.enabled ? "enabled" : "disabled") << ", " << wheel.period << " in "
            << wheel.timeZone << '\n';
  std::uint64_t total = 0;
  for (const auto& segment : wheel.segments) total += segment.weight;
  for (const auto& segment : wheel.segments) {
    std::cout << "  " << segment.position << "  " << segment.kind << " "
              << routes::prizeAmountText(segment.kind, segment.amount) << "  weight " << segment.weight << " ("
              << (total == 0 ? 0.0 : 100.0 * segment.weight / static_cast<double>(total)) << "%)\n";
  }
  std::cout << wheel.segments.size() << " segment(s)\n";
}

}  // namespace

void MinigameModule::addCommands(CLI::App& app, const cli::Lazy<MinigameModule>& minigame) {
  cli::addCommand(app, "minigame show", "", "the mini game's wheel, schedule and odds", [minigame] {
    printWheel(minigame().minigame.config());
    return 0;
  });

  for (const bool enable : {true, false}) {
    cli::addCommand(app, enable ? "minigame enable" : "minigame disable", "",
                    enable ? "open the mini game's spin to members" : "close the mini game (past spins stay)",
                    [minigame, enable] {
                      auto& service = minigame().minigame;
                      const auto wheel = service.config();
                      service.setSchedule(enable, wheel.period, wheel.timeZone);
                      std::cout << "mini game " << (enable ? "enabled\n" : "disabled\n");
                      return 0;
                    });
  }

  auto period = std::make_shared<PeriodArgs>();
  auto& periodCommand =
      cli::addCommand(app, "minigame period", "daily|weekly [--time-zone TZ]",
                      "how often a member may spin, in which time zone the day or week starts", [minigame, period] {
                        auto& service = minigame().minigame;
                        const auto wheel = service.config();
                        service.setSchedule(wheel.enabled, period->period,
                                            period->timeZone.empty() ? wheel.timeZone : period->timeZone);
                        printWheel(service.config());
                        return 0;
                      });
  periodCommand.add_option("period", period->period, "daily or weekly (weeks start on Monday)")->required();
  periodCommand.add_option("--time-zone", period->timeZone, "an IANA time zone such as Asia/Manila (default: kept)");

  auto segments = std::make_shared<std::vector<std::string>>();
  auto& wheelCommand = cli::addCommand(
      app, "minigame wheel", "KIND:AMOUNT:WEIGHT ...",
      "replace the wheel: 2-12 segments clockwise, e.g. points:50:30 bonus:5.00:4 nothing:0:20", [minigame, segments] {
        std::vector<services::WheelSegment> wheel;
        for (const auto& text : *segments) {
          wheel.push_back(segmentOf(text, static_cast<std::int64_t>(wheel.size())));
        }
        minigame().minigame.replaceSegments(wheel);
        printWheel(minigame().minigame.config());
        return 0;
      });
  wheelCommand.add_option("segments", *segments, "KIND:AMOUNT:WEIGHT, KIND points, bonus or nothing")->required();

  cli::addCommand(app, "minigame demo", "", "the demo wheel, switched on daily (safe to repeat)", [minigame] {
    minigame().loadDemo();
    printWheel(minigame().minigame.config());
    return 0;
  });

  auto verify = std::make_shared<VerifyArgs>();
  auto& verifyCommand = cli::addCommand(
      app, "minigame verify", "--server-seed S --client-seed C --nonce N --weights W,W,...",
      "recompute a spin's segment from its revealed seeds (no database needed)", [verify] {
        std::vector<std::uint32_t> weights;
        for (const auto& text : split(verify->weights, ',')) weights.push_back(weightOf(text));
        if (const auto problem = minigame::weightsProblem(weights)) throw cli::UsageError(*problem);
        const auto segment = minigame::spinWheel(verify->serverSeed, verify->clientSeed,
                                                 static_cast<std::uint64_t>(verify->nonce), weights);
        std::cout << nlohmann::json{{"serverSeedHash", originals::sha256Hex(verify->serverSeed)}, {"segment", segment}}
                         .dump(2)
                  << '\n';
        return 0;
      });
  verifyCommand.add_option("--server-seed", verify->serverSeed, "the revealed server seed (64 hex digits)")->required();
  verifyCommand.add_option("--client-seed", verify->clientSeed, "the spin's client seed")->required();
  verifyCommand.add_option("--nonce", verify->nonce, "the spin's nonce")
      ->check(cli::wholeNumber(0, 1000000000000))
      ->required();
  verifyCommand.add_option("--weights", verify->weights, "the spin's weights in wheel order, comma separated")
      ->required();
}

}  // namespace panalo::modules
