#pragma once
// What every domain module is built from: the connection pool, the password
// hasher, the master key and payload-key options, and the message senders.
// The composition root (app/modules.hpp) makes one and hands it to each module.

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "platform/db/connection_pool.hpp"
#include "platform/db/standby_pool.hpp"
#include "platform/messaging/message_senders.hpp"
#include "platform/messaging/outbox_repository.hpp"
#include "platform/messaging/sender_factory.hpp"
#include "platform/security/master_key.hpp"
#include "platform/security/password_hasher.hpp"

namespace panalo::platform {

// What the payload-encryption services need; the master key is absent for tools
// that do not touch payload keys (codes are then not hashed: code calls answer 503).
struct SecurityOptions {
  std::optional<security::MasterKey> masterKey;
  std::chrono::seconds payloadKeyGrace{24 * 3600};
  std::chrono::seconds envelopeMaxClockSkew{60};
};

// A streaming replica for reads that may lag (PANALO_DATABASE_REPLICA_URL);
// no URL: those reads use the primary too.
struct ReplicaOptions {
  std::string url;
  std::chrono::milliseconds maxLag{5000};  // PANALO_REPLICA_MAX_LAG_MS: past it, the primary answers
};

class PlatformDeps {
 public:
  // The pools connect lazily. Throws std::invalid_argument for an unknown
  // message provider name.
  PlatformDeps(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions security = {},
               const messaging::MessagingOptions& messaging = {}, const ReplicaOptions& replica = {});
  PlatformDeps(const PlatformDeps&) = delete;
  PlatformDeps& operator=(const PlatformDeps&) = delete;

  // The primary: every write, every money path, and every read of something the
  // reader may just have written (their own balance, session, records).
  db::ConnectionPool pool;

 private:
  std::unique_ptr<db::StandbyPool> standby_;  // null without a replica

 public:
  // Reads that may be a moment behind (reports, catalogue, content pages): the
  // replica when there is one and it keeps up, else the primary.
  db::ConnectionPool& laggingReads;
  // The replica's pool for GET /metrics (its lag), or null.
  const db::StandbyPool* standby() const { return standby_.get(); }
  security::PasswordHasher passwordHasher;
  const SecurityOptions security;
  // What the built-in "outbox" provider "sent" (panaloctl outbox list reads it).
  repositories::OutboxRepository outbox;
  std::unique_ptr<messaging::SmsSender> smsSender;
  std::unique_ptr<messaging::EmailSender> emailSender;
};

}  // namespace panalo::platform
