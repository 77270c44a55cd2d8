#pragma once
// The HTTP server: Pistache endpoint + dispatcher + modules, started on a
// background thread pool so that tests and main() both drive it the same way.

#include <pistache/endpoint.h>

#include <cstdint>
#include <functional>
#include <memory>

#include "app/config.hpp"
#include "app/modules.hpp"
#include "platform/concurrency/periodic_jobs.hpp"
#include "platform/concurrency/worker_pool.hpp"
#include "platform/http/dispatcher.hpp"
#include "platform/http/request_tracker.hpp"
#include "platform/observability/request_metrics.hpp"

namespace panalo::app {

class ApiServer {
 public:
  // `extraRoutes` lets a test add routes of its own beside the real ones.
  // Throws std::invalid_argument for settings the server must not run with
  // (e.g. the plain-text outbox without PANALO_DEV_MESSAGES).
  explicit ApiServer(ServerConfig config, const std::function<void(http::RouteTable&, Modules&)>& extraRoutes = {});
  ~ApiServer();
  ApiServer(const ApiServer&) = delete;
  ApiServer& operator=(const ApiServer&) = delete;

  // Migrates (when configured), binds and serves on background threads, and
  // starts the housekeeping (old replay records and outbox messages).
  void start();
  // The first half of a graceful stop (SIGTERM): GET /readyz answers 503 and
  // answers close their connections; returns when nothing is in flight and no
  // request arrived for a moment (true), or after PANALO_DRAIN_TIMEOUT_S (false).
  bool drain();
  // Ends a drain() that is waiting, from another thread (a second SIGTERM).
  void abandonDrain() { tracker_->abandonWait(); }
  // Stops accepting, finishes in-flight requests and joins the threads.
  void shutdown();

  std::uint16_t port() const;
  Modules& modules() { return *modules_; }

 private:
  void startHousekeeping();

  ServerConfig config_;
  std::unique_ptr<Modules> modules_;
  std::shared_ptr<http::RequestTracker> tracker_;
  std::shared_ptr<observability::RequestMetrics> requestMetrics_;
  std::shared_ptr<const http::Dispatcher> dispatcher_;
  // Slow routes (logins) run on slowWork_; their argon2 computations run on
  // hashing_, at background priority (see the constructor).
  std::shared_ptr<concurrency::WorkerPool> slowWork_;
  std::shared_ptr<concurrency::WorkerPool> hashing_;
  std::unique_ptr<Pistache::Http::Endpoint> endpoint_;
  std::unique_ptr<concurrency::PeriodicJobs> housekeeping_;
  bool running_ = false;
};

}  // namespace panalo::app
