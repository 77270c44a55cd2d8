#include "domains/referral/referral_service.hpp"

#include <algorithm>
#include <cctype>

#include "domains/accounts/member_types.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/log/request_log.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

void requireRealMember(const repositories::Member& member) {
  if (member_types::isTrial(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
}

std::int64_t wholeNumber(const std::optional<std::string>& text, std::int64_t fallback, std::int64_t min,
                         std::int64_t max, const char* name) {
  if (!text) return fallback;
  if (text->empty() || text->size() > 9 ||
      !std::all_of(text->begin(), text->end(), [](unsigned char c) { return std::isdigit(c) != 0; })) {
    invalid(std::string(name) + " must be a whole number");
  }
  const auto value = std::stoll(*text);
  if (value < min || value > max) {
    invalid(std::string(name) + " must be from " + std::to_string(min) + " to " + std::to_string(max));
  }
  return value;
}

std::int64_t moneyOf(const std::string& text, bool zeroAllowed) {
  if (zeroAllowed && (text == "0" || text == "0.00" || text == "0.0")) return 0;
  const auto parsed = money::parseAmount(text);
  if (!parsed.ok()) {
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                      "an amount is above zero with at most 2 decimals");
  }
  return parsed.minor;
}

std::string statusOf(const MemberActivity& activity) {
  if (activity.recentBet) return "active";
  if (activity.approvedDeposits > 0) return "deposited";
  return "registered";
}

}  // namespace

std::string ReferralService::maskAccount(const std::string& account) {
  if (account.size() <= 2) return account.substr(0, 1) + "***";
  if (account.size() <= 5) return account.substr(0, 1) + "***" + account.substr(account.size() - 1);
  return account.substr(0, 2) + "***" + account.substr(account.size() - 2);
}

std::string ReferralService::moneyText(std::int64_t minor) { return money::formatMinor(minor); }

repositories::ReferralMember ReferralService::requireMember(const repositories::Member& member) {
  requireRealMember(member);
  auto found = store_.member(member.id);
  if (!found) throw DomainError(ErrorKind::Unauthenticated, error_keys::kNotLoggedIn, "Please log in");
  return *found;
}

ReferralOverview ReferralService::overview(const repositories::Member& member) {
  const auto self = requireMember(member);
  ReferralOverview overview;
  overview.rule = store_.config();
  overview.enabled = self.enabled;
  if (self.referrerId) {
    if (const auto referrer = store_.account(*self.referrerId)) overview.referredBy = maskAccount(*referrer);
  } else {
    const auto own = activity_.activity({self.id}, overview.rule.activeDays);
    overview.canBind = own.empty() || own[0].approvedDeposits == 0;
  }
  if (!self.enabled) return overview;
  overview.referralCode = self.referralCode;
  overview.friends = store_.friendCount(self.id);
  const auto [rewards, paid] = store_.rewardTotals(self.id);
  overview.qualifiedFriends = rewards;
  overview.rewardsPaidMinor = paid;
  return overview;
}

ReferralFriendPage ReferralService::friends(const repositories::Member& member,
                                            const std::optional<std::string>& pageNo,
                                            const std::optional<std::string>& pageSize) {
  const auto self = requireMember(member);
  if (!self.enabled) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kReferralNotEnabled, "Invite friends is not open to you");
  }
  ReferralFriendPage page;
  page.pageNo = wholeNumber(pageNo, 1, 1, 100000, "pageNo");
  page.pageSize = wholeNumber(pageSize, kDefaultPageSize, 1, kMaxPageSize, "pageSize");
  settle(self.id);
  page.total = store_.friendCount(self.id);
  page.totalPages = (page.total + page.pageSize - 1) / page.pageSize;
  const auto rows = store_.friends(self.id, page.pageSize, (page.pageNo - 1) * page.pageSize);
  std::vector<std::int64_t> ids;
  ids.reserve(rows.size());
  for (const auto& row : rows) ids.push_back(row.id);
  const auto activity = activity_.activity(ids, store_.config().activeDays);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    ReferralFriend entry;
    entry.account = maskAccount(rows[i].account);
    entry.registeredAt = rows[i].registeredAt;
    entry.status = i < activity.size() ? statusOf(activity[i]) : "registered";
    entry.rewardMinor = rows[i].rewardMinor;
    entry.rewardStatus = rows[i].rewardStatus;
    page.friends.push_back(std::move(entry));
  }
  return page;
}

std::string ReferralService::bind(const repositories::Member& member, const std::string& code) {
  const auto self = requireMember(member);
  if (code.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInputCannotBeEmpty, "referralCode is required");
  }
  // Unknown, inactive and trial owners: invitation_code_error, as at registration
  // (a non-empty code resolves to a referrer or throws).
  const auto referrerId = invitations_.resolve("", code, "").referrerId.value_or(0);
  if (referrerId == self.id) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kReferralOwnCode, "That is your own referral code");
  }
  const auto referrer = store_.member(referrerId);
  if (referrer && referrer->referrerId == self.id) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kReferralOwnCode, "You invited that member");
  }
  if (self.referrerId) {
    throw DomainError(ErrorKind::Conflict, error_keys::kReferralAlreadyBound, "You already have a referrer");
  }
  const auto own = activity_.activity({self.id}, 1);
  if (!own.empty() && own[0].approvedDeposits > 0) {
    throw DomainError(ErrorKind::Conflict, error_keys::kReferralBindClosed,
                      "A referrer can be named only before the first deposit");
  }
  if (!store_.bindReferrer(self.id, referrerId)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kReferralAlreadyBound, "You already have a referrer");
  }
  return maskAccount(store_.account(referrerId).value_or(""));
}

std::int64_t ReferralService::settle(std::optional<std::int64_t> referrerId) {
  const auto rule = store_.config();
  const auto candidates = store_.rewardCandidates(referrerId);
  if (candidates.empty()) return 0;
  std::vector<std::int64_t> ids;
  ids.reserve(candidates.size());
  for (const auto& candidate : candidates) ids.push_back(candidate.friendId);
  const auto activity = activity_.activity(ids, rule.activeDays);
  std::int64_t paid = 0;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const auto& candidate = candidates[i];
    const bool qualifies =
        rule.rewardMinor > 0 && i < activity.size() && activity[i].approvedDepositMinor >= rule.minDepositMinor;
    if (!candidate.pending && !qualifies) continue;
    // The amount is fixed when the row is first written; a retry pays that.
    const auto reward =
        store_.claimReward(candidate.friendId, candidate.referrerId, rule.rewardMinor, rule.turnoverMultiple);
    if (reward.paid) continue;
    try {
      bonuses_.grant(candidate.referrerAccount, moneyText(reward.amountMinor),
                     "Referral reward: " + maskAccount(candidate.friendAccount), reward.turnoverMultiple,
                     "referral-" + std::to_string(candidate.friendId));
      store_.markPaid(candidate.friendId);
      ++paid;
    } catch (const DomainError& error) {
      // Left pending: the next run retries under the same key.
      log::writeEventLog("warn", "referral reward not paid",
                         error.key() + " friend " + std::to_string(candidate.friendId));
    }
  }
  return paid;
}

void ReferralService::setEnabled(const std::string& account, bool enabled) {
  const auto member = store_.memberByAccount(account);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no account named " + account);
  if (member_types::isTrial(member->typeCode)) invalid(account + " is a trial account");
  store_.setEnabled(member->id, enabled);
}

ReferralConfig ReferralService::changeConfig(const ReferralConfigChange& change) {
  auto config = store_.config();
  if (change.openToAll) config.openToAll = *change.openToAll;
  if (change.reward) config.rewardMinor = moneyOf(*change.reward, true);
  if (change.minDeposit) config.minDepositMinor = moneyOf(*change.minDeposit, false);
  if (change.turnoverMultiple) {
    if (*change.turnoverMultiple < 0 || *change.turnoverMultiple > 1000) invalid("the turnover multiple is 0 to 1000");
    config.turnoverMultiple = *change.turnoverMultiple;
  }
  if (change.activeDays) {
    if (*change.activeDays < 1 || *change.activeDays > 365) invalid("active days are 1 to 365");
    config.activeDays = *change.activeDays;
  }
  if (config.rewardMinor > 100000000) invalid("the reward is at most 1,000,000.00");
  store_.saveConfig(config);
  return config;
}

void ReferralService::loadDemo() {
  ReferralConfigChange demo;
  demo.openToAll = true;
  demo.reward = "50.00";
  demo.minDeposit = "100.00";
  demo.turnoverMultiple = 1;
  demo.activeDays = 30;
  changeConfig(demo);
}

}  // namespace panalo::services
