#include "platform/messaging/outbox_repository.hpp"

namespace panalo::repositories {
namespace {

const db::Statement kInsert{"outbox_insert",
                            "INSERT INTO outbox_messages (channel, recipient, subject, body, purpose) "
                            "VALUES ($1, $2, $3, $4, $5) RETURNING id"};
// A NULL filter matches everything, so one prepared statement serves every combination.
const db::Statement kList{"outbox_list",
                          "SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "
                          "channel, recipient, subject, body, purpose FROM outbox_messages "
                          "WHERE ($1::text IS NULL OR channel = $1) AND ($2::text IS NULL OR recipient = $2) "
                          "ORDER BY id DESC LIMIT $3"};

// $1 age (s), $2 batch size (outbox_messages_created_at_idx, sql 0012).
const db::Statement kPurge{"outbox_purge",
                           "DELETE FROM outbox_messages WHERE id IN (SELECT id FROM outbox_messages "
                           "WHERE created_at < now() - make_interval(secs => $1) LIMIT $2 FOR UPDATE SKIP LOCKED)"};
constexpr std::int64_t kPurgeBatch = 5000;

}  // namespace

std::int64_t OutboxRepository::insert(const OutboxEntry& entry) {
  auto lease = pool_.acquire();
  lease->prepare(kInsert);
  pqxx::work tx(lease->connection());
  const auto row =
      tx.exec_prepared1(kInsert.name, entry.channel, entry.recipient, entry.subject, entry.body, entry.purpose);
  tx.commit();
  return row[0].as<std::int64_t>();
}

std::vector<StoredOutboxEntry> OutboxRepository::list(const OutboxFilter& filter) {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<StoredOutboxEntry> entries;
  for (const auto& row : tx.exec_prepared(kList.name, filter.channel, filter.recipient, filter.limit)) {
    entries.push_back({row[0].as<std::int64_t>(),
                       row[1].as<std::string>(),
                       {row[2].as<std::string>(), row[3].as<std::string>(), row[4].as<std::string>(),
                        row[5].as<std::string>(), row[6].as<std::string>()}});
  }
  return entries;
}

std::int64_t OutboxRepository::purgeOlderThan(std::chrono::seconds age) {
  auto lease = pool_.acquire();
  lease->prepare(kPurge);
  std::int64_t removed = 0;
  while (true) {
    pqxx::work tx(lease->connection());
    const auto batch = static_cast<std::int64_t>(
        tx.exec_prepared(kPurge.name, static_cast<double>(age.count()), kPurgeBatch).affected_rows());
    tx.commit();
    removed += batch;
    if (batch < kPurgeBatch) return removed;
  }
}

}  // namespace panalo::repositories
