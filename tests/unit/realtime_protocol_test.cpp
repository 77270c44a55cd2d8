// The real-time channel's pure parts: the frames a page may send, the frames the
// server builds, and the cursor that sends each event of a stream exactly once
// and in order whatever order events arrive in (api/src/domains/realtime).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "domains/realtime/channel_protocol.hpp"
#include "domains/realtime/stream_cursor.hpp"

namespace panalo::realtime {
namespace {

using json = nlohmann::json;

std::string keyOf(std::string_view text) {
  try {
    parseClientFrame(text);
  } catch (const ProtocolError& error) {
    return error.key();
  }
  return "";
}

TEST(RealtimeProtocol, ReadsTheFourFrames) {
  const auto hello = std::get<HelloFrame>(parseClientFrame(R"({"type":"hello","token":"abc","resume":{"m:4":7}})"));
  EXPECT_EQ(hello.token, "abc");
  EXPECT_EQ(hello.resume.at("m:4"), 7);
  const auto subscribe = std::get<SubscribeFrame>(parseClientFrame(R"({"type":"subscribe","stream":"room:2"})"));
  EXPECT_EQ(subscribe.stream, "room:2");
  EXPECT_FALSE(subscribe.after.has_value());
  EXPECT_EQ(*std::get<SubscribeFrame>(parseClientFrame(R"({"type":"subscribe","stream":"all","after":3})")).after, 3);
  EXPECT_EQ(std::get<UnsubscribeFrame>(parseClientFrame(R"({"type":"unsubscribe","stream":"room:2"})")).stream,
            "room:2");
  EXPECT_TRUE(std::holds_alternative<PingFrame>(parseClientFrame(R"({"type":"ping"})")));
}

TEST(RealtimeProtocol, RefusesWhatIsNotAFrame) {
  for (const auto* text :
       {"", "null", "[]", "{}", R"({"type":1})", R"({"type":"shout"})", "{\"type\":\"ping\"", R"({"type":"subscribe"})",
        R"({"type":"subscribe","stream":"m:1; DROP TABLE x"})", R"({"type":"subscribe","stream":"room:2","after":-1})",
        R"({"type":"subscribe","stream":"room:2","after":"5"})",
        R"({"type":"hello","token":"t","resume":{"bad stream":1}})", R"({"type":"hello","token":"t","resume":[1]})"}) {
    EXPECT_EQ(keyOf(text), "invalid_parameter") << text;
  }
  // No token, or an absurd one: not signed in.
  EXPECT_EQ(keyOf(R"({"type":"hello"})"), "not_logged_in");
  EXPECT_EQ(keyOf(R"({"type":"hello","token":""})"), "not_logged_in");
  EXPECT_EQ(keyOf(R"({"type":"hello","token":")" + std::string(300, 'a') + "\"}"), "not_logged_in");
  // Invalid UTF-8 is not JSON.
  EXPECT_EQ(keyOf("{\"type\":\"ping\",\"x\":\"\xff\"}"), "invalid_parameter");
}

TEST(RealtimeProtocol, StreamNamesFollowTheOutboxRule) {
  for (const auto* good : {"all", "m:42", "room:lobby", "room:a_b-9"}) EXPECT_TRUE(isStreamName(good)) << good;
  for (const auto* bad : {"", "All", "m:", ":1", "m1", "M:1", "room:a b", "averyveryverylongprefix:1", "m:1:2"}) {
    EXPECT_FALSE(isStreamName(bad)) << bad;
  }
  EXPECT_FALSE(isStreamName("m:" + std::string(65, '1')));
}

TEST(RealtimeProtocol, EventFramesCarryTheDataAsIs) {
  const auto frame =
      json::parse(eventFrame("m:4", 9, "balance", R"({"balances":{"main":1200}})", "2026-12-06T10:00:00Z"));
  EXPECT_EQ(frame.at("type"), "event");
  EXPECT_EQ(frame.at("stream"), "m:4");
  EXPECT_EQ(frame.at("seq"), 9);
  EXPECT_EQ(frame.at("kind"), "balance");
  EXPECT_EQ(frame.at("data").at("balances").at("main"), 1200);
  EXPECT_EQ(frame.at("at"), "2026-12-06T10:00:00Z");
}

TEST(RealtimeProtocol, NotificationsAreWholeEventsOrAddresses) {
  const auto whole = parseNotification(
      R"({"stream":"m:4","seq":3,"kind":"message","data":{"messageId":8},"at":"2026-12-06T10:00:00Z"})");
  ASSERT_TRUE(whole);
  EXPECT_EQ(whole->seq, 3);
  EXPECT_EQ(json::parse(whole->frame).at("data").at("messageId"), 8);
  const auto address = parseNotification(R"({"stream":"m:4","seq":4})");
  ASSERT_TRUE(address);
  EXPECT_TRUE(address->frame.empty());
  EXPECT_FALSE(parseNotification("not json"));
  EXPECT_FALSE(parseNotification(R"({"stream":"m:4"})"));
}

CursorEvent event(std::int64_t seq) { return {seq, "frame" + std::to_string(seq)}; }
std::vector<std::string> frames(std::initializer_list<int> seqs) {
  std::vector<std::string> out;
  for (const auto seq : seqs) out.push_back("frame" + std::to_string(seq));
  return out;
}

TEST(StreamCursor, HoldsEventsUntilPositionedThenSendsOnlyNewOnes) {
  StreamCursor cursor;
  EXPECT_TRUE(cursor.accept(event(5)).empty());
  EXPECT_TRUE(cursor.accept(event(6)).empty());
  // The page had seen up to 5: 5 is not sent again, 6 is.
  EXPECT_EQ(cursor.position(5), frames({6}));
  EXPECT_EQ(cursor.delivered(), 6);
  EXPECT_FALSE(cursor.needsRead());
}

TEST(StreamCursor, SendsEachEventOnceAndInOrder) {
  StreamCursor cursor;
  cursor.position(0);
  EXPECT_EQ(cursor.accept(event(1)), frames({1}));
  EXPECT_TRUE(cursor.accept(event(1)).empty());  // a duplicate (live and replayed)
  EXPECT_TRUE(cursor.accept(event(3)).empty());  // early: 2 is missing
  EXPECT_TRUE(cursor.needsRead());
  cursor.readStarted();
  EXPECT_FALSE(cursor.needsRead());
  EXPECT_EQ(cursor.readDone("m:1", {event(2), event(3)}, 3), frames({2, 3}));
  EXPECT_FALSE(cursor.needsRead());
  EXPECT_EQ(cursor.accept(event(4)), frames({4}));
}

TEST(StreamCursor, AnAddressOnlyEventIsRead) {
  StreamCursor cursor;
  cursor.position(1);
  EXPECT_TRUE(cursor.accept({2, ""}).empty());
  ASSERT_TRUE(cursor.needsRead());
  cursor.readStarted();
  EXPECT_EQ(cursor.readDone("m:1", {event(2)}, 2), frames({2}));
}

TEST(StreamCursor, MissedEventsThatAreGoneBecomeAReset) {
  StreamCursor cursor;
  cursor.position(3);
  cursor.markStale();
  ASSERT_TRUE(cursor.needsRead());
  cursor.readStarted();
  // The outbox kept only 8 and 9: the page is told to reload, then gets 8 and 9.
  const auto sent = cursor.readDone("m:1", {event(8), event(9)}, 9);
  ASSERT_EQ(sent.size(), 3U);
  EXPECT_EQ(json::parse(sent[0]).at("type"), "reset");
  EXPECT_EQ(json::parse(sent[0]).at("position"), 7);
  EXPECT_EQ(sent[1], "frame8");
  EXPECT_EQ(sent[2], "frame9");
  // Nothing at all left although the head moved on: a reset to the head.
  StreamCursor emptied;
  emptied.position(3);
  emptied.markStale();
  emptied.readStarted();
  const auto reset = emptied.readDone("m:1", {}, 12);
  ASSERT_EQ(reset.size(), 1U);
  EXPECT_EQ(json::parse(reset[0]).at("position"), 12);
  EXPECT_EQ(emptied.delivered(), 12);
}

TEST(StreamCursor, AStaleReadWithNothingNewSendsNothing) {
  StreamCursor cursor;
  cursor.position(4);
  cursor.markStale();
  cursor.readStarted();
  EXPECT_TRUE(cursor.readDone("m:1", {}, 4).empty());
  EXPECT_FALSE(cursor.needsRead());
}

}  // namespace
}  // namespace panalo::realtime
