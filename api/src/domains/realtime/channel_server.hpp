#pragma once
// The real-time channel: a WebSocket server on its own port beside the HTTP API.
//
// Why a separate server and not the API's own: Pistache 0.0.5 has no WebSocket
// support, and its streaming responses (the only way to hold a server-sent-events
// stream open) race in ResponseStream::flush (pistache#1290). websocketpp
// (Debian's libwebsocketpp-dev, header-only, on standalone asio) is a maintained
// RFC 6455 implementation; one asio thread here holds thousands of idle
// connections without a thread each. In production the edge proxy routes
// /realtime to this port (issue 18); locally the page connects to it directly.
//
// Events come from PostgreSQL, not from this process: every change commits its
// event to the outbox (sql/migrations/0030_realtime.sql) and NOTIFY tells every
// instance; a page connected to any instance sees every change. Each page's
// place in each stream is a StreamCursor, so a page that reconnects (to any
// instance) and says where it was gets what it missed exactly once.
//
// Threads: the asio thread owns every connection and cursor; database work
// (sign-in, reads of the outbox, the session check) runs on two worker threads
// and posts its result back; the NOTIFY listener posts each event back.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "domains/accounts/session_service.hpp"
#include "domains/realtime/event_repository.hpp"
#include "domains/realtime/stream_access.hpp"

namespace panalo::realtime {

struct ChannelOptions {
  std::string bindAddress = "0.0.0.0";
  std::uint16_t port = 0;  // 0: the kernel chooses
  // Beyond it new connections are refused (HTTP 503 on the upgrade).
  std::size_t maxConnections = 20000;
  // Tabs one member may keep open at once.
  int maxPerMember = 20;
  // A page must say hello within this time.
  std::chrono::milliseconds helloTimeout{10000};
  // How often idle connections are pinged (dead ones then close) and sessions
  // re-checked (a session that ended, by logout elsewhere or idle time, closes its pages).
  std::chrono::milliseconds heartbeat{30000};
  std::chrono::milliseconds sessionCheck{60000};
};

class ChannelServer {
 public:
  ChannelServer(services::SessionService& sessions, repositories::RealtimeEventRepository& events,
                const StreamAccess& access, std::string databaseUrl);
  ~ChannelServer();
  ChannelServer(const ChannelServer&) = delete;
  ChannelServer& operator=(const ChannelServer&) = delete;

  // Binds and serves on background threads; throws std::runtime_error when the
  // address cannot be bound.
  void start(const ChannelOptions& options);
  // Closes every connection (1001 going away: pages reconnect elsewhere) and joins.
  void stop();

  // The bound port (after start).
  std::uint16_t port() const;
  // Open WebSocket connections, signed in or not.
  std::size_t connectionCount() const;
  // True once NOTIFY is being listened to (tests wait for it before publishing).
  bool listening() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace panalo::realtime
