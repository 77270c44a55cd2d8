#include <gtest/gtest.h>

#include <climits>

#include "panalo/lobby/pagination.hpp"
#include "vector_file.hpp"

namespace {

using panalo::lobby::normalizePageRequest;
using panalo::lobby::pageWindow;
using panalo::lobby::totalPages;

TEST(PageWindowVectors, EveryCaseMatches) {
  const auto vectors = panalo::testing::readVectorFile("lobby/page-window.json");
  const auto& cases = vectors.at("cases");
  ASSERT_GE(cases.size(), 25u);
  for (const auto& c : cases) {
    const auto got = pageWindow(c.at("totalPages").get<std::int32_t>(), c.at("currentPage").get<std::int32_t>(),
                                c.at("margin").get<std::int32_t>(), c.at("range").get<std::int32_t>());
    EXPECT_EQ(got, c.at("expect").get<std::vector<std::int32_t>>()) << c.at("name").get<std::string>();
  }
}

TEST(PageWindow, NeverShowsTwoEllipsesInARowOrRepeatsAPage) {
  for (std::int32_t total = 0; total <= 40; ++total) {
    for (std::int32_t current = -1; current <= total + 1; ++current) {
      const auto window = pageWindow(total, current);
      std::int32_t previous = -1;
      for (std::int32_t entry : window) {
        if (entry == 0) {
          EXPECT_NE(previous, 0) << "total " << total << " current " << current;
        } else {
          EXPECT_GT(entry, previous) << "total " << total << " current " << current;
          previous = entry;
          continue;
        }
        previous = 0;
      }
    }
  }
}

TEST(TotalPages, RoundsUpAndRefusesNonsense) {
  EXPECT_EQ(totalPages(0, 18), 0);
  EXPECT_EQ(totalPages(1, 18), 1);
  EXPECT_EQ(totalPages(18, 18), 1);
  EXPECT_EQ(totalPages(19, 18), 2);
  EXPECT_EQ(totalPages(40, 42), 1);
  EXPECT_EQ(totalPages(-5, 18), 0);
  EXPECT_EQ(totalPages(10, 0), 0);
  EXPECT_EQ(totalPages(INT64_MAX, 1), INT64_MAX);
}

TEST(NormalizePageRequest, AppliesDefaultsAndLimits) {
  auto page = normalizePageRequest(0, 0, 42, 200);
  EXPECT_EQ(page.pageNo, 1);
  EXPECT_EQ(page.pageSize, 42);
  EXPECT_EQ(page.offset(), 0);

  page = normalizePageRequest(3, 10, 42, 200);
  EXPECT_EQ(page.offset(), 20);

  page = normalizePageRequest(-9, 100000, 42, 200);
  EXPECT_EQ(page.pageNo, 1);
  EXPECT_EQ(page.pageSize, 200);

  page = normalizePageRequest(INT64_MAX, 200, 42, 200);
  EXPECT_GE(page.offset(), 0) << "offset must not overflow";
}

}  // namespace

namespace {

TEST(WritePageWindow, ReportsTheFullSizeWhenTheBufferIsShort) {
  std::int32_t buffer[4] = {-1, -1, -1, -1};
  const std::size_t needed = panalo::lobby::writePageWindow(20, 10, 2, 5, buffer, 3);
  EXPECT_EQ(needed, 11u);
  EXPECT_EQ(buffer[0], 1);
  EXPECT_EQ(buffer[2], 0);
  EXPECT_EQ(buffer[3], -1) << "nothing written past the capacity";
  EXPECT_EQ(panalo::lobby::writePageWindow(20, 10, 2, 5, nullptr, 0), 11u);
}

}  // namespace
