// panaloctl support demo: help sections, the legal license, the installation
// guide and news in EN, TY and PT; two mirror sites; three representatives; and
// the site's media links (through the site domain's own setting check). Every
// write is an upsert, so a second run changes nothing.
#include <string>
#include <vector>

#include "domains/support/support_module.hpp"

namespace panalo::modules {
namespace {

struct DemoSection {
  const char* lang;
  const char* device;
  const char* anchor;
  int sort;
  const char* title;
  const char* html;
};

// The anchors the site links to: the footer and side menu (about, faq,
// responsible, term), the register popup (term), the app download links of
// site.resources (android, ios) and the money pages (deposit, withdraw).
const std::vector<DemoSection>& demoSections() {
  static const std::vector<DemoSection> sections = {
      {"EN", "web", "about", 10, "About Panalo",
       "<p>Panalo is an online casino and sports betting site for players aged 18 and over. Slots, live casino, "
       "fishing, lottery, sports, e-sports, cards, cockfight and bingo games come from licensed game vendors.</p>"
       "<p>Your balance is kept in Philippine pesos; every deposit, withdrawal, transfer and bonus is recorded in your "
       "account record.</p>"},
      {"EN", "android", "about", 10, "About the Panalo app",
       "<p>The Panalo app for Android opens the same site with your account, balance and games. Everything you do in "
       "the app shows on the web too.</p>"},
      {"EN", "ios", "about", 10, "About Panalo on iPhone",
       "<p>On iPhone and iPad, Panalo runs from a Home Screen shortcut to the site, with your account, balance and "
       "games.</p>"},
      {"EN", "web", "faq", 20, "Frequently asked questions",
       "<h3>How do I create an account?</h3><p>Press Register, choose a username and a password, accept the terms "
       "and confirm you are 18 or older.</p><h3>I forgot my password</h3><p>Use Forgot password in the login window: "
       "by e-mail or, when it is offered, by mobile number.</p><h3>Can I try games without money?</h3><p>When free "
       "play is switched on, the login window offers it. Free play accounts cannot deposit or play for money.</p>"},
      {"EN", "web", "deposit", 30, "Deposits",
       "<p>Open Deposit, choose a payment channel and enter an amount within the channel's minimum and maximum. "
       "Follow the channel's payment details. Your deposit shows as In process until our team confirms the payment; "
       "then the amount is credited to your main wallet.</p>"},
      {"EN", "web", "withdraw", 40, "Withdrawals",
       "<p>Open Withdraw, enter an amount and your funds password. A withdrawal needs your deposits and bonuses to "
       "have been wagered as required; the form tells you what remains. Your request stays In process until it is "
       "paid out or refused, and you confirm when the money arrives.</p>"},
      {"EN", "web", "responsible", 50, "Responsible gaming",
       "<p>Play for fun, never to make money. Set deposit limits, take a cool-off or exclude yourself under My "
       "account. Only players aged 18 and over may play.</p><p>If gambling stops being fun, talk to someone you trust "
       "or a support organisation.</p>"},
      {"EN", "web", "term", 60, "Terms and conditions",
       "<ol><li>You must be 18 or older and allowed to play where you live.</li><li>One account per person. Accounts "
       "opened to abuse promotions are closed.</li><li>Bonuses carry wagering requirements shown with each "
       "bonus.</li><li>We may ask you to verify your identity before a withdrawal.</li><li>These terms may change; the "
       "version on this page applies.</li></ol>"},
      {"EN", "web", "android", 70, "Install on Android",
       "<ol><li>Scan the Android QR code in the side menu, or open this site in Chrome on your phone.</li><li>Open the "
       "browser menu and choose Install app or Add to Home screen.</li><li>Open Panalo from your home screen and log "
       "in.</li></ol>"},
      {"EN", "web", "ios", 80, "Install on iPhone",
       "<ol><li>Scan the iOS QR code in the side menu with the Camera app, or open this site in Safari.</li><li>Press "
       "Share, then Add to Home Screen.</li><li>Open Panalo from your Home Screen and log in.</li></ol>"},

      {"TY", "web", "about", 10, "Tungkol sa Panalo",
       "<p>Ang Panalo ay online na casino at sports betting site para sa mga manlalarong 18 taong gulang pataas. "
       "Ang mga laro ay mula sa mga lisensyadong game vendor.</p><p>Ang iyong balanse ay nasa piso; bawat deposito, "
       "withdrawal, transfer at bonus ay nakatala sa iyong account record.</p>"},
      {"TY", "web", "faq", 20, "Mga madalas itanong",
       "<h3>Paano gumawa ng account?</h3><p>Pindutin ang Magrehistro, pumili ng username at password, tanggapin ang "
       "mga tuntunin at kumpirmahing ikaw ay 18 pataas.</p><h3>Nakalimutan ko ang password</h3><p>Gamitin ang "
       "Nakalimutan ang password sa login window.</p>"},
      {"TY", "web", "deposit", 30, "Mga deposito",
       "<p>Buksan ang Deposito, pumili ng payment channel at maglagay ng halagang pasok sa minimum at maximum nito. "
       "Nasa proseso ang deposito hanggang makumpirma ng aming team ang bayad.</p>"},
      {"TY", "web", "withdraw", 40, "Mga withdrawal",
       "<p>Buksan ang Withdraw, ilagay ang halaga at ang iyong funds password. Nasa proseso ang kahilingan hanggang "
       "ito ay mabayaran o tanggihan.</p>"},
      {"TY", "web", "responsible", 50, "Responsableng paglalaro",
       "<p>Maglaro para sa kasiyahan. Maaari kang magtakda ng limitasyon sa deposito, mag-cool-off o i-exclude ang "
       "sarili sa Aking account.</p>"},
      {"TY", "web", "term", 60, "Mga tuntunin at kundisyon",
       "<ol><li>Dapat ay 18 taong gulang pataas ka.</li><li>Isang account bawat tao.</li><li>May wagering "
       "requirement ang mga bonus.</li><li>Maaari naming hingin ang pagpapatunay ng pagkakakilanlan bago ang "
       "withdrawal.</li></ol>"},
      {"TY", "web", "android", 70, "I-install sa Android",
       "<ol><li>I-scan ang Android QR code sa side menu o buksan ang site sa Chrome.</li><li>Piliin ang Install app o "
       "Add to Home screen sa menu ng browser.</li></ol>"},
      {"TY", "web", "ios", 80, "I-install sa iPhone",
       "<ol><li>I-scan ang iOS QR code gamit ang Camera o buksan ang site sa Safari.</li><li>Pindutin ang Share, "
       "pagkatapos ay Add to Home Screen.</li></ol>"},

      {"PT", "web", "about", 10, "Sobre a Panalo",
       "<p>A Panalo é um site de casino online e apostas desportivas para maiores de 18 anos. Os jogos vêm de "
       "provedores licenciados.</p>"},
      {"PT", "web", "term", 60, "Termos e condições",
       "<ol><li>É preciso ter 18 anos ou mais.</li><li>Uma conta por pessoa.</li><li>Os bônus têm requisitos de "
       "apostas.</li><li>Podemos pedir a verificação da sua identidade antes de um saque.</li></ol>"},
      {"PT", "web", "responsible", 50, "Jogo responsável",
       "<p>Jogue por diversão. Você pode definir limites de depósito, fazer uma pausa ou se autoexcluir em Minha "
       "conta.</p>"},
  };
  return sections;
}

struct DemoDocument {
  const char* key;
  const char* lang;
  const char* title;
  const char* html;
};

const std::vector<DemoDocument>& demoDocuments() {
  static const std::vector<DemoDocument> documents = {
      {"license", "EN", "Legal license",
       "<p>Panalo (demo brand) is operated by Panalo Demo Entertainment Ltd. This demo site shows how the license "
       "details of an operator appear; the operator replaces this text with its license holder, license number, "
       "regulator and registered address.</p><p>Games are supplied by licensed vendors. Players must be 18 or "
       "older.</p>"},
      {"license", "TY", "Legal na lisensya",
       "<p>Ang Panalo (demo brand) ay pinapatakbo ng Panalo Demo Entertainment Ltd. Ipinapakita ng demo site na ito "
       "kung saan lumalabas ang mga detalye ng lisensya ng operator.</p><p>Para lamang sa 18 taong gulang "
       "pataas.</p>"},
      {"license", "PT", "Licença legal",
       "<p>A Panalo (marca de demonstração) é operada pela Panalo Demo Entertainment Ltd. Este site de demonstração "
       "mostra onde aparecem os dados da licença do operador.</p>"},
      {"install", "EN", "Installation guide",
       "<h3>Android</h3><ol><li>Open this site in Chrome.</li><li>Choose Install app or Add to Home screen in the "
       "browser menu.</li></ol><h3>iPhone and iPad</h3><ol><li>Open this site in Safari.</li><li>Press Share, then Add "
       "to Home Screen.</li></ol><p>The shortcut opens Panalo full screen; you log in as on the web.</p>"},
      {"install", "TY", "Gabay sa pag-install",
       "<h3>Android</h3><ol><li>Buksan ang site sa Chrome.</li><li>Piliin ang Install app o Add to Home "
       "screen.</li></ol><h3>iPhone at iPad</h3><ol><li>Buksan ang site sa Safari.</li><li>Pindutin ang Share, "
       "pagkatapos ay Add to Home Screen.</li></ol>"},
      {"install", "PT", "Guia de instalação",
       "<h3>Android</h3><ol><li>Abra este site no Chrome.</li><li>Escolha Instalar app ou Adicionar à tela "
       "inicial.</li></ol><h3>iPhone e iPad</h3><ol><li>Abra este site no Safari.</li><li>Toque em Compartilhar e "
       "depois em Adicionar à Tela de Início.</li></ol>"},
  };
  return documents;
}

struct DemoNews {
  const char* slug;
  const char* lang;
  const char* title;
  const char* summary;
  const char* html;
};

const std::vector<DemoNews>& demoNews() {
  static const std::vector<DemoNews> news = {
      {"new-house-games", "EN", "New house games: dice and slots", "Our own provably fair games are in the RNG lobby.",
       "<p>Two house games are now in the RNG lobby: dice and slots. Every round can be verified with its server "
       "seed once the seed is revealed.</p>"},
      {"new-house-games", "TY", "Bagong house games: dice at slots", "Nasa RNG lobby na ang aming mga laro.",
       "<p>Dalawang house game ang nasa RNG lobby: dice at slots. Maaaring i-verify ang bawat round.</p>"},
      {"mirror-sites", "EN", "Can't reach us? Use a mirror site", "The mirror list shows our other addresses.",
       "<p>If this address is blocked where you are, open the <a href=\"/mirrors\">mirror list</a>. It also lets you "
       "check whether someone who says they represent Panalo really does.</p>"},
      {"mirror-sites", "TY", "Hindi ma-access? Gumamit ng mirror site", "Nasa mirror list ang iba naming address.",
       "<p>Kung naka-block ang address na ito, buksan ang <a href=\"/mirrors\">mirror list</a>.</p>"},
      {"responsible-tools", "EN", "Deposit limits and cool-off", "Set your own limits under My account.",
       "<p>You can set daily, weekly and monthly deposit limits, or take a break from play, under My account.</p>"},
      {"responsible-tools", "PT", "Limites de depósito e pausa", "Defina seus limites em Minha conta.",
       "<p>Você pode definir limites de depósito diários, semanais e mensais, ou fazer uma pausa, em Minha conta.</p>"},
  };
  return news;
}

}  // namespace

void SupportModule::loadDemo() {
  for (const auto& s : demoSections()) {
    content.publishHelpSection({s.anchor, s.title, s.html, s.sort, s.lang, s.device});
  }
  for (const auto& d : demoDocuments()) content.publishDocument({d.key, d.lang, d.title, d.html, 0});
  for (const auto& n : demoNews()) content.publishNews({n.slug, n.lang, n.title, n.summary, n.html});

  mirrors.addMirror("https://panalo-mirror1.example", "Mirror 1", 10);
  mirrors.addMirror("https://panalo-mirror2.example", "Mirror 2", 20);
  mirrors.addRepresentative("telegram", "@panalo_host_ana", "Ana, VIP host");
  mirrors.addRepresentative("phone", "+63 917 555 0101", "Panalo agent desk");
  mirrors.addRepresentative("id", "REP-1024", "Marco, agent representative");

  // The side menu's media/resources list: the support pages, added beside
  // what the operator already configured (site.resources is the site domain's).
  auto resources = system_.settings.read("site.resources").value_or(nlohmann::json::object());
  if (!resources.is_object()) resources = nlohmann::json::object();
  resources["media"] = nlohmann::json::array({{{"labelNameEn", "News"}, {"url", "/news"}},
                                              {{"labelNameEn", "Mirror sites"}, {"url", "/mirrors"}},
                                              {{"labelNameEn", "Installation guide"}, {"url", "/install"}}});
  site_.siteInfo.replaceSetting("site.resources", resources);
}

}  // namespace panalo::modules
