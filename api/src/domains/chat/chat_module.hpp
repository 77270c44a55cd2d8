#pragma once
// The chat domain (issue 17 items 3 and 4): the chat room popup's rooms,
// history and sending with the operator's mutes, deletions and profanity word
// list, and the live hosts with their chat rooms. Stored messages and
// deletions reach pages through the real-time outbox (0030_realtime.sql); the
// channel that delivers them asks ChatService::canRead for 'room:' streams.

#include "domains/accounts/accounts_module.hpp"
#include "domains/chat/chat_repository.hpp"
#include "domains/chat/chat_service.hpp"
#include "domains/chat/live_host_repository.hpp"
#include "domains/chat/live_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class ChatModule {
 public:
  ChatModule(platform::PlatformDeps& platform, AccountsModule& accounts);
  ChatModule(const ChatModule&) = delete;
  ChatModule& operator=(const ChatModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // chat rooms|messages|delete|mute|unmute|mutes|words|hosts (chat_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<ChatModule>& chat);

  repositories::ChatRepository chatStore;
  repositories::LiveHostRepository hostStore;
  services::ChatService chat;
  services::LiveService live;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules
