#pragma once
// Free play (spec section 4): a visitor gets a throwaway trial account (type 4)
// and a session at once. No password is ever set: the stored hash is a marker
// that no password verifies (security::PasswordHasher refuses it), so no
// argon2 work is spent per trial and nobody can log in to a trial account.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "domains/accounts/login_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/system/feature_flag_repository.hpp"
#include "domains/trials/freeplay_repository.hpp"

namespace panalo::services {

struct FreePlayLimits {
  std::chrono::seconds window{3600};
  std::int64_t maxPerIp = 10;
};

// What a client says about itself when it starts free play (informational;
// absent or null fields are empty).
struct FreePlayRequest {
  std::optional<std::string> os;
  std::optional<std::string> platform;
  std::optional<std::string> encryption;
  std::optional<std::string> gatewayVersion;
};

class FreePlayService {
 public:
  static constexpr const char* kFlag = "FREEPLAY3";
  static constexpr std::size_t kMaxClientFieldLength = 64;

  FreePlayService(repositories::FeatureFlagRepository& flags, repositories::FreePlayRepository& starts,
                  repositories::MemberRepository& members, LoginService& logins, FreePlayLimits limits = {})
      : flags_(flags), starts_(starts), members_(members), logins_(logins), limits_(limits) {}

  // Throws DomainError: invalid_parameter (400) for a client field longer than
  // kMaxClientFieldLength, function_not_enabled (403), too_many_requests (429).
  LoginValue start(const FreePlayRequest& request, const std::string& ip);
  const FreePlayLimits& limits() const { return limits_; }

 private:
  bool enabled();

  repositories::FeatureFlagRepository& flags_;
  repositories::FreePlayRepository& starts_;
  repositories::MemberRepository& members_;
  LoginService& logins_;
  FreePlayLimits limits_;
};

}  // namespace panalo::services
