#include "domains/promotions/promotion_service.hpp"

#include <algorithm>
#include <cctype>

#include "domains/accounts/member_types.hpp"
#include "domains/promotions/raffle_draw.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "panalo/validation/forms.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/http/payload_fields.hpp"
#include "platform/security/master_key.hpp"
#include "platform/security/random_text.hpp"
#include "platform/text/html_sanitizer.hpp"

namespace panalo::services {
namespace {

bool isReal(const std::optional<repositories::Member>& member) {
  return member && !member_types::isTrial(member->typeCode);
}

// The first `limit` bytes of UTF-8 text without cutting a character.
std::string clipUtf8(const std::string& text, std::size_t limit) {
  if (text.size() <= limit) return text;
  std::size_t end = limit;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0U) == 0x80U) --end;
  return text.substr(0, end);
}

[[noreturn]] void unavailable(const std::string& message) {
  throw DomainError(ErrorKind::Unprocessable, error_keys::kPromotionActionUnavailable, message);
}

void requireRunning(const Promotion& promotion) {
  if (!promotion.started) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kPromotionNotStarted, "This promotion is coming soon");
  }
  if (promotion.ended) throw DomainError(ErrorKind::Unprocessable, error_keys::kPromotionEnded, "This promotion ended");
}

}  // namespace

std::int64_t DepositFacts::since(const std::string& joinedAt) const {
  std::int64_t total = 0;
  for (const auto& deposit : approved) {
    // Both are "YYYY-MM-DDTHH:MM:SSZ" in UTC: text order is time order.
    if (deposit.decidedAt && *deposit.decidedAt >= joinedAt) total += deposit.amountMinor;
  }
  return total;
}

bool DepositFacts::anyBefore(const std::optional<std::string>& before) const {
  return std::any_of(approved.begin(), approved.end(), [&before](const DepositRecord& deposit) {
    return !before || (deposit.decidedAt && *deposit.decidedAt < *before);
  });
}

PromotionText PromotionService::textIn(const Promotion& promotion, const std::string& language) {
  std::string wanted = language;
  std::transform(wanted.begin(), wanted.end(), wanted.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const PromotionText* english = nullptr;
  for (const auto& text : promotion.texts) {
    if (text.language == wanted) return text;
    if (text.language == "en") english = &text;
  }
  if (english != nullptr) return *english;
  if (!promotion.texts.empty()) return promotion.texts.front();
  return {"en", promotion.code, "", ""};
}

std::int64_t PromotionService::bonusFor(const Promotion& promotion, std::int64_t depositedMinor) {
  if (promotion.bonusMinor) return *promotion.bonusMinor;
  if (!promotion.bonusPercentBp || !promotion.bonusCapMinor) return 0;
  // floor(deposited x bp / 10000) without a 64-bit overflow: deposited = q x 10000 + r.
  const auto bp = *promotion.bonusPercentBp;
  const auto share = depositedMinor / 10000 * bp + depositedMinor % 10000 * bp / 10000;
  return std::min(share, *promotion.bonusCapMinor);
}

std::string PromotionService::reasonFor(const Promotion& promotion) {
  return clipUtf8("Promotion: " + textIn(promotion, "en").title, 200);
}

DepositFacts PromotionService::depositFacts(const repositories::Member& member) {
  DepositFacts facts;
  for (auto& deposit : deposits_.history(member)) {
    if (deposit.status == "approved") facts.approved.push_back(std::move(deposit));
  }
  return facts;
}

PromotionView PromotionService::viewOf(const Promotion& promotion, const std::optional<MemberPromotionRow>& row,
                                       const std::optional<DepositFacts>& facts, const std::string& language) {
  PromotionView view;
  view.promotion = promotion;
  view.text = textIn(promotion, language);
  view.text.detailHtml = text::sanitizeHtml(view.text.detailHtml);
  view.mine = row;
  if (facts) {
    view.eligible = promotion.eligibility != "first_deposit" ||
                    !facts->anyBefore(row ? std::optional<std::string>(row->joinedAt) : std::nullopt);
    if (row) view.depositedSinceJoinMinor = facts->since(row->joinedAt);
  }
  StatusInputs inputs;
  inputs.started = promotion.started;
  inputs.ended = promotion.ended;
  if (row) inputs.stored = row->status;
  inputs.requirementMet = promotion.minDepositMinor == 0 || view.depositedSinceJoinMinor >= promotion.minDepositMinor;
  view.status = statusOf(inputs);
  if (row && promotion.kind == kKindRaffle) view.draw = promotions_.drawOf(row->id);
  return view;
}

Promotion PromotionService::published(std::int64_t id) {
  auto promotion = promotions_.find(id);
  if (!promotion || !promotion->published) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such promotion");
  }
  return std::move(*promotion);
}

std::vector<PromotionView> PromotionService::list(const std::optional<repositories::Member>& member,
                                                  const std::string& language) {
  std::vector<MemberPromotionRow> rows;
  std::optional<DepositFacts> facts;
  if (isReal(member)) {
    payer_.resume(member->id);
    rows = promotions_.rowsOfMember(member->id);
    facts = depositFacts(*member);
  }
  std::vector<PromotionView> views;
  for (const auto& promotion : promotions_.list(true)) {
    std::optional<MemberPromotionRow> row;
    for (const auto& candidate : rows) {
      if (candidate.promotionId == promotion.id) row = candidate;
    }
    views.push_back(viewOf(promotion, row, facts, language));
  }
  return views;
}

PromotionView PromotionService::detail(const std::optional<repositories::Member>& member, std::int64_t id,
                                       const std::string& language) {
  const auto promotion = published(id);
  std::optional<MemberPromotionRow> row;
  std::optional<DepositFacts> facts;
  if (isReal(member)) {
    payer_.resume(member->id);
    row = promotions_.rowOf(id, member->id);
    facts = depositFacts(*member);
  }
  auto view = viewOf(promotion, row, facts, language);
  if (row) view.application = promotions_.applicationOfRow(row->id);
  return view;
}

AvailablePromotions PromotionService::available(const std::optional<repositories::Member>& member) {
  AvailablePromotions available;
  if (!isReal(member)) {
    available.count = promotions_.countRunningPublished();
    return available;
  }
  for (const auto& view : list(member, "en")) {
    if ((view.status == PromotionStatus::Join && view.eligible) || view.status == PromotionStatus::Claim) {
      ++available.count;
    }
  }
  return available;
}

PromotionPayment PromotionService::join(const repositories::Member& member, std::int64_t id,
                                        const std::string& language) {
  requireRealAccount(member);
  const auto promotion = published(id);
  requireRunning(promotion);
  if (promotion.kind == kKindApplication) unavailable("This promotion takes an application");
  auto facts = depositFacts(member);
  if (promotion.eligibility == "first_deposit" && facts.anyBefore(std::nullopt)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kPromotionNotEligible,
                      "This promotion is for members who have not deposited yet");
  }
  PromotionPayment payment;
  if (promotion.kind == kKindAuto) {
    repositories::PaymentPlan plan;
    plan.amountMinor = bonusFor(promotion, 0);
    plan.reason = reasonFor(promotion);
    plan.turnoverMultiple = promotion.turnoverMultiple;
    plan.payAs = "issued";
    const auto row = promotions_.insertRow(promotion.id, member.id, plan);
    const auto paid = payer_.pay(row);
    payment.bonusMinor = paid.amountMinor;
    payment.mainBalanceMinor = paid.mainMinor;
  } else {
    promotions_.insertRow(promotion.id, member.id, std::nullopt);
  }
  payment.view = viewOf(promotion, promotions_.rowOf(promotion.id, member.id), facts, language);
  return payment;
}

PromotionPayment PromotionService::claim(const repositories::Member& member, std::int64_t id,
                                         const std::string& idempotencyKey, bool raffle, const std::string& language) {
  requireRealAccount(member);
  requireIdempotencyKey(idempotencyKey);
  const auto promotion = published(id);
  if ((promotion.kind == kKindRaffle) != raffle || promotion.kind == kKindAuto || promotion.kind == kKindApplication) {
    unavailable(raffle ? "Only a raffle is drawn" : "This promotion is not claimed this way");
  }
  const auto existing = promotions_.rowOf(promotion.id, member.id);
  if (!existing) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kPromotionNotJoined, "Join the promotion first");
  }
  const auto facts = depositFacts(member);
  const auto row = promotions_.beginPayment(
      existing->id, [&](const MemberPromotionRow& locked) -> std::optional<repositories::PaymentPlan> {
        if (locked.status == "issued" || locked.status == "claimed" || locked.status == "paying") {
          // The same claim again (a retry, or one racing its first try): its
          // answer, finishing the payment if it is still under way. Any other
          // key: this member has been (or is being) paid.
          if (locked.claimKey == idempotencyKey) return std::nullopt;
          throw DomainError(ErrorKind::Conflict, error_keys::kPromotionAlreadyClaimed,
                            "You already received this promotion");
        }
        if (locked.status != "joined") unavailable("This promotion cannot be claimed now");
        requireRunning(promotion);
        const auto deposited = facts.since(locked.joinedAt);
        if (promotion.minDepositMinor > 0 && deposited < promotion.minDepositMinor) {
          throw DomainError(
              ErrorKind::Unprocessable, error_keys::kPromotionRequirementNotMet,
              "Deposit " + money::formatMinor(promotion.minDepositMinor - deposited) + " more to claim this promotion");
        }
        repositories::PaymentPlan plan;
        plan.reason = reasonFor(promotion);
        plan.turnoverMultiple = promotion.turnoverMultiple;
        plan.payAs = "claimed";
        plan.claimKey = idempotencyKey;
        if (raffle) {
          if (promotion.prizes.empty()) unavailable("This raffle has no prizes");
          plan.randomHex = security::randomHex(32);
          const auto outcome = drawPrize(promotion.prizes, plan.randomHex);
          plan.prize = promotion.prizes[outcome.prizeIndex];
          plan.totalWeight = outcome.totalWeight;
          plan.pick = outcome.pick;
          plan.amountMinor = plan.prize->amountMinor;
        } else {
          plan.amountMinor = bonusFor(promotion, deposited);
          if (plan.amountMinor <= 0) {
            throw DomainError(ErrorKind::Unprocessable, error_keys::kPromotionRequirementNotMet,
                              "Your deposits since joining give no bonus yet");
          }
        }
        return plan;
      });
  const auto paid = payer_.pay(row);
  PromotionPayment payment;
  payment.bonusMinor = paid.amountMinor;
  payment.mainBalanceMinor = paid.mainMinor;
  payment.view = viewOf(promotion, promotions_.rowOf(promotion.id, member.id), facts, language);
  payment.draw = payment.view.draw;
  return payment;
}

PromotionView PromotionService::apply(const repositories::Member& member, std::int64_t id, const std::string& remark,
                                      const std::vector<std::string>& imagesBase64, const std::string& language) {
  requireRealAccount(member);
  const auto promotion = published(id);
  if (promotion.kind != kKindApplication) unavailable("This promotion takes no application");
  requireRunning(promotion);
  // Count before decoding anything: a fourth image is refused unread.
  if (imagesBase64.size() > validation::kActivityMaxImages) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kTooManyImages, "At most 3 images");
  }
  std::vector<repositories::StoredImage> images;
  validation::ActivityApplicationForm form;
  form.remark = remark;
  for (const auto& base64 : imagesBase64) {
    // Base64 of 5 MB is at most ~7 MB: longer text is refused before decoding.
    if (base64.size() > (validation::kActivityImageMaxBytes + 2) / 3 * 4) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kImageTooLarge, "Each image may be at most 5 MB");
    }
    repositories::StoredImage image;
    try {
      image.bytes = security::base64Decode(base64);
    } catch (const std::exception&) {
      throw DomainError(ErrorKind::InvalidInput, error_keys::kImageTypeNotAllowed, "Images must be PNG or JPG");
    }
    const auto headerSize = std::min<std::size_t>(image.bytes.size(), 16);
    form.images.push_back(
        {std::string(image.bytes.begin(), image.bytes.begin() + static_cast<long>(headerSize)), image.bytes.size()});
    image.contentType = validation::detectImageType(form.images.back().header) == validation::ImageType::kPng
                            ? "image/png"
                            : "image/jpeg";
    images.push_back(std::move(image));
  }
  // The shared rule (the browser runs the same one through wasm).
  requireValid(validation::validateActivityApplication(form), {"remark", "images"});
  auto facts = depositFacts(member);
  if (promotion.eligibility == "first_deposit" && facts.anyBefore(std::nullopt)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kPromotionNotEligible,
                      "This promotion is for members who have not deposited yet");
  }
  promotions_.insertApplication(promotion.id, member.id, remark, images);
  return detail(member, id, language);
}

MemberPromotionSummary PromotionService::mine(const repositories::Member& member, const std::string& language) {
  requireRealAccount(member);
  payer_.resume(member.id);
  MemberPromotionSummary summary;
  const auto rows = promotions_.rowsOfMember(member.id);
  if (!rows.empty()) {
    const auto facts = depositFacts(member);
    const auto all = promotions_.list(false);
    for (const auto& row : rows) {
      const auto found =
          std::find_if(all.begin(), all.end(), [&row](const Promotion& p) { return p.id == row.promotionId; });
      if (found != all.end()) summary.promotions.push_back(viewOf(*found, row, facts, language));
    }
  }
  const auto turnover = withdrawals_.turnover(member);
  summary.turnoverRequiredMinor = turnover.requiredMinor;
  summary.turnoverWageredMinor = turnover.wageredMinor;
  summary.turnoverRemainingMinor = turnover.remainingMinor;
  return summary;
}

}  // namespace panalo::services
