// Slow routes (password hashing later) run on the worker pool: they must not
// hold up cheap requests, and a full queue answers 503 at once.
#include <nlohmann/json.hpp>

#include <atomic>
#include <thread>
#include <vector>

#include "api_server_fixture.hpp"
#include "platform/http/envelope.hpp"

namespace {

using panalo::testing::httpRequest;
using Clock = std::chrono::steady_clock;

class SlowRoutes : public ::testing::Test {
 protected:
  void start(int workers, std::size_t queue) {
    database_ = std::make_unique<panalo::testing::TestDatabase>();
    panalo::app::ServerConfig config;
    config.databaseUrl = database_->url();
    config.port = 0;
    config.threads = 1;  // one reactor thread: a blocking slow route would stall everything
    config.slowWorkers = workers;
    config.slowQueue = queue;
    config.masterKeyBase64 = panalo::testing::kTestMasterKey;
    server_ = std::make_unique<panalo::app::ApiServer>(config, [](panalo::http::RouteTable& routes, auto&) {
      routes.add(
          "GET", "/wps/test/slow",
          [](const panalo::http::HttpRequest&) {
            std::this_thread::sleep_for(std::chrono::milliseconds(400));
            return panalo::http::okJson("done");
          },
          panalo::http::RouteCost::Slow);
    });
    server_->start();
  }
  std::string url(const std::string& path) const {
    return "http://127.0.0.1:" + std::to_string(server_->port()) + path;
  }

  std::unique_ptr<panalo::testing::TestDatabase> database_;
  std::unique_ptr<panalo::app::ApiServer> server_;
};

TEST_F(SlowRoutes, CheapRequestsStayFastWhileSlowOnesRun) {
  start(2, 16);
  std::vector<std::thread> slow;
  std::atomic<int> done{0};
  for (int i = 0; i < 4; ++i) {
    slow.emplace_back([&] {
      if (httpRequest("GET", url("/wps/test/slow")).status == 200) ++done;
    });
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));  // the slow ones are in flight
  const auto begin = Clock::now();
  const auto cheap = httpRequest("GET", url("/wps/system/status"));
  const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - begin);
  for (auto& thread : slow) thread.join();
  EXPECT_EQ(cheap.status, 200);
  EXPECT_LT(elapsed.count(), 300) << "a cheap request waited behind slow ones";
  EXPECT_EQ(done.load(), 4);
}

TEST_F(SlowRoutes, AFullQueueAnswers503AtOnce) {
  start(1, 1);
  std::vector<std::thread> clients;
  std::atomic<int> ok{0};
  std::atomic<int> busy{0};
  for (int i = 0; i < 6; ++i) {
    clients.emplace_back([&] {
      const auto response = httpRequest("GET", url("/wps/test/slow"));
      if (response.status == 200) ++ok;
      if (response.status == 503 &&
          nlohmann::json::parse(response.body).at("code") == "service_unavailable") {
        ++busy;
      }
    });
  }
  for (auto& client : clients) client.join();
  EXPECT_GE(ok.load(), 2) << "one running and one queued must finish";
  EXPECT_GE(busy.load(), 1) << "the rest are refused, not queued without limit";
  EXPECT_EQ(ok.load() + busy.load(), 6);
}

}  // namespace
