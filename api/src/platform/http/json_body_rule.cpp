#include "platform/http/json_body_rule.hpp"

#include <algorithm>
#include <cctype>

namespace panalo::http {
namespace {

std::string trimmedLowerCase(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \t");
  std::string out = text.substr(first, last - first + 1);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

}  // namespace

bool isJsonMediaType(const std::string& contentType) {
  return trimmedLowerCase(contentType.substr(0, contentType.find(';'))) == "application/json";
}

bool refusesMediaType(const HttpRequest& request) {
  const auto& method = request.method;
  const auto type = request.header("content-type");
  if (method == "POST" || method == "PUT" || method == "PATCH") return !type || !isJsonMediaType(*type);
  if (method == "DELETE") return (type || !request.body.empty()) && !(type && isJsonMediaType(*type));
  return false;  // GET, HEAD, OPTIONS: no effects, bodies ignored
}

}  // namespace panalo::http
