// Slow routes (password hashing later) run on the worker pool: they must not
// hold up cheap requests, and a full queue answers 503 at once.
#include <nlohmann/json.hpp>

#include <atomic>
#include <optional>
#include <thread>
#include <vector>

#include "gated_server.hpp"

namespace {

using panalo::testing::httpRequest;
using Clock = std::chrono::steady_clock;
using panalo::testing::Gate;
using panalo::testing::GatedServer;

// Waits until `counter` reaches `count`; false after 10 s.
bool waitForCount(const std::atomic<int>& counter, int count) {
  const auto deadline = Clock::now() + std::chrono::seconds(10);
  while (counter.load() < count) {
    if (Clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return true;
}

class SlowRoutes : public ::testing::Test {
 protected:
  void start(int workers, std::size_t queue, std::chrono::seconds headerTimeout = std::chrono::seconds(5)) {
    site_ = std::make_unique<GatedServer>("/wps/test/slow", [&](panalo::app::ServerConfig& config) {
      config.threads = 1;  // one reactor thread: a blocking slow route would stall everything
      config.slowWorkers = workers;
      config.slowQueue = queue;
      config.headerTimeout = headerTimeout;
    });
  }
  std::string url(const std::string& path) const { return site_->url(path); }
  Gate& gate() { return site_->gate; }

  std::unique_ptr<GatedServer> site_;
};

TEST_F(SlowRoutes, CheapRequestsStayFastWhileSlowOnesRun) {
  start(2, 16);
  std::vector<std::thread> slow;
  slow.reserve(4);
  std::atomic<int> done{0};
  for (int i = 0; i < 4; ++i) {
    slow.emplace_back([&] {
      if (httpRequest("GET", url("/wps/test/slow")).status == 200) ++done;
    });
  }
  // Both workers are busy with slow requests (the other two wait in the queue).
  EXPECT_TRUE(gate().waitUntilRunning(2)) << "the slow requests never started";
  const auto cheap = httpRequest("GET", url("/wps/system/status"));
  // The slow ones cannot finish before the release, so a cheap answer that arrives
  // while none has finished did not wait for them (no clock: a loaded machine,
  // or a sanitizer build, stretches any time limit).
  EXPECT_EQ(done.load(), 0) << "a cheap request waited behind slow ones";
  EXPECT_EQ(gate().running(), 2) << "the queued slow requests must still be waiting";
  gate().release();
  for (auto& thread : slow) thread.join();
  EXPECT_EQ(cheap.status, 200);
  EXPECT_EQ(done.load(), 4);
}

TEST_F(SlowRoutes, AFullQueueAnswers503AtOnce) {
  start(1, 1);  // one worker, one queue slot
  std::vector<std::thread> clients;
  std::atomic<int> ok{0};
  std::atomic<int> busy{0};
  auto client = [&] {
    const auto response = httpRequest("GET", url("/wps/test/slow"));
    if (response.status == 200) ++ok;
    if (response.status == 503 && nlohmann::json::parse(response.body).at("code") == "service_unavailable") {
      ++busy;
    }
  };
  // The first request runs (the worker took it off the queue and blocks in the route) ...
  clients.emplace_back(client);
  EXPECT_TRUE(gate().waitUntilRunning(1)) << "the first slow request never started";
  // ... so of the next five exactly one fits in the queue and four are refused,
  // at once: they come back while the running one is still held.
  for (int i = 0; i < 5; ++i) clients.emplace_back(client);
  EXPECT_TRUE(waitForCount(busy, 4)) << "busy=" << busy.load() << ": the refusals waited";
  EXPECT_EQ(ok.load(), 0);
  EXPECT_EQ(gate().running(), 1) << "the queued request ran while the worker was busy";
  gate().release();
  for (auto& thread : clients) thread.join();
  EXPECT_EQ(ok.load(), 2) << "the running and the queued request finish";
  EXPECT_EQ(busy.load(), 4) << "the rest are refused, not queued without limit";
}

// A request the server is still answering is not a client slow to send its
// headers: Pistache's timer must not answer it 408 and close the connection
// (browsers resend a POST after that, and a sealed body sent twice is refused
// as a replay). Held for twice the header timeout, it still gets its answer.
TEST_F(SlowRoutes, ARequestBeingAnsweredOutlivesTheHeaderTimeout) {
  start(1, 4, std::chrono::seconds(1));
  std::optional<panalo::testing::HttpResult> answer;
  std::thread client([&] { answer = httpRequest("GET", url("/wps/test/slow"), "", {{"Connection", "keep-alive"}}); });
  EXPECT_TRUE(gate().waitUntilRunning(1)) << "the slow request never started";
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));  // past the timeout and the timer's next tick
  gate().release();
  client.join();
  ASSERT_TRUE(answer.has_value());
  EXPECT_EQ(answer->status, 200) << answer->body;
  EXPECT_EQ(nlohmann::json::parse(answer->body).at("value"), "done");
}

}  // namespace
