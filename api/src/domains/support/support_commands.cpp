// panaloctl support ...: the operator's side of the support domain.
//   support demo                                      the demo content (safe to repeat)
//   support help list | help set LANG DEVICE ANCHOR TITLE (--html H | --file F) [--sort N]
//   support help remove LANG DEVICE ANCHOR
//   support document set license|install LANG TITLE (--html H | --file F)
//   support news set SLUG LANG TITLE [--summary S] (--html H | --file F) | news hide|show SLUG
//   support feedback list [--unanswered] [--limit N] [--json] | feedback answer ID TEXT
//   support mirror add URL LABEL [--sort N] | mirror list | mirror remove ID
//   support rep add TYPE CONTACT NAME | rep list | rep enable|disable ID
// HTML is sanitised before it is stored (platform/text/html_sanitizer.hpp).
#include <nlohmann/json.hpp>

#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <limits>
#include <memory>
#include <sstream>

#include "domains/support/support_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct BodyArgs {
  std::string html;
  std::string file;
};

void addBodyOptions(CLI::App& command, BodyArgs& body) {
  auto* html = command.add_option("--html", body.html, "the body as HTML text");
  auto* file = command.add_option("--file", body.file, "a file holding the body as HTML");
  html->excludes(file);
  file->excludes(html);
}

std::string bodyOf(const BodyArgs& body) {
  if (body.file.empty()) {
    if (body.html.empty()) throw cli::UsageError("give the body with --html or --file");
    return body.html;
  }
  std::ifstream in(body.file, std::ios::binary);
  if (!in) throw cli::UsageError("cannot read " + body.file);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string timeOf(std::int64_t ms) {
  const std::time_t seconds = ms / 1000;
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  std::ostringstream out;
  out << std::put_time(&utc, "%Y-%m-%d %H:%M UTC");
  return out.str();
}

void addHelpCommands(CLI::App& app, const cli::Lazy<SupportModule>& support) {
  cli::addCommand(app, "support help list", "", "every help section: language, device, anchor, title", [support] {
    for (const auto& s : support().content.allHelpSections()) {
      std::cout << std::left << std::setw(4) << s.lang << std::setw(9) << s.device << std::setw(14) << s.anchor
                << std::setw(6) << s.sort << s.title << '\n';
    }
    return 0;
  });

  struct SetArgs {
    std::string lang, device, anchor, title;
    int sort = 100;
    BodyArgs body;
  };
  auto set = std::make_shared<SetArgs>();
  auto& setCommand = cli::addCommand(
      app, "support help set", "<lang> <device> <anchor> <title> (--html H | --file F) [--sort N]",
      "add or edit a help section, e.g. support help set EN web term 'Terms' --file terms.html", [support, set] {
        support().content.publishHelpSection(
            {set->anchor, set->title, bodyOf(set->body), set->sort, set->lang, set->device});
        std::cout << "published help section " << set->anchor << '\n';
        return 0;
      });
  setCommand.add_option("lang", set->lang, "EN, TY, PT, ...")->required();
  setCommand.add_option("device", set->device, "web, android or ios")->required();
  setCommand.add_option("anchor", set->anchor, "the /help#anchor it is reached by")->required();
  setCommand.add_option("title", set->title, "the section's title")->required();
  setCommand.add_option("--sort", set->sort, "its place on the page (default 100)");
  addBodyOptions(setCommand, set->body);

  auto removal = std::make_shared<SetArgs>();
  auto& removeCommand = cli::addCommand(
      app, "support help remove", "<lang> <device> <anchor>", "remove a help section", [support, removal] {
        if (!support().content.removeHelpSection(removal->lang, removal->device, removal->anchor)) {
          std::cerr << "no such help section\n";
          return 1;
        }
        std::cout << "removed help section " << removal->anchor << '\n';
        return 0;
      });
  removeCommand.add_option("lang", removal->lang, "EN, TY, PT, ...")->required();
  removeCommand.add_option("device", removal->device, "web, android or ios")->required();
  removeCommand.add_option("anchor", removal->anchor, "the section's anchor")->required();
}

void addContentCommands(CLI::App& app, const cli::Lazy<SupportModule>& support) {
  struct DocumentArgs {
    std::string key, lang, title;
    BodyArgs body;
  };
  auto document = std::make_shared<DocumentArgs>();
  auto& documentCommand = cli::addCommand(
      app, "support document set", "<license|install> <lang> <title> (--html H | --file F)",
      "publish the legal license or the installation guide in a language", [support, document] {
        support().content.publishDocument({document->key, document->lang, document->title, bodyOf(document->body), 0});
        std::cout << "published " << document->key << '\n';
        return 0;
      });
  documentCommand.add_option("key", document->key, "license or install")->required();
  documentCommand.add_option("lang", document->lang, "EN, TY, PT, ...")->required();
  documentCommand.add_option("title", document->title, "the title")->required();
  addBodyOptions(documentCommand, document->body);

  struct NewsArgs {
    std::string slug, lang, title, summary;
    BodyArgs body;
  };
  auto news = std::make_shared<NewsArgs>();
  auto& newsCommand = cli::addCommand(
      app, "support news set", "<slug> <lang> <title> [--summary S] (--html H | --file F)",
      "add a news article or its text in a language (published now)", [support, news] {
        const auto id =
            support().content.publishNews({news->slug, news->lang, news->title, news->summary, bodyOf(news->body)});
        std::cout << "published news " << id << '\n';
        return 0;
      });
  newsCommand.add_option("slug", news->slug, "a short name, e.g. new-house-games")->required();
  newsCommand.add_option("lang", news->lang, "EN, TY, PT, ...")->required();
  newsCommand.add_option("title", news->title, "the headline")->required();
  newsCommand.add_option("--summary", news->summary, "one line for the news list");
  addBodyOptions(newsCommand, news->body);

  for (const bool visible : {false, true}) {
    auto slug = std::make_shared<std::string>();
    cli::addCommand(app, visible ? "support news show" : "support news hide", "<slug>",
                    visible ? "show a hidden article again" : "take an article off the news list",
                    [support, slug, visible] {
                      if (!support().content.setNewsVisible(*slug, visible)) {
                        std::cerr << "no article " << *slug << '\n';
                        return 1;
                      }
                      std::cout << (visible ? "shown " : "hidden ") << *slug << '\n';
                      return 0;
                    })
        .add_option("slug", *slug, "the article's slug")
        ->required();
  }
}

void addFeedbackCommands(CLI::App& app, const cli::Lazy<SupportModule>& support) {
  struct ListArgs {
    bool unanswered = false;
    bool json = false;
    std::int64_t limit = 100;
  };
  auto list = std::make_shared<ListArgs>();
  auto& listCommand = cli::addCommand(
      app, "support feedback list", "[--unanswered] [--limit N] [--json]", "members' feedback, newest first",
      [support, list] {
        const auto entries = support().feedback.list(list->unanswered, list->limit);
        if (list->json) {
          auto out = nlohmann::json::array();
          for (const auto& e : entries) {
            out.push_back({{"id", e.id},
                           {"account", e.account},
                           {"category", e.category},
                           {"content", e.content},
                           {"createdAt", e.createdAtMs},
                           {"answer", e.answer ? nlohmann::json(*e.answer) : nlohmann::json()}});
          }
          std::cout << cli::scriptJson(out) << '\n';
          return 0;
        }
        for (const auto& e : entries) {
          std::cout << '#' << e.id << "  " << timeOf(e.createdAtMs) << "  " << e.account << "  [" << e.category
                    << "]\n  " << e.content << '\n'
                    << (e.answer ? "  answer: " + *e.answer : std::string("  (not answered)")) << "\n\n";
        }
        return 0;
      });
  listCommand.add_flag("--unanswered", list->unanswered, "only feedback without an answer");
  listCommand.add_flag("--json", list->json, "a JSON array for scripts");
  listCommand.add_option("--limit", list->limit, "at most this many (default 100)")->check(cli::wholeNumber(1, 10000));

  struct AnswerArgs {
    std::int64_t id = 0;
    std::string text;
  };
  auto answer = std::make_shared<AnswerArgs>();
  auto& answerCommand =
      cli::addCommand(app, "support feedback answer", "<id> <text>",
                      "answer a member's feedback (they see it in their feedback list)", [support, answer] {
                        if (!support().feedback.answer(answer->id, answer->text)) {
                          std::cerr << "no feedback " << answer->id << '\n';
                          return 1;
                        }
                        std::cout << "answered feedback " << answer->id << '\n';
                        return 0;
                      });
  answerCommand.add_option("id", answer->id, "the feedback's id (see feedback list)")
      ->check(cli::wholeNumber(1, std::numeric_limits<std::int64_t>::max()))
      ->required();
  answerCommand.add_option("text", answer->text, "the answer, plain text")->required();
}

void addMirrorCommands(CLI::App& app, const cli::Lazy<SupportModule>& support) {
  struct MirrorArgs {
    std::string url, label;
    int sort = 100;
  };
  auto mirror = std::make_shared<MirrorArgs>();
  auto& add = cli::addCommand(app, "support mirror add", "<url> <label> [--sort N]", "add or edit a mirror site",
                              [support, mirror] {
                                const auto id = support().mirrors.addMirror(mirror->url, mirror->label, mirror->sort);
                                std::cout << "mirror " << id << '\n';
                                return 0;
                              });
  add.add_option("url", mirror->url, "https://another.address.of.this.site")->required();
  add.add_option("label", mirror->label, "the name shown, e.g. Mirror 1")->required();
  add.add_option("--sort", mirror->sort, "its place in the list (default 100)");

  cli::addCommand(app, "support mirror list", "", "mirror sites: id, url, label", [support] {
    for (const auto& m : support().mirrors.allMirrors()) {
      std::cout << std::left << std::setw(6) << m.id << std::setw(40) << m.url << m.label << '\n';
    }
    return 0;
  });
  auto mirrorId = std::make_shared<std::int64_t>(0);
  cli::addCommand(app, "support mirror remove", "<id>", "remove a mirror site",
                  [support, mirrorId] {
                    if (!support().mirrors.removeMirror(*mirrorId)) {
                      std::cerr << "no mirror " << *mirrorId << '\n';
                      return 1;
                    }
                    std::cout << "removed mirror " << *mirrorId << '\n';
                    return 0;
                  })
      .add_option("id", *mirrorId, "the mirror's id (see mirror list)")
      ->check(cli::wholeNumber(1, std::numeric_limits<std::int64_t>::max()))
      ->required();

  struct RepArgs {
    std::string type, contact, name;
  };
  auto rep = std::make_shared<RepArgs>();
  auto& addRep = cli::addCommand(app, "support rep add", "<type> <contact> <name>",
                                 "add a real representative players can check, e.g. support rep add telegram "
                                 "@panalo_host 'Ana, VIP host'",
                                 [support, rep] {
                                   const auto id =
                                       support().mirrors.addRepresentative(rep->type, rep->contact, rep->name);
                                   std::cout << "representative " << id << '\n';
                                   return 0;
                                 });
  addRep.add_option("type", rep->type, "telegram, facebook, phone, email or id")->required();
  addRep.add_option("contact", rep->contact, "the contact as players would type it")->required();
  addRep.add_option("name", rep->name, "the name players are told")->required();

  cli::addCommand(app, "support rep list", "", "representatives: id, type, contact, name", [support] {
    for (const auto& r : support().mirrors.representatives()) {
      std::cout << std::left << std::setw(6) << r.id << std::setw(10) << r.contactType << std::setw(28) << r.contactKey
                << r.displayName << (r.enabled ? "" : "  (disabled)") << '\n';
    }
    return 0;
  });
  for (const bool enabled : {true, false}) {
    auto id = std::make_shared<std::int64_t>(0);
    cli::addCommand(app, enabled ? "support rep enable" : "support rep disable", "<id>",
                    enabled ? "verify a representative again" : "stop verifying a representative",
                    [support, id, enabled] {
                      if (!support().mirrors.setRepresentativeEnabled(*id, enabled)) {
                        std::cerr << "no representative " << *id << '\n';
                        return 1;
                      }
                      std::cout << (enabled ? "enabled " : "disabled ") << *id << '\n';
                      return 0;
                    })
        .add_option("id", *id, "the representative's id (see rep list)")
        ->check(cli::wholeNumber(1, std::numeric_limits<std::int64_t>::max()))
        ->required();
  }
}

}  // namespace

void SupportModule::addCommands(CLI::App& app, const cli::Lazy<SupportModule>& support) {
  cli::addCommand(app, "support demo", "",
                  "load the demo help center, license, installation guide, news, mirrors and representatives "
                  "(safe to repeat)",
                  [support] {
                    support().loadDemo();
                    std::cout << "support demo content loaded\n";
                    return 0;
                  });
  addHelpCommands(app, support);
  addContentCommands(app, support);
  addFeedbackCommands(app, support);
  addMirrorCommands(app, support);
}

}  // namespace panalo::modules
