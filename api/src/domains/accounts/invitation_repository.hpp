#pragma once
// Affiliate codes (an agent's invitation) and referral codes (a member's), and
// the upline / referrer links a registration records.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct AffiliateCode {
  std::string code;
  std::int64_t agentId = 0;
  std::string agentAccount;
  int agentTypeCode = 0;
  bool agentActive = false;
  std::string domain;  // empty: any domain
  bool active = false;
};

struct ReferralOwner {
  std::int64_t memberId = 0;
  int typeCode = 0;
  bool active = false;
};

class InvitationRepository {
 public:
  explicit InvitationRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Case-insensitive, as the unique indexes are.
  std::optional<AffiliateCode> findAffiliate(const std::string& code);
  std::optional<ReferralOwner> findReferralOwner(const std::string& code);
  // Throws DomainError(Conflict, "affiliate_code_exists") when the code is taken.
  void addAffiliate(std::int64_t agentId, const std::string& code, const std::optional<std::string>& domain);
  std::vector<AffiliateCode> listAffiliates();

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
