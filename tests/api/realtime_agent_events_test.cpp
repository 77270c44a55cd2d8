// Issue 17 item 2: an agent's contract requests reach its open pages through
// the real-time channel (the contract popup opens from them): a new offer goes
// to its holder, the answer back to the grantor, a termination request to the
// other party.
#include <gtest/gtest.h>

#include "agents_fixture.hpp"
#include "ws_test_client.hpp"

namespace panalo::testing {
namespace {

class RealtimeAgentEvents : public AgentsFixture {
 protected:
  static std::unique_ptr<WsTestClient> pageOf(const Player& agent) {
    auto page = std::make_unique<WsTestClient>(server_->modules().realtime().channel.port());
    page->send({{"type", "hello"}, {"token", agent.token}});
    EXPECT_TRUE(page->nextOf("ready").has_value());
    return page;
  }
  // The next contract event on `page` (skipping balance and other kinds).
  static json contractEvent(WsTestClient& page) {
    for (;;) {
      const auto event = page.nextOf("event");
      if (!event) return json();
      if (event->at("kind") == "contract") return event->at("data");
    }
  }
};

TEST_F(RealtimeAgentEvents, OffersAnswersAndTerminationRequestsArePushed) {
  const auto top = newAgent();
  const auto middle = newAgent();
  linkUpline(middle.id, top.id);
  grant(top.account, "daily", "daily", {{"3.00", 0, "0", "0"}});
  const auto topPage = pageOf(top);
  const auto middlePage = pageOf(middle);

  const json offer{
      {"account", middle.account},
      {"kind", "daily"},
      {"period", "daily"},
      {"tiers",
       json::array({{{"rate", "2.00"}, {"minActiveMembers", 0}, {"minValidBet", "0"}, {"minProfitLoss", "0"}}})}};
  auto result = post("/wps/agent/contracts", offer, top.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto id = valueOf(result).at("id").get<std::int64_t>();
  auto pushed = contractEvent(*middlePage);
  EXPECT_EQ(pushed.at("contractId"), id);
  EXPECT_EQ(pushed.at("request"), "new");
  EXPECT_EQ(pushed.at("kind"), "daily");

  result = post("/wps/agent/contracts/process", {{"contractId", id}, {"action", "accept"}}, middle.token);
  ASSERT_EQ(result.status, 200) << result.body;
  pushed = contractEvent(*topPage);
  EXPECT_EQ(pushed.at("contractId"), id);
  EXPECT_EQ(pushed.at("status"), "active");

  result = post("/wps/agent/contracts/process", {{"contractId", id}, {"action", "terminate"}}, middle.token);
  ASSERT_EQ(result.status, 200) << result.body;
  pushed = contractEvent(*topPage);
  EXPECT_EQ(pushed.at("contractId"), id);
  EXPECT_EQ(pushed.at("request"), "termination");
  // The holder who asked does not get its own request back.
  EXPECT_FALSE(middlePage->nextOf("event", std::chrono::milliseconds(300)).has_value());
}

}  // namespace
}  // namespace panalo::testing
