#pragma once
// member_registration_details and member_funds_passwords (0011). Written in the
// transaction that creates the member (MemberRepository::create), so a member
// never exists without what they registered with; read for the security page.

#include <pqxx/pqxx>

#include <cstdint>
#include <optional>
#include <string>

#include "domains/accounts/registration_details.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

// What the security page shows, unmasked: only the service masks it.
struct StoredRegistrationDetails {
  RegistrationDetails details;
  std::optional<std::string> email;
  std::optional<std::string> mobileNum;
  std::string countryDialingCode;
  bool fundsPasswordSet = false;  // the hash itself is never read here
};

// Inside `tx`: the details (when any) and the funds password hash (when given).
void writeRegistrationDetails(pqxx::transaction_base& tx, std::int64_t memberId, const RegistrationDetails& details,
                              const std::optional<std::string>& fundsPasswordHash);

class RegistrationDetailsRepository {
 public:
  explicit RegistrationDetailsRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Nothing when no member has that id.
  std::optional<StoredRegistrationDetails> find(std::int64_t memberId);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
