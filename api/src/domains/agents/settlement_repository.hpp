#pragma once
// Settlements and their commission lines (0029). A settlement's lines are
// written with it in one transaction, once: a re-run finds them and pays what
// is still due, so the amounts never change after the first computation.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <pqxx/pqxx>

#include "domains/agents/agents_types.hpp"
#include "domains/agents/commission_calculator.hpp"
#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct PeriodBounds {
  std::string start;  // timestamptz text
  std::string end;
  std::int64_t startEpoch = 0;
  std::int64_t endEpoch = 0;
};

class SettlementRepository {
 public:
  explicit SettlementRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // The period of `period` type holding the instant `at` (timestamptz text),
  // in the time zone `tz`.
  PeriodBounds periodAt(const std::string& period, const std::string& at, const std::string& tz);
  // The last `count` periods that ended at least `graceSeconds` ago, newest first.
  std::vector<PeriodBounds> endedPeriods(const std::string& period, int count, int graceSeconds, const std::string& tz);

  std::optional<std::int64_t> find(const std::string& kind, const std::string& period, const std::string& start);
  // Writes the settlement and its lines; when another run wrote it first, its
  // id (and nothing is written). Returns the id and whether this call wrote it.
  std::pair<std::int64_t, bool> create(const std::string& kind, const std::string& period, const PeriodBounds& bounds,
                                       const std::vector<services::CommissionLine>& lines);
  // Lines with an amount not yet paid, by agent id.
  std::vector<services::Commission> due(std::int64_t settlementId);
  // In the payment's transaction: the line is paid by `journalId`. Returns
  // whether it was still due.
  static bool markPaid(pqxx::work& tx, std::int64_t commissionId, std::optional<std::int64_t> journalId);
  // Sets paid_at once no line is due.
  void closeIfPaid(std::int64_t settlementId);

  std::optional<services::Settlement> settlement(std::int64_t id);
  std::vector<services::Settlement> recent(const std::string& kind, std::int64_t limit);

  // The agent's lines, newest period first; kind "" for all; from/to (timestamptz
  // text, optional) filter by period start.
  services::CommissionPage commissionsOf(std::int64_t agentId, const std::string& kind,
                                         const std::optional<std::string>& from, const std::optional<std::string>& to,
                                         std::int64_t limit, std::int64_t offset);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
