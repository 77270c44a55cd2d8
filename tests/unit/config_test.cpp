#include <gtest/gtest.h>

#include <map>

#include "app/config.hpp"
#include "platform/db/migrator.hpp"

namespace {

using panalo::app::loadServerConfig;

const std::string kKey = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";  // 32 bytes

panalo::app::EnvLookup envFrom(const std::map<std::string, std::string>& values) {
  return [values](const std::string& name) -> std::optional<std::string> {
    auto it = values.find(name);
    if (it == values.end()) return std::nullopt;
    return it->second;
  };
}

TEST(ServerConfig, DefaultsSuitTheLocalStart) {
  const auto config = loadServerConfig(envFrom({{"DATABASE_URL", "postgresql://x"}, {"PANALO_MASTER_KEY", kKey}}));
  EXPECT_EQ(config.port, 8080);
  EXPECT_EQ(config.bindAddress, "127.0.0.1");
  EXPECT_TRUE(config.trustedProxies.empty());
  EXPECT_FALSE(config.devMessages);
  EXPECT_EQ(config.envelopeMaxClockSkew.count(), 60);
  EXPECT_LE(config.headerTimeout.count(), 10) << "Pistache's 60 s default is too generous";
}

TEST(ServerConfig, ReadsOverrides) {
  const auto config = loadServerConfig(envFrom({{"DATABASE_URL", "postgresql://x"},
                                                {"PANALO_MASTER_KEY", kKey},
                                                {"PANALO_PORT", "0"},
                                                {"PANALO_TRUST_PROXY", "10.0.0.0/8, fd00::/8"},
                                                {"PANALO_DEV_MESSAGES", "1"},
                                                {"PANALO_OUTBOX_MAX_AGE_S", "3600"},
                                                {"PANALO_HOUSEKEEPING_S", "30"},
                                                {"PANALO_MAX_REQUEST_BYTES", "8192"}}));
  EXPECT_EQ(config.port, 0);
  EXPECT_EQ(config.trustedProxies.text(), "10.0.0.0/8,fd00::/8");
  EXPECT_TRUE(config.devMessages);
  EXPECT_EQ(config.outboxMaxAge.count(), 3600);
  EXPECT_EQ(config.housekeepingInterval.count(), 30);
  EXPECT_EQ(config.maxRequestBytes, 8192u);
  EXPECT_TRUE(
      loadServerConfig(envFrom({{"DATABASE_URL", "x"}, {"PANALO_MASTER_KEY", kKey}, {"PANALO_TRUST_PROXY", "0"}}))
          .trustedProxies.empty());
}

TEST(ServerConfig, TrustProxyTakesRangesNotOne) {
  for (const char* old : {"1", "true", "on"}) {
    try {
      loadServerConfig(envFrom({{"DATABASE_URL", "x"}, {"PANALO_MASTER_KEY", kKey}, {"PANALO_TRUST_PROXY", old}}));
      FAIL() << old << " was accepted";
    } catch (const std::invalid_argument& error) {
      EXPECT_NE(std::string(error.what()).find("10.0.0.0/8"), std::string::npos) << "says what to write instead";
    }
  }
  try {
    loadServerConfig(envFrom(
        {{"DATABASE_URL", "x"}, {"PANALO_MASTER_KEY", kKey}, {"PANALO_TRUST_PROXY", "10.0.0.0/8, lb.internal"}}));
    FAIL() << "a host name was accepted";
  } catch (const std::invalid_argument& error) {
    EXPECT_NE(std::string(error.what()).find("PANALO_TRUST_PROXY: 'lb.internal'"), std::string::npos) << error.what();
  }
}

TEST(ServerConfig, TheOutboxNeedsDevMessages) {
  auto config = loadServerConfig(envFrom({{"DATABASE_URL", "x"}, {"PANALO_MASTER_KEY", kKey}}));
  try {
    panalo::app::requireDevMessagesForOutbox(config);
    FAIL() << "the plain-text outbox was allowed";
  } catch (const std::invalid_argument& error) {
    EXPECT_NE(std::string(error.what()).find("PANALO_DEV_MESSAGES=1"), std::string::npos) << error.what();
  }
  config.devMessages = true;
  EXPECT_NO_THROW(panalo::app::requireDevMessagesForOutbox(config));
  config.devMessages = false;
  config.smsProvider = config.emailProvider = "gateway";  // a real provider needs no permission
  EXPECT_NO_THROW(panalo::app::requireDevMessagesForOutbox(config));
}

TEST(ServerConfig, RefusesBadValuesNamingTheVariable) {
  EXPECT_THROW(loadServerConfig(envFrom({})), std::invalid_argument);
  EXPECT_THROW(loadServerConfig(envFrom({{"DATABASE_URL", "postgresql://x"}})), std::invalid_argument)
      << "the master key is required";
  try {
    loadServerConfig(
        envFrom({{"DATABASE_URL", "postgresql://x"}, {"PANALO_MASTER_KEY", kKey}, {"PANALO_PORT", "80a"}}));
    FAIL() << "expected an error";
  } catch (const std::invalid_argument& error) {
    EXPECT_NE(std::string(error.what()).find("PANALO_PORT"), std::string::npos);
  }
  EXPECT_THROW(
      loadServerConfig(envFrom({{"DATABASE_URL", "x"}, {"PANALO_MASTER_KEY", kKey}, {"PANALO_PORT", "70000"}})),
      std::invalid_argument);
  EXPECT_THROW(
      loadServerConfig(envFrom({{"DATABASE_URL", "x"}, {"PANALO_MASTER_KEY", kKey}, {"PANALO_TRUST_PROXY", "maybe"}})),
      std::invalid_argument);
}

TEST(ServerConfig, ReadsTheProductionShapeSettings) {
  const auto defaults = loadServerConfig(envFrom({{"DATABASE_URL", "postgresql://x"}, {"PANALO_MASTER_KEY", kKey}}));
  EXPECT_TRUE(defaults.replicaUrl.empty()) << "no replica: every read goes to the primary";
  EXPECT_EQ(defaults.drainTimeout.count(), 30);
  EXPECT_TRUE(defaults.metricsAllowed.contains("127.0.0.1"));
  EXPECT_FALSE(defaults.metricsAllowed.contains("10.1.2.3"));
  const auto config = loadServerConfig(envFrom({{"DATABASE_URL", "postgresql://x"},
                                                {"PANALO_MASTER_KEY", kKey},
                                                {"PANALO_DATABASE_REPLICA_URL", "postgresql://replica/panalo"},
                                                {"PANALO_REPLICA_MAX_LAG_MS", "250"},
                                                {"PANALO_DRAIN_TIMEOUT_S", "5"},
                                                {"PANALO_METRICS_ALLOW", "10.0.0.0/8"}}));
  EXPECT_EQ(config.replicaUrl, "postgresql://replica/panalo");
  EXPECT_EQ(config.replicaMaxLag.count(), 250);
  EXPECT_EQ(config.drainTimeout.count(), 5);
  EXPECT_TRUE(config.metricsAllowed.contains("10.1.2.3"));
  EXPECT_FALSE(config.metricsAllowed.contains("127.0.0.1"));
  try {
    loadServerConfig(
        envFrom({{"DATABASE_URL", "postgresql://x"}, {"PANALO_MASTER_KEY", kKey}, {"PANALO_METRICS_ALLOW", "inside"}}));
    FAIL() << "expected an error";
  } catch (const std::invalid_argument& error) {
    EXPECT_NE(std::string(error.what()).find("PANALO_METRICS_ALLOW"), std::string::npos);
  }
  EXPECT_THROW(
      loadServerConfig(
          envFrom({{"DATABASE_URL", "postgresql://x"}, {"PANALO_MASTER_KEY", kKey}, {"PANALO_DRAIN_TIMEOUT_S", "-1"}})),
      std::invalid_argument);
}

TEST(MigrationVersion, ComesFromTheFileNamePrefix) {
  EXPECT_EQ(panalo::db::migrationVersion("0001_site_shell.sql"), 1);
  EXPECT_EQ(panalo::db::migrationVersion("0042_wallets.sql"), 42);
  EXPECT_THROW(panalo::db::migrationVersion("site.sql"), std::invalid_argument);
  EXPECT_THROW(panalo::db::migrationVersion("0001site.sql"), std::invalid_argument);
}

TEST(EmbeddedMigrations, AreOrderedAndUnique) {
  const auto& files = panalo::db::embeddedMigrations();
  ASSERT_FALSE(files.empty());
  int previous = 0;
  for (const auto& file : files) {
    const int version = panalo::db::migrationVersion(file.name);
    EXPECT_GT(version, previous) << file.name;
    previous = version;
  }
}

}  // namespace
