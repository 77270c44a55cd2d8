// The house games (Panalo Originals, issue 14 item 5) against the real server
// and PostgreSQL: rounds paid through the seamless wallet and the ledger,
// exactly once per idempotency key; the seamless protocol itself (signed,
// timestamped, idempotent by transaction id, rollback); refusals that change
// nothing; bets in the betting record; provably-fair verification after the
// seed is revealed.
#include <chrono>

#include "panalo/originals/dice.hpp"
#include "panalo/originals/fair.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/security/request_signature.hpp"
#include "wallet_fixture.hpp"

namespace {

using panalo::testing::httpRequest;
using panalo::testing::HttpResult;
using panalo::testing::WalletFixture;
using json = nlohmann::json;

class Originals : public WalletFixture {
 protected:
  static HttpResult post(const std::string& path, const json& body, const std::string& token) {
    return sendRaw("POST", path, body.dump(), token);
  }
  static HttpResult spin(const Player& player, const json& amount, const std::string& key) {
    return post("/wps/v2/originals/slot/spin", {{"amount", amount}, {"idempotencyKey", key}}, player.token);
  }
  static HttpResult roll(const Player& player, const json& amount, const json& target, const std::string& key) {
    return post("/wps/v2/originals/dice/roll", {{"amount", amount}, {"target", target}, {"idempotencyKey", key}},
                player.token);
  }
  static std::string codeOf(const HttpResult& result) { return json::parse(result.body).value("code", ""); }

  static std::int64_t count(const std::string& sql) {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return tx.exec1(sql)[0].as<std::int64_t>();
  }
  static std::int64_t journals(std::int64_t memberId, const std::string& kind) {
    return count("SELECT count(*) FROM ledger_journals WHERE member_id = " + std::to_string(memberId) +
                 " AND kind = '" + kind + "'");
  }
  // Ledger, bets, seamless transactions, rounds and seeds' nonces: equal means nothing happened.
  static std::string snapshot() {
    pqxx::connection connection(database_->url());
    pqxx::read_transaction tx(connection);
    return ledgerSnapshot() + "|" +
           tx.exec1(
                 "SELECT (SELECT count(*) FROM bets) || '/' || (SELECT count(*) FROM seamless_transactions) || '/' "
                 "|| (SELECT count(*) FROM originals_rounds) || '/' || "
                 "(SELECT coalesce(string_agg(id || ':' || next_nonce, ',' ORDER BY id), '') FROM originals_seeds)")[0]
               .as<std::string>();
  }
  static void singleWallet() { services().wallet().walletModes.setSingle(true); }

  // A call as an external vendor makes it, signed with the PO secret.
  static HttpResult seamless(const std::string& operation, const json& body, long long skewSeconds = 0,
                             const std::string& signedPath = "") {
    const auto path = "/wps/seamless/v1/" + operation;
    const auto text = body.dump();
    const auto now =
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    const auto timestamp = std::to_string(now + skewSeconds);
    const auto secret = services().wallet().seamless.vendorSecret("PO");
    const auto signature =
        panalo::security::requestSignature(secret, timestamp, signedPath.empty() ? path : signedPath, text);
    return httpRequest("POST", url(path), text,
                       {{"Content-Type", "application/json"},
                        {"X-Panalo-Vendor", "PO"},
                        {"X-Panalo-Timestamp", timestamp},
                        {"X-Panalo-Signature", signature}});
  }
};

TEST_F(Originals, ASpinIsPaidThroughTheLedgerOncePerIdempotencyKey) {
  singleWallet();
  const auto player = newPlayer("100.00");
  const auto key = newKey();
  const auto first = spin(player, "1.00", key);
  ASSERT_EQ(first.status, 200) << first.body;
  const auto round = valueOf(first);
  EXPECT_EQ(round.at("gameCode"), "PO_FRUIT_SLOT");
  EXPECT_EQ(round.at("bet"), "1.00");
  EXPECT_FALSE(round.at("replayed").get<bool>());
  const auto payout = std::stod(round.at("payout").get<std::string>());
  EXPECT_NEAR(std::stod(round.at("balance").get<std::string>()), 99.0 + payout, 0.001);
  EXPECT_EQ(valueOf(balance(player.token)).at("balance"), round.at("balance"));
  EXPECT_EQ(journals(player.id, "game_bet"), 1);
  EXPECT_EQ(journals(player.id, "game_win"), payout > 0 ? 1 : 0);

  // The same key again: the first answer, no second stake.
  const auto before = snapshot();
  const auto again = spin(player, "1.00", key);
  ASSERT_EQ(again.status, 200) << again.body;
  EXPECT_TRUE(valueOf(again).at("replayed").get<bool>());
  EXPECT_EQ(valueOf(again).at("roundId"), round.at("roundId"));
  EXPECT_EQ(valueOf(again).at("outcome"), round.at("outcome"));
  EXPECT_EQ(snapshot(), before);
  // The same key with another stake: refused, nothing changes.
  const auto other = spin(player, "2.00", key);
  EXPECT_EQ(other.status, 409);
  EXPECT_EQ(codeOf(other), "idempotency_key_reused");
  EXPECT_EQ(snapshot(), before);

  // The bet is in the betting record, settled, with the round's payout.
  const auto bets = sendRaw("GET", "/wps/v2/bets?vendor=PO", "", player.token);
  ASSERT_EQ(bets.status, 200) << bets.body;
  const auto content = valueOf(bets).at("content");
  ASSERT_EQ(content.size(), 1u) << bets.body;
  EXPECT_EQ(content[0].at("vendor"), "PO");
  EXPECT_EQ(content[0].at("gameCategory"), "RNG");
  EXPECT_EQ(content[0].at("gameCode"), "PO_FRUIT_SLOT");
  EXPECT_EQ(content[0].at("bet"), "1.00");
  EXPECT_EQ(content[0].at("status"), "settled");
  EXPECT_EQ(content[0].at("payout"), round.at("payout"));
}

TEST_F(Originals, TransferModePlaysFromTheVendorWallet) {
  services().wallet().walletModes.setSingle(false);
  const auto player = newPlayer("100.00");
  ASSERT_EQ(transfer(player.token,
                     {{"transferType", "in"}, {"vendor", "PO"}, {"amount", "40.00"}, {"idempotencyKey", newKey()}})
                .status,
            200);
  const auto result = roll(player, "10.00", 5000, newKey());
  ASSERT_EQ(result.status, 200) << result.body;
  const auto round = valueOf(result);
  const auto& outcome = round.at("outcome");
  EXPECT_EQ(outcome.at("target"), "50.00");
  EXPECT_EQ(outcome.at("multiplier"), "1.9800");
  EXPECT_EQ(round.at("payout"), outcome.at("win").get<bool>() ? "19.80" : "0.00");
  const auto wallets = valueOf(balance(player.token));
  EXPECT_EQ(wallets.at("balance"), "60.00") << "the main wallet is not touched";
  for (const auto& wallet : wallets.at("wallets")) {
    if (wallet.at("vendor") == "PO") {
      EXPECT_EQ(wallet.at("balance"), round.at("balance"));
    }
  }
}

TEST_F(Originals, InsufficientBalanceIsRefusedAndChangesNothing) {
  singleWallet();
  const auto player = newPlayer("0.50");
  const auto nonce = valueOf(sendRaw("GET", "/wps/v2/originals/seed", "", player.token)).at("nonce");
  const auto before = snapshot();
  const auto result = spin(player, "1.00", newKey());
  EXPECT_EQ(result.status, 422) << result.body;
  EXPECT_EQ(codeOf(result), "quota_not_sufficient");
  EXPECT_EQ(snapshot(), before);
  EXPECT_EQ(valueOf(sendRaw("GET", "/wps/v2/originals/seed", "", player.token)).at("nonce"), nonce);
  // In transfer mode an empty PO wallet is the same refusal.
  services().wallet().walletModes.setSingle(false);
  const auto fromVendor = roll(player, "0.10", 5000, newKey());
  EXPECT_EQ(fromVendor.status, 422) << fromVendor.body;
  EXPECT_EQ(snapshot(), before);
}

TEST_F(Originals, BadInputAndTrialAccountsChangeNothing) {
  singleWallet();
  const auto player = newPlayer("100.00");
  valueOf(sendRaw("GET", "/wps/v2/originals/seed", "", player.token));
  const auto before = snapshot();
  EXPECT_EQ(codeOf(spin(player, 1, newKey())), "amount_format_incorrect");
  EXPECT_EQ(codeOf(spin(player, "0.001", newKey())), "amount_too_many_decimals");
  EXPECT_EQ(codeOf(spin(player, "-1.00", newKey())), "amount_must_be_positive");
  EXPECT_EQ(codeOf(spin(player, "20000.00", newKey())), "originals_bet_out_of_range");
  EXPECT_EQ(codeOf(spin(player, "1.00", "short")), "idempotency_key_invalid");
  EXPECT_EQ(codeOf(spin(player, "1.00", "'; DROP TABLE bets; --")), "idempotency_key_invalid");
  EXPECT_EQ(codeOf(roll(player, "1.00", 99999, newKey())), "invalid_parameter");
  EXPECT_EQ(codeOf(roll(player, "1.00", "50.00", newKey())), "invalid_parameter");
  EXPECT_EQ(codeOf(post("/wps/v2/originals/seed/client", {{"clientSeed", std::string(65, 'a')}}, player.token)),
            "invalid_parameter");
  EXPECT_EQ(sendRaw("POST", "/wps/v2/originals/slot/spin", "[1]", player.token).status, 400);
  EXPECT_EQ(spin({0, "", "not-a-token"}, "1.00", newKey()).status, 401);
  const auto trial = newPlayer("", 4);
  const auto refused = spin(trial, "1.00", newKey());
  EXPECT_EQ(refused.status, 403) << refused.body;
  EXPECT_EQ(codeOf(refused), "in_need_true_account");
  EXPECT_EQ(snapshot(), before);
}

TEST_F(Originals, SeamlessDebitIsOnceByTransactionIdAndRollbackRestores) {
  singleWallet();
  const auto player = newPlayer("100.00");
  const json debit{{"transactionId", "ext-tx-1"},
                   {"player", player.account},
                   {"roundId", "ext-round-1"},
                   {"gameCode", "PO_DICE"},
                   {"amount", "5.00"}};
  const auto first = seamless("debit", debit);
  ASSERT_EQ(first.status, 200) << first.body;
  EXPECT_EQ(valueOf(first).at("balance"), "95.00");
  const auto before = snapshot();
  const auto retried = seamless("debit", debit);
  ASSERT_EQ(retried.status, 200) << retried.body;
  EXPECT_EQ(valueOf(retried).at("balance"), "95.00");
  EXPECT_TRUE(valueOf(retried).at("replayed").get<bool>());
  EXPECT_EQ(snapshot(), before) << "a retried debit has one effect";
  auto changed = debit;
  changed["amount"] = "6.00";
  const auto conflict = seamless("debit", changed);
  EXPECT_EQ(conflict.status, 409);
  EXPECT_EQ(codeOf(conflict), "idempotency_key_reused");
  EXPECT_EQ(snapshot(), before);
  // A second stake on the same round under another id is refused.
  changed["transactionId"] = "ext-tx-1b";
  EXPECT_EQ(codeOf(seamless("debit", changed)), "seamless_round_conflict");

  const json rollback{{"transactionId", "ext-rb-1"},
                      {"player", player.account},
                      {"roundId", "ext-round-1"},
                      {"referenceId", "ext-tx-1"}};
  const auto undone = seamless("rollback", rollback);
  ASSERT_EQ(undone.status, 200) << undone.body;
  EXPECT_EQ(valueOf(undone).at("balance"), "100.00");
  EXPECT_EQ(valueOf(balance(player.token)).at("balance"), "100.00");
  EXPECT_EQ(count("SELECT count(*) FROM bets WHERE vendor_bet_ref = 'ext-round-1' AND status = 'cancelled'"), 1);
  const auto afterRollback = snapshot();
  EXPECT_EQ(seamless("rollback", rollback).status, 200);
  EXPECT_EQ(snapshot(), afterRollback) << "the same rollback again changes nothing";
  // A credit for the rolled-back round is refused.
  const auto credit = seamless(
      "credit",
      {{"transactionId", "ext-win-1"}, {"player", player.account}, {"roundId", "ext-round-1"}, {"amount", "10.00"}});
  EXPECT_EQ(credit.status, 409) << credit.body;
  EXPECT_EQ(snapshot(), afterRollback);

  // A rollback of a debit that never arrived is acknowledged; that debit is then refused.
  EXPECT_EQ(seamless("rollback", {{"transactionId", "ext-rb-2"},
                                  {"player", player.account},
                                  {"roundId", "ext-round-2"},
                                  {"referenceId", "ext-tx-2"}})
                .status,
            200);
  const auto late = seamless("debit", {{"transactionId", "ext-tx-2"},
                                       {"player", player.account},
                                       {"roundId", "ext-round-2"},
                                       {"gameCode", "PO_DICE"},
                                       {"amount", "5.00"}});
  EXPECT_EQ(late.status, 409) << late.body;
  EXPECT_EQ(codeOf(late), "seamless_transaction_rolled_back");
  EXPECT_EQ(valueOf(balance(player.token)).at("balance"), "100.00");
}

TEST_F(Originals, SeamlessCallsWithABadSignatureOrStaleTimestampChangeNothing) {
  singleWallet();
  const auto player = newPlayer("100.00");
  const json debit{{"transactionId", "sig-tx-1"},
                   {"player", player.account},
                   {"roundId", "sig-round-1"},
                   {"gameCode", "PO_DICE"},
                   {"amount", "5.00"}};
  const auto before = snapshot();
  const auto stale = seamless("debit", debit, -3600);
  EXPECT_EQ(stale.status, 401) << stale.body;
  EXPECT_EQ(codeOf(stale), "seamless_request_expired");
  const auto future = seamless("debit", debit, 3600);
  EXPECT_EQ(codeOf(future), "seamless_request_expired");
  // Signed for the credit route, sent to the debit route.
  const auto moved = seamless("debit", debit, 0, "/wps/seamless/v1/credit");
  EXPECT_EQ(moved.status, 401);
  EXPECT_EQ(codeOf(moved), "seamless_signature_invalid");
  const auto forged = httpRequest("POST", url("/wps/seamless/v1/debit"), debit.dump(),
                                  {{"Content-Type", "application/json"},
                                   {"X-Panalo-Vendor", "PO"},
                                   {"X-Panalo-Timestamp", "1"},
                                   {"X-Panalo-Signature", std::string(64, '0')}});
  EXPECT_EQ(forged.status, 401);
  EXPECT_EQ(codeOf(forged), "seamless_signature_invalid");
  const auto unsigned_ = httpRequest("POST", url("/wps/seamless/v1/debit"), debit.dump(),
                                     {{"Content-Type", "application/json"}, {"X-Panalo-Vendor", "PO"}});
  EXPECT_EQ(codeOf(unsigned_), "seamless_signature_invalid");
  EXPECT_EQ(codeOf(httpRequest("POST", url("/wps/seamless/v1/debit"), debit.dump(),
                               {{"Content-Type", "application/json"}, {"X-Panalo-Vendor", "NOPE"}})),
            "unknown_vendor");
  EXPECT_EQ(snapshot(), before);
  EXPECT_EQ(valueOf(balance(player.token)).at("balance"), "100.00");
}

TEST_F(Originals, ARoundIsReproducedFromItsSeedsAfterTheReveal) {
  singleWallet();
  const auto player = newPlayer("100.00");
  const auto chosen = post("/wps/v2/originals/seed/client", {{"clientSeed", "my-lucky-seed"}}, player.token);
  ASSERT_EQ(chosen.status, 200) << chosen.body;
  const auto committed = valueOf(chosen).at("serverSeedHash").get<std::string>();
  const auto played = roll(player, "2.00", 3300, newKey());
  ASSERT_EQ(played.status, 200) << played.body;
  const auto round = valueOf(played);
  EXPECT_EQ(round.at("serverSeedHash"), committed);
  EXPECT_EQ(round.at("clientSeed"), "my-lucky-seed");
  const auto verifyPath = "/wps/v2/originals/rounds/verify?roundId=" + std::to_string(round.at("roundId").get<int>());
  const auto early = sendRaw("GET", verifyPath, "", player.token);
  EXPECT_EQ(early.status, 409);
  EXPECT_EQ(codeOf(early), "originals_seed_not_revealed");

  const auto rotated = post("/wps/v2/originals/seed/rotate", json::object(), player.token);
  ASSERT_EQ(rotated.status, 200) << rotated.body;
  const auto revealed = valueOf(rotated).at("revealed");
  const auto serverSeed = revealed.at("serverSeed").get<std::string>();
  EXPECT_EQ(panalo::originals::sha256Hex(serverSeed), committed) << "the revealed seed is the committed one";
  EXPECT_EQ(revealed.at("rounds"), 1);
  EXPECT_NE(valueOf(rotated).at("current").at("serverSeedHash"), committed);
  EXPECT_EQ(valueOf(rotated).at("current").at("nonce"), 0);

  // Recomputed here from the published rule: HMAC-SHA256(server seed, "client seed:nonce").
  panalo::originals::FairStream stream(serverSeed, "my-lucky-seed",
                                       static_cast<std::uint64_t>(round.at("nonce").get<std::int64_t>()));
  const auto again = panalo::originals::playDice(stream, 200, 3300, 9900);
  char rollText[32];
  std::snprintf(rollText, sizeof rollText, "%lld.%02lld", static_cast<long long>(again.roll / 100),
                static_cast<long long>(again.roll % 100));
  EXPECT_EQ(round.at("outcome").at("roll"), rollText);
  // RTP 99.00% at a 33.00% chance pays 99.00 / 33.00 = 3.0000 times the stake.
  EXPECT_EQ(round.at("payout").get<std::string>(), again.win ? "6.00" : "0.00");

  const auto verified = sendRaw("GET", verifyPath, "", player.token);
  ASSERT_EQ(verified.status, 200) << verified.body;
  EXPECT_EQ(valueOf(verified).at("serverSeed"), serverSeed);
  EXPECT_TRUE(valueOf(verified).at("hashMatches").get<bool>());
  EXPECT_TRUE(valueOf(verified).at("outcomeMatches").get<bool>());
  EXPECT_EQ(valueOf(verified).at("round").at("outcome"), round.at("outcome"));
  // Another member's round reads as not found.
  const auto stranger = newPlayer();
  EXPECT_EQ(sendRaw("GET", verifyPath, "", stranger.token).status, 404);
}

TEST_F(Originals, TheRtpIsASettingAndThePaytableFollowsIt) {
  const auto games = sendRaw("GET", "/wps/v2/originals/games", "");
  ASSERT_EQ(games.status, 200) << games.body;
  const auto list = valueOf(games).at("games");
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0].at("gameCode"), "PO_FRUIT_SLOT");
  EXPECT_EQ(list[0].at("rtp"), "96.50");
  EXPECT_NEAR(std::stod(list[0].at("paytable").at("exactRtp").get<std::string>()), 96.5, 0.05);
  EXPECT_EQ(list[1].at("rtp"), "99.00");
  EXPECT_THROW(services().originals().games.replaceRtpSetting({{"PO_DICE", 10000}}), panalo::DomainError);
  EXPECT_THROW(services().originals().games.replaceRtpSetting({{"NOPE", 9000}}), panalo::DomainError);
  services().originals().games.replaceRtpSetting({{"PO_DICE", 9500}});
  EXPECT_EQ(valueOf(sendRaw("GET", "/wps/v2/originals/games", "")).at("games")[1].at("rtp"), "95.00");
  singleWallet();
  const auto player = newPlayer("10.00");
  const auto result = roll(player, "1.00", 5000, newKey());
  ASSERT_EQ(result.status, 200) << result.body;
  EXPECT_EQ(valueOf(result).at("outcome").at("multiplier"), "1.9000");
}

}  // namespace
