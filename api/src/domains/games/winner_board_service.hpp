#pragma once
// The winner board (spec sections 3 "Winner record", 7 "Winner board", 9: 20
// items sorted by winAmount descending): the biggest recent wins of real
// settled bets (the wallet's betting record; the house games write real bets),
// each with its catalogue game's name and icon and the winner's masked name.
// Public and on the home page, so each category's board is kept in process for
// kCacheFor and read from the database at most that often.

#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "domains/games/catalogue_cache.hpp"
#include "domains/wallet/record_service.hpp"

namespace panalo::services {

struct WinnerRecord {
  std::int64_t recordId = 0;  // the bet's id
  std::string iconUrl;        // the catalogue game's icon; empty when the game left the catalogue
  std::string gameName;       // the catalogue game's name, else its game code
  std::string customerName;   // masked: "ab***9"
  std::int64_t winMinor = 0;  // what the bet paid
};

// "ab***9": the first two and the last character of the account, three
// asterisks between; an account of three characters or fewer keeps only its first.
std::string maskedCustomerName(const std::string& account);

class WinnerBoardService {
 public:
  static constexpr std::int64_t kMaxItems = 20;
  static constexpr std::chrono::seconds kCacheFor{30};

  WinnerBoardService(CatalogueCache& cache, RecordService& records) : cache_(cache), records_(records) {}

  // gameCategory: one of the ten categories or empty; limitNum 1..20 (default
  // 20). Throws invalid_parameter otherwise.
  std::vector<WinnerRecord> board(const std::optional<std::string>& gameCategory,
                                  const std::optional<std::string>& limitNum);

 private:
  struct Cached {
    std::chrono::steady_clock::time_point readAt;
    std::vector<WinnerRecord> records;
  };

  CatalogueCache& cache_;
  RecordService& records_;
  std::mutex mutex_;
  std::unordered_map<std::string, Cached> byCategory_;
};

}  // namespace panalo::services
