#pragma once
// Live hosts (issue 17 item 4; spec section 7, Live: "GET model list; GET
// launch chat -> chatUrl"): the host list with each host's status, open to
// visitors like the rest of the game pages, and the launch-chat call for a
// logged-in member or trial account, which answers the path in our UI that
// opens the host's chat room.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/chat/chat_types.hpp"
#include "domains/chat/live_host_repository.hpp"

namespace panalo::services {

class LiveService {
 public:
  explicit LiveService(repositories::LiveHostRepository& hosts) : hosts_(hosts) {}

  std::vector<LiveHost> models() { return hosts_.hosts(); }
  // Throws DomainError: invalid_parameter (a bad id), not_found (no such
  // host), live_host_offline (the host is offline; busy hosts still chat).
  LiveChatLaunch launchChat(const repositories::Member& member, std::int64_t hostId);
  // The path the chat popup opens at for a room (the /live page reads it).
  static std::string chatUrlOf(std::int64_t roomId);

  // The operator (panaloctl chat hosts ...). Throw DomainError
  // invalid_parameter for a malformed value, not_found for an unknown handle.
  LiveHost add(const std::string& handle, const std::string& displayName, const std::optional<std::string>& avatarUrl,
               std::int64_t sortOrder);
  void setStatus(const std::string& handle, const std::string& status);

 private:
  repositories::LiveHostRepository& hosts_;
};

}  // namespace panalo::services
