#include "domains/missions/vip_service.hpp"

#include <pqxx/pqxx>

#include "domains/missions/mission_service.hpp"
#include "domains/system/feature_switch.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

// Money text where "0" (nothing) is allowed: thresholds and bonuses may be zero.
std::int64_t moneyOrZero(const std::string& text, const char* name) {
  if (text.empty() || text == "0" || text == "0.0" || text == "0.00") return 0;
  const auto parsed = money::parseAmount(text);
  if (!parsed.ok()) invalid(std::string(name) + " must be 0 or an amount with at most 2 decimals");
  return parsed.minor;
}

VipLevelView viewOf(const VipLevel& level, const std::string& language) {
  VipLevelView view{level, "VIP " + std::to_string(level.rankLevel), ""};
  const VipLevelText* chosen = nullptr;
  for (const auto& text : level.texts) {
    if (text.language == language) chosen = &text;
    if (text.language == "EN" && chosen == nullptr) chosen = &text;
  }
  if (chosen != nullptr) {
    view.labelName = chosen->labelName;
    view.benefits = chosen->benefits;
  }
  return view;
}

std::string ledgerKeyOf(const VipBonus& bonus) {
  return bonus.kind == "upgrade" ? "vip:upgrade:" + std::to_string(bonus.rankLevel)
                                 : "vip:" + bonus.kind + ":" + bonus.periodKey;
}

}  // namespace

VipStatus VipService::compute(std::int64_t memberId, const std::string& language, bool withBonuses) {
  VipStatus status;
  status.totals = store_.totals(memberId);
  const auto levels = store_.levels();
  int reached = 0;
  for (const auto& level : levels) {
    if (status.totals.validBetMinor >= level.minValidBetMinor && status.totals.depositMinor >= level.minDepositMinor) {
      reached = level.rankLevel;
    }
  }
  if (const auto pinned = store_.pinnedLevel(memberId)) {
    reached = *pinned;
    status.pinned = true;
  }
  const VipLevel* current = nullptr;
  for (const auto& level : levels) {
    status.levels.push_back(viewOf(level, language));
    if (level.rankLevel <= reached) current = &level;
    if (level.rankLevel > reached && !status.next) status.next = viewOf(level, language);
  }
  // A level is held only while it is defined: a pinned or reached rank whose
  // row was removed falls back to the highest defined level below it.
  status.rankLevel = current == nullptr ? 0 : current->rankLevel;
  if (current != nullptr) status.current = viewOf(*current, language);
  if (!withBonuses || current == nullptr) return status;

  status.history = store_.claims(memberId, 50);
  const auto claimed = [&](const std::string& kind, int rank, const std::string& periodKey) {
    for (const auto& claim : status.history) {
      if (claim.kind == kind && (kind == "upgrade" ? claim.rankLevel == rank : claim.periodKey == periodKey)) {
        return true;
      }
    }
    // Older than the history read: ask the table.
    return status.history.size() >= 50 && store_.findClaim(memberId, kind, rank, periodKey).has_value();
  };
  for (const auto& level : levels) {
    if (level.rankLevel > current->rankLevel || level.upgradeBonusMinor == 0) continue;
    if (!claimed("upgrade", level.rankLevel, "level")) {
      status.claimable.push_back({"upgrade", level.rankLevel, "level", level.upgradeBonusMinor});
    }
  }
  const auto keys = store_.periodKeys(records_.timeZone());
  if (current->weeklyBonusMinor > 0 && !claimed("weekly", current->rankLevel, keys.week)) {
    status.claimable.push_back({"weekly", current->rankLevel, keys.week, current->weeklyBonusMinor});
  }
  if (current->monthlyBonusMinor > 0 && !claimed("monthly", current->rankLevel, keys.month)) {
    status.claimable.push_back({"monthly", current->rankLevel, keys.month, current->monthlyBonusMinor});
  }
  return status;
}

MemberBadge VipService::badgeOf(std::int64_t memberId, const std::string& language) {
  MemberBadge badge;
  if (!isFeatureOn(flags_, kFlag)) return badge;
  const auto status = compute(memberId, contentLanguage(language), false);
  if (!status.current) return badge;
  badge.hasVip = true;
  badge.vipLabelName = status.current->labelName;
  badge.vipRankLevel = status.rankLevel;
  return badge;
}

std::optional<int> VipService::levelOf(std::int64_t memberId) {
  const auto status = compute(memberId, "EN", false);
  if (!status.current) return std::nullopt;
  return status.rankLevel;
}

VipStatus VipService::status(const repositories::Member& member, const std::optional<std::string>& language) {
  requireRealAccount(member);
  requireFeature(flags_, kFlag);
  auto status = compute(member.id, contentLanguage(language), true);
  if (!status.current)
    throw DomainError(ErrorKind::Forbidden, error_keys::kVipNotMember, "You are not a VIP member yet");
  return status;
}

VipClaimResult VipService::claim(const repositories::Member& member, const std::string& kind,
                                 std::optional<int> rankLevel, const std::string& idempotencyKey) {
  if (!WalletService::validIdempotencyKey(idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  if (kind != "upgrade" && kind != "weekly" && kind != "monthly") invalid("kind is upgrade, weekly or monthly");
  if (kind == "upgrade" && (!rankLevel || *rankLevel < 1 || *rankLevel > 99)) {
    invalid("an upgrade bonus names its rankLevel, 1 to 99");
  }
  const auto state = status(member, "EN");
  const auto keys = store_.periodKeys(records_.timeZone());
  const std::string periodKey = kind == "upgrade" ? "level" : (kind == "weekly" ? keys.week : keys.month);
  const int rank = kind == "upgrade" ? *rankLevel : state.rankLevel;

  const auto answerFor = [&](const VipBonusClaim& stored) {
    if (stored.idempotencyKey != idempotencyKey) {
      throw DomainError(ErrorKind::Conflict, error_keys::kVipBonusAlreadyClaimed,
                        "This VIP bonus has already been claimed");
    }
    return VipClaimResult{stored, ledger_.balancesOf(member.id).mainMinor, true};
  };
  if (const auto stored = store_.findClaim(member.id, kind, rank, periodKey)) return answerFor(*stored);

  const VipBonus* bonus = nullptr;
  for (const auto& candidate : state.claimable) {
    if (candidate.kind == kind && (kind != "upgrade" || candidate.rankLevel == rank)) bonus = &candidate;
  }
  if (bonus == nullptr) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kVipBonusNotAvailable, "This VIP bonus is not available");
  }
  std::optional<std::int64_t> multiple;
  for (const auto& level : state.levels) {
    if (level.level.rankLevel == bonus->rankLevel) multiple = level.level.turnoverMultiple;
  }
  const std::string reason = bonus->kind == "upgrade" ? "VIP " + std::to_string(bonus->rankLevel) + " upgrade bonus"
                                                      : "VIP " + bonus->kind + " bonus";
  // The ledger key is the bonus itself: racing claims with different client
  // keys post one journal and write one claim row.
  const auto paid =
      bonuses_.grant(member.account, money::formatMinor(bonus->amountMinor), reason, multiple, ledgerKeyOf(*bonus));
  if (!paid.transferId) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the bonus posted nothing");
  if (auto made = store_.insertClaim(member.id, *bonus, *paid.transferId, idempotencyKey)) {
    return {*made, paid.mainMinor, false};
  }
  const auto stored = store_.findClaim(member.id, kind, rank, periodKey);
  if (!stored) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "the claim row vanished");
  return answerFor(*stored);
}

void VipService::defineLevel(const VipLevelDefinition& d) {
  if (d.rankLevel < 1 || d.rankLevel > 99) invalid("the level is 1 to 99");
  if (d.turnoverMultiple && (*d.turnoverMultiple < 0 || *d.turnoverMultiple > 1000)) {
    invalid("the turnover multiple is 0 to 1000");
  }
  VipLevel level;
  level.rankLevel = d.rankLevel;
  level.minValidBetMinor = moneyOrZero(d.minValidBet, "the valid bet threshold");
  level.minDepositMinor = moneyOrZero(d.minDeposit, "the deposit threshold");
  level.upgradeBonusMinor = moneyOrZero(d.upgradeBonus, "the upgrade bonus");
  level.weeklyBonusMinor = moneyOrZero(d.weeklyBonus, "the weekly bonus");
  level.monthlyBonusMinor = moneyOrZero(d.monthlyBonus, "the monthly bonus");
  level.turnoverMultiple = d.turnoverMultiple;
  store_.upsertLevel(level);
}

void VipService::setLevelText(int rankLevel, const std::string& language, const std::string& labelName,
                              const std::string& benefits) {
  if (language != "EN" && language != "TY" && language != "PT") invalid("the language is EN, TY or PT");
  bool found = false;
  try {
    found = store_.setText(rankLevel, {language, labelName, benefits});
  } catch (const pqxx::check_violation&) {
    invalid("the label is 1 to 40 characters and the benefits at most 500");
  } catch (const pqxx::data_exception&) {
    invalid("the text must be valid UTF-8");
  }
  if (!found)
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no VIP level " + std::to_string(rankLevel));
}

void VipService::removeLevel(int rankLevel) {
  if (!store_.removeLevel(rankLevel)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no VIP level " + std::to_string(rankLevel));
  }
}

repositories::Member VipService::memberNamed(const std::string& account) {
  const auto member = members_.findByAccount(account);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no member " + account);
  return *member;
}

void VipService::setMemberLevel(const std::string& account, std::optional<int> level) {
  const auto member = memberNamed(account);
  if (!level) {
    store_.unpin(member.id);
    return;
  }
  if (*level < 0 || *level > 99) invalid("the level is 0 to 99");
  requireRealAccount(member);
  store_.pin(member.id, *level);
}

VipStatus VipService::memberStatus(const std::string& account) { return compute(memberNamed(account).id, "EN", true); }

}  // namespace panalo::services
