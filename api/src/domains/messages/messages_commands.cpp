// panaloctl messages ...: the operator's side of platform messages.
//   messages send member NAME|all|vip LEVEL|downline AGENT --title T --body B [--html]
//                 [--ty-title T --ty-body B] [--pt-title T --pt-body B]
//   messages list [--limit N] [--json]     newest first, with how many members read each
//   messages withdraw ID                   nobody sees it any more
//   messages demo                          the demo messages for everyone (safe to repeat)
#include <iomanip>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "domains/messages/messages_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct SendArgs {
  std::string audience;
  std::string target;
  std::string title;
  std::string body;
  std::string tyTitle;
  std::string tyBody;
  std::string ptTitle;
  std::string ptBody;
  bool html = false;
};

struct ListArgs {
  std::int64_t limit = 50;
  bool json = false;
};

// A language given by half (a title without a body) is a mistake said as such.
void addDraft(std::vector<services::MessageDraft>& drafts, const std::string& lang, const std::string& title,
              const std::string& body, bool html) {
  if (title.empty() && body.empty()) return;
  if (title.empty() || body.empty()) throw cli::UsageError("give both the title and the body in " + lang);
  drafts.push_back({lang, title, body, html});
}

}  // namespace

void MessagesModule::addCommands(CLI::App& app, const cli::Lazy<MessagesModule>& messages) {
  auto send = std::make_shared<SendArgs>();
  auto& sendCommand = cli::addCommand(
      app, "messages send", "member NAME|all|vip LEVEL|downline AGENT --title T --body B [--html] [--ty-title ...]",
      "send a platform message to a member, to everyone, to a VIP level or to an agent's downline", [messages, send] {
        std::vector<services::MessageDraft> drafts;
        addDraft(drafts, "en", send->title, send->body, send->html);
        addDraft(drafts, "ty", send->tyTitle, send->tyBody, send->html);
        addDraft(drafts, "pt", send->ptTitle, send->ptBody, send->html);
        const auto id = messages().messages.send(send->audience, send->target, drafts);
        std::cout << "message " << id << " sent to " << send->audience
                  << (send->target.empty() ? "" : " " + send->target) << '\n';
        return 0;
      });
  sendCommand.add_option("audience", send->audience, "member, all, vip or downline")
      ->required()
      ->check(CLI::IsMember({"member", "all", "vip", "downline"}));
  sendCommand.add_option("target", send->target, "the member's account, the VIP level or the agent's account");
  sendCommand.add_option("--title", send->title, "the English title (required; other languages fall back to it)")
      ->required();
  sendCommand.add_option("--body", send->body, "the English body")->required();
  sendCommand.add_flag("--html", send->html, "the bodies are HTML (cleaned by the allow-list sanitiser)");
  sendCommand.add_option("--ty-title", send->tyTitle, "the Tagalog title");
  sendCommand.add_option("--ty-body", send->tyBody, "the Tagalog body");
  sendCommand.add_option("--pt-title", send->ptTitle, "the Portuguese title");
  sendCommand.add_option("--pt-body", send->ptBody, "the Portuguese body");

  auto list = std::make_shared<ListArgs>();
  auto& listCommand =
      cli::addCommand(app, "messages list", "[--limit N] [--json]", "sent messages, newest first", [messages, list] {
        const auto sent = messages().messages.sent(list->limit);
        if (list->json) {
          auto rows = nlohmann::json::array();
          for (const auto& m : sent) {
            rows.push_back({{"id", m.id},
                            {"audience", m.audience},
                            {"title", m.title},
                            {"languages", m.languages},
                            {"sentAt", m.sentAt},
                            {"readers", m.readers},
                            {"withdrawn", m.withdrawn}});
          }
          std::cout << cli::scriptJson(rows) << '\n';
          return 0;
        }
        for (const auto& m : sent) {
          std::cout << std::left << std::setw(7) << m.id << std::setw(22) << m.sentAt << std::setw(26) << m.audience
                    << std::setw(10) << m.languages << m.readers << " read  " << m.title
                    << (m.withdrawn ? "  (withdrawn)" : "") << '\n';
        }
        std::cout << sent.size() << " message(s)\n";
        return 0;
      });
  listCommand.add_option("--limit", list->limit, "at most this many (default 50)")->check(cli::wholeNumber(1, 10000));
  listCommand.add_flag("--json", list->json, "a JSON array for scripts");

  auto withdrawId = std::make_shared<std::int64_t>(0);
  auto& withdrawCommand =
      cli::addCommand(app, "messages withdraw", "ID", "take a message back from every reader", [messages, withdrawId] {
        messages().messages.withdraw(*withdrawId);
        std::cout << "message " << *withdrawId << " withdrawn\n";
        return 0;
      });
  withdrawCommand.add_option("id", *withdrawId, "the message id (messages list)")
      ->required()
      ->check(cli::wholeNumber(1, 999999999999));

  cli::addCommand(app, "messages demo", "", "the demo messages for everyone (safe to repeat)", [messages] {
    std::cout << messages().messages.loadDemo() << " demo message(s) added\n";
    return 0;
  });
}

}  // namespace panalo::modules
