#pragma once
// The operator's list of customer-service channels (panaloctl cs ...). The
// public list is SiteInfoService::customerService().

#include <cstdint>
#include <string>
#include <vector>

#include "domains/site/customer_service_repository.hpp"

namespace panalo::services {

class CustomerServiceDirectory {
 public:
  explicit CustomerServiceDirectory(repositories::CustomerServiceRepository& channels) : channels_(channels) {}

  // csType: lower-case letters, digits, '_' (livechat, telegram, ...); title: 1
  // to 64 characters; path: http(s), mailto, tel or a path on this site.
  // Throws DomainError(InvalidInput, "invalid_parameter").
  std::int64_t add(const std::string& csType, const std::string& title, const std::string& path, int sort = 100);
  bool remove(std::int64_t id) { return channels_.remove(id); }
  std::vector<repositories::CustomerServiceChannel> list() { return channels_.listAll(); }

 private:
  repositories::CustomerServiceRepository& channels_;
};

}  // namespace panalo::services
