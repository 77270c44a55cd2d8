#include "domains/lottery/lottery_result_service.hpp"

#include <algorithm>
#include <chrono>
#include <map>

#include "domains/games/game_query_rules.hpp"
#include "domains/lottery/lottery_rules.hpp"
#include "panalo/originals/fair.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

const std::vector<std::string>& regionOrder() {
  static const std::vector<std::string> kRegions{"north", "central", "south", "sea"};
  return kRegions;
}

bool inRegion(const std::string& asked, const std::string& region) {
  if (asked.empty()) return true;
  if (asked == "vn") return region != "sea";
  return asked == region;
}

}  // namespace

LotteryLobby LotteryResultService::lobby(const std::optional<std::string>& region) {
  const std::string asked = region.value_or("");
  if (!asked.empty() && asked != "vn" &&
      std::find(regionOrder().begin(), regionOrder().end(), asked) == regionOrder().end()) {
    invalid("region must be north, central, south, sea or vn");
  }
  LotteryLobby lobby;
  lobby.prizeMode = prizeMode_();
  lobby.serverTimeMs = nowMs();
  std::map<std::string, LotteryDraw> latest;
  for (auto& draw : store_.latestDrawn()) latest.emplace(draw.lotteryCode, std::move(draw));
  std::map<std::string, LotteryDraw> next;
  for (auto& draw : store_.nextScheduled(lobby.serverTimeMs)) next.emplace(draw.lotteryCode, std::move(draw));
  const auto lotteries = store_.lotteries("");
  for (const auto& name : regionOrder()) {
    if (!inRegion(asked, name)) continue;
    LotteryRegion group{name, {}};
    for (const auto& lottery : lotteries) {
      if (lottery.region != name) continue;
      LotterySummary summary{lottery, std::nullopt, std::nullopt};
      if (auto found = latest.find(lottery.code); found != latest.end()) summary.latest = found->second;
      if (auto found = next.find(lottery.code); found != next.end()) summary.next = found->second;
      group.lotteries.push_back(std::move(summary));
    }
    if (!group.lotteries.empty()) lobby.regions.push_back(std::move(group));
  }
  return lobby;
}

LotteryResultsPage LotteryResultService::results(const LotteryResultsQuery& query) {
  if (!query.lotteryCode || query.lotteryCode->empty()) invalid("lotteryCode is required");
  if (!lottery::validLotteryCode(*query.lotteryCode)) invalid("lotteryCode must be 2-32 of A-Z 0-9 _");
  LotteryResultsPage page;
  page.pageNo = wholeNumberParam(query.pageNo, 1, 1, 100000, "pageNo");
  page.pageSize = wholeNumberParam(query.pageSize, 10, 1, kMaxPageSize, "pageSize");
  auto found = store_.lottery(*query.lotteryCode);
  if (!found) throw DomainError(ErrorKind::NotFound, error_keys::kLotteryNotFound, "no such lottery");
  page.lottery = std::move(*found);
  page.total = store_.resultCount(page.lottery.code);
  page.totalPages = (page.total + page.pageSize - 1) / page.pageSize;
  page.draws = store_.results(page.lottery.code, (page.pageNo - 1) * page.pageSize, page.pageSize);
  return page;
}

DrawVerification LotteryResultService::draw(const std::optional<std::string>& drawId) {
  if (!drawId || drawId->empty()) invalid("drawId is required");
  const auto id = wholeNumberParam(drawId, 0, 1, 999999999, "drawId");
  auto stored = store_.draw(id);
  if (!stored) throw DomainError(ErrorKind::NotFound, error_keys::kLotteryDrawNotFound, "no such draw");
  auto found = store_.lottery(stored->draw.lotteryCode);
  if (!found) throw DomainError(ErrorKind::NotFound, error_keys::kLotteryDrawNotFound, "no such draw");
  DrawVerification verification;
  verification.lottery = std::move(*found);
  verification.draw = std::move(stored->draw);
  const auto& draw = verification.draw;
  if (draw.seed && draw.seedHash) {
    verification.verifiable = true;
    verification.seedMatchesHash = originals::sha256Hex(*draw.seed) == *draw.seedHash;
    verification.numbersMatch = lottery::deriveDraw(*draw.seed, draw.id, verification.lottery.format) == draw.numbers;
  }
  return verification;
}

}  // namespace panalo::services
