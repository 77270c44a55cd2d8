#include "domains/accounts/invitation_repository.hpp"

#include <pqxx/pqxx>

#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

#define PANALO_AFFILIATE_SELECT                                                                \
  "SELECT a.code, m.id, m.account, m.type_code, m.status = 'active', COALESCE(a.domain, ''), " \
  "a.active FROM affiliate_codes a JOIN members m ON m.id = a.member_id "

const db::Statement kFindAffiliate{"affiliate_find", PANALO_AFFILIATE_SELECT "WHERE lower(a.code) = lower($1)"};
const db::Statement kListAffiliates{"affiliate_list", PANALO_AFFILIATE_SELECT "ORDER BY lower(a.code)"};
const db::Statement kAddAffiliate{"affiliate_add",
                                  "INSERT INTO affiliate_codes (member_id, code, domain) VALUES ($1, $2, $3)"};
const db::Statement kFindReferral{"referral_find",
                                  "SELECT id, type_code, status = 'active' FROM members "
                                  "WHERE lower(referral_code) = lower($1)"};

#undef PANALO_AFFILIATE_SELECT

AffiliateCode affiliateFrom(const pqxx::row& row) {
  return {row[0].as<std::string>(), row[1].as<std::int64_t>(), row[2].as<std::string>(), row[3].as<int>(),
          row[4].as<bool>(),        row[5].as<std::string>(),  row[6].as<bool>()};
}

}  // namespace

std::optional<AffiliateCode> InvitationRepository::findAffiliate(const std::string& code) {
  auto lease = pool_.acquire();
  lease->prepare(kFindAffiliate);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFindAffiliate.name, code);
  if (rows.empty()) return std::nullopt;
  return affiliateFrom(rows[0]);
}

std::optional<ReferralOwner> InvitationRepository::findReferralOwner(const std::string& code) {
  auto lease = pool_.acquire();
  lease->prepare(kFindReferral);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFindReferral.name, code);
  if (rows.empty()) return std::nullopt;
  return ReferralOwner{rows[0][0].as<std::int64_t>(), rows[0][1].as<int>(), rows[0][2].as<bool>()};
}

void InvitationRepository::addAffiliate(std::int64_t agentId, const std::string& code,
                                        const std::optional<std::string>& domain) {
  auto lease = pool_.acquire();
  lease->prepare(kAddAffiliate);
  try {
    pqxx::work tx(lease->connection());
    tx.exec_prepared(kAddAffiliate.name, agentId, code, domain);
    tx.commit();
  } catch (const pqxx::unique_violation&) {
    throw DomainError(ErrorKind::Conflict, error_keys::kAffiliateCodeExists, "This affiliate code is already in use");
  }
}

std::vector<AffiliateCode> InvitationRepository::listAffiliates() {
  auto lease = pool_.acquire();
  lease->prepare(kListAffiliates);
  pqxx::read_transaction tx(lease->connection());
  std::vector<AffiliateCode> codes;
  for (const auto& row : tx.exec_prepared(kListAffiliates.name)) codes.push_back(affiliateFrom(row));
  return codes;
}

}  // namespace panalo::repositories
