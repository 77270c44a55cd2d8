#include "domains/lottery/lottery_numbers.hpp"

#include <algorithm>
#include <stdexcept>

#include "domains/lottery/lottery_tiers.hpp"
#include "panalo/originals/fair.hpp"

namespace panalo::lottery {
namespace {

std::uint32_t powerOfTen(int digits) {
  std::uint32_t value = 1;
  for (int i = 0; i < digits; ++i) value *= 10;
  return value;
}

bool allDigits(const std::string& text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

std::string deriveNumber(const std::string& seed, std::int64_t drawId, const std::string& tier, int index, int digits) {
  if (digits < 2 || digits > 6 || index < 1) throw std::invalid_argument("a lottery number has 2-6 digits");
  // FairStream's message is "<client seed>:<nonce>": "<drawId>:<tier>:<index>".
  originals::FairStream stream(seed, std::to_string(drawId) + ":" + tier, static_cast<std::uint64_t>(index));
  const auto value = stream.below(powerOfTen(digits));
  auto text = std::to_string(value);
  text.insert(0, static_cast<std::size_t>(digits) - text.size(), '0');
  return text;
}

DrawNumbers deriveDraw(const std::string& seed, std::int64_t drawId, const std::string& format) {
  const auto* tiers = tiersOf(format);
  if (tiers == nullptr) throw std::invalid_argument("unknown lottery format " + format);
  DrawNumbers numbers;
  for (const auto& spec : *tiers) {
    auto& list = numbers[spec.tier];
    for (int index = 1; index <= spec.count; ++index) {
      list.push_back(deriveNumber(seed, drawId, spec.tier, index, spec.digits));
    }
  }
  return numbers;
}

std::optional<std::string> resultProblem(const std::string& format, const DrawNumbers& numbers) {
  const auto* tiers = tiersOf(format);
  if (tiers == nullptr) return "unknown lottery format";
  for (const auto& [tier, list] : numbers) {
    if (!tierOf(format, tier)) return "this lottery has no tier " + tier.substr(0, 20);
  }
  for (const auto& spec : *tiers) {
    const auto found = numbers.find(spec.tier);
    if (found == numbers.end()) return "the " + spec.tier + " tier is missing";
    if (static_cast<int>(found->second.size()) != spec.count) {
      return "the " + spec.tier + " tier takes " + std::to_string(spec.count) + " number(s)";
    }
    for (const auto& number : found->second) {
      if (static_cast<int>(number.size()) != spec.digits || !allDigits(number)) {
        return "each " + spec.tier + " number has " + std::to_string(spec.digits) + " digits";
      }
    }
  }
  return std::nullopt;
}

}  // namespace panalo::lottery
