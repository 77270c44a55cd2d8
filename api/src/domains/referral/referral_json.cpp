#include "domains/referral/referral_json.hpp"

#include "panalo/money/amount.hpp"

namespace panalo::routes {

nlohmann::json referralOverviewJson(const services::ReferralOverview& overview) {
  nlohmann::json json{{"enabled", overview.enabled},
                      {"canBind", overview.canBind},
                      {"referredBy", overview.referredBy ? nlohmann::json(*overview.referredBy) : nlohmann::json()}};
  if (!overview.enabled) return json;
  json["referralCode"] = overview.referralCode;
  // The UI puts its own origin in front (the site may answer on several domains).
  json["registerPath"] = "/register?referralCode=" + overview.referralCode;
  json["rule"] = {{"reward", money::formatMinor(overview.rule.rewardMinor)},
                  {"minDeposit", money::formatMinor(overview.rule.minDepositMinor)},
                  {"turnoverMultiple", overview.rule.turnoverMultiple},
                  {"activeDays", overview.rule.activeDays}};
  json["friends"] = overview.friends;
  json["qualifiedFriends"] = overview.qualifiedFriends;
  json["rewardsPaid"] = money::formatMinor(overview.rewardsPaidMinor);
  return json;
}

nlohmann::json referralFriendPageJson(const services::ReferralFriendPage& page) {
  auto list = nlohmann::json::array();
  for (const auto& entry : page.friends) {
    list.push_back({{"account", entry.account},
                    {"registeredAt", entry.registeredAt},
                    {"status", entry.status},
                    {"reward", money::formatMinor(entry.rewardMinor)},
                    {"rewardStatus", entry.rewardStatus}});
  }
  return {{"list", std::move(list)},
          {"pageNo", page.pageNo},
          {"pageSize", page.pageSize},
          {"total", page.total},
          {"totalPages", page.totalPages}};
}

}  // namespace panalo::routes
