// The instance's own endpoints (app/operations_routes.hpp): liveness, readiness
// (database, migrations, draining), the Prometheus metrics and who may read
// them, the graceful drain of a stop, and reads that may lag going to a replica
// or, when it cannot be reached, to the primary.
#include <nlohmann/json.hpp>

#include <future>
#include <string>
#include <thread>

#include "gated_server.hpp"

namespace {

using panalo::testing::Gate;
using panalo::testing::GatedServer;
using panalo::testing::httpRequest;

// The value of the first sample line `name{labels}` (labels as written), or -1.
double sampleValue(const std::string& metrics, const std::string& series) {
  const auto at = metrics.find("\n" + series + " ");
  if (at == std::string::npos) return -1;
  const auto start = at + series.size() + 2;
  return std::stod(metrics.substr(start, metrics.find('\n', start) - start));
}

// Where PANALO_DATABASE_REPLICA_URL points in a test.
enum class Replica { None, Unreachable, ThePrimaryItself };

class Operations : public ::testing::Test {
 protected:
  void start(Replica replica = Replica::None) {
    site_ = std::make_unique<GatedServer>("/wps/test/held", [replica](panalo::app::ServerConfig& config) {
      // Port 1 on loopback: nothing listens, the connect is refused at once.
      if (replica == Replica::Unreachable) config.replicaUrl = "postgresql://panalo:x@127.0.0.1:1/panalo";
      if (replica == Replica::ThePrimaryItself) config.replicaUrl = config.databaseUrl;
      config.threads = 2;
      config.trustedProxies = panalo::testing::loopbackProxy();
      config.drainTimeout = std::chrono::seconds(20);
    });
  }
  std::string url(const std::string& path) const { return site_->url(path); }
  std::string metrics() const {
    const auto response = httpRequest("GET", url("/metrics"));
    EXPECT_EQ(response.status, 200);
    return response.body;
  }
  panalo::app::ApiServer& server() { return site_->server(); }
  Gate& gate() { return site_->gate; }

  std::unique_ptr<GatedServer> site_;
};

TEST_F(Operations, HealthAndReadiness) {
  start();
  const auto health = httpRequest("GET", url("/healthz"));
  EXPECT_EQ(health.status, 200);
  EXPECT_EQ(nlohmann::json::parse(health.body)["value"]["status"], "alive");
  const auto ready = httpRequest("GET", url("/readyz"));
  ASSERT_EQ(ready.status, 200) << ready.body;
  EXPECT_GT(nlohmann::json::parse(ready.body)["value"]["migration"].get<int>(), 30);
  EXPECT_EQ(ready.headers.at("cache-control"), "no-store");
}

TEST_F(Operations, NotReadyWhenTheSchemaIsNotThisBuilds) {
  start();
  {
    auto lease = server().modules().platform().pool.acquire();
    pqxx::work tx(lease->connection());
    tx.exec("DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)");
    tx.commit();
  }
  const auto ready = httpRequest("GET", url("/readyz"));
  EXPECT_EQ(ready.status, 503);
  const auto body = nlohmann::json::parse(ready.body);
  EXPECT_EQ(body["code"], "service_unavailable");
  EXPECT_NE(body["message"].get<std::string>().find("this build expects"), std::string::npos) << ready.body;
  // Alive all the same: a restart would not help.
  EXPECT_EQ(httpRequest("GET", url("/healthz")).status, 200);
}

TEST_F(Operations, MetricsCountRequestsPerRouteNeverPerRawPath) {
  start();
  for (int i = 0; i < 3; ++i) EXPECT_EQ(httpRequest("GET", url("/wps/system/status")).status, 200);
  {
    const panalo::testing::UncheckedByContract unchecked("probes an unknown API path on purpose");
    EXPECT_EQ(httpRequest("GET", url("/wps/no/such/route-4711")).status, 404);
  }
  const auto text = metrics();
  EXPECT_EQ(sampleValue(text, R"(panalo_http_requests_total{method="GET",route="/wps/system/status",status="200"})"), 3)
      << text;
  EXPECT_EQ(sampleValue(text, R"(panalo_http_request_duration_seconds_count{method="GET",route="/wps/system/status"})"),
            3);
  EXPECT_EQ(sampleValue(text, R"(panalo_http_requests_total{method="GET",route="other",status="404"})"), 1);
  EXPECT_EQ(text.find("route-4711"), std::string::npos) << "a made-up path became a label";
  // Every family is declared once, before its samples.
  EXPECT_NE(text.find("# TYPE panalo_http_request_duration_seconds histogram\n"), std::string::npos);
  EXPECT_NE(text.find(R"(panalo_db_pool_wait_seconds_bucket{pool="primary",le="+Inf"})"), std::string::npos);
  EXPECT_GE(sampleValue(text, R"(panalo_worker_queue_depth{queue="hash"})"), 0);
  EXPECT_EQ(sampleValue(text, R"(panalo_db_pool_timeouts_total{pool="primary"})"), 0);
  EXPECT_EQ(text.find("panalo_db_replica_lag_seconds"), std::string::npos) << "no replica configured";
}

TEST_F(Operations, MetricsAreNotServedThroughAProxy) {
  start();
  // A trusted proxy forwarding a visitor's request (nginx always adds the header).
  const auto forwarded = httpRequest("GET", url("/metrics"), "", {{"X-Forwarded-For", "203.0.113.9"}});
  EXPECT_EQ(forwarded.status, 404);
  EXPECT_EQ(nlohmann::json::parse(forwarded.body)["code"], "not_found");
  // Even a forwarded loopback address: the proxy's presence is what counts.
  EXPECT_EQ(httpRequest("GET", url("/metrics"), "", {{"X-Forwarded-For", "127.0.0.1"}}).status, 404);
}

TEST_F(Operations, DrainFinishesWhatIsInFlightThenReportsQuiet) {
  start();
  auto held = std::async(std::launch::async, [this] { return httpRequest("GET", url("/wps/test/held")); });
  ASSERT_TRUE(gate().waitUntilRunning(1));
  auto drained = std::async(std::launch::async, [this] { return server().drain(); });
  // Draining: no longer ready, still answering, and every answer closes its connection.
  for (int i = 0; i < 100 && httpRequest("GET", url("/readyz")).status == 200; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  const auto ready = httpRequest("GET", url("/readyz"));
  EXPECT_EQ(ready.status, 503);
  EXPECT_NE(ready.body.find("draining"), std::string::npos);
  const auto status = httpRequest("GET", url("/wps/system/status"), "", {{"Connection", "keep-alive"}});
  EXPECT_EQ(status.status, 200);
  EXPECT_EQ(status.headers.at("connection"), "Close");
  // The held request is still in flight: the drain waits for it.
  EXPECT_EQ(drained.wait_for(std::chrono::milliseconds(500)), std::future_status::timeout);
  gate().release();
  EXPECT_EQ(held.get().status, 200) << "the request in flight was not finished";
  EXPECT_TRUE(drained.get()) << "the drain gave up instead of going quiet";
}

TEST_F(Operations, LaggingReadsFallBackToThePrimaryWhenTheReplicaIsAway) {
  start(Replica::Unreachable);
  const auto help = httpRequest("GET", url("/wps/system/helpCenter?lang=EN&device=android"));
  EXPECT_EQ(help.status, 200) << help.body;
  const auto text = metrics();
  EXPECT_EQ(sampleValue(text, "panalo_db_replica_in_use"), 0) << text;
  EXPECT_EQ(sampleValue(text, "panalo_db_replica_lag_seconds"), -1);
  EXPECT_EQ(sampleValue(text, R"(panalo_db_pool_leased{pool="replica"})"), 0);
}

TEST_F(Operations, LaggingReadsUseTheReplicaPoolWhenItAnswers) {
  // The primary's own URL as the "replica": not in recovery, so its lag is 0 and
  // it is used; what shows the read went there is that pool's wait count.
  start(Replica::ThePrimaryItself);
  for (int i = 0; i < 2; ++i) {
    EXPECT_EQ(httpRequest("GET", url("/wps/system/helpCenter?lang=EN&device=android")).status, 200);
  }
  const auto text = metrics();
  EXPECT_EQ(sampleValue(text, "panalo_db_replica_in_use"), 1) << text;
  EXPECT_EQ(sampleValue(text, "panalo_db_replica_lag_seconds"), 0);
  EXPECT_GE(sampleValue(text, R"(panalo_db_pool_wait_seconds_count{pool="replica"})"), 2);
}

}  // namespace
