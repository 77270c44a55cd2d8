#pragma once
// Lottery results for everyone (spec section 7: lottery lobby, Vietnam and
// opened numbers; public reads, the pages that show them need a login):
// the lobby of lotteries by region with each one's latest result and next
// draw, a lottery's results a page at a time, and one draw with what anyone
// needs to verify a house draw.

#include <functional>
#include <optional>
#include <string>

#include "domains/lottery/lottery_repository.hpp"
#include "domains/lottery/lottery_types.hpp"

namespace panalo::services {

class LotteryResultService {
 public:
  static constexpr std::int64_t kMaxPageSize = 50;

  // `prizeMode` answers the catalogue's prize mode (spec section 4), from the games domain.
  LotteryResultService(repositories::LotteryRepository& store, std::function<std::string()> prizeMode)
      : store_(store), prizeMode_(std::move(prizeMode)) {}

  // region: north, central, south, sea, vn (the three Vietnamese regions) or
  // absent for all. Throws invalid_parameter for another region.
  LotteryLobby lobby(const std::optional<std::string>& region);
  // Throws invalid_parameter (lotteryCode missing or malformed, page outside
  // 1..100000, page size outside 1..50), lottery_not_found.
  LotteryResultsPage results(const LotteryResultsQuery& query);
  // Throws invalid_parameter, lottery_draw_not_found.
  DrawVerification draw(const std::optional<std::string>& drawId);

 private:
  repositories::LotteryRepository& store_;
  std::function<std::string()> prizeMode_;
};

}  // namespace panalo::services
