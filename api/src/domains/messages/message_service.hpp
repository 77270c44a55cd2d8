#pragma once
// Platform messages (issue 15 item 5): a member lists them (newest first,
// paged), opens one (which marks it read), marks all read and deletes one
// (hidden for that member only); the operator sends them to one member, to
// everyone, to a VIP level or to an agent's downline, in up to three
// languages, and can withdraw one. Bodies are HTML cleaned by the allow-list
// sanitiser when stored and again when served, or plain text escaped.
// Trial accounts are refused every member call (spec section 6).

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "domains/messages/message_repository.hpp"
#include "domains/messages/message_types.hpp"

namespace panalo::services {

struct MessageQuery {
  std::optional<std::string> pageNo;
  std::optional<std::string> pageSize;
  std::optional<std::string> language;
};

// What the operator writes in one language.
struct MessageDraft {
  std::string lang;  // en, ty, pt
  std::string title;
  std::string body;
  bool html = false;  // false: plain text (escaped; line breaks kept)
};

class MessageService {
 public:
  static constexpr std::int64_t kDefaultPageSize = 10;
  static constexpr std::int64_t kMaxPageSize = 50;
  static constexpr std::size_t kPreviewLength = 120;
  // The member's VIP level, from the domain that keeps VIP levels (wired in
  // app/modules.cpp); without one, VIP-level messages reach nobody.
  using VipLevelLookup = std::function<std::optional<int>(std::int64_t memberId)>;

  explicit MessageService(repositories::MessageRepository& store) : store_(store) {}
  void setVipLevelLookup(VipLevelLookup lookup) { vipLevel_ = std::move(lookup); }

  // Each throws DomainError: in_need_true_account (trial), invalid_parameter
  // (a paging value or id that is not a whole number in range, a malformed
  // language tag), message_not_found (404: not one the member sees).
  MessagePage list(const repositories::Member& member, const MessageQuery& query);
  MemberMessage open(const repositories::Member& member, const std::optional<std::string>& id,
                     const std::optional<std::string>& language);
  std::int64_t markAllRead(const repositories::Member& member);
  void remove(const repositories::Member& member, const std::optional<std::string>& id);
  // The messageV2 badge (no trial check: the unread-count call does it).
  std::int64_t unreadCount(std::int64_t memberId);

  // The operator. audience: "member" with an account, "all", "vip" with a
  // level 0-1000, "downline" with an agent's account. Throws DomainError
  // invalid_parameter (a bad audience, language, title or body; English
  // missing) or not_found (no such account; a downline target that is not an
  // agent). Returns the message id.
  std::int64_t send(const std::string& audience, const std::string& target, const std::vector<MessageDraft>& drafts);
  std::vector<SentMessage> sent(std::int64_t limit) { return store_.sent(limit); }
  void withdraw(std::int64_t id);
  // The demo messages for everyone (each added once); returns how many were added.
  int loadDemo();

  // The plain-text start of an HTML body (lists and previews).
  static std::string previewOf(const std::string& html, std::size_t length = kPreviewLength);
  // en, ty or pt from a language tag (en-US, pt-BR...); English for others and
  // when absent. Throws invalid_parameter for something that is not a tag.
  static std::string languageOf(const std::optional<std::string>& tag);

 private:
  repositories::MessageReader readerOf(const repositories::Member& member, const std::optional<std::string>& language);

  repositories::MessageRepository& store_;
  VipLevelLookup vipLevel_;
};

}  // namespace panalo::services
