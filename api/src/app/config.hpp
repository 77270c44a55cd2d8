#pragma once
// Server settings, read from environment variables with defaults that suit the
// embedded local start. Bad values stop the start with a message naming the
// variable, rather than running with a surprise.

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "platform/net/ip_address.hpp"

namespace panalo::app {

struct ServerConfig {
  std::string bindAddress = "127.0.0.1";  // PANALO_BIND
  std::uint16_t port = 8080;              // PANALO_PORT (0: the kernel picks)
  int threads = 2;                        // PANALO_THREADS
  std::string databaseUrl;                // DATABASE_URL (required)
  // PANALO_DATABASE_REPLICA_URL: a streaming replica for reads that may lag
  // (platform_deps.hpp says which); empty: everything reads the primary.
  std::string replicaUrl;
  std::chrono::milliseconds replicaMaxLag{5000};  // PANALO_REPLICA_MAX_LAG_MS: more behind, the primary answers
  std::size_t databasePoolSize = 8;               // PANALO_DB_POOL_SIZE
  std::string uiDir;                              // PANALO_UI_DIR (empty: API only)
  // PANALO_TRUST_PROXY: our proxies' address ranges. Their X-Forwarded-For and
  // X-Forwarded-Proto are believed (platform/http/client_ip.hpp); empty: nobody's.
  net::IpRanges trustedProxies;
  bool migrateOnStart = true;                 // PANALO_MIGRATE_ON_START
  std::size_t maxRequestBytes = 64 * 1024;    // PANALO_MAX_REQUEST_BYTES
  int hashThreads = 1;                        // PANALO_HASH_THREADS (argon2 threads, nice 19; cores - 1)
  int slowWorkers = 2;                        // PANALO_SLOW_WORKERS (slow-route threads; 2 x hash threads)
  std::size_t slowQueue = 64;                 // PANALO_SLOW_QUEUE (waiting slow requests before 503)
  std::chrono::seconds headerTimeout{5};      // PANALO_HEADER_TIMEOUT_S
  std::chrono::seconds bodyTimeout{10};       // PANALO_BODY_TIMEOUT_S
  std::chrono::seconds keepaliveTimeout{30};  // PANALO_KEEPALIVE_TIMEOUT_S
  // PANALO_MASTER_KEY (required): 32 bytes in base64; seals the HPKE private
  // keys stored in the database. ci/start.sh makes one in .panalo/ locally.
  std::string masterKeyBase64;
  std::chrono::seconds payloadKeyGrace{24 * 3600};            // PANALO_PAYLOAD_KEY_GRACE_S
  std::chrono::seconds envelopeMaxClockSkew{60};              // PANALO_ENVELOPE_MAX_SKEW_S
  std::chrono::seconds sessionIdleTimeout{30 * 60};           // PANALO_SESSION_IDLE_S
  std::chrono::seconds sessionLifetime{12 * 3600};            // PANALO_SESSION_LIFETIME_S
  std::chrono::seconds sessionRememberMeLifetime{24 * 3600};  // PANALO_SESSION_REMEMBER_S
  std::chrono::seconds loginLimitWindow{3600};                // PANALO_LOGIN_WINDOW_S
  std::int64_t loginMaxFailuresPerAccount = 100;              // PANALO_LOGIN_MAX_PER_ACCOUNT
  std::int64_t loginMaxFailuresPerIp = 300;                   // PANALO_LOGIN_MAX_PER_IP
  std::int64_t loginMaxFailuresPerDevice = 10;                // PANALO_LOGIN_MAX_PER_DEVICE
  std::chrono::seconds loginIpLockDuration{3600};             // PANALO_LOGIN_IP_LOCK_S
  std::chrono::seconds registrationWindow{3600};              // PANALO_REGISTER_WINDOW_S
  std::int64_t registrationCaptchaAfter = 3;                  // PANALO_REGISTER_CAPTCHA_AFTER (0: always)
  std::int64_t registrationMaxPerNetwork = 30;                // PANALO_REGISTER_MAX_PER_NETWORK
  // The k-anonymity breached-password check: the range API's base URL (the
  // SHA-1 prefix is appended), e.g. https://api.pwnedpasswords.com/range/.
  // Empty (default): only the built-in local list.
  std::string passwordRangeUrl;                          // PANALO_PASSWORD_RANGE_URL
  std::chrono::milliseconds passwordRangeTimeout{3000};  // PANALO_PASSWORD_RANGE_TIMEOUT_MS
  std::string smsProvider = "outbox";                    // PANALO_SMS_PROVIDER (messaging/sender_factory.hpp)
  std::string emailProvider = "outbox";                  // PANALO_EMAIL_PROVIDER
  // PANALO_DEV_MESSAGES=1: the outbox provider may be used. It stores codes and
  // reset links in plain text, so without this the server refuses to start with it.
  bool devMessages = false;
  std::chrono::seconds outboxMaxAge{24 * 3600};    // PANALO_OUTBOX_MAX_AGE_S: older outbox messages are purged
  std::chrono::seconds housekeepingInterval{300};  // PANALO_HOUSEKEEPING_S: how often the purges run
  // How long one instance may reuse an access verdict (block lists, country
  // rules, ip_locks, maintenance) for an IP; instances agree within this.
  std::chrono::milliseconds accessCacheTtl{2000};  // PANALO_ACCESS_CACHE_MS (0: off)
  // The real-time channel (domains/realtime/channel_server.hpp), on PANALO_BIND.
  // PANALO_REALTIME_PORT; 0 (default): the kernel picks a free one and pages
  // ask GET /wps/realtime/endpoint, so several instances on one host never clash.
  std::uint16_t realtimePort = 0;
  std::string realtimePublicUrl;                 // PANALO_REALTIME_PUBLIC_URL: ws(s)://... behind a proxy
  std::size_t realtimeMaxConnections = 20000;    // PANALO_REALTIME_MAX_CONNECTIONS
  std::chrono::seconds realtimeKeep{24 * 3600};  // PANALO_REALTIME_KEEP_S: events kept for replays
  // PANALO_REALTIME_SESSION_CHECK_S: how soon a page whose session ended (logout
  // elsewhere, idle time) loses its channel.
  std::chrono::seconds realtimeSessionCheck{60};
  // SIGTERM: how long the instance may take to finish what it is answering
  // before it stops anyway (PANALO_DRAIN_TIMEOUT_S; 0: stop at once).
  std::chrono::seconds drainTimeout{30};
  // Who may read GET /metrics (PANALO_METRICS_ALLOW): the direct peer must be in
  // these ranges and the request must not have come through a proxy.
  net::IpRanges metricsAllowed = net::IpRanges::parse("127.0.0.0/8,::1/128");
};

using EnvLookup = std::function<std::optional<std::string>(const std::string&)>;

// Throws std::invalid_argument naming the variable at fault.
ServerConfig loadServerConfig(const EnvLookup& env);
// PANALO_TRUST_PROXY's value: "0" or "" for none, else ranges separated by commas
// or spaces. "1" (the old "trust any peer") is refused with what to write instead.
net::IpRanges parseTrustedProxies(const std::string& text);
// PANALO_ENVELOPE_MAX_SKEW_S, for the server and for panaloctl alike.
std::chrono::seconds envelopeMaxClockSkewFrom(const EnvLookup& env);
// Throws std::invalid_argument when a message provider is the plain-text outbox
// and devMessages is not set: the server must not start like that.
void requireDevMessagesForOutbox(const ServerConfig& config);
EnvLookup processEnvironment();

}  // namespace panalo::app
