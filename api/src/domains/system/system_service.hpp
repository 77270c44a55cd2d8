#pragma once
// What the app shell asks before it draws anything: is the site open, which
// languages and features exist. Operators change the same values through
// panaloctl, via the setters here, so the rules live in one place.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "domains/system/feature_flag_repository.hpp"
#include "domains/system/language_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/system/site_status_repository.hpp"
#include "panalo/lobby/pagination.hpp"

namespace panalo::services {

enum class SystemStatus : int { Normal = 0, Maintenance = 1, RegionRestricted = 2 };

struct SystemStatusView {
  SystemStatus systemStatus;
  std::string ip;
  std::string customerServiceUrl;
};

struct LanguagePage {
  std::vector<repositories::Language> list;
  std::string defaultLanguage;
  lobby::PageRequest page;
  std::int64_t total;
  std::int64_t totalPages;
};

class SystemService {
 public:
  static constexpr std::int64_t kMaxPageSize = 200;

  SystemService(repositories::SiteStatusRepository& status, repositories::SettingsRepository& settings,
                repositories::LanguageRepository& languages, repositories::FeatureFlagRepository& flags)
      : status_(status), settings_(settings), languages_(languages), flags_(flags) {}

  SystemStatusView status(const std::string& clientIp);
  LanguagePage languages(std::optional<std::int64_t> pageNo, std::optional<std::int64_t> pageSize);
  std::map<std::string, bool> features();

  void setSystemStatus(int systemStatus);
  void setFeatureFlag(const std::string& code, bool enabled);
  void setDefaultLanguage(const std::string& code);
  std::string defaultLanguage();

 private:
  std::string stringSetting(const std::string& key, const std::string& fallback);

  repositories::SiteStatusRepository& status_;
  repositories::SettingsRepository& settings_;
  repositories::LanguageRepository& languages_;
  repositories::FeatureFlagRepository& flags_;
};

}  // namespace panalo::services
