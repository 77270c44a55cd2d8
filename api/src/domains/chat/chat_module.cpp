#include "domains/chat/chat_module.hpp"

#include "domains/chat/chat_routes.hpp"

namespace panalo::modules {

ChatModule::ChatModule(platform::PlatformDeps& platform, AccountsModule& accounts)
    : chatStore(platform.pool), hostStore(platform.pool), chat(chatStore), live(hostStore), accounts_(accounts) {}

void ChatModule::addRoutes(http::RouteTable& routes) {
  routes::addChatRoutes(routes, {accounts_.sessions, chat, live});
}

}  // namespace panalo::modules
