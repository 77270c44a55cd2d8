#include "domains/agents/settlement_service.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>

#include "domains/agents/agent_query.hpp"
#include "domains/agents/team_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/log/request_log.hpp"

namespace panalo::services {
namespace {

std::int64_t microsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
}

bool periodFits(const std::string& kind, const std::string& period) {
  if (kind == "hourly" || kind == "realtime") return period == kind;
  if (kind != "dividend" && kind != "daily") return false;
  const auto& periods = contractPeriods();
  return std::find(periods.begin(), periods.end(), period) != periods.end();
}

std::string memoOf(const std::string& kind, const std::string& period, const std::string& start) {
  const std::string what = kind == "dividend" ? "Dividend"
                           : kind == "daily"  ? "Daily salary"
                           : kind == "hourly" ? "Hourly salary"
                                              : "Real-time salary";
  return what + " (" + period + " from " + start + ")";
}

}  // namespace

std::string SettlementService::idempotencyKey(const std::string& kind, const std::string& period,
                                              std::int64_t startEpoch) {
  return "agent-" + kind + "-" + period + "-" + std::to_string(startEpoch);
}

std::vector<CommissionLine> SettlementService::compute(const std::string& kind, const std::string& period,
                                                       const repositories::PeriodBounds& bounds) {
  CommissionInput input;
  input.kind = kind;
  input.contracts = contracts_.inForce(kind, period, bounds.end);
  if (input.contracts.empty()) return {};
  input.nodes = teams_.tree();
  const TimeRange range{bounds.start, bounds.end};
  for (const auto& totals : money_.totals(std::nullopt, range)) {
    auto& facts = input.facts[totals.memberId];
    facts.validBetMinor = totals.validBetMinor;
    facts.winLossMinor = totals.winLossMinor;
  }
  if (kind == "realtime") {
    for (const auto& bet : money_.settledBets(std::nullopt, range)) {
      input.facts[bet.memberId].bets.push_back({bet.betMinor, bet.validBetMinor, bet.winLossMinor});
    }
  }
  return computeCommissions(input);
}

SettlementOutcome SettlementService::settlePeriod(const std::string& kind, const std::string& period,
                                                  const repositories::PeriodBounds& bounds) {
  SettlementOutcome outcome;
  if (const auto existing = settlements_.find(kind, period, bounds.start)) {
    outcome.settlementId = *existing;
  } else {
    const auto started = std::chrono::steady_clock::now();
    const auto lines = compute(kind, period, bounds);
    if (lines.empty()) return outcome;  // nobody held such a contract: nothing to settle
    const auto [id, created] = settlements_.create(kind, period, bounds, lines);
    outcome.settlementId = id;
    outcome.computedNow = created;
    outcome.computeMicros = microsSince(started);
  }
  const auto paying = std::chrono::steady_clock::now();
  const auto key = idempotencyKey(kind, period, bounds.startEpoch);
  const auto payoutKind = kind == "dividend" ? CommissionKind::Dividend : CommissionKind::Salary;
  const auto memo = memoOf(kind, period, bounds.start);
  for (const auto& line : settlements_.due(outcome.settlementId)) {
    ++outcome.lines;
    const auto lineId = line.id;
    const bool moved = payouts_.pay(line.agentId, {payoutKind, line.amountMinor, memo, key},
                                    [lineId](pqxx::work& tx, std::optional<std::int64_t> journalId) {
                                      repositories::SettlementRepository::markPaid(tx, lineId, journalId);
                                      return std::optional<std::int64_t>(lineId);
                                    });
    if (moved) {
      ++outcome.paidNow;
      outcome.paidNowMinor += line.amountMinor;
    }
    if (afterPayment_) afterPayment_();
  }
  settlements_.closeIfPaid(outcome.settlementId);
  outcome.payMicros = microsSince(paying);
  return outcome;
}

SettlementOutcome SettlementService::settle(const std::string& kind, const std::string& period, const std::string& at) {
  if (!periodFits(kind, period)) agent_query::invalid("a " + kind + " contract is not settled " + period);
  const auto bounds = settlements_.periodAt(period, at, records_.timeZone());
  // An open period settled now would miss the play still to come in it, and
  // its lines are never computed again.
  if (bounds.endEpoch > static_cast<std::int64_t>(std::time(nullptr)) - kGraceSeconds) {
    agent_query::invalid("that " + period + " period has not ended yet");
  }
  return settlePeriod(kind, period, bounds);
}

SettlementOutcome SettlementService::settleLast(const std::string& kind, const std::string& period) {
  if (!periodFits(kind, period)) agent_query::invalid("a " + kind + " contract is not settled " + period);
  const auto ended = settlements_.endedPeriods(period, 1, kGraceSeconds, records_.timeZone());
  return settlePeriod(kind, period, ended.front());
}

std::int64_t SettlementService::settleDue(int lookBack) {
  std::int64_t paid = 0;
  const auto tz = records_.timeZone();
  for (const auto& use : contracts_.periodsInUse(62)) {
    for (const auto& bounds : settlements_.endedPeriods(use.period, lookBack, kGraceSeconds, tz)) {
      if (bounds.endEpoch <= use.firstAcceptedEpoch) break;  // older periods had no contract in force
      try {
        paid += settlePeriod(use.kind, use.period, bounds).paidNow;
      } catch (const DomainError& error) {
        // Left due: the next round retries under the same keys.
        log::writeEventLog("warn", "agent settlement not finished", error.key() + " " + use.kind + " " + bounds.start);
      }
    }
  }
  return paid;
}

CommissionPage SettlementService::commissions(const repositories::Member& agent, const std::optional<std::string>& kind,
                                              const std::optional<std::string>& from,
                                              const std::optional<std::string>& to,
                                              const std::optional<std::string>& pageNo,
                                              const std::optional<std::string>& pageSize) {
  TeamService::requireAgent(agent);
  auto which = agent_query::oneOf(kind, {"all", "dividend", "daily", "hourly", "realtime"}, "all", "kind");
  if (which == "all") which.clear();
  const auto page = agent_query::page(pageNo, pageSize);
  std::optional<std::string> fromTime;
  std::optional<std::string> toTime;
  if (from || to) {
    const auto asked = agent_query::period(std::string("range"), from, to);
    const auto range = teams_.range(asked.period, asked.from, asked.to, records_.timeZone());
    fromTime = range.fromTime;
    toTime = range.toTime;
  }
  auto answer =
      settlements_.commissionsOf(agent.id, which, fromTime, toTime, page.pageSize, (page.pageNo - 1) * page.pageSize);
  const auto total = answer.page.total;
  answer.page = page;
  answer.page.total = total;
  return answer;
}

}  // namespace panalo::services
