#pragma once
// The lottery domain (issue 17 item 7): Vietnamese regional and South-East
// Asian lotteries, their draws and opened numbers; results entered by the
// operator or drawn by the house from a committed seed; the public lobby and
// results; panaloctl lottery commands. It uses the games domain only for the
// catalogue's prize mode.

#include "domains/games/games_module.hpp"
#include "domains/lottery/lottery_draw_service.hpp"
#include "domains/lottery/lottery_repository.hpp"
#include "domains/lottery/lottery_result_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class LotteryModule {
 public:
  LotteryModule(platform::PlatformDeps& platform, GamesModule& games);
  LotteryModule(const LotteryModule&) = delete;
  LotteryModule& operator=(const LotteryModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // lottery list | draw-due | schedule | result | void | verify | demo (lottery_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<LotteryModule>& lottery);

  repositories::LotteryRepository store;
  services::LotteryResultService results;
  services::LotteryDrawService draws;
};

}  // namespace panalo::modules
