#include "platform/http/dispatcher.hpp"

#include <algorithm>
#include <exception>

#include "platform/core/error_keys.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/json_body_rule.hpp"
#include "platform/http/security_headers.hpp"

namespace panalo::http {

bool isApiPath(const std::string& path) {
  return path.rfind("/wps/", 0) == 0 || path.rfind("/lgw/", 0) == 0 || path == "/wps" || path == "/lgw";
}

Dispatcher::Dispatcher(RouteTable routes, std::shared_ptr<const StaticAssets> assets, RequestGuard guard,
                       FrameSources frameSources, ConnectSources connectSources, RouteTable operations)
    : routes_(std::move(routes)),
      assets_(std::move(assets)),
      guard_(std::move(guard)),
      frameSources_(std::move(frameSources)),
      connectSources_(std::move(connectSources)),
      operations_(std::move(operations)) {}

HttpResponse Dispatcher::dispatch(const HttpRequest& request) const {
  HttpResponse response;
  std::string frames;
  std::string connects;
  if (const Route* operation = operations_.find(request.method == "HEAD" ? "GET" : request.method, request.path)) {
    try {
      response = operation->handler(request);
    } catch (const std::exception& error) {
      response = internalError(error);
    }
    response.headers.emplace_back("Cache-Control", "no-store");
  } else if (isApiPath(request.path)) {
    response = dispatchApi(request);
    response.headers.emplace_back("Cache-Control", "no-store");
  } else if (assets_ && (request.method == "GET" || request.method == "HEAD")) {
    response = assets_->serve(request);
    // Only a page frames anything (its policy governs its frames); scripts,
    // styles and images never ask, so they never wait for the catalogue.
    if (response.contentType.rfind("text/html", 0) == 0) {
      frames = frameSourcesOrNone();
      if (connectSources_) connects = connectSources_(request);
    }
  } else if (assets_) {
    response = errorJson(405, error_keys::kMethodNotAllowed, "Method not allowed");
    response.headers.emplace_back("Allow", "GET, HEAD");
  } else {
    response = errorJson(404, error_keys::kNotFound, "Not found");
  }
  addSecurityHeaders(response, request.overTls, frames, connects);
  response.omitBody = request.method == "HEAD";
  return response;
}

namespace {

// HEAD is answered like GET without a body, as HTTP asks.
std::string routeMethod(const HttpRequest& request) { return request.method == "HEAD" ? "GET" : request.method; }

}  // namespace

std::string Dispatcher::frameSourcesOrNone() const {
  if (!frameSources_) return {};
  // When the origins cannot be read (the database is away before the first
  // catalogue load) the page is still served; only other sites' frames wait.
  try {
    return frameSources_();
  } catch (const std::exception&) {
    return {};
  }
}

std::string Dispatcher::routeLabel(const HttpRequest& request) const {
  const std::string method = routeMethod(request);
  if (operations_.find(method, request.path) != nullptr) return request.path;
  if (isApiPath(request.path)) return routes_.hasPath(request.path) ? request.path : "other";
  return assets_ ? "static" : "other";
}

bool Dispatcher::isSlow(const HttpRequest& request) const {
  const Route* route = isApiPath(request.path) ? routes_.find(routeMethod(request), request.path) : nullptr;
  return route != nullptr && route->cost == RouteCost::Slow;
}

std::size_t Dispatcher::maxRequestBytes(const std::string& method, const std::string& path,
                                        std::size_t generalLimit) const {
  const Route* route = isApiPath(path) ? routes_.find(method == "HEAD" ? "GET" : method, path) : nullptr;
  return route == nullptr ? generalLimit : std::max(generalLimit, route->maxRequestBytes);
}

HttpResponse Dispatcher::dispatchApi(const HttpRequest& request) const {
  const Route* route = routes_.find(routeMethod(request), request.path);
  if (route == nullptr) {
    if (routes_.hasPath(request.path)) {
      return errorJson(405, error_keys::kMethodNotAllowed, "Method not allowed");
    }
    return errorJson(404, error_keys::kNotFound, "Not found");
  }
  // Before the access check and the route: a cross-site form post does no work at all.
  if (refusesMediaType(request)) {
    return errorJson(415, error_keys::kUnsupportedMediaType, "Send the request body as application/json");
  }
  try {
    if (guard_) guard_(request);
    return route->handler(request);
  } catch (const DomainError& error) {
    return fromDomainError(error);
  } catch (const std::exception& error) {
    // The text of an unexpected exception may hold internals (SQL, paths): the
    // request's log line gets it beside the request id, the client a generic key.
    return internalError(error);
  } catch (...) {
    return internalError();
  }
}

}  // namespace panalo::http
