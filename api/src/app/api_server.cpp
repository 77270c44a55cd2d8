#include "app/api_server.hpp"

#include "app/operations_routes.hpp"

#include <pqxx/pqxx>

#include <algorithm>
#include <limits>

#include "domains/access/access_guard.hpp"
#include "platform/db/migrator.hpp"
#include "platform/http/pistache_handler.hpp"
#include "platform/http/static_assets.hpp"
#include "platform/log/request_log.hpp"
#include "platform/messaging/sender_factory.hpp"

namespace panalo::app {
namespace {

ServerConfig checked(ServerConfig config) {
  requireDevMessagesForOutbox(config);
  return config;
}

}  // namespace

ApiServer::ApiServer(ServerConfig config, const std::function<void(http::RouteTable&, Modules&)>& extraRoutes)
    : config_(checked(std::move(config))),
      modules_(std::make_unique<Modules>(
          config_.databaseUrl, config_.databasePoolSize,
          SecurityOptions{security::MasterKey::fromBase64(config_.masterKeyBase64), config_.payloadKeyGrace,
                          config_.envelopeMaxClockSkew},
          AccountOptions{
              {config_.sessionIdleTimeout, config_.sessionLifetime, config_.sessionRememberMeLifetime},
              {config_.loginLimitWindow, config_.loginMaxFailuresPerAccount, config_.loginMaxFailuresPerIp,
               config_.loginMaxFailuresPerDevice, config_.loginIpLockDuration},
              {config_.registrationWindow, config_.registrationCaptchaAfter, config_.registrationMaxPerNetwork},
              config_.passwordRangeUrl,
              config_.passwordRangeTimeout},
          messaging::MessagingOptions{config_.smsProvider, config_.emailProvider},
          platform::ReplicaOptions{config_.replicaUrl, config_.replicaMaxLag})),
      tracker_(std::make_shared<http::RequestTracker>()),
      requestMetrics_(std::make_shared<observability::RequestMetrics>()) {
  // PANALO_HASH_THREADS threads do all the argon2 work at background priority
  // (concurrency/thread_priority.hpp): the request threads preempt them, so a login
  // storm cannot make cheap requests wait behind hashing, and by default one core
  // stays free for PostgreSQL and other programs, which thread priorities inside
  // this process do not order against (config.cpp). Each caller waits for its own
  // computation, so the queue is bounded by the callers.
  hashing_ = std::make_shared<concurrency::WorkerPool>(static_cast<std::size_t>(config_.hashThreads),
                                                       std::numeric_limits<std::size_t>::max(),
                                                       concurrency::ThreadPriority::Background);
  modules_->platform().passwordHasher.hashOn(hashing_);
  slowWork_ =
      std::make_shared<concurrency::WorkerPool>(static_cast<std::size_t>(config_.slowWorkers), config_.slowQueue);
  std::shared_ptr<const http::StaticAssets> assets;
  if (!config_.uiDir.empty()) {
    assets = std::make_shared<const http::StaticAssets>(http::StaticAssets::load(config_.uiDir));
  }
  auto routes = modules_->buildRouteTable();
  if (extraRoutes) extraRoutes(routes, *modules_);
  modules_->access().access.setCacheTtl(config_.accessCacheTtl);
  // Games opened in the page's frame come from the vendors' hosts (CSP frame-src).
  auto frameSources = [&games = modules_->games()] { return games.frameSources(); };
  // Pages connect to the real-time channel, on its own port (CSP connect-src).
  auto connectSources = [&realtime = modules_->realtime()](const http::HttpRequest& request) {
    return realtime.connectSources(request);
  };
  auto operations =
      operationsRoutes({*modules_, tracker_, requestMetrics_, hashing_, slowWork_, config_.metricsAllowed});
  dispatcher_ =
      std::make_shared<const http::Dispatcher>(std::move(routes), assets, accessGuard(modules_->access().access),
                                               frameSources, connectSources, std::move(operations));
}

ApiServer::~ApiServer() { shutdown(); }

void ApiServer::start() {
  if (config_.migrateOnStart) {
    pqxx::connection connection(config_.databaseUrl);
    const auto result = db::migrate(connection);
    log::writeEventLog("info", "migrations",
                       std::to_string(result.applied.size()) + " applied, " + std::to_string(result.alreadyApplied) +
                           " already applied");
  }
  // Make (first start) or load the payload key now, so a bad master key stops
  // the start instead of failing the first login.
  const auto key = modules_->sealed().payloadKeys.currentKey();
  modules_->sealed().payloadKeys.privateKeyFor(key.keyId);
  if (config_.smsProvider == messaging::kOutboxProvider || config_.emailProvider == messaging::kOutboxProvider) {
    log::writeEventLog("warn", "dev_messages",
                       "development messages (PANALO_DEV_MESSAGES=1): the outbox provider stores verification codes "
                       "and reset links in plain text in outbox_messages; never in production");
  }

  const Pistache::Address address(config_.bindAddress, Pistache::Port(config_.port));
  endpoint_ = std::make_unique<Pistache::Http::Endpoint>(address);
  auto options = Pistache::Http::Endpoint::options()
                     .threads(config_.threads)
                     .flags(Pistache::Tcp::Options::ReuseAddr)
                     // Pistache's one cap for every request: the largest any route takes.
                     // Each request is held to its own route's limit (pistache_handler.hpp),
                     // so every other route keeps PANALO_MAX_REQUEST_BYTES.
                     .maxRequestSize(std::max(config_.maxRequestBytes, dispatcher_->routes().largestRequestLimit()))
                     .maxResponseSize(16 * 1024 * 1024)
                     .headerTimeout(config_.headerTimeout)
                     .bodyTimeout(config_.bodyTimeout)
                     .keepaliveTimeout(config_.keepaliveTimeout);
  endpoint_->init(options);
  endpoint_->setHandler(Pistache::Http::make_handler<http::PistacheHandler>(
      dispatcher_, slowWork_, config_.trustedProxies, config_.maxRequestBytes,
      http::RequestObservers{tracker_, requestMetrics_}));
  endpoint_->serveThreaded();
  realtime::ChannelOptions channel;
  channel.bindAddress = config_.bindAddress;
  channel.port = config_.realtimePort;
  channel.maxConnections = config_.realtimeMaxConnections;
  channel.sessionCheck = config_.realtimeSessionCheck;
  modules_->realtime().start({channel, config_.realtimePublicUrl});
  running_ = true;
  startHousekeeping();
  log::writeEventLog("info", "listening",
                     config_.bindAddress + ":" + std::to_string(port()) + " (real-time channel on port " +
                         std::to_string(modules_->realtime().channel.port()) + ")");
}

bool ApiServer::drain() {
  if (!running_) return true;
  tracker_->startDraining();
  log::writeEventLog("info", "draining", std::to_string(tracker_->inFlight()) + " requests in flight");
  // Quiet for a moment: a balancer that has not yet seen /readyz fail, or a
  // client that already holds a connection, may still send one more request.
  const bool quiet =
      tracker_->waitUntilQuiet(std::chrono::milliseconds(300), std::chrono::steady_clock::now() + config_.drainTimeout);
  if (!quiet) {
    log::writeEventLog("warn", "drain_timeout",
                       std::to_string(tracker_->inFlight()) + " requests still in flight after " +
                           std::to_string(config_.drainTimeout.count()) + " s: stopping anyway");
  }
  return quiet;
}

void ApiServer::shutdown() {
  if (!running_) return;
  running_ = false;
  housekeeping_->stop();
  modules_->realtime().stop();  // pages are told "going away" and reconnect to another instance
  endpoint_->shutdown();
  slowWork_->shutdown();  // after the endpoint: no new slow work can arrive
  log::writeEventLog("info", "stopped");
}

// Every instance runs these on its own timer; each is a batched DELETE of rows
// whose time is up, so any number of instances may overlap (periodic_jobs.hpp).
void ApiServer::startHousekeeping() {
  housekeeping_ = std::make_unique<concurrency::PeriodicJobs>(config_.housekeepingInterval);
  auto* modules = modules_.get();
  housekeeping_->add("payload_request_ids",
                     [modules] { return modules->sealed().sealedBodies.forgetExpiredRequestIds(); });
  const auto outboxMaxAge = config_.outboxMaxAge;
  housekeeping_->add("outbox_messages",
                     [modules, outboxMaxAge] { return modules->platform().outbox.purgeOlderThan(outboxMaxAge); });
  // Referral rewards due (idempotent per friend, so instances may overlap too).
  housekeeping_->add("referral_rewards", [modules] { return modules->referral().referrals.settle(); });
  // Agent dividends and salaries of every ended period, the real-time salary's
  // 5-minute windows included (idempotent per agent and period: instances may overlap).
  housekeeping_->add("agent_settlements", [modules] { return modules->agents().settlements.settleDue(); });
  // Real-time events older than PANALO_REALTIME_KEEP_S (a page further behind reloads).
  const auto realtimeKeep = config_.realtimeKeep;
  housekeeping_->add("realtime_events",
                     [modules, realtimeKeep] { return modules->realtime().events.purgeOlderThan(realtimeKeep); });
  // Lottery: the next draws scheduled (house ones with a committed seed) and the
  // house draws that are due drawn (a draw is drawn once whichever instance gets it).
  housekeeping_->add("lottery_draws", [modules] {
    const auto summary = modules->lottery().draws.drawDue();
    return summary.scheduled + summary.drawn;
  });
  // PVP seats whose launch hold has expired (they stopped counting already).
  housekeeping_->add("pvp_seats", [modules] { return modules->pvp().rooms.purgeExpiredSeats(); });
  housekeeping_->start();
}

std::uint16_t ApiServer::port() const {
  return endpoint_ ? static_cast<std::uint16_t>(endpoint_->getPort()) : config_.port;
}

}  // namespace panalo::app
