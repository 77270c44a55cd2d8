// Promotions against the real server and PostgreSQL (issue 15 item 3): the
// list and detail with each member's status, HTML cleaned on the way in and
// out, joining (an auto bonus paid at once), a deposit bonus claimed once after
// its requirement, a raffle drawn on the server and recomputable from what it
// stores, activity applications with their bad inputs, the operator's review,
// approval and rejection through the real panaloctl, the bonus in the ledger
// with its turnover, and refusals for visitors and trial accounts. The
// ledger's trial balance is checked after every test (PaymentFixture).
#include <atomic>
#include <chrono>
#include <ctime>
#include <functional>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>
#include <thread>
#include <vector>

#include "panaloctl_run.hpp"
#include "payment_fixture.hpp"

namespace {

using panalo::testing::HttpResult;
using panalo::testing::PaymentFixture;
using panalo::testing::runPanaloctl;
using json = nlohmann::json;

// ISO 8601 UTC `hours` from now.
std::string isoFromNow(int hours) {
  const auto when = std::chrono::system_clock::now() + std::chrono::hours(hours);
  const std::time_t seconds = std::chrono::system_clock::to_time_t(when);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  std::ostringstream out;
  out << std::put_time(&utc, "%Y-%m-%dT%H:%M:%SZ");
  return out.str();
}

// A PNG of `size` bytes: the signature, then filler (the rule reads the bytes'
// start, not a picture decoder).
std::string pngBase64(std::size_t size) {
  std::string bytes("\x89PNG\r\n\x1a\n", 8);
  bytes.resize(size, 'x');
  static const char* const kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((size + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const auto b0 = static_cast<unsigned char>(bytes[i]);
    const auto b1 = i + 1 < bytes.size() ? static_cast<unsigned char>(bytes[i + 1]) : 0U;
    const auto b2 = i + 2 < bytes.size() ? static_cast<unsigned char>(bytes[i + 2]) : 0U;
    out += kAlphabet[b0 >> 2U];
    out += kAlphabet[((b0 & 3U) << 4U) | (b1 >> 4U)];
    out += i + 1 < bytes.size() ? kAlphabet[((b1 & 15U) << 2U) | (b2 >> 6U)] : '=';
    out += i + 2 < bytes.size() ? kAlphabet[b2 & 63U] : '=';
  }
  return out;
}

class Promotions : public PaymentFixture {
 protected:
  struct Made {
    std::int64_t id = 0;
    std::string code;
  };

  // A published promotion of `kind` running from `startHours` to `endHours` from now.
  static Made make(const std::string& kind, int startHours, int endHours,
                   const std::function<void(panalo::services::PromotionDraft&)>& tune = {}) {
    static std::atomic<int> counter{0};
    Made made;
    made.code = "t-" + kind + "-" + std::to_string(++counter);
    panalo::services::PromotionDraft draft;
    draft.kind = kind;
    draft.startsAt = isoFromNow(startHours);
    draft.endsAt = isoFromNow(endHours);
    if (kind == "auto" || kind == "application") draft.bonus = "88.00";
    if (kind == "deposit") {
      draft.percent = "50";
      draft.cap = "300.00";
      draft.minDeposit = "100.00";
    }
    draft.turnoverMultiple = 3;
    if (tune) tune(draft);
    auto& admin = services().promotions().admin;
    made.id = admin.create(made.code, draft);
    admin.putText(made.code, "en", "Title " + made.code, "Summary", "<p>Hello</p>");
    if (kind == "raffle") {
      admin.putPrize(made.code, "small", "5.00", 3);
      admin.putPrize(made.code, "big", "50.00", 1);
    }
    admin.publish(made.code, true);
    return made;
  }

  static HttpResult post(const std::string& path, const json& body, const std::optional<std::string>& token) {
    return sendRaw("POST", path, body.dump(), token);
  }
  static HttpResult join(const std::string& token, std::int64_t id) {
    return post("/wps/v2/promotions/join", {{"promotionId", id}}, token);
  }
  static HttpResult claim(const std::string& token, std::int64_t id, const std::string& key, bool raffle = false) {
    return post(raffle ? "/wps/v2/promotions/raffle/claim" : "/wps/v2/promotions/claim",
                {{"promotionId", id}, {"idempotencyKey", key}}, token);
  }
  static HttpResult apply(const std::string& token, std::int64_t id, const std::string& remark,
                          const std::vector<std::string>& images) {
    return post("/wps/v2/promotions/applications", {{"promotionId", id}, {"remark", remark}, {"images", images}},
                token);
  }
  static json detail(std::int64_t id, const std::optional<std::string>& token, const std::string& language = "en") {
    const auto result =
        sendRaw("GET", "/wps/v2/promotions/detail?id=" + std::to_string(id) + "&language=" + language, "", token);
    EXPECT_EQ(result.status, 200) << result.body;
    return valueOf(result);
  }
  static std::string statusOf(std::int64_t id, const std::optional<std::string>& token) {
    return detail(id, token).at("status");
  }
  static std::int64_t bonusJournals(std::int64_t memberId) {
    return countRows("SELECT count(*) FROM ledger_journals WHERE kind = 'bonus' AND member_id = " +
                     std::to_string(memberId));
  }
  static std::string promotionSnapshot() {
    return ledgerSnapshot() + "|" + std::to_string(countRows("SELECT count(*) FROM member_promotions")) + "|" +
           std::to_string(countRows("SELECT count(*) FROM promotion_applications")) + "|" +
           std::to_string(countRows("SELECT count(*) FROM promotion_application_images"));
  }
  // An approved deposit of `amount` for the player.
  static void deposit(const Player& player, const std::string& amount) {
    const auto result = requestDeposit(player.token, newChannel(), amount, newKey());
    ASSERT_EQ(result.status, 200) << result.body;
    services().wallet().deposits.approve(valueOf(result).at("depositId").get<std::int64_t>());
  }
};

TEST_F(Promotions, VisitorsSeeTimeStatusesAndTextsFallBackToEnglish) {
  const auto soon = make("auto", 48, 96);
  const auto running = make("auto", -1, 96);
  const auto ended = make("auto", -96, -1);
  services().promotions().admin.putText(running.code, "ty", "Pamagat", "Buod", "<p>Kumusta</p>");

  const auto result = sendRaw("GET", "/wps/v2/promotions?language=ty", "");
  ASSERT_EQ(result.status, 200) << result.body;
  std::map<std::int64_t, json> byId;
  const json listed = valueOf(result);
  for (const auto& item : listed.at("list")) byId[item.at("id").get<std::int64_t>()] = item;
  EXPECT_EQ(byId.at(soon.id).at("status"), "comingSoon");
  EXPECT_EQ(byId.at(running.id).at("status"), "Join");
  EXPECT_EQ(byId.at(ended.id).at("status"), "Close");
  EXPECT_EQ(byId.at(running.id).at("title"), "Pamagat");
  EXPECT_EQ(byId.at(running.id).at("language"), "ty");
  EXPECT_EQ(byId.at(soon.id).at("language"), "en") << "no TY text: English";
  EXPECT_EQ(byId.at(running.id).at("bonus"), "88.00");

  // An unpublished promotion is not listed and has no detail.
  services().promotions().admin.publish(soon.code, false);
  const auto again = valueOf(sendRaw("GET", "/wps/v2/promotions", ""));
  for (const auto& item : again.at("list")) EXPECT_NE(item.at("id"), soon.id);
  EXPECT_EQ(sendRaw("GET", "/wps/v2/promotions/detail?id=" + std::to_string(soon.id), "").status, 404);

  const auto available = valueOf(sendRaw("GET", "/wps/v2/promotions/available", ""));
  EXPECT_TRUE(available.at("availablePromo").get<bool>());
  EXPECT_GE(available.at("availablePromoCount").get<int>(), 1);
}

TEST_F(Promotions, HtmlWithScriptComesBackClean) {
  const auto made = make("auto", -1, 96);
  services().promotions().admin.putText(
      made.code, "en", "Clean", "s",
      "<p onclick=\"steal()\">Hi<script>alert(1)</script></p><a href=\"javascript:alert(2)\">x</a>"
      "<img src=\"x\" onerror=\"alert(3)\"><iframe src=\"https://evil.example\"></iframe>"
      "<a href=\"https://ok.example/a?b=1&amp;c=2\">ok</a><style>body{}</style>");
  // A row written around the operator tool is cleaned when served too.
  execute(
      "UPDATE promotion_texts SET detail_html = detail_html || '<script>alert(4)</script><b>bold</b>' "
      "WHERE promotion_id = " +
      std::to_string(made.id) + " AND language = 'en'");
  const std::string html = detail(made.id, std::nullopt).at("detailHtml");
  EXPECT_EQ(html.find("script"), std::string::npos) << html;
  EXPECT_EQ(html.find("onclick"), std::string::npos) << html;
  EXPECT_EQ(html.find("onerror"), std::string::npos) << html;
  EXPECT_EQ(html.find("javascript"), std::string::npos) << html;
  EXPECT_EQ(html.find("iframe"), std::string::npos) << html;
  EXPECT_EQ(html.find("style"), std::string::npos) << html;
  EXPECT_NE(html.find("<p>Hi</p>"), std::string::npos) << html;
  EXPECT_NE(html.find("href=\"https://ok.example/a?b=1&amp;c=2\" target=\"_blank\" rel=\"noopener noreferrer\""),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<b>bold</b>"), std::string::npos) << html;
}

TEST_F(Promotions, JoiningAnAutoPromotionPaysItsBonusOnceThroughTheLedgerWithTurnover) {
  const auto made = make("auto", -1, 96);
  const auto player = newPlayer();
  EXPECT_EQ(statusOf(made.id, player.token), "Join");

  auto result = join(player.token, made.id);
  ASSERT_EQ(result.status, 200) << result.body;
  auto value = valueOf(result);
  EXPECT_EQ(value.at("bonus"), "88.00");
  EXPECT_EQ(value.at("balance"), "88.00");
  EXPECT_EQ(value.at("promotion").at("status"), "Issued");
  EXPECT_EQ(mainBalance(player.token), "88.00");
  EXPECT_EQ(bonusJournals(player.id), 1);
  EXPECT_EQ(countRows("SELECT turnover_multiple FROM bonus_grants WHERE member_id = " + std::to_string(player.id)), 3);

  // The bonus x3 is now wagering required before a withdrawal.
  const auto mine = sendRaw("GET", "/wps/v2/promotions/mine", "", player.token);
  ASSERT_EQ(mine.status, 200) << mine.body;
  EXPECT_EQ(valueOf(mine).at("turnoverRemaining"), "264.00");
  EXPECT_EQ(valueOf(mine).at("list").size(), 1u);
  EXPECT_EQ(valueOf(mine).at("list")[0].at("mine").at("bonus"), "88.00");

  const auto before = promotionSnapshot();
  result = join(player.token, made.id);
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(codeOf(result), "promotion_already_joined");
  EXPECT_EQ(promotionSnapshot(), before);
}

TEST_F(Promotions, ADepositBonusIsJoinedThenClaimedOnceAfterItsRequirement) {
  const auto made = make("deposit", -1, 96);
  const auto player = newPlayer();
  auto result = claim(player.token, made.id, newKey());
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "promotion_not_joined");

  ASSERT_EQ(join(player.token, made.id).status, 200);
  EXPECT_EQ(statusOf(made.id, player.token), "Joined");
  auto before = promotionSnapshot();
  result = claim(player.token, made.id, newKey());
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "promotion_requirement_not_met");
  EXPECT_EQ(promotionSnapshot(), before);

  deposit(player, "200.00");  // 50% of 200.00 = 100.00, under the 300.00 cap
  EXPECT_EQ(statusOf(made.id, player.token), "Claim");

  // Many claims at once, each with its own key: one pays, the others are refused.
  std::vector<std::thread> threads;
  threads.reserve(6);
  std::atomic<int> paid{0};
  std::atomic<int> refused{0};
  for (int i = 0; i < 6; ++i) {
    threads.emplace_back([&] {
      const auto answer = claim(player.token, made.id, newKey());
      if (answer.status == 200) ++paid;
      if (answer.status == 409 && codeOf(answer) == "promotion_already_claimed") ++refused;
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(paid.load(), 1);
  EXPECT_EQ(refused.load(), 5);
  EXPECT_EQ(bonusJournals(player.id), 1);
  EXPECT_EQ(mainBalance(player.token), "300.00");  // 200.00 deposited + 100.00 bonus
  EXPECT_EQ(statusOf(made.id, player.token), "Claimed");

  // The paying claim's key again: its answer, nothing more.
  const auto key = countRows("SELECT count(*) FROM member_promotions WHERE claim_key IS NOT NULL AND member_id = " +
                             std::to_string(player.id));
  EXPECT_EQ(key, 1);
  pqxx::connection connection(database_->url());
  pqxx::read_transaction tx(connection);
  const auto claimKey =
      tx.exec1("SELECT claim_key FROM member_promotions WHERE member_id = " + std::to_string(player.id))[0]
          .as<std::string>();
  tx.commit();
  before = promotionSnapshot();
  result = claim(player.token, made.id, claimKey);
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("bonus"), "100.00");
  EXPECT_EQ(promotionSnapshot(), before);
}

TEST_F(Promotions, ARaffleIsDrawnOnTheServerPaidOnceAndRecomputable) {
  const auto made = make("raffle", -1, 96);
  const auto player = newPlayer();
  ASSERT_EQ(join(player.token, made.id).status, 200);
  EXPECT_EQ(statusOf(made.id, player.token), "Claim") << "no deposit requirement";

  auto result = claim(player.token, made.id, newKey(), false);
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "promotion_action_unavailable");

  result = claim(player.token, made.id, newKey(), true);
  ASSERT_EQ(result.status, 200) << result.body;
  const auto value = valueOf(result);
  const auto& draw = value.at("draw");
  const std::string hex = draw.at("randomHex");
  const auto pick = std::stoull(hex.substr(0, 16), nullptr, 16) % 4;  // weights 1 (big, listed first) + 3
  EXPECT_EQ(draw.at("pick").get<std::uint64_t>(), pick);
  EXPECT_EQ(draw.at("totalWeight"), 4);
  EXPECT_EQ(draw.at("prizeLabel"), pick < 1 ? "big" : "small");
  EXPECT_EQ(value.at("bonus"), pick < 1 ? "50.00" : "5.00");
  EXPECT_EQ(mainBalance(player.token), value.at("bonus").get<std::string>());
  EXPECT_EQ(value.at("promotion").at("status"), "Claimed");

  result = claim(player.token, made.id, newKey(), true);
  EXPECT_EQ(result.status, 409) << result.body;
  EXPECT_EQ(countRows("SELECT count(*) FROM promotion_raffle_draws d JOIN member_promotions r "
                      "ON r.id = d.member_promotion_id WHERE r.member_id = " +
                      std::to_string(player.id)),
            1);
  EXPECT_EQ(bonusJournals(player.id), 1);
}

TEST_F(Promotions, AnApplicationIsReviewedAndApprovedOrRejectedByTheOperator) {
  const auto made = make("application", -1, 96);
  const auto player = newPlayer();
  auto result = join(player.token, made.id);
  EXPECT_EQ(result.status, 422) << "application promotions take an application";

  result = apply(player.token, made.id, "Won 5,000 on Fruit Slot \xf0\x9f\x8e\x89", {pngBase64(2048)});
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("status"), "Applying");
  EXPECT_EQ(valueOf(result).at("application").at("images"), 1);
  const auto applicationId = std::to_string(
      countRows("SELECT a.id FROM promotion_applications a JOIN member_promotions r ON r.id = a.member_promotion_id "
                "WHERE r.member_id = " +
                std::to_string(player.id)));

  auto run = runPanaloctl(database_->url(), "promotions applications --status applying");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find(player.account), std::string::npos) << run.out;
  run = runPanaloctl(database_->url(), "promotions review " + applicationId);
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(statusOf(made.id, player.token), "Process");
  EXPECT_EQ(mainBalance(player.token), "0.00");
  run = runPanaloctl(database_->url(), "promotions approve " + applicationId);
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(statusOf(made.id, player.token), "Issued");
  EXPECT_EQ(mainBalance(player.token), "88.00");
  // Approving again pays nothing more.
  run = runPanaloctl(database_->url(), "promotions approve " + applicationId);
  EXPECT_NE(run.exitCode, 0) << run.out;
  EXPECT_EQ(bonusJournals(player.id), 1);
  result = apply(player.token, made.id, "again", {});
  EXPECT_EQ(result.status, 409) << result.body;

  const auto other = newPlayer();
  ASSERT_EQ(apply(other.token, made.id, "", {}).status, 200);
  const auto otherId = std::to_string(
      countRows("SELECT a.id FROM promotion_applications a JOIN member_promotions r ON r.id = a.member_promotion_id "
                "WHERE r.member_id = " +
                std::to_string(other.id)));
  run = runPanaloctl(database_->url(), "promotions reject " + otherId + " --note 'No screenshot'");
  EXPECT_EQ(run.exitCode, 0) << run.out;
  const auto rejected = detail(made.id, other.token);
  EXPECT_EQ(rejected.at("status"), "Rejected");
  EXPECT_EQ(rejected.at("application").at("decisionNote"), "No screenshot");
  EXPECT_EQ(mainBalance(other.token), "0.00");
}

TEST_F(Promotions, BadApplicationsAreRefusedWithTheFormKeysAndStoreNothing) {
  const auto made = make("application", -1, 96);
  const auto player = newPlayer();
  const auto before = promotionSnapshot();
  const auto refuse = [&](const std::string& remark, const std::vector<std::string>& images, const char* key) {
    const auto result = apply(player.token, made.id, remark, images);
    EXPECT_EQ(result.status, 400) << key << ": " << result.body.substr(0, 300);
    EXPECT_EQ(codeOf(result), key);
  };
  refuse(std::string(141, 'a'), {}, "remark_too_long");
  refuse("ok", {pngBase64(100), pngBase64(100), pngBase64(100), pngBase64(100)}, "too_many_images");
  refuse("ok", {pngBase64(6 * 1024 * 1024)}, "image_too_large");
  // Text named .png by its sender: the bytes decide.
  refuse("ok", {"aGVsbG8sIEkgYW0gbm90IGEgcGljdHVyZQ=="}, "image_type_not_allowed");
  refuse("ok", {"not base64 at all!"}, "image_type_not_allowed");
  refuse("ok", {pngBase64(100), "R0lGODlhAQABAAAAACw="}, "image_type_not_allowed");  // a GIF
  auto result = post("/wps/v2/promotions/applications", {{"promotionId", made.id}, {"remark", 7}}, player.token);
  EXPECT_EQ(result.status, 400);
  EXPECT_EQ(codeOf(result), "invalid_parameter");
  result = post("/wps/v2/promotions/applications", {{"promotionId", made.id}, {"images", "x"}}, player.token);
  EXPECT_EQ(codeOf(result), "invalid_parameter");
  EXPECT_EQ(promotionSnapshot(), before);

  // 140 characters of several bytes each, and a 5 MB image, are taken.
  std::string remark;
  for (int i = 0; i < 140; ++i) remark += "\xc3\xa9";
  result = apply(player.token, made.id, remark, {pngBase64(5 * 1024 * 1024)});
  EXPECT_EQ(result.status, 200) << result.body.substr(0, 300);
}

TEST_F(Promotions, VisitorsTrialAccountsAndBadInputAreRefusedAndChangeNothing) {
  const auto made = make("auto", -1, 96);
  const auto before = promotionSnapshot();
  auto result = join("", made.id);
  EXPECT_EQ(result.status, 401) << result.body;
  result = post("/wps/v2/promotions/join", {{"promotionId", made.id}}, std::nullopt);
  EXPECT_EQ(result.status, 401) << result.body;
  EXPECT_EQ(codeOf(result), "not_logged_in");
  EXPECT_EQ(sendRaw("GET", "/wps/v2/promotions/mine", "").status, 401);
  EXPECT_EQ(claim("", made.id, newKey()).status, 401);

  const auto trial = newPlayer("", 4);
  result = join(trial.token, made.id);
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "in_need_true_account");
  EXPECT_EQ(statusOf(made.id, trial.token), "Join") << "a trial account sees what a visitor sees";

  const auto player = newPlayer();
  for (const auto& body : {json{{"promotionId", "1"}}, json{{"promotionId", -1}}, json::object(),
                           json{{"promotionId", "1; DROP TABLE promotions"}}}) {
    result = post("/wps/v2/promotions/join", body, player.token);
    EXPECT_EQ(result.status, 400) << body.dump();
    EXPECT_EQ(codeOf(result), "invalid_parameter");
  }
  result = join(player.token, 999999999);
  EXPECT_EQ(result.status, 404);
  result = claim(player.token, made.id, "short");
  EXPECT_EQ(codeOf(result), "idempotency_key_invalid");
  result = sendRaw("GET", "/wps/v2/promotions/detail?id=abc", "");
  EXPECT_EQ(result.status, 400);
  result = sendRaw("GET", "/wps/v2/promotions?language=%27%3BDROP%20TABLE%20promotions", "");
  EXPECT_EQ(result.status, 200) << "an unknown language reads as English";
  EXPECT_EQ(promotionSnapshot(), before);

  // Not started and ended promotions cannot be joined.
  const auto soon = make("auto", 24, 48);
  const auto ended = make("auto", -48, -24);
  EXPECT_EQ(codeOf(join(player.token, soon.id)), "promotion_not_started");
  EXPECT_EQ(codeOf(join(player.token, ended.id)), "promotion_ended");
  EXPECT_EQ(promotionSnapshot(), before);
}

TEST_F(Promotions, AFirstDepositOfferIsClosedToMembersWhoDeposited) {
  const auto made =
      make("deposit", -1, 96, [](panalo::services::PromotionDraft& d) { d.eligibility = "first_deposit"; });
  const auto player = newPlayer();
  deposit(player, "150.00");
  EXPECT_FALSE(detail(made.id, player.token).at("eligible").get<bool>());
  const auto result = join(player.token, made.id);
  EXPECT_EQ(result.status, 403) << result.body;
  EXPECT_EQ(codeOf(result), "promotion_not_eligible");

  const auto fresh = newPlayer();
  EXPECT_TRUE(detail(made.id, fresh.token).at("eligible").get<bool>());
  ASSERT_EQ(join(fresh.token, made.id).status, 200);
  deposit(fresh, "1000.00");  // 50% = 500.00, capped at 300.00
  const auto paid = claim(fresh.token, made.id, newKey());
  ASSERT_EQ(paid.status, 200) << paid.body;
  EXPECT_EQ(valueOf(paid).at("bonus"), "300.00");
}

TEST_F(Promotions, TheOperatorToolCreatesPublishesIssuesAndLoadsTheDemo) {
  auto run = runPanaloctl(database_->url(),
                          "promotions create tool-made --kind auto --start 2020-01-01T00:00:00Z "
                          "--end 2099-01-01T00:00:00Z --bonus 12.50 --turnover-multiple 2");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "promotions publish tool-made");
  EXPECT_NE(run.exitCode, 0) << "no English text yet: " << run.out;
  run = runPanaloctl(database_->url(), "promotions text tool-made en --title 'Tool made' --detail '<p>x</p>'");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "promotions publish tool-made");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(),
                     "promotions create bad --kind auto --start yesterday --end 2099-01-01T00:00:00Z "
                     "--bonus 1");
  EXPECT_NE(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(),
                     "promotions create Bad_Code --kind auto --start 2020-01-01T00:00:00Z "
                     "--end 2099-01-01T00:00:00Z --bonus 1");
  EXPECT_NE(run.exitCode, 0) << run.out;

  const auto player = newPlayer();
  run = runPanaloctl(database_->url(), "promotions issue tool-made " + player.account);
  ASSERT_EQ(run.exitCode, 0) << run.out;
  EXPECT_EQ(mainBalance(player.token), "12.50");
  run = runPanaloctl(database_->url(), "promotions issue tool-made " + player.account);
  EXPECT_NE(run.exitCode, 0) << "once per member: " << run.out;
  EXPECT_EQ(mainBalance(player.token), "12.50");

  run = runPanaloctl(database_->url(), "promotions demo");
  ASSERT_EQ(run.exitCode, 0) << run.out;
  run = runPanaloctl(database_->url(), "promotions demo");
  EXPECT_NE(run.out.find("0 promotion(s) added"), std::string::npos) << run.out;
  const auto list = valueOf(sendRaw("GET", "/wps/v2/promotions", ""));
  std::set<std::string> statuses;
  for (const auto& item : list.at("list")) statuses.insert(item.at("status"));
  EXPECT_EQ(statuses.count("comingSoon"), 1u);
  EXPECT_EQ(statuses.count("Close"), 1u);
  EXPECT_EQ(statuses.count("Join"), 1u);
}

}  // namespace
