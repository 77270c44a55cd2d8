#pragma once
// The API's routes: exact method and path pairs. It is also the list that the
// contract test compares with api/openapi.yaml, so every route lives here.

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "platform/http/http_types.hpp"

namespace panalo::http {

using RouteHandler = std::function<HttpResponse(const HttpRequest&)>;

// Where a route runs. Cheap routes answer on the reactor thread that read the
// request; slow ones (password hashing) go to the worker pool so they cannot
// hold up cheap requests.
enum class RouteCost { Cheap, Slow };

struct Route {
  RouteHandler handler;
  RouteCost cost = RouteCost::Cheap;
  // The largest request (request line, headers and body) this route takes;
  // 0: the server-wide cap (PANALO_MAX_REQUEST_BYTES). A route that needs more
  // (uploads) names its own; every other route keeps the small general cap.
  std::size_t maxRequestBytes = 0;
};

struct RouteKey {
  std::string method;
  std::string path;
  bool operator<(const RouteKey& other) const { return std::tie(path, method) < std::tie(other.path, other.method); }
};

class RouteTable {
 public:
  void add(std::string method, std::string path, RouteHandler handler, RouteCost cost = RouteCost::Cheap,
           std::size_t maxRequestBytes = 0);

  const Route* find(const std::string& method, const std::string& path) const;
  bool hasPath(const std::string& path) const;
  std::vector<RouteKey> keys() const;
  // The largest maxRequestBytes any route names (0 when none does).
  std::size_t largestRequestLimit() const;

 private:
  std::map<RouteKey, Route> routes_;
};

}  // namespace panalo::http
