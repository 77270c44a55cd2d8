// panaloctl missions demo: what the missionLeaderboard and VIP pages show on a
// fresh start. Missions of every goal kind and period with texts in EN, TY and
// PT; five VIP levels; and a few leaderboard players (accounts that cannot log
// in) with bets from the wallet's demo bets, seeded by today's date so each
// day's first start fills that day's board and a second start adds nothing.
#include <chrono>

#include "domains/missions/missions_module.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::modules {
namespace {

struct DemoMission {
  services::MissionDefinition definition;
  const char* en;
  const char* enDescription;
  const char* ty;
  const char* tyDescription;
  const char* pt;
  const char* ptDescription;
};

services::MissionDefinition bonusMission(const char* code, const char* period, const char* goal, const char* category,
                                         const char* target, const char* bonus, std::int64_t multiple,
                                         std::int64_t sort) {
  services::MissionDefinition d;
  d.code = code;
  d.period = period;
  d.goalKind = goal;
  d.gameCategory = category;
  d.target = target;
  d.rewardBonus = bonus;
  d.turnoverMultiple = multiple;
  d.sortOrder = sort;
  return d;
}

const std::vector<DemoMission>& demoMissions() {
  static const std::vector<DemoMission> missions{
      {bonusMission("DAILY_LOGIN", "daily", "login_days", "", "1", "2.00", 1, 10), "Daily check-in", "Log in today.",
       "Araw-araw na pag-check in", "Mag-log in ngayong araw.", "Check-in diário", "Entre hoje."},
      {bonusMission("DAILY_SLOTS_500", "daily", "valid_bet", "RNG", "500", "10.00", 3, 20), "Slots warm-up",
       "Wager 500.00 in valid bets on slots today.", "Painit sa slots",
       "Tumaya ng 500.00 na valid bet sa slots ngayong araw.", "Aquecimento nos slots",
       "Aposte 500,00 em apostas válidas nos slots hoje."},
      {bonusMission("DAILY_10_BETS", "daily", "bet_count", "", "10", "5.00", 2, 30), "Ten bets a day",
       "Place 10 bets on any game today.", "Sampung taya bawat araw", "Maglagay ng 10 taya sa kahit anong laro ngayon.",
       "Dez apostas por dia", "Faça 10 apostas em qualquer jogo hoje."},
      {bonusMission("WEEKLY_DEPOSIT_1000", "weekly", "deposit", "", "1000", "50.00", 5, 40), "Weekly deposit",
       "Deposit 1,000.00 in total this week.", "Lingguhang deposito",
       "Mag-deposito ng kabuuang 1,000.00 ngayong linggo.", "Depósito semanal",
       "Deposite 1.000,00 no total nesta semana."},
      {bonusMission("WEEKLY_LIVE_5000", "weekly", "valid_bet", "LIVE", "5000", "80.00", 5, 50), "Live casino regular",
       "Wager 5,000.00 in valid bets on live games this week.", "Suki ng live casino",
       "Tumaya ng 5,000.00 na valid bet sa live games ngayong linggo.", "Frequentador do cassino ao vivo",
       "Aposte 5.000,00 em apostas válidas em jogos ao vivo nesta semana."},
      {bonusMission("WEEKLY_LOGIN_5", "weekly", "login_days", "", "5", "20.00", 2, 60), "Five-day streak",
       "Log in on 5 days this week.", "Limang araw na sunod", "Mag-log in sa 5 araw ngayong linggo.",
       "Sequência de cinco dias", "Entre em 5 dias nesta semana."},
      {bonusMission("FIRST_BETS_50", "once", "bet_count", "", "50", "100.00", 8, 70), "Getting started",
       "Place your first 50 bets.", "Pagsisimula", "Ilagay ang iyong unang 50 taya.", "Primeiros passos",
       "Faça as suas primeiras 50 apostas."},
  };
  return missions;
}

struct DemoLevel {
  services::VipLevelDefinition definition;
  const char* en;
  const char* enBenefits;
  const char* ty;
  const char* tyBenefits;
  const char* pt;
  const char* ptBenefits;
};

const std::vector<DemoLevel>& demoLevels() {
  static const std::vector<DemoLevel> levels{
      {{1, "1000", "500", "8.00", "2.00", "10.00", 1},
       "Bronze",
       "Weekly and monthly bonus.",
       "Tanso",
       "Lingguhan at buwanang bonus.",
       "Bronze",
       "Bónus semanal e mensal."},
      {{2, "10000", "2000", "38.00", "8.00", "38.00", 1},
       "Silver",
       "Bigger weekly bonus and a birthday gift.",
       "Pilak",
       "Mas malaking lingguhang bonus at regalo sa kaarawan.",
       "Prata",
       "Bónus semanal maior e presente de aniversário."},
      {{3, "50000", "10000", "88.00", "28.00", "88.00", 1},
       "Gold",
       "Priority withdrawals and a personal host.",
       "Ginto",
       "Mabilis na withdrawal at sariling host.",
       "Ouro",
       "Saques prioritários e anfitrião pessoal."},
      {{4, "200000", "50000", "288.00", "88.00", "288.00", 1},
       "Platinum",
       "Higher limits and exclusive events.",
       "Platinum",
       "Mas mataas na limit at mga eksklusibong event.",
       "Platina",
       "Limites maiores e eventos exclusivos."},
      {{5, "1000000", "200000", "888.00", "288.00", "888.00", 1},
       "Diamond",
       "Every benefit, with the top bonuses.",
       "Diyamante",
       "Lahat ng benepisyo, kasama ang pinakamataas na bonus.",
       "Diamante",
       "Todos os benefícios, com os maiores bónus."},
  };
  return levels;
}

// Leaderboard players: their bets make the daily, weekly and monthly boards.
const std::vector<const char*>& demoPlayers() {
  static const std::vector<const char*> players{"luckystar88", "manilaking",  "cebuqueen",  "pinoyace",
                                                "jackpotjuan", "davaodragon", "ilocosiris", "bataanbolt"};
  return players;
}

}  // namespace

MissionsModule::DemoSummary MissionsModule::loadDemo() {
  DemoSummary summary;
  for (const auto& demo : demoMissions()) {
    // A mission the operator already changed keeps the operator's version.
    if (!missionStore.findByCode(demo.definition.code)) {
      missions.define(demo.definition);
      missions.setText(demo.definition.code, "EN", demo.en, demo.enDescription);
      missions.setText(demo.definition.code, "TY", demo.ty, demo.tyDescription);
      missions.setText(demo.definition.code, "PT", demo.pt, demo.ptDescription);
      ++summary.missions;
    }
  }
  const auto existing = vip.levels();
  for (const auto& demo : demoLevels()) {
    bool present = false;
    for (const auto& level : existing) present = present || level.rankLevel == demo.definition.rankLevel;
    if (present) continue;
    vip.defineLevel(demo.definition);
    vip.setLevelText(demo.definition.rankLevel, "EN", demo.en, demo.enBenefits);
    vip.setLevelText(demo.definition.rankLevel, "TY", demo.ty, demo.tyBenefits);
    vip.setLevelText(demo.definition.rankLevel, "PT", demo.pt, demo.ptBenefits);
    ++summary.vipLevels;
  }
  const auto today =
      std::chrono::duration_cast<std::chrono::hours>(std::chrono::system_clock::now().time_since_epoch()).count() / 24;
  std::int64_t index = 0;
  for (const char* account : demoPlayers()) {
    ++index;
    if (!accounts_.members.findByAccount(account)) {
      repositories::NewMember player;
      player.account = account;
      player.nickname = account;
      // They only rank: no password can log them in.
      player.passwordHash = security::PasswordHasher::unusableHash("demo-player");
      accounts_.members.create(player);
      ++summary.players;
    }
    // Over the month (a fixed seed: once) and within today's last hour (seeded
    // by the date: once a day).
    summary.bets += wallet_.betDemo.demo(account, 20, 20, 7000 + index).inserted;
    summary.bets += wallet_.betDemo.demo(account, 4 + index, 0, today * 100 + index).inserted;
  }
  return summary;
}

}  // namespace panalo::modules
