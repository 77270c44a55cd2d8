#pragma once
// Live hosts (migration 0031): each has a chat room of their own, made with
// the host in one transaction.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/chat/chat_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

class LiveHostRepository {
 public:
  explicit LiveHostRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // In the operator's order; online hosts are not moved first here (the
  // operator's order is the show's running order).
  std::vector<services::LiveHost> hosts();
  std::optional<services::LiveHost> host(std::int64_t id);
  std::optional<services::LiveHost> byHandle(const std::string& handle);
  // The host and their room ("host-<handle>", named after them).
  services::LiveHost add(const std::string& handle, const std::string& displayName,
                         const std::optional<std::string>& avatarUrl, std::int64_t sortOrder);
  bool setStatus(const std::string& handle, const std::string& status);  // false: no such host

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
