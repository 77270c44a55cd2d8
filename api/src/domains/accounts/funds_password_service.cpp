#include "domains/accounts/funds_password_service.hpp"

#include <pqxx/pqxx>

#include <optional>
#include <string>

namespace panalo::services {
namespace {

const db::Statement kHash{"funds_password_hash",
                          "SELECT password_hash FROM member_funds_passwords WHERE member_id = $1"};

}  // namespace

bool FundsPasswordService::matches(std::int64_t memberId, std::string_view password) {
  std::optional<std::string> hash;
  {
    auto lease = pool_.acquire();
    lease->prepare(kHash);
    pqxx::read_transaction tx(lease->connection());
    const auto rows = tx.exec_prepared(kHash.name, memberId);
    if (!rows.empty()) hash = rows[0][0].as<std::string>();
  }
  // The connection goes back before the argon2 work, which may wait for a hashing thread.
  if (!hash || password.empty()) return false;
  return hasher_.verify(*hash, password).matches;
}

bool FundsPasswordService::isSet(std::int64_t memberId) {
  auto lease = pool_.acquire();
  lease->prepare(kHash);
  pqxx::read_transaction tx(lease->connection());
  return !tx.exec_prepared(kHash.name, memberId).empty();
}

}  // namespace panalo::services
