#pragma once

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// The single site_status row: 0 normal, 1 maintenance, 2 region-restricted.
class SiteStatusRepository {
 public:
  explicit SiteStatusRepository(db::ConnectionPool& pool) : pool_(pool) {}

  int read();
  void write(int systemStatus);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
