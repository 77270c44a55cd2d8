#pragma once
// The one error type services raise. It names what went wrong in domain terms
// (a kind plus a spec error key such as "info_ip_block"); only the HTTP layer
// decides which status code a kind becomes.

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

  ErrorKind kind() const noexcept { return kind_; }
  const std::string& key() const noexcept { return key_; }

 private:
  ErrorKind kind_;
  std::string key_;
};

}  // namespace panalo
