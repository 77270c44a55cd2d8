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
HttpResponse fromDomainError(const DomainError& error);
int statusFor(ErrorKind kind);

}  // namespace panalo::http
