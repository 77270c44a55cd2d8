#pragma once
// Accounts an agent opens and manages for its team (agent center
// registerCenter and team management, issue 16). The agents domain decides who
// may act on whom; this service owns the members table's side: the shared
// downline form (the same verdict the browser's wasm gives), the breached
// password check, argon2id, the upline link, and enabling or disabling.

#include <cstdint>
#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "panalo/validation/forms.hpp"
#include "platform/security/breached_password_check.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::services {

class DownlineAccountService {
 public:
  DownlineAccountService(repositories::MemberRepository& members, db::ConnectionPool& pool,
                         const security::PasswordHasher& hasher, RegistrationSettingsService& settings)
      : members_(members), pool_(pool), hasher_(hasher), settings_(settings) {}

  void useBreachedPasswordCheck(security::BreachedPasswordCheck& check) { breached_ = &check; }

  // Opens an account with `uplineId` as its upline: a member, or a sub-agent
  // when `agent`. The player must change the password at first login (the
  // agent chose it). Throws DomainError: the form's keys and password_breached
  // (400), account_exists (409). Returns the new id.
  std::int64_t open(std::int64_t uplineId, const validation::DownlineAccountForm& form, bool agent,
                    const std::string& ip);

  // Enables or disables an account; disabling ends its sessions in the same
  // transaction. False when no such account.
  bool setActive(std::int64_t memberId, bool active);

 private:
  repositories::MemberRepository& members_;
  db::ConnectionPool& pool_;
  const security::PasswordHasher& hasher_;
  RegistrationSettingsService& settings_;
  security::BreachedPasswordCheck* breached_ = nullptr;
};

}  // namespace panalo::services
