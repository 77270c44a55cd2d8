#include "services/login_rate_limiter.hpp"

#include "core/domain_error.hpp"

namespace panalo::services {
namespace {

using repositories::AttemptScope;

// Accounts match case-insensitively at login, so their counts must too.
std::string accountKey(const std::string& account) {
  std::string key = account;
  for (auto& c : key) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return key;
}

}  // namespace

void LoginRateLimiter::admit(const std::string& account, const std::string& ip) {
  const auto byIp = attempts_.count(AttemptScope::Ip, ip, limits_.window);
  const auto byAccount = attempts_.count(AttemptScope::Account, accountKey(account), limits_.window);
  if (byAccount > limits_.maxFailuresPerAccount || byIp > limits_.maxFailuresPerIp) {
    throw DomainError(ErrorKind::RateLimited, "too_many_requests", "Too many login attempts, try again later");
  }
}

void LoginRateLimiter::forgive(const std::string& account, const std::string& ip) {
  attempts_.forgive(AttemptScope::Ip, ip, limits_.window);
  attempts_.forgive(AttemptScope::Account, accountKey(account), limits_.window);
}

}  // namespace panalo::services
