#include "domains/lottery/lottery_draw_service.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>

#include "domains/lottery/lottery_numbers.hpp"
#include "domains/lottery/lottery_rules.hpp"
#include "panalo/originals/fair.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/random_text.hpp"
#include "platform/security/sealed_seed.hpp"

namespace panalo::services {
namespace {

constexpr std::int64_t kDayMs = 24 * 3600 * 1000;
// How far ahead the next draw is looked for (a lottery draws at least weekly).
constexpr std::int64_t kLookAheadMs = 8 * kDayMs;

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

[[noreturn]] void drawNotFound() {
  throw DomainError(ErrorKind::NotFound, error_keys::kLotteryDrawNotFound, "no such draw");
}

// The seed is sealed bound to its hash: a sealed seed moved to another draw does not open.
std::string sealContext(const std::string& hash) { return "panalo/lottery/seed/" + hash; }

nlohmann::json numbersJson(const lottery::DrawNumbers& numbers) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [tier, list] : numbers) out[tier] = list;
  return out;
}

}  // namespace

const security::MasterKey& LotteryDrawService::masterKey() const {
  if (!masterKey_) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable, "House draws need PANALO_MASTER_KEY");
  }
  return *masterKey_;
}

std::optional<std::int64_t> LotteryDrawService::insertDraw(const Lottery& lottery, std::int64_t atMs) {
  std::optional<std::string> hash;
  std::vector<std::uint8_t> sealed;
  if (lottery.source == "house") {
    const auto seed = security::randomHex(32);
    hash = originals::sha256Hex(seed);
    sealed = security::sealSeed(masterKey(), seed, sealContext(*hash));
  }
  return store_.insertDraw(lottery.code, atMs, hash, sealed);
}

std::int64_t LotteryDrawService::schedule(const std::string& code, std::int64_t atMs) {
  if (!lottery::validLotteryCode(code)) invalid("the lottery code must be 2-32 of A-Z 0-9 _");
  const auto found = store_.lottery(code);
  if (!found) throw DomainError(ErrorKind::NotFound, error_keys::kLotteryNotFound, "no such lottery");
  if (found->source == "house" && atMs <= nowMs()) invalid("a house draw is scheduled before its time");
  const auto id = insertDraw(*found, atMs);
  if (!id) {
    throw DomainError(ErrorKind::Conflict, error_keys::kLotteryResultExists, "this lottery has a draw at that time");
  }
  return *id;
}

bool LotteryDrawService::drawHouse(std::int64_t drawId) {
  const auto stored = store_.draw(drawId);
  if (!stored || stored->draw.status != "scheduled" || !stored->draw.seedHash) return false;
  const auto lottery = store_.lottery(stored->draw.lotteryCode);
  if (!lottery) return false;
  const auto seed =
      security::openSeed(masterKey(), stored->sealedSeed, *stored->draw.seedHash, sealContext(*stored->draw.seedHash));
  // The same seed gives the same numbers: a server that loses the race to
  // another one would have stored exactly these.
  return store_.recordResult(drawId, lottery::deriveDraw(seed, drawId, lottery->format), "house", seed, std::nullopt);
}

DrawDueSummary LotteryDrawService::drawDue() {
  DrawDueSummary summary;
  const auto now = nowMs();
  auto lotteries = store_.lotteriesWithoutNextDraw(now);
  // Official draws first: without a master key the house ones fail, and they
  // must not keep the official ones from being scheduled.
  std::stable_partition(lotteries.begin(), lotteries.end(), [](const Lottery& l) { return l.source != "house"; });
  for (const auto& lottery : lotteries) {
    const auto times = store_.drawTimes(lottery.code, now, now + kLookAheadMs);
    // Another server may have scheduled the same draw a moment ago: that is fine.
    if (!times.empty() && insertDraw(lottery, times.front())) ++summary.scheduled;
  }
  for (const auto drawId : store_.dueHouseDraws(now, kMaxDrawsPerRun)) {
    if (drawHouse(drawId)) ++summary.drawn;
  }
  return summary;
}

void LotteryDrawService::enterResult(const OperatorResult& result) {
  if (result.drawId <= 0) invalid("the draw id is a positive whole number");
  if (!lottery::validOperatorText(result.enteredBy, kMaxOperatorTextBytes)) {
    invalid("the operator name must be 1-64 bytes of text");
  }
  if (result.correction && !lottery::validOperatorText(result.reason, kMaxReasonBytes)) {
    invalid("a correction needs a reason of 1-200 bytes of text");
  }
  const auto stored = store_.draw(result.drawId);
  if (!stored) drawNotFound();
  const auto& draw = stored->draw;
  const auto lottery = store_.lottery(draw.lotteryCode);
  if (!lottery) drawNotFound();
  if (lottery->source == "house") {
    throw DomainError(ErrorKind::Conflict, error_keys::kLotteryHouseDraw,
                      "the house draws this lottery from its committed seed");
  }
  if (draw.status == "void") throw DomainError(ErrorKind::Conflict, error_keys::kLotteryDrawClosed, "the draw is void");
  if (draw.status == "scheduled" && result.correction) {
    throw DomainError(ErrorKind::Conflict, error_keys::kLotteryDrawClosed, "only an entered result can be corrected");
  }
  if (draw.status == "drawn" && !result.correction) {
    throw DomainError(ErrorKind::Conflict, error_keys::kLotteryResultExists,
                      "this draw has its result; a change is a correction with a reason");
  }
  if (draw.scheduledAtMs > nowMs()) {
    throw DomainError(ErrorKind::Conflict, error_keys::kLotteryDrawNotDue, "the draw has not taken place yet");
  }
  if (const auto problem = lottery::resultProblem(lottery->format, result.numbers)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kLotteryResultInvalid, *problem);
  }
  if (result.correction) {
    const repositories::CorrectionRecord record{numbersJson(draw.numbers).dump(), numbersJson(result.numbers).dump(),
                                                result.reason, result.enteredBy};
    if (!store_.correctResult(result.drawId, result.numbers, record)) {
      throw DomainError(ErrorKind::Conflict, error_keys::kLotteryDrawClosed, "only an entered result can be corrected");
    }
    return;
  }
  // Two operators at once: the second finds it drawn.
  if (!store_.recordResult(result.drawId, result.numbers, "operator", std::nullopt, result.enteredBy)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kLotteryResultExists, "this draw has its result");
  }
}

void LotteryDrawService::voidDraw(std::int64_t drawId, const std::string& reason) {
  if (drawId <= 0) invalid("the draw id is a positive whole number");
  if (!lottery::validOperatorText(reason, kMaxReasonBytes)) invalid("a reason of 1-200 bytes of text is required");
  if (!store_.draw(drawId)) drawNotFound();
  if (!store_.voidDraw(drawId, reason)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kLotteryDrawClosed, "only a scheduled draw can be made void");
  }
}

std::int64_t LotteryDrawService::loadDemo(int days) {
  if (days < 1 || days > 60) invalid("days must be 1-60");
  const auto now = nowMs();
  std::int64_t made = 0;
  for (const auto& lottery : store_.lotteries("")) {
    for (const auto at : store_.drawTimes(lottery.code, now - days * kDayMs, now)) {
      const auto id = insertDraw(lottery, at);
      if (!id) continue;  // loaded before: a second run adds only the newer draws
      ++made;
      if (lottery.source == "house") {
        drawHouse(*id);
      } else {
        // Stand-in official results for the demo, entered through the
        // operator's path and marked as the demo's.
        store_.recordResult(*id, lottery::deriveDraw(security::randomHex(32), *id, lottery.format), "operator",
                            std::nullopt, std::string("demo"));
      }
    }
  }
  drawDue();
  return made;
}

}  // namespace panalo::services
