// panaloctl promotions ...: the operator's side of promotions.
//   promotions create CODE --kind K --start T --end T [--bonus A | --percent P --cap A] [--turnover-multiple N]
//                     [--min-deposit A] [--eligibility all|first_deposit] [--image URL] [--sort N]
//   promotions edit CODE [the same options]
//   promotions text CODE LANG --title T [--summary S] [--detail HTML | --detail-file F]
//   promotions prize CODE LABEL AMOUNT --weight W | promotions prize CODE LABEL --remove
//   promotions publish CODE | unpublish CODE | list | show CODE
//   promotions applications [--status S] | application-image ID N FILE
//   promotions review ID | approve ID | reject ID [--note N] | issue CODE MEMBER | resume | demo
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <iterator>
#include <memory>

#include "domains/promotions/promotions_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct DraftArgs {
  std::string code, kind, image, start, end, bonus, percent, cap, minDeposit, eligibility;
  std::int64_t turnover = 1;
  std::int64_t sort = 0;
  std::vector<std::pair<CLI::Option*, std::function<void(services::PromotionDraft&)>>> set;

  services::PromotionDraft draft() const {
    services::PromotionDraft draft;
    for (const auto& [option, apply] : set) {
      if (option->count() > 0) apply(draft);
    }
    return draft;
  }
};

// The setters hold a plain pointer: the arguments live as long as the command
// (its run holds them), and a shared_ptr here would hold itself.
void addDraftOptions(CLI::App& command, const std::shared_ptr<DraftArgs>& args) {
  DraftArgs* a = args.get();
  command.add_option("code", a->code, "the promotion's code (a-z 0-9 -)")->required();
  const auto text = [&command, a](const char* name, std::string DraftArgs::*field,
                                  std::optional<std::string> services::PromotionDraft::*target,
                                  const char* description) {
    auto* option = command.add_option(name, a->*field, description);
    a->set.emplace_back(option, [a, field, target](services::PromotionDraft& d) { d.*target = a->*field; });
  };
  text("--kind", &DraftArgs::kind, &services::PromotionDraft::kind, "auto, application, deposit or raffle");
  text("--start", &DraftArgs::start, &services::PromotionDraft::startsAt,
       "ISO 8601 with a zone, e.g. 2026-12-01T00:00:00Z");
  text("--end", &DraftArgs::end, &services::PromotionDraft::endsAt, "ISO 8601 with a zone");
  text("--image", &DraftArgs::image, &services::PromotionDraft::imageUrl, "an https URL or a path on this site");
  text("--bonus", &DraftArgs::bonus, &services::PromotionDraft::bonus, "a fixed bonus, e.g. 88.00");
  text("--percent", &DraftArgs::percent, &services::PromotionDraft::percent,
       "a share of the deposits since joining, e.g. 100 or 12.5 (deposit promotions; with --cap)");
  text("--cap", &DraftArgs::cap, &services::PromotionDraft::cap, "the most a percentage bonus pays");
  text("--min-deposit", &DraftArgs::minDeposit, &services::PromotionDraft::minDeposit,
       "approved deposits since joining needed to claim (0 for none)");
  text("--eligibility", &DraftArgs::eligibility, &services::PromotionDraft::eligibility,
       "all, or first_deposit (members with no approved deposit yet)");
  auto* turnover = command.add_option("--turnover-multiple", a->turnover, "times the bonus must be wagered (0-1000)");
  a->set.emplace_back(turnover, [a](services::PromotionDraft& d) { d.turnoverMultiple = a->turnover; });
  auto* sort = command.add_option("--sort", a->sort, "list order (smaller first)");
  a->set.emplace_back(sort, [a](services::PromotionDraft& d) { d.sortOrder = a->sort; });
}

std::string money(const std::optional<std::int64_t>& minor) { return minor ? money::formatMinor(*minor, true) : "-"; }

std::string bonusText(const services::Promotion& p) {
  if (p.kind == services::kKindRaffle) return std::to_string(p.prizes.size()) + " prize(s)";
  if (p.bonusMinor) return money(p.bonusMinor);
  return money::formatMinor(p.bonusPercentBp.value_or(0)) + "% up to " + money(p.bonusCapMinor);
}

void printApplication(const services::Application& a) {
  std::cout << std::left << std::setw(6) << a.id << std::setw(20) << a.promotionCode << std::setw(16) << a.account
            << std::setw(10) << a.status << a.createdAt << "  " << a.images.size() << " image(s)";
  if (!a.remark.empty()) std::cout << "  \"" << a.remark << '"';
  if (!a.decisionNote.empty()) std::cout << "  note: " << a.decisionNote;
  std::cout << '\n';
}

}  // namespace

void PromotionsModule::addCommands(CLI::App& app, const cli::Lazy<PromotionsModule>& promotions) {
  auto create = std::make_shared<DraftArgs>();
  auto& createCommand = cli::addCommand(
      app, "promotions create", "CODE --kind K --start T --end T [--bonus A | --percent P --cap A] ...",
      "create an unpublished promotion", [promotions, create] {
        const auto id = promotions().admin.create(create->code, create->draft());
        std::cout << "promotion " << create->code << " created (id " << id << "); give it texts, then publish it\n";
        return 0;
      });
  addDraftOptions(createCommand, create);

  auto edit = std::make_shared<DraftArgs>();
  auto& editCommand =
      cli::addCommand(app, "promotions edit", "CODE [options of create]",
                      "change a promotion's settings (unset options keep their value)", [promotions, edit] {
                        promotions().admin.edit(edit->code, edit->draft());
                        std::cout << "promotion " << edit->code << " updated\n";
                        return 0;
                      });
  addDraftOptions(editCommand, edit);

  struct TextArgs {
    std::string code, language, title, summary, detail, detailFile;
  };
  auto text = std::make_shared<TextArgs>();
  auto& textCommand = cli::addCommand(
      app, "promotions text", "CODE en|ty|pt --title T [--summary S] [--detail HTML | --detail-file F]",
      "set a promotion's title, summary and HTML detail in one language (the HTML is sanitised)", [promotions, text] {
        std::string detail = text->detail;
        if (!text->detailFile.empty()) {
          std::ifstream file(text->detailFile, std::ios::binary);
          if (!file) throw cli::UsageError("cannot read " + text->detailFile);
          detail.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
        }
        promotions().admin.putText(text->code, text->language, text->title, text->summary, detail);
        std::cout << text->code << " text " << text->language << " saved\n";
        return 0;
      });
  textCommand.add_option("code", text->code, "the promotion's code")->required();
  textCommand.add_option("language", text->language, "en, ty or pt")
      ->required()
      ->check(CLI::IsMember({"en", "ty", "pt"}));
  textCommand.add_option("--title", text->title, "1-120 characters")->required();
  textCommand.add_option("--summary", text->summary, "up to 300 characters");
  textCommand.add_option("--detail", text->detail, "the detail as HTML");
  textCommand.add_option("--detail-file", text->detailFile, "read the detail HTML from a file");

  struct PrizeArgs {
    std::string code, label, amount;
    std::int64_t weight = 1;
    bool remove = false;
  };
  auto prize = std::make_shared<PrizeArgs>();
  auto& prizeCommand =
      cli::addCommand(app, "promotions prize", "CODE LABEL AMOUNT --weight W | CODE LABEL --remove",
                      "add, change or remove a raffle prize", [promotions, prize] {
                        if (prize->remove) {
                          promotions().admin.removePrize(prize->code, prize->label);
                          std::cout << "prize " << prize->label << " removed\n";
                          return 0;
                        }
                        if (prize->amount.empty()) throw cli::UsageError("give the AMOUNT");
                        promotions().admin.putPrize(prize->code, prize->label, prize->amount, prize->weight);
                        std::cout << "prize " << prize->label << " saved\n";
                        return 0;
                      });
  prizeCommand.add_option("code", prize->code, "the raffle's code")->required();
  prizeCommand.add_option("label", prize->label, "what the member sees, e.g. \"P88.00\"")->required();
  prizeCommand.add_option("amount", prize->amount, "the money paid, e.g. 88.00");
  prizeCommand.add_option("--weight", prize->weight, "its chance is weight / total weight (1-1,000,000)");
  prizeCommand.add_flag("--remove", prize->remove, "remove the prize (not once drawn)");

  for (const bool on : {true, false}) {
    auto code = std::make_shared<std::string>();
    auto& command =
        cli::addCommand(app, on ? "promotions publish" : "promotions unpublish", "CODE",
                        on ? "show a promotion on the site" : "take a promotion off the site", [promotions, code, on] {
                          promotions().admin.publish(*code, on);
                          std::cout << *code << (on ? " published\n" : " unpublished\n");
                          return 0;
                        });
    command.add_option("code", *code, "the promotion's code")->required();
  }

  cli::addCommand(app, "promotions list", "", "every promotion, one a line", [promotions] {
    const auto all = promotions().admin.list();
    for (const auto& p : all) {
      std::cout << std::left << std::setw(5) << p.id << std::setw(22) << p.code << std::setw(12) << p.kind
                << std::setw(22) << bonusText(p) << p.startsAt << " - " << p.endsAt
                << (p.published ? "" : "  unpublished")
                << (p.ended      ? "  ended"
                    : !p.started ? "  not started"
                                 : "")
                << '\n';
    }
    std::cout << all.size() << " promotion(s)\n";
    return 0;
  });

  auto show = std::make_shared<std::string>();
  auto& showCommand =
      cli::addCommand(app, "promotions show", "CODE", "a promotion's settings, texts and prizes", [promotions, show] {
        const auto p = promotions().admin.get(*show);
        std::cout << p.code << " (" << p.kind << ", id " << p.id << ")\n"
                  << "  runs " << p.startsAt << " - " << p.endsAt << '\n'
                  << "  bonus " << bonusText(p) << ", turnover x" << p.turnoverMultiple << ", min deposit "
                  << money(p.minDepositMinor) << ", " << p.eligibility << '\n'
                  << "  image " << (p.imageUrl.empty() ? "-" : p.imageUrl)
                  << (p.published ? ", published\n" : ", unpublished\n");
        for (const auto& t : p.texts) {
          std::cout << "  [" << t.language << "] " << t.title << " - " << t.summary << '\n';
        }
        for (const auto& item : p.prizes) {
          std::cout << "  prize " << item.label << " " << money(item.amountMinor) << " weight " << item.weight << '\n';
        }
        return 0;
      });
  showCommand.add_option("code", *show, "the promotion's code")->required();

  auto status = std::make_shared<std::string>();
  auto& applicationsCommand =
      cli::addCommand(app, "promotions applications", "[--status applying|process|rejected|issued]",
                      "activity applications, oldest first", [promotions, status] {
                        const auto list = promotions().admin.applications(*status);
                        for (const auto& a : list) printApplication(a);
                        std::cout << list.size() << " application(s)\n";
                        return 0;
                      });
  applicationsCommand.add_option("--status", *status, "only those in this status");

  struct ImageArgs {
    std::int64_t id = 0;
    int position = 1;
    std::string file;
  };
  auto image = std::make_shared<ImageArgs>();
  auto& imageCommand = cli::addCommand(
      app, "promotions application-image", "ID N FILE", "write an application's Nth image (1-3) to FILE",
      [promotions, image] {
        const auto stored = promotions().admin.applicationImage(image->id, image->position);
        std::ofstream out(image->file, std::ios::binary);
        out.write(reinterpret_cast<const char*>(stored.bytes.data()),
                  static_cast<std::streamsize>(stored.bytes.size()));
        if (!out) throw cli::UsageError("cannot write " + image->file);
        std::cout << stored.contentType << ", " << stored.bytes.size() << " bytes written to " << image->file << '\n';
        return 0;
      });
  imageCommand.add_option("id", image->id, "the application's id")->required();
  imageCommand.add_option("n", image->position, "1, 2 or 3")->required()->check(CLI::Range(1, 3));
  imageCommand.add_option("file", image->file, "where to write it")->required();

  struct DecideArgs {
    std::int64_t id = 0;
    std::string note;
  };
  const auto decide =
      [&app, promotions](
          const char* name, const char* summary, bool withNote,
          const std::function<services::Application(services::PromotionAdminService&, const DecideArgs&)>& act) {
        auto args = std::make_shared<DecideArgs>();
        auto& command = cli::addCommand(app, name, withNote ? "ID [--note N]" : "ID", summary, [promotions, args, act] {
          printApplication(act(promotions().admin, *args));
          return 0;
        });
        command.add_option("id", args->id, "the application's id")->required();
        if (withNote) command.add_option("--note", args->note, "why (shown to the member; up to 200 characters)");
      };
  decide("promotions review", "mark an application as being reviewed (the member sees Process)", false,
         [](services::PromotionAdminService& admin, const DecideArgs& a) { return admin.review(a.id); });
  decide("promotions approve", "approve an application: pays the promotion's bonus (Issued)", false,
         [](services::PromotionAdminService& admin, const DecideArgs& a) { return admin.approve(a.id); });
  decide("promotions reject", "refuse an application (Rejected)", true,
         [](services::PromotionAdminService& admin, const DecideArgs& a) { return admin.reject(a.id, a.note); });

  struct IssueArgs {
    std::string code, account;
  };
  auto issue = std::make_shared<IssueArgs>();
  auto& issueCommand = cli::addCommand(
      app, "promotions issue", "CODE MEMBER", "pay a promotion's bonus to a member now (Issued; once per member)",
      [promotions, issue] {
        const auto row = promotions().admin.issue(issue->code, issue->account);
        std::cout << issue->account << " issued " << money(row.bonusMinor) << " from " << issue->code << '\n';
        return 0;
      });
  issueCommand.add_option("code", issue->code, "the promotion's code")->required();
  issueCommand.add_option("member", issue->account, "the member's account name")->required();

  cli::addCommand(app, "promotions resume", "", "finish promotion payments a crash left half done", [promotions] {
    std::cout << promotions().admin.resume() << " payment(s) finished\n";
    return 0;
  });

  cli::addCommand(app, "promotions demo", "", "load the demo promotions (every status, EN/TY/PT; safe to repeat)",
                  [promotions] {
                    const auto summary = promotions().admin.loadDemo();
                    std::cout << summary.created << " promotion(s) added, " << summary.kept << " kept\n";
                    return 0;
                  });
}

}  // namespace panalo::modules
