#include "domains/minigame/minigame_repository.hpp"

#include <nlohmann/json.hpp>

#include <pqxx/pqxx>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_UTC_TEXT(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"

constexpr const char* kSeedColumns =
    "s.id, s.member_id, s.server_seed_sealed, s.server_seed_hash, s.server_seed, s.client_seed, s.next_nonce";

// A spin with its seed's hash and, once rotated out, the server seed.
constexpr const char* kSpinSelect =
    "SELECT p.id, p.period_key, " PANALO_UTC_TEXT("p.period_ends_at") ", p.segment, p.prize_kind, p.amount, "
    "p.status = 'paid', s.server_seed_hash, s.server_seed, p.client_seed, p.nonce, p.weights::text, " PANALO_UTC_TEXT(
        "p.created_at") " FROM minigame_spins p JOIN minigame_seeds s ON s.id = p.seed_id ";

// $1 'day' or 'week', $2 the time zone: the period's first local day and its end.
constexpr const char* kPeriodSql = "SELECT to_char(d, 'YYYY-MM-DD'), " PANALO_UTC_TEXT(
    "((d + ('1 ' || $1)::interval) AT TIME ZONE $2)") " FROM (SELECT date_trunc($1, now() AT TIME ZONE $2) AS d) p";

std::string seedSelect(const std::string& where) {
  return std::string("SELECT ") + kSeedColumns + " FROM minigame_seeds s " + where;
}

MinigameSeedRow seedOf(const pqxx::row& row) {
  MinigameSeedRow seed;
  seed.id = row[0].as<std::int64_t>();
  seed.memberId = row[1].as<std::int64_t>();
  const pqxx::binarystring sealed(row[2]);
  seed.sealed.assign(sealed.data(), sealed.data() + sealed.size());
  seed.hash = row[3].as<std::string>();
  if (!row[4].is_null()) seed.revealed = row[4].as<std::string>();
  seed.clientSeed = row[5].as<std::string>();
  seed.nextNonce = row[6].as<std::int64_t>();
  return seed;
}

services::Spin spinOf(const pqxx::row& row) {
  services::Spin spin;
  spin.id = row[0].as<std::int64_t>();
  spin.periodKey = row[1].as<std::string>();
  spin.nextAt = row[2].as<std::string>();
  spin.segment = row[3].as<std::int64_t>();
  spin.kind = row[4].as<std::string>();
  spin.amount = row[5].as<std::int64_t>();
  spin.paid = row[6].as<bool>();
  spin.serverSeedHash = row[7].as<std::string>();
  if (!row[8].is_null()) spin.serverSeed = row[8].as<std::string>();
  spin.clientSeed = row[9].as<std::string>();
  spin.nonce = row[10].as<std::int64_t>();
  for (const auto& weight : nlohmann::json::parse(row[11].as<std::string>())) {
    spin.weights.push_back(weight.get<std::uint32_t>());
  }
  spin.createdAt = row[12].as<std::string>();
  return spin;
}

std::string binary(const std::vector<std::uint8_t>& bytes) {
  return std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

std::optional<services::Spin> firstSpin(const pqxx::result& rows) {
  if (rows.empty()) return std::nullopt;
  return spinOf(rows[0]);
}

}  // namespace

services::WheelConfig MinigameRepository::config() {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  services::WheelConfig config;
  const auto row = tx.exec1("SELECT enabled, period, time_zone FROM minigame_config WHERE id = 1");
  config.enabled = row[0].as<bool>();
  config.period = row[1].as<std::string>();
  config.timeZone = row[2].as<std::string>();
  for (const auto& segment :
       tx.exec("SELECT position, weight, prize_kind, amount FROM minigame_segments ORDER BY position")) {
    config.segments.push_back({segment[0].as<std::int64_t>(), segment[1].as<std::uint32_t>(),
                               segment[2].as<std::string>(), segment[3].as<std::int64_t>()});
  }
  return config;
}

void MinigameRepository::setSchedule(bool enabled, const std::string& period, const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "UPDATE minigame_config SET enabled = $1, period = $2, time_zone = $3, updated_at = now() WHERE id = 1", enabled,
      period, timeZone);
  tx.commit();
}

void MinigameRepository::replaceSegments(const std::vector<services::WheelSegment>& segments) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec("DELETE FROM minigame_segments");
  for (const auto& segment : segments) {
    tx.exec_params("INSERT INTO minigame_segments (position, weight, prize_kind, amount) VALUES ($1, $2, $3, $4)",
                   segment.position, segment.weight, segment.kind, segment.amount);
  }
  tx.exec("UPDATE minigame_config SET updated_at = now() WHERE id = 1");
  tx.commit();
}

bool MinigameRepository::knownTimeZone(const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return !tx.exec_params("SELECT 1 FROM pg_timezone_names WHERE name = $1", timeZone).empty();
}

services::SpinPeriod MinigameRepository::periodNow(const std::string& period, const std::string& timeZone) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto row = tx.exec_params1(kPeriodSql, period == "weekly" ? "week" : "day", timeZone);
  return {period + ":" + row[0].as<std::string>(), row[1].as<std::string>()};
}

std::optional<MinigameSeedRow> MinigameRepository::activeSeed(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(seedSelect("WHERE s.member_id = $1 AND s.revealed_at IS NULL"), memberId);
  if (rows.empty()) return std::nullopt;
  return seedOf(rows[0]);
}

void MinigameRepository::insertSeedIfNone(std::int64_t memberId, const std::vector<std::uint8_t>& sealed,
                                          const std::string& hash, const std::string& clientSeed) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const pqxx::binarystring bytes(binary(sealed));
  tx.exec_params(
      "INSERT INTO minigame_seeds (member_id, server_seed_sealed, server_seed_hash, client_seed) "
      "VALUES ($1, $2, $3, $4) ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING",
      memberId, bytes, hash, clientSeed);
  tx.commit();
}

MinigameRepository::Begun MinigameRepository::beginSpin(
    const NewSpin& spin, const std::function<std::size_t(const MinigameSeedRow&)>& pick) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  // Every spin of the member waits here, so two requests (same key or not)
  // are decided one after the other; the UNIQUE keys stay as the backstop.
  const auto seeds =
      tx.exec_params(seedSelect("WHERE s.member_id = $1 AND s.revealed_at IS NULL FOR UPDATE"), spin.memberId);
  if (seeds.empty()) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no active mini game seed");
  const auto seed = seedOf(seeds[0]);
  Begun begun;
  if ((begun.spin = firstSpin(tx.exec_params(std::string(kSpinSelect) + "WHERE p.member_id = $1 AND "
                                                                        "p.idempotency_key = $2",
                                             spin.memberId, spin.idempotencyKey)))) {
    begun.outcome = Outcome::SameKey;
    return begun;
  }
  if (!spin.open) return begun;
  if ((begun.spin = firstSpin(tx.exec_params(std::string(kSpinSelect) + "WHERE p.member_id = $1 AND p.period_key = $2",
                                             spin.memberId, spin.period.key)))) {
    begun.outcome = Outcome::OtherKey;
    return begun;
  }
  const auto segment = pick(seed);
  if (segment >= spin.segments.size()) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "bad pick");
  auto weights = nlohmann::json::array();
  for (const auto& each : spin.segments) weights.push_back(each.weight);
  const auto& prize = spin.segments[segment];
  const auto id =
      tx.exec_params1(
            "INSERT INTO minigame_spins (member_id, idempotency_key, period_key, period_ends_at, seed_id, "
            "nonce, client_seed, weights, segment, prize_kind, amount, status, paid_at) VALUES ($1, $2, $3, "
            "$4::timestamptz, $5, $6, $7, $8::jsonb, $9, $10, $11, $12::text, "
            "CASE WHEN $12::text = 'paid' THEN now() END) RETURNING id",
            spin.memberId, spin.idempotencyKey, spin.period.key, spin.period.endsAt, seed.id, seed.nextNonce,
            seed.clientSeed, weights.dump(), static_cast<std::int64_t>(segment), prize.kind, prize.amount,
            prize.kind == "nothing" ? "paid" : "open")[0]
          .as<std::int64_t>();
  tx.exec_params("UPDATE minigame_seeds SET next_nonce = next_nonce + 1 WHERE id = $1", seed.id);
  begun.spin = firstSpin(tx.exec_params(std::string(kSpinSelect) + "WHERE p.id = $1", id));
  begun.outcome = Outcome::New;
  tx.commit();
  return begun;
}

void MinigameRepository::markPaid(std::int64_t spinId) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params("UPDATE minigame_spins SET status = 'paid', paid_at = now() WHERE id = $1 AND status = 'open'",
                 spinId);
  tx.commit();
}

MinigameRepository::Rotated MinigameRepository::rotate(std::int64_t memberId,
                                                       const std::function<std::string(const MinigameSeedRow&)>& reveal,
                                                       const std::vector<std::uint8_t>& newSealed,
                                                       const std::string& newHash, const std::string& clientSeed) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto seeds =
      tx.exec_params(seedSelect("WHERE s.member_id = $1 AND s.revealed_at IS NULL FOR UPDATE"), memberId);
  if (seeds.empty()) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no active mini game seed");
  Rotated rotated;
  // A spin's prize is fixed when it is recorded, so revealing the seed of a
  // spin whose payment is still open tells nothing that could be gamed.
  rotated.revealed = seedOf(seeds[0]);
  rotated.revealed.revealed = reveal(rotated.revealed);
  tx.exec_params("UPDATE minigame_seeds SET server_seed = $2, revealed_at = now() WHERE id = $1", rotated.revealed.id,
                 *rotated.revealed.revealed);
  const pqxx::binarystring bytes(binary(newSealed));
  const auto current = tx.exec_params1(
      std::string("INSERT INTO minigame_seeds AS s (member_id, server_seed_sealed, server_seed_hash, client_seed) "
                  "VALUES ($1, $2, $3, $4) RETURNING ") +
          kSeedColumns,
      memberId, bytes, newHash, clientSeed);
  rotated.current = seedOf(current);
  tx.commit();
  return rotated;
}

std::optional<services::Spin> MinigameRepository::spinInPeriod(std::int64_t memberId, const std::string& periodKey) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return firstSpin(
      tx.exec_params(std::string(kSpinSelect) + "WHERE p.member_id = $1 AND p.period_key = $2", memberId, periodKey));
}

std::vector<services::Spin> MinigameRepository::spins(std::int64_t memberId, std::int64_t limit) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  std::vector<services::Spin> list;
  for (const auto& row : tx.exec_params(std::string(kSpinSelect) + "WHERE p.member_id = $1 ORDER BY p.id DESC LIMIT $2",
                                        memberId, limit)) {
    list.push_back(spinOf(row));
  }
  return list;
}

std::optional<services::Spin> MinigameRepository::findSpin(std::int64_t memberId, std::int64_t spinId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  return firstSpin(tx.exec_params(std::string(kSpinSelect) + "WHERE p.member_id = $1 AND p.id = $2", memberId, spinId));
}

}  // namespace panalo::repositories
