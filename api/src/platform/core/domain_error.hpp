#pragma once
// The one error type services raise. It names what went wrong in domain terms
// (a kind plus a spec error key such as "info_ip_block"); only the HTTP layer
// decides which status code a kind becomes. Optional details (a JSON object,
// e.g. {"captcha":true} after a failed login) travel to the client in the
// envelope's "data" member so the UI can act on them.

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace panalo {

enum class ErrorKind {
  InvalidInput,
  Unauthenticated,
  Forbidden,
  NotFound,
  MethodNotAllowed,
  Conflict,
  PayloadTooLarge,
  Unprocessable,
  RateLimited,
  Unavailable,
  Internal,
};

class DomainError : public std::runtime_error {
 public:
  DomainError(ErrorKind kind, std::string key, const std::string& message)
      : std::runtime_error(message), kind_(kind), key_(std::move(key)) {}
  DomainError(ErrorKind kind, std::string key, const std::string& message, nlohmann::json details)
      : std::runtime_error(message), kind_(kind), key_(std::move(key)), details_(std::move(details)) {}

  ErrorKind kind() const noexcept { return kind_; }
  const std::string& key() const noexcept { return key_; }
  // Null when there is nothing more to say than the key.
  const nlohmann::json& details() const noexcept { return details_; }

 private:
  ErrorKind kind_;
  std::string key_;
  nlohmann::json details_;
};

}  // namespace panalo
