// The games catalogue against the real server and PostgreSQL (issue 14 items
// 1, 3, 5, 6, 8): the demo catalogue loaded by the real panaloctl (idempotent),
// game menus with the sports lane split, the games list and its bad input,
// hot games, favourites (add, remove, list, ids; logged out, trial, missing
// games), recent games, the lottery menu, icons, imports of JSON and CSV files
// (good and bad: nothing half-imported), maintenance flags and per-agent
// enabling, and the in-process cache picking up panaloctl's changes through
// NOTIFY without a restart.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <thread>

#include "panaloctl_run.hpp"
#include "platform/core/domain_error.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::runPanaloctl;
using panalo::testing::WalletFixture;
using json = nlohmann::json;

class GamesCatalogue : public WalletFixture {
 protected:
  static void SetUpTestSuite() {
    WalletFixture::SetUpTestSuite();
    const auto demo = runPanaloctl(database_->url(), "games demo");
    ASSERT_EQ(demo.exitCode, 0) << demo.out;
    firstDemoOutput_ = demo.out;
  }

  static HttpResult get(const std::string& path, const std::optional<std::string>& token = std::nullopt) {
    return sendRaw("GET", path, "", token);
  }
  static json listOf(const std::string& query) {
    const auto result = get("/wps/relay/GCS_gameList?" + query);
    EXPECT_EQ(result.status, 200) << query << ": " << result.body;
    return valueOf(result);
  }
  static std::int64_t nodeIdOf(const std::string& vendor, const std::string& gameCode) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec_params1("SELECT id FROM games WHERE vendor_code = $1 AND game_code = $2", vendor, gameCode)[0]
        .as<std::int64_t>();
  }
  static panalo::repositories::Member memberOf(const Player& player, int typeCode = 0) {
    panalo::repositories::Member member;
    member.id = player.id;
    member.account = player.account;
    member.typeCode = typeCode;
    return member;
  }
  // Polls `check` for up to 10 s: a change made by another process reaches the
  // server's cache through NOTIFY, asynchronously.
  static bool eventually(const std::function<bool()>& check) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < deadline) {
      if (check()) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return check();
  }
  static json gameOf(const std::string& vendor, const std::string& gameCode) {
    const auto page = listOf("vassalage=" + vendor + "&pageSize=200");
    for (const auto& game : page.at("games")) {
      if (game.at("gameCode") == gameCode) return game;
    }
    return json();
  }
  static std::string writeFile(const std::string& name, const std::string& content) {
    const auto path =
        std::filesystem::temp_directory_path() / ("panalo-games-" + std::to_string(::getpid()) + "-" + name);
    std::ofstream(path, std::ios::binary) << content;
    return path.string();
  }
  static std::int64_t gameCount() { return countRows("SELECT count(*) FROM games"); }

  static inline std::string firstDemoOutput_;
};

TEST_F(GamesCatalogue, TheDemoCatalogueHasOverThreeThousandGamesOfTheSpecVendorsAndLoadsOnlyOnce) {
  EXPECT_NE(firstDemoOutput_.find(" game(s) added, 0 updated"), std::string::npos) << firstDemoOutput_;
  const auto before = gameCount();
  EXPECT_GE(before, 3000);
  const auto again = runPanaloctl(database_->url(), "games demo");
  ASSERT_EQ(again.exitCode, 0) << again.out;
  EXPECT_NE(again.out.find("0 game(s) added, 0 updated"), std::string::npos) << again.out;
  EXPECT_EQ(gameCount(), before);

  for (const std::string vendor : {"PG", "EG2", "PT", "JDB", "CQ9", "FC", "JL", "BGS", "AV", "IMES", "IA", "AI", "TF",
                                   "SV3", "DS88", "DIG", "WGB", "WS168"}) {
    EXPECT_GT(countRows("SELECT count(*) FROM games WHERE vendor_code = '" + vendor + "'"), 0) << vendor;
  }
  for (const std::string category : {"LIVE", "FISH", "ELOTT", "LOTT", "BINGO", "ESPORTS", "COCKFIGHT", "RNG", "PVP"}) {
    EXPECT_GT(countRows("SELECT count(*) FROM games WHERE game_type = '" + category + "'"), 0) << category;
  }
  // Accented and non-Latin names, hot and free-trial flags, icons only on our own paths.
  EXPECT_GT(countRows("SELECT count(*) FROM games WHERE game_name ~ '[^\\x01-\\x7f]'"), 100);
  EXPECT_GT(countRows("SELECT count(*) FROM games WHERE is_hot"), 50);
  EXPECT_GT(countRows("SELECT count(*) FROM games WHERE free_trial"), 100);
  EXPECT_EQ(countRows("SELECT count(*) FROM games WHERE icon_url NOT LIKE '/wps/games/icon?%'"), 0);

  const auto icon = get("/wps/games/icon?vendor=PG&gameCode=PG-0001");
  EXPECT_EQ(icon.status, 200);
  EXPECT_NE(icon.body.find("<svg"), std::string::npos);
  const auto missing = get("/wps/games/icon?vendor=PG&gameCode=NOPE");
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(codeOf(missing), "game_not_found");
}

TEST_F(GamesCatalogue, GameMenusListLanesWithVendorCardsAndSplitTheSportsLane) {
  const auto result = get("/lgw/games/game_menus?platform=html5-desktop");
  ASSERT_EQ(result.status, 200) << result.body;
  std::map<std::string, std::vector<std::string>> lanes;
  const auto menus = valueOf(result);
  for (const auto& lane : menus.at("lanes")) {
    auto& cards = lanes[lane.at("code").get<std::string>()];
    EXPECT_FALSE(lane.at("cards").empty()) << lane.dump();
    for (const auto& card : lane.at("cards")) {
      cards.push_back(card.at("vassalage"));
      EXPECT_GT(card.at("gameCount"), 0);
    }
  }
  EXPECT_EQ(lanes["ESPORTS"], (std::vector<std::string>{"AV", "IMES", "IA", "AI", "TF"}));
  EXPECT_EQ(lanes["COCKFIGHT"], (std::vector<std::string>{"SV3", "DS88", "DIG", "WGB", "WS168"}));
  EXPECT_EQ(lanes["SPORTS"], std::vector<std::string>{"SABA"});
  for (const std::string lane : {"ELOTT", "LOTT", "LIVE", "FISH", "RNG", "PVP", "BINGO"}) {
    EXPECT_FALSE(lanes[lane].empty()) << lane;
  }
  // Wallet-only vendors (no category) are not catalogue vendors.
  for (const auto& [code, cards] : lanes) {
    EXPECT_EQ(std::count(cards.begin(), cards.end(), "OLD"), 0) << code;
  }
}

TEST_F(GamesCatalogue, TheGamesListFiltersByCategoryVendorAndNameAndPages) {
  const auto all = listOf("");
  EXPECT_EQ(all.at("pageSize"), 42);
  EXPECT_EQ(all.at("pageNo"), 1);
  EXPECT_EQ(all.at("games").size(), 42u);
  EXPECT_EQ(all.at("total"), gameCount());

  const auto fish = listOf("gameType=FISH&vassalage=KA&pageSize=18&pageNo=2");
  EXPECT_EQ(fish.at("total"), countRows("SELECT count(*) FROM games WHERE vendor_code = 'KA'"));
  EXPECT_EQ(fish.at("totalPages"), (fish.at("total").get<int>() + 17) / 18);
  EXPECT_EQ(fish.at("games").size(), 18u);
  for (const auto& game : fish.at("games")) {
    EXPECT_EQ(game.at("gameType"), "FISH");
    EXPECT_EQ(game.at("vassalage"), "KA");
    for (const char* field : {"nodeId", "gameCode", "gameClassify", "isGame", "gameName", "displayName", "iconUrl",
                              "lagerIcon", "isHot", "supportPlay", "maintenance", "createdAt"}) {
      EXPECT_TRUE(game.contains(field)) << field;
    }
  }

  // The name search is trimmed and case-insensitive.
  const auto cafe = listOf("gameName=%20%20caf%C3%A9%20&pageSize=200");
  EXPECT_EQ(cafe.at("total"), countRows("SELECT count(*) FROM games WHERE game_name ILIKE '%café%'"));
  EXPECT_GT(cafe.at("total"), 0);
  for (const auto& game : cafe.at("games"))
    EXPECT_NE(game.at("gameName").get<std::string>().find("Café"), std::string::npos);
  EXPECT_EQ(listOf("gameName=CAF%C3%A9").at("total"), cafe.at("total"));
  EXPECT_EQ(listOf("gameName=no-such-game-anywhere").at("total"), 0);
  // A page past the end is empty, not an error.
  const auto past = listOf("vassalage=AV&pageNo=99");
  EXPECT_EQ(past.at("games").size(), 0u);
  EXPECT_EQ(past.at("total"), 6);
}

TEST_F(GamesCatalogue, BadListInputIsRefusedWithInvalidParameter) {
  const std::string longName(10 * 1024, 'a');
  for (const std::string& query : std::vector<std::string>{"pageSize=1000000000",
                                                           "pageSize=0",
                                                           "pageSize=201",
                                                           "pageSize=-5",
                                                           "pageSize=1e2",
                                                           "pageNo=-1",
                                                           "pageNo=0",
                                                           "pageNo=abc",
                                                           "pageNo=1000001",
                                                           "gameType=NOPE",
                                                           "gameType=rng",
                                                           "vassalage=NOPE",
                                                           "vassalage=OLD",
                                                           "vassalage=pg",
                                                           "gameName=" + longName,
                                                           "gameName=%FF%FE",
                                                           "gameName=a%0Ab",
                                                           "minBet=-1",
                                                           "minLineNum=x",
                                                           "gameType=RNG%27%20OR%201=1--"}) {
    const auto result = get("/wps/relay/GCS_gameList?" + query);
    EXPECT_EQ(result.status, 400) << query.substr(0, 60) << ": " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query.substr(0, 60);
  }
  for (const std::string query : {"vassalage=NOPE", "gameType=NOPE"}) {
    const auto result = get("/wps/relay/GCS_hotGames?" + query);
    EXPECT_EQ(result.status, 400) << query;
    EXPECT_EQ(codeOf(result), "invalid_parameter");
  }
  const auto prize = get("/lgw/vn/games/game_menu?prizeMode=bogus");
  EXPECT_EQ(prize.status, 400);
  EXPECT_EQ(codeOf(prize), "invalid_parameter");
}

// The list is served by the shared lobby filter (the browser's, through wasm):
// its name search folds accents as well as case.
TEST_F(GamesCatalogue, TheNameSearchIgnoresAccentsLikeTheBrowsersLobbyFilter) {
  const auto accented = listOf("gameName=caf%C3%A9&pageSize=200");
  ASSERT_GT(accented.at("total"), 0);
  EXPECT_EQ(listOf("gameName=cafe&pageSize=200").at("total"), accented.at("total"));
  EXPECT_EQ(listOf("gameName=CAFE").at("total"), accented.at("total"));
  const auto eclair = listOf("gameName=eclair&pageSize=200");
  EXPECT_EQ(eclair.at("total"), countRows("SELECT count(*) FROM games WHERE game_name LIKE '%Éclair%'"));
  EXPECT_GT(eclair.at("total"), 0);
  for (const auto& game : eclair.at("games")) {
    EXPECT_NE(game.at("gameName").get<std::string>().find("Éclair"), std::string::npos);
  }
}

// The pages the shared filter serves are the ones the catalogue order gives
// (sort order, then nodeId), for every filter the route takes.
TEST_F(GamesCatalogue, TheSharedFilterServesTheSamePagesAsTheCatalogueOrder) {
  const auto expectedIds = [](const std::string& where, int pageNo, int pageSize) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    const auto rows = tx.exec(
        "SELECT g.id FROM games g JOIN game_vendors v ON v.code = g.vendor_code "
        "WHERE g.enabled AND v.enabled AND v.category IS NOT NULL AND " +
        where + " ORDER BY g.sort_order, g.id LIMIT " + std::to_string(pageSize) + " OFFSET " +
        std::to_string((pageNo - 1) * pageSize));
    json ids = json::array();
    for (const auto& row : rows) ids.push_back(row[0].as<std::int64_t>());
    return ids;
  };
  const auto servedIds = [](const std::string& query) {
    json ids = json::array();
    const auto page = listOf(query);  // kept alive for the loop
    for (const auto& game : page.at("games")) ids.push_back(game.at("nodeId"));
    return ids;
  };
  struct Case {
    std::string query;
    std::string where;
    int pageNo;
    int pageSize;
  };
  for (const auto& c : std::vector<Case>{{"pageNo=1&pageSize=42", "true", 1, 42},
                                         {"pageNo=7&pageSize=200", "true", 7, 200},
                                         {"vassalage=PG&pageNo=3&pageSize=18", "g.vendor_code = 'PG'", 3, 18},
                                         {"gameType=LIVE&pageNo=2", "g.game_type = 'LIVE'", 2, 42},
                                         {"gameType=RNG&gameClassify=crash&pageSize=18&pageNo=2",
                                          "g.game_type = 'RNG' AND g.game_classify = 'crash'", 2, 18},
                                         {"gameClassify=nothing-of-this-class", "false", 1, 42},
                                         {"gameName=Fortune&pageSize=200", "g.game_name ILIKE '%fortune%'", 1, 200},
                                         {"vassalage=JL&gameName=%20golden%20&pageSize=5&pageNo=2",
                                          "g.vendor_code = 'JL' AND g.game_name ILIKE '%golden%'", 2, 5}}) {
    const auto expected = expectedIds(c.where, c.pageNo, c.pageSize);
    EXPECT_EQ(servedIds(c.query), expected) << c.query;
    if (c.where != "false") {
      EXPECT_FALSE(expected.empty()) << c.query;
    }
  }
}

// Hot games, favourites and recent games take the same checks as the list.
TEST_F(GamesCatalogue, BadInputToHotFavouriteAndRecentListsIsRefusedAndChangesNothing) {
  const auto player = newPlayer();
  const auto game = nodeIdOf("PG", "PG-0002");
  ASSERT_EQ(sendRaw("POST", "/wps/relay/GCS_favorites", json{{"nodeId", game}}.dump(), player.token).status, 200);
  const auto rowsBefore =
      countRows("SELECT count(*) FROM game_favourites") * 1000 + countRows("SELECT count(*) FROM game_recent");
  const std::string longName(10 * 1024, 'a');
  for (const std::string path : {"/wps/relay/GCS_favorites", "/wps/relay/GCS_recentGames"}) {
    for (const std::string& query :
         std::vector<std::string>{"pageSize=1000000000", "pageSize=0", "pageNo=-1", "pageNo=0", "page=-3", "pageNo=x",
                                  "vassalage=NOPE", "vassalage=OLD", "gameType=NOPE", "gameType=" + longName}) {
      std::string target = path;
      target.append("?").append(query);
      const auto result = get(target, player.token);
      EXPECT_EQ(result.status, 400) << path << "?" << query.substr(0, 60) << ": " << result.body;
      EXPECT_EQ(codeOf(result), "invalid_parameter") << path << "?" << query.substr(0, 60);
    }
  }
  for (const std::string& query : std::vector<std::string>{"vassalage=" + longName, "gameType=" + longName}) {
    const auto result = get("/wps/relay/GCS_hotGames?" + query);
    EXPECT_EQ(result.status, 400) << result.body.substr(0, 200);
    EXPECT_EQ(codeOf(result), "invalid_parameter");
  }
  // A favourite of a game that is not there, by any of the routes' ways of naming it.
  for (const auto& body : {json{{"nodeId", 999999999}}, json{{"nodeId", "999999998"}, {"vendor", "PG"}}}) {
    const auto result = sendRaw("POST", "/wps/relay/GCS_favorites", body.dump(), player.token);
    EXPECT_EQ(result.status, 404) << result.body;
    EXPECT_EQ(codeOf(result), "game_not_found");
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM game_favourites") * 1000 + countRows("SELECT count(*) FROM game_recent"),
            rowsBefore);
  EXPECT_EQ(valueOf(get("/wps/relay/GCS_favoriteIds", player.token)).at("nodeIds"), (json{game}));
}

TEST_F(GamesCatalogue, HotGamesAreTheHotOnesOfTheAskedVendorOrCategory) {
  const auto all = valueOf(get("/wps/relay/GCS_hotGames?merchantCode=x&isPlatform=2&platform=flash,html5-desktop"));
  EXPECT_EQ(static_cast<std::int64_t>(all.at("list").size()), countRows("SELECT count(*) FROM games WHERE is_hot"));
  for (const auto& game : all.at("list")) EXPECT_EQ(game.at("isHot"), 1);
  const auto pg = valueOf(get("/wps/relay/GCS_hotGames?vassalage=PG"));
  EXPECT_EQ(static_cast<std::int64_t>(pg.at("list").size()),
            countRows("SELECT count(*) FROM games WHERE is_hot AND vendor_code = 'PG'"));
  for (const auto& game : pg.at("list")) EXPECT_EQ(game.at("vassalage"), "PG");
  const auto live = valueOf(get("/wps/relay/GCS_hotGames?gameType=LIVE"));
  for (const auto& game : live.at("list")) EXPECT_EQ(game.at("gameType"), "LIVE");
}

TEST_F(GamesCatalogue, FavouritesAreAddedListedAndRemovedByTheMemberOnly) {
  const auto player = newPlayer();
  const auto other = newPlayer();
  const auto first = nodeIdOf("PG", "PG-0005");
  const auto second = nodeIdOf("EVO", "EVO-0002");
  const auto add = [&](const json& body, const std::string& token) {
    return sendRaw("POST", "/wps/relay/GCS_favorites", body.dump(), token);
  };
  auto result = add({{"nodeId", first}, {"vendor", "PG"}, {"gameType", "RNG"}}, player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result), (json{{"nodeId", first}, {"changed", true}}));
  result = add({{"nodeId", std::to_string(second)}}, player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  // A second add changes nothing.
  result = add({{"nodeId", first}}, player.token);
  EXPECT_EQ(valueOf(result).at("changed"), false);

  EXPECT_EQ(valueOf(get("/wps/relay/GCS_favoriteIds", player.token)).at("nodeIds"), (json{second, first}));
  auto list = valueOf(get("/wps/relay/GCS_favorites?pageNo=1&pageSize=999", player.token));
  EXPECT_EQ(list.at("totalPages"), 1);
  EXPECT_EQ(list.at("pageNum"), 1);
  ASSERT_EQ(list.at("content").size(), 2u);
  EXPECT_EQ(list.at("content")[0].at("vassalage"), "EVO");
  EXPECT_EQ(list.at("content")[1].at("gameCode"), "PG-0005");
  list = valueOf(get("/wps/relay/GCS_favorites?pageSize=1&pageNo=2", player.token));
  EXPECT_EQ(list.at("totalPages"), 2);
  EXPECT_EQ(list.at("content")[0].at("nodeId"), first);
  // Another member sees none of them.
  EXPECT_EQ(valueOf(get("/wps/relay/GCS_favoriteIds", other.token)).at("nodeIds"), json::array());

  result =
      sendRaw("DELETE", "/wps/relay/GCS_favorites?nodeId=" + std::to_string(first) + "&vendor=PG", "", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("changed"), true);
  result = sendRaw("DELETE", "/wps/relay/GCS_favorites?nodeId=" + std::to_string(first), "", player.token);
  EXPECT_EQ(valueOf(result).at("changed"), false);
  EXPECT_EQ(valueOf(get("/wps/relay/GCS_favoriteIds", player.token)).at("nodeIds"), (json{second}));
}

TEST_F(GamesCatalogue, BadFavouritesAreRefusedAndChangeNothing) {
  const auto player = newPlayer();
  const auto game = nodeIdOf("JL", "JL-0001");
  ASSERT_EQ(sendRaw("POST", "/wps/relay/GCS_favorites", json{{"nodeId", game}}.dump(), player.token).status, 200);
  const auto rowsBefore = countRows("SELECT count(*) FROM game_favourites");
  struct Case {
    json body;
    int status;
    std::string code;
  };
  for (const auto& bad : std::vector<Case>{{{{"nodeId", 999999999}}, 404, "game_not_found"},
                                           {{{"nodeId", game}, {"vendor", "PG"}}, 404, "game_not_found"},
                                           {{{"nodeId", game}, {"gameType", "LIVE"}}, 404, "game_not_found"},
                                           {json::object(), 400, "invalid_parameter"},
                                           {{{"nodeId", "abc"}}, 400, "invalid_parameter"},
                                           {{{"nodeId", -3}}, 400, "invalid_parameter"},
                                           {{{"nodeId", json::array()}}, 400, "invalid_parameter"},
                                           {json::array(), 400, "invalid_request"}}) {
    const auto result = sendRaw("POST", "/wps/relay/GCS_favorites", bad.body.dump(), player.token);
    EXPECT_EQ(result.status, bad.status) << bad.body.dump() << ": " << result.body;
    EXPECT_EQ(codeOf(result), bad.code) << bad.body.dump();
  }
  const auto missingRemove = sendRaw("DELETE", "/wps/relay/GCS_favorites?nodeId=999999999", "", player.token);
  EXPECT_EQ(missingRemove.status, 404);
  EXPECT_EQ(codeOf(missingRemove), "game_not_found");
  EXPECT_EQ(countRows("SELECT count(*) FROM game_favourites"), rowsBefore);

  // Logged out: not_logged_in; a trial account: in_need_true_account (spec section 4).
  const auto trial = newPlayer("", 4);
  for (const auto& [method, path] : std::vector<std::pair<std::string, std::string>>{
           {"GET", "/wps/relay/GCS_favorites"},
           {"GET", "/wps/relay/GCS_favoriteIds"},
           {"POST", "/wps/relay/GCS_favorites"},
           {"DELETE", "/wps/relay/GCS_favorites?nodeId=" + std::to_string(game)},
           {"GET", "/wps/relay/GCS_recentGames"},
           {"GET", "/lgw/vn/games/recent"}}) {
    const std::string body = method == "POST" ? json{{"nodeId", game}}.dump() : "";
    const auto visitor = sendRaw(method, path, body);
    EXPECT_EQ(visitor.status, 401) << method << " " << path;
    EXPECT_EQ(codeOf(visitor), "not_logged_in");
    const auto asTrial = sendRaw(method, path, body, trial.token);
    EXPECT_EQ(asTrial.status, 403) << method << " " << path;
    EXPECT_EQ(codeOf(asTrial), "in_need_true_account");
  }
  EXPECT_EQ(countRows("SELECT count(*) FROM game_favourites"), rowsBefore);
  // Visitors and trial accounts browse the catalogue.
  EXPECT_EQ(get("/wps/relay/GCS_gameList?pageSize=1", trial.token).status, 200);
  EXPECT_EQ(get("/lgw/games/game_menus").status, 200);
}

TEST_F(GamesCatalogue, RecentGamesListTheLastLaunchedFirst) {
  const auto player = newPlayer();
  auto& memberGames = services().games().memberGames;
  const auto slot = nodeIdOf("CQ9", "CQ9-0003");
  const auto live = nodeIdOf("SEXY", "SEXY-0001");
  const auto lotto = nodeIdOf("TCG_LOTTO_VN", "TCG_LOTTO_VN-0001");
  memberGames.recordLaunch(memberOf(player), slot);
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  memberGames.recordLaunch(memberOf(player), live);
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  memberGames.recordLaunch(memberOf(player), lotto);
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  memberGames.recordLaunch(memberOf(player), slot);  // launched again: first

  auto recent = valueOf(get("/wps/relay/GCS_recentGames?clientType=3&language=en&page=1&pageSize=42", player.token));
  ASSERT_EQ(recent.at("list").size(), 3u);
  EXPECT_EQ(recent.at("list")[0].at("nodeId"), slot);
  EXPECT_EQ(recent.at("list")[1].at("nodeId"), lotto);
  EXPECT_EQ(recent.at("list")[2].at("nodeId"), live);
  EXPECT_GE(recent.at("list")[0].at("lastLaunched"), recent.at("list")[1].at("lastLaunched"));
  EXPECT_EQ(recent.at("totalPages"), 1);
  recent = valueOf(get("/wps/relay/GCS_recentGames?gameType=LIVE", player.token));
  ASSERT_EQ(recent.at("list").size(), 1u);
  EXPECT_EQ(recent.at("list")[0].at("nodeId"), live);
  const auto lottery = valueOf(get("/lgw/vn/games/recent", player.token));
  ASSERT_EQ(lottery.at("list").size(), 1u);
  EXPECT_EQ(lottery.at("list")[0].at("nodeId"), lotto);
  const auto bad = get("/wps/relay/GCS_recentGames?pageSize=1000", player.token);
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(codeOf(bad), "invalid_parameter");
}

TEST_F(GamesCatalogue, TheLotteryMenuFollowsThePrizeMode) {
  auto menu = valueOf(get("/lgw/vn/games/game_menu?device=web"));
  EXPECT_EQ(menu.at("prizeMode"), "elottery");
  EXPECT_EQ(static_cast<std::int64_t>(menu.at("games").size()),
            countRows("SELECT count(*) FROM games WHERE game_type = 'ELOTT'"));
  menu = valueOf(get("/lgw/vn/games/game_menu?prizeMode=normal"));
  EXPECT_EQ(menu.at("prizeMode"), "normal");
  for (const auto& game : menu.at("games")) EXPECT_EQ(game.at("gameType"), "LOTT");
  EXPECT_FALSE(menu.at("games").empty());
}

TEST_F(GamesCatalogue, MaintenanceSetByPanaloctlIsVisibleThroughTheApiWithoutRestart) {
  // The cache is loaded now; the change comes from another process.
  ASSERT_EQ(gameOf("PT", "PT-0002").at("maintenance"), false);
  auto run = runPanaloctl(database_->url(), "games maintenance PT/PT-0002 on");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_TRUE(eventually([] { return gameOf("PT", "PT-0002").at("maintenance") == true; }));
  EXPECT_EQ(gameOf("PT", "PT-0003").at("maintenance"), false);
  const auto player = newPlayer();
  auto& memberGames = services().games().memberGames;
  try {
    memberGames.playableGame(memberOf(player), nodeIdOf("PT", "PT-0002"), false);
    ADD_FAILURE() << "a game under maintenance was playable";
  } catch (const panalo::DomainError& error) {
    EXPECT_EQ(error.key(), "game_maintenance");
  }

  // A vendor's flag covers all its games and shows on its menu card.
  run = runPanaloctl(database_->url(), "games maintenance KA on");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_TRUE(eventually([] { return gameOf("KA", "KA-0001").at("maintenance") == true; }));
  bool cardShown = false;
  const auto menus = valueOf(get("/lgw/games/game_menus"));
  for (const auto& lane : menus.at("lanes")) {
    for (const auto& card : lane.at("cards")) {
      if (card.at("vassalage") == "KA") cardShown = card.at("maintenance") == true;
    }
  }
  EXPECT_TRUE(cardShown);

  ASSERT_EQ(runPanaloctl(database_->url(), "games maintenance KA off").exitCode, 0);
  ASSERT_EQ(runPanaloctl(database_->url(), "games maintenance " + std::to_string(nodeIdOf("PT", "PT-0002")) + " off")
                .exitCode,
            0);
  EXPECT_TRUE(eventually([] {
    return gameOf("PT", "PT-0002").at("maintenance") == false && gameOf("KA", "KA-0001").at("maintenance") == false;
  }));
  EXPECT_EQ(memberGames.playableGame(memberOf(player), nodeIdOf("PT", "PT-0002"), false).gameCode, "PT-0002");

  run = runPanaloctl(database_->url(), "games maintenance NOPE on");
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_NE(run.out.find("game_not_found"), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "games maintenance PT maybe");
  EXPECT_EQ(run.exitCode, 2) << run.out;
}

// The public catalogue reads keep their finished answers per catalogue snapshot
// and query (platform/http/response_cache.hpp): the very same URLs, asked again
// after a change from another process, must answer from the new catalogue, and
// errors must never be kept.
TEST_F(GamesCatalogue, RepeatedCatalogueReadsFollowEveryChangeOfTheCatalogue) {
  const std::vector<std::string> urls = {"/wps/relay/GCS_gameList?vassalage=TCG_SEA&pageSize=200",
                                         "/lgw/games/game_menus", "/wps/relay/GCS_hotGames?vassalage=TCG_SEA",
                                         "/lgw/vn/games/game_menu?prizeMode=elottery"};
  std::vector<std::string> before;
  for (const auto& url : urls) {
    const auto first = get(url);
    ASSERT_EQ(first.status, 200) << url << ": " << first.body;
    EXPECT_EQ(get(url).body, first.body) << url;
    before.push_back(first.body);
  }
  auto run = runPanaloctl(database_->url(), "games maintenance TCG_SEA on");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  for (std::size_t i = 0; i < urls.size(); ++i) {
    EXPECT_TRUE(eventually([&] { return get(urls[i]).body != before[i]; })) << urls[i] << " kept the old catalogue";
    const auto changed = get(urls[i]).body;
    EXPECT_NE(changed.find("\"maintenance\":true"), std::string::npos) << urls[i];
  }
  run = runPanaloctl(database_->url(), "games maintenance TCG_SEA off");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  for (std::size_t i = 0; i < urls.size(); ++i) {
    EXPECT_TRUE(eventually([&] { return get(urls[i]).body == before[i]; })) << urls[i] << " kept the changed one";
  }
  // A refused query answers afresh each time, as before.
  EXPECT_EQ(get("/wps/relay/GCS_gameList?pageNo=0").status, 400);
  EXPECT_EQ(get("/wps/relay/GCS_gameList?pageNo=0").status, 400);
}

TEST_F(GamesCatalogue, AGameTheAgentHasNotEnabledAnswersContactAgentAndTrialsPlayOnlyFreeTrials) {
  const auto agentId = createMember("gamesagent1", panalo::testing::kPassword, 1);
  const auto player = newPlayer();
  execute("UPDATE members SET upline_id = " + std::to_string(agentId) + " WHERE id = " + std::to_string(player.id));
  auto& memberGames = services().games().memberGames;
  const auto game = nodeIdOf("JDB", "JDB-0007");
  const auto keyOf = [&](std::int64_t nodeId, int typeCode, bool demo) -> std::string {
    try {
      memberGames.playableGame(memberOf(player, typeCode), nodeId, demo);
      return "ok";
    } catch (const panalo::DomainError& error) {
      return error.key();
    }
  };
  EXPECT_EQ(keyOf(game, 0, false), "ok");
  auto run = runPanaloctl(database_->url(), "games agent gamesagent1 JDB off");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(keyOf(game, 0, false), "contact_agent");
  // A game's own rule wins over its vendor's.
  run = runPanaloctl(database_->url(), "games agent gamesagent1 JDB/JDB-0007 on");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(keyOf(game, 0, false), "ok");
  EXPECT_EQ(keyOf(nodeIdOf("JDB", "JDB-0008"), 0, false), "contact_agent");
  EXPECT_EQ(keyOf(nodeIdOf("PG", "PG-0008"), 0, false), "ok");
  EXPECT_EQ(runPanaloctl(database_->url(), "games agent " + player.account + " JDB off").exitCode, 1);

  // Trial accounts: real play needs a true account; demo play of a free-trial game is allowed.
  const auto freeTrial = countRows("SELECT id FROM games WHERE free_trial AND vendor_code = 'PG' ORDER BY id LIMIT 1");
  const auto noTrial =
      countRows("SELECT id FROM games WHERE NOT free_trial AND vendor_code = 'PG' ORDER BY id LIMIT 1");
  EXPECT_EQ(keyOf(freeTrial, 4, false), "in_need_true_account");
  EXPECT_EQ(keyOf(freeTrial, 4, true), "ok");
  EXPECT_EQ(keyOf(noTrial, 4, true), "in_need_true_account");
  EXPECT_EQ(keyOf(999999999, 0, false), "game_not_found");
}

TEST_F(GamesCatalogue, AJsonCatalogueImportsUpsertsByVendorAndCodeAndReachesTheApi) {
  const auto before = gameCount();
  const auto file = writeFile("good.json", R"([
    {"vassalage": "EVO", "gameCode": "IMP-BAC-1", "gameType": "LIVE", "gameName": "Baccarat Ságrado",
     "gameClassify": "baccarat", "isHot": 1, "supportPlay": 0, "showIcon": "/static/evo/bac1.png"},
    {"vendor": "EVO", "gameCode": "IMP-ROU-1", "gameName": "Roleta Dorada", "hot": false, "sortOrder": 5}
  ])");
  auto run = runPanaloctl(database_->url(), "games import " + file);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("2 game(s) added, 0 updated, 0 unchanged"), std::string::npos) << run.out;
  EXPECT_EQ(gameCount(), before + 2);
  ASSERT_TRUE(eventually([] { return gameOf("EVO", "IMP-ROU-1").is_object(); }));
  const auto baccarat = gameOf("EVO", "IMP-BAC-1");
  EXPECT_EQ(baccarat.at("gameName"), "Baccarat Ságrado");
  EXPECT_EQ(baccarat.at("isHot"), 1);
  EXPECT_EQ(baccarat.at("supportPlay"), 0);
  EXPECT_EQ(baccarat.at("iconUrl"), "/static/evo/bac1.png");
  const auto roulette = gameOf("EVO", "IMP-ROU-1");
  EXPECT_EQ(roulette.at("gameType"), "LIVE");  // the vendor's category when the row names none
  EXPECT_EQ(roulette.at("iconUrl"), "/wps/games/icon?vendor=EVO&gameCode=IMP-ROU-1");

  // The same file again changes nothing; a changed name updates in place.
  run = runPanaloctl(database_->url(), "games import " + file);
  EXPECT_NE(run.out.find("0 game(s) added, 0 updated, 2 unchanged"), std::string::npos) << run.out;
  const auto renamed = writeFile("renamed.json", R"({"games": [
    {"gameCode": "IMP-ROU-1", "gameName": "Roleta Dourada"}]})");
  run = runPanaloctl(database_->url(), "games import " + renamed + " --vendor EVO");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("0 game(s) added, 1 updated"), std::string::npos) << run.out;
  EXPECT_EQ(gameCount(), before + 2);
  EXPECT_TRUE(eventually([] { return gameOf("EVO", "IMP-ROU-1").at("gameName") == "Roleta Dourada"; }));
}

TEST_F(GamesCatalogue, ACsvCatalogueImportsWithQuotedFieldsAndUnicodeNames) {
  const auto before = gameCount();
  const auto file = writeFile("good.csv",
                              "\xEF\xBB\xBFvendor,gameCode,gameType,gameName,isHot,supportPlay,gameClassify\r\n"
                              "FC,IMP-FISH-1,FISH,\"Pesca, Café \"\"Royale\"\"\",1,0,fishing\r\n"
                              "FC,IMP-FISH-2,FISH,Ocean 龍,0,1,\r\n");
  auto run = runPanaloctl(database_->url(), "games import " + file);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("2 game(s) added"), std::string::npos) << run.out;
  EXPECT_EQ(gameCount(), before + 2);
  ASSERT_TRUE(eventually([] { return gameOf("FC", "IMP-FISH-2").is_object(); }));
  EXPECT_EQ(gameOf("FC", "IMP-FISH-1").at("gameName"), "Pesca, Café \"Royale\"");
  EXPECT_EQ(gameOf("FC", "IMP-FISH-1").at("isHot"), 1);
  EXPECT_EQ(gameOf("FC", "IMP-FISH-2").at("gameName"), "Ocean 龍");
  EXPECT_EQ(gameOf("FC", "IMP-FISH-2").at("supportPlay"), 1);
  // Told apart by content when the name has no .json or .csv.
  const auto noExtension = writeFile("catalogue", "vendor,gameCode,gameName\nFC,IMP-FISH-3,Koi Pond\n");
  run = runPanaloctl(database_->url(), "games import " + noExtension);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(gameCount(), before + 3);
}

TEST_F(GamesCatalogue, ABadCatalogueFileIsRefusedWholeWithAnErrorPerRow) {
  const auto before = gameCount();
  const auto snapshot = [] {
    return countRows("SELECT count(*) FROM games") * 1000003 +
           countRows("SELECT coalesce(sum(length(game_name)), 0) FROM games");
  };
  const auto state = snapshot();
  const auto jsonFile = writeFile("bad.json", R"json([
    {"vendor": "PG", "gameCode": "IMP-OK-1", "gameName": "Fine Game"},
    {"vendor": "NOPE", "gameCode": "IMP-X-1", "gameName": "Unknown Vendor"},
    {"vendor": "PG", "gameCode": "IMP-X-2", "gameType": "SLOTS", "gameName": "Bad Type"},
    {"vendor": "PG", "gameCode": "IMP-X-3"},
    {"vendor": "PG", "gameCode": "bad code!", "gameName": "Bad Code"},
    {"vendor": "PG", "gameCode": "IMP-OK-1", "gameName": "Twice"},
    {"vendor": "PG", "gameCode": "IMP-X-4", "gameName": "Evil Icon", "iconUrl": "javascript:alert(1)"},
    {"vendor": "PG", "gameCode": "IMP-X-5", "gameName": "Hot?", "isHot": "maybe"},
    {"vendor": "PG", "gameCode": "IMP-X-6", "gameName": "Extra", "price": 3},
    "not an object"
  ])json");
  auto run = runPanaloctl(database_->url(), "games import " + jsonFile);
  EXPECT_EQ(run.exitCode, 1) << run.out;
  for (const std::string expected :
       {"9 of 10 game(s) refused, nothing imported", "game 2: vendor 'NOPE' is not a catalogue vendor",
        "game 3: gameType 'SLOTS' is not a game category", "game 4: gameName is missing", "game 5: gameCode",
        "game 6: gameCode 'IMP-OK-1' of PG appears twice", "game 7: iconUrl", "game 8: isHot must be",
        "game 9: unknown field 'price'", "game 10: must be an object"}) {
    EXPECT_NE(run.out.find(expected), std::string::npos) << expected << "\n" << run.out;
  }
  EXPECT_EQ(run.out.find("game 1:"), std::string::npos) << run.out;

  const auto csv = writeFile("bad.csv",
                             "vendor,gameCode,gameName\n"
                             "PG,IMP-CSV-1,Good One\n"
                             "PG,IMP-CSV-2\n"
                             "PG,IMP-CSV-3,\"never closed\n");
  run = runPanaloctl(database_->url(), "games import " + csv);
  EXPECT_EQ(run.exitCode, 1) << run.out;
  EXPECT_NE(run.out.find("not closed"), std::string::npos) << run.out;
  const auto csv2 = writeFile("bad2.csv", "vendor,gameCode,gameName\nPG,IMP-CSV-1,Good One\nPG,IMP-CSV-2\n");
  run = runPanaloctl(database_->url(), "games import " + csv2);
  EXPECT_EQ(run.exitCode, 1) << run.out;
  EXPECT_NE(run.out.find("row 3: has 2 fields, the header 3"), std::string::npos) << run.out;
  // A --vendor that is not the rows' vendor, a broken JSON file, a missing file.
  const auto other = writeFile("other.json", R"([{"vendor": "JL", "gameCode": "IMP-V-1", "gameName": "Elsewhere"}])");
  run = runPanaloctl(database_->url(), "games import " + other + " --vendor PG");
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_NE(run.out.find("game 1: vendor 'JL' is not --vendor PG"), std::string::npos) << run.out;
  EXPECT_EQ(runPanaloctl(database_->url(), "games import " + writeFile("broken.json", "[{\"vendor\": ")).exitCode, 1);
  EXPECT_EQ(runPanaloctl(database_->url(), "games import /nonexistent/catalogue.json").exitCode, 1);

  EXPECT_EQ(gameCount(), before);
  EXPECT_EQ(snapshot(), state);
}

}  // namespace
