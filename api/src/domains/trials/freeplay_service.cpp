#include "domains/trials/freeplay_service.hpp"

#include <stdexcept>
#include <utility>

#include "domains/accounts/member_types.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/net/ip_limit_key.hpp"
#include "platform/security/password_hasher.hpp"
#include "platform/security/random_text.hpp"

namespace panalo::services {
namespace {

// The body is informational, but it is still checked: a client sending junk
// learns so rather than having it silently ignored.
void checkClientFields(const FreePlayRequest& request) {
  const std::pair<const char*, const std::optional<std::string>*> fields[] = {
      {"os", &request.os},
      {"platform", &request.platform},
      {"encryption", &request.encryption},
      {"gatewayVersion", &request.gatewayVersion}};
  for (const auto& [name, value] : fields) {
    if (*value && (*value)->size() > FreePlayService::kMaxClientFieldLength) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                        std::string(name) + " must be text of at most 64 bytes");
    }
  }
}

}  // namespace

bool FreePlayService::enabled() {
  for (const auto& flag : flags_.list()) {
    if (flag.code == kFlag) return flag.enabled;
  }
  return false;
}

LoginValue FreePlayService::start(const FreePlayRequest& request, const std::string& ip) {
  checkClientFields(request);
  if (!enabled()) throw DomainError(ErrorKind::Forbidden, error_keys::kFunctionNotEnabled, "Function not enabled");
  const auto counted = starts_.countStart(net::ipLimitKey(ip), limits_.window);
  if (counted.count > limits_.maxPerIp) {
    throw DomainError(ErrorKind::RateLimited, error_keys::kTooManyRequests, "Too many requests, try again later",
                      {{"retryAfterSeconds", std::max<std::int64_t>(1, counted.secondsLeft)}});
  }
  repositories::NewMember member;
  member.account = "trial_" + security::randomHex(8);  // 64 random bits: a clash is as good as impossible
  // "Guest 4821": four digits a person can read back to customer service.
  member.nickname = "Guest " + std::to_string(1000 + std::stoul(security::randomHex(2), nullptr, 16) % 9000);
  member.typeCode = member_types::kTrial;
  member.passwordHash = security::PasswordHasher::unusableHash("trial");
  member.registeredIp = ip;
  const auto id = members_.create(member);
  const auto created = members_.findById(id);
  if (!created) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the trial account vanished");
  return logins_.startSession(*created, false, ip);
}

}  // namespace panalo::services
