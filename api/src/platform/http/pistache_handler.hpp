#pragma once
// The only file that knows Pistache's request and response types: it turns a
// Pistache request into an HttpRequest, asks the Dispatcher, writes the answer
// and logs one line.

#include <pistache/http.h>

#include <cstddef>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "platform/concurrency/worker_pool.hpp"
#include "platform/http/dispatcher.hpp"
#include "platform/http/request_tracker.hpp"
#include "platform/net/ip_address.hpp"
#include "platform/observability/request_metrics.hpp"

namespace panalo::http {

// Who hears about each answered request: the graceful-stop tracker and the
// per-route metrics. Either may be null (then nothing is counted there).
struct RequestObservers {
  std::shared_ptr<RequestTracker> tracker;
  std::shared_ptr<observability::RequestMetrics> metrics;
};

class PistacheHandler : public Pistache::Http::Handler {
 public:
  HTTP_PROTOTYPE(PistacheHandler)

  // Slow routes run on `slowWork`; its threads send their own responses
  // (Pistache queues writes from any thread to the connection's reactor).
  // `maxRequestBytes`: the server-wide cap on a request (PANALO_MAX_REQUEST_BYTES);
  // routes that name a larger one (RouteTable) get theirs. The endpoint's own
  // Pistache cap must be at least the largest of them (api_server.cpp).
  PistacheHandler(std::shared_ptr<const Dispatcher> dispatcher, std::shared_ptr<concurrency::WorkerPool> slowWork,
                  net::IpRanges trustedProxies, std::size_t maxRequestBytes, RequestObservers observers = {});
  // HTTP_PROTOTYPE's clone() copies the handler for each reactor thread: the
  // settings are copied, the per-connection sizes start empty.
  PistacheHandler(const PistacheHandler& other);
  PistacheHandler& operator=(const PistacheHandler&) = delete;
  PistacheHandler(PistacheHandler&&) = delete;
  PistacheHandler& operator=(PistacheHandler&&) = delete;
  ~PistacheHandler() override = default;

  void onRequest(const Pistache::Http::Request& request, Pistache::Http::ResponseWriter writer) override;
  void onTimeout(const Pistache::Http::Request& request, Pistache::Http::ResponseWriter writer) override;

 private:
  // Pistache 0.0.5 has one maxRequestSize for every request of the endpoint.
  // This replaces its Handler::onInput (same steps: feed, parse, answer once
  // done) to hold each request to its route's limit: once the request line is
  // read the route is known, so a declared Content-Length above the limit is
  // refused before its body arrives, and no request is buffered past it. A
  // refusal is a JSON 413 request_too_large with Connection: close; what the
  // client still sends on that connection is dropped unread.
  void onInput(const char* buffer, size_t len, const std::shared_ptr<Pistache::Tcp::Peer>& peer) override;
  void refuseTooLarge(const std::shared_ptr<Pistache::Tcp::Peer>& peer, const Pistache::Http::Request& request,
                      std::size_t limit);
  void onDisconnection(const std::shared_ptr<Pistache::Tcp::Peer>& peer) override;

  // Per connection: the bytes of the request being read, and whether one was
  // refused (then the connection only drops what still arrives). Held here,
  // not in the Peer's data: the library frees a Peer's data on its own threads
  // with reference counts TSan cannot see, so a type of ours there reads as a
  // race; here our code creates and erases every entry.
  struct RequestSize {
    std::size_t bytes = 0;
    bool refused = false;
  };
  RequestSize& requestSizeOf(const Pistache::Tcp::Peer& peer);

  std::mutex requestSizesMutex_;  // uncontended: a connection's input arrives on one reactor thread
  std::unordered_map<const Pistache::Tcp::Peer*, RequestSize> requestSizes_;

  std::shared_ptr<const Dispatcher> dispatcher_;
  std::shared_ptr<concurrency::WorkerPool> slowWork_;
  net::IpRanges trustedProxies_;  // PANALO_TRUST_PROXY: peers whose X-Forwarded-* we believe
  std::size_t maxRequestBytes_;   // PANALO_MAX_REQUEST_BYTES
  RequestObservers observers_;
};

}  // namespace panalo::http
