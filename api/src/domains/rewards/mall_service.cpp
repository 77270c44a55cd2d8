#include "domains/rewards/mall_service.hpp"

#include "domains/rewards/rewards_rules.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "panalo/points/conversion.hpp"
#include "panalo/text/link_rule.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr std::int64_t kMaxQuantity = 10;
constexpr std::size_t kMaxAddress = 300;
constexpr std::int64_t kMaxStock = 1'000'000'000;

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

// At most `maxBytes` of `text`, cut before a UTF-8 continuation byte (ledger
// and bonus memos are byte-limited; names are not).
std::string clipped(const std::string& text, std::size_t maxBytes) {
  if (text.size() <= maxBytes) return text;
  std::size_t end = maxBytes;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0U) == 0x80U) --end;
  return text.substr(0, end);
}

std::string quantityText(const std::string& name, std::int64_t quantity) {
  return clipped(name, 150) + (quantity > 1 ? " x" + std::to_string(quantity) : "");
}

std::int64_t wholePoints(const std::string& text) {
  const auto quote = points::quoteConversion(text, {1, 1, 0, points::kMaxPoints, 0, points::kMaxPoints});
  if (quote.error == points::ConversionError::FormatIncorrect || quote.points < 1) {
    invalid("points must be a whole number from 1 to 1000000000000");
  }
  return quote.points;
}

}  // namespace

std::vector<RewardItem> MallService::items(const std::optional<std::string>& language) {
  return d_.mall.items(rewards_rules::languageOf(language), false);
}

void MallService::checkPassword(const repositories::Member& member, const std::string& password,
                                const std::string& ip) {
  if (!security::PasswordHasher::isUsable(member.passwordHash)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kPasswordNotSet, "This account has no password yet");
  }
  if (password.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInputCannotBeEmpty, "the password is required");
  }
  // A stolen token must not become a way around the login guessing limit.
  AttemptRequest attempt;
  attempt.account = member.account;
  attempt.ip = ip;
  attempt.captchaApplies = false;
  const auto admission = d_.limiter.admit(attempt);
  if (!d_.hasher.verify(member.passwordHash, password).matches) {
    d_.limiter.failed(admission);
    throw DomainError(ErrorKind::InvalidInput, error_keys::kRedeemPasswordIncorrect, "The password is not correct");
  }
  d_.limiter.forgive(admission);
}

RedeemResult MallService::answer(const repositories::Member& member, std::int64_t redemptionId,
                                 const std::string& language, bool replayed) {
  const auto stored = d_.mall.find(redemptionId, language);
  if (!stored) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a redeem vanished");
  return {stored->redemption, d_.points.balance(member.id), replayed};
}

RedeemResult MallService::redeem(const repositories::Member& member, const RedeemRequest& request,
                                 const std::string& ip) {
  requireRealAccount(member);
  rewards_rules::requireKey(request.idempotencyKey);
  if (request.quantity < 1 || request.quantity > kMaxQuantity) invalid("quantity must be 1 to 10");
  const auto address = trimmed(request.address);
  if (!rewards_rules::textFits(address, kMaxAddress)) invalid("the address must be at most 300 characters");
  checkPassword(member, request.password, ip);
  const auto language = rewards_rules::languageOf(request.language);
  const auto fingerprint =
      "redeem:" + std::to_string(request.itemId) + ":" + std::to_string(request.quantity) + ":" + address;
  if (const auto stored = d_.mall.findByKey(member.id, request.idempotencyKey, language)) {
    if (stored->fingerprint != fingerprint) {
      throw DomainError(ErrorKind::Conflict, error_keys::kIdempotencyKeyReused,
                        "This idempotency key was used for another request");
    }
    const auto& done = stored->redemption;
    if (done.kind == RewardKind::Bonus && done.status == "in_process") payBonus(done.id);
    return answer(member, done.id, language, true);
  }

  const auto item = d_.mall.item(request.itemId, language);
  if (!item || !item->enabled) {
    throw DomainError(ErrorKind::NotFound, error_keys::kRewardNotFound, "no such reward on sale");
  }
  if (item->kind == RewardKind::Physical && address.empty()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kRewardAddressRequired, "a delivery address is required");
  }
  d_.pointsService.earn(member.id);
  repositories::NewRedemption row;
  row.memberId = member.id;
  row.itemId = item->id;
  row.kind = item->kind;
  row.quantity = request.quantity;
  row.points = item->pointsCost * request.quantity;
  if (item->amountMinor) row.amountMinor = *item->amountMinor * request.quantity;
  row.address = address;
  row.status = item->kind == RewardKind::Cash ? "approved" : "in_process";
  row.idempotencyKey = request.idempotencyKey;
  row.fingerprint = fingerprint;
  const auto memo = quantityText(item->name, request.quantity);

  // Item, then the member's points, each locked: stock and balance are checked
  // under the locks, so two redeems at once cannot both take the last one.
  const auto takePoints = [&](pqxx::work& tx, std::optional<std::int64_t> journalId) -> std::optional<std::int64_t> {
    const auto stock = repositories::MallRepository::lockItem(tx, item->id);
    if (!stock) throw DomainError(ErrorKind::NotFound, error_keys::kRewardNotFound, "no such reward on sale");
    if (*stock && **stock < request.quantity) {
      throw DomainError(ErrorKind::Conflict, error_keys::kRewardOutOfStock, "not enough of this reward left",
                        {{"stock", **stock}});
    }
    const auto balance = repositories::PointsRepository::lockBalance(tx, member.id);
    if (balance < row.points) {
      throw DomainError(ErrorKind::Unprocessable, error_keys::kPointsNotEnough, "not enough points",
                        {{"points", balance}, {"needed", row.points}});
    }
    auto placed = row;
    placed.walletJournalId = journalId;
    const auto id = repositories::MallRepository::insertRedemption(tx, placed);
    repositories::MallRepository::takeStock(tx, item->id, request.quantity);
    repositories::PointsRepository::post(tx, member.id, {-row.points, "redeem", "redeem:" + std::to_string(id), memo});
    return id;
  };

  if (item->kind == RewardKind::Cash) {
    RewardPayout payout;
    payout.kind = RewardPayoutKind::RewardCash;
    payout.amountMinor = *row.amountMinor;
    payout.memo = "points mall: " + memo;
    payout.idempotencyKey = request.idempotencyKey;
    payout.fingerprint = fingerprint;
    const auto paid = d_.payouts.pay(member.id, payout, takePoints);
    if (!paid.transfer.requestId) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no redeem row");
    return answer(member, *paid.transfer.requestId, language, paid.replayed);
  }

  std::int64_t id = 0;
  try {
    auto lease = d_.mall.pool().acquire();
    pqxx::work tx(lease->connection());
    id = takePoints(tx, std::nullopt).value_or(0);
    tx.commit();
  } catch (const pqxx::unique_violation&) {
    // The same key in a request that raced this one: answer with its redeem.
    const auto stored = d_.mall.findByKey(member.id, request.idempotencyKey, language);
    if (!stored || stored->fingerprint != fingerprint) {
      throw DomainError(ErrorKind::Conflict, error_keys::kIdempotencyKeyReused,
                        "This idempotency key was used for another request");
    }
    return answer(member, stored->redemption.id, language, true);
  }
  if (item->kind == RewardKind::Bonus) payBonus(id);
  return answer(member, id, language, false);
}

bool MallService::payBonus(std::int64_t redemptionId) {
  const auto stored = d_.mall.find(redemptionId, "EN");
  if (!stored || !stored->redemption.amountMinor) return false;
  const auto& redemption = stored->redemption;
  const auto item = d_.mall.item(redemption.itemId, "EN");
  std::optional<std::int64_t> multiple;
  if (item) multiple = item->turnoverMultiple;
  TransferResult paid;
  try {
    // The key is the redeem's own: a retry (the member's or the operator's) pays once.
    paid = d_.bonuses.grant(redemption.account, money::formatMinor(*redemption.amountMinor),
                            "points mall: " + quantityText(redemption.itemName, redemption.quantity), multiple,
                            "points-mall-bonus-" + std::to_string(redemptionId));
  } catch (const DomainError&) {
    return false;  // stays in_process: the operator approves (retries) it later
  }
  auto lease = d_.mall.pool().acquire();
  pqxx::work tx(lease->connection());
  const auto locked = repositories::MallRepository::lockRedemption(tx, redemptionId);
  if (locked && locked->status == "in_process") {
    repositories::MallRepository::decide(tx, redemptionId, "approved", "", paid.transferId, true);
  }
  tx.commit();
  return true;
}

RewardsPage<Redemption> MallService::history(const repositories::Member& member,
                                             const std::optional<std::string>& language,
                                             const std::optional<std::string>& page,
                                             const std::optional<std::string>& size) {
  requireRealAccount(member);
  const auto pageNum = rewards_rules::boundedNumber(page, 1, 1, 100000, "pageNum");
  const auto pageSize = rewards_rules::boundedNumber(size, 20, 1, rewards_rules::kMaxPageSize, "pageSize");
  return d_.mall.history(member.id, rewards_rules::languageOf(language), pageNum, pageSize);
}

std::int64_t MallService::markSeen(const repositories::Member& member) {
  requireRealAccount(member);
  return d_.mall.markSeen(member.id);
}

RewardItem MallService::checkedItem(const RewardItemChange& change, RewardItem item) {
  if (change.points) item.pointsCost = wholePoints(*change.points);
  if (change.amount) {
    const auto parsed = money::parseAmount(*change.amount);
    if (!parsed.ok()) {
      throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                        "the amount must be above zero with at most 2 decimals");
    }
    item.amountMinor = parsed.minor;
  }
  if (change.turnoverMultiple) item.turnoverMultiple = *change.turnoverMultiple;
  if (change.unlimitedStock) item.stock.reset();
  if (change.stock) item.stock = *change.stock;
  if (change.imageUrl) item.imageUrl = *change.imageUrl;
  if (change.sortOrder) item.sortOrder = *change.sortOrder;
  if (change.enabled) item.enabled = *change.enabled;

  if (item.pointsCost < 1) invalid("an item needs a cost in points");
  if ((item.kind == RewardKind::Physical) == item.amountMinor.has_value()) {
    invalid("cash and bonus items need an amount; physical items take none");
  }
  if (item.turnoverMultiple &&
      (item.kind != RewardKind::Bonus || *item.turnoverMultiple < 0 || *item.turnoverMultiple > 1000)) {
    invalid("a turnover multiple (0 to 1000) is for bonus items only");
  }
  if (item.stock && (*item.stock < 0 || *item.stock > kMaxStock)) invalid("stock must be 0 to 1000000000");
  if (item.imageUrl.size() > 500 || (!item.imageUrl.empty() && !text::isSafeLink(item.imageUrl))) {
    invalid("the image must be an https link or a /path on this site, at most 500 characters");
  }
  if (item.sortOrder < -1'000'000 || item.sortOrder > 1'000'000) invalid("sort order must be within 1000000");
  return item;
}

std::int64_t MallService::addItem(const RewardItemChange& change, const std::vector<RewardText>& texts,
                                  const std::optional<std::string>& demoCode) {
  RewardItem item;
  const auto kind = change.kind ? rewardKindOf(*change.kind) : std::nullopt;
  if (!kind) invalid("the kind must be cash, bonus or physical");
  item.kind = *kind;
  item = checkedItem(change, item);
  bool english = false;
  for (const auto& text : texts) english = english || text.language == "EN";
  if (!english) invalid("an item needs an EN name (other languages fall back to it)");
  for (const auto& text : texts) {
    if (text.name.empty() || !rewards_rules::textFits(text.name, 80)) invalid("a name must be 1 to 80 characters");
  }
  const auto id = d_.mall.addItem(item, demoCode);
  for (const auto& text : texts) setText(id, text);
  return id;
}

void MallService::updateItem(std::int64_t itemId, const RewardItemChange& change) {
  if (change.kind) invalid("an item keeps its kind: add a new one");
  const auto item = d_.mall.item(itemId, "EN");
  if (!item) throw DomainError(ErrorKind::NotFound, error_keys::kRewardNotFound, "no reward " + std::to_string(itemId));
  d_.mall.updateItem(checkedItem(change, *item));
}

void MallService::setText(std::int64_t itemId, const RewardText& text) {
  if (rewards_rules::languageOf(text.language) != text.language) invalid("a language is a code such as EN, TY or PT");
  if (text.name.empty() || !rewards_rules::textFits(text.name, 80)) invalid("a name must be 1 to 80 characters");
  if (!rewards_rules::textFits(text.description, 500)) invalid("a description must be at most 500 characters");
  if (!d_.mall.item(itemId, "EN")) {
    throw DomainError(ErrorKind::NotFound, error_keys::kRewardNotFound, "no reward " + std::to_string(itemId));
  }
  try {
    d_.mall.setText(itemId, text);
  } catch (const pqxx::foreign_key_violation&) {
    invalid("unknown language " + text.language);
  }
}

bool MallService::removeText(std::int64_t itemId, const std::string& language) {
  if (language == "EN") invalid("the EN name stays: other languages fall back to it");
  return d_.mall.removeText(itemId, language);
}

std::vector<Redemption> MallService::redemptions(const std::string& status, std::int64_t limit) {
  if (!status.empty() && status != "in_process" && status != "approved" && status != "rejected") {
    invalid("the status must be in_process, approved or rejected");
  }
  return d_.mall.all(status, limit);
}

Redemption MallService::approve(std::int64_t redemptionId, const std::string& note) {
  if (!rewards_rules::textFits(note, 200)) invalid("the note must be at most 200 characters");
  {
    auto lease = d_.mall.pool().acquire();
    pqxx::work tx(lease->connection());
    const auto locked = repositories::MallRepository::lockRedemption(tx, redemptionId);
    if (!locked)
      throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no redeem " + std::to_string(redemptionId));
    if (locked->status != "in_process") {
      throw DomainError(ErrorKind::Conflict, error_keys::kRequestAlreadyDecided, "this redeem is already decided");
    }
    if (locked->kind != RewardKind::Bonus) {
      repositories::MallRepository::decide(tx, redemptionId, "approved", note, std::nullopt, false);
      tx.commit();
    }
  }
  if (d_.mall.find(redemptionId, "EN")->redemption.status == "in_process" && !payBonus(redemptionId)) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable, "the wallet did not pay the bonus");
  }
  return d_.mall.find(redemptionId, "EN")->redemption;
}

Redemption MallService::reject(std::int64_t redemptionId, const std::string& note) {
  if (!rewards_rules::textFits(note, 200)) invalid("the note must be at most 200 characters");
  {
    // Its own scope: the connection goes back to the pool before find() takes
    // one (panaloctl's pool has a single connection).
    auto lease = d_.mall.pool().acquire();
    pqxx::work tx(lease->connection());
    rejectIn(tx, redemptionId, note);
    tx.commit();
  }
  return d_.mall.find(redemptionId, "EN")->redemption;
}

void MallService::rejectIn(pqxx::work& tx, std::int64_t redemptionId, const std::string& note) {
  const auto locked = repositories::MallRepository::lockRedemption(tx, redemptionId);
  if (!locked)
    throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no redeem " + std::to_string(redemptionId));
  if (locked->status != "in_process") {
    throw DomainError(ErrorKind::Conflict, error_keys::kRequestAlreadyDecided, "this redeem is already decided");
  }
  // A bonus may already be in the wallet: it is approved (paid), never rejected.
  if (locked->kind != RewardKind::Physical) invalid("only physical rewards wait for a decision; approve a bonus");
  repositories::MallRepository::returnStock(tx, locked->itemId, locked->quantity);
  repositories::PointsRepository::lockBalance(tx, locked->memberId);
  repositories::PointsRepository::post(
      tx, locked->memberId,
      {locked->points, "redeem_return", "redeem-return:" + std::to_string(redemptionId),
       "redeem " + std::to_string(redemptionId) + " rejected"});
  repositories::MallRepository::decide(tx, redemptionId, "rejected", note, std::nullopt, false);
}

}  // namespace panalo::services
