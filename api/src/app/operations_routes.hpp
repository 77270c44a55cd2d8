#pragma once
// The instance's own endpoints, for the balancer, the orchestrator and the
// metrics scraper (never for pages):
//   GET /healthz  200 while the process runs (liveness: restart it when not)
//   GET /readyz   200 when it should get traffic: the database answers, its
//                 migrations are the ones this build knows, and it is not
//                 draining for a stop; else 503 with the reason
//   GET /metrics  Prometheus text: requests and latency per route, pool waits,
//                 hash queue depth, replica lag; only for a direct peer in
//                 PANALO_METRICS_ALLOW, never through a proxy

#include <memory>

#include "app/modules.hpp"
#include "platform/concurrency/worker_pool.hpp"
#include "platform/http/request_tracker.hpp"
#include "platform/http/route_table.hpp"
#include "platform/net/ip_address.hpp"
#include "platform/observability/request_metrics.hpp"

namespace panalo::app {

struct OperationsSources {
  Modules& modules;
  std::shared_ptr<http::RequestTracker> tracker;
  std::shared_ptr<observability::RequestMetrics> requests;
  // The argon2 queue and the slow-route queue (their depth); either may be null.
  std::shared_ptr<concurrency::WorkerPool> hashing;
  std::shared_ptr<concurrency::WorkerPool> slowWork;
  net::IpRanges metricsAllowed;
};

http::RouteTable operationsRoutes(const OperationsSources& sources);

}  // namespace panalo::app
