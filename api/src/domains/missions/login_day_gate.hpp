#pragma once
// Records each login's local day for login_days missions. It runs as the last
// login gate (after the checks that may still refuse the login), and it never
// refuses a login: a failure to record is logged, not raised, because a player
// must not be kept out by a mission's bookkeeping.

#include "domains/accounts/login_gate.hpp"
#include "domains/missions/mission_service.hpp"

namespace panalo::services {

class LoginDayGate : public LoginGate {
 public:
  explicit LoginDayGate(MissionService& missions) : missions_(missions) {}
  void check(const ProvenLogin& login) override;

 private:
  MissionService& missions_;
};

}  // namespace panalo::services
