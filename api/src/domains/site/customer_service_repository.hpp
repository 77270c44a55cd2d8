#pragma once
// Customer-service channels (spec section 3: csType, title, path).

#include <cstdint>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct CustomerServiceChannel {
  std::int64_t id = 0;
  std::string csType;
  std::string title;
  std::string path;
  int sort = 100;
  bool enabled = true;
};

class CustomerServiceRepository {
 public:
  explicit CustomerServiceRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::vector<CustomerServiceChannel> listEnabled();
  std::vector<CustomerServiceChannel> listAll();
  std::int64_t add(const std::string& csType, const std::string& title, const std::string& path, int sort);
  bool remove(std::int64_t id);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
