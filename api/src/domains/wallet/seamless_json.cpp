#include "domains/wallet/seamless_json.hpp"

#include "panalo/money/amount.hpp"

namespace panalo::routes {

nlohmann::json seamlessAnswerJson(const services::SeamlessAnswer& answer) {
  return {{"transactionId", answer.transactionId},
          {"amount", money::formatMinor(answer.amountMinor)},
          {"balance", money::formatMinor(answer.balanceMinor)},
          {"betId", answer.betId ? nlohmann::json(*answer.betId) : nlohmann::json()},
          {"replayed", answer.replayed}};
}

}  // namespace panalo::routes
