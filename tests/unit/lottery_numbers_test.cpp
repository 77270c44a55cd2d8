// The pure lottery number derivation and result checks (api/src/domains/lottery):
// tier shapes of each format, numbers recomputed here straight from HMAC-SHA256
// as the published method describes it, no modulo bias, and entered results
// refused for every kind of wrong shape.
#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <map>
#include <string>
#include <vector>

#include "domains/lottery/lottery_numbers.hpp"
#include "domains/lottery/lottery_tiers.hpp"

namespace {

using panalo::lottery::deriveDraw;
using panalo::lottery::deriveNumber;
using panalo::lottery::DrawNumbers;
using panalo::lottery::resultProblem;
using panalo::lottery::tiersOf;

const std::string kSeed = "7d1c5b0f3c9a4e2d8b6f1a0e9c8d7b6a5f4e3d2c1b0a99887766554433221100";

// The method as published with every draw, written out independently.
std::string byTheBook(const std::string& seed, std::int64_t drawId, const std::string& tier, int index, int digits) {
  std::uint32_t modulus = 1;
  for (int i = 0; i < digits; ++i) modulus *= 10;
  const std::uint64_t limit = (std::uint64_t{1} << 32U) - ((std::uint64_t{1} << 32U) % modulus);
  const std::string base = std::to_string(drawId) + ":" + tier + ":" + std::to_string(index);
  for (int block = 0;; ++block) {
    const std::string message = block == 0 ? base : base + ":" + std::to_string(block);
    std::array<unsigned char, 32> mac{};
    unsigned int length = 0;
    HMAC(EVP_sha256(), seed.data(), static_cast<int>(seed.size()),
         reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac.data(), &length);
    for (std::size_t at = 0; at < 32; at += 4) {
      const std::uint32_t word = (std::uint32_t{mac[at]} << 24U) | (std::uint32_t{mac[at + 1]} << 16U) |
                                 (std::uint32_t{mac[at + 2]} << 8U) | std::uint32_t{mac[at + 3]};
      if (word < limit) {
        auto text = std::to_string(word % modulus);
        return std::string(static_cast<std::size_t>(digits) - text.size(), '0') + text;
      }
    }
  }
}

DrawNumbers goodVnStandard() {
  return {{"special", {"012345"}},
          {"first", {"12345"}},
          {"second", {"23456"}},
          {"third", {"34567", "45678"}},
          {"fourth", {"00001", "00002", "00003", "00004", "00005", "00006", "00007"}},
          {"fifth", {"1234"}},
          {"sixth", {"2345", "3456", "4567"}},
          {"seventh", {"123"}},
          {"eighth", {"07"}}};
}

TEST(LotteryTiers, EachFormatHasTheVietnameseOrFourDShape) {
  auto total = [](const std::string& format) {
    int count = 0;
    for (const auto& spec : *tiersOf(format)) count += spec.count;
    return count;
  };
  EXPECT_EQ(total("vn_north"), 27);
  EXPECT_EQ(total("vn_standard"), 18);
  EXPECT_EQ(total("four_d"), 23);
  EXPECT_EQ(tiersOf("vn_north")->front().tier, "special");
  EXPECT_EQ(tiersOf("vn_north")->front().digits, 5);
  EXPECT_EQ(tiersOf("vn_standard")->front().digits, 6);
  EXPECT_EQ(tiersOf("vn_standard")->back().tier, "eighth");
  EXPECT_EQ(tiersOf("vn_standard")->back().digits, 2);
  EXPECT_FALSE(panalo::lottery::tierOf("vn_north", "eighth"));  // the north has no eighth prize
  EXPECT_EQ(panalo::lottery::tierOf("vn_north", "third")->count, 6);
  EXPECT_EQ(tiersOf("bogus"), nullptr);
}

TEST(LotteryNumbers, EveryNumberIsThePublishedHmacMethod) {
  for (const std::string format : {"vn_north", "vn_standard", "four_d"}) {
    const auto draw = deriveDraw(kSeed, 4242, format);
    for (const auto& spec : *tiersOf(format)) {
      const auto& list = draw.at(spec.tier);
      ASSERT_EQ(static_cast<int>(list.size()), spec.count) << format << " " << spec.tier;
      for (int i = 0; i < spec.count; ++i) {
        EXPECT_EQ(list[static_cast<std::size_t>(i)], byTheBook(kSeed, 4242, spec.tier, i + 1, spec.digits));
        EXPECT_EQ(static_cast<int>(list[static_cast<std::size_t>(i)].size()), spec.digits);
      }
    }
    EXPECT_FALSE(resultProblem(format, draw)) << format;  // a derived draw passes the operator's checks
  }
}

TEST(LotteryNumbers, TheSameSeedAndDrawGiveTheSameNumbersAndOthersDoNot) {
  EXPECT_EQ(deriveDraw(kSeed, 7, "vn_north"), deriveDraw(kSeed, 7, "vn_north"));
  EXPECT_NE(deriveDraw(kSeed, 7, "vn_north"), deriveDraw(kSeed, 8, "vn_north"));
  std::string other = kSeed;
  other[0] = '8';
  EXPECT_NE(deriveDraw(kSeed, 7, "vn_north"), deriveDraw(other, 7, "vn_north"));
  EXPECT_THROW(deriveNumber(kSeed, 7, "special", 1, 7), std::invalid_argument);
  EXPECT_THROW(deriveDraw(kSeed, 7, "bogus"), std::invalid_argument);
}

TEST(LotteryNumbers, TwoDigitNumbersAreEvenlySpread) {
  // 20,000 two-digit numbers: every value appears, none far from 200
  // (a bias of a few percent would show; 6 standard deviations of slack).
  std::map<std::string, int> counts;
  for (int index = 1; index <= 20000; ++index) ++counts[deriveNumber(kSeed, 1, "eighth", index, 2)];
  ASSERT_EQ(counts.size(), 100u);
  for (const auto& [number, count] : counts) {
    EXPECT_GT(count, 200 - 85) << number;
    EXPECT_LT(count, 200 + 85) << number;
  }
}

TEST(LotteryResults, EveryWrongShapeIsRefusedNamingTheTier) {
  EXPECT_FALSE(resultProblem("vn_standard", goodVnStandard()));
  auto missing = goodVnStandard();
  missing.erase("eighth");
  EXPECT_NE(resultProblem("vn_standard", missing)->find("eighth"), std::string::npos);
  auto extra = goodVnStandard();
  extra["starter"] = {"1234"};
  EXPECT_NE(resultProblem("vn_standard", extra)->find("starter"), std::string::npos);
  auto count = goodVnStandard();
  count["third"].pop_back();
  EXPECT_NE(resultProblem("vn_standard", count)->find("third"), std::string::npos);
  auto tooMany = goodVnStandard();
  tooMany["special"].push_back("123456");
  EXPECT_TRUE(resultProblem("vn_standard", tooMany));
  const std::string fullwidthOne = "\xef\xbc\x91";  // U+FF11, a digit to Unicode but not to the format
  for (const std::string& bad :
       std::vector<std::string>{"12345", "1234567", "12a456", "1';--", "", " 12345", fullwidthOne + "23456"}) {
    auto numbers = goodVnStandard();
    numbers["special"] = {bad};
    EXPECT_NE(resultProblem("vn_standard", numbers)->find("special"), std::string::npos) << bad;
  }
  EXPECT_TRUE(resultProblem("bogus", goodVnStandard()));
  // The north's special prize has 5 digits, not 6.
  EXPECT_TRUE(resultProblem("vn_north", goodVnStandard()));
}

}  // namespace
