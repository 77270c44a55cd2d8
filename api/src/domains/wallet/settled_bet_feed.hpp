#pragma once
// The settled bets of a member in settlement order, for domains that earn from
// play (the reward center's points, issue 15 item 4). Read-only: the bets
// table stays the wallet's; a reader keeps its own mark of how far it has read.

#include <cstdint>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::services {

struct SettledBet {
  std::int64_t id = 0;
  std::string gameCategory;
  std::int64_t validBetMinor = 0;
  std::int64_t settledAtMicros = 0;  // microseconds since 1970, UTC
};

class SettledBetFeed {
 public:
  explicit SettledBetFeed(db::ConnectionPool& pool) : pool_(pool) {}

  // Up to `limit` settled bets with a valid bet above zero, settled at or after
  // `fromMicros`, oldest settlement first (then by id).
  std::vector<SettledBet> settledSince(std::int64_t memberId, std::int64_t fromMicros, std::int64_t limit);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::services
