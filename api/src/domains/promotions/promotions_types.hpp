#pragma once
// Typed values of the promotions domain (0025_promotions.sql). Amounts are
// integer minor units; times are ISO 8601 UTC text as the database writes them.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/promotions/promotion_status.hpp"

namespace panalo::services {

// The kinds of promotion: auto (paid on join), application (reviewed by the
// operator), deposit (a bonus on deposits after joining, claimed) and raffle
// (a server-side draw among prizes, claimed).
inline constexpr const char* kKindAuto = "auto";
inline constexpr const char* kKindApplication = "application";
inline constexpr const char* kKindDeposit = "deposit";
inline constexpr const char* kKindRaffle = "raffle";

struct PromotionText {
  std::string language;  // en, ty, pt
  std::string title;
  std::string summary;
  std::string detailHtml;  // sanitised
};

struct RafflePrize {
  std::int64_t id = 0;
  std::string label;
  std::int64_t amountMinor = 0;
  std::int64_t weight = 0;
};

// A promotion as the operator defined it.
struct Promotion {
  std::int64_t id = 0;
  std::string code;
  std::string kind;
  std::string imageUrl;
  std::string startsAt;
  std::string endsAt;
  bool started = false;  // by the database clock when read
  bool ended = false;
  std::optional<std::int64_t> bonusMinor;
  std::optional<std::int64_t> bonusPercentBp;
  std::optional<std::int64_t> bonusCapMinor;
  std::int64_t turnoverMultiple = 1;
  std::int64_t minDepositMinor = 0;
  std::string eligibility;  // all, first_deposit (no approved deposit before joining)
  bool published = false;
  std::int64_t sortOrder = 0;
  std::vector<PromotionText> texts;  // every language it has
  std::vector<RafflePrize> prizes;   // raffles only
};

// A member's stored part in a promotion (member_promotions).
struct MemberPromotionRow {
  std::int64_t id = 0;
  std::int64_t promotionId = 0;
  std::int64_t memberId = 0;
  std::string account;
  std::string status;  // joined, applying, process, rejected, paying, issued, claimed
  std::optional<std::string> payAs;
  std::optional<std::int64_t> bonusMinor;
  std::optional<std::string> payReason;
  std::optional<std::int64_t> payTurnoverMultiple;
  std::optional<std::string> claimKey;
  std::string joinedAt;
  std::optional<std::string> paidAt;
};

struct ApplicationImageInfo {
  int position = 0;
  std::string contentType;
  std::int64_t bytes = 0;
};

struct Application {
  std::int64_t id = 0;
  std::int64_t memberPromotionId = 0;
  std::string promotionCode;
  std::string account;
  std::string status;  // the member's row status: applying, process, rejected, paying, issued
  std::string remark;
  std::string decisionNote;
  std::string createdAt;
  std::optional<std::string> decidedAt;
  std::vector<ApplicationImageInfo> images;
};

struct RaffleDraw {
  std::string prizeLabel;
  std::int64_t amountMinor = 0;
  std::string randomHex;
  std::int64_t totalWeight = 0;
  std::int64_t pick = 0;
  std::string drawnAt;
};

// One promotion as a visitor or member sees it, in one language.
struct PromotionView {
  Promotion promotion;
  PromotionText text;  // the asked language, else en
  PromotionStatus status = PromotionStatus::Join;
  bool eligible = true;  // false: the member may not join (first_deposit after a deposit)
  std::int64_t depositedSinceJoinMinor = 0;
  std::optional<MemberPromotionRow> mine;
  std::optional<Application> application;  // detail only
  std::optional<RaffleDraw> draw;
};

// A claim's or join's answer: the promotion afterwards and what was paid.
struct PromotionPayment {
  PromotionView view;
  std::int64_t bonusMinor = 0;
  std::int64_t mainBalanceMinor = 0;
  std::optional<RaffleDraw> draw;
};

// bonusDetails: the member's promotions and the withdrawal turnover still to wager.
struct MemberPromotionSummary {
  std::vector<PromotionView> promotions;
  std::int64_t turnoverRequiredMinor = 0;
  std::int64_t turnoverWageredMinor = 0;
  std::int64_t turnoverRemainingMinor = 0;
};

// The public state's availablePromo and availablePromoCount.
struct AvailablePromotions {
  std::int64_t count = 0;  // running promotions the visitor or member can join or claim now
};

// Operator input for create and edit: unset fields keep their value on edit.
struct PromotionDraft {
  std::optional<std::string> kind;
  std::optional<std::string> imageUrl;
  std::optional<std::string> startsAt;  // ISO 8601 with a zone, e.g. 2026-12-01T00:00:00Z
  std::optional<std::string> endsAt;
  std::optional<std::string> bonus;    // money text
  std::optional<std::string> percent;  // e.g. "50" or "12.5"
  std::optional<std::string> cap;      // money text
  std::optional<std::int64_t> turnoverMultiple;
  std::optional<std::string> minDeposit;  // money text, "0" for none
  std::optional<std::string> eligibility;
  std::optional<std::int64_t> sortOrder;
};

}  // namespace panalo::services
