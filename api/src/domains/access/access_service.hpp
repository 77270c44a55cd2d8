#pragma once
// Who may use the site (spec sections 2 and 6: "Access may be blocked by
// location or IP"). One verdict per visitor IP from one indexed query
// (access_check_repository.hpp):
//   ip_locked  the IP is in ip_locks until a future time (abuse control)
//   ip         the IP is inside an operator block (ip_blocks)
//   region     the visitor's country is refused by the country rules, or the
//              operator set the whole site to region-restricted (status 2)
// The guard in front of the routes (app/access_guard.hpp) asks for a cached
// verdict: each instance may reuse a verdict for up to cacheTtl (default 2 s,
// PANALO_ACCESS_CACHE_MS), so instances agree within that window. The status
// route always asks afresh.

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

#include "domains/access/access_check_repository.hpp"

namespace panalo::services {

enum class BlockReason { None, Ip, Region, IpLocked };
// "", "ip", "region", "ip_locked": the blockReason of GET /wps/system/status.
const char* blockReasonName(BlockReason reason);

struct AccessVerdict {
  int storedStatus = 0;  // site_status: 0 normal, 1 maintenance, 2 region-restricted
  BlockReason reason = BlockReason::None;
  std::string countryCode;         // empty when unknown
  std::string customerServiceUrl;  // what the block page links to; empty when unset

  bool blocked() const { return reason != BlockReason::None; }
  bool maintenance() const { return storedStatus == 1; }
  // What the visitor sees: 2 when blocked in any way, else the stored status.
  int systemStatus() const { return blocked() ? 2 : storedStatus; }
};

// How a request is treated by admit(): Open requests are always answered (the
// block page needs them), Account requests also stop during maintenance.
enum class RequestClass { Open, Account, Other };

class AccessService {
 public:
  static constexpr std::size_t kMaxCachedVisitors = 50000;

  explicit AccessService(repositories::AccessCheckRepository& checks) : checks_(checks) {}

  AccessVerdict verdict(const std::string& ip);
  AccessVerdict cachedVerdict(const std::string& ip);
  // Throws DomainError: info_ip_block or access_restricted (Forbidden) for a
  // blocked visitor, system_maintenance (Unavailable) for an account call
  // during maintenance.
  void admit(const std::string& ip, RequestClass requestClass);
  // 0 turns the cache off (tests that flip rules and expect the next call to see it).
  void setCacheTtl(std::chrono::milliseconds ttl);

 private:
  using Clock = std::chrono::steady_clock;
  struct CachedVerdict {
    AccessVerdict verdict;
    Clock::time_point expires;
  };

  repositories::AccessCheckRepository& checks_;
  std::mutex mutex_;
  std::chrono::milliseconds cacheTtl_{2000};
  std::unordered_map<std::string, CachedVerdict> cache_;
};

// The rule itself, apart from I/O, so it is tested on its own.
AccessVerdict decideAccess(const repositories::AccessFacts& facts);

}  // namespace panalo::services
