// The chat room and live hosts against the real server and PostgreSQL (issue
// 17 items 3 and 4): sending and reading back with a real-time event per
// stored message in the same transaction, the bad-input list of the issue
// (a 100 KB message, script tags, flooding, a muted member, trial accounts,
// missing, mistyped, too long and invalid UTF-8 fields) refused with their keys
// and nothing stored, profanity masking, operator deletion, history paging, the
// real-time authorizer, the live host list and launch chat, and panaloctl chat.
#include <chrono>
#include <map>

#include "panaloctl_run.hpp"
#include "platform/core/domain_error.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::runPanaloctl;
using panalo::testing::WalletFixture;
using json = nlohmann::json;

class Chat : public WalletFixture {
 protected:
  static std::int64_t newRoom() {
    static std::atomic<int> counter{0};
    const auto n = ++counter;
    return services().chat().chat.createRoom("room-" + std::to_string(n), "Room " + std::to_string(n), n);
  }
  static HttpResult send(const std::optional<std::string>& token, std::int64_t roomId, const std::string& text) {
    return sendRaw("POST", "/wps/chat/messages", json{{"roomId", roomId}, {"text", text}}.dump(), token);
  }
  static HttpResult history(const std::optional<std::string>& token, const std::string& query) {
    return sendRaw("GET", "/wps/chat/messages" + query, "", token);
  }
  static json historyOf(const std::string& token, std::int64_t roomId) {
    const auto result = history(token, "?roomId=" + std::to_string(roomId));
    EXPECT_EQ(result.status, 200) << result.body;
    return valueOf(result);
  }
  static std::int64_t storedIn(std::int64_t roomId) {
    return countRows("SELECT count(*) FROM chat_messages WHERE room_id = " + std::to_string(roomId));
  }
  static std::int64_t eventsIn(std::int64_t roomId, const std::string& kind = "chat_message") {
    return countRows("SELECT count(*) FROM realtime_events WHERE stream = 'room:" + std::to_string(roomId) +
                     "' AND kind = '" + kind + "'");
  }
  // As if a little more than the minimum interval had passed since the
  // member's earlier messages (no sleeping in tests).
  static void timePasses(std::int64_t memberId, const std::string& interval = "1100 milliseconds") {
    execute("UPDATE chat_messages SET created_at = created_at - interval '" + interval +
            "' WHERE member_id = " + std::to_string(memberId));
  }
};

TEST_F(Chat, MessagesComeBackNewestFirstAndEachPublishesItsEventInTheSameTransaction) {
  const auto room = newRoom();
  const auto alice = newPlayer();
  auto result = send(alice.token, room, "  Hello room  ");
  ASSERT_EQ(result.status, 200) << result.body;
  const auto first = valueOf(result);
  EXPECT_EQ(first.at("text"), "Hello room") << "trimmed";
  EXPECT_EQ(first.at("roomId"), room);
  EXPECT_EQ(first.at("authorId"), alice.id);
  EXPECT_EQ(first.at("authorName"), alice.account + "-nick");
  timePasses(alice.id);
  result = send(alice.token, room, "Second");
  ASSERT_EQ(result.status, 200) << result.body;

  const auto page = historyOf(alice.token, room);
  ASSERT_EQ(page.at("list").size(), 2U);
  EXPECT_EQ(page.at("list")[0].at("text"), "Second");
  // The send answers the message as the history returns it (its time aside:
  // timePasses moved it back).
  auto listedFirst = page.at("list")[1];
  auto answeredFirst = first;
  listedFirst.erase("sentAt");
  answeredFirst.erase("sentAt");
  EXPECT_EQ(listedFirst, answeredFirst);
  EXPECT_EQ(page.at("hasMore"), false);
  EXPECT_EQ(page.at("canSend"), true);
  EXPECT_TRUE(page.at("mutedUntil").is_null());

  // One event per stored message on the room's stream, numbered at commit,
  // carrying the message exactly as the history returns it.
  EXPECT_EQ(eventsIn(room), 2);
  pqxx::connection connection(database_->url());
  pqxx::read_transaction tx(connection);
  const auto rows = tx.exec(
      "SELECT payload::text, seq FROM realtime_events WHERE stream = 'room:" + std::to_string(room) + "' ORDER BY seq");
  ASSERT_EQ(rows.size(), 2U);
  EXPECT_EQ(json::parse(rows[0][0].as<std::string>()), first);
  EXPECT_EQ(json::parse(rows[1][0].as<std::string>()), page.at("list")[0]);
  EXPECT_EQ(rows[0][1].as<std::int64_t>(), 1);
  EXPECT_EQ(rows[1][1].as<std::int64_t>(), 2);
}

TEST_F(Chat, ScriptTagsAreStoredAsTypedAndComeBackAsInertText) {
  const auto room = newRoom();
  const auto player = newPlayer();
  const std::string text = "<script>alert(document.cookie)</script><img src=x onerror=alert(1)> & \"quotes\" 'x'";
  auto result = send(player.token, room, text);
  ASSERT_EQ(result.status, 200) << result.body;
  // Plain text in a JSON string, never HTML: the API answers application/json
  // with nosniff (no browser renders it as a page) and the UI renders text.
  EXPECT_EQ(result.headers.at("content-type").rfind("application/json", 0), 0U);
  EXPECT_EQ(result.headers.at("x-content-type-options"), "nosniff");
  EXPECT_EQ(valueOf(result).at("text"), text);
  result = history(player.token, "?roomId=" + std::to_string(room));
  EXPECT_EQ(result.headers.at("content-type").rfind("application/json", 0), 0U);
  EXPECT_EQ(valueOf(result).at("list")[0].at("text"), text);
  // Stored exactly as typed: escaping here would show "&lt;" in the UI.
  EXPECT_EQ(
      countRows("SELECT count(*) FROM chat_messages WHERE body = " + pqxx::connection(database_->url()).quote(text)),
      1);
}

TEST_F(Chat, AHundredKilobyteMessageIsRefusedWith413AndNothingIsStored) {
  const auto room = newRoom();
  const auto player = newPlayer();
  for (const std::size_t size : {std::size_t{100 * 1024}, std::size_t{9 * 1024}}) {
    const auto result = send(player.token, room, std::string(size, 'a'));
    EXPECT_EQ(result.status, 413) << size;
    EXPECT_EQ(codeOf(result), "request_too_large") << size;
  }
  EXPECT_EQ(storedIn(room), 0);
  EXPECT_EQ(eventsIn(room), 0);
}

TEST_F(Chat, FloodingIsRateLimitedAndOnlyTheAllowedMessagesAreStored) {
  const auto room = newRoom();
  const auto player = newPlayer();
  // Ten at once: the first goes through, the rest come within the second.
  int accepted = 0;
  const auto started = std::chrono::steady_clock::now();
  for (int i = 0; i < 10; ++i) {
    const auto result = send(player.token, room, "flood " + std::to_string(i));
    if (result.status == 200) {
      ++accepted;
      continue;
    }
    EXPECT_EQ(result.status, 429) << result.body;
    EXPECT_EQ(codeOf(result), "too_many_requests");
    EXPECT_GE(dataOf(result).at("retryAfterSeconds").get<int>(), 1);
  }
  // One a second: on a machine slow enough to take seconds over the ten, one
  // more per second may pass, never more.
  const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - started);
  EXPECT_GE(accepted, 1);
  EXPECT_LE(accepted, 1 + seconds.count());
  EXPECT_EQ(storedIn(room), accepted);
  EXPECT_EQ(eventsIn(room), accepted);
  execute("DELETE FROM realtime_events WHERE stream = 'room:" + std::to_string(room) + "'");
  execute("DELETE FROM chat_messages WHERE room_id = " + std::to_string(room));

  // Spaced by the minimum interval, five fit in the ten-second window; the sixth does not.
  for (int i = 0; i < 5; ++i) {
    if (i > 0) timePasses(player.id);
    ASSERT_EQ(send(player.token, room, "paced " + std::to_string(i)).status, 200) << i;
  }
  timePasses(player.id);
  const auto sixth = send(player.token, room, "one too many");
  EXPECT_EQ(sixth.status, 429) << sixth.body;
  EXPECT_EQ(codeOf(sixth), "too_many_requests");
  const auto wait = dataOf(sixth).at("retryAfterSeconds").get<int>();
  EXPECT_GE(wait, 1);
  EXPECT_LE(wait, 10);
  EXPECT_EQ(storedIn(room), 5);
  EXPECT_EQ(eventsIn(room), 5);
  // Once the oldest leaves the window, sending works again.
  timePasses(player.id, "10 seconds");
  EXPECT_EQ(send(player.token, room, "back again").status, 200);
}

TEST_F(Chat, AMutedMemberIsRefusedUntilUnmutedAndNothingIsStored) {
  const auto room = newRoom();
  const auto player = newPlayer();
  services().chat().chat.mute(player.account, std::chrono::hours(1), "spamming links");
  auto result = send(player.token, room, "let me talk");
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "chat_muted");
  EXPECT_FALSE(dataOf(result).at("mutedUntil").get<std::string>().empty());
  EXPECT_EQ(storedIn(room), 0);
  EXPECT_EQ(eventsIn(room), 0);
  const auto page = historyOf(player.token, room);
  EXPECT_EQ(page.at("canSend"), false);
  EXPECT_TRUE(page.at("mutedUntil").is_string());

  services().chat().chat.unmute(player.account);
  EXPECT_EQ(send(player.token, room, "thanks").status, 200);
  EXPECT_EQ(historyOf(player.token, room).at("canSend"), true);
  EXPECT_THROW(services().chat().chat.mute("nobody-here", std::chrono::hours(1), "x"), panalo::DomainError);
}

TEST_F(Chat, TrialAccountsReadButCannotSend) {
  const auto room = newRoom();
  const auto member = newPlayer();
  ASSERT_EQ(send(member.token, room, "hi trial").status, 200);
  const auto trial = newPlayer("", 4);
  const auto page = historyOf(trial.token, room);
  EXPECT_EQ(page.at("list").size(), 1U);
  EXPECT_EQ(page.at("canSend"), false);
  const auto result = send(trial.token, room, "can I?");
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "in_need_true_account");
  EXPECT_EQ(storedIn(room), 1);
  EXPECT_EQ(eventsIn(room), 1);
  // Logged out: nothing at all.
  EXPECT_EQ(history(std::nullopt, "?roomId=" + std::to_string(room)).status, 401);
  EXPECT_EQ(send(std::nullopt, room, "anon").status, 401);
  EXPECT_EQ(sendRaw("GET", "/wps/chat/rooms", "").status, 401);
}

TEST_F(Chat, BadFieldsAreRefusedWithTheirKeyAndChangeNothing) {
  const auto room = newRoom();
  const auto player = newPlayer();
  const auto roomText = std::to_string(room);
  struct Case {
    std::string body;
    int status;
    std::string code;
  };
  const std::vector<Case> cases = {
      {R"({"roomId":)" + roomText + "}", 400, "invalid_parameter"},
      {R"({"roomId":)" + roomText + R"(,"text":42})", 400, "invalid_parameter"},
      {R"({"roomId":)" + roomText + R"(,"text":null})", 400, "invalid_parameter"},
      {R"({"roomId":")" + roomText + R"(","text":"hi"})", 400, "invalid_parameter"},
      {R"({"roomId":1.5,"text":"hi"})", 400, "invalid_parameter"},
      {R"({"text":"hi"})", 400, "invalid_parameter"},
      {R"({"roomId":-3,"text":"hi"})", 400, "invalid_parameter"},
      {R"({"roomId":)" + roomText + R"(,"text":""})", 400, "input_cannot_be_empty"},
      {R"({"roomId":)" + roomText + R"(,"text":"   \n\t "})", 400, "input_cannot_be_empty"},
      {R"({"roomId":)" + roomText + R"(,"text":"bell\u0007"})", 400, "invalid_parameter"},
      {R"({"roomId":)" + roomText + R"(,"text":"two\nlines"})", 400, "invalid_parameter"},
      {R"({"roomId":)" + roomText + R"(,"text":"c1\u0085"})", 400, "invalid_parameter"},
      {R"({"roomId":)" + roomText + R"(,"text":"lone \ud800 surrogate"})", 400, "invalid_request"},
      {"{\"roomId\":" + roomText + ",\"text\":\"bad \xC3\x28 utf8\"}", 400, "invalid_request"},
      {"not json", 400, "invalid_request"},
      {"[1,2]", 400, "invalid_request"},
      {R"({"roomId":999999999,"text":"nobody reads this"})", 404, "not_found"},
  };
  for (const auto& c : cases) {
    const auto result = sendRaw("POST", "/wps/chat/messages", c.body, player.token);
    EXPECT_EQ(result.status, c.status) << c.body << " -> " << result.body;
    EXPECT_EQ(codeOf(result), c.code) << c.body;
  }
  // 501 characters (multi-byte ones: characters are counted, not bytes).
  std::string tooLong;
  for (int i = 0; i < 501; ++i) tooLong += "\xC3\xA9";
  auto result = send(player.token, room, tooLong);
  EXPECT_EQ(result.status, 400) << result.body;
  EXPECT_EQ(codeOf(result), "chat_message_too_long");
  EXPECT_EQ(dataOf(result).at("maxCharacters"), 500);
  EXPECT_EQ(storedIn(room), 0) << "nothing stored by any refused send";
  EXPECT_EQ(eventsIn(room), 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM chat_messages WHERE member_id = " + std::to_string(player.id)), 0);
}

TEST_F(Chat, FiveHundredCharactersAndSqlMetacharactersAreJustText) {
  const auto room = newRoom();
  const auto player = newPlayer();
  std::string longest;
  for (int i = 0; i < 500; ++i) longest += "\xC3\xA9";
  auto result = send(player.token, room, longest);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("text"), longest);
  timePasses(player.id);
  const std::string sql = "'); DROP TABLE chat_messages; -- \\ $1 %s";
  result = send(player.token, room, sql);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(historyOf(player.token, room).at("list")[0].at("text"), sql);
  EXPECT_EQ(storedIn(room), 2);
}

TEST_F(Chat, ClosedAndUnknownRoomsAreNotFound) {
  const auto player = newPlayer();
  const auto id = services().chat().chat.createRoom("closing-soon", "Closing soon", 0);
  ASSERT_EQ(send(player.token, id, "before closing").status, 200);
  services().chat().chat.setRoomClosed("closing-soon", true);
  timePasses(player.id);
  auto result = send(player.token, id, "after closing");
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(codeOf(result), "not_found");
  result = history(player.token, "?roomId=" + std::to_string(id));
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(storedIn(id), 1);
  EXPECT_EQ(eventsIn(id), 1);
  const auto rooms = valueOf(sendRaw("GET", "/wps/chat/rooms", "", player.token)).at("list");
  for (const auto& room : rooms) EXPECT_NE(room.at("id"), id) << "a closed room is not listed";
  EXPECT_THROW(services().chat().chat.setRoomClosed("no-such-room", true), panalo::DomainError);
  // Reopened, it takes messages again.
  services().chat().chat.setRoomClosed("closing-soon", false);
  EXPECT_EQ(send(player.token, id, "open again").status, 200);
}

TEST_F(Chat, HistoryPagesByBeforeIdAndRefusesBadParameters) {
  const auto room = newRoom();
  const auto player = newPlayer();
  for (int i = 1; i <= 3; ++i) {
    ASSERT_EQ(send(player.token, room, "m" + std::to_string(i)).status, 200);
    timePasses(player.id);
  }
  auto result = history(player.token, "?roomId=" + std::to_string(room) + "&limit=2");
  ASSERT_EQ(result.status, 200) << result.body;
  auto page = valueOf(result);
  ASSERT_EQ(page.at("list").size(), 2U);
  EXPECT_EQ(page.at("list")[0].at("text"), "m3");
  EXPECT_EQ(page.at("list")[1].at("text"), "m2");
  EXPECT_EQ(page.at("hasMore"), true);
  const auto oldestShown = page.at("list")[1].at("id").get<std::int64_t>();
  page = valueOf(
      history(player.token, "?roomId=" + std::to_string(room) + "&limit=2&before=" + std::to_string(oldestShown)));
  ASSERT_EQ(page.at("list").size(), 1U);
  EXPECT_EQ(page.at("list")[0].at("text"), "m1");
  EXPECT_EQ(page.at("hasMore"), false);

  for (const std::string& query : std::vector<std::string>{
           "", "?roomId=abc", "?roomId=0", "?roomId=" + std::to_string(room) + "&limit=0",
           "?roomId=" + std::to_string(room) + "&limit=51", "?roomId=" + std::to_string(room) + "&before=x1",
           "?roomId=" + std::to_string(room) + "&before=0"}) {
    result = history(player.token, query);
    EXPECT_EQ(result.status, 400) << query << " -> " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query;
  }
}

TEST_F(Chat, TheOperatorsWordsAreMaskedAsWholeWordsInAnyCase) {
  const auto room = newRoom();
  const auto player = newPlayer();
  auto& chat = services().chat().chat;
  EXPECT_TRUE(chat.addWord("Darn"));
  EXPECT_FALSE(chat.addWord("darn")) << "stored in lower case, once";
  EXPECT_TRUE(chat.addWord("heck"));
  EXPECT_THROW(chat.addWord("two words"), panalo::DomainError);
  EXPECT_THROW(chat.addWord(""), panalo::DomainError);
  const auto result = send(player.token, room, "Darn it, HECK! darned heckle d-a-r-n DARN");
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("text"), "**** it, ****! darned heckle d-a-r-n ****");
  EXPECT_EQ(countRows("SELECT count(*) FROM chat_messages WHERE body ~* 'darn it'"), 0) << "masked before storing";

  EXPECT_TRUE(chat.removeWord("HECK"));
  EXPECT_FALSE(chat.removeWord("heck"));
  timePasses(player.id);
  EXPECT_EQ(valueOf(send(player.token, room, "heck darn")).at("text"), "heck ****");
  EXPECT_TRUE(chat.removeWord("darn"));
}

TEST_F(Chat, ADeletedMessageLeavesTheHistoryAndPublishesItsDeletion) {
  const auto room = newRoom();
  const auto player = newPlayer();
  const auto kept = valueOf(send(player.token, room, "keep me")).at("id").get<std::int64_t>();
  timePasses(player.id);
  const auto gone = valueOf(send(player.token, room, "delete me")).at("id").get<std::int64_t>();
  services().chat().chat.remove(gone, "off-topic");
  const auto page = historyOf(player.token, room);
  ASSERT_EQ(page.at("list").size(), 1U);
  EXPECT_EQ(page.at("list")[0].at("id"), kept);
  EXPECT_EQ(eventsIn(room, "chat_deleted"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM realtime_events WHERE kind = 'chat_deleted' AND payload = "
                      "jsonb_build_object('messageId', " +
                      std::to_string(gone) + "::bigint)"),
            1);
  EXPECT_THROW(services().chat().chat.remove(gone, "again"), panalo::DomainError) << "already deleted";
  EXPECT_EQ(eventsIn(room, "chat_deleted"), 1);
  EXPECT_EQ(countRows("SELECT count(*) FROM chat_messages WHERE id = " + std::to_string(gone) +
                      " AND deleted_reason = 'off-topic'"),
            1)
      << "kept for the record";
}

TEST_F(Chat, TheRealtimeAuthorizerLetsAnyAccountReadOpenRoomsOnly) {
  const auto room = newRoom();
  const auto player = newPlayer();
  auto& chat = services().chat().chat;
  EXPECT_TRUE(chat.canRead(player.id, std::to_string(room)));
  EXPECT_FALSE(chat.canRead(0, std::to_string(room)));
  for (const std::string& key :
       std::vector<std::string>{"", "abc", "0", "0" + std::to_string(room), "999999999999", "1;2", "room:1"}) {
    EXPECT_FALSE(chat.canRead(player.id, key)) << key;
  }
  const auto closing = chat.createRoom("authorizer-closing", "Closing", 0);
  EXPECT_TRUE(chat.canRead(player.id, std::to_string(closing)));
  chat.setRoomClosed("authorizer-closing", true);
  EXPECT_FALSE(chat.canRead(player.id, std::to_string(closing)));
}

TEST_F(Chat, LiveHostsListTheirStatusAndLaunchChatOpensTheirRoom) {
  auto& live = services().chat().live;
  const auto online = live.add("test-online", "Online Olive", std::string("/avatars/olive.png"), 1);
  const auto busy = live.add("test-busy", "Busy Bea", std::nullopt, 2);
  const auto offline = live.add("test-offline", "Offline Ona", std::nullopt, 3);
  live.setStatus("test-online", "online");
  live.setStatus("test-busy", "busy");
  EXPECT_THROW(live.setStatus("test-busy", "away"), panalo::DomainError);
  EXPECT_THROW(live.setStatus("no-such-host", "online"), panalo::DomainError);
  EXPECT_THROW(live.add("test-online", "Again", std::nullopt, 0), panalo::DomainError);
  EXPECT_THROW(live.add("bad-avatar", "X", std::string("javascript:alert(1)"), 0), panalo::DomainError);
  EXPECT_THROW(live.add("bad-avatar", "X", std::string("//evil.example/a.png"), 0), panalo::DomainError);

  // Public, like the game pages.
  auto result = sendRaw("GET", "/wps/live/models", "");
  ASSERT_EQ(result.status, 200) << result.body;
  std::map<std::int64_t, json> byId;
  const auto models = valueOf(result);
  for (const auto& host : models.at("list")) byId[host.at("id").get<std::int64_t>()] = host;
  ASSERT_EQ(byId.count(online.id), 1U) << result.body;
  EXPECT_EQ(byId[online.id].at("status"), "online");
  EXPECT_EQ(byId[online.id].at("avatarUrl"), "/avatars/olive.png");
  EXPECT_EQ(byId[online.id].at("roomId"), online.roomId);
  EXPECT_EQ(byId[busy.id].at("status"), "busy");
  EXPECT_TRUE(byId[busy.id].at("avatarUrl").is_null());
  EXPECT_EQ(byId[offline.id].at("status"), "offline");

  const auto player = newPlayer();
  result = sendRaw("GET", "/wps/live/launchChat?modelId=" + std::to_string(online.id), "", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("chatUrl"), "/live?chatRoom=" + std::to_string(online.roomId));
  EXPECT_EQ(valueOf(result).at("roomId"), online.roomId);
  // The host's room is a chat room like any other.
  EXPECT_EQ(send(player.token, online.roomId, "Hi Olive!").status, 200);
  bool listed = false;
  const auto rooms = valueOf(sendRaw("GET", "/wps/chat/rooms", "", player.token));
  for (const auto& room : rooms.at("list")) {
    if (room.at("id") == online.roomId) listed = room.at("hostId") == online.id && room.at("name") == "Online Olive";
  }
  EXPECT_TRUE(listed);

  const auto trial = newPlayer("", 4);
  EXPECT_EQ(sendRaw("GET", "/wps/live/launchChat?modelId=" + std::to_string(busy.id), "", trial.token).status, 200)
      << "busy hosts chat; trial accounts read";
  result = sendRaw("GET", "/wps/live/launchChat?modelId=" + std::to_string(offline.id), "", player.token);
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "live_host_offline");
  result = sendRaw("GET", "/wps/live/launchChat?modelId=999999999", "", player.token);
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(codeOf(result), "not_found");
  for (const std::string query : {"", "?modelId=abc", "?modelId=0"}) {
    result = sendRaw("GET", "/wps/live/launchChat" + query, "", player.token);
    EXPECT_EQ(result.status, 400) << query << " -> " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter");
  }
  EXPECT_EQ(sendRaw("GET", "/wps/live/launchChat?modelId=" + std::to_string(online.id), "").status, 401);
}

TEST_F(Chat, PanaloctlRunsTheOperatorsSide) {
  const auto url = database_->url();
  auto run = runPanaloctl(url, "chat rooms add ctl-room --name 'Ctl room' --order 5");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(url, "chat rooms list --json");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  std::int64_t roomId = 0;
  for (const auto& room : json::parse(run.out)) {
    if (room.at("slug") == "ctl-room") roomId = room.at("id");
  }
  ASSERT_GT(roomId, 0) << run.out;

  const auto player = newPlayer();
  run = runPanaloctl(url, "chat words add Gosh");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(runPanaloctl(url, "chat words list").out.find("gosh"), std::string::npos);
  const auto id = valueOf(send(player.token, roomId, "oh gosh")).at("id").get<std::int64_t>();
  EXPECT_EQ(historyOf(player.token, roomId).at("list")[0].at("text"), "oh ****");
  EXPECT_EQ(runPanaloctl(url, "chat words remove gosh").exitCode, 0);

  run = runPanaloctl(url, "chat messages " + std::to_string(roomId));
  EXPECT_NE(run.out.find(player.account), std::string::npos) << run.out;
  run = runPanaloctl(url, "chat delete " + std::to_string(id) + " --reason spam");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(historyOf(player.token, roomId).at("list").size(), 0U);
  EXPECT_NE(runPanaloctl(url, "chat delete " + std::to_string(id)).exitCode, 0) << "already deleted";

  run = runPanaloctl(url, "chat mute " + player.account + " --for 30m --reason flooding");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(runPanaloctl(url, "chat mutes").out.find(player.account), std::string::npos);
  timePasses(player.id);
  EXPECT_EQ(codeOf(send(player.token, roomId, "muted?")), "chat_muted");
  EXPECT_EQ(runPanaloctl(url, "chat unmute " + player.account).exitCode, 0);
  EXPECT_EQ(send(player.token, roomId, "free").status, 200);
  EXPECT_NE(runPanaloctl(url, "chat mute nobody-at-all --for 1h --reason x").exitCode, 0);

  run = runPanaloctl(url, "chat hosts add ctl-host --name 'Ctl Host' --order 9");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(runPanaloctl(url, "chat hosts status ctl-host online").exitCode, 0);
  run = runPanaloctl(url, "chat hosts list");
  EXPECT_NE(run.out.find("ctl-host"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("online"), std::string::npos) << run.out;
  EXPECT_NE(runPanaloctl(url, "chat hosts status ctl-host dancing").exitCode, 0);
  EXPECT_EQ(runPanaloctl(url, "chat rooms close ctl-room").exitCode, 0);
  timePasses(player.id);
  EXPECT_EQ(send(player.token, roomId, "closed?").status, 404);
}

}  // namespace
