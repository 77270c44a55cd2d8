#pragma once
// The member's records (issue 13 item 6): the account record
// (transactionHistory), betting record (personalHistoryCopy), profit and loss
// by period (personalProfit) and bonus details (bonusDetails). Filters arrive
// as the client sent them and are checked here: a bad one is refused with
// invalid_parameter and nothing is read. Dates are local dates in the report
// time zone (site setting wallet.report_time_zone, an IANA name; Asia/Manila
// when unset or unknown).

#include <string>

#include "domains/accounts/member_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/wallet/ledger_repository.hpp"
#include "domains/wallet/record_repository.hpp"
#include "domains/wallet/record_types.hpp"

namespace panalo::services {

class RecordService {
 public:
  static constexpr const char* kTimeZoneSetting = "wallet.report_time_zone";
  static constexpr const char* kDefaultTimeZone = "Asia/Manila";
  static constexpr std::int64_t kMaxPageSize = 100;

  RecordService(repositories::RecordRepository& records, repositories::LedgerRepository& ledger,
                repositories::SettingsRepository& settings)
      : records_(records), ledger_(ledger), settings_(settings) {}

  // Each throws DomainError: in_need_true_account (403, trial accounts),
  // invalid_parameter (400: a filter it does not know or cannot read).
  RecordPage<LedgerRecord> ledgerRecords(const repositories::Member& member, const RecordQuery& query);
  RecordPage<BetRecord> bets(const repositories::Member& member, const RecordQuery& query);
  // period: today, yesterday, thisWeek, thisMonth, or range (with from and to).
  ProfitSummary profit(const repositories::Member& member, const std::string& period, const RecordQuery& query);
  RecordPage<BonusRecord> bonuses(const repositories::Member& member, const RecordQuery& query);

  // The winner board's read (public: no member): the `limit` biggest wins of
  // the last kWinnerBoardDays days, of one category ("" any). The caller
  // checks the category and limit.
  static constexpr std::int64_t kWinnerBoardDays = 7;
  std::vector<WinRecord> biggestWins(const std::string& category, std::int64_t limit);

  // The report time zone in force (the setting when PostgreSQL knows it).
  std::string timeZone();

 private:
  RecordFilter filterOf(const RecordQuery& query);

  repositories::RecordRepository& records_;
  repositories::LedgerRepository& ledger_;
  repositories::SettingsRepository& settings_;
};

// A calendar date YYYY-MM-DD (years 2000-2999, real days only).
bool validDate(const std::string& text);

}  // namespace panalo::services
