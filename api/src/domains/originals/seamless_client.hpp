#pragma once
// The house provider's side of the seamless wallet: it signs each call with
// the vendor secret (platform/security/request_signature.hpp) and sends it
// through a transport, exactly as an external vendor would over HTTP. The
// platform checks the signature either way. The transport is an interface: the
// composition root plugs in the in-process one (app/seamless_in_process.hpp),
// which hands the signed bytes to the platform's own seamless endpoint.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "panalo/crypto/secret_bytes.hpp"

namespace panalo::originals {

// What came back: an HTTP status and the JSON envelope.
struct TransportReply {
  int status = 0;
  std::string body;
};

class SeamlessTransport {
 public:
  SeamlessTransport() = default;
  SeamlessTransport(const SeamlessTransport&) = delete;
  SeamlessTransport& operator=(const SeamlessTransport&) = delete;
  virtual ~SeamlessTransport() = default;
  // POST `body` to `path` with `headers` (lower-case names). May throw on a
  // transport failure (the round then stays open and a retry finishes it).
  virtual TransportReply post(const std::string& path, const std::map<std::string, std::string>& headers,
                              const std::string& body) = 0;
};

struct WalletReply {
  std::int64_t balanceMinor = 0;
  bool replayed = false;
};

class SeamlessClient {
 public:
  // `secret` is asked for on each call (derived from the master key, which
  // tools that never play may not have).
  using SecretSource = std::function<crypto::SecretBytes()>;

  void connect(SeamlessTransport& transport, SecretSource secret, std::string vendor);
  bool connected() const { return transport_ != nullptr; }

  // Throw DomainError: the platform's refusals the player can act on
  // (quota_not_sufficient, in_need_true_account, cool_off_active,
  // self_exclusion_active, with their status); originals_wallet_unavailable
  // for anything else (the transport failed, a signature or protocol error).
  WalletReply debit(const std::string& transactionId, const std::string& player, const std::string& roundId,
                    const std::string& gameCode, std::int64_t amountMinor);
  WalletReply credit(const std::string& transactionId, const std::string& player, const std::string& roundId,
                     std::int64_t amountMinor);
  WalletReply rollback(const std::string& transactionId, const std::string& player, const std::string& roundId,
                       const std::string& referenceId);

  // Whether an error key is the platform refusing the stake for good (the
  // round is then abandoned) rather than a failure a retry may get past.
  static bool isRefusal(const std::string& key);

 private:
  WalletReply call(const std::string& path, const std::string& body);

  SeamlessTransport* transport_ = nullptr;
  SecretSource secret_;
  std::string vendor_;
};

}  // namespace panalo::originals
