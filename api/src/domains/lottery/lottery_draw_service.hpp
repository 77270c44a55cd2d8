#pragma once
// Making lottery results (issue 17 item 7):
//   * every lottery has its next draw scheduled ahead; a house lottery's draw
//     is scheduled with SHA-256 of a fresh 256-bit seed (published at once,
//     the seed itself sealed under the master key until the draw);
//   * house draws whose time has come are drawn from their seed
//     (lottery_numbers.hpp) and the seed is revealed with the numbers;
//   * the operator enters official results (panaloctl lottery result): the
//     right tiers, counts and lengths, once, not before the draw time; a
//     change is an explicit correction with a reason, and what it replaced
//     is kept; a draw that will not happen can be made void.
// The servers run drawDue on their housekeeping timer (panaloctl lottery
// draw-due does the same once); it is safe to run on several at once.

#include <optional>
#include <string>

#include "domains/lottery/lottery_repository.hpp"
#include "domains/lottery/lottery_types.hpp"
#include "platform/security/master_key.hpp"

namespace panalo::services {

class LotteryDrawService {
 public:
  static constexpr std::int64_t kMaxDrawsPerRun = 200;
  static constexpr std::size_t kMaxOperatorTextBytes = 64;
  static constexpr std::size_t kMaxReasonBytes = 200;

  LotteryDrawService(repositories::LotteryRepository& store, const std::optional<security::MasterKey>& masterKey)
      : store_(store), masterKey_(masterKey) {}

  // Schedules the next draw of every lottery that has none, then draws the
  // house draws that are due. Throws service_unavailable without a master key
  // when a house draw has to be scheduled or drawn.
  DrawDueSummary drawDue();
  // A draw of `code` at `atMs` (panaloctl lottery schedule, tests). A house
  // draw must lie in the future: its seed is committed now. Throws
  // invalid_parameter, lottery_not_found, lottery_result_exists (a draw at that time).
  std::int64_t schedule(const std::string& code, std::int64_t atMs);
  // Throws invalid_parameter, lottery_draw_not_found, lottery_house_draw,
  // lottery_draw_closed (void), lottery_draw_not_due, lottery_result_exists
  // (without `correction`), lottery_result_invalid. Nothing is stored on a refusal.
  void enterResult(const OperatorResult& result);
  // Throws lottery_draw_not_found, lottery_draw_closed (not scheduled), invalid_parameter.
  void voidDraw(std::int64_t drawId, const std::string& reason);
  // The demo: `days` days of past draws of every lottery with their results
  // (house lotteries drawn from committed seeds, the others entered as
  // "demo"), then the next draws. Returns the draws made.
  std::int64_t loadDemo(int days);

 private:
  // A new draw, with a committed seed for a house lottery; nullopt when one is at that time.
  std::optional<std::int64_t> insertDraw(const Lottery& lottery, std::int64_t atMs);
  bool drawHouse(std::int64_t drawId);
  const security::MasterKey& masterKey() const;

  repositories::LotteryRepository& store_;
  const std::optional<security::MasterKey>& masterKey_;
};

}  // namespace panalo::services
