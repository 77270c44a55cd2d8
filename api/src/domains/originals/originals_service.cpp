#include "domains/originals/originals_service.hpp"

#include <algorithm>

#include "domains/accounts/member_types.hpp"
#include "domains/originals/originals_json.hpp"
#include "panalo/money/amount.hpp"
#include "panalo/originals/fair.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/random_text.hpp"
#include "platform/security/sealed_seed.hpp"

namespace panalo::services {
namespace {

constexpr std::int64_t kMinRtpBp = 8000;
constexpr std::int64_t kMaxRtpBp = 9900;

void requireRealAccount(const repositories::Member& member) {
  if (member_types::isTrial(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
}

[[noreturn]] void invalid(const std::string& why) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, why);
}

bool validClientSeed(const std::string& seed) {
  return !seed.empty() && seed.size() <= 64 && std::all_of(seed.begin(), seed.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

// The wallet's idempotency-key rule (8-128 of A-Z a-z 0-9 _ . : -; 0021's CHECK).
bool validKey(const std::string& key) {
  return key.size() >= 8 && key.size() <= 128 && std::all_of(key.begin(), key.end(), [](char c) {
           return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
                  c == ':' || c == '-';
         });
}

bool knownGame(const std::string& code) { return code == originals::kSlotGameCode || code == originals::kDiceGameCode; }

SeedState stateOf(const repositories::SeedRow& seed) { return {seed.id, seed.hash, seed.clientSeed, seed.nextNonce}; }

std::string roundRef(std::int64_t roundId) { return std::string(kOriginalsVendor) + "-R" + std::to_string(roundId); }

}  // namespace

const security::MasterKey& OriginalsService::masterKey() const {
  if (!masterKey_) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable,
                      "The house games need PANALO_MASTER_KEY");
  }
  return *masterKey_;
}

// The server seed is sealed under the master key, bound to its member and
// its hash: a sealed seed copied to another row does not open.
std::vector<std::uint8_t> OriginalsService::sealSeed(std::int64_t memberId, const std::string& serverSeed,
                                                     const std::string& hash) const {
  return security::sealSeed(masterKey(), serverSeed, "panalo/originals/seed/" + std::to_string(memberId) + "/" + hash);
}

std::string OriginalsService::openSeed(const repositories::SeedRow& seed) const {
  if (seed.revealed) return *seed.revealed;
  return security::openSeed(masterKey(), seed.sealed, seed.hash,
                            "panalo/originals/seed/" + std::to_string(seed.memberId) + "/" + seed.hash);
}

SeedState OriginalsService::ensureSeed(const repositories::Member& member) {
  if (auto seed = store_.activeSeed(member.id)) return stateOf(*seed);
  const auto serverSeed = security::randomHex(32);
  const auto hash = originals::sha256Hex(serverSeed);
  store_.insertSeedIfNone(member.id, sealSeed(member.id, serverSeed, hash), hash, security::randomHex(8));
  const auto seed = store_.activeSeed(member.id);
  if (!seed) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no seed after creating one");
  return stateOf(*seed);
}

SeedState OriginalsService::seedState(const repositories::Member& member) {
  requireRealAccount(member);
  return ensureSeed(member);
}

SeedState OriginalsService::setClientSeed(const repositories::Member& member, const std::string& clientSeed) {
  requireRealAccount(member);
  if (!validClientSeed(clientSeed)) invalid("clientSeed must be 1-64 of A-Z a-z 0-9 _ -");
  const auto state = ensureSeed(member);
  store_.setClientSeed(state.seedId, clientSeed);
  return seedState(member);
}

RotateResult OriginalsService::rotate(const repositories::Member& member,
                                      const std::optional<std::string>& clientSeed) {
  requireRealAccount(member);
  if (clientSeed && !validClientSeed(*clientSeed)) invalid("clientSeed must be 1-64 of A-Z a-z 0-9 _ -");
  const auto before = ensureSeed(member);
  const auto serverSeed = security::randomHex(32);
  const auto hash = originals::sha256Hex(serverSeed);
  const auto rotated = store_.rotate(
      member.id, [this](const repositories::SeedRow& seed) { return openSeed(seed); },
      sealSeed(member.id, serverSeed, hash), hash, clientSeed.value_or(before.clientSeed));
  RotateResult result;
  result.revealed = {*rotated.revealed.revealed, rotated.revealed.hash, rotated.revealed.clientSeed,
                     rotated.revealed.nextNonce};
  result.current = stateOf(rotated.current);
  return result;
}

std::int64_t OriginalsService::rtpOf(const std::string& gameCode) {
  const auto fallback = gameCode == originals::kSlotGameCode ? kDefaultSlotRtpBp : kDefaultDiceRtpBp;
  const auto setting = settings_.read(kRtpSetting);
  if (!setting || !setting->is_object()) return fallback;
  const auto it = setting->find(gameCode);
  if (it == setting->end() || !it->is_number_integer()) return fallback;
  const auto value = it->get<std::int64_t>();
  return value >= kMinRtpBp && value <= kMaxRtpBp ? value : fallback;
}

void OriginalsService::replaceRtpSetting(const nlohmann::json& value) {
  if (!value.is_object()) invalid(std::string(kRtpSetting) + " takes an object such as {\"PO_DICE\": 9900}");
  for (const auto& [game, rtp] : value.items()) {
    if (!knownGame(game)) invalid("unknown house game " + game + " (PO_FRUIT_SLOT, PO_DICE)");
    if (!rtp.is_number_integer() || rtp.get<std::int64_t>() < kMinRtpBp || rtp.get<std::int64_t>() > kMaxRtpBp) {
      invalid("the RTP of " + game + " must be an integer number of basis points, 8000-9900");
    }
  }
  settings_.write(kRtpSetting, value);
}

std::vector<GameInfo> OriginalsService::games() {
  std::vector<GameInfo> list;
  list.reserve(2);
  const auto slotRtp = rtpOf(originals::kSlotGameCode);
  list.push_back({originals::kSlotGameCode, "slot", slotRtp, originals::buildSlotPaytable(slotRtp)});
  list.push_back({originals::kDiceGameCode, "dice", rtpOf(originals::kDiceGameCode), {}});
  return list;
}

RoundResult OriginalsService::compute(const std::string& serverSeed, const std::string& clientSeed, std::int64_t nonce,
                                      const std::string& gameCode, std::int64_t betMinor, std::int64_t rtpBp,
                                      std::optional<std::int64_t> target) {
  RoundResult result;
  result.gameCode = gameCode;
  result.betMinor = betMinor;
  result.rtpBp = rtpBp;
  result.serverSeedHash = originals::sha256Hex(serverSeed);
  result.clientSeed = clientSeed;
  result.nonce = nonce;
  originals::FairStream stream(serverSeed, clientSeed, static_cast<std::uint64_t>(nonce));
  if (gameCode == originals::kSlotGameCode) {
    result.slot = originals::spinSlot(stream, originals::buildSlotPaytable(rtpBp), betMinor);
    result.payoutMinor = result.slot->payoutMinor;
  } else if (gameCode == originals::kDiceGameCode && target && originals::diceTargetOk(*target)) {
    result.target = target;
    result.dice = originals::playDice(stream, betMinor, *target, rtpBp);
    result.payoutMinor = result.dice->payoutMinor;
  } else {
    invalid("unknown game or dice target");
  }
  return result;
}

RoundResult OriginalsService::play(const repositories::Member& member, const PlayRequest& request) {
  requireRealAccount(member);
  if (!validKey(request.idempotencyKey)) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kIdempotencyKeyInvalid,
                      "idempotencyKey must be 8 to 128 of A-Z a-z 0-9 _ . : -");
  }
  if (!knownGame(request.gameCode)) invalid("unknown house game");
  const bool dice = request.gameCode == originals::kDiceGameCode;
  if (dice && (!request.target || !originals::diceTargetOk(*request.target))) {
    invalid("target must be 100 to 9800 (1.00 to 98.00)");
  }
  if (!dice && request.target) invalid("the slot takes no target");
  const auto parsed = money::parseAmount(request.amount.value_or(""));
  if (!parsed.ok()) {
    throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                      "amount must be a decimal text with at most 2 decimals");
  }
  if (parsed.minor < kOriginalsMinBetMinor || parsed.minor > kOriginalsMaxBetMinor) {
    throw DomainError(
        ErrorKind::InvalidInput, error_keys::kOriginalsBetOutOfRange, "The stake is outside the limits",
        {{"min", money::formatMinor(kOriginalsMinBetMinor)}, {"max", money::formatMinor(kOriginalsMaxBetMinor)}});
  }
  ensureSeed(member);
  repositories::NewRound wanted;
  wanted.memberId = member.id;
  wanted.idempotencyKey = request.idempotencyKey;
  wanted.gameCode = request.gameCode;
  wanted.betMinor = parsed.minor;
  wanted.rtpBp = rtpOf(request.gameCode);
  wanted.target = dice ? request.target : std::nullopt;
  // The RTP is not part of the request: a retry after the operator changed
  // it finishes the round at the RTP it started with.
  wanted.fingerprint = request.gameCode + "|" + std::to_string(parsed.minor) + "|" +
                       (dice ? std::to_string(*request.target) : std::string());
  const auto begun = store_.beginRound(wanted);
  const auto& round = begun.round;
  auto result = compute(openSeed(begun.seed), round.clientSeed, round.nonce, round.gameCode, round.betMinor,
                        round.rtpBp, round.target);
  result.roundId = round.id;
  result.serverSeedHash = begun.seed.hash;
  if (round.settled) {
    result.balanceMinor = round.balanceMinor.value_or(0);
    result.replayed = true;
    return result;
  }
  const auto ref = roundRef(round.id);
  try {
    wallet_.debit(ref + "-bet", member.account, ref, round.gameCode, round.betMinor);
  } catch (const DomainError& error) {
    if (originals::SeamlessClient::isRefusal(error.key())) store_.abandonRound(round);
    throw;
  }
  const auto credited = wallet_.credit(ref + "-win", member.account, ref, result.payoutMinor);
  result.balanceMinor = credited.balanceMinor;
  store_.settleRound(round.id, result.payoutMinor, routes::roundOutcomeJson(result).dump(), result.balanceMinor);
  return result;
}

VerifyResult OriginalsService::verify(const repositories::Member& member, std::int64_t roundId) {
  requireRealAccount(member);
  const auto found = store_.findRound(member.id, roundId);
  if (!found) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such round");
  const auto& [round, seed] = *found;
  if (!seed.revealed) {
    throw DomainError(ErrorKind::Conflict, error_keys::kOriginalsSeedNotRevealed,
                      "Rotate the seed to reveal the server seed of this round first");
  }
  VerifyResult verified;
  verified.serverSeed = *seed.revealed;
  verified.round = compute(verified.serverSeed, round.clientSeed, round.nonce, round.gameCode, round.betMinor,
                           round.rtpBp, round.target);
  verified.round.roundId = round.id;
  verified.round.serverSeedHash = seed.hash;
  verified.round.balanceMinor = round.balanceMinor.value_or(0);
  verified.recomputedPayoutMinor = verified.round.payoutMinor;
  verified.hashMatches = originals::sha256Hex(verified.serverSeed) == seed.hash;
  verified.outcomeMatches = round.settled && round.payoutMinor == verified.recomputedPayoutMinor;
  verified.round.payoutMinor = round.payoutMinor.value_or(0);
  return verified;
}

}  // namespace panalo::services
