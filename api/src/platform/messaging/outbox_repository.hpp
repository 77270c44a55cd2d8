#pragma once
// outbox_messages: what the built-in outbox provider "sent" (sql 0007). Bodies
// hold codes and reset links in plain text, so old ones are purged (the server
// on its own, PANALO_OUTBOX_MAX_AGE_S; panaloctl outbox purge).

#include <chrono>
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
  // Deletes messages older than `age`, in batches any number of instances may
  // run at once; returns how many.
  std::int64_t purgeOlderThan(std::chrono::seconds age);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
