#include "domains/rewards/points_service.hpp"

#include <algorithm>

#include "domains/rewards/rewards_rules.hpp"
#include "domains/wallet/record_types.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "panalo/points/conversion.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

// The bet scan reads again this far behind its mark: a bet whose settlement
// commits a little after its settled_at time is still seen (and counted once:
// points_bet_accruals).
constexpr std::int64_t kScanOverlapMicros = 10LL * 60 * 1'000'000;
constexpr std::int64_t kScanBatch = 500;
constexpr std::int64_t kMaxScanBatches = 200;

[[noreturn]] void refuse(points::ConversionError error, const points::ConversionTerms& terms) {
  const std::string key(points::conversionErrorKey(error));
  switch (error) {
    case points::ConversionError::FormatIncorrect:
      throw DomainError(ErrorKind::InvalidInput, key, "points must be a whole number");
    case points::ConversionError::BelowMinimum:
      throw DomainError(ErrorKind::Unprocessable, key, "fewer points than the minimum conversion",
                        {{"minimum", terms.minimum}});
    case points::ConversionError::DailyLimit:
      throw DomainError(ErrorKind::Unprocessable, key, "more points than today's conversion limit leaves",
                        {{"remaining", std::max<std::int64_t>(0, terms.dailyLimit - terms.convertedToday)}});
    case points::ConversionError::NotEnough:
    case points::ConversionError::None:
      break;
  }
  throw DomainError(ErrorKind::Unprocessable, error_keys::kPointsNotEnough, "not enough points");
}

points::ConversionTerms termsOf(const MallConfig& config, std::int64_t balance, std::int64_t convertedToday) {
  points::ConversionTerms terms;
  terms.pointsStep = config.pointsStep;
  terms.minorPerStep = config.minorPerStep;
  terms.minimum = config.minimum;
  terms.dailyLimit = config.dailyLimit;
  terms.convertedToday = convertedToday;
  terms.balance = balance;
  return terms;
}

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

}  // namespace

std::int64_t PointsService::earn(std::int64_t memberId) {
  std::int64_t from = std::max<std::int64_t>(0, points_.scanMark(memberId) - kScanOverlapMicros);
  std::int64_t earned = 0;
  for (std::int64_t batch = 0; batch < kMaxScanBatches; ++batch) {
    const auto bets = bets_.settledSince(memberId, from, kScanBatch);
    earned += points_.accrue(memberId, bets);
    if (static_cast<std::int64_t>(bets.size()) < kScanBatch || bets.back().settledAtMicros == from) break;
    from = bets.back().settledAtMicros;
  }
  return earned;
}

PointsBalance PointsService::balance(const repositories::Member& member) {
  requireRealAccount(member);
  earn(member.id);
  return {points_.balance(member.id), mall_.unseen(member.id)};
}

RewardsPage<PointsEntry> PointsService::transactions(const repositories::Member& member,
                                                     const std::optional<std::string>& page,
                                                     const std::optional<std::string>& size) {
  requireRealAccount(member);
  const auto pageNum = rewards_rules::boundedNumber(page, 1, 1, 100000, "pageNum");
  const auto pageSize = rewards_rules::boundedNumber(size, 20, 1, rewards_rules::kMaxPageSize, "pageSize");
  earn(member.id);
  return points_.journal(member.id, pageNum, pageSize);
}

MallConfig PointsService::config(const repositories::Member& member) {
  requireRealAccount(member);
  auto config = points_.config();
  config.convertedToday = points_.convertedToday(member.id);
  return config;
}

ConvertResult PointsService::convert(const repositories::Member& member, const ConvertRequest& request) {
  requireRealAccount(member);
  rewards_rules::requireKey(request.idempotencyKey);
  const auto config = points_.config();
  if (const auto done = points_.findConversion(member.id, request.idempotencyKey)) {
    // A retry: the wallet answers with the first payout (or refuses another request under this key).
    const auto quote = points::quoteConversion(request.points, termsOf(config, done->points, 0));
    const auto again = payouts_.pay(member.id,
                                    {RewardPayoutKind::PointsConversion, done->amountMinor, "", request.idempotencyKey,
                                     "points:" + std::to_string(quote.points)},
                                    {});
    return {*done, points_.balance(member.id), again.transfer.mainMinor, true};
  }
  if (!config.convertOpen) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable, "points conversion is closed");
  }
  earn(member.id);
  const auto outside = termsOf(config, points_.balance(member.id), points_.convertedToday(member.id));
  const auto quote = points::quoteConversion(request.points, outside);
  if (!quote.ok()) refuse(quote.error, outside);

  RewardPayout payout;
  payout.kind = RewardPayoutKind::PointsConversion;
  payout.amountMinor = quote.minor;
  payout.memo = "points conversion: " + std::to_string(quote.points) + " points";
  payout.idempotencyKey = request.idempotencyKey;
  payout.fingerprint = "points:" + std::to_string(quote.points);
  const auto paid = payouts_.pay(member.id, payout, [&](pqxx::work& tx, std::optional<std::int64_t> journalId) {
    // The figures again under the member's points lock: two conversions at
    // once cannot both pass the balance or the daily limit.
    const auto locked = termsOf(config, repositories::PointsRepository::lockBalance(tx, member.id),
                                repositories::PointsRepository::convertedToday(tx, member.id));
    const auto checked = points::quoteConversion(std::to_string(quote.points), locked);
    if (!checked.ok()) refuse(checked.error, locked);
    const auto conversion = repositories::PointsRepository::insertConversion(
        tx, member.id, quote.points, quote.minor, journalId.value_or(0), request.idempotencyKey);
    repositories::PointsRepository::post(tx, member.id,
                                         {-quote.points, "convert", "convert:" + std::to_string(conversion.id),
                                          "converted to " + money::formatMinor(quote.minor)});
    return std::optional<std::int64_t>(conversion.id);
  });
  const auto stored = points_.findConversion(member.id, request.idempotencyKey);
  if (!stored) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a paid conversion has no row");
  return {*stored, points_.balance(member.id), paid.transfer.mainMinor, paid.replayed};
}

std::int64_t PointsService::grant(const std::string& account, std::int64_t points, const std::string& reason,
                                  const std::string& key) {
  const auto member = members_.findByAccount(account);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no member " + account);
  return grantTo(*member, points, reason, key);
}

std::int64_t PointsService::grantToMember(std::int64_t memberId, std::int64_t points, const std::string& reason,
                                          const std::string& key) {
  const auto member = members_.findById(memberId);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no such member");
  return grantTo(*member, points, reason, key);
}

std::int64_t PointsService::grantTo(const repositories::Member& member, std::int64_t points, const std::string& reason,
                                    const std::string& key) {
  requireRealAccount(member);
  rewards_rules::requireKey(key);
  if (points == 0 || points > points::kMaxPoints || points < -points::kMaxPoints) {
    invalid("points must be a whole number other than 0, at most 1000000000000 either way");
  }
  if (reason.empty() || !rewards_rules::textFits(reason, 200)) invalid("the reason must be 1 to 200 characters");
  auto lease = points_.pool().acquire();
  pqxx::work tx(lease->connection());
  const auto before = repositories::PointsRepository::lockBalance(tx, member.id);
  if (before + points < 0) {
    throw DomainError(ErrorKind::Unprocessable, error_keys::kPointsNotEnough, "the member has fewer points than that");
  }
  const auto after = repositories::PointsRepository::post(tx, member.id, {points, "grant", "grant:" + key, reason});
  if (!after) return before;  // this key granted before: once only
  tx.commit();
  return *after;
}

void PointsService::setConfig(const MallConfig& config) {
  if (config.pointsStep < 1 || config.pointsStep > points::kMaxStep || config.minorPerStep < 1 ||
      config.minorPerStep > points::kMaxStep) {
    invalid("the points step and the money per step must be 1 to 1000000000");
  }
  if (config.minimum < 1 || config.dailyLimit < config.minimum || config.dailyLimit > points::kMaxPoints) {
    invalid("the minimum must be at least 1 and the daily limit at least the minimum");
  }
  if (!points_.knownTimeZone(config.timeZone)) invalid("unknown time zone " + config.timeZone);
  points_.setConfig(config);
}

void PointsService::setRate(const std::string& category, const std::string& validBetPerPoint) {
  const auto& categories = gameCategories();
  if (category != "*" && std::find(categories.begin(), categories.end(), category) == categories.end()) {
    invalid("the category must be * or one of ELOTT LOTT LIVE SPORTS FISH RNG PVP ESPORTS COCKFIGHT BINGO");
  }
  const auto parsed = money::parseAmount(validBetPerPoint);
  if (!parsed.ok()) {
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                      "the valid bet per point must be an amount such as 100.00");
  }
  points_.setRate(category, parsed.minor);
}

bool PointsService::removeRate(const std::string& category) { return points_.removeRate(category); }

}  // namespace panalo::services
