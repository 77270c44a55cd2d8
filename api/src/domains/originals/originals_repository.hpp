#pragma once
// The house provider's own tables (0021 originals_seeds, originals_rounds).
// It never touches the wallet's tables: money moves only through the
// seamless-wallet calls.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct SeedRow {
  std::int64_t id = 0;
  std::int64_t memberId = 0;
  std::vector<std::uint8_t> sealed;  // the server seed under the master key
  std::string hash;
  std::optional<std::string> revealed;  // the server seed once rotated out
  std::string clientSeed;
  std::int64_t nextNonce = 0;
};

struct RoundRow {
  std::int64_t id = 0;
  std::int64_t memberId = 0;
  std::string fingerprint;
  std::int64_t seedId = 0;
  std::int64_t nonce = 0;
  std::string clientSeed;
  std::string gameCode;
  std::int64_t betMinor = 0;
  std::int64_t rtpBp = 0;
  std::optional<std::int64_t> target;  // dice
  bool settled = false;
  std::optional<std::int64_t> payoutMinor;
  std::optional<std::int64_t> balanceMinor;
};

struct NewRound {
  std::int64_t memberId = 0;
  std::string idempotencyKey;
  std::string fingerprint;
  std::string gameCode;
  std::int64_t betMinor = 0;
  std::int64_t rtpBp = 0;
  std::optional<std::int64_t> target;
};

class OriginalsRepository {
 public:
  explicit OriginalsRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::optional<SeedRow> activeSeed(std::int64_t memberId);
  // Adds the member's first seed unless another request just did.
  void insertSeedIfNone(std::int64_t memberId, const std::vector<std::uint8_t>& sealed, const std::string& hash,
                        const std::string& clientSeed);
  void setClientSeed(std::int64_t seedId, const std::string& clientSeed);

  // Under the active seed's row lock: the round of (member, key) if there is
  // one (`existing`), else a new open round with the seed's next nonce (the
  // nonce moves on). Throws DomainError(idempotency_key_reused) when the key
  // was used for another request.
  struct Begun {
    RoundRow round;
    SeedRow seed;
    bool existing = false;
  };
  Begun beginRound(const NewRound& round);
  // The stake was refused: the open round goes, and its nonce with it when no
  // later round took one, so a refused play changes nothing.
  void abandonRound(const RoundRow& round);
  void settleRound(std::int64_t roundId, std::int64_t payoutMinor, const std::string& resultJson,
                   std::int64_t balanceMinor);

  // Reveals the active seed (its server seed from `reveal`) and makes a new
  // one with `clientSeed`, in one transaction. Throws
  // DomainError(originals_round_in_progress) while a round on it is open.
  struct Rotated {
    SeedRow revealed;
    SeedRow current;
  };
  Rotated rotate(std::int64_t memberId, const std::function<std::string(const SeedRow&)>& reveal,
                 const std::vector<std::uint8_t>& newSealed, const std::string& newHash, const std::string& clientSeed);

  // A round of the member with its seed; none for another member's round.
  std::optional<std::pair<RoundRow, SeedRow>> findRound(std::int64_t memberId, std::int64_t roundId);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
