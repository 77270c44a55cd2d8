// panaloctl agents ...: the operator's side of the agent back office.
//   agents features NAME [--dividend on|off] [--daily on|off] [--hourly on|off] [--realtime on|off]
//   agents contracts NAME                      the contracts an agent holds
//   agents grant NAME --kind K [--period P] [--tier RATE[:ACTIVE[:VALIDBET[:PROFITLOSS]]]]...
//                [--win-rate R --loss-rate R --single-bet AMOUNT]
//   agents terminate CONTRACT                  end a contract at once
//   agents termination CONTRACT accept|reject  decide a request on an operator's grant
//   agents settle --kind K [--period P] [--at TIME]   settle (or replay) one period; default: the last ended
//   agents settle-due                          every ended period in use (servers also do it on their own)
//   agents settlements [--kind K] [--limit N]
//   agents settlement ID                       one settlement and its lines
//   agents demo                                demo contracts for the demo agent (safe to repeat)
#include <cstdlib>
#include <iostream>
#include <memory>
#include <sstream>

#include "domains/agents/agents_json.hpp"
#include "domains/agents/agents_module.hpp"
#include "panalo/money/amount.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

using money::formatMinor;

struct FeatureArgs {
  std::string account;
  std::string dividend;
  std::string daily;
  std::string hourly;
  std::string realtime;
};

struct GrantArgs {
  std::string account;
  std::string kind;
  std::string period;
  std::vector<std::string> tiers;
  std::string winRate;
  std::string lossRate;
  std::string singleBet = "0";
};

struct SettleArgs {
  std::string kind;
  std::string period;
  std::string at;
};

void printFlags(const services::ConsolidatedFunds& flags) {
  std::cout << "dividend (divtypereq): " << (flags.divtypereq ? "on" : "off") << '\n'
            << "daily salary (dailysalreqtype): " << (flags.dailysalreqtype ? "on" : "off") << '\n'
            << "hourly salary (contracthoursalreqa): " << (flags.contracthoursalreqa ? "on" : "off") << '\n'
            << "real-time salary (realtimesalreqtype): " << (flags.realtimesalreqtype ? "on" : "off") << '\n';
}

void printContract(const services::Contract& c) {
  std::cout << '#' << c.id << ' ' << c.kind << ' ' << c.period << ' ' << c.status << " holder " << c.holder << " from "
            << (c.grantor.empty() ? "the operator" : c.grantor);
  if (c.winRateBp) {
    std::cout << " win " << routes::rateText(*c.winRateBp) << "% loss " << routes::rateText(*c.lossRateBp)
              << "% single bet >= " << formatMinor(c.singleBetMinor.value_or(0));
  }
  for (std::size_t i = 0; i < c.tiers.size(); ++i) {
    const auto& t = c.tiers[i];
    std::cout << "\n  tier " << i + 1 << ": " << routes::rateText(t.rateBp) << "% from " << t.minActiveMembers
              << " active, valid bets " << formatMinor(t.minValidBetMinor) << ", house profit "
              << formatMinor(t.minProfitLossMinor);
  }
  if (c.endReason) std::cout << "\n  ended " << c.endedAt.value_or("") << " (" << *c.endReason << ')';
  if (c.termination) std::cout << "\n  termination asked by " << c.termination->requestedBy;
  std::cout << '\n';
}

void printSettlement(const services::Settlement& s) {
  std::cout << "settlement #" << s.id << ' ' << s.kind << ' ' << s.period << ' ' << s.periodStart << " .. "
            << s.periodEnd << ", computed " << s.computedAt << (s.paidAt ? ", paid " + *s.paidAt : ", payments due")
            << '\n';
  std::int64_t total = 0;
  for (const auto& line : s.lines) {
    total += line.amountMinor;
    std::cout << "  " << line.agent << ": " << formatMinor(line.amountMinor) << " at " << routes::rateText(line.rateBp)
              << "% (tier " << (line.tier ? std::to_string(*line.tier) : "-") << ", " << line.activeMembers
              << " active, valid bets " << formatMinor(line.validBetMinor) << ", house profit "
              << formatMinor(line.profitLossMinor) << ") "
              << (line.paidAt            ? "paid"
                  : line.amountMinor > 0 ? "due"
                                         : "nothing earned")
              << '\n';
  }
  std::cout << s.lines.size() << " line(s), " << formatMinor(total) << " in all\n";
}

// RATE[:ACTIVE[:VALIDBET[:PROFITLOSS]]]
services::ContractTierText tierOf(const std::string& text) {
  std::vector<std::string> parts;
  std::stringstream stream(text);
  std::string part;
  while (std::getline(stream, part, ':')) parts.push_back(part);
  if (parts.empty() || parts.size() > 4) throw cli::UsageError("a tier is RATE[:ACTIVE[:VALIDBET[:PROFITLOSS]]]");
  services::ContractTierText tier;
  tier.rate = parts[0];
  if (parts.size() > 1) {
    try {
      tier.minActiveMembers = std::stoll(parts[1]);
    } catch (const std::exception&) {
      throw cli::UsageError("a tier's active members are a whole number");
    }
  }
  if (parts.size() > 2) tier.minValidBet = parts[2];
  if (parts.size() > 3) tier.minProfitLoss = parts[3];
  return tier;
}

int flagOf(const std::string& text, int current) { return text.empty() ? current : (text == "on" ? 1 : 0); }

// The demo: the demo agent (sql/demo) may use every kind, and holds the
// operator's contracts for each.
void loadDemo(AgentsModule& agents) {
  agents.contracts.setFeatures("demoagent", {1, 1, 1, 1});
  for (const auto& existing : agents.contracts.heldBy("demoagent")) {
    if (existing.status == "active") return;  // already there: a second run changes nothing
  }
  services::ContractOffer dividend;
  dividend.account = "demoagent";
  dividend.kind = "dividend";
  dividend.period = "weekly";
  dividend.tiers = {
      {"10.00", 1, "0", "0"}, {"20.00", 5, "10000.00", "1000.00"}, {"30.00", 20, "100000.00", "10000.00"}};
  agents.contracts.grant(dividend);
  services::ContractOffer daily = dividend;
  daily.kind = "daily";
  daily.period = "daily";
  daily.tiers = {{"0.50", 1, "0", "0"}, {"0.80", 10, "50000.00", "0"}};
  agents.contracts.grant(daily);
  services::ContractOffer hourly;
  hourly.account = "demoagent";
  hourly.kind = "hourly";
  hourly.tiers = {{"0.10", 1, "0", "0"}};
  agents.contracts.grant(hourly);
  services::ContractOffer realtime;
  realtime.account = "demoagent";
  realtime.kind = "realtime";
  realtime.winRate = "0.20";
  realtime.lossRate = "0.50";
  realtime.singleBet = "10.00";
  agents.contracts.grant(realtime);
}

}  // namespace

void AgentsModule::addCommands(CLI::App& app, const cli::Lazy<AgentsModule>& agents) {
  auto features = std::make_shared<FeatureArgs>();
  auto& featuresCommand = cli::addCommand(
      app, "agents features", "NAME [--dividend on|off] [--daily on|off] [--hourly on|off] [--realtime on|off]",
      "which contract kinds an agent may use (the consolidated flags); without options, shows them",
      [agents, features] {
        auto flags = agents().contracts.features(features->account);
        flags.divtypereq = flagOf(features->dividend, flags.divtypereq);
        flags.dailysalreqtype = flagOf(features->daily, flags.dailysalreqtype);
        flags.contracthoursalreqa = flagOf(features->hourly, flags.contracthoursalreqa);
        flags.realtimesalreqtype = flagOf(features->realtime, flags.realtimesalreqtype);
        agents().contracts.setFeatures(features->account, flags);
        printFlags(flags);
        return 0;
      });
  featuresCommand.add_option("account", features->account, "the agent's account")->required();
  for (auto [name, target] : {std::pair{"--dividend", &features->dividend}, std::pair{"--daily", &features->daily},
                              std::pair{"--hourly", &features->hourly}, std::pair{"--realtime", &features->realtime}}) {
    featuresCommand.add_option(name, *target, "on or off")->check(CLI::IsMember({"on", "off"}));
  }

  auto holder = std::make_shared<std::string>();
  cli::addCommand(app, "agents contracts", "NAME", "the contracts an agent holds (open, and ended within 90 days)",
                  [agents, holder] {
                    const auto list = agents().contracts.heldBy(*holder);
                    for (const auto& contract : list) printContract(contract);
                    std::cout << list.size() << " contract(s)\n";
                    return 0;
                  })
      .add_option("account", *holder, "the agent's account")
      ->required();

  auto grant = std::make_shared<GrantArgs>();
  auto& grantCommand = cli::addCommand(
      app, "agents grant",
      "NAME --kind K [--period P] [--tier RATE[:ACTIVE[:VALIDBET[:PROFITLOSS]]]]... "
      "[--win-rate R --loss-rate R --single-bet AMOUNT]",
      "give an agent a contract in force at once (replaces its contract of that kind); rates in percent",
      [agents, grant] {
        services::ContractOffer offer;
        offer.account = grant->account;
        offer.kind = grant->kind;
        offer.period = grant->period;
        for (const auto& tier : grant->tiers) offer.tiers.push_back(tierOf(tier));
        offer.winRate = grant->winRate;
        offer.lossRate = grant->lossRate;
        offer.singleBet = grant->singleBet;
        printContract(agents().contracts.grant(offer));
        return 0;
      });
  grantCommand.add_option("account", grant->account, "the agent's account")->required();
  grantCommand.add_option("--kind", grant->kind, "dividend, daily, hourly or realtime")
      ->required()
      ->check(CLI::IsMember(services::contractKinds()));
  grantCommand.add_option("--period", grant->period, "dividend and daily: daily, weekly, semimonthly or monthly");
  grantCommand.add_option("--tier", grant->tiers, "RATE[:ACTIVE[:VALIDBET[:PROFITLOSS]]], e.g. 25:5:10000:1000");
  grantCommand.add_option("--win-rate", grant->winRate, "realtime: percent of a won bet's valid bet");
  grantCommand.add_option("--loss-rate", grant->lossRate, "realtime: percent of a lost bet's valid bet");
  grantCommand.add_option("--single-bet", grant->singleBet, "realtime: the smallest bet that counts");

  auto contractId = std::make_shared<std::int64_t>(0);
  cli::addCommand(app, "agents terminate", "CONTRACT", "end a contract at once",
                  [agents, contractId] {
                    agents().contracts.terminate(*contractId);
                    printContract(*agents().contracts.find(*contractId));
                    return 0;
                  })
      .add_option("contract", *contractId, "the contract id")
      ->required();

  auto decision = std::make_shared<std::pair<std::int64_t, std::string>>();
  auto& terminationCommand =
      cli::addCommand(app, "agents termination", "CONTRACT accept|reject",
                      "decide a termination request on an operator's grant", [agents, decision] {
                        agents().contracts.decideTermination(decision->first, decision->second == "accept");
                        printContract(*agents().contracts.find(decision->first));
                        return 0;
                      });
  terminationCommand.add_option("contract", decision->first, "the contract id")->required();
  terminationCommand.add_option("decision", decision->second, "accept or reject")
      ->required()
      ->check(CLI::IsMember({"accept", "reject"}));

  auto settle = std::make_shared<SettleArgs>();
  auto& settleCommand = cli::addCommand(
      app, "agents settle", "--kind K [--period P] [--at TIME]",
      "settle one period, or replay it (pays only what is still due; amounts never change)", [agents, settle] {
        auto& module = agents();
        // Fault injection for the crash test: stop dead after N payments.
        if (const char* exitAfter = std::getenv("PANALO_FAULT_EXIT_AFTER_PAYMENTS")) {
          auto remaining = std::make_shared<long>(std::strtol(exitAfter, nullptr, 10));
          module.settlements.afterEachPayment([remaining] {
            if (--*remaining <= 0) std::_Exit(75);
          });
        }
        const auto period = settle->period.empty() ? settle->kind : settle->period;
        const auto outcome = settle->at.empty() ? module.settlements.settleLast(settle->kind, period)
                                                : module.settlements.settle(settle->kind, period, settle->at);
        if (outcome.settlementId == 0) {
          std::cout << "no " << settle->kind << " contract was in force: nothing to settle\n";
          return 0;
        }
        std::cout << (outcome.computedNow ? "computed now" : "computed before") << ", " << outcome.paidNow
                  << " payment(s) made now (" << formatMinor(outcome.paidNowMinor) << ")\n"
                  << "time: compute " << outcome.computeMicros / 1000 << " ms, payments " << outcome.payMicros / 1000
                  << " ms\n";
        printSettlement(*module.settlements.settlement(outcome.settlementId));
        return 0;
      });
  settleCommand.add_option("--kind", settle->kind, "dividend, daily, hourly or realtime")
      ->required()
      ->check(CLI::IsMember(services::contractKinds()));
  settleCommand.add_option("--period", settle->period, "dividend and daily: daily, weekly, semimonthly or monthly");
  settleCommand.add_option("--at", settle->at,
                           "an instant inside the period, e.g. 2026-12-01 or '2026-12-01 10:00+08'");

  cli::addCommand(app, "agents settle-due", "", "settle every ended period of every contract kind in use", [agents] {
    std::cout << agents().settlements.settleDue() << " payment(s) made\n";
    return 0;
  });

  auto list = std::make_shared<std::pair<std::string, std::int64_t>>("", 20);
  auto& listCommand =
      cli::addCommand(app, "agents settlements", "[--kind K] [--limit N]", "recent settlements", [agents, list] {
        for (const auto& s : agents().settlements.recent(list->first, list->second)) {
          std::cout << '#' << s.id << ' ' << s.kind << ' ' << s.period << ' ' << s.periodStart << " .. " << s.periodEnd
                    << (s.paidAt ? " paid" : " payments due") << '\n';
        }
        return 0;
      });
  listCommand.add_option("--kind", list->first, "one kind")->check(CLI::IsMember(services::contractKinds()));
  listCommand.add_option("--limit", list->second, "how many (1-1000)")->check(cli::wholeNumber(1, 1000));

  auto settlementId = std::make_shared<std::int64_t>(0);
  cli::addCommand(app, "agents settlement", "ID", "one settlement and its lines",
                  [agents, settlementId] {
                    const auto settlement = agents().settlements.settlement(*settlementId);
                    if (!settlement) {
                      std::cerr << "no settlement #" << *settlementId << '\n';
                      return 1;
                    }
                    printSettlement(*settlement);
                    return 0;
                  })
      .add_option("id", *settlementId, "the settlement id")
      ->required();

  cli::addCommand(app, "agents demo", "", "every contract kind for the demo agent, with the operator's contracts",
                  [agents] {
                    loadDemo(agents());
                    for (const auto& contract : agents().contracts.heldBy("demoagent")) printContract(contract);
                    return 0;
                  });
}

}  // namespace panalo::modules
