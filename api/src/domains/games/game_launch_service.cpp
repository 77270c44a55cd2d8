#include "domains/games/game_launch_service.hpp"

#include <openssl/sha.h>

#include <algorithm>

#include "domains/games/game_query_rules.hpp"
#include "domains/games/vendor_launch_url.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/random_text.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kTokenBytes = 16;  // 128 bits

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

bool demoFlag(const std::optional<std::string>& text) {
  if (!text || text->empty() || *text == "false" || *text == "0") return false;
  if (*text == "true" || *text == "1") return true;
  invalid("freeTrial must be true, false, 1 or 0");
}

// A language tag as the UI sends it (en, pt, ty, en-US); English when absent.
std::string languageOf(const std::optional<std::string>& text) {
  if (!text || text->empty()) return "en";
  const bool tag = text->size() <= 16 && std::all_of(text->begin(), text->end(), [](char c) {
                     return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '_';
                   });
  if (!tag) invalid("language must be a language tag such as en");
  return *text;
}

repositories::TokenDigest digestOf(const std::string& token) {
  repositories::TokenDigest digest{};
  SHA256(reinterpret_cast<const unsigned char*>(token.data()), token.size(), digest.data());
  return digest;
}

}  // namespace

GameLaunch GameLaunchService::launch(const std::optional<repositories::Member>& member, const LaunchRequest& request) {
  if (!request.nodeId || request.nodeId->empty()) invalid("nodeId is required");
  const auto nodeId = wholeNumberParam(request.nodeId, 0, 1, 999999999, "nodeId");
  const bool demo = demoFlag(request.freeTrial);
  const auto language = languageOf(request.language);

  const auto catalogue = cache_.current();
  const auto* found = catalogue->game(nodeId);
  if (found == nullptr) throw DomainError(ErrorKind::NotFound, error_keys::kGameNotFound, "no such game");
  GameLaunch launch;
  launch.demo = demo;
  if (member) {
    // Maintenance, a trial account's real play, the agent's enabling.
    launch.game = memberGames_.playableGame(*member, nodeId, demo);
    if (demo && !launch.game.freeTrial) invalid("this game has no free trial");
    // A break the member chose stops every game, demo play included.
    responsible_.requirePlayAllowed(member->id);
  } else {
    // Visitors open free-trial games in demo mode only.
    if (!demo || !found->freeTrial) {
      throw DomainError(ErrorKind::Unauthenticated, error_keys::kNotLoggedIn, "Please log in to play");
    }
    if (found->maintenance) {
      throw DomainError(ErrorKind::Forbidden, error_keys::kGameMaintenance, "This game is under maintenance");
    }
    launch.game = *found;
  }

  const auto* vendor = catalogue->vendor(launch.game.vendor);
  if (vendor == nullptr || vendor->launchUrlTemplate.empty()) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kVendorUnavailable,
                      "This game's provider cannot be reached at the moment");
  }
  LaunchValues values{"", launch.game.gameCode, language, demo};
  const bool needsToken = !demo && vendor->launchUrlTemplate.find("{token}") != std::string::npos;
  if (needsToken) values.token = security::randomBase64Url(kTokenBytes);
  launch.url = fillLaunchTemplate(vendor->launchUrlTemplate, values);
  if (!launchUrlAllowed(launch.url)) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kInvalidUrl, "This game's launch address is not valid");
  }
  if (launch.url.front() == '/') {
    launch.openMode = LaunchOpenMode::kRoute;
  } else {
    launch.openMode = vendor->launchInWindow ? LaunchOpenMode::kWindow : LaunchOpenMode::kIframe;
  }
  // Only now that the URL is good: nothing is stored for a refused launch.
  if (member && !demo) {
    if (needsToken) tokens_.issue(digestOf(values.token), member->id, vendor->code, nodeId, kTokenSeconds);
    memberGames_.recordLaunch(*member, nodeId);
  }
  return launch;
}

std::optional<repositories::LaunchTokenOwner> GameLaunchService::redeemToken(const std::string& vendor,
                                                                             const std::string& token) {
  if (token.empty() || token.size() > 64) return std::nullopt;
  return tokens_.redeem(digestOf(token), vendor);
}

}  // namespace panalo::services
