#include "domains/games/games_demo.hpp"

#include <array>
#include <cstdio>
#include <random>
#include <set>
#include <string>

#include "domains/games/catalogue_import.hpp"

namespace panalo::services {
namespace {

struct DemoVendor {
  const char* code;
  const char* name;
  const char* category;
  const char* lane;
  int games;
  std::array<const char*, 4> classes;
};

// Footer vendors first (spec section 2), then e-sports and cockfight
// (section 9), then live, fishing, lottery, cards, sports and bingo.
const std::array<DemoVendor, 26> kVendors{{
    {"PG", "PG Soft", "RNG", "RNG", 380, {"slots", "slots", "crash", "table"}},
    {"EG2", "EG Gaming", "RNG", "RNG", 380, {"slots", "slots", "table", "crash"}},
    {"PT", "Playtech", "RNG", "RNG", 380, {"slots", "slots", "jackpot", "table"}},
    {"JDB", "JDB Gaming", "RNG", "RNG", 380, {"slots", "slots", "arcade", "crash"}},
    {"CQ9", "CQ9 Gaming", "RNG", "RNG", 380, {"slots", "slots", "arcade", "table"}},
    {"FC", "Fa Chai", "FISH", "FISH", 90, {"fishing", "fishing", "arcade", "fishing"}},
    {"JL", "JILI", "RNG", "RNG", 380, {"slots", "slots", "crash", "jackpot"}},
    {"BGS", "BGaming Studio", "PVP", "PVP", 140, {"cards", "cards", "mahjong", "poker"}},
    {"AV", "AV Esports", "ESPORTS", "SPORTS", 6, {"esports", "esports", "esports", "esports"}},
    {"IMES", "IM Esports", "ESPORTS", "SPORTS", 6, {"esports", "esports", "esports", "esports"}},
    {"IA", "IA Esports", "ESPORTS", "SPORTS", 6, {"esports", "esports", "esports", "esports"}},
    {"AI", "AI Esports", "ESPORTS", "SPORTS", 6, {"esports", "esports", "esports", "esports"}},
    {"TF", "TF Gaming", "ESPORTS", "SPORTS", 6, {"esports", "esports", "esports", "esports"}},
    {"SV3", "SV388", "COCKFIGHT", "SPORTS", 4, {"cockfight", "cockfight", "cockfight", "cockfight"}},
    {"DS88", "DS88 Sabong", "COCKFIGHT", "SPORTS", 4, {"cockfight", "cockfight", "cockfight", "cockfight"}},
    {"DIG", "Digmaan", "COCKFIGHT", "SPORTS", 4, {"cockfight", "cockfight", "cockfight", "cockfight"}},
    {"WGB", "WGB Sabong", "COCKFIGHT", "SPORTS", 4, {"cockfight", "cockfight", "cockfight", "cockfight"}},
    {"WS168", "WS168", "COCKFIGHT", "SPORTS", 4, {"cockfight", "cockfight", "cockfight", "cockfight"}},
    {"SABA", "SABA Sports", "SPORTS", "SPORTS", 3, {"sportsbook", "sportsbook", "virtual", "sportsbook"}},
    {"EVO", "Evolution", "LIVE", "LIVE", 120, {"baccarat", "roulette", "blackjack", "sicbo"}},
    {"SEXY", "AE Sexy", "LIVE", "LIVE", 90, {"baccarat", "baccarat", "dragon-tiger", "roulette"}},
    {"KA", "KA Gaming", "FISH", "FISH", 70, {"fishing", "fishing", "fishing", "arcade"}},
    {"TCG_LOTTO_VN", "TCG Vietnam Lottery", "ELOTT", "ELOTT", 30, {"vietnam", "vietnam", "keno", "vietnam"}},
    {"TCG_SEA", "TCG SEA Lottery", "ELOTT", "ELOTT", 30, {"sea", "sea", "keno", "sea"}},
    {"GW", "GW Lotto", "LOTT", "LOTT", 40, {"lotto", "lotto", "keno", "pk10"}},
    {"BPLUS", "BingoPlus", "BINGO", "BINGO", 70, {"bingo", "bingo", "bingo", "pattern"}},
}};

const std::array<const char*, 40> kFirstWords{
    "Fortuna",  "Café",   "Ságrado", "Golden", "Lucky",  "Dragão",   "Mañana", "Royal",  "Ginto",    "Swerte",
    "Crème",    "Mighty", "Zürich",  "Jade",   "Mega",   "Señorita", "Wild",   "Fiesta", "Diamond",  "Perla",
    "Treasure", "Ninja",  "Phoenix", "Über",   "Samba",  "Fuego",    "Tiger",  "Luna",   "Neon",     "Dragon",
    "Fortune",  "Sakura", "Mystic",  "Bayani", "Cosmic", "Koi",      "Aztec",  "Olé",    "Maharaja", "Thunder"};
const std::array<const char*, 40> kSecondWords{
    "Dorada", "Royale",   "Corazón", "Riches",  "Fortune", "Spins",  "Empire", "Jackpot", "Quest",   "Bonanza",
    "Palace", "Rush",     "Gems",    "Legends", "Mania",   "Blitz",  "Wheel",  "Nights",  "Reels",   "Kingdom",
    "Safari", "Carnival", "Cascade", "Dreams",  "Garden",  "Voyage", "Temple", "Galaxy",  "Harvest", "Festival",
    "福",     "龍",       "Fever",   "Magic",   "Ways",    "Mines",  "Crash",  "Pinata",  "Éclair",  "Strike"};
const std::array<const char*, 6> kSuffixes{"", " Deluxe", " Megaways", " II", " 3D", " Hold & Win"};

std::string gameName(std::mt19937_64& random, std::set<std::string>& used) {
  for (int attempt = 0;; ++attempt) {
    std::string name = kFirstWords.at(random() % kFirstWords.size());
    name.append(" ").append(kSecondWords.at(random() % kSecondWords.size()));
    name.append(kSuffixes.at(random() % kSuffixes.size()));
    if (attempt > 20) name.append(" ").append(std::to_string(random() % 1000));
    if (used.insert(name).second) return name;
  }
}

}  // namespace

DemoCatalogue demoCatalogue(std::uint64_t seed) {
  DemoCatalogue demo;
  demo.vendors.reserve(kVendors.size());
  int vendorOrder = 0;
  std::size_t total = 0;
  for (const auto& vendor : kVendors) {
    vendorOrder += 10;
    demo.vendors.push_back({vendor.code, vendor.name, vendor.category, vendor.lane, vendorOrder});
    total += static_cast<std::size_t>(vendor.games);
  }
  demo.games.reserve(total);
  std::mt19937_64 random(seed);
  for (const auto& vendor : kVendors) {
    std::set<std::string> used;
    const std::string category = vendor.category;
    const bool trialOffered = category == "RNG" || category == "FISH" || category == "PVP" || category == "BINGO";
    for (int i = 1; i <= vendor.games; ++i) {
      std::array<char, 48> code{};
      std::snprintf(code.data(), code.size(), "%s-%04d", vendor.code, i);
      GameImportRow row;
      row.vendor = vendor.code;
      row.gameCode = code.data();
      row.gameType = category;
      row.gameClassify = vendor.classes.at(random() % vendor.classes.size());
      row.gameName = gameName(random, used);
      row.displayName = row.gameName;
      row.iconUrl = generatedIconUrl(row.vendor, row.gameCode);
      row.largeIconUrl = row.iconUrl;
      // About one game in sixteen is hot, more among the first of each vendor.
      row.hot = random() % 16 == 0 || (i <= 3 && random() % 2 == 0);
      row.freeTrial = trialOffered && random() % 3 == 0;
      row.sortOrder = i * 10;
      demo.games.push_back(std::move(row));
    }
  }
  return demo;
}

}  // namespace panalo::services
