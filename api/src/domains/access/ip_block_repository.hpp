#pragma once
// The operator's IP block list (ip_blocks) and the temporary locks of ip_locks,
// which an operator may lift early.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct IpBlock {
  std::string cidr;  // canonical, as PostgreSQL prints it
  std::string reason;
  std::string createdAt;  // ISO 8601, UTC
  std::string expiresAt;  // ISO 8601, UTC; empty when permanent
};

class IpBlockRepository {
 public:
  explicit IpBlockRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Adds or replaces the block of `cidr` (host bits are cleared); returns it as stored.
  IpBlock put(const std::string& cidr, const std::string& reason, std::optional<std::chrono::seconds> duration);
  bool remove(const std::string& cidr);
  std::vector<IpBlock> list();
  // Deletes the ip_locks rows of `ip` (under its limit key or the address
  // itself); returns how many there were.
  std::int64_t unlock(const std::string& limitKey, const std::string& ip);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
