#include "domains/accounts/registration_details_repository.hpp"

namespace panalo::repositories {
namespace {

const db::Statement kFind{
    "registration_details_find",
    "SELECT m.email, m.mobile_num, m.country_dialing_code, d.payee_name, d.qq_num, d.line, d.whatsapp, d.facebook, "
    "d.wechat, d.id_number, d.recommender_id, EXISTS (SELECT 1 FROM member_funds_passwords f WHERE f.member_id = m.id) "
    "FROM members m LEFT JOIN member_registration_details d ON d.member_id = m.id WHERE m.id = $1"};

std::optional<std::string> optionalText(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<std::string>();
}

}  // namespace

void writeRegistrationDetails(pqxx::transaction_base& tx, std::int64_t memberId, const RegistrationDetails& details,
                              const std::optional<std::string>& fundsPasswordHash) {
  // Once per registration: plain parameterised statements, not prepared ones.
  if (!details.empty()) {
    tx.exec_params(
        "INSERT INTO member_registration_details (member_id, payee_name, qq_num, line, whatsapp, facebook, wechat, "
        "id_number, recommender_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        memberId, details.payeeName, details.qqNum, details.line, details.whatsapp, details.facebook, details.wechat,
        details.idNumber, details.recommenderId);
  }
  if (fundsPasswordHash) {
    tx.exec_params("INSERT INTO member_funds_passwords (member_id, password_hash) VALUES ($1, $2)", memberId,
                   *fundsPasswordHash);
  }
}

std::optional<StoredRegistrationDetails> RegistrationDetailsRepository::find(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kFind);
  pqxx::read_transaction tx(lease->connection());
  const auto rows = tx.exec_prepared(kFind.name, memberId);
  if (rows.empty()) return std::nullopt;
  const auto& row = rows[0];
  StoredRegistrationDetails stored;
  stored.email = optionalText(row[0]);
  stored.mobileNum = optionalText(row[1]);
  stored.countryDialingCode = row[2].as<std::string>();
  stored.details.payeeName = optionalText(row[3]);
  stored.details.qqNum = optionalText(row[4]);
  stored.details.line = optionalText(row[5]);
  stored.details.whatsapp = optionalText(row[6]);
  stored.details.facebook = optionalText(row[7]);
  stored.details.wechat = optionalText(row[8]);
  stored.details.idNumber = optionalText(row[9]);
  stored.details.recommenderId = optionalText(row[10]);
  stored.fundsPasswordSet = row[11].as<bool>();
  return stored;
}

}  // namespace panalo::repositories
