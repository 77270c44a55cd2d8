#include "app/config.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <stdexcept>
#include <thread>
#include <utility>

#include "platform/messaging/sender_factory.hpp"

namespace panalo::app {
namespace {

long long parseWhole(const std::string& name, const std::string& text, long long min, long long max) {
  long long value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || stop != end || value < min || value > max) {
    throw std::invalid_argument(name + " must be a whole number from " + std::to_string(min) + " to " +
                                std::to_string(max) + ", not '" + text + "'");
  }
  return value;
}

bool parseFlag(const std::string& name, const std::string& text) {
  if (text == "1" || text == "true" || text == "yes" || text == "on") return true;
  if (text == "0" || text == "false" || text == "no" || text == "off") return false;
  throw std::invalid_argument(name + " must be 1 or 0, not '" + text + "'");
}

}  // namespace

net::IpRanges parseTrustedProxies(const std::string& text) {
  if (text.empty() || text == "0" || text == "false" || text == "no" || text == "off") return {};
  if (text == "1" || text == "true" || text == "yes" || text == "on") {
    throw std::invalid_argument(
        "PANALO_TRUST_PROXY lists the address ranges of your proxies (e.g. \"10.0.0.0/8, fd00::/8\"), not '" + text +
        "': only their X-Forwarded-For is believed, read from the right to the first address outside them");
  }
  try {
    return net::IpRanges::parse(text);
  } catch (const std::invalid_argument& error) {
    throw std::invalid_argument(std::string("PANALO_TRUST_PROXY: ") + error.what() +
                                " (write ranges such as 10.0.0.0/8 or 2001:db8::/32, separated by commas)");
  }
}

std::chrono::seconds envelopeMaxClockSkewFrom(const EnvLookup& env) {
  const auto text = env("PANALO_ENVELOPE_MAX_SKEW_S");
  return std::chrono::seconds(text ? parseWhole("PANALO_ENVELOPE_MAX_SKEW_S", *text, 5, 3600) : 60);
}

void requireDevMessagesForOutbox(const ServerConfig& config) {
  const std::pair<const char*, std::string> providers[] = {{"PANALO_SMS_PROVIDER", config.smsProvider},
                                                           {"PANALO_EMAIL_PROVIDER", config.emailProvider}};
  for (const auto& [variable, provider] : providers) {
    if (provider == messaging::kOutboxProvider && !config.devMessages) {
      throw std::invalid_argument(std::string(variable) +
                                  " is \"outbox\", which stores verification codes and reset links in plain text "
                                  "in the database: for development and tests only. Set PANALO_DEV_MESSAGES=1 to "
                                  "allow it there, or plug in a real provider (README.md, \"Verification codes and "
                                  "message providers\")");
    }
  }
}

ServerConfig loadServerConfig(const EnvLookup& env) {
  ServerConfig config;
  const unsigned cores = std::thread::hardware_concurrency();
  config.threads = static_cast<int>(cores == 0 ? 2 : cores);

  auto whole = [&](const char* name, long long min, long long max, long long fallback) {
    const auto text = env(name);
    return text ? parseWhole(name, *text, min, max) : fallback;
  };
  auto flag = [&](const char* name, bool fallback) {
    const auto text = env(name);
    return text ? parseFlag(name, *text) : fallback;
  };

  if (auto bind = env("PANALO_BIND")) config.bindAddress = *bind;
  config.port = static_cast<std::uint16_t>(whole("PANALO_PORT", 0, 65535, config.port));
  config.threads = static_cast<int>(whole("PANALO_THREADS", 1, 256, config.threads));
  // Hashing threads run at background priority, so the server's request threads
  // preempt them; one core still stays free by default, because those priorities
  // do not order the server against other processes (PostgreSQL, other programs
  // live in other scheduling groups) and because a login needs CPU beyond its hash
  // (HPKE, PostgreSQL, HTTP): on 2 cores, hashing on both gave more logins per
  // second but only 0.69-0.76 of the 2-thread hash rate and a cheap-endpoint p99
  // up to 2x its idle value (benchmarks/run-login-storm.sh).
  config.hashThreads = static_cast<int>(whole("PANALO_HASH_THREADS", 1, 256, std::max(1, config.threads - 1)));
  // Twice as many slow-route threads as hashing slots: while one request waits
  // on PostgreSQL another hashes, so logins keep up with the hash rate.
  config.slowWorkers = static_cast<int>(whole("PANALO_SLOW_WORKERS", 1, 512, 2 * config.hashThreads));
  config.slowQueue =
      static_cast<std::size_t>(whole("PANALO_SLOW_QUEUE", 1, 100000, static_cast<long long>(config.slowQueue)));
  config.databasePoolSize =
      static_cast<std::size_t>(whole("PANALO_DB_POOL_SIZE", 1, 512, static_cast<long long>(config.databasePoolSize)));
  if (auto ui = env("PANALO_UI_DIR")) config.uiDir = *ui;
  if (auto proxies = env("PANALO_TRUST_PROXY")) config.trustedProxies = parseTrustedProxies(*proxies);
  config.migrateOnStart = flag("PANALO_MIGRATE_ON_START", config.migrateOnStart);
  config.maxRequestBytes = static_cast<std::size_t>(
      whole("PANALO_MAX_REQUEST_BYTES", 4096, 64LL * 1024 * 1024, static_cast<long long>(config.maxRequestBytes)));
  config.headerTimeout = std::chrono::seconds(whole("PANALO_HEADER_TIMEOUT_S", 1, 300, config.headerTimeout.count()));
  config.bodyTimeout = std::chrono::seconds(whole("PANALO_BODY_TIMEOUT_S", 1, 300, config.bodyTimeout.count()));
  config.keepaliveTimeout =
      std::chrono::seconds(whole("PANALO_KEEPALIVE_TIMEOUT_S", 1, 3600, config.keepaliveTimeout.count()));

  config.payloadKeyGrace =
      std::chrono::seconds(whole("PANALO_PAYLOAD_KEY_GRACE_S", 0, 30LL * 24 * 3600, config.payloadKeyGrace.count()));
  config.envelopeMaxClockSkew = envelopeMaxClockSkewFrom(env);
  config.sessionIdleTimeout =
      std::chrono::seconds(whole("PANALO_SESSION_IDLE_S", 1, 7LL * 24 * 3600, config.sessionIdleTimeout.count()));
  config.sessionLifetime =
      std::chrono::seconds(whole("PANALO_SESSION_LIFETIME_S", 1, 30LL * 24 * 3600, config.sessionLifetime.count()));
  config.sessionRememberMeLifetime = std::chrono::seconds(
      whole("PANALO_SESSION_REMEMBER_S", 1, 30LL * 24 * 3600, config.sessionRememberMeLifetime.count()));
  config.loginLimitWindow =
      std::chrono::seconds(whole("PANALO_LOGIN_WINDOW_S", 1, 24 * 3600, config.loginLimitWindow.count()));
  config.loginMaxFailuresPerAccount =
      whole("PANALO_LOGIN_MAX_PER_ACCOUNT", 1, 1000000, config.loginMaxFailuresPerAccount);
  config.loginMaxFailuresPerIp = whole("PANALO_LOGIN_MAX_PER_IP", 1, 10000000, config.loginMaxFailuresPerIp);
  config.loginMaxFailuresPerDevice = whole("PANALO_LOGIN_MAX_PER_DEVICE", 1, 1000000, config.loginMaxFailuresPerDevice);
  config.loginIpLockDuration =
      std::chrono::seconds(whole("PANALO_LOGIN_IP_LOCK_S", 1, 30LL * 24 * 3600, config.loginIpLockDuration.count()));
  config.registrationWindow =
      std::chrono::seconds(whole("PANALO_REGISTER_WINDOW_S", 1, 24 * 3600, config.registrationWindow.count()));
  config.registrationCaptchaAfter = whole("PANALO_REGISTER_CAPTCHA_AFTER", 0, 1000000, config.registrationCaptchaAfter);
  config.registrationMaxPerNetwork =
      whole("PANALO_REGISTER_MAX_PER_NETWORK", 1, 10000000, config.registrationMaxPerNetwork);
  if (auto url = env("PANALO_PASSWORD_RANGE_URL")) {
    if (!url->empty() && url->rfind("https://", 0) != 0 && url->rfind("http://", 0) != 0) {
      throw std::invalid_argument("PANALO_PASSWORD_RANGE_URL must start with https:// (or http:// for a local source)");
    }
    config.passwordRangeUrl = *url;
  }
  config.passwordRangeTimeout = std::chrono::milliseconds(
      whole("PANALO_PASSWORD_RANGE_TIMEOUT_MS", 100, 60000, config.passwordRangeTimeout.count()));
  // Unknown names are refused when the services are built (sender_factory.cpp).
  if (auto provider = env("PANALO_SMS_PROVIDER")) config.smsProvider = *provider;
  if (auto provider = env("PANALO_EMAIL_PROVIDER")) config.emailProvider = *provider;
  config.devMessages = flag("PANALO_DEV_MESSAGES", config.devMessages);
  config.outboxMaxAge =
      std::chrono::seconds(whole("PANALO_OUTBOX_MAX_AGE_S", 60, 365LL * 24 * 3600, config.outboxMaxAge.count()));
  config.housekeepingInterval =
      std::chrono::seconds(whole("PANALO_HOUSEKEEPING_S", 1, 24 * 3600, config.housekeepingInterval.count()));
  config.accessCacheTtl =
      std::chrono::milliseconds(whole("PANALO_ACCESS_CACHE_MS", 0, 10000, config.accessCacheTtl.count()));
  config.realtimePort = static_cast<std::uint16_t>(whole("PANALO_REALTIME_PORT", 0, 65535, config.realtimePort));
  if (auto url = env("PANALO_REALTIME_PUBLIC_URL")) {
    if (!url->empty() && url->rfind("wss://", 0) != 0 && url->rfind("ws://", 0) != 0) {
      throw std::invalid_argument("PANALO_REALTIME_PUBLIC_URL must start with wss:// (or ws:// without TLS)");
    }
    config.realtimePublicUrl = *url;
  }
  config.realtimeMaxConnections = static_cast<std::size_t>(
      whole("PANALO_REALTIME_MAX_CONNECTIONS", 1, 1000000, static_cast<long long>(config.realtimeMaxConnections)));
  config.realtimeKeep =
      std::chrono::seconds(whole("PANALO_REALTIME_KEEP_S", 60, 30LL * 24 * 3600, config.realtimeKeep.count()));
  config.realtimeSessionCheck =
      std::chrono::seconds(whole("PANALO_REALTIME_SESSION_CHECK_S", 1, 3600, config.realtimeSessionCheck.count()));
  const auto masterKey = env("PANALO_MASTER_KEY");
  if (!masterKey || masterKey->empty()) {
    throw std::invalid_argument("PANALO_MASTER_KEY is not set (32 bytes in base64: openssl rand -base64 32)");
  }
  config.masterKeyBase64 = *masterKey;

  const auto url = env("DATABASE_URL");
  if (!url || url->empty()) {
    throw std::invalid_argument("DATABASE_URL is not set (ci/start.sh sets it for the embedded database)");
  }
  config.databaseUrl = *url;
  if (auto replica = env("PANALO_DATABASE_REPLICA_URL")) config.replicaUrl = *replica;
  config.replicaMaxLag =
      std::chrono::milliseconds(whole("PANALO_REPLICA_MAX_LAG_MS", 0, 3600000, config.replicaMaxLag.count()));
  config.drainTimeout = std::chrono::seconds(whole("PANALO_DRAIN_TIMEOUT_S", 0, 3600, config.drainTimeout.count()));
  if (auto ranges = env("PANALO_METRICS_ALLOW")) {
    try {
      config.metricsAllowed = net::IpRanges::parse(*ranges);
    } catch (const std::invalid_argument& error) {
      throw std::invalid_argument(std::string("PANALO_METRICS_ALLOW: ") + error.what());
    }
  }
  return config;
}

EnvLookup processEnvironment() {
  return [](const std::string& name) -> std::optional<std::string> {
    const char* value = std::getenv(name.c_str());
    if (value == nullptr) return std::nullopt;
    return std::string(value);
  };
}

}  // namespace panalo::app
