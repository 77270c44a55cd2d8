#include "domains/missions/mission_service.hpp"

#include <pqxx/pqxx>

#include <algorithm>
#include <cctype>
#include <regex>

#include "domains/games/game_query_rules.hpp"
#include "domains/games/winner_board_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

bool listed(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

std::int64_t moneyOf(const std::string& text, const char* name) {
  const auto parsed = money::parseAmount(text);
  if (!parsed.ok()) invalid(std::string(name) + " must be an amount above zero with at most 2 decimals");
  return parsed.minor;
}

// The text of `language`, else EN's, else none.
const MissionText* textFor(const Mission& mission, const std::string& language) {
  const MissionText* english = nullptr;
  for (const auto& text : mission.texts) {
    if (text.language == language) return &text;
    if (text.language == "EN") english = &text;
  }
  return english;
}

}  // namespace

std::string contentLanguage(const std::optional<std::string>& language) {
  std::string code = language.value_or("EN");
  std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return std::toupper(c); });
  return code == "TY" || code == "PT" ? code : "EN";
}

MissionView MissionService::viewOf(std::int64_t memberId, const Mission& mission, const std::string& language,
                                   const std::string& timeZone) {
  MissionView view;
  view.mission = mission;
  const auto* text = textFor(mission, language);
  view.title = text == nullptr ? mission.code : text->title;
  view.description = text == nullptr ? "" : text->description;
  view.window = store_.windowOf(mission, timeZone);
  view.progress = store_.progress(memberId, mission, view.window, timeZone);
  view.completed = view.progress >= mission.target;
  view.claimed = store_.claimIn(memberId, mission.id, view.window.periodKey).has_value();
  return view;
}

MissionSummary MissionService::summary(const repositories::Member& member, const std::optional<std::string>& language) {
  requireRealAccount(member);
  const auto lang = contentLanguage(language);
  const auto timeZone = records_.timeZone();
  MissionSummary summary;
  for (const auto& mission : store_.missions(true)) {
    auto view = viewOf(member.id, mission, lang, timeZone);
    if (view.claimed) {
      ++summary.claimed;
      ++summary.completed;
    } else if (view.completed) {
      ++summary.completed;
      ++summary.claimable;
    }
    summary.missions.push_back(std::move(view));
  }
  return summary;
}

std::int64_t MissionService::claimableCount(std::int64_t memberId) {
  const auto timeZone = records_.timeZone();
  std::int64_t count = 0;
  for (const auto& mission : store_.missions(true)) {
    const auto view = viewOf(memberId, mission, "EN", timeZone);
    if (view.completed && !view.claimed) ++count;
  }
  return count;
}

MissionClaimResult MissionService::claim(const repositories::Member& member, std::int64_t missionId,
                                         const std::string& idempotencyKey) {
  requireRealAccount(member);
  if (!WalletService::validIdempotencyKey(idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  const auto mission = store_.findLive(missionId);
  if (!mission) throw DomainError(ErrorKind::NotFound, error_keys::kMissionNotFound, "There is no such mission");
  const auto timeZone = records_.timeZone();
  const auto window = store_.windowOf(*mission, timeZone);

  // A claim of this period already made: the same answer for the same key
  // (a retry), a refusal for another request.
  const auto answerFor = [&](const MissionClaim& stored) {
    if (stored.idempotencyKey != idempotencyKey) {
      throw DomainError(ErrorKind::Conflict, error_keys::kMissionAlreadyClaimed,
                        "This mission's reward has already been claimed");
    }
    MissionClaimResult result{stored, std::nullopt, true};
    if (stored.rewardKind == "bonus") result.balanceMinor = ledger_.balancesOf(member.id).mainMinor;
    return result;
  };
  if (const auto stored = store_.claimIn(member.id, mission->id, window.periodKey)) return answerFor(*stored);

  if (store_.progress(member.id, *mission, window, timeZone) < mission->target) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kMissionNotCompleted, "This mission is not completed yet");
  }
  // One ledger key per member, mission and period, whatever key the client
  // sent: two claims racing with different keys post one journal (the second
  // gets the first's stored answer) and only one claim row is written.
  const std::string ledgerKey = "mission:" + std::to_string(mission->id) + ":" + window.periodKey;
  const std::string reason = "Mission " + mission->code;
  std::optional<std::int64_t> journalId;
  std::optional<std::int64_t> balance;
  if (mission->rewardKind == "bonus") {
    const auto paid = bonuses_.grant(member.account, money::formatMinor(mission->rewardAmount), reason,
                                     mission->turnoverMultiple, ledgerKey);
    journalId = paid.transferId;
    balance = paid.mainMinor;
  } else {
    if (points_ == nullptr) {
      throw DomainError(ErrorKind::Unavailable, error_keys::kPointsUnavailable, "Points cannot be credited now");
    }
    points_->credit(member.id, mission->rewardAmount, reason, ledgerKey);
  }
  if (auto made = store_.insertClaim(member.id, *mission, window.periodKey, journalId, idempotencyKey)) {
    return {*made, balance, false};
  }
  const auto stored = store_.claimIn(member.id, mission->id, window.periodKey);
  if (!stored) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the claim row vanished");
  return answerFor(*stored);
}

Leaderboard MissionService::leaderboard(const std::optional<std::string>& period,
                                        const std::optional<std::string>& limitNum,
                                        const std::optional<repositories::Member>& member) {
  const std::string name = period && !period->empty() ? *period : std::string("daily");
  std::string unit;
  if (name == "daily") {
    unit = "day";
  } else if (name == "weekly") {
    unit = "week";
  } else if (name == "monthly") {
    unit = "month";
  } else {
    invalid("period must be daily, weekly or monthly");
  }
  const auto limit = wholeNumberParam(limitNum, kLeaderboardSize, 1, kMaxLeaderboardSize, "limitNum");
  const auto ranking = store_.ranking(unit, records_.timeZone(), limit, member ? member->id : 0);
  Leaderboard board;
  board.period = name;
  board.periodStart = ranking.periodStart;
  board.periodEnd = ranking.periodEnd;
  for (const auto& row : ranking.rows) {
    LeaderboardEntry entry{row.rank, maskedCustomerName(row.account), row.validBetMinor};
    if (member && row.memberId == member->id) board.me = entry;
    if (row.rank <= limit) board.entries.push_back(std::move(entry));
  }
  return board;
}

std::int64_t MissionService::define(const MissionDefinition& d) {
  static const std::regex codePattern("^[A-Za-z0-9_-]{1,40}$");
  if (!std::regex_match(d.code, codePattern)) invalid("the code is 1 to 40 of A-Z a-z 0-9 _ -");
  if (!listed(missionPeriods(), d.period)) invalid("the period is daily, weekly or once");
  if (!listed(missionGoalKinds(), d.goalKind)) invalid("the goal is valid_bet, bet_count, deposit or login_days");
  if (!d.gameCategory.empty()) {
    if (!listed(gameCategories(), d.gameCategory)) invalid("unknown game category " + d.gameCategory);
    if (d.goalKind != "valid_bet" && d.goalKind != "bet_count") invalid("only bet goals take a game category");
  }
  Mission mission;
  mission.code = d.code;
  mission.period = d.period;
  mission.goalKind = d.goalKind;
  mission.gameCategory = d.gameCategory;
  if (goalIsMoney(d.goalKind)) {
    mission.target = moneyOf(d.target, "the target");
  } else {
    mission.target = wholeNumberParam(d.target, 0, 1, 1'000'000'000, "target");
    if (mission.target == 0) invalid("the target is a whole number from 1");
  }
  if (d.rewardBonus.empty() == !d.rewardPoints.has_value()) invalid("give a bonus amount or a number of points");
  if (!d.rewardBonus.empty()) {
    mission.rewardKind = "bonus";
    mission.rewardAmount = moneyOf(d.rewardBonus, "the bonus");
    if (d.turnoverMultiple && (*d.turnoverMultiple < 0 || *d.turnoverMultiple > 1000)) {
      invalid("the turnover multiple is 0 to 1000");
    }
    mission.turnoverMultiple = d.turnoverMultiple;
  } else {
    if (*d.rewardPoints < 1 || *d.rewardPoints > 1'000'000'000) invalid("points are 1 to 1000000000");
    if (d.turnoverMultiple) invalid("a points reward has no turnover multiple");
    mission.rewardKind = "points";
    mission.rewardAmount = *d.rewardPoints;
  }
  mission.sortOrder = d.sortOrder;
  mission.startsAt = d.startsAt;
  mission.endsAt = d.endsAt;
  try {
    return store_.upsert(mission);
  } catch (const pqxx::data_exception&) {
    invalid("starts and ends are ISO 8601 times, e.g. 2026-12-01T00:00:00+08:00");
  } catch (const pqxx::check_violation&) {
    invalid("the mission must start before it ends");
  }
}

void MissionService::setText(const std::string& code, const std::string& language, const std::string& title,
                             const std::string& description) {
  if (language != "EN" && language != "TY" && language != "PT") invalid("the language is EN, TY or PT");
  bool found = false;
  try {
    found = store_.setText(code, {language, title, description});
  } catch (const pqxx::check_violation&) {
    invalid("the title is 1 to 120 characters and the description at most 500");
  } catch (const pqxx::data_exception&) {
    invalid("the text must be valid UTF-8");
  }
  if (!found) throw DomainError(ErrorKind::NotFound, error_keys::kMissionNotFound, "no mission " + code);
}

void MissionService::setEnabled(const std::string& code, bool enabled) {
  if (!store_.setEnabled(code, enabled)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kMissionNotFound, "no mission " + code);
  }
}

void MissionService::remove(const std::string& code) {
  if (!store_.remove(code)) throw DomainError(ErrorKind::NotFound, error_keys::kMissionNotFound, "no mission " + code);
}

}  // namespace panalo::services
