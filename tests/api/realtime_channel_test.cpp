// Issue 17 items 1 and 2: the real-time channel against two real server
// instances sharing one PostgreSQL. A page connected to either instance sees
// every change of its member within a second, resumes after a drop with the
// missed events exactly once, and sees nothing of other members.
#include <gtest/gtest.h>

#include <chrono>
#include <set>

#include "wallet_fixture.hpp"
#include "ws_test_client.hpp"

namespace panalo::testing {
namespace {

using namespace std::chrono_literals;

class RealtimeChannelTest : public WalletFixture {
 protected:
  static void SetUpTestSuite() {
    WalletFixture::SetUpTestSuite();
    // A second instance on the same database, as behind a balancer. It checks
    // sessions every second so that a logout is seen quickly.
    app::ServerConfig config;
    config.databaseUrl = database_->url();
    config.port = 0;
    config.threads = 2;
    config.masterKeyBase64 = kTestMasterKey;
    config.devMessages = true;
    config.migrateOnStart = false;
    config.realtimeSessionCheck = std::chrono::seconds(1);
    second_ = std::make_unique<app::ApiServer>(config);
    second_->start();
    for (auto* server : {server_.get(), second_.get()}) {
      const auto until = std::chrono::steady_clock::now() + 10s;
      while (!server->modules().realtime().channel.listening() && std::chrono::steady_clock::now() < until) {
        std::this_thread::sleep_for(20ms);
      }
      ASSERT_TRUE(server->modules().realtime().channel.listening());
    }
  }
  static void TearDownTestSuite() {
    second_.reset();
    WalletFixture::TearDownTestSuite();
  }

  static std::uint16_t firstPort() { return server_->modules().realtime().channel.port(); }
  static std::uint16_t secondPort() { return second_->modules().realtime().channel.port(); }

  // Says hello and returns the ready frame (fails the test without one).
  static json signIn(WsTestClient& page, const std::string& token, const json& resume = nullptr) {
    json hello{{"type", "hello"}, {"token", token}};
    if (!resume.is_null()) hello["resume"] = resume;
    page.send(hello);
    const auto ready = page.nextOf("ready");
    EXPECT_TRUE(ready.has_value()) << "no ready frame";
    return ready.value_or(json::object());
  }

  static void grant(const Player& player, const std::string& amount) {
    services().wallet().ledgerAdmin.adjust(player.account, amount, true, newKey(), "realtime test");
  }

  static std::string own(const Player& player) { return "m:" + std::to_string(player.id); }

  static inline std::unique_ptr<app::ApiServer> second_;
};

TEST_F(RealtimeChannelTest, TheEndpointNamesThisInstancesChannel) {
  const auto player = newPlayer();
  const auto answer = sendRaw("GET", "/wps/realtime/endpoint", "", player.token);
  ASSERT_EQ(answer.status, 200) << answer.body;
  const auto value = valueOf(answer);
  EXPECT_EQ(value.at("port"), firstPort());
  EXPECT_EQ(value.at("path"), "/realtime");
  EXPECT_EQ(value.at("url"), "");
  EXPECT_EQ(sendRaw("GET", "/wps/realtime/endpoint", "", std::nullopt).status, 401);
}

TEST_F(RealtimeChannelTest, ABalanceChangeReachesAPageOnTheOtherInstanceWithinASecond) {
  const auto player = newPlayer();
  WsTestClient page(secondPort());
  ASSERT_TRUE(page.opened());
  const auto ready = signIn(page, player.token);
  EXPECT_EQ(ready.at("memberId"), player.id);
  ASSERT_TRUE(ready.at("streams").contains(own(player)));
  ASSERT_TRUE(ready.at("streams").contains("all"));
  const auto start = ready.at("streams").at(own(player)).get<std::int64_t>();

  const auto before = std::chrono::steady_clock::now();
  grant(player, "12.50");  // written through the first instance's modules
  const auto event = page.nextOf("event", 1s);
  const auto took = std::chrono::steady_clock::now() - before;
  ASSERT_TRUE(event.has_value()) << "no balance event within a second";
  EXPECT_LT(took, 1s);
  EXPECT_EQ(event->at("stream"), own(player));
  EXPECT_EQ(event->at("seq"), start + 1);
  EXPECT_EQ(event->at("kind"), "balance");
  EXPECT_EQ(event->at("data").at("reason"), "adjustment");
  EXPECT_EQ(event->at("data").at("balances").at("main"), 1250);
}

TEST_F(RealtimeChannelTest, ADroppedPageResumesOnAnyInstanceWithTheMissedEventsExactlyOnce) {
  const auto player = newPlayer();
  std::int64_t seen = 0;
  {
    WsTestClient page(secondPort());
    ASSERT_TRUE(page.opened());
    signIn(page, player.token);
    grant(player, "1.00");
    const auto first = page.nextOf("event");
    ASSERT_TRUE(first.has_value());
    seen = first->at("seq").get<std::int64_t>();
  }  // the connection drops
  grant(player, "2.00");
  grant(player, "3.00");
  grant(player, "4.00");

  WsTestClient again(firstPort());
  ASSERT_TRUE(again.opened());
  const auto ready = signIn(again, player.token, {{own(player), seen}});
  EXPECT_EQ(ready.at("streams").at(own(player)), seen);
  std::vector<std::int64_t> seqs;
  std::vector<std::int64_t> mains;
  while (auto event = again.nextOf("event", 700ms)) {
    seqs.push_back(event->at("seq").get<std::int64_t>());
    mains.push_back(event->at("data").at("balances").at("main").get<std::int64_t>());
  }
  EXPECT_EQ(seqs, (std::vector<std::int64_t>{seen + 1, seen + 2, seen + 3}));
  EXPECT_EQ(mains, (std::vector<std::int64_t>{300, 600, 1000}));
  // And live again after the replay, still once.
  grant(player, "5.00");
  const auto live = again.nextOf("event");
  ASSERT_TRUE(live.has_value());
  EXPECT_EQ(live->at("seq"), seen + 4);
  EXPECT_FALSE(again.nextOf("event", 300ms).has_value());
}

TEST_F(RealtimeChannelTest, EventsOfOneTransactionArriveInOrderAndBigOnesAreReadBack) {
  const auto player = newPlayer();
  WsTestClient page(firstPort());
  ASSERT_TRUE(page.opened());
  const auto start = signIn(page, player.token).at("streams").at(own(player)).get<std::int64_t>();
  {
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    for (int i = 1; i <= 3; ++i) {
      tx.exec_params("SELECT realtime_publish($1, 'test', jsonb_build_object('n', $2::int))", own(player), i);
    }
    // Over NOTIFY's limit: the notification carries only the address.
    tx.exec_params("SELECT realtime_publish($1, 'test', jsonb_build_object('n', 4, 'pad', repeat('x', 9000)))",
                   own(player));
    tx.commit();
  }
  for (int n = 1; n <= 4; ++n) {
    const auto event = page.nextOf("event");
    ASSERT_TRUE(event.has_value()) << n;
    EXPECT_EQ(event->at("seq"), start + n);
    EXPECT_EQ(event->at("data").at("n"), n);
  }
  EXPECT_FALSE(page.nextOf("event", 300ms).has_value());
}

TEST_F(RealtimeChannelTest, APageTooFarBehindIsToldToReload) {
  const auto player = newPlayer();
  {
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    tx.exec_params("SELECT realtime_publish($1, 'test', '{}') FROM generate_series(1, 1100)", own(player));
    tx.commit();
  }
  WsTestClient page(secondPort());
  ASSERT_TRUE(page.opened());
  const auto ready = signIn(page, player.token, {{own(player), 2}});
  EXPECT_EQ(ready.at("streams").at(own(player)), 1100);
  const auto reset = page.nextOf("reset");
  ASSERT_TRUE(reset.has_value());
  EXPECT_EQ(reset->at("stream"), own(player));
  EXPECT_EQ(reset->at("position"), 1100);
  EXPECT_FALSE(page.nextOf("event", 300ms).has_value());
}

TEST_F(RealtimeChannelTest, APageSeesOnlyItsOwnMembersEvents) {
  const auto alice = newPlayer();
  const auto bob = newPlayer();
  WsTestClient page(firstPort());
  ASSERT_TRUE(page.opened());
  signIn(page, alice.token);
  grant(bob, "9.00");
  EXPECT_FALSE(page.nextOf("event", 400ms).has_value());
  // Following someone else's stream, or one no domain owns, is refused.
  for (const auto& stream : {own(bob), std::string("room:1"), std::string("nobody:1")}) {
    page.send({{"type", "subscribe"}, {"stream", stream}});
    const auto error = page.nextOf("error");
    ASSERT_TRUE(error.has_value()) << stream;
    EXPECT_EQ(error->at("code"), "not_found");
  }
  grant(bob, "1.00");
  EXPECT_FALSE(page.nextOf("event", 400ms).has_value());
  page.send({{"type", "ping"}});
  EXPECT_TRUE(page.nextOf("pong").has_value());
}

TEST_F(RealtimeChannelTest, PagesThatCannotSignInAreClosedWithTheReason) {
  {
    WsTestClient page(firstPort());
    ASSERT_TRUE(page.opened());
    page.send({{"type", "hello"}, {"token", "not-a-session-token"}});
    const auto error = page.nextOf("error");
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->at("code"), "not_logged_in");
    EXPECT_EQ(page.closedWith(), 4401);
  }
  {
    WsTestClient page(firstPort());
    page.send({{"type", "ping"}});  // before hello
    EXPECT_EQ(page.closedWith(), 4401);
  }
  const auto player = newPlayer();
  for (const auto* text :
       {"{\"type\":", "[1,2]", "{\"type\":\"subscribe\",\"stream\":\"x'; DROP TABLE members;--\"}"}) {
    WsTestClient page(firstPort());
    signIn(page, player.token);
    page.sendText(text);
    const auto error = page.nextOf("error");
    ASSERT_TRUE(error.has_value()) << text;
    EXPECT_EQ(error->at("code"), "invalid_parameter");
    EXPECT_EQ(page.closedWith(), 4400) << text;
  }
  {
    WsTestClient page(firstPort());
    signIn(page, player.token);
    page.sendBinary(std::string("\x00\x01", 2));
    EXPECT_EQ(page.closedWith(), 4400);
  }
  {
    WsTestClient page(firstPort());
    page.sendText(std::string(8192, 'a'));  // over the channel's frame limit
    EXPECT_TRUE(page.closedWith().has_value());
  }
  WsTestClient elsewhere(firstPort(), "/other");
  EXPECT_FALSE(elsewhere.opened());
  EXPECT_EQ(elsewhere.httpStatus(), 404);
  // The members table is still there and the player still signs in.
  WsTestClient page(firstPort());
  EXPECT_EQ(signIn(page, player.token).at("memberId"), player.id);
}

TEST_F(RealtimeChannelTest, LoggingOutEndsThePagesChannel) {
  const auto player = newPlayer();
  WsTestClient page(secondPort());
  ASSERT_TRUE(page.opened());
  signIn(page, player.token);
  ASSERT_EQ(sendRaw("DELETE", "/wps/session/logout", "", player.token).status, 200);
  EXPECT_EQ(page.closedWith(5s), 4401);
  // A new page with the ended token is refused at once.
  WsTestClient after(secondPort());
  after.send({{"type", "hello"}, {"token", player.token}});
  EXPECT_EQ(after.closedWith(), 4401);
}

TEST_F(RealtimeChannelTest, MessagesGoToTheMemberAndBroadcastsToEveryPage) {
  const auto player = newPlayer();
  WsTestClient page(firstPort());
  ASSERT_TRUE(page.opened());
  signIn(page, player.token);
  services().messages().messages.send("member", player.account, {{"en", "Hello", "Welcome", false}});
  const auto message = page.nextOf("event");
  ASSERT_TRUE(message.has_value());
  EXPECT_EQ(message->at("kind"), "message");
  EXPECT_EQ(message->at("stream"), own(player));
  // A broadcast goes to the "all" stream every page follows.
  services().messages().messages.send("all", "", {{"en", "News", "For everyone", false}});
  const auto broadcast = page.nextOf("event");
  ASSERT_TRUE(broadcast.has_value());
  EXPECT_EQ(broadcast->at("stream"), "all");
  EXPECT_EQ(broadcast->at("data").at("audience"), "all");
}

}  // namespace
}  // namespace panalo::testing
