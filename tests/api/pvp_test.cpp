// PVP rooms against the real server and PostgreSQL (issue 17 item 6): the
// rooms list with its filters; joining takes a seat and launches the game
// through the games domain's launch path; leaving and expiry free it; trial
// accounts, visitors, short balances, full rooms and refused launches change
// nothing; concurrent joins for the last seat: exactly one wins; bad input is
// refused with a key.
#include <future>

#include "panaloctl_run.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::runPanaloctl;
using panalo::testing::WalletFixture;
using json = nlohmann::json;

const std::string kLaunchHost = "https://pvp.example";

class PvpRooms : public WalletFixture {
 protected:
  static void SetUpTestSuite() {
    WalletFixture::SetUpTestSuite();
    for (const std::string& command : std::vector<std::string>{
             "games demo", "pvp demo", "games vendor-url BGS '" + kLaunchHost + "/play?token={token}&game={game}'"}) {
      const auto run = runPanaloctl(database_->url(), command);
      ASSERT_EQ(run.exitCode, 0) << command << ": " << run.out;
    }
  }

  static HttpResult get(const std::string& path, const std::optional<std::string>& token = std::nullopt) {
    return sendRaw("GET", path, "", token);
  }
  static HttpResult join(const Player& player, const json& roomId) {
    return sendRaw("POST", "/wps/pvp/rooms/join", json{{"roomId", roomId}, {"language", "en"}}.dump(), player.token);
  }
  static HttpResult leave(const Player& player, const json& roomId) {
    return sendRaw("POST", "/wps/pvp/rooms/leave", json{{"roomId", roomId}}.dump(), player.token);
  }
  static json rooms(const std::string& query = "", const std::optional<std::string>& token = std::nullopt) {
    const auto result = get("/wps/pvp/rooms" + query, token);
    EXPECT_EQ(result.status, 200) << query << ": " << result.body;
    return valueOf(result).at("list");
  }
  // The demo room of that name on the first PVP game.
  static json roomNamed(const std::string& name) {
    for (const auto& room : rooms()) {
      if (room.at("name") == name) return room;
    }
    ADD_FAILURE() << "no room " << name;
    return json();
  }
  static std::int64_t seats(std::int64_t roomId) {
    return countRows("SELECT count(*) FROM pvp_seats WHERE room_id = " + std::to_string(roomId) +
                     " AND expires_at > now()");
  }
  static std::string seatSnapshot() {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx
        .exec1(
            "SELECT coalesce(string_agg(room_id || ':' || member_id, ',' ORDER BY room_id, member_id), '') || '|' "
            "|| (SELECT count(*) FROM game_recent) || '|' || (SELECT count(*) FROM game_launch_tokens) FROM "
            "pvp_seats")[0]
        .as<std::string>();
  }
};

TEST_F(PvpRooms, TheListShowsRoomsOfPvpGamesWithStakeAndSeatsAndFilters) {
  const auto all = rooms();
  ASSERT_EQ(all.size(), 12u);  // four rooms on each of three PVP games
  std::int64_t previous = 0;
  for (const auto& room : all) {
    EXPECT_EQ(room.at("game").at("vassalage"), "BGS");
    EXPECT_GE(room.at("stake").get<std::int64_t>(), previous);  // by stake
    previous = room.at("stake").get<std::int64_t>();
    EXPECT_EQ(room.at("occupied"), 0);
    EXPECT_EQ(room.at("status"), "open");
    EXPECT_EQ(room.at("seated"), false);
  }
  const auto beginners = roomNamed("Beginners");
  EXPECT_EQ(beginners.at("stake"), 100);
  EXPECT_EQ(beginners.at("stakeText"), "1.00");
  EXPECT_EQ(beginners.at("seats"), 4);

  const auto nodeId = all[0].at("game").at("nodeId").get<std::int64_t>();
  const auto ofGame = rooms("?nodeId=" + std::to_string(nodeId));
  EXPECT_EQ(ofGame.size(), 4u);
  for (const auto& room : ofGame) EXPECT_EQ(room.at("game").at("nodeId"), nodeId);
  const auto middle = rooms("?minStake=1000&maxStake=2000");
  EXPECT_EQ(middle.size(), 6u);
  for (const auto& room : middle) {
    EXPECT_GE(room.at("stake").get<std::int64_t>(), 1000);
    EXPECT_LE(room.at("stake").get<std::int64_t>(), 2000);
  }
  for (const std::string bad : {"?nodeId=abc", "?nodeId=-1", "?minStake=0", "?maxStake=1.5", "?minStake=50&maxStake=10",
                                "?nodeId=1%27%20OR%201%3D1--", "?maxStake=99999999999999999999"}) {
    const auto result = get("/wps/pvp/rooms" + bad);
    EXPECT_EQ(result.status, 400) << bad;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << bad;
  }
}

TEST_F(PvpRooms, JoiningTakesASeatAndLaunchesTheGameLeavingFreesIt) {
  const auto player = newPlayer("50.00");
  const auto room = roomNamed("Beginners");
  const auto roomId = room.at("roomId").get<std::int64_t>();
  const auto joined = join(player, roomId);
  ASSERT_EQ(joined.status, 200) << joined.body;
  const auto value = valueOf(joined);
  const auto& launch = value.at("launch");
  EXPECT_EQ(launch.at("openMode"), "iframe");
  EXPECT_EQ(launch.at("url").get<std::string>().rfind(kLaunchHost + "/play?token=", 0), 0u) << launch.dump();
  EXPECT_EQ(launch.at("nodeId"), room.at("game").at("nodeId"));
  EXPECT_EQ(value.at("room").at("occupied"), 1);
  EXPECT_EQ(value.at("room").at("seated"), true);
  // Like any launch: a launch token for the vendor and a recent game.
  EXPECT_EQ(countRows("SELECT count(*) FROM game_recent WHERE member_id = " + std::to_string(player.id)), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM game_launch_tokens WHERE member_id = " + std::to_string(player.id)), 1);
  // The member's seat shows in the list they see; joining again keeps one seat.
  const auto seen = rooms("?nodeId=" + std::to_string(room.at("game").at("nodeId").get<std::int64_t>()), player.token);
  EXPECT_TRUE(
      std::any_of(seen.begin(), seen.end(), [&](const json& r) { return r.at("roomId") == roomId && r.at("seated"); }));
  ASSERT_EQ(join(player, std::to_string(roomId)).status, 200);
  EXPECT_EQ(seats(roomId), 1);

  const auto left = leave(player, roomId);
  ASSERT_EQ(left.status, 200) << left.body;
  EXPECT_EQ(valueOf(left).at("room").at("occupied"), 0);
  EXPECT_EQ(valueOf(left).at("room").at("seated"), false);
  const auto again = leave(player, roomId);
  EXPECT_EQ(again.status, 409);
  EXPECT_EQ(codeOf(again), "pvp_not_seated");
}

TEST_F(PvpRooms, VisitorsTrialAccountsAndShortBalancesTakeNoSeat) {
  const auto room = roomNamed("High rollers");  // 100.00
  const auto roomId = room.at("roomId").get<std::int64_t>();
  const auto before = seatSnapshot();
  const auto visitor = sendRaw("POST", "/wps/pvp/rooms/join", json{{"roomId", roomId}}.dump(), std::nullopt);
  EXPECT_EQ(visitor.status, 401);
  EXPECT_EQ(codeOf(visitor), "not_logged_in");
  const auto trial = newPlayer("", 4);
  const auto asTrial = join(trial, roomId);
  EXPECT_EQ(asTrial.status, 403);
  EXPECT_EQ(codeOf(asTrial), "in_need_true_account");
  const auto poor = newPlayer("99.99");
  const auto short_ = join(poor, roomId);
  EXPECT_EQ(short_.status, 422);
  EXPECT_EQ(codeOf(short_), "quota_not_sufficient");
  EXPECT_EQ(seatSnapshot(), before);
  // Exactly the stake is enough.
  const auto enough = newPlayer("100.00");
  EXPECT_EQ(join(enough, roomId).status, 200);
  EXPECT_EQ(leave(enough, roomId).status, 200);
}

TEST_F(PvpRooms, AFullRoomRefusesAndTheLastSeatGoesToExactlyOneOfManyJoins) {
  const auto headsUp = roomNamed("Heads-up").at("roomId").get<std::int64_t>();  // 2 seats
  const auto a = newPlayer("100.00");
  const auto b = newPlayer("100.00");
  const auto c = newPlayer("100.00");
  ASSERT_EQ(join(a, headsUp).status, 200);
  ASSERT_EQ(join(b, headsUp).status, 200);
  const auto before = seatSnapshot();
  const auto full = join(c, headsUp);
  EXPECT_EQ(full.status, 409);
  EXPECT_EQ(codeOf(full), "pvp_room_full");
  EXPECT_EQ(seatSnapshot(), before);
  EXPECT_EQ(roomNamed("Heads-up").at("status"), "full");

  // Regulars: 4 seats, 3 taken, then 6 players at once for the last one.
  const auto regulars = roomNamed("Regulars").at("roomId").get<std::int64_t>();
  for (int i = 0; i < 3; ++i) ASSERT_EQ(join(newPlayer("100.00"), regulars).status, 200);
  std::vector<Player> racers;
  racers.reserve(6);
  for (int i = 0; i < 6; ++i) racers.push_back(newPlayer("100.00"));
  std::vector<std::future<HttpResult>> runs;
  runs.reserve(racers.size());
  for (const auto& racer : racers) {
    runs.push_back(std::async(std::launch::async, [&racer, regulars] { return join(racer, regulars); }));
  }
  int won = 0;
  int refused = 0;
  for (auto& run : runs) {
    const auto result = run.get();
    if (result.status == 200) ++won;
    if (result.status == 409 && codeOf(result) == "pvp_room_full") ++refused;
  }
  EXPECT_EQ(won, 1);
  EXPECT_EQ(refused, 5);
  EXPECT_EQ(seats(regulars), 4);
}

TEST_F(PvpRooms, ExpiredSeatsAreFreedAndARefusedLaunchLeavesNoSeat) {
  const auto room = roomNamed("Beginners");
  const auto roomId = room.at("roomId").get<std::int64_t>();
  const auto sitter = newPlayer("10.00");
  ASSERT_EQ(join(sitter, roomId).status, 200);
  // The launch's hold runs out: the seat stops counting, housekeeping deletes it.
  {
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    tx.exec_params("UPDATE pvp_seats SET expires_at = now() - interval '1 second' WHERE member_id = $1", sitter.id);
    tx.commit();
  }
  EXPECT_EQ(roomNamed("Beginners").at("occupied"), 0);
  EXPECT_GE(services().pvp().rooms.purgeExpiredSeats(), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM pvp_seats WHERE member_id = " + std::to_string(sitter.id)), 0);

  // A member on a play break: the launch is refused, no seat is kept.
  const auto resting = newPlayer("10.00");
  ASSERT_EQ(
      sendRaw("PUT", "/wps/v2/responsible-gaming/play-break", json{{"period", "cool_off_24h"}}.dump(), resting.token)
          .status,
      200);
  const auto before = seatSnapshot();
  const auto refused = join(resting, roomId);
  EXPECT_EQ(refused.status, 403);
  EXPECT_EQ(codeOf(refused), "cool_off_active");
  EXPECT_EQ(seatSnapshot(), before);
}

TEST_F(PvpRooms, BadInputIsRefusedWithAKeyAndChangesNothing) {
  const auto player = newPlayer("10.00");
  const auto before = seatSnapshot();
  for (const json& bad : {json(nullptr), json("abc"), json(-1), json(0), json("1' OR 1=1--"), json(true), json(1.5),
                          json(std::string(300, '9')), json("99999999999999999999")}) {
    const auto result = join(player, bad);
    EXPECT_EQ(result.status, 400) << bad.dump();
    EXPECT_EQ(codeOf(result), "invalid_parameter") << bad.dump();
  }
  const auto notObject = sendRaw("POST", "/wps/pvp/rooms/join", "[1]", player.token);
  EXPECT_EQ(notObject.status, 400);
  EXPECT_EQ(codeOf(notObject), "invalid_request");
  const auto missing = join(player, 999999999);
  EXPECT_EQ(missing.status, 404);
  EXPECT_EQ(codeOf(missing), "pvp_room_not_found");
  const auto leaveBad = leave(player, "x");
  EXPECT_EQ(leaveBad.status, 400);
  EXPECT_EQ(codeOf(leaveBad), "invalid_parameter");
  EXPECT_EQ(seatSnapshot(), before);
}

}  // namespace
