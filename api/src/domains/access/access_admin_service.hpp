#pragma once
// The operator's side of access control (panaloctl block ...): every value is
// checked here before it reaches SQL, so a typo is a clear message, not a
// half-applied rule.

#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "domains/access/country_rule_repository.hpp"
#include "domains/access/ip_block_repository.hpp"
#include "domains/system/settings_repository.hpp"

namespace panalo::services {

class AccessAdminService {
 public:
  static constexpr const char* kCountryModeSetting = "access.country_mode";
  static constexpr std::size_t kMaxReasonLength = 200;

  AccessAdminService(repositories::IpBlockRepository& blocks, repositories::CountryRuleRepository& rules,
                     repositories::SettingsRepository& settings)
      : blocks_(blocks), rules_(rules), settings_(settings) {}

  // All throw DomainError(InvalidInput, "invalid_parameter") for a bad value.
  repositories::IpBlock blockIp(const std::string& cidr, const std::string& reason,
                                std::optional<std::chrono::seconds> duration);
  bool unblockIp(const std::string& cidr);
  std::vector<repositories::IpBlock> listBlocks() { return blocks_.list(); }

  // action: "deny" or "allow"; the code is an ISO 3166-1 alpha-2 code (any case).
  void setCountryRule(const std::string& countryCode, const std::string& action);
  bool removeCountryRule(const std::string& countryCode);
  std::vector<std::pair<std::string, std::string>> listCountryRules() { return rules_.list(); }
  // "deny_listed" or "allow_listed_only".
  void setCountryMode(const std::string& mode);
  std::string countryMode();

  // Lifts the lock covering `ip`: for IPv6 that of its whole /64.
  std::int64_t unlockIp(const std::string& ip);

  // "45s", "30m", "1h", "2d" -> seconds; anything else throws.
  static std::chrono::seconds parseDuration(const std::string& text);
  // Upper-cased code when it is two ASCII letters; throws otherwise.
  static std::string normalizeCountryCode(const std::string& code);

 private:
  repositories::IpBlockRepository& blocks_;
  repositories::CountryRuleRepository& rules_;
  repositories::SettingsRepository& settings_;
};

}  // namespace panalo::services
