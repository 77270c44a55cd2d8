// Transport behaviour of the real server: envelope on errors, UI serving, limits.
#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

#include "api_server_fixture.hpp"
#include "platform/db/migrator.hpp"

namespace {

using nlohmann::json;
using panalo::testing::ApiServerFixture;
using panalo::testing::httpRequest;

using ServerBehaviour = ApiServerFixture;

TEST_F(ServerBehaviour, UnknownApiPathAnswersTheJsonEnvelope) {
  const panalo::testing::UncheckedByContract unchecked("a path the contract does not name, on purpose");
  const auto response = get("/wps/session/nothing");
  EXPECT_EQ(response.status, 404);
  const auto body = json::parse(response.body);
  EXPECT_EQ(body.at("success"), false);
  EXPECT_EQ(body.at("code"), "not_found");
  EXPECT_TRUE(body.at("message").is_string());
}

TEST_F(ServerBehaviour, WrongMethodIs405) {
  const panalo::testing::UncheckedByContract unchecked("a method the contract does not name, on purpose");
  const auto response = httpRequest("DELETE", url("/wps/system/status"));
  EXPECT_EQ(response.status, 405);
  EXPECT_EQ(json::parse(response.body).at("code"), "method_not_allowed");
}

TEST_F(ServerBehaviour, ServesTheUiWithSpaFallback) {
  for (const char* path : {"/", "/member", "/help", "/agentHome", "/lottery?gameCode=x"}) {
    const auto response = get(path);
    EXPECT_EQ(response.status, 200) << path;
    EXPECT_NE(response.body.find("<title>Panalo</title>"), std::string::npos) << path;
    EXPECT_EQ(response.headers.at("cache-control"), "no-cache") << path;
  }
  const auto asset = get("/assets/index-Bq3x9.js");
  EXPECT_EQ(asset.status, 200);
  EXPECT_EQ(asset.headers.at("cache-control"), "public, max-age=31536000, immutable");
  EXPECT_EQ(get("/assets/gone-123.js").status, 404);
}

TEST_F(ServerBehaviour, OversizedRequestIsRefusedAndServerKeepsServing) {
  // Over the 16 KiB limit, yet small enough that the whole request sits in the
  // socket buffers: the server reads all of it and answers before closing, so
  // the client always sees the answer (a megabyte could meet a reset instead).
  const std::string big(20 * 1024, 'a');
  // Pistache refuses it before routing, for any path: not an operation of the contract.
  const panalo::testing::UncheckedByContract unchecked("refused by the transport before routing");
  const auto response = httpRequest("POST", url("/wps/system/status"), big, {{"Content-Type", "application/json"}});
  EXPECT_EQ(response.status, 413);
  EXPECT_EQ(get("/wps/system/status").status, 200);
}

TEST_F(ServerBehaviour, HeadAnswersWithoutABody) {
  const auto response = httpRequest("HEAD", url("/wps/system/status"));
  EXPECT_EQ(response.status, 200);
  EXPECT_TRUE(response.body.empty());
}

TEST_F(ServerBehaviour, MigratingAgainChangesNothing) {
  pqxx::connection connection(database_->url());
  const auto result = panalo::db::migrate(connection);
  EXPECT_TRUE(result.applied.empty());
  EXPECT_EQ(result.alreadyApplied, panalo::db::embeddedMigrations().size());
}

TEST_F(ServerBehaviour, AChangedAppliedMigrationStopsTheRun) {
  auto files = panalo::db::embeddedMigrations();
  files.front().text += "\n-- edited after release\n";
  pqxx::connection connection(database_->url());
  EXPECT_THROW(panalo::db::migrate(connection, files), std::runtime_error);
}

TEST_F(ServerBehaviour, DemoDataLoadsTwiceWithTheSameResult) {
  pqxx::connection connection(database_->url());
  panalo::db::loadDemoData(connection);
  panalo::db::loadDemoData(connection);
  const auto url = services().system().settings.read("site.customer_service_url");
  ASSERT_TRUE(url.has_value());
  EXPECT_FALSE(url->get<std::string>().empty());
  services().system().settings.write("site.customer_service_url", "");
}

}  // namespace
