// panaloctl originals verify --server-seed S --client-seed C --nonce N --game G
//     [--bet 1.00] [--target T] [--rtp-bp R]
// Recomputes a house-game round from its seeds alone (what any player can do
// once the server seed is revealed) and prints the outcome as JSON.
#include <iostream>
#include <memory>

#include "domains/originals/originals_json.hpp"
#include "domains/originals/originals_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct VerifyArgs {
  std::string serverSeed;
  std::string clientSeed;
  std::int64_t nonce = 0;
  std::string game;
  std::string bet = "1.00";
  std::int64_t target = -1;
  std::int64_t rtpBp = -1;
};

}  // namespace

void OriginalsModule::addCommands(CLI::App& app, const cli::Lazy<OriginalsModule>& originals) {
  auto args = std::make_shared<VerifyArgs>();
  auto& verify = cli::addCommand(
      app, "originals verify", "--server-seed S --client-seed C --nonce N --game G [--bet B] [--target T]",
      "recompute a house-game round from its revealed seeds", [originals, args] {
        const auto bet = money::parseAmount(args->bet);
        if (!bet.ok()) throw cli::UsageError("--bet must be an amount such as 1.00");
        const auto rtp = args->rtpBp > 0 ? args->rtpBp : originals().games.rtpOf(args->game);
        const auto target = args->target >= 0 ? std::optional<std::int64_t>(args->target) : std::nullopt;
        const auto round = services::OriginalsService::compute(args->serverSeed, args->clientSeed, args->nonce,
                                                               args->game, bet.minor, rtp, target);
        auto out = routes::roundJson(round);
        out.erase("roundId");
        out.erase("balance");
        out.erase("replayed");
        std::cout << out.dump(2) << '\n';
        return 0;
      });
  verify.add_option("--server-seed", args->serverSeed, "the revealed server seed (64 hex digits)")->required();
  verify.add_option("--client-seed", args->clientSeed, "the client seed of the round")->required();
  verify.add_option("--nonce", args->nonce, "the round's nonce")->required();
  verify.add_option("--game", args->game, "PO_FRUIT_SLOT or PO_DICE")->required();
  verify.add_option("--bet", args->bet, "the stake (default 1.00)");
  verify.add_option("--target", args->target, "dice: the target in hundredths (5000 = 50.00)");
  verify.add_option("--rtp-bp", args->rtpBp, "the round's RTP in basis points (default: the current setting)");
}

}  // namespace panalo::modules
