// panaloctl content demo: announcements in English and Tagalog (marquee
// notices, a popup list of 15 so the nine-per-page popup has two pages, some
// with a promotion type, first-login welcomes, promotion and home notices) and
// banners for each group, with images from ui/public/content/banners. The
// rows carry a demo key: a second run replaces them and leaves the operator's
// own content alone.
#include <array>

#include "domains/content/content_admin_service.hpp"

namespace panalo::services {
namespace {

struct DemoText {
  const char* title;
  const char* html;
};

struct DemoAnnouncement {
  const char* key;
  const char* type;
  std::array<const char*, 3> execution;  // nullptr ends the list
  const char* promotionType;             // nullptr: none
  DemoText en;
  DemoText ty;
};

// Sort order follows the table; the popup list comes first.
const std::array<DemoAnnouncement, 24> kAnnouncements{{
    {"pu-welcome-bonus",
     "PU",
     {"A", "B", nullptr},
     "FIRST_DEPOSIT",
     {"Welcome bonus: 100% on your first deposit",
      "<h3>Double your first deposit</h3><p>Deposit at least <b>₱200</b> and we match it <strong>100%</strong> up to "
      "₱5,000.</p><ul><li>Wager the bonus 10 times within 14 days.</li><li>One welcome bonus per player.</li></ul>"},
     {"Welcome bonus: 100% sa unang deposito",
      "<h3>Doblehin ang unang deposito</h3><p>Mag-deposito ng hindi bababa sa <b>₱200</b> at tutumbasan namin ito ng "
      "<strong>100%</strong> hanggang ₱5,000.</p><ul><li>Itaya ang bonus ng 10 beses sa loob ng 14 na araw.</li>"
      "<li>Isang welcome bonus bawat manlalaro.</li></ul>"}},
    {"pu-weekend-reload",
     "PU",
     {"A", "B", nullptr},
     "WEEKEND_RELOAD",
     {"Weekend reload: 30% every Saturday",
      "<p>Every Saturday, deposits of ₱500 or more get a <b>30% reload</b> up to ₱3,000.</p><p>Claim it in the "
      "reward center before Sunday midnight.</p>"},
     {"Weekend reload: 30% tuwing Sabado",
      "<p>Tuwing Sabado, ang deposito na ₱500 pataas ay may <b>30% reload</b> hanggang ₱3,000.</p><p>Kunin ito sa "
      "reward center bago mag-hatinggabi ng Linggo.</p>"}},
    {"pu-daily-rebate",
     "PU",
     {"A", "B", nullptr},
     "DAILY_REBATE",
     {"Daily rebate up to 1.2%",
      "<p>Every valid bet earns a rebate, paid daily:</p><table><thead><tr><th>Games</th><th>Rebate</th></tr>"
      "</thead><tbody><tr><td>Slots</td><td>1.2%</td></tr><tr><td>Live casino</td><td>0.8%</td></tr><tr><td>Sports"
      "</td><td>0.6%</td></tr></tbody></table>"},
     {"Araw-araw na rebate hanggang 1.2%",
      "<p>Bawat valid na taya ay may rebate, binabayaran araw-araw:</p><table><thead><tr><th>Laro</th><th>Rebate"
      "</th></tr></thead><tbody><tr><td>Slots</td><td>1.2%</td></tr><tr><td>Live casino</td><td>0.8%</td></tr><tr>"
      "<td>Sports</td><td>0.6%</td></tr></tbody></table>"}},
    {"pu-slots-tournament",
     "PU",
     {"A", "B", nullptr},
     "SLOTS_TOURNAMENT",
     {"Slots tournament: ₱1,000,000 prize pool",
      "<p>Spin any PG, JILI or JDB slot from the 1st to the 15th. The 100 biggest single wins share the pool.</p>"},
     {"Slots tournament: ₱1,000,000 na premyo",
      "<p>Maglaro ng kahit anong PG, JILI o JDB slot mula ika-1 hanggang ika-15. Ang 100 pinakamalaking panalo ang "
      "maghahati sa premyo.</p>"}},
    {"pu-invite-friends",
     "PU",
     {"A", "B", nullptr},
     "REFERRAL",
     {"Invite friends, earn together",
      "<p>Share your invite link. When a friend deposits and plays, you both get a bonus.</p>"},
     {"Mag-imbita ng kaibigan, sabay kumita",
      "<p>Ibahagi ang iyong invite link. Kapag nag-deposito at naglaro ang kaibigan, pareho kayong may bonus.</p>"}},
    {"pu-maintenance-evo",
     "PU",
     {"A", "B", nullptr},
     nullptr,
     {"Scheduled maintenance: Evolution live tables",
      "<p>Evolution live tables will be unavailable on Tuesday from <b>02:00 to 04:00</b> (GMT+8). Other games stay "
      "open.</p>"},
     {"Nakatakdang maintenance: Evolution live tables",
      "<p>Hindi magagamit ang Evolution live tables sa Martes mula <b>02:00 hanggang 04:00</b> (GMT+8). Bukas pa rin "
      "ang ibang laro.</p>"}},
    {"pu-new-games",
     "PU",
     {"A", "B", nullptr},
     nullptr,
     {"New this week: 12 fresh slots",
      "<p>Twelve new slots from PG Soft and JILI are in the lobby. Try them in free-play mode first.</p>"},
     {"Bago ngayong linggo: 12 bagong slots",
      "<p>Labindalawang bagong slots mula sa PG Soft at JILI ang nasa lobby. Subukan muna sa free-play.</p>"}},
    {"pu-responsible-gaming",
     "PU",
     {"A", "B", nullptr},
     nullptr,
     {"Play responsibly",
      "<p>Set deposit limits, a reality check or a break from your account page at any time.</p><p><a "
      "href=\"/member?page=securityCenter\">Open my account</a></p>"},
     {"Maglaro nang responsable",
      "<p>Magtakda ng deposit limit, reality check o pahinga mula sa iyong account page anumang oras.</p><p><a "
      "href=\"/member?page=securityCenter\">Buksan ang aking account</a></p>"}},
    {"pu-vip-program",
     "PU",
     {"A", "B", nullptr},
     "VIP_UPGRADE",
     {"VIP program: upgrade bonuses every level",
      "<p>Climb the VIP levels with your valid bets and collect an upgrade bonus at every step.</p>"},
     {"VIP program: upgrade bonus sa bawat level",
      "<p>Umakyat sa VIP levels gamit ang iyong valid bets at kunin ang upgrade bonus sa bawat hakbang.</p>"}},
    {"pu-secure-account",
     "PU",
     {"A", "B", nullptr},
     nullptr,
     {"Keep your account safe",
      "<p>We never ask for your password by chat or phone. Bind your mobile number to receive login codes.</p>"},
     {"Panatilihing ligtas ang account",
      "<p>Hindi namin hihingin ang iyong password sa chat o telepono. I-bind ang iyong mobile number para sa login "
      "codes.</p>"}},
    {"pu-cockfight",
     "PU",
     {"A", "B", nullptr},
     nullptr,
     {"Sabong nights are live", "<p>Live cockfights from SV388 and WS168 every night from 7 pm.</p>"},
     {"Live na ang Sabong nights", "<p>Live na sabong mula sa SV388 at WS168 gabi-gabi mula 7 pm.</p>"}},
    {"pu-lucky-spin",
     "PU",
     {"A", "B", nullptr},
     "LUCKY_SPIN",
     {"Lucky spin: one free spin a day",
      "<p>Log in every day for a free spin on the lucky wheel. Prizes are credited to your reward center.</p>"},
     {"Lucky spin: isang libreng spin bawat araw",
      "<p>Mag-login araw-araw para sa libreng spin sa lucky wheel. Ang premyo ay mapupunta sa iyong reward center."
      "</p>"}},
    {"pu-payday-bonus",
     "PU",
     {"A", "B", nullptr},
     "PAYDAY",
     {"Payday bonus on the 15th and 30th", "<p>Deposit on payday and get an extra <b>15%</b> up to ₱2,000.</p>"},
     {"Payday bonus tuwing ika-15 at ika-30",
      "<p>Mag-deposito sa araw ng sahod at makakuha ng dagdag na <b>15%</b> hanggang ₱2,000.</p>"}},
    {"pu-first-login-welcome",
     "PU",
     {"F", nullptr, nullptr},
     "FIRST_DEPOSIT",
     {"Welcome to Panalo!",
      "<h3>Your account is ready</h3><p>Make your first deposit to unlock the <b>100% welcome bonus</b>.</p>"},
     {"Maligayang pagdating sa Panalo!",
      "<h3>Handa na ang iyong account</h3><p>Gawin ang unang deposito para makuha ang <b>100% welcome bonus</b>.</p>"}},
    {"pu-first-login-guide",
     "PU",
     {"F", nullptr, nullptr},
     nullptr,
     {"Getting started in three steps",
      "<ol><li>Bind your mobile number.</li><li>Make a deposit.</li><li>Pick a game from the lobby.</li></ol>"},
     {"Magsimula sa tatlong hakbang",
      "<ol><li>I-bind ang iyong mobile number.</li><li>Mag-deposito.</li><li>Pumili ng laro sa lobby.</li></ol>"}},
    {"pl-welcome",
     "PL",
     {"A", "B", "F"},
     "FIRST_DEPOSIT",
     {"Welcome bonus: 100% on your first deposit up to ₱5,000",
      "<p>Deposit at least <b>₱200</b> and we match it 100% up to ₱5,000. Wager the bonus 10 times within 14 days."
      "</p>"},
     {"Welcome bonus: 100% sa unang deposito hanggang ₱5,000",
      "<p>Mag-deposito ng hindi bababa sa <b>₱200</b> at tutumbasan namin ito ng 100% hanggang ₱5,000.</p>"}},
    {"pl-maintenance",
     "PL",
     {"A", "B", "F"},
     nullptr,
     {"Evolution live tables: maintenance on Tuesday 02:00-04:00 (GMT+8)",
      "<p>Evolution live tables will be unavailable on Tuesday from 02:00 to 04:00 (GMT+8).</p>"},
     {"Evolution live tables: maintenance sa Martes 02:00-04:00 (GMT+8)",
      "<p>Hindi magagamit ang Evolution live tables sa Martes mula 02:00 hanggang 04:00 (GMT+8).</p>"}},
    {"pl-tournament",
     "PL",
     {"A", "B", "F"},
     "SLOTS_TOURNAMENT",
     {"Slots tournament: ₱1,000,000 prize pool from the 1st to the 15th",
      "<p>The 100 biggest single wins on PG, JILI and JDB slots share the pool.</p>"},
     {"Slots tournament: ₱1,000,000 na premyo mula ika-1 hanggang ika-15",
      "<p>Ang 100 pinakamalaking panalo sa PG, JILI at JDB slots ang maghahati sa premyo.</p>"}},
    {"pl-security",
     "PL",
     {"A", "B", "F"},
     nullptr,
     {"We never ask for your password by chat or phone",
      "<p>Customer service will never ask for your password or SMS codes.</p>"},
     {"Hindi namin hihingin ang iyong password sa chat o telepono",
      "<p>Hindi kailanman hihingin ng customer service ang iyong password o SMS codes.</p>"}},
    {"pr-weekend-reload",
     "PR",
     {"A", "B", "F"},
     "WEEKEND_RELOAD",
     {"Weekend reload 30%", "<p>Every Saturday: 30% on deposits of ₱500 or more, up to ₱3,000.</p>"},
     {"Weekend reload 30%", "<p>Tuwing Sabado: 30% sa deposito na ₱500 pataas, hanggang ₱3,000.</p>"}},
    {"pr-daily-rebate",
     "PR",
     {"A", "B", "F"},
     "DAILY_REBATE",
     {"Daily rebate up to 1.2%", "<p>Rebates on every valid bet, paid daily.</p>"},
     {"Araw-araw na rebate hanggang 1.2%", "<p>Rebate sa bawat valid na taya, binabayaran araw-araw.</p>"}},
    {"h-app-download",
     "H",
     {"A", "B", "F"},
     nullptr,
     {"Get the Panalo app", "<p>Scan the QR code in the side menu to install the app on Android or iOS.</p>"},
     {"Kunin ang Panalo app", "<p>I-scan ang QR code sa side menu para i-install ang app sa Android o iOS.</p>"}},
    {"h-support",
     "H",
     {"A", "B", "F"},
     nullptr,
     {"Customer service is open 24/7", "<p>Live chat, Facebook and Telegram are answered around the clock.</p>"},
     {"Bukas ang customer service 24/7", "<p>Sinasagot ang live chat, Facebook at Telegram buong araw.</p>"}},
    {"h-members-only",
     "H",
     {"A", nullptr, nullptr},
     nullptr,
     {"Members: your rebates are paid daily", "<p>Check the reward center each morning.</p>"},
     {"Members: araw-araw ang rebate", "<p>Tingnan ang reward center tuwing umaga.</p>"}},
}};

struct DemoBanner {
  const char* key;
  const char* group;
  const char* linkage;
  const char* link;
  const char* image;
  const char* titleEn;
  const char* titleTy;
};

const std::array<DemoBanner, 7> kBanners{{
    {"home-welcome", "w_home", "internal", "/promotions", "/content/banners/home-welcome.svg",
     "Welcome bonus: 100% on your first deposit", "Welcome bonus: 100% sa unang deposito"},
    {"home-slots", "w_home", "internal", "/rng", "/content/banners/home-slots.svg",
     "Slots tournament: ₱1,000,000 prize pool", "Slots tournament: ₱1,000,000 na premyo"},
    {"home-live", "w_home", "internal", "/live", "/content/banners/home-live.svg", "Live casino tables, day and night",
     "Live casino, araw at gabi"},
    {"home-guide", "w_home", "external", "https://www.responsiblegambling.org/", "/content/banners/home-guide.svg",
     "Play responsibly: tools and advice", "Maglaro nang responsable: gabay at payo"},
    {"reg-welcome", "w_reg", "none", "", "/content/banners/reg-welcome.svg", "Join today: 100% first deposit bonus",
     "Sumali ngayon: 100% bonus sa unang deposito"},
    {"menu-referral", "w_leftmenu", "internal", "/member?page=referral", "/content/banners/menu-referral.svg",
     "Invite friends, earn together", "Mag-imbita, sabay kumita"},
    {"menu-rewards", "w_leftmenu", "internal", "/member?page=rewardCenter", "/content/banners/menu-rewards.svg",
     "Daily rebate up to 1.2%", "Araw-araw na rebate hanggang 1.2%"},
}};

}  // namespace

std::pair<std::size_t, std::size_t> ContentAdminService::loadDemo(bool withPopups) {
  announcements_.removeDemo();
  banners_.removeDemo();
  std::size_t announcements = 0;
  std::int32_t sort = 0;
  for (const auto& demo : kAnnouncements) {
    sort += 10;
    if (!withPopups && std::string(demo.type) == "PU") continue;
    repositories::NewAnnouncement item;
    item.type = demo.type;
    for (const char* flag : demo.execution) {
      if (flag != nullptr) item.execution.emplace_back(flag);
    }
    if (demo.promotionType != nullptr) item.promotionType = demo.promotionType;
    item.sort = sort;
    item.published = true;
    item.demoKey = demo.key;
    item.text = {kFallbackLanguage, demo.en.title, demo.en.html};
    const auto id = addAnnouncement(item);
    putAnnouncementText(id, {"TY", demo.ty.title, demo.ty.html});
    ++announcements;
  }
  std::size_t banners = 0;
  for (const auto& demo : kBanners) {
    repositories::NewBanner banner;
    banner.groupName = demo.group;
    banner.linkageType = demo.linkage;
    banner.linkUrl = demo.link;
    banner.sort = static_cast<std::int32_t>(++banners) * 10;
    banner.published = true;
    banner.demoKey = demo.key;
    banner.text = {kFallbackLanguage, demo.image, demo.titleEn};
    const auto id = addBanner(banner);
    putBannerText(id, {"TY", demo.image, demo.titleTy});
  }
  return {announcements, banners};
}

}  // namespace panalo::services
