#pragma once
// What another domain adds to the member's public state (spec section 3,
// "Public state": hasVip, vipLabelName, vipRankLevel) without the accounts
// domain knowing that domain: the composition root plugs a source in
// (AccountsModule::setMemberBadges), and /wps/member/info asks it.

#include <cstdint>
#include <string>

namespace panalo::services {

struct MemberBadge {
  bool hasVip = false;       // the VIP program is on and the member holds a VIP level
  std::string vipLabelName;  // the level's label in the asked language; empty without a level
  int vipRankLevel = 0;      // 0: no VIP level
};

class MemberBadgeSource {
 public:
  virtual ~MemberBadgeSource() = default;
  // `language`: EN, TY or PT (any case; others read as EN).
  virtual MemberBadge badgeOf(std::int64_t memberId, const std::string& language) = 0;
};

}  // namespace panalo::services
