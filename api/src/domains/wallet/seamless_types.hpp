#pragma once
// The seamless-wallet protocol (issue 14 item 5): a game provider moves a
// player's money through the platform one transaction at a time instead of
// holding a wallet of its own. Three operations, each named by the provider's
// own transaction id:
//   debit    the stake of a round (wallet -> house), opening a bet;
//   credit   the round's win (house -> wallet, 0 allowed), settling the bet;
//   rollback undoes a debit whose round did not complete (the stake comes back,
//            the bet is cancelled); a rollback of a debit never seen is
//            acknowledged and that debit is refused if it arrives later.
// The same transaction id with the same request answers the first answer and
// changes nothing; with another request it is refused (409).

#include <cstdint>
#include <optional>
#include <string>

namespace panalo::services {

enum class SeamlessOperation { Debit, Credit, Rollback };

// A request as the provider signed it (the HTTP route and the in-process
// transport both hand this to the service).
struct SignedSeamlessCall {
  SeamlessOperation operation = SeamlessOperation::Debit;
  std::string path;  // the route's path: part of what is signed
  std::string vendor;
  std::string timestamp;
  std::string signature;
  std::string body;
};

// The body's fields, checked.
struct SeamlessRequest {
  SeamlessOperation operation = SeamlessOperation::Debit;
  std::string vendor;
  std::string transactionId;
  std::string player;  // the member's account name
  std::string roundId;
  std::string gameCode;
  std::string gameCategory;  // the bet's category (spec section 3): RNG for the house games
  std::int64_t amountMinor = 0;
  std::string referenceId;  // rollback: the debit's transaction id
};

struct SeamlessAnswer {
  std::string transactionId;
  std::int64_t amountMinor = 0;   // what moved (0 for a rollback of an unknown debit)
  std::int64_t balanceMinor = 0;  // the wallet the round plays from, after the call
  std::optional<std::int64_t> betId;
  bool replayed = false;
};

}  // namespace panalo::services
