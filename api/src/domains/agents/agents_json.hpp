#pragma once
// The agent back office's values <-> JSON (api/openapi.yaml, tag agents).

#include <nlohmann/json.hpp>

#include "domains/agents/contract_service.hpp"
#include "domains/agents/settlement_service.hpp"
#include "domains/agents/team_service.hpp"

namespace panalo::routes {

nlohmann::json teamOverviewJson(const services::TeamOverview& overview);
nlohmann::json teamMemberJson(const services::TeamMember& member);
nlohmann::json teamMemberPageJson(const services::TeamMemberPage& page);
nlohmann::json teamBetPageJson(const services::TeamBetPage& page);
nlohmann::json teamProfitPageJson(const services::TeamProfitPage& page);
nlohmann::json teamTransactionPageJson(const services::TeamTransactionPage& page);
nlohmann::json commissionPageJson(const services::CommissionPage& page);
nlohmann::json contractJson(const services::Contract& contract, std::int64_t askingAgentId);
nlohmann::json contractViewJson(const services::AgentContractView& view, std::int64_t askingAgentId);

// Bodies. Throws DomainError(invalid_parameter) for a field of the wrong type.
services::ContractOffer contractOfferOf(const nlohmann::json& body);
validation::DownlineAccountForm downlineFormOf(const nlohmann::json& body);
std::int64_t contractIdOf(const nlohmann::json& body);

// A rate in basis points as percent text: 125 -> "1.25".
std::string rateText(int rateBp);

}  // namespace panalo::routes
