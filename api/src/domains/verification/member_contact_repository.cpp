#include "domains/verification/member_contact_repository.hpp"

#include <pqxx/pqxx>

namespace panalo::repositories {
namespace {

const db::Statement kFindByMobile{"contact_find_by_mobile",
                                  "SELECT id FROM members WHERE mobile_num = $2 "
                                  "AND ltrim(country_dialing_code, '+') = $1 ORDER BY id LIMIT 1"};
const db::Statement kFindVerifiedByMobile{"contact_find_verified_by_mobile",
                                          "SELECT id FROM members WHERE mobile_num = $2 "
                                          "AND ltrim(country_dialing_code, '+') = $1 "
                                          "AND mobile_verified_at IS NOT NULL ORDER BY id LIMIT 1"};
const db::Statement kMarkMobileVerified{"contact_mark_mobile_verified",
                                        "UPDATE members SET mobile_verified_at = now() "
                                        "WHERE id = $1 AND mobile_num IS NOT NULL AND mobile_verified_at IS NULL"};
const db::Statement kFindByAccountAndEmail{"contact_find_by_account_email",
                                           "SELECT id FROM members WHERE lower(account) = lower($1) "
                                           "AND lower(email) = lower($2) AND status = 'active'"};
const db::Statement kContactOf{"contact_of",
                               "SELECT COALESCE(mobile_num, ''), ltrim(country_dialing_code, '+'), "
                               "COALESCE(email, '') FROM members WHERE id = $1"};
const db::Statement kIsKnownIp{"contact_is_known_ip",
                               "SELECT EXISTS (SELECT 1 FROM member_known_ips WHERE member_id = $1 AND ip = $2) "
                               "OR EXISTS (SELECT 1 FROM members WHERE id = $1 AND registered_ip = $2) "
                               "OR NOT (EXISTS (SELECT 1 FROM member_known_ips WHERE member_id = $1) "
                               "        OR EXISTS (SELECT 1 FROM members WHERE id = $1 AND registered_ip <> ''))"};
const db::Statement kRememberIp{"contact_remember_ip",
                                "INSERT INTO member_known_ips (member_id, ip) VALUES ($1, $2) "
                                "ON CONFLICT (member_id, ip) DO UPDATE SET last_seen = now()"};

std::optional<std::int64_t> firstId(const pqxx::result& rows) {
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

}  // namespace

std::optional<std::int64_t> MemberContactRepository::findByMobile(const std::string& dialingCode,
                                                                  const std::string& mobileNum) {
  auto lease = pool_.acquire();
  lease->prepare(kFindByMobile);
  pqxx::read_transaction tx(lease->connection());
  return firstId(tx.exec_prepared(kFindByMobile.name, dialingCode, mobileNum));
}

std::optional<std::int64_t> MemberContactRepository::findVerifiedByMobile(const std::string& dialingCode,
                                                                          const std::string& mobileNum) {
  auto lease = pool_.acquire();
  lease->prepare(kFindVerifiedByMobile);
  pqxx::read_transaction tx(lease->connection());
  return firstId(tx.exec_prepared(kFindVerifiedByMobile.name, dialingCode, mobileNum));
}

void MemberContactRepository::markMobileVerified(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kMarkMobileVerified);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kMarkMobileVerified.name, memberId);
  tx.commit();
}

std::optional<std::int64_t> MemberContactRepository::findByAccountAndEmail(const std::string& account,
                                                                           const std::string& email) {
  auto lease = pool_.acquire();
  lease->prepare(kFindByAccountAndEmail);
  pqxx::read_transaction tx(lease->connection());
  return firstId(tx.exec_prepared(kFindByAccountAndEmail.name, account, email));
}

MemberContact MemberContactRepository::contactOf(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kContactOf);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kContactOf.name, memberId);
  if (rows.empty()) return {};
  return {rows[0][0].as<std::string>(), rows[0][1].as<std::string>(), rows[0][2].as<std::string>()};
}

bool MemberContactRepository::isKnownIp(std::int64_t memberId, const std::string& ip) {
  auto lease = pool_.acquire();
  lease->prepare(kIsKnownIp);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared1(kIsKnownIp.name, memberId, ip)[0].as<bool>();
}

void MemberContactRepository::rememberIp(std::int64_t memberId, const std::string& ip) {
  auto lease = pool_.acquire();
  lease->prepare(kRememberIp);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kRememberIp.name, memberId, ip);
  tx.commit();
}

}  // namespace panalo::repositories
