#pragma once
// Panalo Originals, the house game provider (issue 14 item 5): provably fair
// rounds of PO_FRUIT_SLOT and PO_DICE (shared/include/panalo/originals/),
// paid through the seamless wallet like any vendor's. A round:
//   1. takes the next nonce of the member's active seed and is recorded open
//      (under the seed's row lock; the idempotency key names it);
//   2. debits the stake through the platform (transaction "PO-R<id>-bet");
//      a refusal (quota_not_sufficient, in_need_true_account, a play break)
//      removes the round and returns its nonce: nothing changed;
//   3. computes the outcome from HMAC-SHA256(server seed, client seed:nonce);
//   4. credits the payout ("PO-R<id>-win", 0 for a loss), settling the bet;
//   5. is marked settled.
// Every id is derived from the round, so a retry with the same key after a
// failure between the steps finishes the same round (the wallet answers a
// repeated transaction id with its first answer) and never pays twice.

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/originals/originals_repository.hpp"
#include "domains/originals/originals_types.hpp"
#include "domains/originals/seamless_client.hpp"
#include "domains/system/settings_repository.hpp"
#include "platform/security/master_key.hpp"

namespace panalo::services {

class OriginalsService {
 public:
  // site_settings: {"PO_FRUIT_SLOT": 9650, "PO_DICE": 9900}, RTP per game in
  // basis points (8000-9900); a game missing from it takes its default.
  static constexpr const char* kRtpSetting = "originals.rtp_bp";
  static constexpr std::int64_t kDefaultSlotRtpBp = 9650;
  static constexpr std::int64_t kDefaultDiceRtpBp = 9900;

  OriginalsService(repositories::OriginalsRepository& store, repositories::SettingsRepository& settings,
                   const std::optional<security::MasterKey>& masterKey, originals::SeamlessClient& wallet)
      : store_(store), settings_(settings), masterKey_(masterKey), wallet_(wallet) {}

  // Every call refuses a trial account (in_need_true_account): rounds are real money.
  SeedState seedState(const repositories::Member& member);
  // Throws invalid_parameter unless 1-64 of A-Z a-z 0-9 _ -.
  SeedState setClientSeed(const repositories::Member& member, const std::string& clientSeed);
  RotateResult rotate(const repositories::Member& member, const std::optional<std::string>& clientSeed);
  std::vector<GameInfo> games();

  // Throws DomainError: in_need_true_account; idempotency_key_invalid,
  // invalid_parameter (game, target), amount_* (the money rule),
  // originals_bet_out_of_range (400); idempotency_key_reused (409);
  // quota_not_sufficient (422), cool_off_active / self_exclusion_active
  // (403) from the wallet; originals_wallet_unavailable (503): the round is
  // open and a retry with the same key finishes it.
  RoundResult play(const repositories::Member& member, const PlayRequest& request);

  // The member's round recomputed from its revealed seed. Throws not_found,
  // originals_seed_not_revealed (409).
  VerifyResult verify(const repositories::Member& member, std::int64_t roundId);

  // The outcome of a round from its seeds alone (panaloctl originals verify).
  static RoundResult compute(const std::string& serverSeed, const std::string& clientSeed, std::int64_t nonce,
                             const std::string& gameCode, std::int64_t betMinor, std::int64_t rtpBp,
                             std::optional<std::int64_t> target);

  std::int64_t rtpOf(const std::string& gameCode);
  // panaloctl settings set originals.rtp_bp: an object of known games to
  // integers 8000-9900. Throws DomainError(invalid_parameter) otherwise.
  void replaceRtpSetting(const nlohmann::json& value);

 private:
  SeedState ensureSeed(const repositories::Member& member);
  std::string openSeed(const repositories::SeedRow& seed) const;
  std::vector<std::uint8_t> sealSeed(std::int64_t memberId, const std::string& serverSeed,
                                     const std::string& hash) const;
  const security::MasterKey& masterKey() const;

  repositories::OriginalsRepository& store_;
  repositories::SettingsRepository& settings_;
  const std::optional<security::MasterKey>& masterKey_;
  originals::SeamlessClient& wallet_;
};

}  // namespace panalo::services
