#pragma once
// The members table: accounts that can hold a session (spec section 3, Member info).

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/registration_details.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct Member {
  std::int64_t id = 0;
  std::string account;
  std::string nickname;
  int typeCode = 0;
  std::string passwordHash;
  bool active = true;
  bool hasLoggedIn = false;  // first_login_at is set
  std::string mobileNum;     // empty when none
  std::string countryDialingCode;
  bool mustChangePassword = false;  // an operator set the password (must_change_password)
};

struct NewMember {
  std::string account;
  std::string nickname;
  int typeCode = 0;
  std::string passwordHash;
  std::optional<std::string> mobileNum;
  std::string countryDialingCode;
  std::optional<std::string> email;
  std::string registeredIp;
  bool mustChangePassword = false;  // panaloctl members create --default-password
  // From the invitation codes at registration; written with the member so a
  // new account never exists without the agent or referrer it signed up under.
  std::optional<std::int64_t> uplineId;
  std::optional<std::int64_t> referrerId;
  // The operator's optional registration fields and the payment ("funds")
  // password's argon2id hash, written in the same transaction (0011).
  RegistrationDetails details;
  std::optional<std::string> fundsPasswordHash;
};

class MemberRepository {
 public:
  explicit MemberRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Case-insensitive, as the unique index is.
  std::optional<Member> findByAccount(const std::string& account);
  std::optional<Member> findById(std::int64_t id);
  // Throws DomainError(Conflict) "account_exists" or "mobile_exists" when taken.
  std::int64_t create(const NewMember& member);
  // `passwordChanged` false for a rehash of the same password (its age stays);
  // true also clears must_change_password.
  void updatePasswordHash(std::int64_t id, const std::string& hash, bool passwordChanged);
  // The member's own change: new hash, flag cleared and every session ended,
  // in one transaction.
  void changePasswordEndingSessions(std::int64_t id, const std::string& hash);
  // An operator's reset: new hash, must_change_password set, sessions ended, in
  // one transaction. Nothing when no account has that name.
  std::optional<std::int64_t> setOperatorPassword(const std::string& account, const std::string& hash);
  // True only for the call that recorded the member's first login.
  bool recordFirstLogin(std::int64_t id);
  std::vector<Member> list();

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
