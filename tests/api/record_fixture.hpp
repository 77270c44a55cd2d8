#pragma once
// The payment fixture plus what the record suites share: bets written as game
// play will write them (real rows in the bets table), reading the record
// routes, and today's date in the report time zone.

#include <string>

#include "payment_fixture.hpp"

namespace panalo::testing {

class RecordFixture : public PaymentFixture {
 protected:
  // A bet for `memberId`: settled with `payout` (money text) unless pending;
  // placed `hoursAgo` hours ago. Valid bet equals the stake once settled.
  static void addBet(std::int64_t memberId, const std::string& vendor, const std::string& category,
                     std::int64_t betMinor, std::optional<std::int64_t> payoutMinor, double hoursAgo = 0.1) {
    static std::atomic<int> counter{0};
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    tx.exec_params(
        "INSERT INTO bets (member_id, vendor_code, game_category, game_code, vendor_bet_ref, bet_minor, "
        "valid_bet_minor, payout_minor, status, placed_at, settled_at) VALUES ($1, $2, $3, 'G1', $4, $5::bigint, "
        "CASE WHEN $6::bigint IS NULL THEN 0 ELSE $5::bigint END, $6::bigint, CASE WHEN $6::bigint IS NULL THEN "
        "'pending' ELSE 'settled' END, now() - make_interval(secs => $7::float8), "
        "CASE WHEN $6::bigint IS NULL THEN NULL ELSE now() END)",
        memberId, vendor, category, "t" + std::to_string(::getpid()) + "-" + std::to_string(++counter), betMinor,
        payoutMinor, hoursAgo * 3600);
    tx.commit();
  }

  static HttpResult get(const std::string& path, const std::string& token) { return sendRaw("GET", path, "", token); }

  // Today's date where the records count days (the default report time zone).
  static std::string localToday(int daysBack = 0) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx
        .exec_params1("SELECT to_char((now() AT TIME ZONE 'Asia/Manila')::date - $1::int, 'YYYY-MM-DD')", daysBack)[0]
        .as<std::string>();
  }
};

}  // namespace panalo::testing
