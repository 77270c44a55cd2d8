#include "platform/http/envelope.hpp"

#include <cxxabi.h>

#include <cstdlib>
#include <memory>
#include <typeinfo>

#include "platform/core/error_keys.hpp"

namespace panalo::http {
namespace {

constexpr std::size_t kMaxCauseBytes = 2000;  // one log line, not a dump

std::string demangled(const char* name) {
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> readable(abi::__cxa_demangle(name, nullptr, nullptr, &status), std::free);
  return status == 0 && readable ? std::string(readable.get()) : std::string(name);
}

}  // namespace

HttpResponse okJson(const nlohmann::json& value) {
  HttpResponse response;
  // The envelope written around the value's own dump: building it as a json
  // object first copied the whole value (a games page: half the request's CPU).
  // The same bytes as that object's dump, whose keys are sorted.
  const std::string dumped = value.dump();
  constexpr std::string_view head = R"({"success":true,"value":)";
  response.body.reserve(head.size() + dumped.size() + 1);
  response.body.append(head).append(dumped).push_back('}');
  return response;
}

HttpResponse errorJson(int status, std::string_view key, std::string_view message, const nlohmann::json& data) {
  HttpResponse response;
  response.status = status;
  nlohmann::json body{{"success", false}, {"code", key}, {"message", message}};
  if (!data.is_null()) body["data"] = data;
  // `replace` keeps a message with broken UTF-8 from throwing while we report an error.
  response.body = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return response;
}

int statusFor(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::InvalidInput:
      return 400;
    case ErrorKind::Unauthenticated:
      return 401;
    case ErrorKind::Forbidden:
      return 403;
    case ErrorKind::NotFound:
      return 404;
    case ErrorKind::MethodNotAllowed:
      return 405;
    case ErrorKind::Conflict:
      return 409;
    case ErrorKind::PayloadTooLarge:
      return 413;
    case ErrorKind::Unprocessable:
      return 422;
    case ErrorKind::RateLimited:
      return 429;
    case ErrorKind::Unavailable:
      return 503;
    case ErrorKind::Internal:
      return 500;
  }
  return 500;
}

HttpResponse fromDomainError(const DomainError& error) {
  // An internal failure a service chose to name still describes internals
  // (stored keys, settings, SQL): the log line gets the text, the client the
  // same generic answer as any unexpected exception.
  if (error.kind() == ErrorKind::Internal) return internalError(error);
  return errorJson(statusFor(error.kind()), error.key(), error.what(), error.details());
}

HttpResponse internalError(const std::exception& error) {
  HttpResponse response = errorJson(500, error_keys::kInternalError, "Internal error");
  response.causeType = demangled(typeid(error).name());
  response.cause = std::string(error.what()).substr(0, kMaxCauseBytes);
  return response;
}

HttpResponse internalError() {
  HttpResponse response = errorJson(500, error_keys::kInternalError, "Internal error");
  response.causeType = "unknown";
  response.cause = "a value that is not a std::exception was thrown";
  return response;
}

}  // namespace panalo::http
