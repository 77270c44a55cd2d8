#pragma once
// Plain values of the lottery domain that services hand out and
// lottery_json.cpp maps (times are milliseconds since the epoch).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/lottery/lottery_numbers.hpp"

namespace panalo::services {

struct Lottery {
  std::string code;
  std::string name;
  std::string region;  // north, central, south, sea
  std::optional<std::string> province;
  std::string format;  // lottery_tiers.hpp
  std::string source;  // house, operator
  int sortOrder = 0;
};

struct LotteryDraw {
  std::int64_t id = 0;
  std::string lotteryCode;
  std::int64_t scheduledAtMs = 0;
  std::string status;                   // scheduled, drawn, void
  std::optional<std::string> seedHash;  // house draws: published when scheduled
  std::optional<std::string> seed;      // house draws: revealed with the result
  std::int64_t committedAtMs = 0;
  std::optional<std::int64_t> drawnAtMs;
  std::optional<std::string> resultSource;  // house, operator
  std::optional<std::string> voidReason;
  lottery::DrawNumbers numbers;  // empty until drawn
};

// One lottery of the lobby: its latest result and its next draw.
struct LotterySummary {
  Lottery lottery;
  std::optional<LotteryDraw> latest;
  std::optional<LotteryDraw> next;
};

struct LotteryRegion {
  std::string region;
  std::vector<LotterySummary> lotteries;
};

struct LotteryLobby {
  std::string prizeMode;  // elottery or normal (spec section 4, from the catalogue's vendor data)
  std::int64_t serverTimeMs = 0;
  std::vector<LotteryRegion> regions;  // north, central, south, sea; regions without lotteries left out
};

struct LotteryResultsQuery {
  std::optional<std::string> lotteryCode;
  std::optional<std::string> pageNo;
  std::optional<std::string> pageSize;
};

struct LotteryResultsPage {
  Lottery lottery;
  std::vector<LotteryDraw> draws;  // drawn and void, newest first
  std::int64_t pageNo = 1;
  std::int64_t pageSize = 0;
  std::int64_t total = 0;
  std::int64_t totalPages = 0;
};

// A draw with what anyone needs to check it.
struct DrawVerification {
  Lottery lottery;
  LotteryDraw draw;
  // House draws once drawn: the numbers recomputed from the revealed seed,
  // and whether they and SHA-256(seed) match what was published.
  bool verifiable = false;
  bool seedMatchesHash = false;
  bool numbersMatch = false;
};

// What panaloctl lottery result takes: the tier lists as the operator typed them.
struct OperatorResult {
  std::int64_t drawId = 0;
  lottery::DrawNumbers numbers;
  std::string enteredBy;
  bool correction = false;
  std::string reason;  // a correction's reason
};

struct DrawDueSummary {
  std::int64_t scheduled = 0;  // next draws published
  std::int64_t drawn = 0;      // house draws drawn
};

}  // namespace panalo::services
