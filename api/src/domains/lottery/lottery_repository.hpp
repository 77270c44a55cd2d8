#pragma once
// Lotteries, their draws and opened numbers (migration 0033). Every change is
// a conditional UPDATE on the draw's status, so two servers drawing or two
// operators entering the same draw cannot both succeed.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/lottery/lottery_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// A draw as stored, with its sealed seed (house draws, until revealed).
struct DrawRow {
  services::LotteryDraw draw;
  std::vector<std::uint8_t> sealedSeed;
};

struct CorrectionRecord {
  std::string previousJson;
  std::string replacementJson;
  std::string reason;
  std::string correctedBy;
};

class LotteryRepository {
 public:
  explicit LotteryRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Enabled lotteries in menu order; `region` empty: every region.
  std::vector<services::Lottery> lotteries(const std::string& region);
  std::optional<services::Lottery> lottery(const std::string& code);
  // The latest drawn draw and the next scheduled one of each lottery, with numbers.
  std::vector<services::LotteryDraw> latestDrawn();
  std::vector<services::LotteryDraw> nextScheduled(std::int64_t nowMs);
  // Drawn and void draws of a lottery, newest first, with numbers.
  std::vector<services::LotteryDraw> results(const std::string& code, std::int64_t offset, std::int64_t limit);
  std::int64_t resultCount(const std::string& code);
  std::optional<DrawRow> draw(std::int64_t drawId);

  // The lottery's draw times in (afterMs, untilMs], from its days, times and time zone.
  std::vector<std::int64_t> drawTimes(const std::string& code, std::int64_t afterMs, std::int64_t untilMs);
  // Enabled lotteries with no scheduled draw after `nowMs`.
  std::vector<services::Lottery> lotteriesWithoutNextDraw(std::int64_t nowMs);
  // A new scheduled draw; a house draw carries its seed hash and sealed seed.
  // nullopt when the lottery already has a draw at that time.
  std::optional<std::int64_t> insertDraw(const std::string& code, std::int64_t scheduledAtMs,
                                         const std::optional<std::string>& seedHash,
                                         const std::vector<std::uint8_t>& sealedSeed);
  // Scheduled draws of house lotteries whose time has come, oldest first.
  std::vector<std::int64_t> dueHouseDraws(std::int64_t nowMs, std::int64_t limit);

  // Marks a scheduled draw drawn with its numbers (and for a house draw its
  // revealed seed) in one transaction; false when it was no longer scheduled.
  bool recordResult(std::int64_t drawId, const lottery::DrawNumbers& numbers, const std::string& source,
                    const std::optional<std::string>& seed, const std::optional<std::string>& enteredBy);
  // Replaces the numbers of a drawn operator draw and records the correction;
  // false when the draw is not a drawn operator draw.
  bool correctResult(std::int64_t drawId, const lottery::DrawNumbers& numbers, const CorrectionRecord& record);
  // false when the draw was not scheduled.
  bool voidDraw(std::int64_t drawId, const std::string& reason);
  std::int64_t correctionCount(std::int64_t drawId);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
