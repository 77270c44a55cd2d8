#include "repositories/login_attempt_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// Windows start at whole multiples of their length since the epoch, so every
// instance computes the same window for the same moment.
#define PANALO_WINDOW_START "to_timestamp(floor(extract(epoch FROM now()) / $3) * $3)"

const db::Statement kCount{"login_failures_count",
                           "INSERT INTO login_failures (scope, subject, window_start, count) "
                           "VALUES ($1, $2, " PANALO_WINDOW_START ", 1) "
                           "ON CONFLICT (scope, subject, window_start) "
                           "DO UPDATE SET count = login_failures.count + 1 RETURNING count"};
const db::Statement kForgive{"login_failures_forgive",
                             "UPDATE login_failures SET count = greatest(count - 1, 0) "
                             "WHERE scope = $1 AND subject = $2 AND window_start = " PANALO_WINDOW_START};
// Past windows of this subject only: cheap, and the table stays small.
const db::Statement kPurge{"login_failures_purge",
                           "DELETE FROM login_failures WHERE scope = $1 AND subject = $2 "
                           "AND window_start < " PANALO_WINDOW_START};

#undef PANALO_WINDOW_START

const char* scopeName(AttemptScope scope) { return scope == AttemptScope::Account ? "account" : "ip"; }

}  // namespace

std::int64_t LoginAttemptRepository::count(AttemptScope scope, const std::string& subject,
                                           std::chrono::seconds window) {
  auto lease = pool_.acquire();
  lease->prepare(kPurge);
  lease->prepare(kCount);
  pqxx::work tx(lease->connection());
  const auto seconds = static_cast<double>(window.count());
  tx.exec_prepared(kPurge.name, scopeName(scope), subject, seconds);
  const auto row = tx.exec_prepared1(kCount.name, scopeName(scope), subject, seconds);
  tx.commit();
  return row[0].as<std::int64_t>();
}

void LoginAttemptRepository::forgive(AttemptScope scope, const std::string& subject, std::chrono::seconds window) {
  auto lease = pool_.acquire();
  lease->prepare(kForgive);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kForgive.name, scopeName(scope), subject, static_cast<double>(window.count()));
  tx.commit();
}

}  // namespace panalo::repositories
