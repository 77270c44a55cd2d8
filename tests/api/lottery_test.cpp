// Lottery results against the real server and PostgreSQL (issue 17 item 7):
// the lobby by region with latest results and next draws and the prize mode;
// a lottery's results a page at a time; house draws whose seed hash is
// published before the draw and whose numbers anyone recomputes from the
// revealed seed; operator results checked (tiers, counts, lengths, once, not
// before the draw), corrections recorded, void draws; bad input refused with
// a key and nothing changed.
#include <chrono>
#include <future>
#include <thread>

#include "api_server_fixture.hpp"
#include "domains/lottery/lottery_numbers.hpp"
#include "panalo/originals/fair.hpp"
#include "panaloctl_run.hpp"
#include "platform/core/domain_error.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::runPanaloctl;
using panalo::testing::WalletFixture;
using json = nlohmann::json;

std::int64_t nowMs() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

class Lottery : public WalletFixture {
 protected:
  static void SetUpTestSuite() {
    WalletFixture::SetUpTestSuite();
    const auto games = runPanaloctl(database_->url(), "games demo");
    ASSERT_EQ(games.exitCode, 0) << games.out;
    const auto demo = ctl("lottery demo --days 7");
    ASSERT_EQ(demo.exitCode, 0) << demo.out;
  }

  static panalo::testing::ToolRun ctl(const std::string& arguments) {
    return runPanaloctl(database_->url(), arguments,
                        "PANALO_MASTER_KEY='" + std::string(panalo::testing::kTestMasterKey) + "'");
  }
  static HttpResult get(const std::string& path) { return sendRaw("GET", path, "", std::nullopt); }
  static json okValue(const std::string& path) {
    const auto result = get(path);
    EXPECT_EQ(result.status, 200) << path << ": " << result.body;
    return valueOf(result);
  }
  static void expectRefused(const std::string& path, int status, const std::string& key) {
    const auto result = get(path);
    EXPECT_EQ(result.status, status) << path << ": " << result.body;
    EXPECT_EQ(codeOf(result), key) << path;
  }
  static auto& draws() { return services().lottery().draws; }
  // Every draw's status, seed and numbers and every correction: equal means nothing changed.
  static std::string snapshot() {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx
        .exec1(
            "SELECT (SELECT coalesce(string_agg(id || status || coalesce(seed, '') || coalesce(entered_by, ''), ',' "
            "ORDER BY id), '') FROM lottery_draws) || '|' || (SELECT coalesce(string_agg(draw_id || tier || position "
            "|| number, ',' ORDER BY draw_id, tier, position), '') FROM lottery_draw_numbers) || '|' || "
            "(SELECT count(*) FROM lottery_result_corrections) || (SELECT count(*) FROM lotteries)")[0]
        .as<std::string>();
  }
  static std::string keyOf(const std::function<void()>& call) {
    try {
      call();
    } catch (const panalo::DomainError& error) {
      return error.key();
    }
    return "";
  }
  // A past operator draw of `code`, `minutesAgo` minutes ago, still without its result.
  static std::int64_t pastOperatorDraw(const std::string& code, int minutesAgo) {
    return draws().schedule(code, nowMs() - static_cast<std::int64_t>(minutesAgo) * 60000);
  }
  static std::string resultArgs() {
    return "special=123456 first=12345 second=23456 third=34567,45678 "
           "fourth=00001,00002,00003,00004,00005,00006,00007 fifth=1234 sixth=2345,3456,4567 seventh=123 eighth=07";
  }
  static std::int64_t numbersOf(std::int64_t drawId) {
    return countRows("SELECT count(*) FROM lottery_draw_numbers WHERE draw_id = " + std::to_string(drawId));
  }
};

TEST_F(Lottery, TheLobbyGroupsLotteriesByRegionWithLatestResultNextDrawAndPrizeMode) {
  const auto lobby = okValue("/lgw/lottery/lobby");
  EXPECT_EQ(lobby.at("prizeMode"), "elottery");  // the demo catalogue has a Vietnam lottery card under ELOTT
  EXPECT_GT(lobby.at("serverTime").get<std::int64_t>(), 0);
  std::vector<std::string> regions;
  for (const auto& region : lobby.at("regions")) regions.push_back(region.at("region"));
  EXPECT_EQ(regions, (std::vector<std::string>{"north", "central", "south", "sea"}));
  for (const auto& region : lobby.at("regions")) {
    for (const auto& lottery : region.at("lotteries")) {
      EXPECT_EQ(lottery.at("region"), region.at("region"));
      // Every lottery has its next draw ahead; the demo drew the last two days.
      ASSERT_TRUE(lottery.at("next").is_object()) << lottery.dump();
      EXPECT_GT(lottery.at("next").at("scheduledAt").get<std::int64_t>(), lobby.at("serverTime").get<std::int64_t>());
      EXPECT_EQ(lottery.at("next").at("seedHash").is_string(), lottery.at("source") == "house");
      ASSERT_TRUE(lottery.at("latest").is_object()) << lottery.at("code");
      EXPECT_EQ(lottery.at("latest").at("status"), "drawn");
    }
  }
  // The north's result: its eight tiers in order with the right counts and lengths.
  const auto& north = lobby.at("regions")[0].at("lotteries");
  const auto mb = std::find_if(north.begin(), north.end(), [](const json& l) { return l.at("code") == "VN_MB"; });
  ASSERT_NE(mb, north.end());
  const auto& tiers = mb->at("latest").at("tiers");
  const std::vector<std::tuple<std::string, int, int>> expected{{"special", 1, 5}, {"first", 1, 5},  {"second", 2, 5},
                                                                {"third", 6, 5},   {"fourth", 4, 4}, {"fifth", 6, 4},
                                                                {"sixth", 3, 3},   {"seventh", 4, 2}};
  ASSERT_EQ(tiers.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const auto& [tier, count, digits] = expected[i];
    EXPECT_EQ(tiers[i].at("tier"), tier);
    EXPECT_EQ(tiers[i].at("digits"), digits);
    ASSERT_EQ(tiers[i].at("numbers").size(), static_cast<std::size_t>(count)) << tier;
    for (const auto& number : tiers[i].at("numbers")) EXPECT_EQ(number.get<std::string>().size(), std::size_t(digits));
  }
  EXPECT_TRUE(mb->at("latest").at("seed").is_null());  // an official result has no seed

  // Regions asked for: the Vietnamese page, the SEA page.
  const auto vn = okValue("/lgw/lottery/lobby?region=vn");
  EXPECT_EQ(vn.at("regions").size(), 3u);
  const auto sea = okValue("/lgw/lottery/lobby?region=sea");
  ASSERT_EQ(sea.at("regions").size(), 1u);
  EXPECT_EQ(sea.at("regions")[0].at("lotteries")[0].at("format"), "four_d");
  for (const std::string& bad :
       std::vector<std::string>{"region=moon", "region=north%27%3B--", "region=" + std::string(300, 'n')}) {
    expectRefused("/lgw/lottery/lobby?" + bad, 400, "invalid_parameter");
  }
}

TEST_F(Lottery, AHouseDrawIsRecomputedFromTheRevealedSeedWhoseHashWasPublishedBefore) {
  const auto drawId = draws().schedule("PO_4D_QUICK", nowMs() + 3000);
  const auto path = "/lgw/lottery/draw?drawId=" + std::to_string(drawId);
  // Before the draw: the commitment is public, the seed and numbers are not.
  const auto before = okValue(path);
  const auto published = before.at("draw").at("seedHash").get<std::string>();
  EXPECT_EQ(published.size(), 64u);
  EXPECT_EQ(before.at("draw").at("status"), "scheduled");
  EXPECT_TRUE(before.at("draw").at("seed").is_null());
  EXPECT_TRUE(before.at("draw").at("tiers").empty());
  EXPECT_FALSE(before.at("verification").at("verifiable"));
  EXPECT_EQ(countRows("SELECT count(*) FROM lottery_draws WHERE id = " + std::to_string(drawId) +
                      " AND seed IS NULL AND seed_sealed IS NOT NULL"),
            1);
  // Not due yet: draw-due leaves it alone.
  draws().drawDue();
  EXPECT_EQ(okValue(path).at("draw").at("status"), "scheduled");

  std::this_thread::sleep_for(std::chrono::milliseconds(3200));
  EXPECT_GE(draws().drawDue().drawn, 1);
  const auto after = okValue(path);
  const auto& draw = after.at("draw");
  EXPECT_EQ(draw.at("status"), "drawn");
  EXPECT_EQ(draw.at("resultSource"), "house");
  EXPECT_EQ(draw.at("seedHash"), published);
  const auto seed = draw.at("seed").get<std::string>();
  EXPECT_EQ(panalo::originals::sha256Hex(seed), published);
  EXPECT_LT(after.at("committedAt").get<std::int64_t>(), draw.at("scheduledAt").get<std::int64_t>());
  EXPECT_TRUE(after.at("verification").at("verifiable"));
  EXPECT_TRUE(after.at("verification").at("seedMatchesHash"));
  EXPECT_TRUE(after.at("verification").at("numbersMatch"));
  // Recomputed here from the seed alone.
  const auto recomputed = panalo::lottery::deriveDraw(seed, drawId, "four_d");
  ASSERT_EQ(draw.at("tiers").size(), 5u);
  for (const auto& tier : draw.at("tiers")) {
    EXPECT_EQ(tier.at("numbers").get<std::vector<std::string>>(), recomputed.at(tier.at("tier").get<std::string>()));
  }
  EXPECT_EQ(numbersOf(drawId), 23);
  // The operator tool verifies it the same way; a second draw-due changes nothing.
  const auto verify = ctl("lottery verify " + std::to_string(drawId));
  EXPECT_EQ(verify.exitCode, 0) << verify.out;
  const auto unchanged = snapshot();
  draws().drawDue();
  EXPECT_EQ(snapshot(), unchanged);
  // The operator cannot enter a result for a house lottery.
  EXPECT_EQ(keyOf([&] { draws().enterResult({drawId, recomputed, "op", false, ""}); }), "lottery_house_draw");
  EXPECT_EQ(snapshot(), unchanged);
}

TEST_F(Lottery, ServersDrawingAtOnceDrawEachHouseDrawOnce) {
  const auto drawId = draws().schedule("PO_VN_MN_NHANH", nowMs() + 800);
  std::this_thread::sleep_for(std::chrono::milliseconds(1000));
  std::vector<std::future<std::int64_t>> runs;
  runs.reserve(4);
  for (int i = 0; i < 4; ++i) {
    runs.push_back(std::async(std::launch::async, [] { return draws().drawDue().drawn; }));
  }
  std::int64_t drawn = 0;
  for (auto& run : runs) drawn += run.get();
  EXPECT_GE(drawn, 1);
  EXPECT_EQ(numbersOf(drawId), 18);  // one set of 18 numbers, not several
  EXPECT_EQ(okValue("/lgw/lottery/draw?drawId=" + std::to_string(drawId)).at("verification").at("numbersMatch"), true);
}

TEST_F(Lottery, AnOperatorResultIsCheckedAndEnteredOnceAndACorrectionIsRecorded) {
  const auto drawId = pastOperatorDraw("VN_MT_DNG", 30);
  const auto id = std::to_string(drawId);
  const auto before = snapshot();
  // Wrong counts, lengths, characters, tiers; SQL metacharacters: refused, nothing stored.
  const std::string lowerTiers =
      " fourth=00001,00002,00003,00004,00005,00006,00007 fifth=1234 sixth=2345,3456,4567 seventh=123 eighth=07";
  const std::vector<std::string> badResults{
      "special=123456",
      resultArgs() + " starter=1234",                                           // a tier the format does not have
      "special=12345 first=12345 second=23456 third=34567,45678" + lowerTiers,  // a 5-digit special
      "special=123456 first=12345 second=23456 third=34567" + lowerTiers,       // one third-prize number short
      "special=\"1';DROP TABLE lotteries;--\" first=12345 second=23456 third=34567,45678" + lowerTiers,
      "special=12a456 first=12345 second=23456 third=34567,45678" + lowerTiers};
  const std::string command = "lottery result " + id + " ";
  for (const auto& bad : badResults) {
    const auto run = ctl(command + bad);
    EXPECT_EQ(run.exitCode, 1) << run.out;
    EXPECT_NE(run.out.find("lottery_result_invalid"), std::string::npos) << run.out;
  }
  EXPECT_EQ(ctl("lottery result " + id + " special").exitCode, 2);  // not tier=numbers: a usage error
  EXPECT_EQ(snapshot(), before);

  const auto entered = ctl("lottery result " + id + " " + resultArgs() + " --by alice");
  ASSERT_EQ(entered.exitCode, 0) << entered.out;
  EXPECT_EQ(numbersOf(drawId), 18);
  const auto result = okValue("/lgw/lottery/draw?drawId=" + id).at("draw");
  EXPECT_EQ(result.at("status"), "drawn");
  EXPECT_EQ(result.at("resultSource"), "operator");
  EXPECT_EQ(result.at("tiers")[0].at("numbers")[0], "123456");
  EXPECT_EQ(result.at("tiers")[8].at("numbers")[0], "07");  // leading zero kept

  // Twice: refused. A change is an explicit correction with a reason.
  const auto afterEntry = snapshot();
  const auto twice = ctl("lottery result " + id + " " + resultArgs());
  EXPECT_NE(twice.out.find("lottery_result_exists"), std::string::npos) << twice.out;
  const auto noReason = ctl("lottery result " + id + " " + resultArgs() + " --correct");
  EXPECT_NE(noReason.out.find("invalid_parameter"), std::string::npos) << noReason.out;
  EXPECT_EQ(snapshot(), afterEntry);
  auto corrected = resultArgs();
  corrected.replace(corrected.find("123456"), 6, "654321");
  const auto correction = ctl("lottery result " + id + " " + corrected + " --correct --reason 'typo in special'");
  ASSERT_EQ(correction.exitCode, 0) << correction.out;
  EXPECT_EQ(okValue("/lgw/lottery/draw?drawId=" + id).at("draw").at("tiers")[0].at("numbers")[0], "654321");
  EXPECT_EQ(countRows("SELECT count(*) FROM lottery_result_corrections WHERE draw_id = " + id +
                      " AND previous -> 'special' ->> 0 = '123456' AND replacement -> 'special' ->> 0 = '654321'"),
            1);
  EXPECT_EQ(numbersOf(drawId), 18);
}

TEST_F(Lottery, AResultIsNotEnteredBeforeTheDrawNorForAVoidOrMissingDraw) {
  const auto future = draws().schedule("VN_MN_HCM", nowMs() + 3600 * 1000);
  const auto voided = pastOperatorDraw("VN_MN_HCM", 90);
  const auto before = snapshot();
  const auto early = ctl("lottery result " + std::to_string(future) + " " + resultArgs());
  EXPECT_NE(early.out.find("lottery_draw_not_due"), std::string::npos) << early.out;
  EXPECT_EQ(snapshot(), before);

  ASSERT_EQ(ctl("lottery void " + std::to_string(voided) + " --reason 'typhoon'").exitCode, 0);
  const auto onVoid = ctl("lottery result " + std::to_string(voided) + " " + resultArgs());
  EXPECT_NE(onVoid.out.find("lottery_draw_closed"), std::string::npos) << onVoid.out;
  const auto again = ctl("lottery void " + std::to_string(voided) + " --reason again");
  EXPECT_NE(again.out.find("lottery_draw_closed"), std::string::npos) << again.out;
  const auto missing = ctl("lottery result 999999999 " + resultArgs());
  EXPECT_NE(missing.out.find("lottery_draw_not_found"), std::string::npos) << missing.out;
  EXPECT_NE(ctl("lottery void " + std::to_string(future) + " --reason ''").exitCode, 0);  // a reason is required
  EXPECT_EQ(
      countRows("SELECT count(*) FROM lottery_draws WHERE status = 'scheduled' AND id = " + std::to_string(future)), 1);
  // A void draw shows among the results with its reason.
  const auto page = okValue("/lgw/lottery/results?lotteryCode=VN_MN_HCM&pageSize=50");
  const auto& list = page.at("list");
  EXPECT_TRUE(std::any_of(list.begin(), list.end(), [](const json& d) {
    return d.at("status") == "void" && d.at("voidReason") == "typhoon" && d.at("tiers").empty();
  }));
  // A house draw cannot be put in the past (its seed would not be committed before it).
  EXPECT_EQ(keyOf([] { draws().schedule("PO_4D_QUICK", nowMs() - 1000); }), "invalid_parameter");
  EXPECT_EQ(keyOf([] { draws().schedule("NOPE", nowMs() + 60000); }), "lottery_not_found");
  EXPECT_EQ(keyOf([] { draws().schedule("bad code'--", nowMs() + 60000); }), "invalid_parameter");
}

TEST_F(Lottery, ResultsComeAPageAtATimeNewestFirst) {
  const auto total = countRows(
      "SELECT count(*) FROM lottery_draws WHERE lottery_code = 'PO_VN_MB_NHANH' AND "
      "status <> 'scheduled'");
  ASSERT_GE(total, 3);
  const auto first = okValue("/lgw/lottery/results?lotteryCode=PO_VN_MB_NHANH&pageNo=1&pageSize=2");
  EXPECT_EQ(first.at("lottery").at("code"), "PO_VN_MB_NHANH");
  EXPECT_EQ(first.at("total"), total);
  EXPECT_EQ(first.at("totalPages"), (total + 1) / 2);
  ASSERT_EQ(first.at("list").size(), 2u);
  EXPECT_GT(first.at("list")[0].at("scheduledAt").get<std::int64_t>(),
            first.at("list")[1].at("scheduledAt").get<std::int64_t>());
  const auto second = okValue("/lgw/lottery/results?lotteryCode=PO_VN_MB_NHANH&pageNo=2&pageSize=2");
  EXPECT_LT(second.at("list")[0].at("scheduledAt").get<std::int64_t>(),
            first.at("list")[1].at("scheduledAt").get<std::int64_t>());
  EXPECT_TRUE(okValue("/lgw/lottery/results?lotteryCode=PO_VN_MB_NHANH&pageNo=99999").at("list").empty());
}

TEST_F(Lottery, BadQueriesAreRefusedWithAKey) {
  const auto before = snapshot();
  for (const std::string& bad : std::vector<std::string>{
           "", "lotteryCode=", "lotteryCode=VN_MB%27%3B%20DROP%20TABLE%20lotteries%3B--",
           "lotteryCode=" + std::string(40, 'A'), "lotteryCode=vn_mb", "lotteryCode=VN_MB&pageSize=0",
           "lotteryCode=VN_MB&pageSize=51", "lotteryCode=VN_MB&pageSize=abc", "lotteryCode=VN_MB&pageNo=-1",
           "lotteryCode=VN_MB&pageNo=1e3", "lotteryCode=%FF%FE"}) {
    expectRefused("/lgw/lottery/results?" + bad, 400, "invalid_parameter");
  }
  expectRefused("/lgw/lottery/results?lotteryCode=NOPE", 404, "lottery_not_found");
  for (const std::string bad :
       {"", "drawId=", "drawId=abc", "drawId=0", "drawId=-4", "drawId=1%27--", "drawId=99999999999999999999"}) {
    expectRefused("/lgw/lottery/draw?" + bad, 400, "invalid_parameter");
  }
  expectRefused("/lgw/lottery/draw?drawId=999999999", 404, "lottery_draw_not_found");
  EXPECT_EQ(snapshot(), before);
}

}  // namespace
