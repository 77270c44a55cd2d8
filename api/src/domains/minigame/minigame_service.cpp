#include "domains/minigame/minigame_service.hpp"

#include <algorithm>

#include "domains/wallet/wallet_service.hpp"
#include "panalo/minigame/wheel.hpp"
#include "panalo/money/amount.hpp"
#include "panalo/originals/fair.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/random_text.hpp"
#include "platform/security/sealed_seed.hpp"

namespace panalo::services {
namespace {

// What the member's points journal and bonus list show for a prize.
constexpr const char* kPrizeReason = "Mini game spin";

[[noreturn]] void invalid(const std::string& why) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, why);
}

bool validClientSeed(const std::string& seed) {
  return !seed.empty() && seed.size() <= 64 && std::all_of(seed.begin(), seed.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

std::vector<std::uint32_t> weightsOf(const std::vector<WheelSegment>& segments) {
  std::vector<std::uint32_t> weights;
  weights.reserve(segments.size());
  for (const auto& segment : segments) weights.push_back(segment.weight);
  return weights;
}

bool spinnable(const WheelConfig& wheel) {
  return wheel.enabled && !minigame::weightsProblem(weightsOf(wheel.segments));
}

MinigameSeed seedOf(const repositories::MinigameSeedRow& row) { return {row.hash, row.clientSeed, row.nextNonce}; }

// The prize's ledger or points-journal key: one per member and period, so a
// retry, a crash between the steps or a racing request pays it once.
std::string prizeKey(std::int64_t memberId, const std::string& periodKey) {
  return "minigame:" + std::to_string(memberId) + ":" + periodKey;
}

}  // namespace

const security::MasterKey& MinigameService::masterKey() const {
  if (!masterKey_) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable, "The mini game needs PANALO_MASTER_KEY");
  }
  return *masterKey_;
}

// Sealed like the house games' seeds, under a label of its own: a seed of one
// game copied into the other's table does not open.
std::vector<std::uint8_t> MinigameService::sealSeed(std::int64_t memberId, const std::string& serverSeed,
                                                    const std::string& hash) const {
  return security::sealSeed(masterKey(), serverSeed, "panalo/minigame/seed/" + std::to_string(memberId) + "/" + hash);
}

std::string MinigameService::openSeed(const repositories::MinigameSeedRow& seed) const {
  if (seed.revealed) return *seed.revealed;
  return security::openSeed(masterKey(), seed.sealed, seed.hash,
                            "panalo/minigame/seed/" + std::to_string(seed.memberId) + "/" + seed.hash);
}

MinigameSeed MinigameService::ensureSeed(const repositories::Member& member) {
  if (auto seed = store_.activeSeed(member.id)) return seedOf(*seed);
  const auto serverSeed = security::randomHex(32);
  const auto hash = originals::sha256Hex(serverSeed);
  store_.insertSeedIfNone(member.id, sealSeed(member.id, serverSeed, hash), hash, security::randomHex(8));
  const auto seed = store_.activeSeed(member.id);
  if (!seed) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no seed after creating one");
  return seedOf(*seed);
}

MinigameState MinigameService::state(const repositories::Member& member) {
  requireRealAccount(member);
  MinigameState state;
  state.wheel = store_.config();
  state.period = store_.periodNow(state.wheel.period, state.wheel.timeZone);
  state.current = store_.spinInPeriod(member.id, state.period.key);
  state.available = spinnable(state.wheel) && !state.current;
  state.seed = ensureSeed(member);
  return state;
}

void MinigameService::payPrize(const repositories::Member& member, const Spin& spin) {
  const auto key = prizeKey(member.id, spin.periodKey);
  if (spin.kind == "points") {
    points_.grantToMember(member.id, spin.amount, kPrizeReason, key);
  } else if (spin.kind == "bonus") {
    bonuses_.grant(member.account, money::formatMinor(spin.amount), kPrizeReason, std::nullopt, key);
  }
  store_.markPaid(spin.id);
}

SpinResult MinigameService::spin(const repositories::Member& member, const std::string& idempotencyKey) {
  requireRealAccount(member);
  if (!WalletService::validIdempotencyKey(idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  const auto wheel = store_.config();
  const bool open = spinnable(wheel);
  // A closed wheel answers only retries, which have a seed already: a refusal
  // must not leave a new seed behind.
  if (open) {
    ensureSeed(member);
  } else if (!store_.activeSeed(member.id)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kMinigameDisabled, "The mini game is closed now");
  }
  repositories::NewSpin wanted;
  wanted.memberId = member.id;
  wanted.idempotencyKey = idempotencyKey;
  wanted.period = store_.periodNow(wheel.period, wheel.timeZone);
  wanted.segments = wheel.segments;
  wanted.open = open;
  const auto weights = weightsOf(wheel.segments);
  const auto begun = store_.beginSpin(wanted, [this, &weights](const repositories::MinigameSeedRow& seed) {
    return minigame::spinWheel(openSeed(seed), seed.clientSeed, static_cast<std::uint64_t>(seed.nextNonce), weights);
  });
  using Outcome = repositories::MinigameRepository::Outcome;
  if (begun.outcome == Outcome::Closed || !begun.spin) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kMinigameDisabled, "The mini game is closed now");
  }
  auto spin = *begun.spin;
  // An earlier spin of this period whose payment was cut short is finished
  // here too, so a member is never left without a prize the wheel showed.
  if (!spin.paid) {
    payPrize(member, spin);
    spin.paid = true;
  }
  if (begun.outcome == Outcome::OtherKey) {
    throw DomainError(ErrorKind::Conflict, error_keys::kMinigameAlreadySpun, "You have already spun in this period",
                      {{"nextAt", spin.nextAt}});
  }
  return {spin, begun.outcome == Outcome::SameKey};
}

std::vector<Spin> MinigameService::history(const repositories::Member& member) {
  requireRealAccount(member);
  return store_.spins(member.id, kHistoryLimit);
}

MinigameRotateResult MinigameService::rotate(const repositories::Member& member,
                                             const std::optional<std::string>& clientSeed) {
  requireRealAccount(member);
  if (clientSeed && !validClientSeed(*clientSeed)) invalid("clientSeed must be 1-64 of A-Z a-z 0-9 _ -");
  const auto before = ensureSeed(member);
  const auto serverSeed = security::randomHex(32);
  const auto hash = originals::sha256Hex(serverSeed);
  const auto rotated = store_.rotate(
      member.id, [this](const repositories::MinigameSeedRow& seed) { return openSeed(seed); },
      sealSeed(member.id, serverSeed, hash), hash, clientSeed.value_or(before.clientSeed));
  MinigameRotateResult result;
  result.revealed = {*rotated.revealed.revealed, rotated.revealed.hash, rotated.revealed.clientSeed,
                     rotated.revealed.nextNonce};
  result.current = seedOf(rotated.current);
  return result;
}

SpinVerification MinigameService::verify(const repositories::Member& member, std::int64_t spinId) {
  requireRealAccount(member);
  const auto spin = store_.findSpin(member.id, spinId);
  if (!spin) throw DomainError(ErrorKind::NotFound, error_keys::kMinigameSpinNotFound, "No such spin");
  if (!spin->serverSeed) {
    throw DomainError(ErrorKind::Conflict, error_keys::kMinigameSeedNotRevealed,
                      "Rotate the seed to reveal the server seed of this spin first");
  }
  SpinVerification verified;
  verified.spin = *spin;
  verified.recomputedSegment = static_cast<std::int64_t>(
      minigame::spinWheel(*spin->serverSeed, spin->clientSeed, static_cast<std::uint64_t>(spin->nonce), spin->weights));
  verified.hashMatches = originals::sha256Hex(*spin->serverSeed) == spin->serverSeedHash;
  verified.outcomeMatches = verified.recomputedSegment == spin->segment;
  return verified;
}

void MinigameService::setSchedule(bool enabled, const std::string& period, const std::string& timeZone) {
  if (period != "daily" && period != "weekly") invalid("the period is daily or weekly");
  if (timeZone.empty() || timeZone.size() > 64 || !store_.knownTimeZone(timeZone)) {
    invalid("unknown time zone " + timeZone);
  }
  store_.setSchedule(enabled, period, timeZone);
}

void MinigameService::replaceSegments(const std::vector<WheelSegment>& segments) {
  if (const auto problem = minigame::weightsProblem(weightsOf(segments))) invalid(*problem);
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const auto& segment = segments[i];
    if (segment.position != static_cast<std::int64_t>(i)) invalid("segments are numbered 0, 1, 2, ... in order");
    if (segment.kind == "nothing") {
      if (segment.amount != 0) invalid("a segment of nothing has amount 0");
    } else if (segment.kind == "points") {
      if (segment.amount < 1 || segment.amount > kMaxPoints) invalid("points prizes are 1 to 100000000 points");
    } else if (segment.kind == "bonus") {
      if (segment.amount < 1 || segment.amount > kMaxBonusMinor) invalid("bonus prizes are 0.01 to 1000000.00");
    } else {
      invalid("a segment's kind is points, bonus or nothing");
    }
  }
  store_.replaceSegments(segments);
}

}  // namespace panalo::services
