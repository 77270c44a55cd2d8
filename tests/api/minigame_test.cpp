// The mini game (issue 17 item 5) against the real server and PostgreSQL: a
// spin pays its prize once (a bonus through the ledger, points through the
// points journal); a second spin in the period is refused and pays nothing;
// a retry with the same key answers with the same spin; concurrent spins pay
// once; trial accounts and a closed wheel are refused; the spin recomputed
// from the revealed server seed is the one recorded; bad input is answered
// with its key and changes nothing.
#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "panalo/minigame/wheel.hpp"
#include "panalo/originals/fair.hpp"
#include "panaloctl_run.hpp"
#include "payment_fixture.hpp"
#include "platform/core/domain_error.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::PaymentFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;
using Segments = std::vector<panalo::services::WheelSegment>;

class Minigame : public PaymentFixture {
 protected:
  void SetUp() override {
    // Each test starts from a wheel it names; the config row is shared by the suite.
    wheel({{0, 1, "bonus", 150}, {1, 3, "bonus", 250}});
    schedule(true, "daily");
  }
  static void wheel(const Segments& segments) { services().minigame().minigame.replaceSegments(segments); }
  static void schedule(bool enabled, const std::string& period) {
    services().minigame().minigame.setSchedule(enabled, period, "Asia/Manila");
  }
  static HttpResult state(const std::string& token) { return sendRaw("GET", "/wps/v2/minigame", "", token); }
  static HttpResult spin(const std::string& token, const std::string& key) {
    return sendRaw("POST", "/wps/v2/minigame/spin", json{{"idempotencyKey", key}}.dump(), token);
  }
  static HttpResult spinRaw(const std::string& token, const std::string& body) {
    return sendRaw("POST", "/wps/v2/minigame/spin", body, token);
  }
  static HttpResult rotate(const std::string& token, const json& body = json::object()) {
    return sendRaw("POST", "/wps/v2/minigame/seed/rotate", body.dump(), token);
  }
  static HttpResult verify(const std::string& token, const std::string& spinId) {
    return sendRaw("GET", "/wps/v2/minigame/spins/verify?spinId=" + spinId, "", token);
  }
  static std::int64_t bonusJournals(std::int64_t memberId) {
    return countRows("SELECT count(*) FROM ledger_journals WHERE kind = 'bonus' AND member_id = " +
                     std::to_string(memberId));
  }
  static std::int64_t pointsOf(const std::string& token) {
    return valueOf(sendRaw("GET", "/wps/points/balance", "", token)).at("points").get<std::int64_t>();
  }
  // The ledger, the points journal, the spins and the seeds' nonces: equal means nothing happened.
  static std::string snapshot() {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return ledgerSnapshot() + "|" +
           tx.exec1(
                 "SELECT (SELECT count(*) FROM points_journal) || '/' || (SELECT count(*) FROM minigame_spins) || '/' "
                 "|| (SELECT coalesce(string_agg(id || ':' || next_nonce, ',' ORDER BY id), '') FROM minigame_seeds)")
               [0]
                   .as<std::string>();
  }
};

TEST_F(Minigame, ABonusSpinPaysOnceAndASecondSpinInThePeriodIsRefused) {
  const auto player = newPlayer();
  auto result = state(player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto before = valueOf(result);
  EXPECT_EQ(before.at("enabled"), true);
  EXPECT_EQ(before.at("available"), true);
  EXPECT_TRUE(before.at("nextAt").is_null());
  EXPECT_EQ(before.at("segments").size(), 2U);
  EXPECT_EQ(before.at("segments")[1].at("amount"), "2.50");
  EXPECT_EQ(before.at("seed").at("nonce"), 0);

  const auto key = newKey();
  result = spin(player.token, key);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto spun = valueOf(result);
  EXPECT_EQ(spun.at("kind"), "bonus");
  EXPECT_EQ(spun.at("paid"), true);
  EXPECT_EQ(spun.at("replayed"), false);
  EXPECT_EQ(spun.at("serverSeedHash"), before.at("seed").at("serverSeedHash"));
  EXPECT_TRUE(spun.at("serverSeed").is_null()) << "the seed is revealed only when rotated";
  const std::string amount = spun.at("amount");
  EXPECT_TRUE(amount == "1.50" || amount == "2.50") << amount;
  EXPECT_EQ(mainBalance(player.token), amount);
  EXPECT_EQ(bonusJournals(player.id), 1);

  // A retry: the same spin, nothing paid again. Another key: refused, nothing moves.
  const auto after = snapshot();
  result = spin(player.token, key);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("spinId"), spun.at("spinId"));
  EXPECT_EQ(valueOf(result).at("amount"), amount);
  EXPECT_EQ(valueOf(result).at("replayed"), true);
  result = spin(player.token, newKey());
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "minigame_already_spun");
  EXPECT_EQ(json::parse(result.body).at("data").at("nextAt"), spun.at("nextAt"));
  EXPECT_EQ(snapshot(), after);
  EXPECT_EQ(mainBalance(player.token), amount);

  const auto now = valueOf(state(player.token));
  EXPECT_EQ(now.at("available"), false);
  EXPECT_EQ(now.at("nextAt"), spun.at("nextAt"));
  EXPECT_EQ(now.at("current").at("spinId"), spun.at("spinId"));
  EXPECT_EQ(now.at("seed").at("nonce"), 1);
}

TEST_F(Minigame, APointsPrizeGoesToThePointsJournalOnce) {
  wheel({{0, 2, "points", 40}, {1, 2, "points", 40}, {2, 1, "points", 40}});
  const auto player = newPlayer();
  EXPECT_EQ(pointsOf(player.token), 0);
  const auto key = newKey();
  auto result = spin(player.token, key);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("amount"), "40");
  EXPECT_EQ(pointsOf(player.token), 40);
  EXPECT_EQ(mainBalance(player.token), "0.00");
  ASSERT_EQ(spin(player.token, key).status, 200);
  EXPECT_EQ(pointsOf(player.token), 40);
  EXPECT_EQ(countRows("SELECT count(*) FROM points_journal WHERE member_id = " + std::to_string(player.id)), 1);
}

TEST_F(Minigame, APrizeOfNothingPaysNothingAndStillUsesThePeriod) {
  wheel({{0, 5, "nothing", 0}, {1, 5, "nothing", 0}});
  const auto player = newPlayer();
  const auto before = ledgerSnapshot();
  auto result = spin(player.token, newKey());
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("kind"), "nothing");
  EXPECT_EQ(valueOf(result).at("paid"), true);
  EXPECT_EQ(ledgerSnapshot(), before);
  EXPECT_EQ(spin(player.token, newKey()).status, 409);
}

TEST_F(Minigame, ConcurrentSpinsPayOnce) {
  const auto player = newPlayer();
  std::vector<std::thread> threads;
  std::atomic<int> paid{0};
  std::atomic<int> refused{0};
  const auto shared = newKey();
  std::mutex mutex;
  std::set<json> spinIds;
  for (int i = 0; i < 8; ++i) {
    // Half retry one key, half bring keys of their own.
    const auto key = i % 2 == 0 ? shared : newKey() + "-t" + std::to_string(i);
    threads.emplace_back([&, key] {
      const auto result = spin(player.token, key);
      if (result.status == 200) {
        ++paid;
        const std::lock_guard<std::mutex> lock(mutex);
        spinIds.insert(valueOf(result).at("spinId"));
      }
      if (result.status == 409) ++refused;
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(paid.load() + refused.load(), 8);
  EXPECT_GE(paid.load(), 1);
  EXPECT_EQ(spinIds.size(), 1U) << "every success is the one spin";
  EXPECT_EQ(bonusJournals(player.id), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM minigame_spins WHERE member_id = " + std::to_string(player.id)), 1);
}

TEST_F(Minigame, TrialAccountsAreRefused) {
  const auto trial = newPlayer("", 4);
  const auto before = snapshot();
  auto result = spin(trial.token, newKey());
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "in_need_true_account");
  result = state(trial.token);
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "in_need_true_account");
  EXPECT_EQ(snapshot(), before);
}

TEST_F(Minigame, AClosedWheelRefusesNewSpinsButAnswersARetry) {
  const auto player = newPlayer();
  const auto key = newKey();
  ASSERT_EQ(spin(player.token, key).status, 200);
  schedule(false, "daily");
  const auto other = newPlayer();
  const auto fresh = newPlayer();
  const auto closed = valueOf(state(other.token));
  EXPECT_EQ(closed.at("enabled"), false);
  EXPECT_EQ(closed.at("available"), false);
  const auto before = snapshot();
  for (const auto* token : {&other.token, &fresh.token}) {
    // One with a seed (it opened the popup), one without: neither gets a spin or a seed.
    const auto result = spin(*token, newKey());
    EXPECT_EQ(result.status, 403) << result.body;
    EXPECT_EQ(codeOf(result), "minigame_disabled");
  }
  // The spin made before the wheel closed is still answered for its key.
  const auto result = spin(player.token, key);
  EXPECT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("replayed"), true);
  EXPECT_EQ(snapshot(), before);
}

TEST_F(Minigame, TheSpinRecomputedFromTheRevealedSeedIsTheOneRecorded) {
  wheel({{0, 7, "points", 5}, {1, 1, "bonus", 100}, {2, 3, "nothing", 0}, {3, 2, "points", 20}});
  const auto player = newPlayer();
  ASSERT_EQ(rotate(player.token, {{"clientSeed", "my-lucky-seed"}}).status, 200);
  const auto committed = valueOf(state(player.token)).at("seed");
  EXPECT_EQ(committed.at("clientSeed"), "my-lucky-seed");
  auto result = spin(player.token, newKey());
  ASSERT_EQ(result.status, 200) << result.body;
  const auto spun = valueOf(result);
  const auto spinId = std::to_string(spun.at("spinId").get<std::int64_t>());

  result = verify(player.token, spinId);
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "minigame_seed_not_revealed");

  result = rotate(player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto revealed = valueOf(result).at("revealed");
  const std::string serverSeed = revealed.at("serverSeed");
  EXPECT_EQ(revealed.at("spins"), 1);
  // The commitment shown before the spin is the hash of the seed revealed after it.
  EXPECT_EQ(panalo::originals::sha256Hex(serverSeed), committed.at("serverSeedHash"));
  EXPECT_NE(valueOf(result).at("current").at("serverSeedHash"), committed.at("serverSeedHash"));

  // Anyone can recompute it from the history's proof alone.
  const auto history = valueOf(sendRaw("GET", "/wps/v2/minigame/spins", "", player.token)).at("spins");
  ASSERT_EQ(history.size(), 1U);
  const auto& proof = history[0];
  EXPECT_EQ(proof.at("serverSeed"), serverSeed);
  const auto weights = proof.at("weights").get<std::vector<std::uint32_t>>();
  EXPECT_EQ(weights, (std::vector<std::uint32_t>{7, 1, 3, 2}));
  EXPECT_EQ(
      panalo::minigame::spinWheel(serverSeed, proof.at("clientSeed"), proof.at("nonce").get<std::uint64_t>(), weights),
      proof.at("segment").get<std::size_t>());

  result = verify(player.token, spinId);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto verified = valueOf(result);
  EXPECT_EQ(verified.at("hashMatches"), true);
  EXPECT_EQ(verified.at("outcomeMatches"), true);
  EXPECT_EQ(verified.at("recomputedSegment"), spun.at("segment"));

  // Another member's spin is not found.
  const auto stranger = newPlayer();
  result = verify(stranger.token, spinId);
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(codeOf(result), "minigame_spin_not_found");
}

TEST_F(Minigame, BadInputIsAnsweredWithItsKeyAndChangesNothing) {
  const auto player = newPlayer();
  ASSERT_EQ(state(player.token).status, 200);  // the seed exists: the snapshot covers its nonce
  const auto before = snapshot();
  const std::vector<std::pair<std::string, std::string>> bodies{
      {"{}", "idempotency_key_invalid"},
      {R"({"idempotencyKey": 12345678})", "idempotency_key_invalid"},
      {R"({"idempotencyKey": null})", "idempotency_key_invalid"},
      {R"({"idempotencyKey": "short"})", "idempotency_key_invalid"},
      {json{{"idempotencyKey", std::string(129, 'k')}}.dump(), "idempotency_key_invalid"},
      {R"({"idempotencyKey": "x'; DROP TABLE minigame_spins;--"})", "idempotency_key_invalid"},
      {"[\"idempotencyKey\"]", "invalid_request"},
      {"{\"idempotencyKey\": \"abc\xff\xfe"
       "defgh\"}",
       "invalid_request"},
      {"not json", "invalid_request"},
  };
  for (const auto& [body, key] : bodies) {
    const auto result = spinRaw(player.token, body);
    EXPECT_EQ(result.status, 400) << body << " -> " << result.body;
    EXPECT_EQ(codeOf(result), key) << body;
  }
  for (const auto& spinId : {"", "abc", "-1", "1;DROP", "99999999999999999999"}) {
    const auto result = verify(player.token, spinId);
    EXPECT_EQ(result.status, 400) << spinId << " -> " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << spinId;
  }
  for (const auto& clientSeed : {json(42), json(std::string(65, 's')), json("with space"), json("")}) {
    const auto result = rotate(player.token, {{"clientSeed", clientSeed}});
    EXPECT_EQ(result.status, 400) << clientSeed << " -> " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << clientSeed;
  }
  EXPECT_EQ(spin("", newKey()).status, 401);
  EXPECT_EQ(snapshot(), before);
}

TEST_F(Minigame, TheOperatorsWheelIsChecked) {
  auto& service = services().minigame().minigame;
  const auto refused = [&](const Segments& segments) {
    try {
      service.replaceSegments(segments);
    } catch (const panalo::DomainError& error) {
      return error.key() == "invalid_parameter";
    }
    return false;
  };
  EXPECT_TRUE(refused({{0, 1, "points", 5}}));                        // one segment
  EXPECT_TRUE(refused({{0, 1, "points", 5}, {1, 0, "points", 5}}));   // weight 0
  EXPECT_TRUE(refused({{0, 1, "points", 5}, {1, 1, "cash", 5}}));     // unknown kind
  EXPECT_TRUE(refused({{0, 1, "points", 5}, {1, 1, "nothing", 5}}));  // nothing with an amount
  EXPECT_TRUE(refused({{0, 1, "points", 0}, {1, 1, "bonus", 100}}));  // zero points
  EXPECT_TRUE(refused({{0, 1, "points", 5}, {2, 1, "bonus", 100}}));  // a gap in the positions
  EXPECT_THROW(service.setSchedule(true, "monthly", "UTC"), panalo::DomainError);
  EXPECT_THROW(service.setSchedule(true, "daily", "Mars/Olympus"), panalo::DomainError);
  // The refused wheels left the one SetUp made.
  EXPECT_EQ(service.config().segments.size(), 2U);

  // The weekly period is named by its Monday and is a new period for the member.
  const auto player = newPlayer();
  ASSERT_EQ(spin(player.token, newKey()).status, 200);
  schedule(true, "weekly");
  const auto weekly = valueOf(state(player.token));
  EXPECT_EQ(weekly.at("period"), "weekly");
  EXPECT_EQ(weekly.at("periodKey").get<std::string>().rfind("weekly:", 0), 0U);
  EXPECT_EQ(weekly.at("available"), true);
}

TEST_F(Minigame, PanaloctlLoadsTheDemoWheelAndVerifiesASpin) {
  auto run = runPanaloctl(database_->url(), "minigame demo");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("mini game enabled, daily in Asia/Manila"), std::string::npos) << run.out;
  EXPECT_EQ(services().minigame().minigame.config().segments.size(), 8U);
  const auto seed = panalo::originals::sha256Hex("demo");
  run = runPanaloctl(database_->url(),
                     "minigame verify --server-seed " + seed + " --client-seed abc --nonce 3 --weights 1,2,3");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("\"segment\": " + std::to_string(panalo::minigame::spinWheel(seed, "abc", 3, {1, 2, 3}))),
            std::string::npos)
      << run.out;
  run = runPanaloctl(database_->url(), "minigame wheel points:10:1");
  EXPECT_NE(run.exitCode, 0) << run.out;
}

}  // namespace
