#pragma once
// The only file that knows Pistache's request and response types: it turns a
// Pistache request into an HttpRequest, asks the Dispatcher, writes the answer
// and logs one line.

#include <pistache/http.h>

#include <memory>

#include "http/dispatcher.hpp"

namespace panalo::http {

class PistacheHandler : public Pistache::Http::Handler {
 public:
  HTTP_PROTOTYPE(PistacheHandler)

  PistacheHandler(std::shared_ptr<const Dispatcher> dispatcher, bool trustProxy);

  void onRequest(const Pistache::Http::Request& request,
                 Pistache::Http::ResponseWriter writer) override;
  void onTimeout(const Pistache::Http::Request& request,
                 Pistache::Http::ResponseWriter writer) override;

 private:
  std::shared_ptr<const Dispatcher> dispatcher_;
  bool trustProxy_;
};

}  // namespace panalo::http
