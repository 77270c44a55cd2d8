#pragma once
// Whether a feature flag is on, read from PostgreSQL on every use so that an
// operator's `panaloctl flags set` applies to every instance at once.

#include <string>

#include "domains/system/feature_flag_repository.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

inline bool isFeatureOn(repositories::FeatureFlagRepository& flags, const std::string& code) {
  for (const auto& flag : flags.list()) {
    if (flag.code == code) return flag.enabled;
  }
  return false;  // a flag no migration defined is off
}

// Throws DomainError(Forbidden, function_not_enabled) when the flag is off.
inline void requireFeature(repositories::FeatureFlagRepository& flags, const std::string& code) {
  if (!isFeatureOn(flags, code)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kFunctionNotEnabled, "This function is not enabled");
  }
}

}  // namespace panalo::services
