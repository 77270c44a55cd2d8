#include "domains/system/system_service.hpp"

#include "panalo/text/link_rule.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {

SystemStatusView SystemService::status(const std::string& clientIp) {
  const int stored = status_.read();
  // A hand-edited setting that fails the link rule is served as none.
  std::string customerServiceUrl = stringSetting("site.customer_service_url", "");
  if (!text::isSafeLink(customerServiceUrl)) customerServiceUrl.clear();
  return {static_cast<SystemStatus>(stored), clientIp, customerServiceUrl};
}

LanguagePage SystemService::languages(std::optional<std::int64_t> pageNo, std::optional<std::int64_t> pageSize) {
  LanguagePage page{};
  page.page = lobby::normalizePageRequest(pageNo.value_or(1), pageSize.value_or(lobby::kDefaultListPageSize),
                                          lobby::kDefaultListPageSize, kMaxPageSize);
  page.total = languages_.countEnabled();
  page.totalPages = lobby::totalPages(page.total, page.page.pageSize);
  page.list = languages_.listEnabled(page.page.offset(), page.page.pageSize);
  page.defaultLanguage = defaultLanguage();
  return page;
}

std::map<std::string, bool> SystemService::features() {
  std::map<std::string, bool> flags;
  for (const auto& flag : flags_.list()) flags.emplace(flag.code, flag.enabled);
  return flags;
}

void SystemService::setSystemStatus(int systemStatus) {
  if (systemStatus < 0 || systemStatus > 2) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "system status must be 0 (normal), 1 (maintenance) or 2 (region-restricted)");
  }
  status_.write(systemStatus);
}

void SystemService::setFeatureFlag(const std::string& code, bool enabled) {
  if (!flags_.setEnabled(code, enabled)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no feature flag named " + code);
  }
}

void SystemService::setDefaultLanguage(const std::string& code) {
  if (!languages_.isEnabled(code)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "no enabled language has the code " + code);
  }
  settings_.write("site.default_language", code);
}

std::string SystemService::defaultLanguage() { return stringSetting("site.default_language", "TY"); }

std::string SystemService::stringSetting(const std::string& key, const std::string& fallback) {
  const auto value = settings_.read(key);
  return value && value->is_string() ? value->get<std::string>() : fallback;
}

}  // namespace panalo::services
