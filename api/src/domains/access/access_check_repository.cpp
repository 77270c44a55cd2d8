#include "domains/access/access_check_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

// Ranges do not overlap, so the candidate is the range with the greatest
// start_ip at or below the address (one btree probe), if it reaches that far.
#define PANALO_COUNTRY_OF(address)                                              \
  "(SELECT g.country_code FROM (SELECT country_code, end_ip FROM geoip_ranges " \
  "WHERE start_ip <= " address " ORDER BY start_ip DESC LIMIT 1) g WHERE g.end_ip >= " address ")"

const db::Statement kRead{
    "access_check_read",
    "WITH visitor AS (SELECT " PANALO_COUNTRY_OF("$2::text::inet") " AS country) "
    "SELECT (SELECT system_status FROM site_status WHERE singleton), "
    "EXISTS (SELECT 1 FROM ip_locks WHERE ip = $1::text AND locked_until > now()), "
    "EXISTS (SELECT 1 FROM ip_blocks WHERE cidr >>= $2::text::inet "
    "        AND (expires_at IS NULL OR expires_at > now())), "
    "COALESCE(visitor.country, ''), "
    "COALESCE((SELECT action FROM country_rules WHERE country_code = visitor.country), ''), "
    "COALESCE((SELECT value #>> '{}' FROM site_settings WHERE key = 'access.country_mode'), 'deny_listed'), "
    "COALESCE((SELECT value #>> '{}' FROM site_settings "
    "          WHERE key = 'site.customer_service_url' AND jsonb_typeof(value) = 'string'), '') "
    "FROM visitor"};

const db::Statement kCountryOf{"access_country_of", "SELECT COALESCE(" PANALO_COUNTRY_OF("$1::text::inet") ", '')"};

#undef PANALO_COUNTRY_OF

}  // namespace

AccessFacts AccessCheckRepository::read(const std::string& ip, const std::optional<std::string>& address) {
  auto lease = pool_.acquire();
  lease->prepare(kRead);
  // One statement, one snapshot: without BEGIN/ROLLBACK it is one round trip, not three.
  pqxx::nontransaction tx(lease->connection());
  const auto row = tx.exec_prepared1(kRead.name, ip, address);
  return {row[0].as<int>(),         row[1].as<bool>(),        row[2].as<bool>(),       row[3].as<std::string>(),
          row[4].as<std::string>(), row[5].as<std::string>(), row[6].as<std::string>()};
}

std::string AccessCheckRepository::countryOf(const std::string& address) {
  auto lease = pool_.acquire();
  lease->prepare(kCountryOf);
  pqxx::nontransaction tx(lease->connection());
  return tx.exec_prepared1(kCountryOf.name, address)[0].as<std::string>();
}

}  // namespace panalo::repositories
