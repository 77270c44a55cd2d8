#include "domains/messages/messages_module.hpp"

#include "domains/messages/messages_routes.hpp"

namespace panalo::modules {

MessagesModule::MessagesModule(platform::PlatformDeps& platform, AccountsModule& accounts)
    : messageStore(platform.pool),
      messages(messageStore),
      messageCounter("messageV2", [this](std::int64_t memberId) { return messages.unreadCount(memberId); }),
      accounts_(accounts) {
  unreadCounts.add(messageCounter);
}

void MessagesModule::addRoutes(http::RouteTable& routes) {
  routes::addMessagesRoutes(routes, {accounts_.sessions, messages, unreadCounts});
}

}  // namespace panalo::modules
