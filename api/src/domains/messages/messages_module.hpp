#pragma once
// The messages domain (issue 15 item 5): platform messages per member and
// broadcasts with a read state per member, and the unread-count aggregator of
// the member center's badges (GET /wps/relay/CSP_unreadCount), to which other
// domains add their counters (app/modules.cpp).

#include "domains/accounts/accounts_module.hpp"
#include "domains/messages/message_repository.hpp"
#include "domains/messages/message_service.hpp"
#include "domains/messages/unread_count_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/core/unread_counter.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class MessagesModule {
 public:
  MessagesModule(platform::PlatformDeps& platform, AccountsModule& accounts);
  MessagesModule(const MessagesModule&) = delete;
  MessagesModule& operator=(const MessagesModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // messages send | list | withdraw | demo (messages_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<MessagesModule>& messages);

  repositories::MessageRepository messageStore;
  services::MessageService messages;
  services::UnreadCountService unreadCounts;
  // The messageV2 badge, registered with unreadCounts by the constructor.
  core::FunctionUnreadCounter messageCounter;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules
