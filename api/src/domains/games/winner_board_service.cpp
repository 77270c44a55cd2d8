#include "domains/games/winner_board_service.hpp"

#include <utility>

#include "domains/games/game_query_rules.hpp"

namespace panalo::services {

std::string maskedCustomerName(const std::string& account) {
  if (account.size() <= 3) return account.substr(0, 1) + "***";
  std::string masked = account.substr(0, 2);
  masked.append("***").push_back(account.back());
  return masked;
}

std::vector<WinnerRecord> WinnerBoardService::board(const std::optional<std::string>& gameCategory,
                                                    const std::optional<std::string>& limitNum) {
  const auto category = categoryParam(gameCategory, "gameCategory");
  const auto limit = wholeNumberParam(limitNum, kMaxItems, 1, kMaxItems, "limitNum");
  const auto now = std::chrono::steady_clock::now();
  std::vector<WinnerRecord> records;
  bool cached = false;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    const auto found = byCategory_.find(category);
    if (found != byCategory_.end() && now - found->second.readAt < kCacheFor) {
      records = found->second.records;
      cached = true;
    }
  }
  if (!cached) {
    // Read outside the lock: two readers at once may both read, and both are right.
    const auto wins = records_.biggestWins(category, kMaxItems);
    const auto catalogue = cache_.current();
    records.reserve(wins.size());
    for (const auto& win : wins) {
      WinnerRecord record;
      record.recordId = win.betId;
      const auto* game = catalogue->game(win.vendor, win.gameCode);
      record.gameName = game == nullptr ? win.gameCode : game->gameName;
      record.iconUrl = game == nullptr ? "" : game->iconUrl;
      record.customerName = maskedCustomerName(win.account);
      record.winMinor = win.payoutMinor;
      records.push_back(std::move(record));
    }
    std::lock_guard<std::mutex> lock(mutex_);
    byCategory_[category] = Cached{now, records};
  }
  if (static_cast<std::int64_t>(records.size()) > limit) records.resize(static_cast<std::size_t>(limit));
  return records;
}

}  // namespace panalo::services
