#include "platform/http/bearer_token.hpp"

#include <string_view>

namespace panalo::http {
namespace {

constexpr std::string_view kBearerPrefix = "Bearer ";

}  // namespace

std::optional<std::string> bearerToken(const HttpRequest& request) {
  const auto header = request.header("authorization");
  if (!header || header->size() <= kBearerPrefix.size() ||
      header->compare(0, kBearerPrefix.size(), kBearerPrefix) != 0) {
    return std::nullopt;
  }
  return header->substr(kBearerPrefix.size());
}

}  // namespace panalo::http
