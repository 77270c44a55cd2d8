#include "domains/originals/seamless_client.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <utility>

#include "panalo/money/amount.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/request_signature.hpp"

namespace panalo::originals {
namespace {

// The platform's seamless routes (wallet domain, seamless_routes.hpp): the
// provider knows them as an external vendor would, by their published paths.
constexpr const char* kDebitPath = "/wps/seamless/v1/debit";
constexpr const char* kCreditPath = "/wps/seamless/v1/credit";
constexpr const char* kRollbackPath = "/wps/seamless/v1/rollback";

ErrorKind kindOfStatus(int status) {
  switch (status) {
    case 403:
      return ErrorKind::Forbidden;
    case 422:
      return ErrorKind::Unprocessable;
    default:
      return ErrorKind::InvalidInput;
  }
}

[[noreturn]] void unavailable(const std::string& why) {
  throw DomainError(ErrorKind::Unavailable, error_keys::kOriginalsWalletUnavailable, why);
}

}  // namespace

void SeamlessClient::connect(SeamlessTransport& transport, SecretSource secret, std::string vendor) {
  transport_ = &transport;
  secret_ = std::move(secret);
  vendor_ = std::move(vendor);
}

bool SeamlessClient::isRefusal(const std::string& key) {
  return key == error_keys::kQuotaNotSufficient || key == error_keys::kInNeedTrueAccount ||
         key == error_keys::kCoolOffActive || key == error_keys::kSelfExclusionActive;
}

WalletReply SeamlessClient::call(const std::string& path, const std::string& body) {
  if (transport_ == nullptr) unavailable("the house games are not connected to a wallet");
  const auto timestamp = std::to_string(
      std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
  const std::map<std::string, std::string> headers{
      {"content-type", "application/json"},
      {security::kVendorHeader, vendor_},
      {security::kTimestampHeader, timestamp},
      {security::kSignatureHeader, security::requestSignature(secret_(), timestamp, path, body)}};
  TransportReply reply;
  try {
    reply = transport_->post(path, headers, body);
  } catch (const DomainError&) {
    throw;
  } catch (const std::exception& error) {
    unavailable(std::string("seamless transport failed: ") + error.what());
  }
  nlohmann::json envelope;
  try {
    envelope = nlohmann::json::parse(reply.body);
  } catch (const nlohmann::json::exception&) {
    unavailable("the wallet's answer is not JSON");
  }
  if (reply.status == 200 && envelope.value("success", false)) {
    const auto& value = envelope.at("value");
    const auto balance = money::parseAmount(value.at("balance").get<std::string>());
    WalletReply answer;
    // "0.00" is refused by the money rule (it is for amounts to move): a zero balance.
    answer.balanceMinor = balance.ok() ? balance.minor : 0;
    answer.replayed = value.value("replayed", false);
    return answer;
  }
  const auto key = envelope.value("code", std::string());
  if (isRefusal(key)) throw DomainError(kindOfStatus(reply.status), key, envelope.value("message", key));
  unavailable("the wallet refused the call: " + key);
}

WalletReply SeamlessClient::debit(const std::string& transactionId, const std::string& player,
                                  const std::string& roundId, const std::string& gameCode, std::int64_t amountMinor) {
  return call(kDebitPath, nlohmann::json{{"transactionId", transactionId},
                                         {"player", player},
                                         {"roundId", roundId},
                                         {"gameCode", gameCode},
                                         {"gameCategory", "RNG"},
                                         {"amount", money::formatMinor(amountMinor)}}
                              .dump());
}

WalletReply SeamlessClient::credit(const std::string& transactionId, const std::string& player,
                                   const std::string& roundId, std::int64_t amountMinor) {
  return call(kCreditPath, nlohmann::json{{"transactionId", transactionId},
                                          {"player", player},
                                          {"roundId", roundId},
                                          {"amount", money::formatMinor(amountMinor)}}
                               .dump());
}

WalletReply SeamlessClient::rollback(const std::string& transactionId, const std::string& player,
                                     const std::string& roundId, const std::string& referenceId) {
  return call(
      kRollbackPath,
      nlohmann::json{
          {"transactionId", transactionId}, {"player", player}, {"roundId", roundId}, {"referenceId", referenceId}}
          .dump());
}

}  // namespace panalo::originals
