#include "domains/realtime/realtime_module.hpp"

#include "domains/realtime/realtime_routes.hpp"

namespace panalo::modules {

RealtimeModule::RealtimeModule(platform::PlatformDeps& platform, AccountsModule& accounts)
    : events(platform.pool), channel(accounts.sessions, events, streams, platform.pool.url()), accounts_(accounts) {}

void RealtimeModule::start(const RealtimeOptions& options) {
  publicUrl_ = options.publicUrl;
  channel.start(options.channel);
}

namespace {

// The host part of a Host header (without its port), when it is a plain DNS
// name, IPv4 address or bracketed IPv6 address; empty otherwise (the header is
// the client's, and it goes into a response header).
std::string hostOf(const std::string& hostHeader) {
  std::string host;
  if (!hostHeader.empty() && hostHeader.front() == '[') {
    const auto close = hostHeader.find(']');
    if (close == std::string::npos) return {};
    host = hostHeader.substr(0, close + 1);
    if (host.find_first_not_of("[]0123456789abcdefABCDEF:.") != std::string::npos) return {};
    return host;
  }
  host = hostHeader.substr(0, hostHeader.find(':'));
  if (host.empty() || host.size() > 253 ||
      host.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-") != std::string::npos) {
    return {};
  }
  return host;
}

// "wss://host[:port]" of a ws(s) URL (checked at start to begin with ws:// or wss://).
std::string originOf(const std::string& url) {
  const auto hostStart = url.find("://") + 3;
  return url.substr(0, url.find('/', hostStart));
}

}  // namespace

std::string RealtimeModule::connectSources(const http::HttpRequest& request) const {
  if (!publicUrl_.empty()) return originOf(publicUrl_);
  const auto host = hostOf(request.header("host").value_or(""));
  const auto port = channel.port();
  if (host.empty() || port == 0) return {};
  const auto address = host + ":" + std::to_string(port);
  return "ws://" + address + " wss://" + address;
}

void RealtimeModule::addRoutes(http::RouteTable& routes) {
  routes::addRealtimeRoutes(routes, {accounts_.sessions, channel, publicUrl_});
}

}  // namespace panalo::modules
