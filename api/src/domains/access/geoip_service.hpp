#pragma once
// GeoIP data for the country rules: imported from the free db-ip "country lite"
// CSV (lines "start_ip,end_ip,country_code", IPv4 and IPv6, optional quotes).

#include <istream>
#include <string>
#include <vector>

#include "domains/access/access_check_repository.hpp"
#include "domains/access/geoip_repository.hpp"

namespace panalo::services {

class GeoIpService {
 public:
  GeoIpService(repositories::GeoIpRepository& ranges, repositories::AccessCheckRepository& checks)
      : ranges_(ranges), checks_(checks) {}

  // Reads every line first; a bad line throws DomainError(InvalidInput) naming
  // its number and nothing is changed. Then replaces the table in one
  // transaction. Returns the number of ranges stored.
  std::size_t import(std::istream& csv);
  // The country holding `ip`, or "" when no range does.
  std::string lookup(const std::string& ip);

  static std::vector<repositories::GeoIpRange> parse(std::istream& csv);

 private:
  repositories::GeoIpRepository& ranges_;
  repositories::AccessCheckRepository& checks_;
};

}  // namespace panalo::services
