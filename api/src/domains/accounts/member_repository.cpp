#include "domains/accounts/member_repository.hpp"

#include <pqxx/pqxx>

#include "domains/accounts/member_row.hpp"
#include "domains/accounts/registration_details_repository.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::repositories {
namespace {

const db::Statement kFindByAccount{"members_find_by_account",
                                   "SELECT " PANALO_MEMBER_COLUMNS " FROM members WHERE lower(account) = lower($1)"};
const db::Statement kFindById{"members_find_by_id", "SELECT " PANALO_MEMBER_COLUMNS " FROM members WHERE id = $1"};
const db::Statement kList{"members_list", "SELECT " PANALO_MEMBER_COLUMNS " FROM members ORDER BY id"};
const db::Statement kInsert{"members_insert",
                            "INSERT INTO members (account, nickname, type_code, password_hash, mobile_num, "
                            "country_dialing_code, email, registered_ip, must_change_password, upline_id, "
                            "referrer_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id"};
const db::Statement kChangePassword{"members_change_password",
                                    "UPDATE members SET password_hash = $2, password_changed_at = now(), "
                                    "must_change_password = false WHERE id = $1"};
// One statement is one transaction: the new hash, the cleared flag and the
// ended sessions commit together or not at all.
const db::Statement kChangePasswordEndingSessions{
    "members_change_password_ending_sessions",
    "WITH changed AS (UPDATE members SET password_hash = $2, password_changed_at = now(), "
    "must_change_password = false WHERE id = $1 RETURNING id) "
    "DELETE FROM sessions WHERE member_id IN (SELECT id FROM changed)"};
const db::Statement kSetOperatorPassword{
    "members_set_operator_password",
    "WITH changed AS (UPDATE members SET password_hash = $2, password_changed_at = now(), "
    "must_change_password = true WHERE lower(account) = lower($1) RETURNING id), "
    "ended AS (DELETE FROM sessions WHERE member_id IN (SELECT id FROM changed)) "
    "SELECT id FROM changed"};
const db::Statement kRehashPassword{"members_rehash_password", "UPDATE members SET password_hash = $2 WHERE id = $1"};
const db::Statement kFirstLogin{"members_first_login",
                                "UPDATE members SET first_login_at = now() WHERE id = $1 AND first_login_at IS NULL"};

template <typename Key>
std::optional<Member> findOne(db::ConnectionPool& pool, const db::Statement& statement, const Key& key) {
  auto lease = pool.acquire();
  lease->prepare(statement);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(statement.name, key);
  if (rows.empty()) return std::nullopt;
  return memberFromRow(rows[0]);
}

}  // namespace

std::optional<Member> MemberRepository::findByAccount(const std::string& account) {
  return findOne(pool_, kFindByAccount, account);
}

std::optional<Member> MemberRepository::findById(std::int64_t id) { return findOne(pool_, kFindById, id); }

std::int64_t MemberRepository::create(const NewMember& member) {
  auto lease = pool_.acquire();
  lease->prepare(kInsert);
  try {
    pqxx::work tx(lease->connection());
    const auto row =
        tx.exec_prepared1(kInsert.name, member.account, member.nickname, member.typeCode, member.passwordHash,
                          member.mobileNum, member.countryDialingCode, member.email, member.registeredIp,
                          member.mustChangePassword, member.uplineId, member.referrerId);
    const auto id = row[0].as<std::int64_t>();
    writeRegistrationDetails(tx, id, member.details, member.fundsPasswordHash);
    tx.commit();
    return id;
  } catch (const pqxx::unique_violation& violation) {
    // The index name says which value is taken; both are the caller's to fix.
    if (std::string(violation.what()).find("members_mobile_key") != std::string::npos) {
      throw DomainError(ErrorKind::Conflict, error_keys::kMobileExists, "This mobile number is already registered");
    }
    throw DomainError(ErrorKind::Conflict, error_keys::kAccountExists, "This account name is already taken");
  }
}

void MemberRepository::updatePasswordHash(std::int64_t id, const std::string& hash, bool passwordChanged) {
  const auto& statement = passwordChanged ? kChangePassword : kRehashPassword;
  auto lease = pool_.acquire();
  lease->prepare(statement);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(statement.name, id, hash);
  tx.commit();
}

void MemberRepository::changePasswordEndingSessions(std::int64_t id, const std::string& hash) {
  auto lease = pool_.acquire();
  lease->prepare(kChangePasswordEndingSessions);
  pqxx::work tx(lease->connection());
  tx.exec_prepared(kChangePasswordEndingSessions.name, id, hash);
  tx.commit();
}

std::optional<std::int64_t> MemberRepository::setOperatorPassword(const std::string& account, const std::string& hash) {
  auto lease = pool_.acquire();
  lease->prepare(kSetOperatorPassword);
  pqxx::work tx(lease->connection());
  const auto rows = tx.exec_prepared(kSetOperatorPassword.name, account, hash);
  tx.commit();
  if (rows.empty()) return std::nullopt;
  return rows[0][0].as<std::int64_t>();
}

bool MemberRepository::recordFirstLogin(std::int64_t id) {
  auto lease = pool_.acquire();
  lease->prepare(kFirstLogin);
  pqxx::work tx(lease->connection());
  const auto result = tx.exec_prepared(kFirstLogin.name, id);
  tx.commit();
  return result.affected_rows() == 1;
}

std::vector<Member> MemberRepository::list() {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<Member> members;
  for (const auto& row : tx.exec_prepared(kList.name)) members.push_back(memberFromRow(row));
  return members;
}

}  // namespace panalo::repositories
