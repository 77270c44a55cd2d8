#include "domains/missions/login_day_gate.hpp"

#include <exception>

#include "domains/accounts/member_types.hpp"
#include "platform/log/request_log.hpp"

namespace panalo::services {

void LoginDayGate::check(const ProvenLogin& login) {
  if (member_types::isTrial(login.member.typeCode)) return;
  try {
    missions_.recordLogin(login.member.id);
  } catch (const std::exception& error) {
    log::writeEventLog("warn", "missions.login_day_not_recorded", error.what());
  }
}

}  // namespace panalo::services
