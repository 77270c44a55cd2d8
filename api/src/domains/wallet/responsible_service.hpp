#pragma once
// Responsible gaming (issue 13 item 7): the member's play break and reality
// check.
//
// Why inside the wallet domain and not a module of its own: the wallet's
// deposit and transfer services must ask "is this member on a break?", and the
// reality check reads the member's ledger (a wallet table). As a separate
// domain it would need the wallet (for the ledger) while the wallet needs it
// (for the check): a cycle the module edges forbid, or a callback wired in by
// the app just to hide one. Here both are plain calls within one domain. Game
// launch and play (the games issue) will USE the wallet domain anyway for the
// game wallets, and call requirePlayAllowed() below before a launch.

#include <cstdint>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/wallet/responsible_repository.hpp"
#include "domains/wallet/responsible_types.hpp"

namespace panalo::services {

class ResponsibleGamingService {
 public:
  explicit ResponsibleGamingService(repositories::ResponsibleRepository& store) : store_(store) {}

  // THE check other code calls before money goes toward play: deposits,
  // transfers into game wallets, and (later) game launch. Throws
  // DomainError(Forbidden): cool_off_active or self_exclusion_active while the
  // member's break runs (the message says until when). Withdrawals and
  // transfers out of game wallets do not call it: a break never traps money.
  void requirePlayAllowed(std::int64_t memberId);

  // Throw in_need_true_account (403) for trial accounts, as every money call.
  ResponsibleSettings settings(const repositories::Member& member);
  // `period`: cool_off_24h, cool_off_7d, cool_off_30d, self_exclusion_6m,
  // self_exclusion_1y or self_exclusion_permanent. Starts a break, or
  // lengthens the running one. Throws invalid_parameter (400) for another
  // period; play_break_cannot_be_shortened (422) when a running break would
  // end later than the one asked for (nothing changes).
  ResponsibleSettings startBreak(const repositories::Member& member, const std::string& period);
  // `minutes`: 0 (off), 15, 30 or 60; else invalid_parameter (400).
  ResponsibleSettings setRealityCheck(const repositories::Member& member, int minutes);
  // The reminder's figures for the session that signed in at
  // `sessionStartedAt` (ISO 8601, from the accounts domain's session list).
  RealityCheckReport realityCheck(const repositories::Member& member, const std::string& sessionStartedAt);

  // The operator (panaloctl responsible ...).
  std::vector<PlayBreak> activeBreaks() { return store_.activeBreaks(); }
  // Throws not_found when the member has no running break; invalid_parameter
  // for an empty or over-long note.
  void lift(std::int64_t memberId, const std::string& note);

 private:
  repositories::ResponsibleRepository& store_;
};

}  // namespace panalo::services
