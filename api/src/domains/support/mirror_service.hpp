#pragma once
// The mirror list (other addresses of this site) and the representative check:
// a player enters a contact someone claiming to represent the site gave them
// and learns whether it is on the operator's list.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/support/mirror_repository.hpp"
#include "domains/support/recent_request_counter.hpp"
#include "domains/support/support_types.hpp"

namespace panalo::services {

class MirrorService {
 public:
  // Checks per client address per minute.
  static constexpr std::size_t kChecksPerMinute = 10;

  explicit MirrorService(repositories::MirrorRepository& mirrors)
      : mirrors_(mirrors), checks_(kChecksPerMinute, std::chrono::seconds(60)) {}

  // The enabled mirrors whose links pass the shared link rule.
  std::vector<MirrorSite> mirrors();
  // Throws invalid_parameter for an empty, over-long or non-text contact and
  // too_many_requests (data {retryAfterSeconds}) past the per-address limit.
  RepresentativeCheck verify(const std::string& contact, const std::string& clientIp);

  // How a contact is compared: trimmed, ASCII lower case, without a leading
  // '@' or a t.me / facebook.com address prefix; a phone number (digits with
  // spaces, dashes, dots, brackets and one leading '+') as '+' and digits.
  // nullopt for one that is empty after that, over 128 bytes or not UTF-8.
  static std::optional<std::string> normalizeContact(const std::string& contact);

  // The operator's side (panaloctl support mirror|rep ...).
  std::int64_t addMirror(const std::string& url, const std::string& label, int sort);
  bool removeMirror(std::int64_t id) { return mirrors_.removeMirror(id); }
  std::vector<MirrorSite> allMirrors() { return mirrors_.mirrors(false); }
  std::int64_t addRepresentative(const std::string& type, const std::string& contact, const std::string& name);
  bool setRepresentativeEnabled(std::int64_t id, bool enabled) {
    return mirrors_.setRepresentativeEnabled(id, enabled);
  }
  std::vector<Representative> representatives() { return mirrors_.representatives(); }

 private:
  repositories::MirrorRepository& mirrors_;
  RecentRequestCounter checks_;
};

}  // namespace panalo::services
