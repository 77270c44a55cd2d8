// A member's own session list (issue 12, item 15): GET /wps/member/sessions
// and DELETE /wps/member/sessions?id=, against the real server and PostgreSQL.
#include <regex>

#include "account_fixture.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using json = nlohmann::json;

const std::string kChromeOnWindows =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 "
    "Safari/537.36";
const std::string kSafariOnIphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
    "Version/17.5 Mobile/15E148 Safari/604.1";

class ActiveSessions : public AccountFixture {
 protected:
  static HttpResult call(const std::string& method, const std::string& path, const std::optional<std::string>& token,
                         const std::string& userAgent) {
    std::map<std::string, std::string> headers{{"User-Agent", userAgent}};
    if (token) headers["Authorization"] = "Bearer " + *token;
    return httpRequest(method, url(path), "", headers);
  }
  static HttpResult list(const std::optional<std::string>& token, const std::string& userAgent = kChromeOnWindows) {
    return call("GET", "/wps/member/sessions", token, userAgent);
  }
  static HttpResult end(const std::optional<std::string>& token, const std::string& id,
                        const std::string& userAgent = kChromeOnWindows) {
    return call("DELETE", "/wps/member/sessions?id=" + id, token, userAgent);
  }
  static json valueOf(const HttpResult& result) { return json::parse(result.body).at("value"); }
  static std::int64_t sessionRows() { return countRows("SELECT count(*) FROM sessions"); }
};

TEST_F(ActiveSessions, AMemberWithTwoLoginsSeesBothTheirOwnFirst) {
  createMember("twodevices", kPassword);
  createMember("someoneelse", kPassword);
  const auto laptop = tokenOf(login("twodevices", kPassword));
  const auto phone = tokenOf(login("twodevices", kPassword));
  tokenOf(login("someoneelse", kPassword));
  // The phone's session is used from an iPhone; the laptop's asks for the list from Windows.
  ASSERT_EQ(call("GET", "/wps/member/info", phone, kSafariOnIphone).status, 200);

  const auto fromLaptop = list(laptop);
  ASSERT_EQ(fromLaptop.status, 200) << fromLaptop.body;
  const auto sessions = valueOf(fromLaptop);
  ASSERT_EQ(sessions.size(), 2u) << sessions.dump();
  const auto& own = sessions.at(0);
  const auto& other = sessions.at(1);
  EXPECT_TRUE(own.at("current").get<bool>());
  EXPECT_FALSE(other.at("current").get<bool>());
  EXPECT_EQ(own.at("browser"), "Chrome");
  EXPECT_EQ(own.at("os"), "Windows");
  EXPECT_EQ(own.at("deviceKind"), "desktop");
  EXPECT_EQ(other.at("browser"), "Safari");
  EXPECT_EQ(other.at("os"), "iOS");
  EXPECT_EQ(other.at("deviceKind"), "phone");
  const std::regex uuid("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
  const std::regex utc("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z");
  for (const auto& session : sessions) {
    EXPECT_EQ(session.at("ip"), "127.0.0.1");
    EXPECT_TRUE(std::regex_match(session.at("id").get<std::string>(), uuid)) << session.dump();
    EXPECT_TRUE(std::regex_match(session.at("createdAt").get<std::string>(), utc)) << session.dump();
    EXPECT_TRUE(std::regex_match(session.at("lastSeenAt").get<std::string>(), utc)) << session.dump();
    EXPECT_FALSE(session.at("passwordChangeOnly").get<bool>());
  }
  EXPECT_NE(own.at("id"), other.at("id"));
  // The list never names a session by its token.
  EXPECT_EQ(fromLaptop.body.find(laptop), std::string::npos);
  EXPECT_EQ(fromLaptop.body.find(phone), std::string::npos);

  // From the phone, the phone's own comes first.
  const auto fromPhone = valueOf(list(phone, kSafariOnIphone));
  ASSERT_EQ(fromPhone.size(), 2u);
  EXPECT_EQ(fromPhone.at(0).at("id"), other.at("id"));
  EXPECT_TRUE(fromPhone.at(0).at("current").get<bool>());

  // A session past its absolute expiry is not listed.
  execute("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE public_id = '" +
          other.at("id").get<std::string>() + "'");
  EXPECT_EQ(valueOf(list(laptop)).size(), 1u);
}

TEST_F(ActiveSessions, EndingAnotherSessionMakesItsTokenInvalid) {
  createMember("endsother", kPassword);
  const auto laptop = tokenOf(login("endsother", kPassword));
  const auto phone = tokenOf(login("endsother", kPassword));
  const auto sessions = valueOf(list(laptop));
  ASSERT_EQ(sessions.size(), 2u);
  const std::string phoneId = sessions.at(1).at("id");

  const auto ended = end(laptop, phoneId);
  ASSERT_EQ(ended.status, 200) << ended.body;
  EXPECT_FALSE(valueOf(ended).at("current").get<bool>());
  EXPECT_EQ(memberInfo(phone).status, 401);
  EXPECT_EQ(codeOf(memberInfo(phone)), "not_logged_in");
  EXPECT_EQ(memberInfo(laptop).status, 200);
  EXPECT_EQ(valueOf(list(laptop)).size(), 1u);

  // Gone is gone: a second try names no session.
  const auto again = end(laptop, phoneId);
  EXPECT_EQ(again.status, 404);
  EXPECT_EQ(codeOf(again), "session_not_found");
}

TEST_F(ActiveSessions, EndingTheCurrentSessionLogsThisDeviceOut) {
  createMember("endsitself", kPassword);
  const auto token = tokenOf(login("endsitself", kPassword));
  const std::string id = valueOf(list(token)).at(0).at("id");
  const auto ended = end(token, id);
  ASSERT_EQ(ended.status, 200) << ended.body;
  EXPECT_TRUE(valueOf(ended).at("current").get<bool>());
  EXPECT_EQ(memberInfo(token).status, 401);
  EXPECT_EQ(list(token).status, 401);
}

TEST_F(ActiveSessions, AMemberCannotEndAnotherMembersSession) {
  createMember("alicesess", kPassword);
  createMember("bobsess", kPassword);
  const auto alice = tokenOf(login("alicesess", kPassword));
  const auto bob = tokenOf(login("bobsess", kPassword));
  const std::string bobId = valueOf(list(bob)).at(0).at("id");
  const auto rowsBefore = sessionRows();

  const auto refused = end(alice, bobId);
  EXPECT_EQ(refused.status, 404);
  EXPECT_EQ(codeOf(refused), "session_not_found");
  EXPECT_EQ(sessionRows(), rowsBefore);
  EXPECT_EQ(memberInfo(bob).status, 200);
  // Nor does alice's list show bob's session.
  for (const auto& session : valueOf(list(alice))) EXPECT_NE(session.at("id"), bobId);
}

TEST_F(ActiveSessions, BadIdsAndMissingSessionsAreRefusedAndEndNothing) {
  createMember("badids", kPassword);
  const auto token = tokenOf(login("badids", kPassword));
  const std::string id = valueOf(list(token)).at(0).at("id");
  const auto rowsBefore = sessionRows();
  for (const std::string& bad :
       {std::string(), std::string("not-a-uuid"), id + "0", id.substr(1), std::string("x%27%20OR%20%271%27%3D%271"),
        std::string(5000, 'a'), std::string("00000000-0000-0000-0000-00000000000g")}) {
    const auto result = end(token, bad);
    EXPECT_EQ(result.status, 400) << bad.substr(0, 40);
    EXPECT_EQ(codeOf(result), "invalid_parameter") << bad.substr(0, 40);
  }
  const auto noParameter = call("DELETE", "/wps/member/sessions", token, kChromeOnWindows);
  EXPECT_EQ(noParameter.status, 400);
  EXPECT_EQ(codeOf(noParameter), "invalid_parameter");
  // A well-formed id of no session at all.
  EXPECT_EQ(codeOf(end(token, "00000000-0000-4000-8000-000000000000")), "session_not_found");
  // The upper-case spelling of the real id is the same id.
  std::string upper = id;
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_EQ(sessionRows(), rowsBefore);

  for (const std::optional<std::string>& noSession :
       {std::optional<std::string>(), std::optional<std::string>("x"), std::optional<std::string>("' OR 1=1 --")}) {
    EXPECT_EQ(list(noSession).status, 401);
    EXPECT_EQ(codeOf(list(noSession)), "not_logged_in");
    EXPECT_EQ(end(noSession, id).status, 401);
  }
  EXPECT_EQ(sessionRows(), rowsBefore);
  ASSERT_EQ(end(token, upper).status, 200);
  EXPECT_EQ(sessionRows(), rowsBefore - 1);
}

TEST_F(ActiveSessions, LastUseIsWrittenAtMostOnceAMinute) {
  createMember("lastseen", kPassword);
  const auto token = tokenOf(login("lastseen", kPassword));
  const auto ageOfLastUse = [] {
    return countRows(
        "SELECT extract(epoch FROM now() - s.last_seen_at)::bigint FROM sessions s JOIN members m ON m.id = "
        "s.member_id WHERE m.account = 'lastseen'");
  };
  execute("UPDATE sessions SET last_seen_at = now() - interval '30 seconds'");
  ASSERT_EQ(memberInfo(token).status, 200);
  EXPECT_GE(ageOfLastUse(), 29) << "written again within the minute";

  execute("UPDATE sessions SET last_seen_at = now() - interval '61 seconds'");
  ASSERT_EQ(memberInfo(token).status, 200);
  EXPECT_LE(ageOfLastUse(), 5) << "not written after a minute";
}

TEST_F(ActiveSessions, TheUserAgentIsKeptShortAndPrintable) {
  createMember("oddagent", kPassword);
  const auto token = tokenOf(login("oddagent", kPassword));
  const std::string odd = "Agent\xc3\xa9\x7f" + std::string(3000, 'x');
  const auto listed = list(token, odd);
  ASSERT_EQ(listed.status, 200) << listed.body;
  EXPECT_EQ(valueOf(listed).at(0).at("browser"), "");
  EXPECT_EQ(valueOf(listed).at(0).at("deviceKind"), "unknown");
  EXPECT_EQ(countRows("SELECT max(length(user_agent)) FROM sessions"), 512);
  EXPECT_EQ(countRows("SELECT count(*) FROM sessions WHERE user_agent ~ '[^ -~]'"), 0);
  // The first agent stays: a later request of the session does not rewrite it.
  ASSERT_EQ(list(token, kChromeOnWindows).status, 200);
  EXPECT_EQ(valueOf(list(token, kChromeOnWindows)).at(0).at("browser"), "");
}

}  // namespace
