#include "domains/access/access_service.hpp"

#include "panalo/text/ip_text.hpp"
#include "panalo/text/link_rule.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/net/ip_limit_key.hpp"

namespace panalo::services {

using text::isIpAddress;

const char* blockReasonName(BlockReason reason) {
  switch (reason) {
    case BlockReason::None:
      return "";
    case BlockReason::Ip:
      return "ip";
    case BlockReason::Region:
      return "region";
    case BlockReason::IpLocked:
      return "ip_locked";
  }
  return "";
}

namespace {

// The country rules: in allow_listed_only mode only countries listed as allow get
// in (an unknown country is not listed); otherwise only a country listed as deny
// is refused.
bool countryRefused(const repositories::AccessFacts& facts) {
  if (facts.countryMode == "allow_listed_only") return facts.countryRule != "allow";
  return facts.countryRule == "deny";
}

}  // namespace

AccessVerdict decideAccess(const repositories::AccessFacts& facts) {
  AccessVerdict verdict;
  verdict.storedStatus = facts.systemStatus;
  verdict.countryCode = facts.countryCode;
  // A hand-edited setting that fails the link rule is served as none.
  if (text::isSafeLink(facts.customerServiceUrl)) verdict.customerServiceUrl = facts.customerServiceUrl;
  // A lock first: its key (info_ip_block) tells the visitor it will pass.
  if (facts.ipLocked) {
    verdict.reason = BlockReason::IpLocked;
  } else if (facts.ipBlocked) {
    verdict.reason = BlockReason::Ip;
  } else if (facts.systemStatus == 2 || countryRefused(facts)) {
    verdict.reason = BlockReason::Region;
  }
  return verdict;
}

AccessVerdict AccessService::verdict(const std::string& ip) {
  std::optional<std::string> address;
  if (isIpAddress(ip)) address = ip;
  // Locks are written under the visitor's limit key (the /64 for IPv6); blocks
  // and countries are judged on the address itself.
  return decideAccess(checks_.read(net::ipLimitKey(ip), address));
}

AccessVerdict AccessService::cachedVerdict(const std::string& ip) {
  std::chrono::milliseconds ttl;
  {
    std::lock_guard lock(mutex_);
    ttl = cacheTtl_;
    if (ttl.count() > 0) {
      const auto it = cache_.find(ip);
      if (it != cache_.end() && it->second.expires > Clock::now()) return it->second.verdict;
    }
  }
  // The query runs outside the lock; two requests racing here both ask, which is harmless.
  auto fresh = verdict(ip);
  if (ttl.count() > 0) {
    std::lock_guard lock(mutex_);
    // Bounded memory: a flood of new addresses empties the cache, never grows it.
    if (cache_.size() >= kMaxCachedVisitors) cache_.clear();
    cache_[ip] = {fresh, Clock::now() + ttl};
  }
  return fresh;
}

void AccessService::admit(const std::string& ip, RequestClass requestClass) {
  if (requestClass == RequestClass::Open) return;
  const auto current = cachedVerdict(ip);
  if (current.reason == BlockReason::IpLocked) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInfoIpBlock, "IP temporarily locked, contact online service",
                      {{"blockReason", blockReasonName(current.reason)}});
  }
  if (current.blocked()) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kAccessRestricted, "Access restricted for your IP or location",
                      {{"blockReason", blockReasonName(current.reason)}});
  }
  if (requestClass == RequestClass::Account && current.maintenance()) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kSystemMaintenance, "System maintenance");
  }
}

void AccessService::setCacheTtl(std::chrono::milliseconds ttl) {
  std::lock_guard lock(mutex_);
  cacheTtl_ = ttl;
  cache_.clear();
}

}  // namespace panalo::services
