#pragma once
// The mini game's own tables (0032 minigame_config, minigame_segments,
// minigame_seeds, minigame_spins). Prizes are paid by the rewards and wallet
// services, never by writing their tables here.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "domains/minigame/minigame_types.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct MinigameSeedRow {
  std::int64_t id = 0;
  std::int64_t memberId = 0;
  std::vector<std::uint8_t> sealed;  // the server seed under the master key
  std::string hash;
  std::optional<std::string> revealed;  // the server seed once rotated out
  std::string clientSeed;
  std::int64_t nextNonce = 0;
};

struct NewSpin {
  std::int64_t memberId = 0;
  std::string idempotencyKey;
  services::SpinPeriod period;
  std::vector<services::WheelSegment> segments;  // the wheel to spin (2-12, by position)
  bool open = false;                             // false: the wheel is off, no new spin
};

class MinigameRepository {
 public:
  explicit MinigameRepository(db::ConnectionPool& pool) : pool_(pool) {}

  services::WheelConfig config();
  void setSchedule(bool enabled, const std::string& period, const std::string& timeZone);
  // The wheel replaced as a whole (positions 0..n-1), in one transaction.
  void replaceSegments(const std::vector<services::WheelSegment>& segments);
  bool knownTimeZone(const std::string& timeZone);
  // The period containing now in the time zone: day or ISO week (Monday).
  services::SpinPeriod periodNow(const std::string& period, const std::string& timeZone);

  std::optional<MinigameSeedRow> activeSeed(std::int64_t memberId);
  void insertSeedIfNone(std::int64_t memberId, const std::vector<std::uint8_t>& sealed, const std::string& hash,
                        const std::string& clientSeed);

  // Under the member's active seed's row lock, which orders every spin of
  // the member: the spin of (member, key) if there is one (SameKey); else
  // Closed when `spin.open` is false; else this period's spin under another
  // key (OtherKey); else a new open spin on the seed's next nonce, its segment
  // from `pick` (New).
  enum class Outcome { New, SameKey, OtherKey, Closed };
  struct Begun {
    Outcome outcome = Outcome::Closed;
    std::optional<services::Spin> spin;
  };
  Begun beginSpin(const NewSpin& spin, const std::function<std::size_t(const MinigameSeedRow&)>& pick);
  void markPaid(std::int64_t spinId);

  // Reveals the active seed (its server seed from `reveal`) and makes a new
  // one with `clientSeed`, in one transaction.
  struct Rotated {
    MinigameSeedRow revealed;
    MinigameSeedRow current;
  };
  Rotated rotate(std::int64_t memberId, const std::function<std::string(const MinigameSeedRow&)>& reveal,
                 const std::vector<std::uint8_t>& newSealed, const std::string& newHash, const std::string& clientSeed);

  std::optional<services::Spin> spinInPeriod(std::int64_t memberId, const std::string& periodKey);
  // The member's spins, newest first.
  std::vector<services::Spin> spins(std::int64_t memberId, std::int64_t limit);
  std::optional<services::Spin> findSpin(std::int64_t memberId, std::int64_t spinId);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
