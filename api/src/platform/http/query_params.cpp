#include "platform/http/query_params.hpp"

#include <charconv>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {

std::optional<std::int64_t> optionalIntParam(const http::HttpRequest& request, const std::string& name) {
  const auto text = request.queryParam(name);
  if (!text || text->empty()) return std::nullopt;
  std::int64_t value = 0;
  const char* end = text->data() + text->size();
  const auto [stop, error] = std::from_chars(text->data(), end, value);
  if (error != std::errc() || stop != end) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, name + " must be a whole number");
  }
  return value;
}

}  // namespace panalo::routes
