#include "domains/wallet/seamless_service.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>

#include "domains/wallet/record_types.hpp"
#include "domains/wallet/wallet_mode_service.hpp"
#include "domains/wallet/wallet_service.hpp"
#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/request_signature.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void invalid(const std::string& why) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, why);
}

// 1-100 of A-Z a-z 0-9 _ . : - (the column's CHECK).
bool validId(const std::string& id) {
  if (id.empty() || id.size() > 100) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
           c == ':' || c == '-';
  });
}

std::string stringField(const nlohmann::json& body, const char* name, bool required = true) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) {
    if (required) invalid(std::string(name) + " is required");
    return "";
  }
  if (!it->is_string()) invalid(std::string(name) + " must be a string");
  return it->get<std::string>();
}

std::int64_t amountOf(const std::string& text, bool zeroAllowed) {
  const auto parsed = money::parseAmount(text);
  if (parsed.ok()) return parsed.minor;
  // A credit of nothing settles a lost round; the money rule refuses zero
  // everywhere else, so its "must be positive" answer is taken here for "0.00".
  if (zeroAllowed && parsed.error == money::AmountError::MustBePositive && text.find('-') == std::string::npos) {
    return 0;
  }
  throw DomainError(ErrorKind::InvalidInput, std::string(money::amountErrorKey(parsed.error)),
                    "amount must be a decimal text with at most 2 decimals");
}

const char* operationName(SeamlessOperation operation) {
  switch (operation) {
    case SeamlessOperation::Debit:
      return "debit";
    case SeamlessOperation::Credit:
      return "credit";
    case SeamlessOperation::Rollback:
      return "rollback";
  }
  return "?";
}

}  // namespace

crypto::SecretBytes SeamlessWalletService::vendorSecret(const std::string& vendor) const {
  if (!masterKey_) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable,
                      "The seamless wallet needs PANALO_MASTER_KEY");
  }
  return masterKey_->deriveKey("panalo/seamless-wallet/v1/" + vendor);
}

SeamlessRequest SeamlessWalletService::parse(const SignedSeamlessCall& call) const {
  nlohmann::json body;
  try {
    body = nlohmann::json::parse(call.body);
  } catch (const nlohmann::json::exception&) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "The body must be a JSON object");
  }
  if (!body.is_object()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "The body must be a JSON object");
  }
  SeamlessRequest request;
  request.operation = call.operation;
  request.vendor = call.vendor;
  request.transactionId = stringField(body, "transactionId");
  if (!validId(request.transactionId)) invalid("transactionId must be 1-100 of A-Z a-z 0-9 _ . : -");
  request.player = stringField(body, "player");
  if (request.player.empty() || request.player.size() > 64) invalid("player must be an account name");
  request.roundId = stringField(body, "roundId");
  if (!validId(request.roundId)) invalid("roundId must be 1-100 of A-Z a-z 0-9 _ . : -");
  if (call.operation == SeamlessOperation::Rollback) {
    request.referenceId = stringField(body, "referenceId");
    if (!validId(request.referenceId)) invalid("referenceId must name the debit's transactionId");
    if (body.contains("amount")) invalid("a rollback takes no amount: it returns the whole debit");
  } else {
    request.amountMinor = amountOf(stringField(body, "amount"), call.operation == SeamlessOperation::Credit);
  }
  if (call.operation == SeamlessOperation::Debit) {
    request.gameCode = stringField(body, "gameCode");
    if (request.gameCode.empty() || request.gameCode.size() > 64) invalid("gameCode must be 1-64 characters");
    request.gameCategory = stringField(body, "gameCategory", false);
    if (request.gameCategory.empty()) request.gameCategory = "RNG";
    const auto& categories = gameCategories();
    if (std::find(categories.begin(), categories.end(), request.gameCategory) == categories.end()) {
      invalid("gameCategory must be one of the spec's game categories");
    }
  }
  return request;
}

SeamlessAnswer SeamlessWalletService::receive(const SignedSeamlessCall& call) {
  const auto vendor = call.vendor.empty() || call.vendor.size() > 32 ? std::nullopt : ledger_.findVendor(call.vendor);
  if (!vendor) throw DomainError(ErrorKind::InvalidInput, error_keys::kUnknownVendor, "No such game vendor");
  // The signature first: a caller without the secret learns nothing else.
  const auto expected = security::requestSignature(vendorSecret(call.vendor), call.timestamp, call.path, call.body);
  if (!security::sameSignature(expected, call.signature)) {
    throw DomainError(ErrorKind::Unauthenticated, error_keys::kSeamlessSignatureInvalid,
                      "The request signature does not match");
  }
  const bool digits =
      !call.timestamp.empty() && call.timestamp.size() <= 12 &&
      std::all_of(call.timestamp.begin(), call.timestamp.end(), [](char c) { return c >= '0' && c <= '9'; });
  const auto now =
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch());
  if (!digits || std::llabs(std::stoll(call.timestamp) - static_cast<long long>(now.count())) >
                     static_cast<long long>(maxClockSkew_.count())) {
    throw DomainError(ErrorKind::Unauthenticated, error_keys::kSeamlessRequestExpired,
                      "The request's timestamp is outside the allowed window");
  }
  const auto request = parse(call);
  const auto member = members_.findByAccount(request.player);
  if (!member) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "No such player");
  requireRealAccount(*member);
  // A stake is play: refused during a cool-off or self-exclusion. Credits and
  // rollbacks of rounds already staked always go through.
  if (request.operation == SeamlessOperation::Debit) {
    if (!vendor->enabled) throw DomainError(ErrorKind::InvalidInput, error_keys::kUnknownVendor, "Vendor disabled");
    responsible_.requirePlayAllowed(member->id);
  }
  std::string fingerprint = std::string(operationName(request.operation)) + "|" + request.player + "|" +
                            request.roundId + "|" + request.gameCode + "|" + request.gameCategory + "|" +
                            std::to_string(request.amountMinor) + "|" + request.referenceId;
  return store_.apply(request, member->id, WalletModeService(settings_).isSingle(), fingerprint);
}

}  // namespace panalo::services
