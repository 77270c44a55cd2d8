#pragma once
// The sessions table. Tokens never reach it: only their SHA-256.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class SessionRepository {
 public:
  explicit SessionRepository(db::ConnectionPool& pool) : pool_(pool) {}

  void insert(const std::vector<std::uint8_t>& tokenHash, std::int64_t memberId, std::chrono::seconds lifetime,
              bool rememberMe, const std::string& ip);
  // The member of a live session (not past its absolute expiry and used within
  // `idleTimeout`), whose last use becomes now; nothing when there is none.
  std::optional<std::int64_t> touch(const std::vector<std::uint8_t>& tokenHash, std::chrono::seconds idleTimeout);
  void remove(const std::vector<std::uint8_t>& tokenHash);
  std::int64_t removeAllOf(std::int64_t memberId);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
