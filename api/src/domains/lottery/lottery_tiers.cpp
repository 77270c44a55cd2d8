#include "domains/lottery/lottery_tiers.hpp"

#include <map>

namespace panalo::lottery {
namespace {

const std::map<std::string, std::vector<TierSpec>>& formats() {
  static const std::map<std::string, std::vector<TierSpec>> kFormats{
      {"vn_north",
       {{"special", 1, 5},
        {"first", 1, 5},
        {"second", 2, 5},
        {"third", 6, 5},
        {"fourth", 4, 4},
        {"fifth", 6, 4},
        {"sixth", 3, 3},
        {"seventh", 4, 2}}},
      {"vn_standard",
       {{"special", 1, 6},
        {"first", 1, 5},
        {"second", 1, 5},
        {"third", 2, 5},
        {"fourth", 7, 5},
        {"fifth", 1, 4},
        {"sixth", 3, 4},
        {"seventh", 1, 3},
        {"eighth", 1, 2}}},
      {"four_d", {{"first", 1, 4}, {"second", 1, 4}, {"third", 1, 4}, {"starter", 10, 4}, {"consolation", 10, 4}}},
  };
  return kFormats;
}

}  // namespace

const std::vector<TierSpec>* tiersOf(const std::string& format) {
  const auto found = formats().find(format);
  return found == formats().end() ? nullptr : &found->second;
}

std::optional<TierSpec> tierOf(const std::string& format, const std::string& tier) {
  const auto* tiers = tiersOf(format);
  if (tiers == nullptr) return std::nullopt;
  for (const auto& spec : *tiers) {
    if (spec.tier == tier) return spec;
  }
  return std::nullopt;
}

const std::vector<std::string>& lotteryFormats() {
  static const std::vector<std::string> kNames{"vn_north", "vn_standard", "four_d"};
  return kNames;
}

}  // namespace panalo::lottery
