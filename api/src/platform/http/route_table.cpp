#include "platform/http/route_table.hpp"

#include <algorithm>
#include <stdexcept>

namespace panalo::http {

void RouteTable::add(std::string method, std::string path, RouteHandler handler, RouteCost cost,
                     std::size_t maxRequestBytes) {
  RouteKey key{std::move(method), std::move(path)};
  if (routes_.count(key) != 0) {
    throw std::logic_error("route registered twice: " + key.method + " " + key.path);
  }
  routes_.emplace(std::move(key), Route{std::move(handler), cost, maxRequestBytes});
}

const Route* RouteTable::find(const std::string& method, const std::string& path) const {
  auto it = routes_.find(RouteKey{method, path});
  return it == routes_.end() ? nullptr : &it->second;
}

bool RouteTable::hasPath(const std::string& path) const {
  auto it = routes_.lower_bound(RouteKey{"", path});
  return it != routes_.end() && it->first.path == path;
}

std::size_t RouteTable::largestRequestLimit() const {
  std::size_t largest = 0;
  for (const auto& entry : routes_) largest = std::max(largest, entry.second.maxRequestBytes);
  return largest;
}

std::vector<RouteKey> RouteTable::keys() const {
  std::vector<RouteKey> result;
  result.reserve(routes_.size());
  for (const auto& entry : routes_) result.push_back(entry.first);
  return result;
}

}  // namespace panalo::http
