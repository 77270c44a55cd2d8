// Game launch, the house games in the catalogue and the winner board against
// the real server and PostgreSQL (issue 14 items 3, 4, 5, 6, 8; spec sections
// 4 "Starting a game", 7 "Game launch" and "Winner board", 8, 9):
//   * who may launch what: visitors only free-trial games in demo mode, trial
//     accounts likewise, members subject to maintenance and their agent;
//   * where a game opens: the house games on their own page, a vendor's games at
//     its configured https template with a single-use launch token, and no
//     launch at all for a vendor without one (vendor_unavailable) or with a URL
//     that fails the link rule (invalid_url);
//   * recent games recorded by real launches only; refusals change nothing;
//   * the winner board built from real bets of house-game rounds.
#include <openssl/sha.h>
#include <pqxx/pqxx>

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <thread>

#include "panaloctl_run.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::runPanaloctl;
using panalo::testing::WalletFixture;
using json = nlohmann::json;

class GamesLaunch : public WalletFixture {
 protected:
  static void SetUpTestSuite() {
    WalletFixture::SetUpTestSuite();
    const auto demo = runPanaloctl(database_->url(), "games demo");
    ASSERT_EQ(demo.exitCode, 0) << demo.out;
  }

  static HttpResult get(const std::string& path, const std::optional<std::string>& token = std::nullopt) {
    return sendRaw("GET", path, "", token);
  }
  static HttpResult launch(const std::string& query, const std::optional<std::string>& token = std::nullopt) {
    return get("/wps/game/launchGame?" + query, token);
  }
  static std::int64_t nodeIdOf(const std::string& vendor, const std::string& gameCode) {
    return countRows("SELECT id FROM games WHERE vendor_code = '" + vendor + "' AND game_code = '" + gameCode + "'");
  }
  // The first game of `vendor` with or without free trial.
  static std::int64_t gameOf(const std::string& vendor, bool freeTrial) {
    return countRows("SELECT id FROM games WHERE vendor_code = '" + vendor + "' AND " + (freeTrial ? "" : "NOT ") +
                     "free_trial ORDER BY id LIMIT 1");
  }
  static bool eventually(const std::function<bool()>& check) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < deadline) {
      if (check()) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return check();
  }
  // Sets a vendor's launch URL with the real panaloctl and waits until the
  // server's catalogue has it (NOTIFY reaches the cache asynchronously).
  static void configureVendor(const std::string& vendor, const std::string& launchTemplate,
                              const std::string& flags = "") {
    const auto run =
        runPanaloctl(database_->url(), "games vendor-url " + vendor + " '" + launchTemplate + "' " + flags);
    ASSERT_EQ(run.exitCode, 0) << run.out;
    const auto game = gameOf(vendor, false);
    ASSERT_TRUE(eventually([&] {
      const auto player = probe();
      return launch("nodeId=" + std::to_string(game), player.token).status == 200;
    })) << vendor;
  }
  static const Player& probe() {
    static const Player player = newPlayer();
    return player;
  }
  // Launch tokens and recent games: equal means no launch left a trace.
  static std::string traces() {
    return std::to_string(countRows("SELECT count(*) FROM game_launch_tokens")) + "/" +
           std::to_string(countRows("SELECT count(*) FROM game_recent"));
  }
  static std::string sha256Hex(const std::string& text) {
    std::array<unsigned char, 32> digest{};
    SHA256(reinterpret_cast<const unsigned char*>(text.data()), text.size(), digest.data());
    std::string hex;
    for (const auto byte : digest) {
      static constexpr char kHex[] = "0123456789abcdef";
      hex.push_back(kHex[byte >> 4U]);
      hex.push_back(kHex[byte & 0x0FU]);
    }
    return hex;
  }
  static json recentIds(const std::string& token) {
    json ids = json::array();
    const auto recent = valueOf(get("/wps/relay/GCS_recentGames", token));  // kept alive for the loop
    for (const auto& game : recent.at("list")) ids.push_back(game.at("nodeId"));
    return ids;
  }
};

TEST_F(GamesLaunch, TheHouseGamesAreCatalogueGamesOfTheRngCategory) {
  const auto list = valueOf(get("/wps/relay/GCS_gameList?gameType=RNG&vassalage=PO"));
  ASSERT_EQ(list.at("total"), 2) << list.dump();
  EXPECT_EQ(list.at("games")[0].at("gameCode"), "PO_FRUIT_SLOT");
  EXPECT_EQ(list.at("games")[1].at("gameCode"), "PO_DICE");
  for (const auto& game : list.at("games")) {
    EXPECT_EQ(game.at("isHot"), 1);
    EXPECT_EQ(game.at("supportPlay"), 1);  // real money only
    const auto icon = get(game.at("iconUrl").get<std::string>());
    EXPECT_EQ(icon.status, 200) << game.at("iconUrl");
    EXPECT_NE(icon.body.find("<svg"), std::string::npos);
  }
  // The house vendor is a card of the RNG lane, and its games are found by name.
  bool card = false;
  const auto menus = valueOf(get("/lgw/games/game_menus"));
  for (const auto& lane : menus.at("lanes")) {
    for (const auto& vendor : lane.at("cards")) {
      if (vendor.at("vassalage") == "PO") card = lane.at("code") == "RNG" && vendor.at("gameCount") == 2;
    }
  }
  EXPECT_TRUE(card);
  EXPECT_EQ(valueOf(get("/wps/relay/GCS_gameList?gameName=panalo%20dice")).at("total"), 1);
}

TEST_F(GamesLaunch, AHouseGameLaunchesOnItsOwnPageAndIsRecordedAsRecent) {
  const auto player = newPlayer();
  const auto slot = nodeIdOf("PO", "PO_FRUIT_SLOT");
  const auto tokensBefore = countRows("SELECT count(*) FROM game_launch_tokens");
  const auto result = launch("nodeId=" + std::to_string(slot) + "&language=pt", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = valueOf(result);
  EXPECT_EQ(value.at("url"), "/rng?vassalage=PO&game=PO_FRUIT_SLOT");
  EXPECT_EQ(value.at("openMode"), "route");
  EXPECT_EQ(value.at("demo"), false);
  EXPECT_EQ(value.at("vassalage"), "PO");
  EXPECT_EQ(value.at("gameCode"), "PO_FRUIT_SLOT");
  EXPECT_EQ(recentIds(player.token), (json{slot}));
  // Our own page needs no launch token: the session is the player's.
  EXPECT_EQ(countRows("SELECT count(*) FROM game_launch_tokens"), tokensBefore);
}

TEST_F(GamesLaunch, AVisitorMustLogInExceptToOpenAFreeTrialGameInDemoMode) {
  configureVendor("JL", "https://jl.example/launch?t={token}&g={game}&l={lang}&m={mode}");
  const auto before = traces();
  const auto freeGame = gameOf("JL", true);
  const auto paidGame = gameOf("JL", false);
  const std::vector<std::string> refusedQueries{"nodeId=" + std::to_string(freeGame),
                                                "nodeId=" + std::to_string(paidGame),
                                                "nodeId=" + std::to_string(paidGame) + "&freeTrial=true"};
  for (const auto& query : refusedQueries) {
    const auto refused = launch(query);
    EXPECT_EQ(refused.status, 401) << query << ": " << refused.body;
    EXPECT_EQ(codeOf(refused), "not_logged_in") << query;
  }
  const auto demo = launch("nodeId=" + std::to_string(freeGame) + "&freeTrial=true&language=ty");
  ASSERT_EQ(demo.status, 200) << demo.body;
  const auto value = valueOf(demo);
  const auto code = value.at("gameCode").get<std::string>();
  EXPECT_EQ(value.at("url"), "https://jl.example/launch?t=&g=" + code + "&l=ty&m=demo");
  EXPECT_EQ(value.at("openMode"), "iframe");
  EXPECT_EQ(value.at("demo"), true);
  EXPECT_EQ(traces(), before);  // no token for a demo, no recent list for a visitor
  // A session that is sent must be good, demo or not.
  const auto stale = launch("nodeId=" + std::to_string(freeGame) + "&freeTrial=1", std::string("not-a-session"));
  EXPECT_EQ(stale.status, 401);
  EXPECT_EQ(codeOf(stale), "not_logged_in");
}

TEST_F(GamesLaunch, ATrialAccountPlaysOnlyFreeTrialGamesInDemoMode) {
  configureVendor("FC", "https://fc.example/{game}?token={token}");
  const auto trial = newPlayer("", 4);
  const auto before = traces();
  const auto freeGame = gameOf("FC", true);
  const auto paidGame = gameOf("FC", false);
  const std::vector<std::string> refusedQueries{"nodeId=" + std::to_string(freeGame),
                                                "nodeId=" + std::to_string(paidGame),
                                                "nodeId=" + std::to_string(paidGame) + "&freeTrial=true"};
  for (const auto& query : refusedQueries) {
    const auto refused = launch(query, trial.token);
    EXPECT_EQ(refused.status, 403) << query << ": " << refused.body;
    EXPECT_EQ(codeOf(refused), "in_need_true_account") << query;
  }
  const auto demo = launch("nodeId=" + std::to_string(freeGame) + "&freeTrial=true", trial.token);
  ASSERT_EQ(demo.status, 200) << demo.body;
  EXPECT_EQ(valueOf(demo).at("demo"), true);
  EXPECT_EQ(valueOf(demo).at("url").get<std::string>().find("?token="),
            valueOf(demo).at("url").get<std::string>().size() - 7);
  EXPECT_EQ(traces(), before);
  // A member asking a demo of a game without free trial.
  const auto member = newPlayer();
  const auto noTrial = launch("nodeId=" + std::to_string(paidGame) + "&freeTrial=true", member.token);
  EXPECT_EQ(noTrial.status, 400);
  EXPECT_EQ(codeOf(noTrial), "invalid_parameter");
}

TEST_F(GamesLaunch, AMemberLaunchCarriesASingleUseTokenTiedToMemberVendorAndGame) {
  configureVendor("BGS", "https://bgs.example/play?token={token}&game={game}&lang={lang}", "--window");
  const auto player = newPlayer();
  const auto game = gameOf("BGS", false);
  const auto result = launch("nodeId=" + std::to_string(game) + "&language=en", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = valueOf(result);
  EXPECT_EQ(value.at("openMode"), "window");
  EXPECT_EQ(value.at("demo"), false);
  const auto url = value.at("url").get<std::string>();
  const std::string prefix = "https://bgs.example/play?token=";
  ASSERT_EQ(url.rfind(prefix, 0), 0u) << url;
  const auto token = url.substr(prefix.size(), url.find('&', prefix.size()) - prefix.size());
  EXPECT_EQ(token.size(), 22u) << "128 bits in base64url";
  EXPECT_EQ(url.substr(prefix.size() + token.size()), "&game=" + value.at("gameCode").get<std::string>() + "&lang=en");
  // Stored only hashed, with its member, vendor, game and a short life.
  EXPECT_EQ(countRows("SELECT count(*) FROM game_launch_tokens WHERE encode(token_hash, 'hex') = '" + sha256Hex(token) +
                      "' AND member_id = " + std::to_string(player.id) + " AND vendor_code = 'BGS' AND game_id = " +
                      std::to_string(game) + " AND expires_at <= now() + interval '120 seconds' AND used_at IS NULL"),
            1);
  EXPECT_EQ(countRows("SELECT count(*) FROM game_launch_tokens WHERE position(convert_to('" + token +
                      "', 'UTF8') in token_hash) > 0"),
            0);
  EXPECT_EQ(recentIds(player.token), (json{game}));

  // What a vendor would call back with: once, and only for its own vendor.
  auto& launches = services().games().launches;
  EXPECT_FALSE(launches.redeemToken("JL", token));
  const auto owner = launches.redeemToken("BGS", token);
  ASSERT_TRUE(owner);
  EXPECT_EQ(owner->memberId, player.id);
  EXPECT_EQ(owner->nodeId, game);
  EXPECT_FALSE(launches.redeemToken("BGS", token));
  EXPECT_FALSE(launches.redeemToken("BGS", ""));
  EXPECT_FALSE(launches.redeemToken("BGS", "made-up-token-0000000"));
  // An expired one is refused too.
  const auto second = valueOf(launch("nodeId=" + std::to_string(game), player.token)).at("url").get<std::string>();
  const auto secondToken = second.substr(prefix.size(), 22);
  execute(
      "UPDATE game_launch_tokens SET created_at = now() - interval '10 minutes', expires_at = now() - interval "
      "'1 second' WHERE encode(token_hash, 'hex') = '" +
      sha256Hex(secondToken) + "'");
  EXPECT_FALSE(launches.redeemToken("BGS", secondToken));
}

// The page's Content-Security-Policy frame-src is built from these (the
// dispatcher's own test covers the header; the lottery journey, a real frame).
TEST_F(GamesLaunch, TheFrameSourcesAreTheOriginsOfTheVendorsThatOpenInThePage) {
  auto& games = services().games();
  // Only the vendors this test configures: earlier tests of the suite set others.
  pqxx::connection connection(database_->url());
  pqxx::read_transaction tx(connection);
  const auto configured = tx.exec("SELECT code FROM game_vendors WHERE launch_url_template LIKE 'https://%'");
  for (const auto& row : configured) {
    ASSERT_EQ(runPanaloctl(database_->url(), "games vendor-url " + row[0].as<std::string>() + " --clear").exitCode, 0);
  }
  configureVendor("PT", "https://games.pt.example:8443/play?token={token}&game={game}");
  configureVendor("FC", "https://fc.example/play?token={token}&game={game}", "--window");
  const auto launched = valueOf(launch("nodeId=" + std::to_string(gameOf("PT", false)), probe().token));
  EXPECT_EQ(launched.at("openMode"), "iframe");
  EXPECT_EQ(games.frameSources(), "https://games.pt.example:8443") << "a window vendor is never framed";
  // Cleared: the origin leaves with the next catalogue.
  ASSERT_EQ(runPanaloctl(database_->url(), "games vendor-url PT --clear").exitCode, 0);
  EXPECT_TRUE(eventually([&games] { return games.frameSources().empty(); })) << games.frameSources();
}

TEST_F(GamesLaunch, AVendorWithoutALaunchUrlAnswersVendorUnavailableAndNothingIsRecorded) {
  const auto player = newPlayer();
  const auto before = traces();
  for (const auto& vendor : {"JDB", "EVO"}) {
    const auto result = launch("nodeId=" + std::to_string(gameOf(vendor, false)), player.token);
    EXPECT_EQ(result.status, 503) << vendor << ": " << result.body;
    EXPECT_EQ(codeOf(result), "vendor_unavailable") << vendor;
  }
  const auto visitorDemo = launch("nodeId=" + std::to_string(gameOf("JDB", true)) + "&freeTrial=true");
  EXPECT_EQ(visitorDemo.status, 503);
  EXPECT_EQ(codeOf(visitorDemo), "vendor_unavailable");
  EXPECT_EQ(traces(), before);
  EXPECT_EQ(recentIds(player.token), json::array());
}

TEST_F(GamesLaunch, BadTemplatesAreRefusedAndAStoredBadOneAnswersInvalidUrl) {
  const auto stored = [] {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec1("SELECT coalesce(launch_url_template, '-') FROM game_vendors WHERE code = 'CQ9'")[0]
        .as<std::string>();
  };
  for (const std::string& bad : std::vector<std::string>{
           "http://cq9.example/?t={token}&g={game}", "https://cq9.example/?g={game}", "https://cq9.example/?t={token}",
           "https://cq9.example/?t={token}&g={game}&x={secret}", "https://cq9.example/?t={token}&g={game}&x={lang",
           "https://cq9 .example/?t={token}&g={game}", "javascript:alert(1)//{token}{game}",
           "https:///?t={token}&g={game}", "https://cq9.example/" + std::string(500, 'a') + "?t={token}&g={game}"}) {
    std::string arguments = "games vendor-url CQ9 '";
    arguments.append(bad).append("'");
    const auto run = runPanaloctl(database_->url(), arguments);
    EXPECT_EQ(run.exitCode, 1) << bad << ": " << run.out;
    EXPECT_NE(run.out.find("invalid_parameter"), std::string::npos) << run.out;
  }
  EXPECT_EQ(stored(), "-");
  auto run = runPanaloctl(database_->url(), "games vendor-url NOPE 'https://x.example/?t={token}&g={game}'");
  EXPECT_EQ(run.exitCode, 1) << run.out;
  EXPECT_NE(run.out.find("unknown_vendor"), std::string::npos) << run.out;
  EXPECT_EQ(runPanaloctl(database_->url(), "games vendor-url CQ9").exitCode, 2);

  // A template written straight into the database that fails the link rule.
  const auto player = newPlayer();
  execute(
      "UPDATE game_vendors SET launch_url_template = E'https://cq9.example/play?t={token}&g={game}&x=\\x01' WHERE "
      "code = 'CQ9'");
  execute("NOTIFY panalo_catalogue");
  const auto game = gameOf("CQ9", false);
  const auto before = traces();
  ASSERT_TRUE(
      eventually([&] { return codeOf(launch("nodeId=" + std::to_string(game), player.token)) == "invalid_url"; }));
  const auto result = launch("nodeId=" + std::to_string(game), player.token);
  EXPECT_EQ(result.status, 503);
  EXPECT_EQ(traces(), before);

  // --clear takes it away again.
  run = runPanaloctl(database_->url(), "games vendor-url CQ9 --clear");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(stored(), "-");
  EXPECT_TRUE(eventually(
      [&] { return codeOf(launch("nodeId=" + std::to_string(game), player.token)) == "vendor_unavailable"; }));
}

TEST_F(GamesLaunch, MaintenanceAndTheAgentsEnablingStopALaunch) {
  configureVendor("PT", "https://pt.example/?t={token}&g={game}");
  const auto agentId = createMember("launchagent1", panalo::testing::kPassword, 1);
  const auto player = newPlayer();
  execute("UPDATE members SET upline_id = " + std::to_string(agentId) + " WHERE id = " + std::to_string(player.id));
  const auto game = gameOf("PT", false);
  const auto freeGame = gameOf("PT", true);
  auto run = runPanaloctl(database_->url(), "games maintenance " + std::to_string(game) + " on");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  ASSERT_TRUE(
      eventually([&] { return codeOf(launch("nodeId=" + std::to_string(game), player.token)) == "game_maintenance"; }));
  const auto before = traces();  // a launch that came before the cache saw the flag went through
  EXPECT_EQ(launch("nodeId=" + std::to_string(game), player.token).status, 403);
  // The vendor's flag covers its free-trial games for visitors too.
  run = runPanaloctl(database_->url(), "games maintenance PT on");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  ASSERT_TRUE(eventually(
      [&] { return codeOf(launch("nodeId=" + std::to_string(freeGame) + "&freeTrial=true")) == "game_maintenance"; }));
  EXPECT_EQ(traces(), before);
  ASSERT_EQ(runPanaloctl(database_->url(), "games maintenance PT off").exitCode, 0);
  ASSERT_EQ(runPanaloctl(database_->url(), "games maintenance " + std::to_string(game) + " off").exitCode, 0);
  ASSERT_TRUE(eventually([&] { return launch("nodeId=" + std::to_string(game), player.token).status == 200; }));

  run = runPanaloctl(database_->url(), "games agent launchagent1 PT off");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  const auto afterLaunch = traces();
  const auto refused = launch("nodeId=" + std::to_string(game), player.token);
  EXPECT_EQ(refused.status, 403) << refused.body;
  EXPECT_EQ(codeOf(refused), "contact_agent");
  EXPECT_EQ(traces(), afterLaunch);
}

TEST_F(GamesLaunch, AMemberInACoolOffOpensNoGame) {
  const auto player = newPlayer();
  const auto game = nodeIdOf("PO", "PO_DICE");
  const auto started =
      sendRaw("PUT", "/wps/v2/responsible-gaming/play-break", json{{"period", "cool_off_24h"}}.dump(), player.token);
  ASSERT_EQ(started.status, 200) << started.body;
  const auto before = traces();
  const auto result = launch("nodeId=" + std::to_string(game), player.token);
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "cool_off_active");
  EXPECT_EQ(traces(), before);
}

TEST_F(GamesLaunch, BadLaunchInputIsRefusedWithInvalidParameterAndChangesNothing) {
  const auto player = newPlayer();
  const auto game = nodeIdOf("PO", "PO_DICE");
  const auto before = traces();
  const std::string longText(10 * 1024, '1');
  const auto known = "nodeId=" + std::to_string(game);
  const std::vector<std::string> badQueries{"",
                                            "nodeId=",
                                            "nodeId=abc",
                                            "nodeId=-1",
                                            "nodeId=0",
                                            "nodeId=1000000000",
                                            "nodeId=1e3",
                                            "nodeId=" + longText,
                                            "nodeId=1%27%20OR%201=1--",
                                            known + "&freeTrial=maybe",
                                            known + "&language=%3Cscript%3E",
                                            known + "&language=" + longText};
  for (const std::string& query : badQueries) {
    const auto result = launch(query, player.token);
    EXPECT_EQ(result.status, 400) << query.substr(0, 60) << ": " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query.substr(0, 60);
  }
  const auto missing = launch("nodeId=999999999", player.token);
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(codeOf(missing), "game_not_found");
  EXPECT_EQ(traces(), before);
}

TEST_F(GamesLaunch, TheWinnerBoardShowsTheBiggestRecentWinsWithMaskedNames) {
  // Nothing won yet: an empty board, not an error.
  const auto empty = get("/wps/relay/GCS_winnerBoard?gameCategory=RNG&language=en&limitNum=20");
  ASSERT_EQ(empty.status, 200) << empty.body;
  EXPECT_EQ(valueOf(empty).at("list"), json::array());

  // Real rounds of the house dice (98% chance to win at target 98.00), from the main wallet.
  services().wallet().walletModes.setSingle(true);
  const auto player = newPlayer("500.00");
  std::vector<std::string> wins;
  for (int round = 0; round < 6; ++round) {
    const auto amount = std::to_string(10 + round) + ".00";
    const auto result =
        sendRaw("POST", "/wps/v2/originals/dice/roll",
                json{{"amount", amount}, {"target", 9800}, {"idempotencyKey", newKey()}}.dump(), player.token);
    ASSERT_EQ(result.status, 200) << result.body;
    if (valueOf(result).at("outcome").at("win") == true) wins.push_back(valueOf(result).at("payout"));
  }
  ASSERT_FALSE(wins.empty());
  const auto expected = countRows(
      "SELECT count(*) FROM bets WHERE status = 'settled' AND payout_minor > bet_minor AND game_category = 'RNG'");
  EXPECT_EQ(expected, static_cast<std::int64_t>(wins.size()));

  // The RNG board was read (empty) a moment ago and is kept 30 s; any category is read now.
  const auto result = get("/wps/relay/GCS_winnerBoard?language=en");
  ASSERT_EQ(result.status, 200) << result.body;
  const auto list = valueOf(result).at("list");
  ASSERT_EQ(list.size(), wins.size()) << list.dump();
  const std::string masked = player.account.substr(0, 2) + "***" + player.account.back();
  std::sort(wins.begin(), wins.end(),
            [](const std::string& a, const std::string& b) { return std::stod(a) > std::stod(b); });
  for (std::size_t i = 0; i < list.size(); ++i) {
    EXPECT_EQ(list[i].at("gameName"), "Panalo Dice");
    EXPECT_EQ(list[i].at("iconUrl"), "/wps/games/icon?vendor=PO&gameCode=PO_DICE");
    EXPECT_EQ(list[i].at("customerName"), masked);
    EXPECT_EQ(list[i].at("winAmount"), wins[i]) << "sorted by winAmount descending";
    std::string sql = "SELECT count(*) FROM bets WHERE member_id = ";
    sql.append(std::to_string(player.id)).append(" AND id = ");
    sql.append(std::to_string(list[i].at("recordId").get<std::int64_t>()));
    EXPECT_EQ(countRows(sql), 1);
  }
  EXPECT_EQ(result.body.find(player.account), std::string::npos);
  EXPECT_EQ(valueOf(get("/wps/relay/GCS_winnerBoard?limitNum=1")).at("list").size(), 1u);
  EXPECT_EQ(valueOf(get("/wps/relay/GCS_winnerBoard?gameCategory=RNG")).at("list"), json::array()) << "kept for 30 s";
  EXPECT_EQ(valueOf(get("/wps/relay/GCS_winnerBoard?gameCategory=LIVE")).at("list"), json::array());
}

TEST_F(GamesLaunch, TheWinnerBoardRefusesBadInput) {
  for (const std::string& query :
       std::vector<std::string>{"limitNum=0", "limitNum=21", "limitNum=-1", "limitNum=abc", "limitNum=1000000000",
                                "gameCategory=NOPE", "gameCategory=rng", "gameCategory=" + std::string(10240, 'A')}) {
    const auto result = get("/wps/relay/GCS_winnerBoard?" + query);
    EXPECT_EQ(result.status, 400) << query.substr(0, 40) << ": " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query.substr(0, 40);
  }
}

TEST(WinnerBoardNames, AreMaskedToTheirFirstTwoAndLastCharacters) {
  EXPECT_EQ(panalo::services::maskedCustomerName("abcdef9"), "ab***9");
  EXPECT_EQ(panalo::services::maskedCustomerName("abcd"), "ab***d");
  EXPECT_EQ(panalo::services::maskedCustomerName("abc"), "a***");
  EXPECT_EQ(panalo::services::maskedCustomerName(""), "***");
}

}  // namespace
