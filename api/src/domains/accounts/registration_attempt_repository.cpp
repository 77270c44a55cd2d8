#include "domains/accounts/registration_attempt_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// $1 subject, $2 window (s).
const db::Statement kCount{
    "registration_attempts_count",
    "WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS start) "
    "INSERT INTO registration_attempts AS a (subject, window_start, count) SELECT $1, w.start, 1 FROM w "
    "ON CONFLICT (subject, window_start) DO UPDATE SET count = a.count + 1 "
    "RETURNING count, extract(epoch FROM window_start + make_interval(secs => $2) - now())"};
const db::Statement kPurge{"registration_attempts_purge_past",
                           "DELETE FROM registration_attempts WHERE window_start < now() - make_interval(secs => $1)"};

}  // namespace

RegistrationCount RegistrationAttemptRepository::count(const std::string& subject, std::chrono::seconds window) {
  auto lease = pool_.acquire();
  lease->prepare(kCount);
  pqxx::nontransaction tx(lease->connection());
  const auto row = tx.exec_prepared1(kCount.name, subject, static_cast<double>(window.count()));
  tx.commit();
  return {row[0].as<std::int64_t>(), row[1].as<double>()};
}

std::int64_t RegistrationAttemptRepository::purgePastWindows(std::chrono::seconds window) {
  auto lease = pool_.acquire();
  lease->prepare(kPurge);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kPurge.name, static_cast<double>(window.count()));
  tx.commit();
  return static_cast<std::int64_t>(result.affected_rows());
}

}  // namespace panalo::repositories
