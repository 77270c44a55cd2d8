// Notices, announcements and banners against the real server and PostgreSQL
// (issue 15 items 1, 2, 7 and 9 for the content domain): the demo content
// loaded by the real panaloctl (and replaced on a second run), the notice call
// filtered by type and execution flag (anonymous, logged in, first login),
// the language fallback to English, drafts and time windows, hostile HTML
// sanitised when stored and again when served, bad query input, and bad input
// to the operator commands changing nothing.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <set>

#include "account_fixture.hpp"
#include "panaloctl_run.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::HttpResult;
using panalo::testing::kPassword;
using panalo::testing::ToolRun;
using json = nlohmann::json;

class ContentNotice : public AccountFixture {
 protected:
  static void SetUpTestSuite() {
    AccountFixture::SetUpTestSuite();
    const auto demo = ctl({"content", "demo"});
    ASSERT_EQ(demo.exitCode, 0) << demo.out;
    demoOutput_ = demo.out;
    createMember("noticemember", kPassword);
    const auto loggedIn = login("noticemember", kPassword);
    ASSERT_EQ(loggedIn.status, 200) << loggedIn.body;
    memberToken_ = tokenOf(loggedIn);
  }

  // panaloctl with each argument quoted for the shell.
  static ToolRun ctl(std::initializer_list<std::string> args) {
    std::string line;
    for (const auto& arg : args) {
      std::string quoted = "'";
      for (const char c : arg) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
      line += quoted + "' ";
    }
    return panalo::testing::runPanaloctl(database_->url(), line);
  }

  static HttpResult notice(const std::string& query, const std::optional<std::string>& token = std::nullopt) {
    return sendRaw("GET", "/wps/relay/CSP_notice?" + query, "", token);
  }
  static json noticeValue(const std::string& query, const std::optional<std::string>& token = std::nullopt) {
    const auto result = notice(query, token);
    EXPECT_EQ(result.status, 200) << query << ": " << result.body;
    return json::parse(result.body).value("value", json::object());
  }
  static std::set<std::string> titlesOf(const json& list) {
    std::set<std::string> titles;
    for (const auto& item : list) titles.insert(item.at("title").get<std::string>());
    return titles;
  }
  static std::int64_t idFrom(const ToolRun& run) {
    // "announcement 12 added ..." / "banner 3 added ..."
    const auto space = run.out.find(' ');
    return std::stoll(run.out.substr(space + 1));
  }
  static std::string contentSnapshot() {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx
        .exec1(
            "SELECT (SELECT coalesce(md5(string_agg(a::text, '|' ORDER BY id)), '') FROM content_announcements a) || "
            "(SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY announcement_id, language)), '') "
            "FROM content_announcement_texts t) || "
            "(SELECT coalesce(md5(string_agg(b::text, '|' ORDER BY id)), '') FROM content_banners b) || "
            "(SELECT coalesce(md5(string_agg(t::text, '|' ORDER BY banner_id, language)), '') "
            "FROM content_banner_texts t)")[0]
        .as<std::string>();
  }

  static inline std::string demoOutput_;
  static inline std::string memberToken_;
};

TEST_F(ContentNotice, TheDemoLoadsEveryListInEnglishAndTagalogAndASecondRunReplacesIt) {
  EXPECT_NE(demoOutput_.find("24 announcement(s) and 7 banner(s) loaded"), std::string::npos) << demoOutput_;
  const auto rows = countRows("SELECT count(*) FROM content_announcements");
  EXPECT_EQ(countRows("SELECT count(*) FROM content_announcement_texts WHERE language = 'TY'"), 24);
  const auto again = ctl({"content", "demo"});
  ASSERT_EQ(again.exitCode, 0) << again.out;
  EXPECT_EQ(countRows("SELECT count(*) FROM content_announcements"), rows);

  const auto value = noticeValue("types=B,PL,PU,PR,H&platform=W&execution=B&language=EN");
  std::set<std::string> groups;
  for (const auto& banner : value.at("banners")) groups.insert(banner.at("groupName").get<std::string>());
  EXPECT_EQ(groups, (std::set<std::string>{"w_home", "w_reg", "w_leftmenu"}));
  EXPECT_EQ(value.at("player").size(), 4U);
  EXPECT_GE(value.at("popup").size(), 12U);  // more than one page of nine
  EXPECT_EQ(value.at("promotion").size(), 2U);
  std::size_t withPromotion = 0;
  for (const auto& item : value.at("popup")) withPromotion += item.at("promotionType").is_string() ? 1U : 0U;
  EXPECT_GT(withPromotion, 0U);
  EXPECT_LT(withPromotion, value.at("popup").size());

  // Without popups (the journeys' template): the other lists stay.
  const auto quiet = ctl({"content", "demo", "--without-popups"});
  ASSERT_EQ(quiet.exitCode, 0) << quiet.out;
  const auto withoutPopups = noticeValue("execution=B&language=EN");
  EXPECT_TRUE(withoutPopups.at("popup").empty());
  EXPECT_EQ(withoutPopups.at("player").size(), 4U);
  ASSERT_EQ(ctl({"content", "demo"}).exitCode, 0);
}

TEST_F(ContentNotice, TypesPickTheListsAndTheOthersComeBackEmpty) {
  const auto marquee = noticeValue("types=PL&execution=B&language=EN");
  EXPECT_EQ(marquee.at("player").size(), 4U);
  EXPECT_TRUE(marquee.at("banners").empty());
  EXPECT_TRUE(marquee.at("popup").empty());
  EXPECT_TRUE(marquee.at("promotion").empty());
  EXPECT_TRUE(marquee.at("home").empty());
  const auto banners = noticeValue("types=B&language=EN");
  EXPECT_EQ(banners.at("banners").size(), 7U);
  EXPECT_TRUE(banners.at("player").empty());
  // Defaults: every type, platform W, anonymous.
  const auto all = noticeValue("");
  EXPECT_FALSE(all.at("banners").empty());
  EXPECT_FALSE(all.at("popup").empty());
}

TEST_F(ContentNotice, ExecutionFlagsSeparateAnonymousLoggedInAndFirstLogin) {
  const auto anonymous = titlesOf(noticeValue("types=PU,H&execution=B&language=EN").at("popup"));
  EXPECT_EQ(anonymous.count("Welcome to Panalo!"), 0U);
  EXPECT_EQ(anonymous.count("Welcome bonus: 100% on your first deposit"), 1U);

  // A and F are a member's: no session, no list.
  for (const std::string flag : {"A", "F"}) {
    const auto refused = notice("execution=" + flag + "&language=EN");
    EXPECT_EQ(refused.status, 401) << refused.body;
    EXPECT_EQ(codeOf(refused), "not_logged_in");
    const auto badToken = notice("execution=" + flag + "&language=EN", std::string(32, 'a'));
    EXPECT_EQ(badToken.status, 401) << badToken.body;
  }

  const auto member = noticeValue("types=PU,H&execution=A&language=EN", memberToken_);
  const auto memberPopup = titlesOf(member.at("popup"));
  EXPECT_EQ(memberPopup.count("Welcome to Panalo!"), 0U);
  EXPECT_EQ(memberPopup.count("Welcome bonus: 100% on your first deposit"), 1U);
  EXPECT_EQ(titlesOf(member.at("home")).count("Members: your rebates are paid daily"), 1U);
  EXPECT_EQ(
      titlesOf(noticeValue("types=H&execution=B&language=EN").at("home")).count("Members: your rebates are paid daily"),
      0U);

  const auto firstLogin = titlesOf(noticeValue("types=PU&execution=F&language=EN", memberToken_).at("popup"));
  EXPECT_EQ(firstLogin, (std::set<std::string>{"Welcome to Panalo!", "Getting started in three steps"}));
}

TEST_F(ContentNotice, EachItemComesInTheAskedLanguageOrElseEnglish) {
  const auto tagalog = noticeValue("types=PL,B&language=TY");
  for (const auto& item : tagalog.at("player")) EXPECT_EQ(item.at("language"), "TY") << item.dump();
  EXPECT_EQ(titlesOf(tagalog.at("player")).count("We never ask for your password by chat or phone"), 0U);
  EXPECT_EQ(titlesOf(tagalog.at("player")).count("Hindi namin hihingin ang iyong password sa chat o telepono"), 1U);
  for (const auto& banner : tagalog.at("banners")) EXPECT_EQ(banner.at("language"), "TY");

  // Portuguese and Spanish have no demo texts: English stands in.
  for (const std::string language : {"PT", "ES", "ZZ"}) {
    const auto fallback = noticeValue("types=PL&language=" + language);
    ASSERT_EQ(fallback.at("player").size(), 4U) << language;
    for (const auto& item : fallback.at("player")) EXPECT_EQ(item.at("language"), "EN") << language;
  }

  // A Portuguese text added for one item is used for it alone.
  const auto added = ctl({"content", "announcement", "add", "PL", "--execution", "B", "--title", "Only English",
                          "--content", "<p>en</p>", "--publish", "--sort", "999999"});
  ASSERT_EQ(added.exitCode, 0) << added.out;
  const auto id = idFrom(added);
  ASSERT_EQ(ctl({"content", "announcement", "text", std::to_string(id), "--lang", "PT", "--title", "Só português",
                 "--content", "<p>pt</p>"})
                .exitCode,
            0);
  const auto portuguese = noticeValue("types=PL&language=PT").at("player");
  ASSERT_FALSE(portuguese.empty());
  EXPECT_EQ(portuguese.back().at("title"), "Só português");
  EXPECT_EQ(portuguese.back().at("content"), "<p>pt</p>");
  EXPECT_EQ(portuguese.back().at("language"), "PT");
  // Removing the Portuguese text brings English back; English itself cannot go.
  ASSERT_EQ(ctl({"content", "announcement", "remove-text", std::to_string(id), "PT"}).exitCode, 0);
  EXPECT_EQ(noticeValue("types=PL&language=PT").at("player").back().at("title"), "Only English");
  EXPECT_NE(ctl({"content", "announcement", "remove-text", std::to_string(id), "EN"}).exitCode, 0);
  ASSERT_EQ(ctl({"content", "announcement", "remove", std::to_string(id)}).exitCode, 0);
}

TEST_F(ContentNotice, DraftsAndItemsOutsideTheirWindowAreNotShown) {
  const auto draft = ctl({"content", "announcement", "add", "PR", "--execution", "A,B", "--title", "Draft promo",
                          "--content", "<p>soon</p>", "--promotion-type", "SOON"});
  ASSERT_EQ(draft.exitCode, 0) << draft.out;
  const auto id = std::to_string(idFrom(draft));
  EXPECT_EQ(titlesOf(noticeValue("types=PR&language=EN").at("promotion")).count("Draft promo"), 0U);
  ASSERT_EQ(ctl({"content", "announcement", "publish", id}).exitCode, 0);
  const auto shown = noticeValue("types=PR&language=EN").at("promotion");
  EXPECT_EQ(titlesOf(shown).count("Draft promo"), 1U);

  ASSERT_EQ(ctl({"content", "announcement", "edit", id, "--start", "2099-01-01T00:00:00Z"}).exitCode, 0);
  EXPECT_EQ(titlesOf(noticeValue("types=PR&language=EN").at("promotion")).count("Draft promo"), 0U);
  ASSERT_EQ(ctl({"content", "announcement", "edit", id, "--no-start", "--end", "2020-01-01"}).exitCode, 0);
  EXPECT_EQ(titlesOf(noticeValue("types=PR&language=EN").at("promotion")).count("Draft promo"), 0U);
  ASSERT_EQ(ctl({"content", "announcement", "edit", id, "--end", "2099-01-01T00:00:00+08:00"}).exitCode, 0);
  EXPECT_EQ(titlesOf(noticeValue("types=PR&language=EN").at("promotion")).count("Draft promo"), 1U);

  ASSERT_EQ(ctl({"content", "announcement", "unpublish", id}).exitCode, 0);
  EXPECT_EQ(titlesOf(noticeValue("types=PR&language=EN").at("promotion")).count("Draft promo"), 0U);
  ASSERT_EQ(ctl({"content", "announcement", "remove", id}).exitCode, 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM content_announcements WHERE id = " + id), 0);
}

TEST_F(ContentNotice, HostileHtmlIsSanitisedWhenStoredAndAgainWhenServed) {
  const std::string hostile =
      "<p onclick=\"steal()\">Hi<script>alert(document.cookie)</script> <img src=x onerror=alert(1)>"
      "<a href=\"javascript:alert(1)\">click</a> <a href=\"https://panalo.example/promo\">promo</a>"
      "<iframe src=\"https://evil.example\"></iframe><style>*{display:none}</style></p>";
  const auto file = std::filesystem::temp_directory_path() / ("panalo-content-" + std::to_string(::getpid()));
  std::ofstream(file, std::ios::binary) << hostile;
  const auto added = ctl({"content", "announcement", "add", "PU", "--execution", "B", "--title", "Hostile",
                          "--content-file", file.string(), "--publish", "--sort", "999999"});
  std::filesystem::remove(file);
  ASSERT_EQ(added.exitCode, 0) << added.out;
  const auto id = std::to_string(idFrom(added));
  const std::string clean =
      "<p>Hi <a rel=\"noopener noreferrer\">click</a> <a href=\"https://panalo.example/promo\" target=\"_blank\" "
      "rel=\"noopener noreferrer\">promo</a></p>";
  EXPECT_EQ(countRows("SELECT count(*) FROM content_announcement_texts WHERE announcement_id = " + id +
                      " AND content_html = '" + clean + "'"),
            1);
  const auto served = noticeValue("types=PU&language=EN").at("popup").back();
  EXPECT_EQ(served.at("title"), "Hostile");
  EXPECT_EQ(served.at("content"), clean);

  // A row written around panaloctl is cleaned on the way out.
  execute(
      "UPDATE content_announcement_texts SET content_html = '<b>x</b><script>alert(1)</script><svg onload=a()>' "
      "WHERE announcement_id = " +
      id);
  EXPECT_EQ(noticeValue("types=PU&language=EN").at("popup").back().at("content"), "<b>x</b>");
  ASSERT_EQ(ctl({"content", "announcement", "remove", id}).exitCode, 0);
}

TEST_F(ContentNotice, BadQueriesAreRefusedWithInvalidParameter) {
  for (const std::string query :
       {"types=X", "types=PL,PL", "types=", "types=PL,", "types=pl", "platform=M", "platform=", "execution=Z",
        "execution=", "execution=A,B", "language=e'n", "language=english", "language=", "language=%00",
        "types=PL%27%3B%20DROP%20TABLE%20content_banners%3B--"}) {
    const auto result = notice(query);
    EXPECT_EQ(result.status, 400) << query << ": " << result.body;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query;
  }
  EXPECT_GT(countRows("SELECT count(*) FROM content_banners"), 0);
}

TEST_F(ContentNotice, BannersCarryTheirLinkByLinkageType) {
  const auto added = ctl({"content", "banner", "add", "w_home", "--linkage", "game", "--link", "42", "--image",
                          "https://cdn.panalo.example/b.png", "--title", "Play now", "--publish", "--sort", "999999"});
  ASSERT_EQ(added.exitCode, 0) << added.out;
  const auto id = std::to_string(idFrom(added));
  ASSERT_EQ(ctl({"content", "banner", "text", id, "--lang", "TY", "--image", "/content/banners/home-slots.svg",
                 "--title", "Maglaro na"})
                .exitCode,
            0);
  const auto banner = noticeValue("types=B&language=TY").at("banners");
  json found;
  for (const auto& item : banner) {
    if (std::to_string(item.at("id").get<std::int64_t>()) == id) found = item;
  }
  ASSERT_FALSE(found.is_null());
  EXPECT_EQ(found.at("linkageType"), "game");
  EXPECT_EQ(found.at("linkUrl"), "42");
  EXPECT_EQ(found.at("url"), "/content/banners/home-slots.svg");
  EXPECT_EQ(found.at("title"), "Maglaro na");

  // Switching to none drops the link.
  ASSERT_EQ(ctl({"content", "banner", "edit", id, "--linkage", "none"}).exitCode, 0);
  EXPECT_EQ(countRows("SELECT count(*) FROM content_banners WHERE id = " + id + " AND link_url = ''"), 1);
  ASSERT_EQ(ctl({"content", "banner", "remove", id}).exitCode, 0);
  EXPECT_NE(ctl({"content", "banner", "remove", id}).exitCode, 0);
}

TEST_F(ContentNotice, BadOperatorInputChangesNothing) {
  const auto before = contentSnapshot();
  const std::string longTitle(201, 'x');
  const std::string bigContent(65537, 'x');
  const std::vector<std::vector<std::string>> refused{
      {"content", "announcement", "add", "ZZ", "--execution", "B", "--title", "t", "--content", "c"},
      {"content", "announcement", "add", "PU", "--execution", "B,Q", "--title", "t", "--content", "c"},
      {"content", "announcement", "add", "PU", "--execution", "B,B", "--title", "t", "--content", "c"},
      {"content", "announcement", "add", "PU", "--execution", "", "--title", "t", "--content", "c"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", longTitle, "--content", "c"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "", "--content", "c"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "line\nbreak", "--content", "c"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t\xff", "--content", "c"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", "c\xc3("},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", bigContent},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", "c", "--content-file",
       "/etc/hostname"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content-file", "/nonexistent"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", "c", "--lang", "TY"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", "c", "--promotion-type",
       "a b"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", "c", "--start",
       "tomorrow"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", "c", "--start",
       "2026-02-30"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", "c", "--start",
       "2027-01-01", "--end", "2026-01-01"},
      {"content", "announcement", "add", "PU", "--execution", "B", "--title", "t", "--content", "c", "--sort", "-1"},
      {"content", "announcement", "text", "1", "--lang", "XX", "--title", "t", "--content", "c"},
      {"content", "announcement", "text", "1", "--lang", "e'n", "--title", "t", "--content", "c"},
      {"content", "announcement", "text", "999999999", "--lang", "TY", "--title", "t", "--content", "c"},
      {"content", "announcement", "edit", "999999999", "--sort", "1"},
      {"content", "announcement", "edit", "1", "--type", "B"},
      {"content", "announcement", "edit", "1", "--start", "2026-01-01", "--no-start"},
      {"content", "announcement", "edit", "1", "--promotion-type", "X", "--no-promotion"},
      {"content", "announcement", "publish", "0"},
      {"content", "announcement", "publish", "abc"},
      {"content", "announcement", "remove", "999999999"},
      {"content", "announcement", "list", "--type", "'; DROP TABLE content_banners; --"},
      {"content", "banner", "add", "w_top", "--linkage", "none", "--image", "/a.png", "--title", "t"},
      {"content", "banner", "add", "w_home", "--linkage", "web", "--image", "/a.png", "--title", "t"},
      {"content", "banner", "add", "w_home", "--linkage", "none", "--link", "/x", "--image", "/a.png", "--title", "t"},
      {"content", "banner", "add", "w_home", "--linkage", "internal", "--link", "https://x.example", "--image",
       "/a.png", "--title", "t"},
      {"content", "banner", "add", "w_home", "--linkage", "internal", "--link", "//evil.example", "--image", "/a.png",
       "--title", "t"},
      {"content", "banner", "add", "w_home", "--linkage", "external", "--link", "javascript:alert(1)", "--image",
       "/a.png", "--title", "t"},
      {"content", "banner", "add", "w_home", "--linkage", "game", "--link", "PG/1", "--image", "/a.png", "--title",
       "t"},
      {"content", "banner", "add", "w_home", "--linkage", "none", "--image", "http://cdn.example/a.png", "--title",
       "t"},
      {"content", "banner", "add", "w_home", "--linkage", "none", "--image", "javascript:alert(1)", "--title", "t"},
      {"content", "banner", "add", "w_home", "--linkage", "none", "--image", "/a.png", "--title", ""},
      {"content", "banner", "edit", "1", "--linkage", "external", "--link", "/inside"},
      {"content", "banner", "text", "1", "--lang", "EN", "--image", "data:image/png;base64,AA", "--title", "t"},
      {"content", "banner", "remove-text", "1", "EN"},
      {"content", "banner", "remove", "999999999"},
  };
  for (const auto& args : refused) {
    std::string line;
    for (const auto& arg : args) {
      std::string quoted = "'";
      for (const char c : arg) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
      line += quoted + "' ";
    }
    const auto run = panalo::testing::runPanaloctl(database_->url(), line);
    EXPECT_NE(run.exitCode, 0) << line.substr(0, 200) << "\n" << run.out;
    EXPECT_FALSE(run.out.empty()) << line.substr(0, 200);
  }
  EXPECT_EQ(contentSnapshot(), before);
  EXPECT_GT(countRows("SELECT count(*) FROM content_banners"), 0);
}

TEST_F(ContentNotice, ListsShowEveryItemForScripts) {
  const auto listed = ctl({"content", "announcement", "list", "--type", "PU", "--json"});
  ASSERT_EQ(listed.exitCode, 0) << listed.out;
  const auto list = json::parse(listed.out);
  ASSERT_GE(list.size(), 15U);
  EXPECT_EQ(list.at(0).at("type"), "PU");
  EXPECT_EQ(list.at(0).at("texts").size(), 2U);
  EXPECT_EQ(list.at(0).at("texts").at(0).at("language"), "EN");
  const auto banners = ctl({"content", "banner", "list", "--group", "w_leftmenu"});
  ASSERT_EQ(banners.exitCode, 0) << banners.out;
  EXPECT_NE(banners.out.find("2 banner(s)"), std::string::npos) << banners.out;
}

}  // namespace
