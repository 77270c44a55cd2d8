#include "domains/accounts/member_json.hpp"

namespace panalo::routes {

nlohmann::json memberInfoJson(const services::MemberInfo& info) {
  return {{"account", info.account},
          {"id", info.id},
          {"nickname", info.nickname},
          {"type", info.typeCode},
          {"passwordSet", info.passwordSet},
          {"hasVip", info.badge.hasVip},
          {"vipLabelName", info.badge.vipLabelName},
          {"vipRankLevel", info.badge.vipRankLevel}};
}

nlohmann::json consolidatedFundsJson(const services::ConsolidatedFunds& funds) {
  return {{"dailysalreqtype", funds.dailysalreqtype},
          {"divtypereq", funds.divtypereq},
          {"contracthoursalreqa", funds.contracthoursalreqa},
          {"realtimesalreqtype", funds.realtimesalreqtype}};
}

nlohmann::json memberIconJson(const std::string& imageBase64) { return {{"image", imageBase64}}; }

nlohmann::json registrationSettingsJson(const services::PublicRegistrationSettings& settings) {
  return settings.merged();
}

}  // namespace panalo::routes
