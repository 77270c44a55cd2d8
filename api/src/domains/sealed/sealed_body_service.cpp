#include "domains/sealed/sealed_body_service.hpp"

#include <vector>

#include "panalo/crypto/text_encoding.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace envelope = crypto::envelope;
namespace {

[[noreturn]] void refuse(ErrorKind kind, const char* key, const char* message) {
  throw DomainError(kind, key, message);
}

[[noreturn]] void refuseEnvelope(envelope::EnvelopeError error) {
  switch (error) {
    case envelope::EnvelopeError::kMalformed:
    case envelope::EnvelopeError::kUnsupportedVersion:
      refuse(ErrorKind::InvalidInput, error_keys::kEnvelopeMalformed, "The sealed body is not a valid envelope");
    case envelope::EnvelopeError::kUnknownKey:
      refuse(ErrorKind::Conflict, error_keys::kEnvelopeUnknownKey, "Sealed to a key the server no longer accepts");
    default:
      refuse(ErrorKind::InvalidInput, error_keys::kEnvelopeRejected, "The sealed body was rejected");
  }
}

}  // namespace

SealedBodyService::SealedBodyService(PayloadKeyService& keys, std::chrono::seconds maxClockSkew, Clock clock)
    : keys_(keys), maxClockSkew_(maxClockSkew), clock_(std::move(clock)) {}

std::int64_t SealedBodyService::forgetRequestIdsOlderThan(std::chrono::seconds age) {
  if (age < minimumRequestIdAge()) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "request ids must be kept at least " + std::to_string(minimumRequestIdAge().count()) +
                          " s (twice PANALO_ENVELOPE_MAX_SKEW_S): a younger envelope could still be replayed");
  }
  return keys_.purgeRequestIdsOlderThan(age);
}

SealedBodyService::Clock SealedBodyService::systemClock() {
  return [] {
    return static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count());
  };
}

nlohmann::json SealedBodyService::open(const SealedRequest& request, std::optional<std::string_view> sessionToken) {
  const auto body = nlohmann::json::parse(request.body.begin(), request.body.end(), nullptr, false);
  if (body.is_discarded() || !body.is_object() || !body.contains("sealed") || !body.at("sealed").is_string()) {
    refuse(ErrorKind::InvalidInput, error_keys::kSealedBodyRequired, "This endpoint accepts only a sealed body");
  }
  auto bytes = envelope::fromText(body.at("sealed").get_ref<const std::string&>());
  if (!bytes) refuseEnvelope(bytes.error());
  const auto header = envelope::parseHeader(bytes.value());
  if (!header) refuseEnvelope(header.error());

  const auto freshness =
      envelope::checkFreshness(header.value().issuedAt, clock_(), static_cast<std::uint64_t>(maxClockSkew_.count()));
  if (freshness != envelope::Freshness::kFresh) {
    refuse(ErrorKind::InvalidInput, error_keys::kEnvelopeExpired,
           "The sealed body is too old or from the future; check the device clock");
  }

  const auto key = recipientKey(header.value().keyId);
  if (!key) refuseEnvelope(envelope::EnvelopeError::kUnknownKey);

  envelope::RequestBinding binding{request.method, request.path, std::nullopt};
  if (sessionToken) {
    auto hash = envelope::sessionTokenHash(*sessionToken);
    if (!hash) refuseEnvelope(hash.error());
    binding.sessionHash = hash.value();
  }
  auto opened = envelope::open(bytes.value(), binding, *key);
  if (!opened) refuseEnvelope(opened.error());

  const auto& requestId = opened.value().requestId;
  if (!keys_.claimRequestId(std::vector<std::uint8_t>(requestId.begin(), requestId.end()))) {
    refuse(ErrorKind::Conflict, error_keys::kEnvelopeReplayed, "This sealed body was already used");
  }
  const auto& plaintext = opened.value().plaintext;
  auto json = nlohmann::json::parse(plaintext.data(), plaintext.data() + plaintext.size(), nullptr, false);
  if (json.is_discarded() || !json.is_object()) {
    refuse(ErrorKind::InvalidInput, error_keys::kInvalidRequest, "The sealed body must hold a JSON object");
  }
  return json;
}

std::shared_ptr<const envelope::RecipientKey> SealedBodyService::recipientKey(const envelope::KeyId& keyId) {
  const std::string id = crypto::toHex(crypto::ByteView(keyId));
  // Asked every time: rotation and the end of a grace period show at once on
  // every instance.
  const auto privateKey = keys_.privateKeyFor(id);
  if (!privateKey) return nullptr;
  std::lock_guard<std::mutex> lock(cacheMutex_);
  auto cached = recipientKeys_.find(id);
  if (cached != recipientKeys_.end()) return cached->second;
  auto parsed = envelope::RecipientKey::fromBytes(keyId, privateKey->view());
  if (!parsed) {
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "stored payload key is not a valid X25519 key");
  }
  auto shared = std::make_shared<const envelope::RecipientKey>(std::move(parsed.value()));
  recipientKeys_.emplace(id, shared);
  return shared;
}

}  // namespace panalo::services
