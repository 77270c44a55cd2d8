// panaloctl rewards ...: the operator's side of the reward center and points mall.
//   rewards items list [--language L]          items with cost, stock and names
//   rewards items add <cash|bonus|physical> <POINTS> --name-en NAME [--name-ty N] [--name-pt N]
//                     [--amount A] [--turnover N] [--stock N] [--image URL] [--sort N]
//   rewards items set <ID> [--points P] [--amount A] [--turnover N] [--stock N|--unlimited]
//                     [--image URL] [--sort N] [--enable|--disable]
//   rewards items text <ID> <LANG> <NAME> [--description D] | rewards items text-remove <ID> <LANG>
//   rewards items remove <ID>                  delete (or disable, once redeemed)
//   rewards grant <NAME> <POINTS> --reason R --key K    (negative takes back; same K once)
//   rewards redeems list [--status S] [--limit N] | approve <ID> [--note N] | reject <ID> [--note N]
//   rewards config show | config set [--points-step N] [--money-per-step A] [--minimum N]
//                     [--daily-limit N] [--time-zone TZ] [--open|--closed]
//   rewards rates list | rates set <CATEGORY|*> <VALID-BET-PER-POINT> | rates remove <CATEGORY|*>
//   rewards check                              every balance equals the sum of its journal (exit 3 if not)
//   rewards demo                               the demo mall items (safe to repeat)
#include <iomanip>
#include <iostream>
#include <memory>

#include "domains/rewards/rewards_demo.hpp"
#include "domains/rewards/rewards_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct ItemArgs {
  std::string kind;
  std::string points;
  std::int64_t id = 0;
  std::string nameEn, nameTy, namePt;
  std::string amount;
  std::int64_t turnover = -1;
  std::int64_t stock = -1;
  bool unlimited = false;
  std::string image;
  std::int64_t sort = 0;
  bool sortGiven = false;
  bool enable = false;
  bool disable = false;
  std::string language;
  std::string name;
  std::string description;
};

struct GrantArgs {
  std::string account;
  std::int64_t points = 0;
  std::string reason;
  std::string key;
};

struct RedeemArgs {
  std::string status;
  std::int64_t limit = 50;
  std::int64_t id = 0;
  std::string note;
};

struct ConfigArgs {
  std::int64_t pointsStep = 0;
  std::string moneyPerStep;
  std::int64_t minimum = 0;
  std::int64_t dailyLimit = 0;
  std::string timeZone;
  bool open = false;
  bool closed = false;
};

struct RateArgs {
  std::string category;
  std::string amount;
};

std::string stockText(const std::optional<std::int64_t>& stock) { return stock ? std::to_string(*stock) : "unlimited"; }

void printItem(const services::RewardItem& item) {
  std::cout << std::left << std::setw(6) << item.id << std::setw(10) << services::rewardKindName(item.kind)
            << std::setw(12) << (std::to_string(item.pointsCost) + " pts") << std::setw(12)
            << (item.amountMinor ? money::formatMinor(*item.amountMinor) : "-") << std::setw(12)
            << stockText(item.stock) << item.name << (item.enabled ? "" : " (disabled)") << '\n';
}

void printRedemption(const services::Redemption& r) {
  std::cout << std::left << std::setw(6) << r.id << std::setw(12) << r.status << std::setw(16) << r.account
            << std::setw(10) << services::rewardKindName(r.kind) << std::setw(12) << (std::to_string(r.points) + " pts")
            << r.itemName << (r.quantity > 1 ? " x" + std::to_string(r.quantity) : "")
            << (r.address.empty() ? "" : " to: " + r.address) << (r.note.empty() ? "" : " note: " + r.note) << '\n';
}

services::RewardItemChange changeOf(const ItemArgs& a, const CLI::App& command) {
  services::RewardItemChange change;
  // add takes POINTS as its argument (no --points option to count), set as --points.
  if (!a.points.empty() || command.count("--points") > 0) change.points = a.points;
  if (command.count("--amount") > 0) change.amount = a.amount;
  if (command.count("--turnover") > 0) change.turnoverMultiple = a.turnover;
  if (command.count("--stock") > 0) change.stock = a.stock;
  change.unlimitedStock = a.unlimited;
  if (command.count("--image") > 0) change.imageUrl = a.image;
  if (command.count("--sort") > 0) change.sortOrder = a.sort;
  if (a.enable && a.disable) throw cli::UsageError("give --enable or --disable, not both");
  if (a.enable) change.enabled = true;
  if (a.disable) change.enabled = false;
  if (change.stock && a.unlimited) throw cli::UsageError("give --stock N or --unlimited, not both");
  return change;
}

void printConfig(const services::MallConfig& c) {
  std::cout << c.pointsStep << " points = " << money::formatMinor(c.minorPerStep) << "; minimum " << c.minimum
            << " points, at most " << c.dailyLimit << " a day (" << c.timeZone << "); conversion "
            << (c.convertOpen ? "open" : "closed") << '\n';
}

void addItemCommands(CLI::App& app, const cli::Lazy<RewardsModule>& rewards) {
  auto list = std::make_shared<ItemArgs>();
  auto& listCommand = cli::addCommand(
      app, "rewards items list", "[--language L]", "the mall's items (cost, money, stock, name)", [rewards, list] {
        const auto items = rewards().mall.allItems(list->language.empty() ? "EN" : list->language);
        for (const auto& item : items) printItem(item);
        std::cout << items.size() << " item(s)\n";
        return 0;
      });
  listCommand.add_option("--language", list->language, "names in this language (EN, TY, PT, ...)");

  auto add = std::make_shared<ItemArgs>();
  auto addPtr = std::make_shared<CLI::App*>(nullptr);
  auto& addCommand = cli::addCommand(
      app, "rewards items add", "<cash|bonus|physical> <POINTS> --name-en NAME [--name-ty N] [--name-pt N] ...",
      "add a reward item (cash and bonus take --amount; bonus may take --turnover)", [rewards, add, addPtr] {
        auto change = changeOf(*add, **addPtr);
        change.kind = add->kind;
        std::vector<services::RewardText> texts{{"EN", add->nameEn, add->description}};
        if (!add->nameTy.empty()) texts.push_back({"TY", add->nameTy, ""});
        if (!add->namePt.empty()) texts.push_back({"PT", add->namePt, ""});
        std::cout << "item " << rewards().mall.addItem(change, texts) << " added\n";
        return 0;
      });
  *addPtr = &addCommand;
  addCommand.add_option("kind", add->kind, "cash, bonus or physical")->required();
  addCommand.add_option("points", add->points, "its cost in points")->required();
  addCommand.add_option("--name-en", add->nameEn, "the EN name (other languages fall back to it)")->required();
  addCommand.add_option("--name-ty", add->nameTy, "the TY name");
  addCommand.add_option("--name-pt", add->namePt, "the PT name");
  addCommand.add_option("--description", add->description, "the EN description");
  addCommand.add_option("--amount", add->amount, "cash and bonus: the money credited, e.g. 50.00");
  addCommand.add_option("--turnover", add->turnover, "bonus: times it must be wagered before a withdrawal");
  addCommand.add_option("--stock", add->stock, "how many there are (default unlimited)");
  addCommand.add_option("--image", add->image, "an https link or /path on this site");
  addCommand.add_option("--sort", add->sort, "order in the mall (lower first)");

  auto set = std::make_shared<ItemArgs>();
  auto setPtr = std::make_shared<CLI::App*>(nullptr);
  auto& setCommand =
      cli::addCommand(app, "rewards items set", "<ID> [--points P] [--amount A] [--stock N|--unlimited] ...",
                      "change a reward item", [rewards, set, setPtr] {
                        rewards().mall.updateItem(set->id, changeOf(*set, **setPtr));
                        std::cout << "item " << set->id << " changed\n";
                        return 0;
                      });
  *setPtr = &setCommand;
  setCommand.add_option("id", set->id, "the item")->required();
  setCommand.add_option("--points", set->points, "its cost in points");
  setCommand.add_option("--amount", set->amount, "cash and bonus: the money credited");
  setCommand.add_option("--turnover", set->turnover, "bonus: the turnover multiple");
  setCommand.add_option("--stock", set->stock, "how many there are");
  setCommand.add_flag("--unlimited", set->unlimited, "no stock limit");
  setCommand.add_option("--image", set->image, "an https link or /path on this site");
  setCommand.add_option("--sort", set->sort, "order in the mall");
  setCommand.add_flag("--enable", set->enable, "put it on sale");
  setCommand.add_flag("--disable", set->disable, "take it off sale");

  auto text = std::make_shared<ItemArgs>();
  auto& textCommand =
      cli::addCommand(app, "rewards items text", "<ID> <LANG> <NAME> [--description D]",
                      "set an item's name (and description) in a language", [rewards, text] {
                        rewards().mall.setText(text->id, {text->language, text->name, text->description});
                        std::cout << "item " << text->id << " " << text->language << " name set\n";
                        return 0;
                      });
  textCommand.add_option("id", text->id, "the item")->required();
  textCommand.add_option("language", text->language, "EN, TY, PT, ...")->required();
  textCommand.add_option("name", text->name, "1 to 80 characters")->required();
  textCommand.add_option("--description", text->description, "at most 500 characters");

  auto textRemove = std::make_shared<ItemArgs>();
  auto& textRemoveCommand =
      cli::addCommand(app, "rewards items text-remove", "<ID> <LANG>",
                      "remove an item's name in a language (it shows the EN one)", [rewards, textRemove] {
                        const bool removed = rewards().mall.removeText(textRemove->id, textRemove->language);
                        std::cout << (removed ? "removed\n" : "no such name\n");
                        return removed ? 0 : 1;
                      });
  textRemoveCommand.add_option("id", textRemove->id, "the item")->required();
  textRemoveCommand.add_option("language", textRemove->language, "TY, PT, ...")->required();

  auto remove = std::make_shared<ItemArgs>();
  auto& removeCommand = cli::addCommand(app, "rewards items remove", "<ID>",
                                        "delete an item (one already redeemed is disabled)", [rewards, remove] {
                                          const auto outcome = rewards().mall.removeItem(remove->id);
                                          if (outcome.empty()) {
                                            std::cout << "no item " << remove->id << '\n';
                                            return 1;
                                          }
                                          std::cout << "item " << remove->id << ' ' << outcome << '\n';
                                          return 0;
                                        });
  removeCommand.add_option("id", remove->id, "the item")->required();
}

void addRedeemCommands(CLI::App& app, const cli::Lazy<RewardsModule>& rewards) {
  auto list = std::make_shared<RedeemArgs>();
  auto& listCommand = cli::addCommand(app, "rewards redeems list", "[--status S] [--limit N]",
                                      "members' redeems, newest first", [rewards, list] {
                                        const auto rows = rewards().mall.redemptions(list->status, list->limit);
                                        for (const auto& row : rows) printRedemption(row);
                                        std::cout << rows.size() << " redeem(s)\n";
                                        return 0;
                                      });
  listCommand.add_option("--status", list->status, "in_process, approved or rejected");
  listCommand.add_option("--limit", list->limit, "at most this many (default 50)")->check(cli::wholeNumber(1, 10000));

  for (const bool approve : {true, false}) {
    auto decide = std::make_shared<RedeemArgs>();
    auto& command = cli::addCommand(
        app, approve ? "rewards redeems approve" : "rewards redeems reject", "<ID> [--note N]",
        approve ? "approve an in-process redeem (the item is on its way, or pay a bonus whose grant did not finish)"
                : "reject an in-process physical redeem: its points and stock come back",
        [rewards, decide, approve] {
          const auto row = approve ? rewards().mall.approve(decide->id, decide->note)
                                   : rewards().mall.reject(decide->id, decide->note);
          printRedemption(row);
          return 0;
        });
    command.add_option("id", decide->id, "the redeem")->required();
    command.add_option("--note", decide->note, "shown to the member (at most 200 characters)");
  }
}

void addConfigCommands(CLI::App& app, const cli::Lazy<RewardsModule>& rewards) {
  cli::addCommand(app, "rewards config show", "", "the conversion terms", [rewards] {
    printConfig(rewards().points.operatorConfig());
    return 0;
  });
  auto set = std::make_shared<ConfigArgs>();
  auto setPtr = std::make_shared<CLI::App*>(nullptr);
  auto& setCommand = cli::addCommand(
      app, "rewards config set",
      "[--points-step N] [--money-per-step A] [--minimum N] [--daily-limit N] [--time-zone TZ] [--open|--closed]",
      "change the conversion terms: N points are worth A", [rewards, set, setPtr] {
        auto config = rewards().points.operatorConfig();
        if ((*setPtr)->count("--points-step") > 0) config.pointsStep = set->pointsStep;
        if ((*setPtr)->count("--money-per-step") > 0) {
          const auto parsed = money::parseAmount(set->moneyPerStep);
          if (!parsed.ok()) throw cli::UsageError("--money-per-step takes an amount such as 1.00");
          config.minorPerStep = parsed.minor;
        }
        if ((*setPtr)->count("--minimum") > 0) config.minimum = set->minimum;
        if ((*setPtr)->count("--daily-limit") > 0) config.dailyLimit = set->dailyLimit;
        if ((*setPtr)->count("--time-zone") > 0) config.timeZone = set->timeZone;
        if (set->open && set->closed) throw cli::UsageError("give --open or --closed, not both");
        if (set->open) config.convertOpen = true;
        if (set->closed) config.convertOpen = false;
        rewards().points.setConfig(config);
        printConfig(config);
        return 0;
      });
  *setPtr = &setCommand;
  setCommand.add_option("--points-step", set->pointsStep, "this many points ...");
  setCommand.add_option("--money-per-step", set->moneyPerStep, "... are worth this much money (e.g. 1.00)");
  setCommand.add_option("--minimum", set->minimum, "points at least per conversion");
  setCommand.add_option("--daily-limit", set->dailyLimit, "points at most per member per day");
  setCommand.add_option("--time-zone", set->timeZone, "the day's time zone (IANA name, e.g. Asia/Manila)");
  setCommand.add_flag("--open", set->open, "members may convert");
  setCommand.add_flag("--closed", set->closed, "conversion closed");

  cli::addCommand(app, "rewards rates list", "", "valid bet per point, per game category (* for the rest)", [rewards] {
    for (const auto& rate : rewards().points.rates()) {
      std::cout << std::left << std::setw(12) << rate.category << money::formatMinor(rate.minorPerPoint)
                << " valid bet per point\n";
    }
    return 0;
  });
  auto rate = std::make_shared<RateArgs>();
  auto& rateCommand = cli::addCommand(app, "rewards rates set", "<CATEGORY|*> <VALID-BET-PER-POINT>",
                                      "how much valid bet earns one point, e.g. * 100.00", [rewards, rate] {
                                        rewards().points.setRate(rate->category, rate->amount);
                                        std::cout << rate->category << ": one point per " << rate->amount << '\n';
                                        return 0;
                                      });
  rateCommand.add_option("category", rate->category, "a game category or *")->required();
  rateCommand.add_option("amount", rate->amount, "valid bet per point, e.g. 100.00")->required();
  auto removeRate = std::make_shared<RateArgs>();
  auto& removeRateCommand = cli::addCommand(app, "rewards rates remove", "<CATEGORY|*>",
                                            "remove a category's rate (its bets then use *)", [rewards, removeRate] {
                                              const bool removed = rewards().points.removeRate(removeRate->category);
                                              std::cout << (removed ? "removed\n" : "no such rate\n");
                                              return removed ? 0 : 1;
                                            });
  removeRateCommand.add_option("category", removeRate->category, "a game category or *")->required();
}

}  // namespace

void RewardsModule::addCommands(CLI::App& app, const cli::Lazy<RewardsModule>& rewards) {
  addItemCommands(app, rewards);
  addRedeemCommands(app, rewards);
  addConfigCommands(app, rewards);

  auto grant = std::make_shared<GrantArgs>();
  auto& grantCommand = cli::addCommand(
      app, "rewards grant", "<NAME> <POINTS> --reason R --key K",
      "give a member points (negative takes them back, never below 0); the same K twice grants once", [rewards, grant] {
        const auto balance = rewards().points.grant(grant->account, grant->points, grant->reason, grant->key);
        std::cout << grant->account << " has " << balance << " points\n";
        return 0;
      });
  grantCommand.add_option("account", grant->account, "the member")->required();
  grantCommand.add_option("points", grant->points, "whole points")->required();
  grantCommand.add_option("--reason", grant->reason, "shown in the member's points detail")->required();
  grantCommand.add_option("--key", grant->key, "8-128 of A-Z a-z 0-9 _ . : -")->required();

  cli::addCommand(app, "rewards check", "", "every member's points equal the sum of their journal (exit 3 if not)",
                  [rewards] {
                    const auto members = rewards().points.mismatchedBalances();
                    for (const auto id : members)
                      std::cout << "member " << id << ": balance differs from its journal\n";
                    std::cout << (members.empty() ? "points balances match their journals\n" : "");
                    return members.empty() ? 0 : 3;
                  });

  cli::addCommand(app, "rewards demo", "", "load the demo mall items (safe to repeat)", [rewards] {
    const auto added = services::loadRewardsDemo(rewards().mall);
    std::cout << added << " demo item(s) added\n";
    return 0;
  });
}

}  // namespace panalo::modules
