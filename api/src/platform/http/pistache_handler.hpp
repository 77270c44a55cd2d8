#pragma once
// The only file that knows Pistache's request and response types: it turns a
// Pistache request into an HttpRequest, asks the Dispatcher, writes the answer
// and logs one line.

#include <pistache/http.h>

#include <memory>

#include "platform/concurrency/worker_pool.hpp"
#include "platform/http/dispatcher.hpp"
#include "platform/net/ip_address.hpp"

namespace panalo::http {

class PistacheHandler : public Pistache::Http::Handler {
 public:
  HTTP_PROTOTYPE(PistacheHandler)

  // Slow routes run on `slowWork`; its threads send their own responses
  // (Pistache queues writes from any thread to the connection's reactor).
  PistacheHandler(std::shared_ptr<const Dispatcher> dispatcher, std::shared_ptr<concurrency::WorkerPool> slowWork,
                  net::IpRanges trustedProxies);

  void onRequest(const Pistache::Http::Request& request, Pistache::Http::ResponseWriter writer) override;
  void onTimeout(const Pistache::Http::Request& request, Pistache::Http::ResponseWriter writer) override;

 private:
  std::shared_ptr<const Dispatcher> dispatcher_;
  std::shared_ptr<concurrency::WorkerPool> slowWork_;
  net::IpRanges trustedProxies_;  // PANALO_TRUST_PROXY: peers whose X-Forwarded-* we believe
};

}  // namespace panalo::http
