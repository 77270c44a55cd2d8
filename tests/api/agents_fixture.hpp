#pragma once
// The record fixture plus what the agent suites share: agents and their teams
// on the upline tree, contracts granted by the operator, settled bets in a
// past period (settlement time chosen), and the agent center's routes.

#include <string>

#include "record_fixture.hpp"

namespace panalo::testing {

class AgentsFixture : public RecordFixture {
 protected:
  // An agent with a session (argon2 runs for the login), every contract kind enabled.
  static Player newAgent() {
    auto agent = newPlayer("", 1);
    services().agents().contracts.setFeatures(agent.account, {1, 1, 1, 1});
    return agent;
  }
  // An account under `uplineId` without a session (no argon2: a settlement
  // test needs hundreds). typeCode 1 makes a sub-agent.
  static std::int64_t newDownline(std::int64_t uplineId, int typeCode = 0) {
    static std::atomic<int> counter{0};
    const auto account = "team" + std::to_string(::getpid() % 10000) + "x" + std::to_string(++counter);
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    const auto id = tx.exec_params1(
                          "INSERT INTO members (account, nickname, type_code, password_hash, upline_id) "
                          "VALUES ($1, $1, $2, '!test', $3) RETURNING id",
                          account, typeCode, uplineId)[0]
                        .as<std::int64_t>();
    tx.commit();
    return id;
  }
  static std::string accountOf(std::int64_t id) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec_params1("SELECT account FROM members WHERE id = $1", id)[0].as<std::string>();
  }
  static void linkUpline(std::int64_t memberId, std::int64_t uplineId) {
    execute("UPDATE members SET upline_id = " + std::to_string(uplineId) + " WHERE id = " + std::to_string(memberId));
  }
  // A settled bet whose settlement was `secondsAgo` seconds ago (and placed a minute before).
  static void settledBet(std::int64_t memberId, std::int64_t betMinor, std::int64_t payoutMinor,
                         std::int64_t secondsAgo) {
    static std::atomic<int> counter{0};
    pqxx::connection connection(database_->url());
    pqxx::work tx(connection);
    tx.exec_params(
        "INSERT INTO bets (member_id, vendor_code, game_category, game_code, vendor_bet_ref, bet_minor, "
        "valid_bet_minor, payout_minor, status, placed_at, settled_at) VALUES ($1, 'PG', 'RNG', 'G1', $2, $3, $3, $4, "
        "'settled', now() - make_interval(secs => $5 + 60), now() - make_interval(secs => $5))",
        memberId, "agents-" + std::to_string(::getpid()) + "-" + std::to_string(++counter), betMinor, payoutMinor,
        static_cast<double>(secondsAgo));
    tx.commit();
  }
  // The operator's contract, in force at once.
  static services::Contract grant(const std::string& account, const std::string& kind, const std::string& period,
                                  std::vector<services::ContractTierText> tiers, const std::string& winRate = "",
                                  const std::string& lossRate = "", const std::string& singleBet = "0") {
    services::ContractOffer offer;
    offer.account = account;
    offer.kind = kind;
    offer.period = period;
    offer.tiers = std::move(tiers);
    offer.winRate = winRate;
    offer.lossRate = lossRate;
    offer.singleBet = singleBet;
    return services().agents().contracts.grant(offer);
  }
  static std::int64_t mainMinor(std::int64_t memberId) {
    return countRows(
        "SELECT coalesce((SELECT balance FROM ledger_accounts WHERE kind = 'member_main' AND member_id = " +
        std::to_string(memberId) + "), 0)");
  }
  static std::int64_t journalsOf(std::int64_t memberId, const std::string& kind) {
    return countRows("SELECT count(*) FROM ledger_journals WHERE member_id = " + std::to_string(memberId) +
                     " AND kind = '" + kind + "'");
  }
  static HttpResult post(const std::string& path, const json& body, const std::string& token) {
    return sendRaw("POST", path, body.dump(), token);
  }
};

}  // namespace panalo::testing
