#include "platform/http/http_types.hpp"

namespace panalo::http {

std::optional<std::string> HttpRequest::header(const std::string& lowerCaseName) const {
  auto it = headers.find(lowerCaseName);
  if (it == headers.end()) return std::nullopt;
  return it->second;
}

std::optional<std::string> HttpRequest::queryParam(const std::string& name) const {
  auto it = query.find(name);
  if (it == query.end()) return std::nullopt;
  return it->second;
}

}  // namespace panalo::http
