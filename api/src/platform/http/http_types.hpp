#pragma once
// Plain request and response values. Routes and the dispatcher speak only these,
// so they are tested without a socket and the Pistache adapter stays small.

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace panalo::http {

struct HttpRequest {
  std::string method;  // upper case: GET, POST, ...
  std::string path;    // without the query string
  std::map<std::string, std::string> query;
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
  std::string clientIp;
  std::string requestId;
  // Reached us over TLS (a trusted proxy's X-Forwarded-Proto said https; the
  // server itself speaks plain HTTP): answers then carry Strict-Transport-Security.
  bool overTls = false;

  std::optional<std::string> header(const std::string& lowerCaseName) const;
  std::optional<std::string> queryParam(const std::string& name) const;
};

struct HttpResponse {
  int status = 200;
  std::string contentType = "application/json";
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  // Sent for GET but not for HEAD; set by the dispatcher.
  bool omitBody = false;
  // Why an unexpected failure became a 500: the exception's type and text. Written
  // to the request's log line, never sent to the client.
  std::string causeType;
  std::string cause;
};

}  // namespace panalo::http
