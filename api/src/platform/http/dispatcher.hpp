#pragma once
// Decides what answers a request: an API route, the built UI, or a clean error.
// Every failure, expected or not, leaves here as one JSON envelope.

#include <functional>
#include <memory>
#include <string>

#include "platform/http/http_types.hpp"
#include "platform/http/route_table.hpp"
#include "platform/http/static_assets.hpp"

namespace panalo::http {

// Runs before every matched API route; refuses by throwing DomainError (the
// answer is rendered like any route's failure). The seam for access control.
using RequestGuard = std::function<void(const HttpRequest&)>;

// The origins besides this site that the UI's pages may frame (games opened in
// the page), space separated; asked for each page of the UI, never for the API.
using FrameSources = std::function<std::string()>;
// The sources besides this origin that a page may connect to (the real-time
// channel's WebSocket address, which depends on the host the page was asked
// for), space separated; asked for each page of the UI.
using ConnectSources = std::function<std::string(const HttpRequest&)>;

class Dispatcher {
 public:
  // `operations`: the instance's own routes (GET /healthz, /readyz, /metrics),
  // answered before the API and the UI and never held by the access guard: a
  // balancer or a scraper must reach them in maintenance and from any address.
  Dispatcher(RouteTable routes, std::shared_ptr<const StaticAssets> assets, RequestGuard guard = {},
             FrameSources frameSources = {}, ConnectSources connectSources = {}, RouteTable operations = {});

  HttpResponse dispatch(const HttpRequest& request) const;
  // True when `request` goes to a RouteCost::Slow route (run it on the worker pool).
  bool isSlow(const HttpRequest& request) const;
  // The largest request `method` `path` may send: the route's own limit when
  // it names one above `generalLimit` (the server-wide cap), else generalLimit.
  std::size_t maxRequestBytes(const std::string& method, const std::string& path, std::size_t generalLimit) const;
  const RouteTable& routes() const { return routes_; }
  // The request's route for metrics: its path when a route or an operations
  // path matches, "static" for the UI's files, "other" for the rest (so the
  // metrics never hold paths a client made up).
  std::string routeLabel(const HttpRequest& request) const;

 private:
  HttpResponse dispatchApi(const HttpRequest& request) const;
  std::string frameSourcesOrNone() const;

  RouteTable routes_;
  std::shared_ptr<const StaticAssets> assets_;  // null when no UI is served
  RequestGuard guard_;                          // empty: every request passes
  FrameSources frameSources_;                   // empty: frames of this site only
  ConnectSources connectSources_;               // empty: connections to this origin only
  RouteTable operations_;                       // health, readiness and metrics
};

// True for the gateway prefixes the API owns; the UI never answers these.
bool isApiPath(const std::string& path);

}  // namespace panalo::http
