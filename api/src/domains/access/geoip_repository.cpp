#include "domains/access/geoip_repository.hpp"

#include <pqxx/pqxx>
#include <pqxx/stream_to>

#include <tuple>

namespace panalo::repositories {

void GeoIpRepository::replaceAll(const std::vector<GeoIpRange>& ranges) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec0("DELETE FROM geoip_ranges");
  {
    pqxx::stream_to stream(tx, "geoip_ranges", std::vector<std::string>{"start_ip", "end_ip", "country_code"});
    for (const auto& range : ranges) stream << std::make_tuple(range.startIp, range.endIp, range.countryCode);
    stream.complete();
  }
  tx.commit();
}

std::int64_t GeoIpRepository::count() {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return tx.exec1("SELECT count(*) FROM geoip_ranges")[0].as<std::int64_t>();
}

}  // namespace panalo::repositories
