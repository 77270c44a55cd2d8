#pragma once
// Settling agent commissions (issue 16, spec sections 7 and 9): for a kind
// (dividend, daily, hourly, realtime), a period type and one period, the
// contracts in force at its end and the team's settled play in it give one
// line per contract holder (commission_calculator.hpp). The lines are written
// once with the settlement, then each amount is paid through the ledger with
// the idempotency key of its agent and period, and the line is marked paid in
// the payment's own transaction. So:
//   * the same period settled again reads the same lines (reproducible);
//   * run twice, or by two instances at once, each line is paid once;
//   * a crash between two payments leaves the rest due, and a re-run pays them.
// The servers settle every period that has ended on their housekeeping timer
// (the real-time salary's 5-minute windows included); the operator can settle
// or replay one (panaloctl agents settle).

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/agents/agents_types.hpp"
#include "domains/agents/contract_repository.hpp"
#include "domains/agents/settlement_repository.hpp"
#include "domains/agents/team_repository.hpp"
#include "domains/wallet/commission_payout_service.hpp"
#include "domains/wallet/record_service.hpp"
#include "domains/wallet/team_money_service.hpp"

namespace panalo::services {

struct SettlementOutcome {
  std::int64_t settlementId = 0;
  bool computedNow = false;  // false: an earlier run's lines were used
  std::int64_t lines = 0;
  std::int64_t paidNow = 0;
  std::int64_t paidNowMinor = 0;
  // Where the time went (panaloctl prints it; the benchmark reads it).
  std::int64_t computeMicros = 0;  // reads and the calculation, when computed now
  std::int64_t payMicros = 0;
};

class SettlementService {
 public:
  // A bet settled just before a period's end may commit a moment after it;
  // a period is settled only this long after it ended.
  static constexpr int kGraceSeconds = 60;

  SettlementService(repositories::SettlementRepository& settlements, repositories::ContractRepository& contracts,
                    repositories::TeamRepository& teams, TeamMoneyService& money, CommissionPayoutService& payouts,
                    RecordService& records)
      : settlements_(settlements),
        contracts_(contracts),
        teams_(teams),
        money_(money),
        payouts_(payouts),
        records_(records) {}

  // Settles the `period` of `kind` holding the instant `at` (timestamptz text;
  // "now" allowed): computes it unless already done, then pays what is due.
  // Throws invalid_parameter for a kind or period that do not go together.
  SettlementOutcome settle(const std::string& kind, const std::string& period, const std::string& at);
  // The last `period` of `kind` that has ended (with the grace), settled or replayed.
  SettlementOutcome settleLast(const std::string& kind, const std::string& period);
  // Every ended period of every (kind, period) in use, back to the contracts'
  // first acceptance (at most `lookBack` periods each). Returns the lines paid.
  std::int64_t settleDue(int lookBack = 24);

  std::optional<Settlement> settlement(std::int64_t id) { return settlements_.settlement(id); }
  std::vector<Settlement> recent(const std::string& kind, std::int64_t limit) {
    return settlements_.recent(kind, limit);
  }
  // The agent's commissions (all kinds, or one), newest first.
  CommissionPage commissions(const repositories::Member& agent, const std::optional<std::string>& kind,
                             const std::optional<std::string>& from, const std::optional<std::string>& to,
                             const std::optional<std::string>& pageNo, const std::optional<std::string>& pageSize);

  // Called after each payment (fault injection for the crash test: panaloctl
  // reads PANALO_FAULT_EXIT_AFTER_PAYMENTS). Not set in the server.
  void afterEachPayment(std::function<void()> hook) { afterPayment_ = std::move(hook); }

  // The ledger key of one agent's line: the kind, the period type and its start.
  static std::string idempotencyKey(const std::string& kind, const std::string& period, std::int64_t startEpoch);

 private:
  SettlementOutcome settlePeriod(const std::string& kind, const std::string& period,
                                 const repositories::PeriodBounds& bounds);
  std::vector<CommissionLine> compute(const std::string& kind, const std::string& period,
                                      const repositories::PeriodBounds& bounds);

  repositories::SettlementRepository& settlements_;
  repositories::ContractRepository& contracts_;
  repositories::TeamRepository& teams_;
  TeamMoneyService& money_;
  CommissionPayoutService& payouts_;
  RecordService& records_;
  std::function<void()> afterPayment_;
};

}  // namespace panalo::services
