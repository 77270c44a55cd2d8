#pragma once
// Referral (invite friends; spec section 2, issue 15 item 6). A member enabled
// for it (one by one, or every member when the operator opens it to all) has
// a personal code (members.referral_code) and the link
// /register?referralCode=CODE; friends who register with it are listed with
// their status: registered, deposited (an approved deposit), active (a bet in
// the rule's last days). When a friend's approved deposits reach the rule's
// minimum, the referrer gets the rule's reward once, as a bonus through the
// wallet's ledger with the idempotency key referral-<friend id>. A member who
// registered without a code may name their referrer later, until their first
// approved deposit. Trial accounts are refused every member call.

#include <cstdint>
#include <optional>
#include <string>

#include "domains/accounts/invitation_service.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/referral/referral_repository.hpp"
#include "domains/referral/referral_types.hpp"
#include "domains/wallet/bonus_service.hpp"
#include "domains/wallet/member_activity_service.hpp"

namespace panalo::services {

// The operator's change to the rule; unset fields keep their value.
struct ReferralConfigChange {
  std::optional<bool> openToAll;
  std::optional<std::string> reward;      // money text, "0" pays nothing
  std::optional<std::string> minDeposit;  // money text
  std::optional<std::int64_t> turnoverMultiple;
  std::optional<int> activeDays;
};

class ReferralService {
 public:
  static constexpr std::int64_t kDefaultPageSize = 10;
  static constexpr std::int64_t kMaxPageSize = 50;

  ReferralService(repositories::ReferralRepository& store, InvitationService& invitations, BonusService& bonuses,
                  MemberActivityService& activity)
      : store_(store), invitations_(invitations), bonuses_(bonuses), activity_(activity) {}

  // Throws in_need_true_account (trial). Not enabled: enabled false, no code.
  ReferralOverview overview(const repositories::Member& member);
  // Pays what is due to the member first, so the list is current. Throws
  // in_need_true_account, referral_not_enabled (403), invalid_parameter.
  ReferralFriendPage friends(const repositories::Member& member, const std::optional<std::string>& pageNo,
                             const std::optional<std::string>& pageSize);
  // Names the member's referrer by code. Throws in_need_true_account,
  // input_cannot_be_empty, invitation_code_error (unknown code), referral_own_code
  // (the member's own code, or a member the member referred),
  // referral_already_bound, referral_bind_closed (after an approved deposit).
  // Returns the referrer's masked account.
  std::string bind(const repositories::Member& member, const std::string& code);

  // Pays every reward due (to one referrer when given); returns how many were paid.
  // A reward that fails (e.g. the ledger is unavailable) stays pending and is
  // paid by a later run under the same key.
  std::int64_t settle(std::optional<std::int64_t> referrerId = std::nullopt);

  // The operator. Throw not_found (no such account), invalid_parameter, amount_*.
  void setEnabled(const std::string& account, bool enabled);
  std::vector<std::string> enabledAccounts() { return store_.enabledAccounts(); }
  ReferralConfig config() { return store_.config(); }
  ReferralConfig changeConfig(const ReferralConfigChange& change);
  // The demo rule: open to all, 50.00 per friend whose deposits reach 100.00.
  void loadDemo();

  // "ja***45": enough to recognise a friend, not to log in as them.
  static std::string maskAccount(const std::string& account);
  static std::string moneyText(std::int64_t minor);

 private:
  repositories::ReferralMember requireMember(const repositories::Member& member);

  repositories::ReferralRepository& store_;
  InvitationService& invitations_;
  BonusService& bonuses_;
  MemberActivityService& activity_;
};

}  // namespace panalo::services
