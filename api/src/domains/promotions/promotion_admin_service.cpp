#include "domains/promotions/promotion_admin_service.hpp"

#include <algorithm>
#include <regex>
#include <set>

#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "panalo/text/link_rule.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/text/html_sanitizer.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

std::int64_t moneyOf(const std::string& field, const std::string& text) {
  const auto parsed = money::parseAmount(text);
  if (!parsed.ok()) {
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                      field + ": an amount above zero with at most 2 decimals");
  }
  return parsed.minor;
}

bool validCode(const std::string& code) {
  if (code.size() < 2 || code.size() > 64) return false;
  const auto ok = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
  return ok(code[0]) && std::all_of(code.begin(), code.end(), [&ok](char c) { return ok(c) || c == '-'; });
}

// Database refusals of an operator's input (a CHECK, a time that does not
// parse) are the operator's error, said plainly.
template <class Write>
void guarded(Write&& write) {
  try {
    write();
  } catch (const pqxx::check_violation& error) {
    invalid(std::string("refused by the promotion rules: ") + error.what());
  } catch (const pqxx::data_exception& error) {
    invalid(std::string("a value does not read (times are ISO 8601 with a zone, e.g. 2026-12-01T00:00:00Z): ") +
            error.what());
  }
}

std::size_t codePoints(const std::string& text, const std::string& field) {
  const auto count = validation::countCodePoints(text);
  if (!count) invalid(field + " is not valid UTF-8");
  return *count;
}

}  // namespace

repositories::PromotionRecord PromotionAdminService::resolve(const PromotionDraft& d,
                                                             const repositories::PromotionRecord& base) {
  auto r = base;
  if (d.kind) {
    static const std::set<std::string> kKinds = {kKindAuto, kKindApplication, kKindDeposit, kKindRaffle};
    if (kKinds.count(*d.kind) == 0) invalid("kind is auto, application, deposit or raffle");
    r.kind = *d.kind;
  }
  if (d.imageUrl) {
    const auto& url = *d.imageUrl;
    const bool shaped = url.rfind("https://", 0) == 0 || (url.size() > 1 && url[0] == '/' && url[1] != '/');
    if (!url.empty() && (!shaped || !text::isSafeLink(url) || url.size() > 500)) {
      invalid("the image is an https URL or a path on this site (/promotions/x.svg)");
    }
    r.imageUrl = url;
  }
  if (d.startsAt) r.startsAt = *d.startsAt;
  if (d.endsAt) r.endsAt = *d.endsAt;
  if (r.startsAt.empty() || r.endsAt.empty()) invalid("give --start and --end");
  // PostgreSQL would also read words such as 'yesterday' or 'now' as times; only
  // an ISO 8601 time with its zone says exactly when.
  static const std::regex kIsoTime(R"(^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$)");
  if (!std::regex_match(r.startsAt, kIsoTime) || !std::regex_match(r.endsAt, kIsoTime)) {
    invalid("start and end are ISO 8601 times with a zone, e.g. 2026-12-01T00:00:00+08:00");
  }
  if (d.bonus) {
    r.bonusMinor = moneyOf("bonus", *d.bonus);
    r.bonusPercentBp.reset();
    r.bonusCapMinor.reset();
  }
  if (d.percent) {
    // Percent with up to 2 decimals read by the money rule: "12.5" is 1250 basis points.
    const auto bp = moneyOf("percent", *d.percent);
    if (bp > 100000) invalid("percent is at most 1000");
    r.bonusPercentBp = bp;
    r.bonusMinor.reset();
  }
  if (d.cap) r.bonusCapMinor = moneyOf("cap", *d.cap);
  if (r.kind == kKindRaffle) {
    r.bonusMinor.reset();
    r.bonusPercentBp.reset();
    r.bonusCapMinor.reset();
  }
  if (d.turnoverMultiple) {
    if (*d.turnoverMultiple < 0 || *d.turnoverMultiple > 1000) invalid("the turnover multiple is 0 to 1000");
    r.turnoverMultiple = *d.turnoverMultiple;
  }
  if (d.minDeposit) r.minDepositMinor = *d.minDeposit == "0" ? 0 : moneyOf("min deposit", *d.minDeposit);
  if (d.eligibility) {
    if (*d.eligibility != "all" && *d.eligibility != "first_deposit") invalid("eligibility is all or first_deposit");
    r.eligibility = *d.eligibility;
  }
  if (d.sortOrder) r.sortOrder = *d.sortOrder;
  return r;
}

Promotion PromotionAdminService::byCode(const std::string& code) {
  auto promotion = promotions_.findByCode(code);
  if (!promotion) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no promotion " + code);
  return std::move(*promotion);
}

Promotion PromotionAdminService::get(const std::string& code) { return byCode(code); }

std::int64_t PromotionAdminService::create(const std::string& code, const PromotionDraft& draft) {
  if (!validCode(code)) invalid("the code is 2-64 of a-z 0-9 and '-', starting with a letter or digit");
  if (!draft.kind) invalid("give --kind");
  const auto record = resolve(draft, {});
  std::int64_t id = 0;
  guarded([&] { id = promotions_.create(code, record); });
  return id;
}

void PromotionAdminService::edit(const std::string& code, const PromotionDraft& draft) {
  const auto current = byCode(code);
  repositories::PromotionRecord base;
  base.kind = current.kind;
  base.imageUrl = current.imageUrl;
  base.startsAt = current.startsAt;
  base.endsAt = current.endsAt;
  base.bonusMinor = current.bonusMinor;
  base.bonusPercentBp = current.bonusPercentBp;
  base.bonusCapMinor = current.bonusCapMinor;
  base.turnoverMultiple = current.turnoverMultiple;
  base.minDepositMinor = current.minDepositMinor;
  base.eligibility = current.eligibility;
  base.sortOrder = current.sortOrder;
  const auto record = resolve(draft, base);
  guarded([&] { promotions_.update(current.id, record); });
}

void PromotionAdminService::putText(const std::string& code, const std::string& language, const std::string& title,
                                    const std::string& summary, const std::string& detailHtml) {
  const auto promotion = byCode(code);
  if (language != "en" && language != "ty" && language != "pt") invalid("the language is en, ty or pt");
  const auto titleLength = codePoints(title, "the title");
  if (titleLength < 1 || titleLength > 120) invalid("the title is 1 to 120 characters");
  if (codePoints(summary, "the summary") > 300) invalid("the summary is at most 300 characters");
  codePoints(detailHtml, "the detail");
  const auto clean = text::sanitizeHtml(detailHtml);
  if (clean.size() > 40000) invalid("the detail is at most 40,000 bytes once cleaned");
  guarded([&] { promotions_.putText(promotion.id, {language, title, summary, clean}); });
}

void PromotionAdminService::putPrize(const std::string& code, const std::string& label, const std::string& amount,
                                     std::int64_t weight) {
  const auto promotion = byCode(code);
  if (promotion.kind != kKindRaffle) invalid("only a raffle has prizes");
  const auto length = codePoints(label, "the label");
  if (length < 1 || length > 60) invalid("the label is 1 to 60 characters");
  if (weight < 1 || weight > 1000000) invalid("the weight is 1 to 1,000,000");
  const auto minor = moneyOf("amount", amount);
  guarded([&] { promotions_.putPrize(promotion.id, label, minor, weight); });
}

void PromotionAdminService::removePrize(const std::string& code, const std::string& label) {
  const auto promotion = byCode(code);
  if (!promotions_.removePrize(promotion.id, label)) {
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no prize " + label);
  }
}

void PromotionAdminService::publish(const std::string& code, bool published) {
  const auto promotion = byCode(code);
  if (published) {
    const bool english = std::any_of(promotion.texts.begin(), promotion.texts.end(),
                                     [](const PromotionText& text) { return text.language == "en"; });
    if (!english) invalid("give it an English text first (promotions text CODE en ...)");
    if (promotion.kind == kKindRaffle && promotion.prizes.empty()) invalid("give the raffle prizes first");
  }
  promotions_.setPublished(promotion.id, published);
}

std::vector<Application> PromotionAdminService::applications(const std::string& status) {
  static const std::set<std::string> kStatuses = {"", "applying", "process", "rejected", "paying", "issued"};
  if (kStatuses.count(status) == 0) invalid("the status is applying, process, rejected or issued");
  return promotions_.applications(status);
}

Application PromotionAdminService::application(std::int64_t id) {
  auto found = promotions_.findApplication(id);
  if (!found) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no application " + std::to_string(id));
  return std::move(*found);
}

repositories::StoredImage PromotionAdminService::applicationImage(std::int64_t id, int position) {
  auto image = promotions_.applicationImage(id, position);
  if (!image) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no such image");
  return std::move(*image);
}

Application PromotionAdminService::review(std::int64_t id) {
  application(id);
  if (!promotions_.markProcess(id)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kRequestAlreadyDecided, "only an application in applying");
  }
  return application(id);
}

Application PromotionAdminService::approve(std::int64_t id) {
  const auto found = application(id);
  const auto row = promotions_.rowById(found.memberPromotionId);
  const auto promotion = promotions_.find(row->promotionId);
  const auto locked = promotions_.beginPayment(
      found.memberPromotionId, [&](const MemberPromotionRow& current) -> std::optional<repositories::PaymentPlan> {
        if (current.status == "paying") return std::nullopt;
        if (current.status != "applying" && current.status != "process") {
          throw DomainError(ErrorKind::Conflict, error_keys::kRequestAlreadyDecided, "that application is decided");
        }
        repositories::PaymentPlan plan;
        plan.amountMinor = PromotionService::bonusFor(*promotion, 0);
        plan.reason = PromotionService::reasonFor(*promotion);
        plan.turnoverMultiple = promotion->turnoverMultiple;
        plan.payAs = "issued";
        return plan;
      });
  payer_.pay(locked);
  return application(id);
}

Application PromotionAdminService::reject(std::int64_t id, const std::string& note) {
  application(id);
  const auto length = codePoints(note, "the note");
  if (length > 200) invalid("the note is at most 200 characters");
  if (!promotions_.reject(id, note)) {
    throw DomainError(ErrorKind::Conflict, error_keys::kRequestAlreadyDecided, "that application is decided");
  }
  return application(id);
}

MemberPromotionRow PromotionAdminService::issue(const std::string& code, const std::string& account) {
  const auto promotion = byCode(code);
  if (promotion.kind == kKindRaffle) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kPromotionActionUnavailable,
                      "a raffle pays what the member draws");
  }
  const auto member = members_.findByAccount(account);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no member " + account);
  requireRealAccount(*member);
  const auto facts = memberSide_.depositFacts(*member);
  const auto planFor = [&](const std::optional<std::string>& joinedAt) {
    repositories::PaymentPlan plan;
    plan.amountMinor = PromotionService::bonusFor(promotion, joinedAt ? facts.since(*joinedAt) : 0);
    if (plan.amountMinor <= 0) {
      throw DomainError(ErrorKind::Unprocessable, error_keys::kPromotionRequirementNotMet,
                        "a percentage bonus needs deposits since joining");
    }
    plan.reason = PromotionService::reasonFor(promotion);
    plan.turnoverMultiple = promotion.turnoverMultiple;
    plan.payAs = "issued";
    return plan;
  };
  auto row = promotions_.rowOf(promotion.id, member->id);
  if (!row) {
    row = promotions_.insertRow(promotion.id, member->id, planFor(std::nullopt));
  } else {
    row = promotions_.beginPayment(
        row->id, [&](const MemberPromotionRow& current) -> std::optional<repositories::PaymentPlan> {
          if (current.status == "paying") return std::nullopt;
          if (current.status == "issued" || current.status == "claimed") {
            throw DomainError(ErrorKind::Conflict, error_keys::kPromotionAlreadyClaimed, account + " was paid already");
          }
          return planFor(current.joinedAt);
        });
  }
  payer_.pay(*row);
  return *promotions_.rowById(row->id);
}

std::size_t PromotionAdminService::resume() {
  const auto rows = promotions_.payingRows(std::nullopt);
  for (const auto& row : rows) payer_.pay(row);
  return rows.size();
}

}  // namespace panalo::services
