// The support domain against the real server and PostgreSQL: the help center
// per language and device with its fallbacks, documents, news, feedback (the
// shared word rule at its edges, HTML kept as text, login and trial refused,
// the per-member limit), the mirror list and the representative check.
#include <functional>
#include <string>

#include "account_fixture.hpp"
#include "panalo/text/word_count.hpp"
#include "platform/core/domain_error.hpp"

namespace {

using panalo::testing::AccountFixture;
using panalo::testing::HttpResult;
using json = nlohmann::json;

class Support : public AccountFixture {
 protected:
  static void SetUpTestSuite() {
    startServer([](panalo::app::ServerConfig& config) { config.trustedProxies = panalo::testing::loopbackProxy(); });
  }
  void SetUp() override {
    AccountFixture::SetUp();
    clientIp_.clear();
    for (const char* table :
         {"help_sections", "support_documents", "news_articles", "feedback", "mirror_sites", "representatives"}) {
      execute(std::string("DELETE FROM ") + table);
    }
  }

  static HttpResult get(const std::string& path, const std::optional<std::string>& token = std::nullopt) {
    return sendRaw("GET", path, "", token);
  }
  static json valueOf(const HttpResult& result) { return json::parse(result.body).at("value"); }

  static void section(const std::string& lang, const std::string& device, const std::string& anchor,
                      const std::string& title, int sort = 100, const std::string& html = "<p>text</p>") {
    services().support().content.publishHelpSection({anchor, title, html, sort, lang, device});
  }

  static std::string loggedInMember(const std::string& account) {
    createMember(account, "Correct-Horse-42");
    const auto result = login(account, "Correct-Horse-42");
    EXPECT_EQ(result.status, 200) << result.body;
    return tokenOf(result);
  }

  static HttpResult feedback(const std::optional<std::string>& token, const json& body) {
    return sendRaw("PUT", "/wps/feedback", body.dump(), token);
  }

  // n words of plain Latin text.
  static std::string words(std::size_t n) {
    std::string text;
    for (std::size_t i = 0; i < n; ++i) text += (i ? " " : "") + std::string("word") + std::to_string(i);
    return text;
  }
};

TEST_F(Support, HelpCenterPicksEachAnchorInTheBestLanguageAndDevice) {
  section("EN", "web", "about", "About (EN web)", 10);
  section("EN", "web", "term", "Terms (EN web)", 60);
  section("EN", "android", "about", "About (EN android)", 10);
  section("TY", "web", "about", "Tungkol (TY web)", 10);
  section("EN", "web", "faq", "FAQ (EN web)", 20);

  // TY on android: TY's web row beats EN's android row (language first), and
  // anchors TY lacks come in EN.
  auto value = valueOf(get("/wps/system/helpCenter?lang=ty&device=android"));
  EXPECT_EQ(value.at("lang"), "TY");
  EXPECT_EQ(value.at("device"), "android");
  auto sections = value.at("sections");
  ASSERT_EQ(sections.size(), 3u);
  EXPECT_EQ(sections[0].at("anchor"), "about");
  EXPECT_EQ(sections[0].at("title"), "Tungkol (TY web)");
  EXPECT_EQ(sections[0].at("lang"), "TY");
  EXPECT_EQ(sections[1].at("anchor"), "faq");
  EXPECT_EQ(sections[1].at("lang"), "EN");
  EXPECT_EQ(sections[2].at("anchor"), "term");

  // EN on android: the android row; on ios (none): the web row.
  sections = valueOf(get("/wps/system/helpCenter?lang=EN&device=android")).at("sections");
  EXPECT_EQ(sections[0].at("title"), "About (EN android)");
  EXPECT_EQ(sections[0].at("device"), "android");
  sections = valueOf(get("/wps/system/helpCenter?lang=EN&device=ios")).at("sections");
  EXPECT_EQ(sections[0].at("title"), "About (EN web)");

  // A language with nothing of its own (PT) and no parameters at all: EN web.
  sections = valueOf(get("/wps/system/helpCenter?lang=PT")).at("sections");
  EXPECT_EQ(sections[0].at("title"), "About (EN web)");
  value = valueOf(get("/wps/system/helpCenter"));
  EXPECT_EQ(value.at("lang"), "EN");
  EXPECT_EQ(value.at("device"), "web");
  EXPECT_EQ(value.at("sections").size(), 3u);
}

TEST_F(Support, HelpCenterRefusesBadParameters) {
  for (const char* query : {"lang=E", "lang=ENGL", "lang=E1", "lang=%27%3B--", "device=windows", "device=%00"}) {
    const auto result = get(std::string("/wps/system/helpCenter?") + query);
    EXPECT_EQ(result.status, 400) << query;
    EXPECT_EQ(codeOf(result), "invalid_parameter") << query;
  }
}

TEST_F(Support, HelpHtmlIsSanitisedWhenStoredAndWhenServed) {
  section("EN", "web", "term", "Terms", 10,
          "<p onclick=\"x()\">Rules</p><script>alert(1)</script><a href=\"javascript:alert(1)\">x</a>"
          "<img src=\"https://cdn.example/a.png\" onerror=\"y()\"><iframe src=\"https://evil\"></iframe>");
  const auto content = valueOf(get("/wps/system/helpCenter")).at("sections")[0].at("content").get<std::string>();
  EXPECT_EQ(content,
            "<p>Rules</p><a rel=\"noopener noreferrer\">x</a><img src=\"https://cdn.example/a.png\" alt=\"\">");
  // A row written around the service is cleaned on the way out.
  execute("UPDATE help_sections SET body_html = '<b>ok</b><script>steal()</script>' WHERE anchor = 'term'");
  EXPECT_EQ(valueOf(get("/wps/system/helpCenter")).at("sections")[0].at("content"), "<b>ok</b>");
}

TEST_F(Support, PublishingChecksItsInputAndStoresNothingWhenWrong) {
  auto& content = services().support().content;
  const auto keyOf = [](const std::function<void()>& action) -> std::string {
    try {
      action();
    } catch (const panalo::DomainError& error) {
      return error.key();
    }
    return "no error";
  };
  EXPECT_EQ(keyOf([&] { content.publishHelpSection({"Term", "T", "<p>x</p>", 1, "EN", "web"}); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { content.publishHelpSection({"term", "", "<p>x</p>", 1, "EN", "web"}); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { content.publishHelpSection({"term", "T", "<p>x</p>", 1, "EN", "tv"}); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { content.publishHelpSection({"term", "T", "\xff\xfe", 1, "EN", "web"}); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { content.publishDocument({"privacy", "EN", "T", "<p>x</p>", 0}); }), "invalid_parameter");
  EXPECT_EQ(keyOf([&] { content.publishNews({"Bad Slug", "EN", "T", "", "<p>x</p>"}); }), "invalid_parameter");
  EXPECT_EQ(countRows("SELECT count(*) FROM help_sections") + countRows("SELECT count(*) FROM support_documents") +
                countRows("SELECT count(*) FROM news_articles"),
            0);
}

TEST_F(Support, DocumentsFallBackToEnglishAndAreNotFoundWhenMissing) {
  auto result = get("/wps/support/document?key=license&lang=TY");
  EXPECT_EQ(result.status, 404);
  EXPECT_EQ(codeOf(result), "not_found");
  services().support().content.publishDocument({"license", "EN", "Legal license", "<p>Licensed by X</p>", 0});
  auto value = valueOf(get("/wps/support/document?key=license&lang=TY"));
  EXPECT_EQ(value.at("lang"), "EN");
  EXPECT_EQ(value.at("content"), "<p>Licensed by X</p>");
  services().support().content.publishDocument({"license", "TY", "Lisensya", "<p>Lisensyado</p>", 0});
  value = valueOf(get("/wps/support/document?key=license&lang=TY"));
  EXPECT_EQ(value.at("title"), "Lisensya");
  result = get("/wps/support/document?key=secrets");
  EXPECT_EQ(result.status, 400);
  EXPECT_EQ(codeOf(result), "invalid_parameter");
}

TEST_F(Support, NewsPagesNewestFirstInTheLanguageOrEnglish) {
  auto& content = services().support().content;
  const auto first = content.publishNews({"first", "EN", "First", "one", "<p>1</p>"});
  content.publishNews({"second", "EN", "Second", "two", "<p>2</p>"});
  content.publishNews({"second", "TY", "Ikalawa", "dalawa", "<p>2</p>"});
  content.publishNews({"third", "TY", "Ikatlo", "tatlo", "<p>3</p>"});  // TY only
  execute("UPDATE news_articles SET published_at = now() - interval '3 days' WHERE slug = 'first'");
  execute("UPDATE news_articles SET published_at = now() - interval '2 days' WHERE slug = 'second'");
  execute("UPDATE news_articles SET published_at = now() - interval '1 day' WHERE slug = 'third'");

  auto page = valueOf(get("/wps/support/news?lang=TY&pageSize=2"));
  EXPECT_EQ(page.at("total"), 3);
  EXPECT_EQ(page.at("totalPages"), 2);
  ASSERT_EQ(page.at("list").size(), 2u);
  EXPECT_EQ(page.at("list")[0].at("title"), "Ikatlo");
  EXPECT_EQ(page.at("list")[1].at("title"), "Ikalawa");
  page = valueOf(get("/wps/support/news?lang=TY&pageSize=2&pageNo=2"));
  ASSERT_EQ(page.at("list").size(), 1u);
  EXPECT_EQ(page.at("list")[0].at("title"), "First");
  // EN readers never see the TY-only article.
  EXPECT_EQ(valueOf(get("/wps/support/news?lang=EN")).at("total"), 2);

  const auto article = valueOf(get("/wps/support/news/detail?id=" + std::to_string(first) + "&lang=PT"));
  EXPECT_EQ(article.at("title"), "First");
  EXPECT_EQ(article.at("content"), "<p>1</p>");
  EXPECT_TRUE(content.setNewsVisible("first", false));
  EXPECT_EQ(get("/wps/support/news/detail?id=" + std::to_string(first)).status, 404);
  for (const char* query : {"pageSize=0", "pageSize=51", "pageNo=0", "pageNo=x"}) {
    EXPECT_EQ(get(std::string("/wps/support/news?") + query).status, 400) << query;
  }
  EXPECT_EQ(get("/wps/support/news/detail").status, 400);
}

TEST_F(Support, FeedbackNeedsALoggedInRealMember) {
  const json body = {{"category", "suggestion"}, {"content", words(10)}};
  auto result = feedback(std::nullopt, body);
  EXPECT_EQ(result.status, 401);
  EXPECT_EQ(codeOf(result), "not_logged_in");
  result = feedback(std::string("not-a-token"), body);
  EXPECT_EQ(result.status, 401);
  EXPECT_EQ(get("/wps/feedback/list").status, 401);

  createMember("fbtrial", "Correct-Horse-42", 4);
  const auto trial = tokenOf(login("fbtrial", "Correct-Horse-42"));
  result = feedback(trial, body);
  EXPECT_EQ(result.status, 403);
  EXPECT_EQ(codeOf(result), "in_need_true_account");
  EXPECT_EQ(countRows("SELECT count(*) FROM feedback"), 0);
}

TEST_F(Support, FeedbackWordLimitsAtTheEdges) {
  const auto token = loggedInMember("fbedges");
  const auto min = panalo::text::kFeedbackMinWords;
  const auto max = panalo::text::kFeedbackMaxWords;
  for (const auto n : {min - 1, max + 1}) {
    const auto result = feedback(token, {{"category", "suggestion"}, {"content", words(n)}});
    EXPECT_EQ(result.status, 400) << n;
    EXPECT_EQ(codeOf(result), "feedback_content_words") << n;
    EXPECT_EQ(dataOf(result), (json{{"minWords", min}, {"maxWords", max}, {"words", n}})) << n;
  }
  // Punctuation alone is no word; CJK characters count one each.
  auto result = feedback(token, {{"category", "other"}, {"content", "good ! ... - site"}});
  EXPECT_EQ(codeOf(result), "feedback_content_words");
  result = feedback(token, {{"category", "other"}, {"content", "   \n\t "}});
  EXPECT_EQ(codeOf(result), "input_cannot_be_empty");
  result = feedback(token, {{"category", "other"}, {"content", std::string(3001, 'a')}});
  EXPECT_EQ(codeOf(result), "feedback_content_too_long");
  result = feedback(token, {{"category", "other"}, {"content", words(6) + "\x01"}});
  EXPECT_EQ(codeOf(result), "invalid_parameter");
  result = feedback(token, {{"category", "praise"}, {"content", words(10)}});
  EXPECT_EQ(codeOf(result), "invalid_parameter");
  result = feedback(token, {{"category", "other"}, {"content", 42}});
  EXPECT_EQ(codeOf(result), "invalid_parameter");
  result = sendRaw("PUT", "/wps/feedback", "{\"category\": \"other\", \"content\": \"\xff\xfe\"}", token);
  EXPECT_EQ(result.status, 400);
  EXPECT_EQ(countRows("SELECT count(*) FROM feedback"), 0);

  // Exactly the minimum and exactly the maximum pass; so do five CJK characters.
  EXPECT_EQ(feedback(token, {{"category", "suggestion"}, {"content", words(min)}}).status, 200);
  EXPECT_EQ(feedback(token, {{"category", "complaint"}, {"content", words(max)}}).status, 200);
  EXPECT_EQ(feedback(token, {{"category", "games"},
                             {"content", "\xe6\x88\x91\xe5\x96\x9c\xe6\xac\xa2\xe8\xbf\x99\xe4\xb8\xaa"}})
                .status,
            200);
  EXPECT_EQ(countRows("SELECT count(*) FROM feedback"), 3);
}

TEST_F(Support, FeedbackKeepsHtmlAsPlainTextAndShowsTheOperatorsAnswer) {
  const auto token = loggedInMember("fbhtml");
  const std::string content = "<script>alert('x')</script> <b>Deposit</b> took too long today, please check";
  const auto stored = feedback(token, {{"category", "deposit"}, {"content", content}});
  ASSERT_EQ(stored.status, 200) << stored.body;
  const auto id = valueOf(stored).at("id").get<std::int64_t>();

  auto list = valueOf(get("/wps/feedback/list", token)).at("list");
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].at("content"), content);  // the text as written, for the UI to show as text
  EXPECT_TRUE(list[0].at("answer").is_null());

  EXPECT_TRUE(services().support().feedback.answer(id, "Sorry for the wait: it was credited at 10:02."));
  list = valueOf(get("/wps/feedback/list", token)).at("list");
  EXPECT_EQ(list[0].at("answer"), "Sorry for the wait: it was credited at 10:02.");
  EXPECT_TRUE(list[0].at("answeredAt").is_number_integer());

  // Another member sees none of it.
  const auto other = loggedInMember("fbother");
  EXPECT_EQ(valueOf(get("/wps/feedback/list", other)).at("list").size(), 0u);
}

TEST_F(Support, FeedbackIsLimitedPerMemberPerHour) {
  const auto token = loggedInMember("fblimit");
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(feedback(token, {{"category", "other"}, {"content", words(6)}}).status, 200) << i;
  }
  const auto refused = feedback(token, {{"category", "other"}, {"content", words(6)}});
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(codeOf(refused), "too_many_requests");
  const auto wait = dataOf(refused).at("retryAfterSeconds").get<std::int64_t>();
  EXPECT_GT(wait, 3500);
  EXPECT_LE(wait, 3600);
  EXPECT_EQ(countRows("SELECT count(*) FROM feedback"), 3);
  // Another member is not held up; an hour later the first one may write again.
  EXPECT_EQ(feedback(loggedInMember("fblimit2"), {{"category", "other"}, {"content", words(6)}}).status, 200);
  execute("UPDATE feedback SET created_at = created_at - interval '61 minutes'");
  EXPECT_EQ(feedback(token, {{"category", "other"}, {"content", words(6)}}).status, 200);
}

TEST_F(Support, MirrorsListOnlyEnabledSafeLinks) {
  auto& mirrors = services().support().mirrors;
  mirrors.addMirror("https://panalo-b.example", "Mirror B", 20);
  const auto a = mirrors.addMirror("https://panalo-a.example", "Mirror A", 10);
  EXPECT_THROW(mirrors.addMirror("javascript:alert(1)", "X", 1), panalo::DomainError);
  EXPECT_THROW(mirrors.addMirror("/local", "X", 1), panalo::DomainError);
  auto list = valueOf(get("/wps/support/mirrors")).at("list");
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0], (json{{"url", "https://panalo-a.example"}, {"label", "Mirror A"}}));
  EXPECT_TRUE(mirrors.removeMirror(a));
  EXPECT_EQ(valueOf(get("/wps/support/mirrors")).at("list").size(), 1u);
}

TEST_F(Support, RepresentativeCheckSaysTrueOnlyForTheOperatorsList) {
  auto& mirrors = services().support().mirrors;
  mirrors.addRepresentative("telegram", "@Panalo_Host_Ana", "Ana, VIP host");
  mirrors.addRepresentative("phone", "+63 917 555 0101", "Agent desk");
  const auto disabled = mirrors.addRepresentative("id", "REP-9", "Former rep");
  ASSERT_TRUE(mirrors.setRepresentativeEnabled(disabled, false));

  const auto verify = [](const json& body) {
    return sendRaw("POST", "/wps/support/representative/verify", body.dump());
  };
  for (const char* contact : {"@panalo_host_ana", "panalo_host_ana", " https://t.me/Panalo_Host_Ana/ "}) {
    const auto value = valueOf(verify({{"contact", contact}}));
    EXPECT_EQ(value, (json{{"verified", true}, {"name", "Ana, VIP host"}, {"contactType", "telegram"}})) << contact;
  }
  EXPECT_EQ(valueOf(verify({{"contact", "+63-917-555-0101"}})).at("verified"), true);
  for (const char* contact : {"@panalo_host_anna", "REP-9", "+63 917 555 0102", "' OR 1=1 --"}) {
    const auto value = valueOf(verify({{"contact", contact}}));
    EXPECT_EQ(value, (json{{"verified", false}, {"name", ""}, {"contactType", ""}})) << contact;
  }
  for (const json& body : {json{{"contact", ""}}, json{{"contact", "   "}}, json{{"contact", 5}}, json::object(),
                           json{{"contact", std::string(300, 'a')}}}) {
    const auto result = verify(body);
    EXPECT_EQ(result.status, 400) << body.dump();
    EXPECT_EQ(codeOf(result), "invalid_parameter") << body.dump();
  }
}

TEST_F(Support, RepresentativeChecksAreLimitedPerAddress) {
  clientIp_ = "203.0.113.77";
  const auto verify = [] {
    return sendRaw("POST", "/wps/support/representative/verify", json{{"contact", "someone"}}.dump());
  };
  for (std::size_t i = 0; i < panalo::services::MirrorService::kChecksPerMinute; ++i) {
    EXPECT_EQ(verify().status, 200) << i;
  }
  const auto refused = verify();
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(codeOf(refused), "too_many_requests");
  EXPECT_GE(dataOf(refused).at("retryAfterSeconds").get<int>(), 1);
  clientIp_ = "203.0.113.78";
  EXPECT_EQ(verify().status, 200);
  clientIp_.clear();
}

}  // namespace
