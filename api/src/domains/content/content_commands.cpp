// panaloctl content ...: the operator's side of notices, announcements and banners.
//   content announcement add <PL|PU|PR|H> --execution A,B,F --title T (--content HTML | --content-file F)
//                            [--promotion-type P] [--sort N] [--start TIME] [--end TIME] [--publish]
//   content announcement text <id> --lang L --title T (--content HTML | --content-file F)
//   content announcement remove-text <id> <lang>
//   content announcement edit <id> [--type T] [--execution A,B] [--promotion-type P | --no-promotion]
//                            [--sort N] [--start TIME | --no-start] [--end TIME | --no-end]
//   content announcement publish|unpublish|remove <id>
//   content announcement list [--type T] [--json]
//   content banner add <w_home|w_reg|w_leftmenu> --linkage internal|external|game|none [--link L]
//                      --image URL --title T [--sort N] [--start TIME] [--end TIME] [--publish]
//   content banner text <id> --lang L --image URL --title T
//   content banner remove-text <id> <lang>
//   content banner edit <id> [--group G] [--linkage L] [--link L] [--sort N] [--start|--no-start] [--end|--no-end]
//   content banner publish|unpublish|remove <id>
//   content banner list [--group G] [--json]
//   content demo [--without-popups]
// An item starts in English (every other language falls back to it); the
// other languages are added with `text`. Nothing is written when a value is refused.
#include <fstream>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "domains/content/content_json.hpp"
#include "domains/content/content_module.hpp"
#include "domains/content/content_rules.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

constexpr long long kMaxId = 9'000'000'000'000'000'000LL;
constexpr long long kMaxSort = 1'000'000;

// Options shared by add and edit.
struct WindowArgs {
  std::string start;
  std::string end;
  bool noStart = false;
  bool noEnd = false;
  std::int32_t sort = 0;
  bool sortGiven = false;
};

struct AnnouncementArgs {
  std::int64_t id = 0;
  std::string type;
  std::string execution;
  std::string promotionType;
  bool noPromotion = false;
  std::string language = "EN";
  std::string title;
  std::string content;
  std::string contentFile;
  bool publish = false;
  bool json = false;
  WindowArgs window;
};

struct BannerArgs {
  std::int64_t id = 0;
  std::string group;
  std::string linkage;
  std::string link;
  bool linkGiven = false;
  std::string language = "EN";
  std::string image;
  std::string title;
  bool publish = false;
  bool json = false;
  WindowArgs window;
};

std::string contentOf(const AnnouncementArgs& args) {
  if (args.content.empty() == args.contentFile.empty())
    throw cli::UsageError("give either --content or --content-file");
  if (args.contentFile.empty()) return args.content;
  std::ifstream file(args.contentFile, std::ios::binary);
  if (!file) throw cli::UsageError("cannot read " + args.contentFile);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

std::optional<std::string> given(const std::string& value) {
  return value.empty() ? std::nullopt : std::optional<std::string>(value);
}

// --start/--end set a time, --no-start/--no-end clear it ("" to the repository).
std::optional<std::string> windowEdge(const std::string& value, bool clear, const char* name) {
  if (clear && !value.empty()) throw cli::UsageError(std::string("give --") + name + " or --no-" + name + ", not both");
  if (clear) return std::string();
  return given(value);
}

void addWindowOptions(CLI::App& command, WindowArgs& window, bool editing) {
  command.add_option("--start", window.start, "shown from (ISO 8601, e.g. 2026-12-01T08:00:00+08:00)");
  command.add_option("--end", window.end, "shown until (ISO 8601)");
  command
      .add_option_function<std::int32_t>(
          "--sort",
          [&window](std::int32_t sort) {
            window.sort = sort;
            window.sortGiven = true;
          },
          "order within its list, smaller first (default 0)")
      ->check(cli::wholeNumber(0, kMaxSort));
  if (editing) {
    command.add_flag("--no-start", window.noStart, "shown from now on");
    command.add_flag("--no-end", window.noEnd, "shown with no end");
  }
}

CLI::Option* addId(CLI::App& command, std::int64_t& id, const char* what) {
  return command.add_option("id", id, what)->required()->check(cli::wholeNumber(1, kMaxId));
}

std::vector<std::string> executionOf(const std::string& list) {
  return services::content_rules::executionFlagsOf(list);
}

void printAnnouncements(const std::vector<services::AnnouncementRecord>& records, bool json) {
  if (json) {
    auto list = nlohmann::json::array();
    for (const auto& record : records) list.push_back(routes::announcementRecordJson(record));
    std::cout << cli::scriptJson(list) << '\n';
    return;
  }
  for (const auto& record : records) {
    std::string execution;
    for (const auto& flag : record.execution) execution += flag;
    std::string languages;
    for (const auto& text : record.texts) languages.append(languages.empty() ? "" : ",").append(text.language);
    const auto title = record.texts.empty() ? std::string() : record.texts.front().title;
    std::cout << std::left << std::setw(7) << record.id << std::setw(4) << record.type << std::setw(5) << execution
              << std::setw(12) << (record.published ? "published" : "draft") << std::setw(10) << languages
              << (record.promotionType ? "[" + *record.promotionType + "] " : "") << title << '\n';
  }
  std::cout << records.size() << " announcement(s)\n";
}

void printBanners(const std::vector<services::BannerRecord>& records, bool json) {
  if (json) {
    auto list = nlohmann::json::array();
    for (const auto& record : records) list.push_back(routes::bannerRecordJson(record));
    std::cout << cli::scriptJson(list) << '\n';
    return;
  }
  for (const auto& record : records) {
    std::string languages;
    for (const auto& text : record.texts) languages.append(languages.empty() ? "" : ",").append(text.language);
    const auto title = record.texts.empty() ? std::string() : record.texts.front().title;
    std::cout << std::left << std::setw(7) << record.id << std::setw(12) << record.groupName << std::setw(10)
              << record.linkageType << std::setw(12) << (record.published ? "published" : "draft") << std::setw(10)
              << languages << title << (record.linkUrl.empty() ? "" : " -> " + record.linkUrl) << '\n';
  }
  std::cout << records.size() << " banner(s)\n";
}

void addAnnouncementCommands(CLI::App& app, const cli::Lazy<ContentModule>& content) {
  auto add = std::make_shared<AnnouncementArgs>();
  auto& addCommand = cli::addCommand(
      app, "content announcement add",
      "<PL|PU|PR|H> --execution A,B,F --title T (--content HTML | --content-file F) [--promotion-type P] [--publish]",
      "add an announcement in English: PL marquee, PU popup, PR promotion, H home", [content, add] {
        repositories::NewAnnouncement item;
        item.type = add->type;
        item.execution = executionOf(add->execution);
        item.promotionType = given(add->promotionType);
        item.sort = add->window.sort;
        item.startsAt = given(add->window.start);
        item.endsAt = given(add->window.end);
        item.published = add->publish;
        item.text = {add->language, add->title, contentOf(*add)};
        const auto id = content().contentAdmin.addAnnouncement(std::move(item));
        std::cout << "announcement " << id << " added" << (add->publish ? " and published" : " as a draft") << '\n';
        return 0;
      });
  addCommand.add_option("type", add->type, "PL (marquee), PU (popup), PR (promotion) or H (home)")->required();
  addCommand.add_option("--execution", add->execution, "who sees it: A logged in, B anonymous, F first login")
      ->required();
  addCommand.add_option("--lang", add->language, "EN (the fallback; add other languages with text)");
  addCommand.add_option("--title", add->title, "the title (1-200 characters)")->required();
  addCommand.add_option("--content", add->content, "the HTML (sanitised before it is stored)");
  addCommand.add_option("--content-file", add->contentFile, "a file with the HTML");
  addCommand.add_option("--promotion-type", add->promotionType, "its promotion: the popup shows a Go button");
  addCommand.add_flag("--publish", add->publish, "show it at once (default: a draft)");
  addWindowOptions(addCommand, add->window, false);

  auto text = std::make_shared<AnnouncementArgs>();
  auto& textCommand = cli::addCommand(
      app, "content announcement text", "<id> --lang L --title T (--content HTML | --content-file F)",
      "add or replace an announcement's title and content in one language", [content, text] {
        content().contentAdmin.putAnnouncementText(text->id, {text->language, text->title, contentOf(*text)});
        std::cout << "announcement " << text->id << " has its " << text->language << " text\n";
        return 0;
      });
  addId(textCommand, text->id, "the announcement");
  textCommand.add_option("--lang", text->language, "a language code (EN, TY, PT, ...)")->required();
  textCommand.add_option("--title", text->title, "the title (1-200 characters)")->required();
  textCommand.add_option("--content", text->content, "the HTML (sanitised before it is stored)");
  textCommand.add_option("--content-file", text->contentFile, "a file with the HTML");

  auto removeText = std::make_shared<AnnouncementArgs>();
  auto& removeTextCommand = cli::addCommand(
      app, "content announcement remove-text", "<id> <lang>",
      "remove one language of an announcement (it then shows in English)", [content, removeText] {
        content().contentAdmin.removeAnnouncementText(removeText->id, removeText->language);
        std::cout << "announcement " << removeText->id << " no longer has a " << removeText->language << " text\n";
        return 0;
      });
  addId(removeTextCommand, removeText->id, "the announcement");
  removeTextCommand.add_option("lang", removeText->language, "a language code other than EN")->required();

  auto edit = std::make_shared<AnnouncementArgs>();
  auto& editCommand = cli::addCommand(
      app, "content announcement edit",
      "<id> [--type T] [--execution A,B] [--promotion-type P | --no-promotion] [--sort N] [--start|--no-start] "
      "[--end|--no-end]",
      "change an announcement's settings (its texts change with text)", [content, edit] {
        if (edit->noPromotion && !edit->promotionType.empty()) {
          throw cli::UsageError("give --promotion-type or --no-promotion, not both");
        }
        services::AnnouncementChange change;
        change.type = given(edit->type);
        if (!edit->execution.empty()) change.execution = executionOf(edit->execution);
        change.promotionType = edit->noPromotion ? std::string() : given(edit->promotionType);
        if (edit->window.sortGiven) change.sort = edit->window.sort;
        change.startsAt = windowEdge(edit->window.start, edit->window.noStart, "start");
        change.endsAt = windowEdge(edit->window.end, edit->window.noEnd, "end");
        content().contentAdmin.editAnnouncement(edit->id, change);
        std::cout << "announcement " << edit->id << " changed\n";
        return 0;
      });
  addId(editCommand, edit->id, "the announcement");
  editCommand.add_option("--type", edit->type, "PL, PU, PR or H");
  editCommand.add_option("--execution", edit->execution, "A, B, F, comma separated");
  editCommand.add_option("--promotion-type", edit->promotionType, "its promotion");
  editCommand.add_flag("--no-promotion", edit->noPromotion, "no promotion (no Go button)");
  addWindowOptions(editCommand, edit->window, true);

  for (const bool publish : {true, false}) {
    auto args = std::make_shared<AnnouncementArgs>();
    auto& command = cli::addCommand(
        app, publish ? "content announcement publish" : "content announcement unpublish", "<id>",
        publish ? "show an announcement" : "hide an announcement (kept as a draft)", [content, args, publish] {
          services::AnnouncementChange change;
          change.published = publish;
          content().contentAdmin.editAnnouncement(args->id, change);
          std::cout << "announcement " << args->id << (publish ? " published\n" : " unpublished\n");
          return 0;
        });
    addId(command, args->id, "the announcement");
  }

  auto remove = std::make_shared<AnnouncementArgs>();
  auto& removeCommand = cli::addCommand(app, "content announcement remove", "<id>",
                                        "delete an announcement and its texts", [content, remove] {
                                          content().contentAdmin.removeAnnouncement(remove->id);
                                          std::cout << "announcement " << remove->id << " removed\n";
                                          return 0;
                                        });
  addId(removeCommand, remove->id, "the announcement");

  auto list = std::make_shared<AnnouncementArgs>();
  auto& listCommand =
      cli::addCommand(app, "content announcement list", "[--type T] [--json]",
                      "announcements, one a line (--json: with every text)", [content, list] {
                        printAnnouncements(content().contentAdmin.announcements(given(list->type)), list->json);
                        return 0;
                      });
  listCommand.add_option("--type", list->type, "only PL, PU, PR or H");
  listCommand.add_flag("--json", list->json, "a JSON array for scripts");
}

void addBannerCommands(CLI::App& app, const cli::Lazy<ContentModule>& content) {
  auto add = std::make_shared<BannerArgs>();
  auto& addCommand = cli::addCommand(
      app, "content banner add",
      "<w_home|w_reg|w_leftmenu> --linkage internal|external|game|none [--link L] --image URL --title T [--publish]",
      "add a banner in English", [content, add] {
        repositories::NewBanner banner;
        banner.groupName = add->group;
        banner.linkageType = add->linkage;
        banner.linkUrl = add->link;
        banner.sort = add->window.sort;
        banner.startsAt = given(add->window.start);
        banner.endsAt = given(add->window.end);
        banner.published = add->publish;
        banner.text = {add->language, add->image, add->title};
        const auto id = content().contentAdmin.addBanner(banner);
        std::cout << "banner " << id << " added" << (add->publish ? " and published" : " as a draft") << '\n';
        return 0;
      });
  addCommand.add_option("group", add->group, "w_home, w_reg or w_leftmenu")->required();
  addCommand
      .add_option("--linkage", add->linkage, "internal (a path here), external (http/https), game (nodeId), none")
      ->required();
  addCommand.add_option("--link", add->link, "where a click goes (none: leave out)");
  addCommand.add_option("--lang", add->language, "EN (the fallback; add other languages with text)");
  addCommand.add_option("--image", add->image, "the image: https:// or a path on this site")->required();
  addCommand.add_option("--title", add->title, "its text for screen readers and the caption")->required();
  addCommand.add_flag("--publish", add->publish, "show it at once (default: a draft)");
  addWindowOptions(addCommand, add->window, false);

  auto text = std::make_shared<BannerArgs>();
  auto& textCommand =
      cli::addCommand(app, "content banner text", "<id> --lang L --image URL --title T",
                      "add or replace a banner's image and title in one language", [content, text] {
                        content().contentAdmin.putBannerText(text->id, {text->language, text->image, text->title});
                        std::cout << "banner " << text->id << " has its " << text->language << " image\n";
                        return 0;
                      });
  addId(textCommand, text->id, "the banner");
  textCommand.add_option("--lang", text->language, "a language code (EN, TY, PT, ...)")->required();
  textCommand.add_option("--image", text->image, "the image: https:// or a path on this site")->required();
  textCommand.add_option("--title", text->title, "its text for screen readers and the caption")->required();

  auto removeText = std::make_shared<BannerArgs>();
  auto& removeTextCommand = cli::addCommand(
      app, "content banner remove-text", "<id> <lang>", "remove one language of a banner (it then shows in English)",
      [content, removeText] {
        content().contentAdmin.removeBannerText(removeText->id, removeText->language);
        std::cout << "banner " << removeText->id << " no longer has a " << removeText->language << " image\n";
        return 0;
      });
  addId(removeTextCommand, removeText->id, "the banner");
  removeTextCommand.add_option("lang", removeText->language, "a language code other than EN")->required();

  auto edit = std::make_shared<BannerArgs>();
  auto& editCommand =
      cli::addCommand(app, "content banner edit",
                      "<id> [--group G] [--linkage L] [--link L] [--sort N] [--start|--no-start] [--end|--no-end]",
                      "change a banner's settings (its images change with text)", [content, edit] {
                        services::BannerChange change;
                        change.groupName = given(edit->group);
                        change.linkageType = given(edit->linkage);
                        if (edit->linkGiven) change.linkUrl = edit->link;
                        if (edit->window.sortGiven) change.sort = edit->window.sort;
                        change.startsAt = windowEdge(edit->window.start, edit->window.noStart, "start");
                        change.endsAt = windowEdge(edit->window.end, edit->window.noEnd, "end");
                        content().contentAdmin.editBanner(edit->id, change);
                        std::cout << "banner " << edit->id << " changed\n";
                        return 0;
                      });
  addId(editCommand, edit->id, "the banner");
  editCommand.add_option("--group", edit->group, "w_home, w_reg or w_leftmenu");
  editCommand.add_option("--linkage", edit->linkage, "internal, external, game or none");
  editCommand.add_option_function<std::string>(
      "--link",
      [edit](const std::string& link) {
        edit->link = link;
        edit->linkGiven = true;
      },
      "where a click goes");
  addWindowOptions(editCommand, edit->window, true);

  for (const bool publish : {true, false}) {
    auto args = std::make_shared<BannerArgs>();
    auto& command =
        cli::addCommand(app, publish ? "content banner publish" : "content banner unpublish", "<id>",
                        publish ? "show a banner" : "hide a banner (kept as a draft)", [content, args, publish] {
                          services::BannerChange change;
                          change.published = publish;
                          content().contentAdmin.editBanner(args->id, change);
                          std::cout << "banner " << args->id << (publish ? " published\n" : " unpublished\n");
                          return 0;
                        });
    addId(command, args->id, "the banner");
  }

  auto remove = std::make_shared<BannerArgs>();
  auto& removeCommand =
      cli::addCommand(app, "content banner remove", "<id>", "delete a banner and its images", [content, remove] {
        content().contentAdmin.removeBanner(remove->id);
        std::cout << "banner " << remove->id << " removed\n";
        return 0;
      });
  addId(removeCommand, remove->id, "the banner");

  auto list = std::make_shared<BannerArgs>();
  auto& listCommand = cli::addCommand(app, "content banner list", "[--group G] [--json]",
                                      "banners, one a line (--json: with every language)", [content, list] {
                                        printBanners(content().contentAdmin.banners(given(list->group)), list->json);
                                        return 0;
                                      });
  listCommand.add_option("--group", list->group, "only w_home, w_reg or w_leftmenu");
  listCommand.add_flag("--json", list->json, "a JSON array for scripts");
}

}  // namespace

void ContentModule::addCommands(CLI::App& app, const cli::Lazy<ContentModule>& content) {
  addAnnouncementCommands(app, content);
  addBannerCommands(app, content);

  auto withoutPopups = std::make_shared<bool>(false);
  auto& demoCommand =
      cli::addCommand(app, "content demo", "[--without-popups]",
                      "load the demo announcements (EN and TY) and banners of every group (a second run replaces them)",
                      [content, withoutPopups] {
                        const auto [announcements, banners] = content().contentAdmin.loadDemo(!*withoutPopups);
                        std::cout << announcements << " announcement(s) and " << banners << " banner(s) loaded\n";
                        return 0;
                      });
  demoCommand.add_flag("--without-popups", *withoutPopups,
                       "no popup (PU) items: for browser journeys that do not test the popup list");
}

}  // namespace panalo::modules
