#pragma once
// Typed values of the wallet domain: what its services take and return. Amounts
// are integer minor units (centavos); wallet_json.cpp turns them into the wire's
// 2-decimal text with the shared money rule.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

struct GameVendor {
  std::string code;  // e.g. "PG"
  std::string name;
  bool enabled = true;
};

struct VendorWallet {
  std::string vendor;
  std::string name;
  std::int64_t balanceMinor = 0;
};

// GET /wps/v2/wallets/balance: the main wallet and one wallet per enabled vendor
// (0 where the member has never moved money there), plus any disabled vendor
// that still holds the member's money.
struct WalletBalance {
  std::int64_t mainMinor = 0;
  std::vector<VendorWallet> vendors;
  std::int64_t totalMinor = 0;  // main plus every vendor wallet
  std::string currencySymbol;
};

// Spec section 7, Wallet transfer: main -> vendor ("in"), vendor -> main ("out"),
// everything in main -> one vendor ("allIn"), every vendor (or one) -> main ("allOut").
enum class TransferType { In, Out, AllIn, AllOut };

struct TransferRequest {
  TransferType type = TransferType::In;
  std::string vendor;                 // empty only for allOut from every vendor
  std::optional<std::string> amount;  // decimal text (the shared money rule); in and out only
  std::string idempotencyKey;
};

// The answer a transfer gives, stored with its idempotency key so a retry gets
// the very same answer.
struct TransferResult {
  std::optional<std::int64_t> transferId;  // the ledger journal; none when allOut found nothing to move
  std::optional<std::int64_t> requestId;   // the deposit or withdrawal request a money call made, if any
  std::int64_t amountMinor = 0;            // what moved
  std::int64_t mainMinor = 0;              // the main wallet after the transfer
  std::vector<VendorWallet> vendors;       // the member's vendor wallets after it
};

// One line of panaloctl ledger trial-balance.
struct TrialBalanceLine {
  std::int64_t accountId = 0;
  std::string kind;
  std::optional<std::int64_t> memberId;
  std::string vendor;
  std::int64_t balanceMinor = 0;
  std::string entrySum;  // decimal text: a sum of BIGINTs may not fit one
  std::int64_t entries = 0;
  bool matches = false;  // balance equals the sum of its entries
};

struct TrialBalance {
  std::vector<TrialBalanceLine> accounts;
  std::string totalBalance;             // over every account: 0 when money is conserved
  std::int64_t unbalancedJournals = 0;  // journals whose entries do not sum to zero, or have fewer than two
  std::int64_t journals = 0;
  std::int64_t entries = 0;
  bool ok() const;
};

}  // namespace panalo::services
