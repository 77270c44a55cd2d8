#include <gtest/gtest.h>

#include <map>

#include "app/config.hpp"
#include "platform/db/migrator.hpp"

namespace {

using panalo::app::loadServerConfig;

const std::string kKey = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=";  // 32 bytes

panalo::app::EnvLookup envFrom(std::map<std::string, std::string> values) {
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
  EXPECT_FALSE(config.trustProxy);
  EXPECT_LE(config.headerTimeout.count(), 10) << "Pistache's 60 s default is too generous";
}

TEST(ServerConfig, ReadsOverrides) {
  const auto config = loadServerConfig(envFrom({{"DATABASE_URL", "postgresql://x"},
                                                {"PANALO_MASTER_KEY", kKey},
                                                {"PANALO_PORT", "0"},
                                                {"PANALO_TRUST_PROXY", "1"},
                                                {"PANALO_MAX_REQUEST_BYTES", "8192"}}));
  EXPECT_EQ(config.port, 0);
  EXPECT_TRUE(config.trustProxy);
  EXPECT_EQ(config.maxRequestBytes, 8192u);
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
