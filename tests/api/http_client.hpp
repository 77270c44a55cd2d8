#pragma once
// A small blocking HTTP client (libcurl) for talking to the real server. Every
// answer to a path of the API is checked against api/openapi.yaml (see
// openapi_validator.hpp): an undocumented operation or status, or a body that
// does not match its schema, fails the running test.

#include <map>
#include <string>

namespace panalo::testing {

struct HttpResult {
  long status = 0;
  std::string body;
  std::map<std::string, std::string> headers;  // lower-case names
};

// While one exists (in this process, on any thread), answers are not checked against the
// contract: for tests that probe what the contract does not name on purpose
// (unknown routes, methods the API does not serve). Give the reason.
class UncheckedByContract {
 public:
  explicit UncheckedByContract(const char* reason);
  ~UncheckedByContract();
  UncheckedByContract(const UncheckedByContract&) = delete;
  UncheckedByContract& operator=(const UncheckedByContract&) = delete;
};

HttpResult httpRequest(const std::string& method, const std::string& url, const std::string& body = "",
                       const std::map<std::string, std::string>& headers = {});

}  // namespace panalo::testing
