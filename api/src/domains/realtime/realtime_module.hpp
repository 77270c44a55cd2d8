#pragma once
// The real-time domain (issue 17 items 1 and 2): the outbox of events every
// other domain's changes publish (sql/migrations/0030_realtime.sql), the
// WebSocket channel that delivers them to logged-in pages on any instance, and
// the registry of who may follow which stream.

#include <chrono>
#include <string>

#include "domains/accounts/accounts_module.hpp"
#include "domains/realtime/channel_server.hpp"
#include "domains/realtime/event_repository.hpp"
#include "domains/realtime/stream_access.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

struct RealtimeOptions {
  realtime::ChannelOptions channel;
  // The address pages connect to when it is not this host's channel port: the
  // edge proxy's (e.g. "wss://play.example.com/realtime"). Empty: the page uses
  // its own host name with the channel's port.
  std::string publicUrl;
};

class RealtimeModule {
 public:
  RealtimeModule(platform::PlatformDeps& platform, AccountsModule& accounts);
  RealtimeModule(const RealtimeModule&) = delete;
  RealtimeModule& operator=(const RealtimeModule&) = delete;

  // GET /wps/realtime/endpoint.
  void addRoutes(http::RouteTable& routes);
  // realtime events STREAM | purge (realtime_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<RealtimeModule>& realtime);

  // The server starts the channel; panaloctl builds the module without it.
  void start(const RealtimeOptions& options);
  void stop() { channel.stop(); }
  // What a page served for `request` may connect to besides its own origin (its
  // Content-Security-Policy connect-src): the channel's address.
  std::string connectSources(const http::HttpRequest& request) const;

  repositories::RealtimeEventRepository events;
  // Other domains register their stream prefixes here before start().
  realtime::StreamAccess streams;
  realtime::ChannelServer channel;

 private:
  AccountsModule& accounts_;
  std::string publicUrl_;
};

}  // namespace panalo::modules
