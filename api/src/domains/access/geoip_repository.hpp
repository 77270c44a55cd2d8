#pragma once
// The geoip_ranges table: replaced whole by an import, read by the access check.

#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct GeoIpRange {
  std::string startIp;
  std::string endIp;
  std::string countryCode;
};

class GeoIpRepository {
 public:
  explicit GeoIpRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Deletes every range and writes `ranges` (COPY) in one transaction: the
  // access check sees the old table or the new one, never half of either.
  void replaceAll(const std::vector<GeoIpRange>& ranges);
  std::int64_t count();

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
