#include "domains/games/launch_token_repository.hpp"

#include <pqxx/pqxx>

#include <string>

namespace panalo::repositories {
namespace {

const db::Statement kPurgeExpired{"games_launch_tokens_purge",
                                  "DELETE FROM game_launch_tokens WHERE member_id = $1 AND expires_at < now()"};
const db::Statement kIssue{"games_launch_token_issue",
                           "INSERT INTO game_launch_tokens (token_hash, member_id, vendor_code, game_id, expires_at) "
                           "VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))"};
const db::Statement kRedeem{"games_launch_token_redeem",
                            "UPDATE game_launch_tokens SET used_at = now() "
                            "WHERE token_hash = $1 AND vendor_code = $2 AND used_at IS NULL AND expires_at > now() "
                            "RETURNING member_id, game_id"};

pqxx::binarystring bytesOf(const TokenDigest& digest) {
  return pqxx::binarystring(std::string(reinterpret_cast<const char*>(digest.data()), digest.size()));
}

}  // namespace

void LaunchTokenRepository::issue(const TokenDigest& digest, std::int64_t memberId, const std::string& vendor,
                                  std::int64_t nodeId, std::int64_t seconds) {
  auto lease = pool_.acquire();
  lease->prepare(kPurgeExpired);
  lease->prepare(kIssue);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kPurgeExpired.name, memberId);
  tx.exec_prepared(kIssue.name, bytesOf(digest), memberId, vendor, nodeId, static_cast<double>(seconds));
  tx.commit();
}

std::optional<LaunchTokenOwner> LaunchTokenRepository::redeem(const TokenDigest& digest, const std::string& vendor) {
  auto lease = pool_.acquire();
  lease->prepare(kRedeem);
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_prepared(kRedeem.name, bytesOf(digest), vendor);
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return LaunchTokenOwner{rows[0][0].as<std::int64_t>(), rows[0][1].as<std::int64_t>()};
}

}  // namespace panalo::repositories
