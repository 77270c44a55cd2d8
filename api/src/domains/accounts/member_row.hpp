#pragma once
// The members columns a Member is read from, shared by every statement that
// returns one (member_repository.cpp and the login guard's single statement).

#include <pqxx/pqxx>

#include "domains/accounts/member_repository.hpp"

namespace panalo::repositories {

#define PANALO_MEMBER_COLUMNS                                                                        \
  "id, account, nickname, type_code, password_hash, status = 'active', first_login_at IS NOT NULL, " \
  "COALESCE(mobile_num, ''), country_dialing_code, must_change_password"

inline constexpr int kMemberColumnCount = 10;

// Reads the PANALO_MEMBER_COLUMNS that start at column `first` of `row`.
inline Member memberFromRow(const pqxx::row& row, int first = 0) {
  Member member;
  member.id = row[first + 0].as<std::int64_t>();
  member.account = row[first + 1].as<std::string>();
  member.nickname = row[first + 2].as<std::string>();
  member.typeCode = row[first + 3].as<int>();
  member.passwordHash = row[first + 4].as<std::string>();
  member.active = row[first + 5].as<bool>();
  member.hasLoggedIn = row[first + 6].as<bool>();
  member.mobileNum = row[first + 7].as<std::string>();
  member.countryDialingCode = row[first + 8].as<std::string>();
  member.mustChangePassword = row[first + 9].as<bool>();
  return member;
}

}  // namespace panalo::repositories
