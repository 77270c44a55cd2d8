#pragma once
// A small blocking HTTP client (libcurl) for talking to the real server.

#include <map>
#include <string>

namespace panalo::testing {

struct HttpResult {
  long status = 0;
  std::string body;
  std::map<std::string, std::string> headers;  // lower-case names
};

HttpResult httpRequest(const std::string& method, const std::string& url, const std::string& body = "",
                       const std::map<std::string, std::string>& headers = {});

}  // namespace panalo::testing
