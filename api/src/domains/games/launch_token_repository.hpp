#pragma once
// Launch tokens (migration 0022, game_launch_tokens): stored only as the
// SHA-256 of the token, single use, short-lived, tied to member, vendor and game.

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

using TokenDigest = std::array<unsigned char, 32>;

struct LaunchTokenOwner {
  std::int64_t memberId = 0;
  std::int64_t nodeId = 0;
};

class LaunchTokenRepository {
 public:
  explicit LaunchTokenRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Stores a token valid for `seconds`; the member's expired tokens go at the same time.
  void issue(const TokenDigest& digest, std::int64_t memberId, const std::string& vendor, std::int64_t nodeId,
             std::int64_t seconds);
  // Marks the token used and names its member and game; nullopt when it is
  // unknown, of another vendor, expired or used before.
  std::optional<LaunchTokenOwner> redeem(const TokenDigest& digest, const std::string& vendor);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
