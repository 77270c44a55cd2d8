#include "domains/chat/live_service.hpp"

#include <regex>

#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

}  // namespace

std::string LiveService::chatUrlOf(std::int64_t roomId) { return "/live?chatRoom=" + std::to_string(roomId); }

LiveChatLaunch LiveService::launchChat(const repositories::Member& /*member: any logged-in account may read*/,
                                       std::int64_t hostId) {
  if (hostId < 1) invalid("modelId must be a positive whole number");
  const auto host = hosts_.host(hostId);
  if (!host) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such live host");
  if (host->status == "offline") {
    throw DomainError(ErrorKind::Conflict, error_keys::kLiveHostOffline, host->displayName + " is offline");
  }
  return {chatUrlOf(host->roomId), host->roomId};
}

LiveHost LiveService::add(const std::string& handle, const std::string& displayName,
                          const std::optional<std::string>& avatarUrl, std::int64_t sortOrder) {
  static const std::regex kHandle("^[a-z0-9][a-z0-9-]{0,29}$");
  // https:// or a path on this site; no quotes, angle brackets or white space.
  static const std::regex kAvatar(R"(^(https://[^\s"<>]+|/[^/\s"<>][^\s"<>]*)$)");
  if (!std::regex_match(handle, kHandle)) invalid("a handle is 1 to 30 of a-z, 0-9 and -");
  const auto length = validation::countCodePoints(displayName);
  if (!length || *length < 1 || *length > 40) invalid("a display name is 1 to 40 characters");
  if (avatarUrl && (avatarUrl->size() > 500 || !std::regex_match(*avatarUrl, kAvatar))) {
    invalid("the avatar is an https:// URL or a path on this site");
  }
  if (hosts_.byHandle(handle)) invalid("a host named " + handle + " exists");
  return hosts_.add(handle, displayName, avatarUrl, sortOrder);
}

void LiveService::setStatus(const std::string& handle, const std::string& status) {
  if (status != "online" && status != "busy" && status != "offline") invalid("the status is online, busy or offline");
  if (!hosts_.setStatus(handle, status)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no live host named " + handle);
  }
}

}  // namespace panalo::services
