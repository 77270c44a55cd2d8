#pragma once
// Route side of sealed bodies: the plain SealedRequest a route hands to
// SealedBodyService::open, read from its HTTP request.

#include "domains/sealed/sealed_body_service.hpp"
#include "platform/http/http_types.hpp"

namespace panalo::routes {

// Views into `request`, which must outlive the returned value.
inline services::SealedRequest sealedRequestOf(const http::HttpRequest& request) {
  return {request.method, request.path, request.body};
}

}  // namespace panalo::routes
