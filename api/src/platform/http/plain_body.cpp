#include "platform/http/plain_body.hpp"

#include <algorithm>
#include <cctype>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::routes {
namespace {

[[noreturn]] void badBody(const std::string& why) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, why);
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string percentDecode(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '+') {
      out += ' ';
    } else if (text[i] == '%') {
      if (i + 2 >= text.size()) badBody("malformed form encoding");
      const int high = hexValue(text[i + 1]);
      const int low = hexValue(text[i + 2]);
      if (high < 0 || low < 0) badBody("malformed form encoding");
      out += static_cast<char>(high * 16 + low);
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

bool isFormBody(const http::HttpRequest& request) {
  auto type = request.header("content-type").value_or("");
  std::transform(type.begin(), type.end(), type.begin(), [](unsigned char c) { return std::tolower(c); });
  return type.rfind("application/x-www-form-urlencoded", 0) == 0;
}

nlohmann::json parseForm(const std::string& body) {
  nlohmann::json fields = nlohmann::json::object();
  std::size_t start = 0;
  while (start <= body.size()) {
    const auto end = std::min(body.find('&', start), body.size());
    const auto pair = body.substr(start, end - start);
    if (!pair.empty()) {
      const auto equals = pair.find('=');
      const auto name = percentDecode(pair.substr(0, equals));
      const auto value = equals == std::string::npos ? std::string() : percentDecode(pair.substr(equals + 1));
      fields[name] = value;
    }
    start = end + 1;
  }
  // Dumping validates UTF-8: a form value that is not text is refused here,
  // before it can reach a validator or the database.
  try {
    (void)fields.dump();
  } catch (const nlohmann::json::exception&) {
    badBody("form values must be UTF-8 text");
  }
  return fields;
}

}  // namespace

nlohmann::json readPlainBody(const http::HttpRequest& request) {
  if (isFormBody(request)) return parseForm(request.body);
  nlohmann::json body;
  try {
    body = nlohmann::json::parse(request.body);
  } catch (const nlohmann::json::exception&) {
    badBody("the body must be a JSON object");
  }
  if (!body.is_object()) badBody("the body must be a JSON object");
  return body;
}

}  // namespace panalo::routes
