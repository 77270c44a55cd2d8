// Platform messages against the real server and PostgreSQL (issue 15 item 5):
// a member's read state (opening marks read, the unread count drops, mark all,
// delete), another member's message neither readable nor deletable, broadcasts
// to everyone and to an agent's downline, the unread-count badges per kind
// (CSP_unreadCount), trial accounts fetching none, HTML with script coming back
// clean (when stored and when served), bad input refused with its key and no
// change, and the operator's panaloctl messages commands.
#include "panaloctl_run.hpp"
#include "platform/core/domain_error.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::runPanaloctl;
using panalo::testing::WalletFixture;
using json = nlohmann::json;

class Messages : public WalletFixture {
 protected:
  static std::int64_t sendTo(const std::string& account, const std::string& title, const std::string& body,
                             bool html = false) {
    return services().messages().messages.send("member", account, {{"en", title, body, html}});
  }
  static HttpResult list(const std::string& token, const std::string& query = "") {
    return sendRaw("GET", "/wps/relay/CSP_messages" + query, "", token);
  }
  static HttpResult detail(const std::string& token, const std::string& query) {
    return sendRaw("GET", "/wps/relay/CSP_messageDetail" + query, "", token);
  }
  static HttpResult unread(const std::optional<std::string>& token) {
    return sendRaw("GET", "/wps/relay/CSP_unreadCount", "", token);
  }
  static std::int64_t unreadMessages(const std::string& token) {
    const auto result = unread(token);
    EXPECT_EQ(result.status, 200) << result.body;
    return valueOf(result).at("messageV2").get<std::int64_t>();
  }
  static std::string stateSnapshot() {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx
        .exec1(
            "SELECT (SELECT count(*) FROM platform_messages) || '|' || (SELECT coalesce(string_agg(member_id || ':' "
            "|| message_id || ':' || (read_at IS NOT NULL) || ':' || (deleted_at IS NOT NULL), ',' ORDER BY "
            "member_id, message_id), '') FROM platform_message_states)")[0]
        .as<std::string>();
  }
  static json findIn(const json& page, std::int64_t id) {
    for (const auto& message : page.at("list")) {
      if (message.at("id") == id) return message;
    }
    return nullptr;
  }
};

TEST_F(Messages, OpeningAMessageMarksItReadAndTheBadgeDrops) {
  const auto alice = newPlayer();
  const auto before = unreadMessages(alice.token);
  const auto id = sendTo(alice.account, "Your deposit", "Approved.\nEnjoy & good luck <3");
  EXPECT_EQ(unreadMessages(alice.token), before + 1);

  auto result = list(alice.token);
  ASSERT_EQ(result.status, 200) << result.body;
  auto page = valueOf(result);
  EXPECT_EQ(page.at("unread"), before + 1);
  const auto listed = findIn(page, id);
  ASSERT_FALSE(listed.is_null()) << page.dump();
  EXPECT_EQ(listed.at("title"), "Your deposit");
  EXPECT_EQ(listed.at("read"), false);
  EXPECT_EQ(listed.at("broadcast"), false);
  EXPECT_EQ(listed.at("preview"), "Approved. Enjoy & good luck <3");
  EXPECT_FALSE(listed.contains("content")) << "the list carries previews, not bodies";

  result = detail(alice.token, "?id=" + std::to_string(id));
  ASSERT_EQ(result.status, 200) << result.body;
  const auto opened = valueOf(result);
  EXPECT_EQ(opened.at("read"), true);
  // Plain text is escaped, its line breaks kept.
  EXPECT_EQ(opened.at("content"), "Approved.<br>Enjoy &amp; good luck &lt;3");
  EXPECT_EQ(unreadMessages(alice.token), before);
  EXPECT_EQ(findIn(valueOf(list(alice.token)), id).at("read"), true);

  // Opening it again changes nothing.
  ASSERT_EQ(detail(alice.token, "?id=" + std::to_string(id)).status, 200);
  EXPECT_EQ(unreadMessages(alice.token), before);
}

TEST_F(Messages, TheUnreadCountNamesEveryBadgeOfTheMemberCenter) {
  const auto player = newPlayer();
  const auto result = unread(player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto counts = valueOf(result);
  EXPECT_TRUE(counts.contains("messageV2"));
  // Their domains register their own counters; until then nothing is unread there.
  EXPECT_EQ(counts.at("missionLeaderboard"), 0);
  EXPECT_EQ(counts.at("rewardCenter"), 0);
  const auto before = counts.at("messageV2").get<std::int64_t>();
  sendTo(player.account, "One", "1");
  sendTo(player.account, "Two", "2");
  EXPECT_EQ(unreadMessages(player.token), before + 2);
  EXPECT_EQ(unread(std::nullopt).status, 401);
}

TEST_F(Messages, AnotherMembersMessageCanNeitherBeReadNorDeleted) {
  const auto alice = newPlayer();
  const auto bob = newPlayer();
  const auto id = sendTo(alice.account, "For Alice only", "secret");
  const auto snapshot = stateSnapshot();

  auto result = detail(bob.token, "?id=" + std::to_string(id));
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(codeOf(result), "message_not_found");
  result = sendRaw("DELETE", "/wps/relay/CSP_messages?id=" + std::to_string(id), "", bob.token);
  EXPECT_EQ(result.status, 404) << result.body;
  EXPECT_EQ(codeOf(result), "message_not_found");
  EXPECT_TRUE(findIn(valueOf(list(bob.token)), id).is_null());
  EXPECT_EQ(stateSnapshot(), snapshot) << "Bob's tries left no trace";
  EXPECT_EQ(findIn(valueOf(list(alice.token)), id).at("read"), false) << "and Alice's message is still unread";
}

TEST_F(Messages, TrialAccountsFetchNone) {
  const auto trial = newPlayer("", 4);
  for (const auto& result : {unread(trial.token), list(trial.token), detail(trial.token, "?id=1"),
                             sendRaw("POST", "/wps/relay/CSP_messagesReadAll", "", trial.token)}) {
    EXPECT_EQ(result.status, 403) << result.body;
    EXPECT_EQ(codeOf(result), "in_need_true_account");
  }
  // Nor can the operator address one.
  EXPECT_THROW(sendTo(trial.account, "Hi", "x"), panalo::DomainError);
}

TEST_F(Messages, HtmlWithScriptComesBackClean) {
  const auto player = newPlayer();
  const auto id = sendTo(player.account, "Weekend <b>news</b>",
                         "<p onclick=\"steal()\">Hi <b>there</b><script>alert(document.cookie)</script></p>"
                         "<img src=x onerror=alert(1)><a href=\"javascript:alert(1)\">click</a>"
                         "<iframe src=\"https://evil.example\"></iframe><a href=\"https://panalo.example/p\">ok</a>",
                         true);
  EXPECT_EQ(countRows("SELECT count(*) FROM platform_message_texts WHERE body ~* '(script|onclick|onerror|iframe|"
                      "javascript:)'"),
            0)
      << "cleaned before it was stored";
  auto content = valueOf(detail(player.token, "?id=" + std::to_string(id))).at("content").get<std::string>();
  EXPECT_EQ(content,
            "<p>Hi <b>there</b></p><a rel=\"noopener noreferrer\">click</a>"
            "<a href=\"https://panalo.example/p\" target=\"_blank\" rel=\"noopener noreferrer\">ok</a>");

  // A row written behind the service's back is cleaned on the way out too.
  execute(
      "UPDATE platform_message_texts SET body = '<b>x</b><script>alert(1)</script><svg onload=alert(1)>' "
      "WHERE message_id = " +
      std::to_string(id));
  content = valueOf(detail(player.token, "?id=" + std::to_string(id))).at("content").get<std::string>();
  EXPECT_EQ(content, "<b>x</b>");
  // The title is text: the UI shows it as text, never as markup.
  EXPECT_EQ(findIn(valueOf(list(player.token)), id).at("title"), "Weekend <b>news</b>");
}

TEST_F(Messages, BroadcastsReachEveryoneAndADownlineOnlyItsAgentsMembers) {
  const auto agent = newPlayer("", 1);
  const auto downline = newPlayer();
  const auto other = newPlayer();
  execute("UPDATE members SET upline_id = " + std::to_string(agent.id) + " WHERE id = " + std::to_string(downline.id));

  const auto forTeam = services().messages().messages.send(
      "downline", agent.account,
      {{"en", "Team news", "For my team", false}, {"ty", "Balita ng team", "Para sa team", false}});
  EXPECT_FALSE(findIn(valueOf(list(downline.token)), forTeam).is_null());
  EXPECT_TRUE(findIn(valueOf(list(other.token)), forTeam).is_null());
  EXPECT_TRUE(findIn(valueOf(list(agent.token)), forTeam).is_null()) << "the agent is not their own downline";
  // In the reader's language, English where the message has none.
  EXPECT_EQ(findIn(valueOf(list(downline.token, "?language=ty")), forTeam).at("title"), "Balita ng team");
  EXPECT_EQ(findIn(valueOf(list(downline.token, "?language=pt-BR")), forTeam).at("title"), "Team news");

  const auto otherBefore = unreadMessages(other.token);
  const auto toAll = services().messages().messages.send("all", "", {{"en", "Site news", "For all", false}});
  for (const auto* reader : {&agent, &downline, &other}) {
    const auto found = findIn(valueOf(list(reader->token)), toAll);
    ASSERT_FALSE(found.is_null()) << reader->account;
    EXPECT_EQ(found.at("broadcast"), true);
  }
  EXPECT_EQ(unreadMessages(other.token), otherBefore + 1);
  // One member reading a broadcast reads it for that member only.
  ASSERT_EQ(detail(other.token, "?id=" + std::to_string(toAll)).status, 200);
  EXPECT_EQ(findIn(valueOf(list(downline.token)), toAll).at("read"), false);

  // Without the VIP domain's levels wired in, a VIP-level message reaches nobody.
  const auto toVip = services().messages().messages.send("vip", "3", {{"en", "VIP", "Level 3", false}});
  EXPECT_TRUE(findIn(valueOf(list(other.token)), toVip).is_null());

  // Withdrawn: gone for everyone.
  services().messages().messages.withdraw(toAll);
  EXPECT_TRUE(findIn(valueOf(list(other.token)), toAll).is_null());
  EXPECT_EQ(codeOf(detail(other.token, "?id=" + std::to_string(toAll))), "message_not_found");
}

TEST_F(Messages, MarkAllReadAndDeleteWorkOnTheMembersOwnView) {
  const auto player = newPlayer();
  for (int i = 0; i < 3; ++i) sendTo(player.account, "Note " + std::to_string(i), "body");
  auto result = sendRaw("POST", "/wps/relay/CSP_messagesReadAll", "", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_GE(valueOf(result).at("marked").get<std::int64_t>(), 3);
  EXPECT_EQ(unreadMessages(player.token), 0);
  EXPECT_EQ(valueOf(sendRaw("POST", "/wps/relay/CSP_messagesReadAll", "", player.token)).at("marked"), 0);

  const auto id = sendTo(player.account, "To delete", "bye");
  EXPECT_EQ(unreadMessages(player.token), 1);
  const auto total = valueOf(list(player.token)).at("total").get<std::int64_t>();
  result = sendRaw("DELETE", "/wps/relay/CSP_messages?id=" + std::to_string(id), "", player.token);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(unreadMessages(player.token), 0) << "a deleted message is no longer unread";
  EXPECT_EQ(valueOf(list(player.token)).at("total"), total - 1);
  EXPECT_EQ(codeOf(detail(player.token, "?id=" + std::to_string(id))), "message_not_found");
  result = sendRaw("DELETE", "/wps/relay/CSP_messages?id=" + std::to_string(id), "", player.token);
  EXPECT_EQ(result.status, 404);

  // Paging: newest first, pageSize honoured.
  for (int i = 0; i < 4; ++i) sendTo(player.account, "Page " + std::to_string(i), "p");
  const auto first = valueOf(list(player.token, "?pageNo=1&pageSize=2"));
  EXPECT_EQ(first.at("list").size(), 2U);
  EXPECT_EQ(first.at("list")[0].at("title"), "Page 3");
  EXPECT_EQ(first.at("totalPages"), (first.at("total").get<std::int64_t>() + 1) / 2);
  const auto second = valueOf(list(player.token, "?pageNo=2&pageSize=2"));
  EXPECT_EQ(second.at("list")[0].at("title"), "Page 1");
}

TEST_F(Messages, BadInputIsRefusedWithItsKeyAndChangesNothing) {
  const auto player = newPlayer();
  sendTo(player.account, "Keep", "me");
  const auto snapshot = stateSnapshot();
  for (const std::string query :
       {"", "?id=", "?id=abc", "?id=-1", "?id=0", "?id=1%20OR%201=1", "?id=1%27;DROP%20TABLE%20x--",
        "?id=99999999999999999999", "?id=1&language=en'--", "?id=1&language=%FF%FE"}) {
    const auto result = detail(player.token, query);
    EXPECT_EQ(result.status, 400) << query << " " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query;
  }
  for (const std::string query : {"?pageSize=0", "?pageSize=51", "?pageNo=0", "?pageNo=x", "?pageNo=-1"}) {
    const auto result = list(player.token, query);
    EXPECT_EQ(result.status, 400) << query << " " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query;
  }
  EXPECT_EQ(sendRaw("DELETE", "/wps/relay/CSP_messages?id=x", "", player.token).status, 400);
  EXPECT_EQ(list(std::string("not-a-token")).status, 401);
  EXPECT_EQ(stateSnapshot(), snapshot);

  // The operator's side refuses what it cannot send, and sends nothing.
  auto& messages = services().messages().messages;
  const auto sent = countRows("SELECT count(*) FROM platform_messages");
  EXPECT_THROW(messages.send("member", "nosuchmember", {{"en", "t", "b", false}}), panalo::DomainError);
  EXPECT_THROW(messages.send("member", player.account, {{"ty", "t", "b", false}}), panalo::DomainError);
  EXPECT_THROW(messages.send("member", player.account, {{"en", "", "b", false}}), panalo::DomainError);
  EXPECT_THROW(messages.send("member", player.account, {{"en", std::string(201, 't'), "b", false}}),
               panalo::DomainError);
  EXPECT_THROW(messages.send("member", player.account, {{"en", "t", "<script>x</script>", true}}), panalo::DomainError);
  EXPECT_THROW(messages.send("member", player.account, {{"en", "t\xff", "b", false}}), panalo::DomainError);
  EXPECT_THROW(messages.send("downline", player.account, {{"en", "t", "b", false}}), panalo::DomainError);
  EXPECT_THROW(messages.send("vip", "x", {{"en", "t", "b", false}}), panalo::DomainError);
  EXPECT_THROW(messages.send("everyone", "", {{"en", "t", "b", false}}), panalo::DomainError);
  EXPECT_EQ(countRows("SELECT count(*) FROM platform_messages"), sent);
}

TEST_F(Messages, TheOperatorSendsListsAndWithdrawsWithPanaloctl) {
  const auto player = newPlayer();
  const auto before = unreadMessages(player.token);
  auto run = runPanaloctl(database_->url(), "messages send member " + player.account +
                                                " --title 'Bonus credited' --body '<p>Your <b>bonus</b></p>' --html "
                                                "--ty-title 'Naibigay ang bonus' --ty-body '<p>Ang iyong bonus</p>'");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("sent to member " + player.account), std::string::npos) << run.out;
  EXPECT_EQ(unreadMessages(player.token), before + 1);
  EXPECT_EQ(valueOf(list(player.token, "?language=ty")).at("list")[0].at("title"), "Naibigay ang bonus");

  run = runPanaloctl(database_->url(), "messages list --json --limit 1");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  const auto listed = json::parse(run.out);
  ASSERT_EQ(listed.size(), 1U);
  EXPECT_EQ(listed[0].at("audience"), "member " + player.account);
  EXPECT_EQ(listed[0].at("languages"), "en,ty");

  run = runPanaloctl(database_->url(), "messages withdraw " + std::to_string(listed[0].at("id").get<std::int64_t>()));
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(unreadMessages(player.token), before);

  run = runPanaloctl(database_->url(), "messages send member " + player.account +
                                           " --title 'Half' --body 'x' "
                                           "--ty-title 'Kalahati'");
  EXPECT_NE(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "messages send planet --title t --body b");
  EXPECT_NE(run.exitCode, 0) << run.out;

  // The demo adds its messages once.
  run = runPanaloctl(database_->url(), "messages demo");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "messages demo");
  EXPECT_NE(run.out.find("0 demo message(s) added"), std::string::npos) << run.out;
}

}  // namespace
