#include "domains/access/access_admin_service.hpp"

#include "platform/core/duration_text.hpp"

#include <cctype>
#include <charconv>

#include "panalo/text/ip_text.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/net/ip_limit_key.hpp"

namespace panalo::services {
namespace {

using text::isCidr;
using text::isIpAddress;
using validation::isValidUtf8;

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

}  // namespace

repositories::IpBlock AccessAdminService::blockIp(const std::string& cidr, const std::string& reason,
                                                  std::optional<std::chrono::seconds> duration) {
  if (!isCidr(cidr)) invalid("'" + cidr + "' is not an IP address or CIDR block (e.g. 203.0.113.0/24)");
  if (reason.size() > kMaxReasonLength || !isValidUtf8(reason)) invalid("the reason must be UTF-8, at most 200 bytes");
  if (duration && duration->count() <= 0) invalid("the duration must be positive");
  return blocks_.put(cidr, reason, duration);
}

bool AccessAdminService::unblockIp(const std::string& cidr) {
  if (!isCidr(cidr)) invalid("'" + cidr + "' is not an IP address or CIDR block");
  return blocks_.remove(cidr);
}

std::string AccessAdminService::normalizeCountryCode(const std::string& code) {
  if (code.size() != 2 || !std::isalpha(static_cast<unsigned char>(code[0])) ||
      !std::isalpha(static_cast<unsigned char>(code[1]))) {
    invalid("'" + code + "' is not a two-letter country code (ISO 3166-1, e.g. PH)");
  }
  std::string upper = code;
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return upper;
}

void AccessAdminService::setCountryRule(const std::string& countryCode, const std::string& action) {
  if (action != "deny" && action != "allow") invalid("the action must be deny or allow");
  rules_.put(normalizeCountryCode(countryCode), action);
}

bool AccessAdminService::removeCountryRule(const std::string& countryCode) {
  return rules_.remove(normalizeCountryCode(countryCode));
}

void AccessAdminService::setCountryMode(const std::string& mode) {
  if (mode != "deny_listed" && mode != "allow_listed_only")
    invalid("the mode must be deny_listed or allow_listed_only");
  settings_.write(kCountryModeSetting, mode);
}

std::string AccessAdminService::countryMode() {
  const auto value = settings_.read(kCountryModeSetting);
  return value && value->is_string() ? value->get<std::string>() : "deny_listed";
}

std::int64_t AccessAdminService::unlockIp(const std::string& ip) {
  if (!isIpAddress(ip)) invalid("'" + ip + "' is not an IP address");
  return blocks_.unlock(net::ipLimitKey(ip), ip);
}

std::chrono::seconds AccessAdminService::parseDuration(const std::string& text) { return core::parseDuration(text); }

}  // namespace panalo::services
