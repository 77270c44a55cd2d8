#include "domains/messages/message_service.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include "domains/accounts/member_types.hpp"
#include "panalo/validation/utf8.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/text/html_sanitizer.hpp"

namespace panalo::services {
namespace {

constexpr std::size_t kMaxTitle = 200;
constexpr std::size_t kMaxBody = 20000;
constexpr std::int64_t kMaxVipLevel = 1000;

[[noreturn]] void invalid(const std::string& message) {
  throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, message);
}

[[noreturn]] void notFound() {
  throw DomainError(ErrorKind::NotFound, error_keys::kMessageNotFound, "No such message");
}

void requireRealMember(const repositories::Member& member) {
  if (member_types::isTrial(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "This needs a real account");
  }
}

// A whole number from `min` to `max` written in digits only; `fallback` when absent.
std::int64_t wholeNumber(const std::optional<std::string>& text, std::int64_t fallback, std::int64_t min,
                         std::int64_t max, const char* name) {
  if (!text) return fallback;
  const auto& digits = *text;
  if (digits.empty() || digits.size() > 12 ||
      !std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return std::isdigit(c) != 0; })) {
    invalid(std::string(name) + " must be a whole number");
  }
  const auto value = std::stoll(digits);
  if (value < min || value > max) {
    invalid(std::string(name) + " must be from " + std::to_string(min) + " to " + std::to_string(max));
  }
  return value;
}

std::int64_t messageIdOf(const std::optional<std::string>& id) {
  if (!id || id->empty()) invalid("id is required");
  return wholeNumber(id, 0, 1, 999999999999, "id");
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  const auto last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

// Plain text as HTML: escaped, line breaks kept as <br>.
std::string htmlOfPlainText(const std::string& text) {
  std::string html;
  for (const char c : text) {
    switch (c) {
      case '<':
        html += "&lt;";
        break;
      case '>':
        html += "&gt;";
        break;
      case '&':
        html += "&amp;";
        break;
      case '"':
        html += "&quot;";
        break;
      case '\r':
        break;
      case '\n':
        html += "<br>";
        break;
      default:
        html += c;
    }
  }
  return html;
}

// Cuts at most `length` bytes without splitting a UTF-8 sequence.
std::string cutUtf8(const std::string& text, std::size_t length) {
  if (text.size() <= length) return text;
  std::size_t end = length;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0U) == 0x80U) --end;
  return text.substr(0, end);
}

}  // namespace

std::string MessageService::languageOf(const std::optional<std::string>& tag) {
  if (!tag || tag->empty()) return "en";
  if (tag->size() > 35 || !std::all_of(tag->begin(), tag->end(),
                                       [](unsigned char c) { return std::isalnum(c) != 0 || c == '-' || c == '_'; })) {
    invalid("language must be a language tag such as en");
  }
  std::string primary = tag->substr(0, tag->find_first_of("-_"));
  std::transform(primary.begin(), primary.end(), primary.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  // Tagalog is "ty" in the site's bundles and "tl"/"fil" in browsers.
  if (primary == "ty" || primary == "tl" || primary == "fil") return "ty";
  if (primary == "pt") return "pt";
  return "en";
}

std::string MessageService::previewOf(const std::string& html, std::size_t length) {
  std::string text;
  bool inTag = false;
  for (std::size_t i = 0; i < html.size(); ++i) {
    const char c = html[i];
    if (inTag) {
      if (c == '>') {
        inTag = false;
        text += ' ';  // <br>, </p>: a word break
      }
      continue;
    }
    if (c == '<') {
      inTag = true;
      continue;
    }
    if (c == '&') {
      static const std::pair<const char*, const char*> kEntities[] = {
          {"&amp;", "&"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&nbsp;", " "}};
      bool decoded = false;
      for (const auto& [entity, plain] : kEntities) {
        if (html.compare(i, std::char_traits<char>::length(entity), entity) == 0) {
          text += plain;
          i += std::char_traits<char>::length(entity) - 1;
          decoded = true;
          break;
        }
      }
      if (decoded) continue;
    }
    text += c;
  }
  // One space between words.
  std::string collapsed;
  for (const char c : text) {
    const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
    if (space && (collapsed.empty() || collapsed.back() == ' ')) continue;
    collapsed += space ? ' ' : c;
  }
  if (!collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
  if (collapsed.size() <= length) return collapsed;
  return trimmed(cutUtf8(collapsed, length)) + "\xE2\x80\xA6";  // U+2026
}

repositories::MessageReader MessageService::readerOf(const repositories::Member& member,
                                                     const std::optional<std::string>& language) {
  requireRealMember(member);
  repositories::MessageReader reader;
  reader.memberId = member.id;
  reader.lang = languageOf(language);
  if (vipLevel_) reader.vipLevel = vipLevel_(member.id);
  return reader;
}

MessagePage MessageService::list(const repositories::Member& member, const MessageQuery& query) {
  const auto reader = readerOf(member, query.language);
  const auto pageNo = wholeNumber(query.pageNo, 1, 1, 100000, "pageNo");
  const auto pageSize = wholeNumber(query.pageSize, kDefaultPageSize, 1, kMaxPageSize, "pageSize");
  auto page = store_.page(reader, pageNo, pageSize);
  for (auto& message : page.messages) {
    // Cleaned again on the way out: a row written by hand still cannot carry a script.
    message.body = text::sanitizeHtml(message.body);
    message.preview = previewOf(message.body);
  }
  return page;
}

MemberMessage MessageService::open(const repositories::Member& member, const std::optional<std::string>& id,
                                   const std::optional<std::string>& language) {
  const auto reader = readerOf(member, language);
  const auto messageId = messageIdOf(id);
  if (!store_.markRead(reader, messageId)) notFound();
  auto message = store_.find(reader, messageId);
  if (!message) notFound();  // deleted or withdrawn in between
  message->body = text::sanitizeHtml(message->body);
  message->preview = previewOf(message->body);
  return *message;
}

std::int64_t MessageService::markAllRead(const repositories::Member& member) {
  return store_.markAllRead(readerOf(member, std::nullopt));
}

void MessageService::remove(const repositories::Member& member, const std::optional<std::string>& id) {
  const auto reader = readerOf(member, std::nullopt);
  if (!store_.hide(reader, messageIdOf(id))) notFound();
}

std::int64_t MessageService::unreadCount(std::int64_t memberId) {
  repositories::MessageReader reader;
  reader.memberId = memberId;
  reader.lang = "en";
  if (vipLevel_) reader.vipLevel = vipLevel_(memberId);
  return store_.unreadCount(reader);
}

std::int64_t MessageService::send(const std::string& audience, const std::string& target,
                                  const std::vector<MessageDraft>& drafts) {
  MessageAudience to;
  to.kind = audience;
  if (audience == "all") {
    if (!target.empty()) invalid("a message to all takes no target");
  } else if (audience == "member" || audience == "downline") {
    const auto account = store_.accountId(target);
    if (!account) throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no account named " + target);
    if (audience == "member") {
      if (member_types::isTrial(account->second)) invalid(target + " is a trial account");
      to.memberId = account->first;
    } else {
      if (!member_types::isAgent(account->second)) {
        throw DomainError(ErrorKind::InvalidInput, error_keys::kNotAnAgent, target + " is not an agent");
      }
      to.agentId = account->first;
    }
  } else if (audience == "vip") {
    to.vipLevel = static_cast<int>(wholeNumber(target, 0, 0, kMaxVipLevel, "the VIP level"));
  } else {
    invalid("the audience is member, all, vip or downline");
  }

  std::vector<MessageText> texts;
  std::set<std::string> languages;
  for (const auto& draft : drafts) {
    if (draft.lang != "en" && draft.lang != "ty" && draft.lang != "pt") invalid("a language is en, ty or pt");
    if (!languages.insert(draft.lang).second) invalid("each language once");
    const auto title = trimmed(draft.title);
    if (title.empty() || !validation::isValidUtf8(title) ||
        validation::countCodePoints(title).value_or(kMaxTitle + 1) > kMaxTitle) {
      invalid("a title is 1 to 200 characters of UTF-8");
    }
    if (!validation::isValidUtf8(draft.body)) invalid("the body must be UTF-8");
    const auto body = draft.html ? text::sanitizeHtml(draft.body) : htmlOfPlainText(trimmed(draft.body));
    if (previewOf(body).empty() && body.find("<img") == std::string::npos) invalid("the body has nothing to show");
    if (validation::countCodePoints(body).value_or(kMaxBody + 1) > kMaxBody) {
      invalid("the body is at most 20000 characters");
    }
    texts.push_back({draft.lang, title, body});
  }
  if (languages.count("en") == 0) invalid("an English text is required (readers of other languages fall back to it)");
  return store_.send(to, texts);
}

void MessageService::withdraw(std::int64_t id) {
  if (!store_.withdraw(id)) notFound();
}

int MessageService::loadDemo() {
  struct Demo {
    const char* title;
    std::vector<MessageDraft> drafts;
  };
  const std::vector<Demo> demos = {
      {"Welcome to Panalo",
       {{"en", "Welcome to Panalo",
         "<p>Thank you for joining us. Your <b>member center</b> holds your wallet, records and these messages.</p>"
         "<p>Set a deposit limit or take a break at any time under <i>Responsible gaming</i>.</p>",
         true},
        {"ty", "Maligayang pagdating sa Panalo",
         "<p>Salamat sa pagsali. Nasa iyong <b>member center</b> ang wallet, mga record at ang mga mensaheng ito."
         "</p><p>Maaari kang magtakda ng limitasyon sa deposito o magpahinga anumang oras sa <i>Responsible "
         "gaming</i>.</p>",
         true},
        {"pt", "Bem-vindo ao Panalo",
         "<p>Obrigado por se juntar a nós. A sua <b>área de membro</b> tem a carteira, os registos e estas "
         "mensagens.</p><p>Defina um limite de depósito ou faça uma pausa a qualquer momento em <i>Jogo "
         "responsável</i>.</p>",
         true}}},
      {"Invite your friends",
       {{"en", "Invite your friends",
         "Share your referral link from the Invite friends page.\nWhen a friend you invited makes a first deposit, "
         "the reward shown on that page is added to your wallet.",
         false},
        {"ty", "Imbitahan ang iyong mga kaibigan",
         "Ibahagi ang iyong referral link mula sa pahinang Imbitahan ang mga kaibigan.\nKapag nag-deposito ang "
         "kaibigang inimbitahan mo, idadagdag sa iyong wallet ang gantimpalang nakasaad sa pahinang iyon.",
         false},
        {"pt", "Convide os seus amigos",
         "Partilhe o seu link de indicação na página Convidar amigos.\nQuando um amigo convidado fizer o primeiro "
         "depósito, a recompensa indicada nessa página é adicionada à sua carteira.",
         false}}},
      {"Deposits and withdrawals",
       {{"en", "Deposits and withdrawals",
         "<p>Deposit through the channels listed on the <b>Deposit</b> page. Each request is checked by our team "
         "before it reaches your wallet; you can follow its status in the deposit history.</p>",
         true},
        {"ty", "Mga deposito at withdrawal",
         "<p>Mag-deposito gamit ang mga channel sa pahinang <b>Deposito</b>. Sinusuri ng aming team ang bawat "
         "kahilingan bago ito pumasok sa iyong wallet; makikita mo ang katayuan nito sa kasaysayan ng deposito.</p>",
         true},
        {"pt", "Depósitos e levantamentos",
         "<p>Deposite através dos canais indicados na página <b>Depósito</b>. Cada pedido é verificado pela nossa "
         "equipa antes de chegar à sua carteira; pode acompanhar o estado no histórico de depósitos.</p>",
         true}}},
  };
  int added = 0;
  for (const auto& demo : demos) {
    if (store_.titleExists(demo.title)) continue;
    send("all", "", demo.drafts);
    ++added;
  }
  return added;
}

}  // namespace panalo::services
