#include "domains/site/customer_service_directory.hpp"

#include <cctype>

#include "panalo/text/link_rule.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

bool isCsType(const std::string& type) {
  if (type.empty() || type.size() > 32 || !std::islower(static_cast<unsigned char>(type[0]))) return false;
  for (const char c : type) {
    if (!std::islower(static_cast<unsigned char>(c)) && !std::isdigit(static_cast<unsigned char>(c)) && c != '_') {
      return false;
    }
  }
  return true;
}

}  // namespace

std::int64_t CustomerServiceDirectory::add(const std::string& csType, const std::string& title, const std::string& path,
                                           int sort) {
  if (!isCsType(csType)) invalid("csType is lower-case letters, digits and _ (e.g. livechat), at most 32");
  const auto titleLength = validation::countCodePoints(title);  // nothing for invalid UTF-8
  if (!titleLength || *titleLength < 1 || *titleLength > 64) invalid("title is 1 to 64 characters");
  if (path.size() > 512 || !text::isSafeLink(path)) invalid("path must be an http(s), mailto or tel link, or /a/path");
  return channels_.add(csType, title, path, sort);
}

}  // namespace panalo::services
