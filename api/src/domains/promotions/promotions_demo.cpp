// panaloctl promotions demo: promotions in every status a visitor or member can
// meet (Join on an auto bonus, a first-deposit bonus, a raffle and an
// application; coming soon; Close), with texts in EN, TY and PT. Times are
// relative to now, so a fresh start always shows running promotions. A code
// that exists is kept as the operator left it.
#include <chrono>
#include <ctime>
#include <iomanip>
#include <sstream>

#include "domains/promotions/promotion_admin_service.hpp"

namespace panalo::services {
namespace {

std::string isoInDays(int days) {
  const auto when = std::chrono::system_clock::now() + std::chrono::hours(24 * days);
  const std::time_t seconds = std::chrono::system_clock::to_time_t(when);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  std::ostringstream out;
  out << std::put_time(&utc, "%Y-%m-%dT%H:00:00Z");
  return out.str();
}

struct DemoText {
  const char* language;
  const char* title;
  const char* summary;
  const char* detail;
};

struct DemoPrize {
  const char* label;
  const char* amount;
  std::int64_t weight;
};

struct DemoPromotion {
  const char* code;
  PromotionDraft draft;
  std::vector<DemoText> texts;
  std::vector<DemoPrize> prizes;
};

PromotionDraft draftOf(const char* kind, int startDay, int endDay, const char* image, int sort) {
  PromotionDraft draft;
  draft.kind = kind;
  draft.startsAt = isoInDays(startDay);
  draft.endsAt = isoInDays(endDay);
  draft.imageUrl = image;
  draft.sortOrder = sort;
  return draft;
}

std::vector<DemoPromotion> demoPromotions() {
  std::vector<DemoPromotion> list;

  auto welcome = draftOf(kKindAuto, -7, 60, "/promotions/welcome.svg", 10);
  welcome.bonus = "88.00";
  welcome.turnoverMultiple = 3;
  list.push_back(
      {"welcome-bonus",
       welcome,
       {{"en",
         "Welcome Bonus \xe2\x82\xb1"
         "88",
         "Join and get \xe2\x82\xb1"
         "88 in your main wallet at once.",
         "<p>Join this promotion and <strong>\xe2\x82\xb1"
         "88.00</strong> is added to your main wallet right away.</p>"
         "<ul><li>One bonus per member.</li><li>Wager the bonus 3 times before you withdraw.</li>"
         "<li>Trial accounts cannot join.</li></ul>"},
        {"ty",
         "Welcome Bonus na \xe2\x82\xb1"
         "88",
         "Sumali at makakuha agad ng \xe2\x82\xb1"
         "88 sa main wallet.",
         "<p>Sumali at agad na madadagdag ang <strong>\xe2\x82\xb1"
         "88.00</strong> sa iyong main wallet.</p>"
         "<ul><li>Isang bonus bawat miyembro.</li><li>Itaya ang bonus nang 3 beses bago mag-withdraw.</li></ul>"},
        {"pt",
         "B\xc3\xb4nus de boas-vindas \xe2\x82\xb1"
         "88",
         "Participe e receba \xe2\x82\xb1"
         "88 na hora.",
         "<p>Participe e <strong>\xe2\x82\xb1"
         "88.00</strong> entram na sua carteira principal.</p>"
         "<ul><li>Um b\xc3\xb4nus por membro.</li><li>Aposte o b\xc3\xb4nus 3 vezes antes de sacar.</li></ul>"}},
       {}});

  auto first = draftOf(kKindDeposit, -7, 90, "/promotions/first-deposit.svg", 20);
  first.percent = "100";
  first.cap = "1000.00";
  first.minDeposit = "100.00";
  first.turnoverMultiple = 5;
  first.eligibility = "first_deposit";
  list.push_back(
      {"first-deposit-100",
       first,
       {{"en", "100% First Deposit Bonus",
         "Double your first deposit, up to \xe2\x82\xb1"
         "1,000.",
         "<p>Join before your first deposit, deposit at least <strong>\xe2\x82\xb1"
         "100</strong>, then claim "
         "100% of it as a bonus (up to \xe2\x82\xb1"
         "1,000).</p><ol><li>Join.</li><li>Deposit.</li>"
         "<li>Claim once the deposit is approved.</li></ol><p>Wager the bonus 5 times before you withdraw.</p>"},
        {"ty", "100% Bonus sa Unang Deposito",
         "Doblehin ang unang deposito, hanggang \xe2\x82\xb1"
         "1,000.",
         "<p>Sumali bago ang unang deposito, magdeposito ng hindi bababa sa <strong>\xe2\x82\xb1"
         "100</strong>, "
         "at i-claim ang 100% nito bilang bonus.</p>"},
        {"pt", "B\xc3\xb4nus de 100% no primeiro dep\xc3\xb3sito", "Dobre seu primeiro dep\xc3\xb3sito.",
         "<p>Participe antes do primeiro dep\xc3\xb3sito, deposite pelo menos <strong>\xe2\x82\xb1"
         "100</strong> e "
         "resgate 100% como b\xc3\xb4nus (at\xc3\xa9 \xe2\x82\xb1"
         "1.000).</p>"}},
       {}});

  auto raffle = draftOf(kKindRaffle, -3, 30, "/promotions/raffle.svg", 30);
  raffle.turnoverMultiple = 1;
  list.push_back({"lucky-raffle",
                  raffle,
                  {{"en", "Lucky Raffle",
                    "Join and draw a prize: up to \xe2\x82\xb1"
                    "888.",
                    "<p>Every member gets one draw. Prizes are drawn on our server and paid to your main wallet.</p>"
                    "<table><thead><tr><th>Prize</th><th>Chance</th></tr></thead><tbody>"
                    "<tr><td>\xe2\x82\xb1"
                    "8.88</td><td>60%</td></tr><tr><td>\xe2\x82\xb1"
                    "28.00</td><td>30%</td></tr>"
                    "<tr><td>\xe2\x82\xb1"
                    "88.00</td><td>9%</td></tr><tr><td>\xe2\x82\xb1"
                    "888.00</td><td>1%</td></tr>"
                    "</tbody></table>"},
                   {"ty", "Lucky Raffle",
                    "Sumali at bumunot ng premyo: hanggang \xe2\x82\xb1"
                    "888.",
                    "<p>Isang bunot bawat miyembro. Ang premyo ay ibinibigay sa iyong main wallet.</p>"},
                   {"pt", "Sorteio da Sorte",
                    "Participe e sorteie um pr\xc3\xaamio: at\xc3\xa9 \xe2\x82\xb1"
                    "888.",
                    "<p>Cada membro tem um sorteio. O pr\xc3\xaamio vai para a sua carteira principal.</p>"}},
                  {{"\xe2\x82\xb1"
                    "8.88",
                    "8.88", 60},
                   {"\xe2\x82\xb1"
                    "28.00",
                    "28.00", 30},
                   {"\xe2\x82\xb1"
                    "88.00",
                    "88.00", 9},
                   {"\xe2\x82\xb1"
                    "888.00",
                    "888.00", 1}}});

  auto story = draftOf(kKindApplication, -5, 45, "/promotions/big-win.svg", 40);
  story.bonus = "50.00";
  story.turnoverMultiple = 1;
  list.push_back(
      {"big-win-story",
       story,
       {{"en", "Share Your Big Win",
         "Send a screenshot of a big win and get \xe2\x82\xb1"
         "50.",
         "<p>Won big? Apply with a short remark and up to 3 screenshots (PNG or JPG, 5 MB each). Our team reviews "
         "every application; approved ones receive <strong>\xe2\x82\xb1"
         "50.00</strong>.</p>"},
        {"ty", "Ibahagi ang Malaking Panalo",
         "Magpadala ng screenshot at makakuha ng \xe2\x82\xb1"
         "50.",
         "<p>Nanalo nang malaki? Mag-apply na may maikling remark at hanggang 3 screenshot (PNG o JPG, 5 MB "
         "bawat isa).</p>"},
        {"pt", "Compartilhe sua grande vit\xc3\xb3ria",
         "Envie uma captura e ganhe \xe2\x82\xb1"
         "50.",
         "<p>Ganhou alto? Envie um coment\xc3\xa1rio e at\xc3\xa9 3 capturas (PNG ou JPG, 5 MB cada).</p>"}},
       {}});

  auto reload = draftOf(kKindDeposit, -2, 20, "/promotions/reload.svg", 50);
  reload.bonus = "20.00";
  reload.minDeposit = "500.00";
  reload.turnoverMultiple = 2;
  list.push_back({"weekly-reload",
                  reload,
                  {{"en",
                    "Weekly Reload \xe2\x82\xb1"
                    "20",
                    "Deposit \xe2\x82\xb1"
                    "500 after joining, claim \xe2\x82\xb1"
                    "20.",
                    "<p>Join, deposit at least <strong>\xe2\x82\xb1"
                    "500</strong> in total, then claim "
                    "\xe2\x82\xb1"
                    "20.00.</p>"},
                   {"ty",
                    "Lingguhang Reload \xe2\x82\xb1"
                    "20",
                    "Magdeposito ng \xe2\x82\xb1"
                    "500, i-claim ang \xe2\x82\xb1"
                    "20.",
                    "<p>Sumali, magdeposito ng hindi bababa sa <strong>\xe2\x82\xb1"
                    "500</strong>, at i-claim ang "
                    "\xe2\x82\xb1"
                    "20.00.</p>"},
                   {"pt",
                    "Recarga semanal \xe2\x82\xb1"
                    "20",
                    "Deposite \xe2\x82\xb1"
                    "500 e resgate \xe2\x82\xb1"
                    "20.",
                    "<p>Participe, deposite pelo menos <strong>\xe2\x82\xb1"
                    "500</strong> e resgate \xe2\x82\xb1"
                    "20.00.</p>"}},
                  {}});

  auto christmas = draftOf(kKindRaffle, 10, 40, "/promotions/christmas.svg", 60);
  list.push_back({"christmas-raffle",
                  christmas,
                  {{"en", "Christmas Mega Raffle",
                    "Opens soon: prizes up to \xe2\x82\xb1"
                    "8,888.",
                    "<p>Our Christmas raffle opens soon. Come back to join.</p>"},
                   {"ty", "Christmas Mega Raffle",
                    "Malapit nang magbukas: premyo hanggang \xe2\x82\xb1"
                    "8,888.",
                    "<p>Malapit nang magbukas ang aming Christmas raffle.</p>"},
                   {"pt", "Mega sorteio de Natal",
                    "Abre em breve: pr\xc3\xaamios at\xc3\xa9 \xe2\x82\xb1"
                    "8.888.",
                    "<p>O sorteio de Natal abre em breve.</p>"}},
                  {{"\xe2\x82\xb1"
                    "88.00",
                    "88.00", 90},
                   {"\xe2\x82\xb1"
                    "8,888.00",
                    "8888.00", 10}}});

  auto halloween = draftOf(kKindAuto, -40, -10, "/promotions/halloween.svg", 70);
  halloween.bonus = "30.00";
  list.push_back({"halloween-bonus",
                  halloween,
                  {{"en", "Halloween Bonus", "This promotion has ended.", "<p>Thanks to everyone who joined.</p>"},
                   {"ty", "Halloween Bonus", "Tapos na ang promosyong ito.", "<p>Salamat sa lahat ng sumali.</p>"},
                   {"pt", "B\xc3\xb4nus de Halloween", "Esta promo\xc3\xa7\xc3\xa3o terminou.",
                    "<p>Obrigado a todos que participaram.</p>"}},
                  {}});
  return list;
}

}  // namespace

DemoSummary PromotionAdminService::loadDemo() {
  DemoSummary summary;
  for (const auto& demo : demoPromotions()) {
    if (promotions_.findByCode(demo.code)) {
      ++summary.kept;
      continue;
    }
    create(demo.code, demo.draft);
    for (const auto& text : demo.texts) putText(demo.code, text.language, text.title, text.summary, text.detail);
    for (const auto& prize : demo.prizes) putPrize(demo.code, prize.label, prize.amount, prize.weight);
    publish(demo.code, true);
    ++summary.created;
  }
  return summary;
}

}  // namespace panalo::services
