#include "app/operations_routes.hpp"

#include <pqxx/pqxx>

#include <algorithm>
#include <utility>
#include <vector>

#include "platform/core/error_keys.hpp"
#include "platform/db/embedded_sql.hpp"
#include "platform/db/migrator.hpp"
#include "platform/http/envelope.hpp"
#include "platform/log/request_log.hpp"
#include "platform/observability/prometheus_text.hpp"

namespace panalo::app {
namespace {

int newestKnownMigration() {
  int newest = 0;
  for (const auto& file : db::embeddedMigrations()) newest = std::max(newest, db::migrationVersion(file.name));
  return newest;
}

http::HttpResponse notReady(const std::string& reason) {
  return http::errorJson(503, error_keys::kServiceUnavailable, "Not ready: " + reason);
}

// Ready when the primary answers and holds exactly the migrations this build
// was made with: an instance of a newer build waits for `panaloctl migrate`, and
// an older one beside a newer schema says so instead of failing requests.
http::HttpResponse readiness(const OperationsSources& sources) {
  if (sources.tracker && sources.tracker->draining()) return notReady("draining for a stop");
  int applied = 0;
  try {
    auto lease = sources.modules.platform().pool.acquire();
    pqxx::nontransaction tx(lease->connection());
    applied = tx.exec1("SELECT COALESCE(max(version), 0) FROM schema_migrations")[0].as<int>();
  } catch (const std::exception& error) {
    log::writeEventLog("warn", "not_ready", error.what());
    return notReady("database unreachable");
  }
  const int known = newestKnownMigration();
  if (applied != known) {
    return notReady("database schema at migration " + std::to_string(applied) + ", this build expects " +
                    std::to_string(known));
  }
  return http::okJson({{"status", "ready"}, {"migration", applied}});
}

// Each family's samples stay together, as the text format asks.
void writePools(observability::PrometheusText& out, const platform::PlatformDeps& platform) {
  std::vector<std::pair<observability::Labels, const db::ConnectionPool*>> pools{
      {{{"pool", "primary"}}, &platform.pool}};
  if (const auto* standby = platform.standby()) pools.push_back({{{"pool", "replica"}}, standby});
  out.family("panalo_db_pool_connections", "gauge", "Connections a pool may open.");
  for (const auto& [labels, pool] : pools)
    out.sample("panalo_db_pool_connections", labels, static_cast<double>(pool->size()));
  out.family("panalo_db_pool_leased", "gauge", "Connections in use now.");
  for (const auto& [labels, pool] : pools)
    out.sample("panalo_db_pool_leased", labels, static_cast<double>(pool->leased()));
  out.family("panalo_db_pool_timeouts_total", "counter", "Leases that waited too long (answered 503).");
  for (const auto& [labels, pool] : pools) {
    out.sample("panalo_db_pool_timeouts_total", labels, static_cast<double>(pool->timeouts()));
  }
  out.family("panalo_db_pool_wait_seconds", "histogram", "Time a request waited for a free connection.");
  for (const auto& [labels, pool] : pools)
    out.histogram("panalo_db_pool_wait_seconds", labels, pool->waitTimes().snapshot());
}

std::string metricsText(const OperationsSources& sources) {
  observability::PrometheusText out;
  if (sources.requests) sources.requests->write(out);
  if (sources.tracker) {
    out.family("panalo_http_requests_in_flight", "gauge", "Requests being answered now.");
    out.sample("panalo_http_requests_in_flight", {}, static_cast<double>(sources.tracker->inFlight()));
    out.family("panalo_draining", "gauge", "1 while the instance drains for a stop.");
    out.sample("panalo_draining", {}, sources.tracker->draining() ? 1 : 0);
  }
  auto& platform = sources.modules.platform();
  writePools(out, platform);
  out.family("panalo_worker_queue_depth", "gauge", "Jobs waiting for a thread (hash: argon2, slow: slow routes).");
  if (sources.hashing)
    out.sample("panalo_worker_queue_depth", {{"queue", "hash"}}, static_cast<double>(sources.hashing->queued()));
  if (sources.slowWork)
    out.sample("panalo_worker_queue_depth", {{"queue", "slow"}}, static_cast<double>(sources.slowWork->queued()));
  if (const auto* standby = platform.standby()) {
    out.family("panalo_db_replica_lag_seconds", "gauge",
               "How far the replica was behind at its last measure (-1: unreachable or not measured yet).");
    const auto lag = standby->lagMillis();
    out.sample("panalo_db_replica_lag_seconds", {}, lag < 0 ? -1.0 : static_cast<double>(lag) / 1000.0);
    out.family("panalo_db_replica_in_use", "gauge", "1 when reads that may lag go to the replica, 0: to the primary.");
    out.sample("panalo_db_replica_in_use", {}, standby->usable() ? 1 : 0);
  }
  return out.text();
}

}  // namespace

http::RouteTable operationsRoutes(const OperationsSources& sources) {
  http::RouteTable routes;
  routes.add("GET", "/healthz", [](const http::HttpRequest&) { return http::okJson({{"status", "alive"}}); });
  routes.add("GET", "/readyz", [sources](const http::HttpRequest&) { return readiness(sources); });
  routes.add("GET", "/metrics", [sources](const http::HttpRequest& request) {
    // Through a proxy (any X-Forwarded-For) or from elsewhere: as if it did not exist.
    if (request.header("x-forwarded-for") || !sources.metricsAllowed.contains(request.clientIp)) {
      return http::errorJson(404, error_keys::kNotFound, "Not found");
    }
    http::HttpResponse response;
    response.contentType = "text/plain; version=0.0.4; charset=utf-8";
    response.body = metricsText(sources);
    return response;
  });
  return routes;
}

}  // namespace panalo::app
