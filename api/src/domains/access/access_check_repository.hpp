#pragma once
// The one query behind every access decision: site status, temporary lock,
// operator block, the visitor's country and its rule, all in one round trip,
// each part served by an index (access_service.hpp decides from these facts).
// It is also all that GET /wps/system/status reads.

#include <optional>
#include <string>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct AccessFacts {
  int systemStatus = 0;
  bool ipLocked = false;    // ip_locks row with locked_until in the future
  bool ipBlocked = false;   // inside an unexpired ip_blocks cidr
  std::string countryCode;  // from geoip_ranges; empty when unknown
  std::string countryRule;  // "deny", "allow" or empty
  std::string countryMode;  // setting access.country_mode
  // Setting site.customer_service_url (empty when unset): a blocked visitor's way
  // out, read here so that the status route needs this one query and no other.
  std::string customerServiceUrl;
};

class AccessCheckRepository {
 public:
  explicit AccessCheckRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // `ip` as the server saw it (ip_locks keys are that text); `address` is the
  // same value when it parses as an IP, nothing otherwise.
  AccessFacts read(const std::string& ip, const std::optional<std::string>& address);
  // The country of an address, empty when no range holds it.
  std::string countryOf(const std::string& address);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
