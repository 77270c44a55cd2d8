#include "domains/originals/originals_repository.hpp"

#include <nlohmann/json.hpp>

#include <pqxx/pqxx>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

constexpr const char* kSeedColumns =
    "s.id, s.member_id, s.server_seed_sealed, s.server_seed_hash, s.server_seed, s.client_seed, s.next_nonce";
constexpr const char* kRoundColumns =
    "r.id, r.member_id, r.fingerprint, r.seed_id, r.nonce, r.client_seed, r.game_code, r.bet_minor, r.rtp_bp, "
    "(r.params ->> 'target')::bigint, r.status = 'settled', r.payout_minor, r.balance_minor";

std::string seedSelect(const std::string& where) {
  return std::string("SELECT ") + kSeedColumns + " FROM originals_seeds s " + where;
}

SeedRow seedOf(const pqxx::row& row, int offset = 0) {
  SeedRow seed;
  seed.id = row[offset].as<std::int64_t>();
  seed.memberId = row[offset + 1].as<std::int64_t>();
  const pqxx::binarystring sealed(row[offset + 2]);
  seed.sealed.assign(sealed.data(), sealed.data() + sealed.size());
  seed.hash = row[offset + 3].as<std::string>();
  if (!row[offset + 4].is_null()) seed.revealed = row[offset + 4].as<std::string>();
  seed.clientSeed = row[offset + 5].as<std::string>();
  seed.nextNonce = row[offset + 6].as<std::int64_t>();
  return seed;
}

RoundRow roundOf(const pqxx::row& row) {
  RoundRow round;
  round.id = row[0].as<std::int64_t>();
  round.memberId = row[1].as<std::int64_t>();
  round.fingerprint = row[2].as<std::string>();
  round.seedId = row[3].as<std::int64_t>();
  round.nonce = row[4].as<std::int64_t>();
  round.clientSeed = row[5].as<std::string>();
  round.gameCode = row[6].as<std::string>();
  round.betMinor = row[7].as<std::int64_t>();
  round.rtpBp = row[8].as<std::int64_t>();
  if (!row[9].is_null()) round.target = row[9].as<std::int64_t>();
  round.settled = row[10].as<bool>();
  if (!row[11].is_null()) round.payoutMinor = row[11].as<std::int64_t>();
  if (!row[12].is_null()) round.balanceMinor = row[12].as<std::int64_t>();
  return round;
}

std::string binary(const std::vector<std::uint8_t>& bytes) {
  return std::string(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

}  // namespace

std::optional<SeedRow> OriginalsRepository::activeSeed(std::int64_t memberId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(seedSelect("WHERE s.member_id = $1 AND s.revealed_at IS NULL"), memberId);
  if (rows.empty()) return std::nullopt;
  return seedOf(rows[0]);
}

void OriginalsRepository::insertSeedIfNone(std::int64_t memberId, const std::vector<std::uint8_t>& sealed,
                                           const std::string& hash, const std::string& clientSeed) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const pqxx::binarystring bytes(binary(sealed));
  tx.exec_params(
      "INSERT INTO originals_seeds (member_id, server_seed_sealed, server_seed_hash, client_seed) "
      "VALUES ($1, $2, $3, $4) ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING",
      memberId, bytes, hash, clientSeed);
  tx.commit();
}

void OriginalsRepository::setClientSeed(std::int64_t seedId, const std::string& clientSeed) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params("UPDATE originals_seeds SET client_seed = $2 WHERE id = $1 AND revealed_at IS NULL", seedId,
                 clientSeed);
  tx.commit();
}

OriginalsRepository::Begun OriginalsRepository::beginRound(const NewRound& round) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  // The seed row lock orders every round of the member, so two requests with
  // one key cannot both start a round, and nonces are handed out one by one.
  const auto seeds =
      tx.exec_params(seedSelect("WHERE s.member_id = $1 AND s.revealed_at IS NULL FOR UPDATE"), round.memberId);
  if (seeds.empty()) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no active seed");
  Begun begun;
  begun.seed = seedOf(seeds[0]);
  const auto existing = tx.exec_params(std::string("SELECT ") + kRoundColumns +
                                           " FROM originals_rounds r WHERE r.member_id = $1 AND r.idempotency_key = $2",
                                       round.memberId, round.idempotencyKey);
  if (!existing.empty()) {
    begun.round = roundOf(existing[0]);
    if (begun.round.fingerprint != round.fingerprint) {
      throw DomainError(ErrorKind::Conflict, error_keys::kIdempotencyKeyReused,
                        "This idempotency key was used for another request");
    }
    begun.existing = true;
    // The round's own seed (the active one may have been rotated in since).
    const auto seed = tx.exec_params(seedSelect("WHERE s.id = $1"), begun.round.seedId);
    begun.seed = seedOf(seed[0]);
    tx.commit();
    return begun;
  }
  nlohmann::json params = nlohmann::json::object();
  if (round.target) params["target"] = *round.target;
  const auto inserted = tx.exec_params(
      std::string("INSERT INTO originals_rounds AS r (member_id, idempotency_key, fingerprint, seed_id, nonce, "
                  "client_seed, game_code, bet_minor, rtp_bp, params) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, "
                  "$10::jsonb) RETURNING ") +
          kRoundColumns,
      round.memberId, round.idempotencyKey, round.fingerprint, begun.seed.id, begun.seed.nextNonce,
      begun.seed.clientSeed, round.gameCode, round.betMinor, round.rtpBp, params.dump());
  begun.round = roundOf(inserted[0]);
  tx.exec_params("UPDATE originals_seeds SET next_nonce = next_nonce + 1 WHERE id = $1", begun.seed.id);
  tx.commit();
  return begun;
}

void OriginalsRepository::abandonRound(const RoundRow& round) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params("SELECT 1 FROM originals_seeds WHERE id = $1 FOR UPDATE", round.seedId);
  const auto deleted =
      tx.exec_params("DELETE FROM originals_rounds WHERE id = $1 AND status = 'open' RETURNING 1", round.id);
  if (!deleted.empty()) {
    tx.exec_params("UPDATE originals_seeds SET next_nonce = $2 WHERE id = $1 AND next_nonce = $2 + 1", round.seedId,
                   round.nonce);
  }
  tx.commit();
}

void OriginalsRepository::settleRound(std::int64_t roundId, std::int64_t payoutMinor, const std::string& resultJson,
                                      std::int64_t balanceMinor) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  tx.exec_params(
      "UPDATE originals_rounds SET status = 'settled', payout_minor = $2, result = $3::jsonb, balance_minor = $4, "
      "settled_at = now() WHERE id = $1 AND status = 'open'",
      roundId, payoutMinor, resultJson, balanceMinor);
  tx.commit();
}

OriginalsRepository::Rotated OriginalsRepository::rotate(std::int64_t memberId,
                                                         const std::function<std::string(const SeedRow&)>& reveal,
                                                         const std::vector<std::uint8_t>& newSealed,
                                                         const std::string& newHash, const std::string& clientSeed) {
  auto lease = pool_.acquire();
  pqxx::work tx(lease->connection());
  const auto seeds =
      tx.exec_params(seedSelect("WHERE s.member_id = $1 AND s.revealed_at IS NULL FOR UPDATE"), memberId);
  if (seeds.empty()) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "no active seed");
  Rotated rotated;
  rotated.revealed = seedOf(seeds[0]);
  // An open round's outcome must not be known before its stake is settled.
  if (!tx.exec_params("SELECT 1 FROM originals_rounds WHERE seed_id = $1 AND status = 'open' LIMIT 1",
                      rotated.revealed.id)
           .empty()) {
    throw DomainError(ErrorKind::Conflict, error_keys::kOriginalsRoundInProgress,
                      "A round on this seed is still open; finish it first");
  }
  rotated.revealed.revealed = reveal(rotated.revealed);
  tx.exec_params("UPDATE originals_seeds SET server_seed = $2, revealed_at = now() WHERE id = $1", rotated.revealed.id,
                 *rotated.revealed.revealed);
  const pqxx::binarystring bytes(binary(newSealed));
  const auto current = tx.exec_params(
      std::string("INSERT INTO originals_seeds AS s (member_id, server_seed_sealed, server_seed_hash, client_seed) "
                  "VALUES ($1, $2, $3, $4) RETURNING ") +
          kSeedColumns,
      memberId, bytes, newHash, clientSeed);
  rotated.current = seedOf(current[0]);
  tx.commit();
  return rotated;
}

std::optional<std::pair<RoundRow, SeedRow>> OriginalsRepository::findRound(std::int64_t memberId,
                                                                           std::int64_t roundId) {
  auto lease = pool_.acquire();
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_params(std::string("SELECT ") + kRoundColumns + ", " + kSeedColumns +
                                       " FROM originals_rounds r JOIN originals_seeds s ON s.id = r.seed_id "
                                       "WHERE r.member_id = $1 AND r.id = $2",
                                   memberId, roundId);
  if (rows.empty()) return std::nullopt;
  return std::make_pair(roundOf(rows[0]), seedOf(rows[0], 13));
}

}  // namespace panalo::repositories
