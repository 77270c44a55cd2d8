#pragma once
// Calls with effects take JSON only. A page on another site can make a
// visitor's browser POST a form (application/x-www-form-urlencoded,
// multipart/form-data) or text/plain without a CORS preflight; any other media
// type (application/json among them) makes the browser ask first, and this
// server never answers a preflight with permission. So POST, PUT and PATCH must
// say Content-Type: application/json (parameters such as charset allowed), with
// or without a body. A DELETE may come without a body and without a type
// (browsers always preflight a cross-site DELETE); one with a body must be JSON.

#include "platform/http/http_types.hpp"

namespace panalo::http {

// The media type of a Content-Type value is application/json ("Application/JSON;
// charset=utf-8" is; "application/jsonp", "text/json" are not).
bool isJsonMediaType(const std::string& contentType);

// Whether the dispatcher must refuse the request with 415 before any work.
bool refusesMediaType(const HttpRequest& request);

}  // namespace panalo::http
