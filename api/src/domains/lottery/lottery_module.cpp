#include "domains/lottery/lottery_module.hpp"

#include "domains/lottery/lottery_routes.hpp"

namespace panalo::modules {
namespace {

// Spec section 4, "Prize mode": e-lottery when the vendor data has a Vietnam
// lottery or lottery card under the e-lottery lane, else normal lottery (the
// same reading as the UI's prizeModeOf in lib/navigation/nav-categories.ts).
std::string prizeModeOf(services::GameService& games) {
  const auto menus = games.menus();
  for (const auto& lane : menus.lanes) {
    if (lane.gameClassify != "ELOTT") continue;
    for (const auto* card : lane.cards) {
      if (card->code == "TCG_LOTTO_VN" || card->category == "ELOTT" || card->category == "LOTT") return "elottery";
    }
  }
  return "normal";
}

}  // namespace

LotteryModule::LotteryModule(platform::PlatformDeps& platform, GamesModule& games)
    : store(platform.pool),
      results(store, [&games] { return prizeModeOf(games.games); }),
      draws(store, platform.security.masterKey) {}

void LotteryModule::addRoutes(http::RouteTable& routes) { routes::addLotteryRoutes(routes, results); }

}  // namespace panalo::modules
