#pragma once
// outbox_messages: what the built-in outbox provider "sent" (sql 0007).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct OutboxEntry {
  std::string channel;  // "sms" or "email"
  std::string recipient;
  std::string subject;
  std::string body;
  std::string purpose;
};

struct StoredOutboxEntry {
  std::int64_t id = 0;
  std::string createdAt;  // ISO 8601, UTC, milliseconds
  OutboxEntry entry;
};

struct OutboxFilter {
  std::optional<std::string> channel;
  std::optional<std::string> recipient;
  std::int64_t limit = 20;
};

class OutboxRepository {
 public:
  explicit OutboxRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::int64_t insert(const OutboxEntry& entry);
  // Newest first.
  std::vector<StoredOutboxEntry> list(const OutboxFilter& filter);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
