#pragma once
// Typed values of deposits and withdrawals (issue 13 part B). Amounts are
// integer minor units; payment_json.cpp writes them with 2 decimals.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace panalo::services {

// Where members pay in (bank_transfer, e_wallet, crypto), set by the operator.
struct PaymentChannel {
  std::int64_t id = 0;
  std::string kind;
  std::string name;
  std::string accountDetails;  // shown to the member: account number, e-wallet id, crypto address
  std::int64_t minMinor = 0;
  std::int64_t maxMinor = 0;
  bool enabled = true;
};

// Statuses as the spec names them: In Process, Approved, Rejected (section 4).
struct DepositRecord {
  std::int64_t id = 0;
  std::int64_t memberId = 0;
  std::string account;  // the member's account name (operator lists)
  std::int64_t channelId = 0;
  std::string channelName;
  std::int64_t amountMinor = 0;
  std::string status;     // in_process, approved, rejected
  std::string createdAt;  // ISO 8601, UTC
  std::optional<std::string> decidedAt;
};

struct DepositRequest {
  std::int64_t channelId = 0;
  std::string amount;  // decimal text: the shared money rule
  std::string idempotencyKey;
};

enum class LimitPeriod { Day, Week, Month };

// One period's limit: what is in force now and a later one still waiting
// (an increase or removal waits 24 hours).
struct DepositLimit {
  std::string period;                      // day, week, month
  std::optional<std::int64_t> limitMinor;  // none: no limit
  std::int64_t usedMinor = 0;              // deposits requested in the window (not rejected)
  bool pendingChange = false;
  std::optional<std::int64_t> pendingMinor;  // the waiting limit (none: removal)
  std::optional<std::string> pendingFrom;    // when it takes effect
};

// Withdrawal statuses (spec section 4): in_process until the operator acts,
// rejected (refunded) or disbursed, then the member's confirmation.
struct WithdrawalRecord {
  std::int64_t id = 0;
  std::int64_t memberId = 0;
  std::string account;
  std::int64_t amountMinor = 0;
  std::string status;  // in_process, rejected, disbursed, received, partly_received, not_received
  std::string createdAt;
  std::optional<std::string> decidedAt;
  std::optional<std::int64_t> receivedMinor;  // once confirmed: what arrived
};

// The member's answer after a disbursement: received, partly_received (with
// the amount that arrived) or not_received (with 1 to 3 proof images, base64
// PNG or JPEG).
struct WithdrawalConfirmation {
  std::int64_t withdrawalId = 0;
  std::string result;
  std::optional<std::string> receivedAmount;
  std::vector<std::string> proofImages;
};

// A proof image checked by content.
struct ProofImage {
  std::string contentType;  // image/png or image/jpeg
  std::vector<std::uint8_t> bytes;
};

struct WithdrawalRequest {
  std::string amount;
  std::string fundsPassword;
  std::string idempotencyKey;
};

// Deposits must be wagered `multiple` times before a withdrawal.
struct Turnover {
  std::int64_t multiple = 0;       // for approved deposits
  std::int64_t bonusMultiple = 0;  // for bonus credits (journals from the bonus account)
  // approved deposits x multiple + net bonus credits x bonusMultiple
  std::int64_t requiredMinor = 0;
  std::int64_t wageredMinor = 0;    // valid bets (0 until game play writes bets)
  std::int64_t remainingMinor = 0;  // max(0, required - wagered)
};

struct WithdrawalResult {
  WithdrawalRecord withdrawal;
  std::int64_t balanceMinor = 0;  // the main wallet right after it
};

}  // namespace panalo::services
