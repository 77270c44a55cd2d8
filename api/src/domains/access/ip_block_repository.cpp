#include "domains/access/ip_block_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

#define PANALO_BLOCK_COLUMNS                                                                       \
  "cidr::text, reason, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), " \
  "COALESCE(to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), '')"

// network() clears host bits, so "10.1.2.3/8" is stored as the block it names.
const db::Statement kPut{"ip_blocks_put",
                         "INSERT INTO ip_blocks (cidr, reason, expires_at) "
                         "VALUES (network($1::text::inet), $2, now() + make_interval(secs => $3::double precision)) "
                         "ON CONFLICT (cidr) DO UPDATE SET reason = EXCLUDED.reason, "
                         "expires_at = EXCLUDED.expires_at, created_at = now() "
                         "RETURNING " PANALO_BLOCK_COLUMNS};
const db::Statement kRemove{"ip_blocks_remove", "DELETE FROM ip_blocks WHERE cidr = network($1::text::inet)"};
const db::Statement kList{"ip_blocks_list", "SELECT " PANALO_BLOCK_COLUMNS " FROM ip_blocks ORDER BY cidr"};
// $1 the address's limit key (what the login guard locks: the /64 for IPv6), $2
// the address as typed; locks written before limit keys existed hold the
// address itself, in any spelling.
const db::Statement kUnlock{"ip_locks_unlock", "DELETE FROM ip_locks WHERE ip IN ($1, $2, host($2::text::inet))"};

#undef PANALO_BLOCK_COLUMNS

IpBlock fromRow(const pqxx::row& row) {
  return {row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>()};
}

}  // namespace

IpBlock IpBlockRepository::put(const std::string& cidr, const std::string& reason,
                               std::optional<std::chrono::seconds> duration) {
  auto lease = pool_.acquire();
  lease->prepare(kPut);
  pqxx::work tx(lease->connection());
  std::optional<double> seconds;
  if (duration) seconds = static_cast<double>(duration->count());
  const auto row = tx.exec_prepared1(kPut.name, cidr, reason, seconds);
  tx.commit();
  return fromRow(row);
}

bool IpBlockRepository::remove(const std::string& cidr) {
  auto lease = pool_.acquire();
  lease->prepare(kRemove);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kRemove.name, cidr);
  tx.commit();
  return result.affected_rows() > 0;
}

std::vector<IpBlock> IpBlockRepository::list() {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<IpBlock> blocks;
  for (const auto& row : tx.exec_prepared(kList.name)) blocks.push_back(fromRow(row));
  return blocks;
}

std::int64_t IpBlockRepository::unlock(const std::string& limitKey, const std::string& ip) {
  auto lease = pool_.acquire();
  lease->prepare(kUnlock);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kUnlock.name, limitKey, ip);
  tx.commit();
  return static_cast<std::int64_t>(result.affected_rows());
}

}  // namespace panalo::repositories
