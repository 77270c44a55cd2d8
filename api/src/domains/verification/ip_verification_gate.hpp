#pragma once
// Unregistered-IP gate (IPVERIFY3, spec section 6): a password login from an
// IP the member never logged in from (nor registered from) needs a code sent to
// the member's mobile, or e-mail when there is no mobile. Without the right
// code the login stops with 403 ip_verification_required and data {method,
// destination (masked), expiredMinutes} and a code is sent (throttled like every
// code; when throttled the answer carries retryAfterSeconds instead of a new
// code). The client repeats the login with verificationCode. A member with no
// mobile and no e-mail cannot be asked and passes. Known IPs are recorded by a
// trigger on sessions (sql 0007), so every successful login of any kind counts.

#include "domains/accounts/login_gate.hpp"
#include "domains/system/feature_flag_repository.hpp"
#include "domains/verification/member_contact_repository.hpp"
#include "domains/verification/verification_code_service.hpp"

namespace panalo::services {

class IpVerificationGate : public LoginGate {
 public:
  static constexpr const char* kFlag = "IPVERIFY3";

  IpVerificationGate(VerificationCodeService& codes, repositories::MemberContactRepository& contacts,
                     repositories::FeatureFlagRepository& flags)
      : codes_(codes), contacts_(contacts), flags_(flags) {}

  void check(const ProvenLogin& login) override;

 private:
  VerificationCodeService& codes_;
  repositories::MemberContactRepository& contacts_;
  repositories::FeatureFlagRepository& flags_;
};

}  // namespace panalo::services
