#pragma once
// The one JSON shape of every /wps and /lgw answer (ARCHITECTURE.md, Conventions):
// {"success":true,"value":...} or {"success":false,"code":key,"message":text},
// the failure optionally with "data":{...} the client acts on.

#include <nlohmann/json.hpp>
#include <string_view>

#include "platform/core/domain_error.hpp"
#include "platform/http/http_types.hpp"

namespace panalo::http {

HttpResponse okJson(const nlohmann::json& value);
HttpResponse errorJson(int status, std::string_view key, std::string_view message,
                       const nlohmann::json& data = nullptr);
// A DomainError of kind Internal answers like internalError (its text is logged, not sent).
HttpResponse fromDomainError(const DomainError& error);
// The generic 500 for an exception no route meant to raise. Its type and text (they
// may hold SQL or paths) go to the response's cause, which only the log line shows.
HttpResponse internalError(const std::exception& error);
HttpResponse internalError();  // something thrown that is not a std::exception
int statusFor(ErrorKind kind);

}  // namespace panalo::http
