#pragma once
// How members are reached and recognised outside a password: their mobile
// number (and whether it was proven, sql 0010) and e-mail, and the IPs they
// have logged in from (sql 0004, 0007).
// Dialing codes are compared without a leading '+', as members may have been
// registered with either spelling.

#include <cstdint>
#include <optional>
#include <string>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct MemberContact {
  std::string mobileNum;           // empty when none
  std::string countryDialingCode;  // digits only; empty when unknown
  std::string email;               // empty when none
};

class MemberContactRepository {
 public:
  explicit MemberContactRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // `dialingCode` in digits only.
  std::optional<std::int64_t> findByMobile(const std::string& dialingCode, const std::string& mobileNum);
  // Only a member whose number was proven by a code (mobile_verified_at, sql
  // 0010): the only kind that login and password codes go to.
  std::optional<std::int64_t> findVerifiedByMobile(const std::string& dialingCode, const std::string& mobileNum);
  // A code sent to the member's number was just verified: the number is proven
  // (the first proof's time is kept).
  void markMobileVerified(std::int64_t memberId);
  // Active members only; account and e-mail compared without regard to case.
  std::optional<std::int64_t> findByAccountAndEmail(const std::string& account, const std::string& email);
  MemberContact contactOf(std::int64_t memberId);
  // True when the member logged in from `ip` before or registered from it;
  // also true for a member with no IP history at all (the first login sets one).
  bool isKnownIp(std::int64_t memberId, const std::string& ip);
  void rememberIp(std::int64_t memberId, const std::string& ip);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
