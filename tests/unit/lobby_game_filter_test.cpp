#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "panalo/lobby/game_filter.hpp"
#include "panalo/text/search_fold.hpp"
#include "vector_file.hpp"

namespace {

using panalo::lobby::GameCatalogueIndex;
using panalo::lobby::LobbyGame;
using panalo::lobby::LobbyQuery;
using panalo::lobby::parseSelectType;
using panalo::lobby::SelectType;
using panalo::text::foldForSearch;

std::string fromHex(const std::string& hex) {
  std::string bytes;
  bytes.reserve(hex.size() / 2);
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2) {
    bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  }
  return bytes;
}

std::string textOrHex(const nlohmann::json& object, const char* field, const char* hexField) {
  if (object.contains(hexField)) return fromHex(object.at(hexField).get<std::string>());
  return object.value(field, std::string());
}

std::vector<LobbyGame> catalogueOf(const nlohmann::json& vectors) {
  std::vector<LobbyGame> games;
  for (const auto& g : vectors.at("catalogue")) {
    LobbyGame game;
    game.id = g.at("id").get<std::int64_t>();
    game.vendorCode = g.at("vendorCode").get<std::string>();
    game.category = g.at("category").get<std::string>();
    game.name = textOrHex(g, "name", "nameHex");
    game.hot = g.at("hot").get<bool>();
    game.freeTrial = g.at("freeTrial").get<bool>();
    game.createdAt = g.at("createdAt").get<std::int64_t>();
    game.sortOrder = g.at("sortOrder").get<std::int64_t>();
    games.push_back(std::move(game));
  }
  return games;
}

LobbyQuery queryOf(const nlohmann::json& q) {
  LobbyQuery query;
  const auto type = parseSelectType(q.value("selectType", std::string("ALL")));
  EXPECT_TRUE(type.has_value());
  query.selectType = type.value_or(SelectType::kAll);
  query.category = q.value("category", std::string());
  query.vendor = q.value("vendor", std::string());
  query.nameSearch = textOrHex(q, "nameSearch", "nameSearchHex");
  query.favouriteIds = q.value("favouriteIds", std::vector<std::int64_t>());
  query.recentIds = q.value("recentIds", std::vector<std::int64_t>());
  query.pageNo = q.value("pageNo", std::int64_t{1});
  query.pageSize = q.value("pageSize", std::int64_t{18});
  return query;
}

TEST(GameFilterVectors, EveryCaseMatches) {
  const auto vectors = panalo::testing::readVectorFile("lobby/game-filter.json");
  const GameCatalogueIndex index(catalogueOf(vectors));
  ASSERT_GE(index.size(), 30u);
  const auto& cases = vectors.at("cases");
  ASSERT_GE(cases.size(), 60u);
  for (const auto& c : cases) {
    const auto page = index.query(queryOf(c.at("query")));
    const auto& expect = c.at("expect");
    const std::string name = c.at("name").get<std::string>();
    EXPECT_EQ(page.ids, expect.at("ids").get<std::vector<std::int64_t>>()) << name;
    EXPECT_EQ(page.totalItems, expect.at("totalItems").get<std::int64_t>()) << name;
    EXPECT_EQ(page.totalPages, expect.at("totalPages").get<std::int64_t>()) << name;
    EXPECT_EQ(page.pageNo, expect.at("pageNo").get<std::int64_t>()) << name;
    EXPECT_EQ(page.pageSize, expect.at("pageSize").get<std::int64_t>()) << name;
  }
}

TEST(GameFilterVectors, KnowsItsCategoriesAndVendorsApart) {
  const auto vectors = panalo::testing::readVectorFile("lobby/game-filter.json");
  const GameCatalogueIndex index(catalogueOf(vectors));
  EXPECT_TRUE(index.hasCategory("FISH"));
  EXPECT_TRUE(index.hasCategory("fish"));
  EXPECT_TRUE(index.hasVendor("pg"));
  EXPECT_FALSE(index.hasVendor("FISH"));
  EXPECT_FALSE(index.hasCategory("PG"));
  EXPECT_FALSE(index.hasCategory("NOPE"));
  EXPECT_FALSE(index.hasVendor(""));
}

TEST(SelectType, ParsesTheFiveNamesOnly) {
  EXPECT_EQ(parseSelectType("NEW"), SelectType::kNew);
  EXPECT_EQ(parseSelectType("fav"), SelectType::kFav);
  EXPECT_EQ(parseSelectType("All"), SelectType::kAll);
  EXPECT_EQ(parseSelectType("HOT"), SelectType::kHot);
  EXPECT_EQ(parseSelectType("RECENT"), SelectType::kRecent);
  EXPECT_FALSE(parseSelectType("").has_value());
  EXPECT_FALSE(parseSelectType("HOME").has_value());
  EXPECT_FALSE(parseSelectType("RECENTS").has_value());
  EXPECT_EQ(panalo::lobby::selectTypeName(SelectType::kRecent), "RECENT");
}

TEST(SearchFold, FoldsCaseAccentsAndSpace) {
  EXPECT_EQ(foldForSearch("  Crème   BRÛLÉE\t"), "creme brulee");
  EXPECT_EQ(foldForSearch("Ngọc Rồng Vàng"), "ngoc rong vang");
  EXPECT_EQ(foldForSearch("Đại Phát"), "dai phat");
  EXPECT_EQ(foldForSearch("Straße ẞ"), "strasse ss");
  EXPECT_EQ(foldForSearch("Jose\xCC\x81"), "jose");
  EXPECT_EQ(foldForSearch("ΘΗΣΑΥΡΌΣ"), "θησαυροσ");
  EXPECT_EQ(foldForSearch("ЖАР-ПТИЦА"), "жар-птица");
  EXPECT_EQ(foldForSearch("麻将 🐉"), "麻将 🐉");
  EXPECT_EQ(foldForSearch(""), "");
  EXPECT_EQ(foldForSearch(" \t\n "), "");
}

TEST(SearchFold, InvalidUtf8BecomesReplacementCharacters) {
  EXPECT_EQ(foldForSearch(std::string("a\xFF"
                                      "b")),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(foldForSearch(std::string("\xE1\xBB")), "\xEF\xBF\xBD\xEF\xBF\xBD");
  EXPECT_EQ(foldForSearch(std::string("\xED\xA0\x80")), "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // a surrogate
  EXPECT_EQ(foldForSearch(std::string("x\0y", 3)), "x y");
  // Every single byte and every pair: no crash, and never a byte below 0x20.
  for (int a = 0; a < 256; ++a) {
    for (int b = 0; b < 256; ++b) {
      const std::string text{static_cast<char>(a), static_cast<char>(b), '\xCC'};
      for (const char c : foldForSearch(text)) ASSERT_GE(static_cast<unsigned char>(c), 0x20U);
    }
  }
}

TEST(GameFilter, EmptyCatalogueAnswersNothing) {
  const GameCatalogueIndex index({});
  for (const SelectType type :
       {SelectType::kAll, SelectType::kNew, SelectType::kFav, SelectType::kHot, SelectType::kRecent}) {
    LobbyQuery query;
    query.selectType = type;
    query.favouriteIds = {1, 2};
    query.recentIds = {3};
    query.nameSearch = "x";
    const auto page = index.query(query);
    EXPECT_TRUE(page.ids.empty());
    EXPECT_EQ(page.totalItems, 0);
    EXPECT_EQ(page.totalPages, 0);
  }
}

TEST(GameFilter, HugePageNumberDoesNotOverflow) {
  std::vector<LobbyGame> games(3);
  for (std::size_t i = 0; i < games.size(); ++i) games[i].id = static_cast<std::int64_t>(i) + 1;
  const GameCatalogueIndex index(games);
  LobbyQuery query;
  query.pageNo = INT64_MAX;
  query.pageSize = 999;
  const auto page = index.query(query);
  EXPECT_TRUE(page.ids.empty());
  EXPECT_EQ(page.totalItems, 3);
  EXPECT_EQ(page.totalPages, 1);
}

TEST(GameFilter, ScratchReusedAcrossManyListQueries) {
  std::vector<LobbyGame> games(100);
  for (std::size_t i = 0; i < games.size(); ++i) games[i].id = static_cast<std::int64_t>(i) * 7;
  const GameCatalogueIndex index(games);
  panalo::lobby::LobbyScratch scratch;
  const std::vector<std::int64_t> favourites{14, 7, 14, 700, 0};
  std::vector<std::int32_t> out(18);
  panalo::lobby::LobbyQueryView view;
  view.selectType = SelectType::kFav;
  view.favouriteIds = favourites.data();
  view.favouriteCount = favourites.size();
  for (int round = 0; round < 1000; ++round) {
    const auto counts = index.queryPositions(view, scratch, out.data(), out.size());
    ASSERT_EQ(counts.totalItems, 3);
    ASSERT_EQ(counts.pageCount, 3u);
    ASSERT_EQ(out[0], 2);
    ASSERT_EQ(out[1], 1);
    ASSERT_EQ(out[2], 0);
  }
}

}  // namespace

namespace {

// The name search against a plain std::string::find over folded names, on
// names from a small alphabet so that partial matches and repeats abound, with
// both the all-names scan (ALL) and the per-name test (FAV).
TEST(GameFilter, NameSearchAgreesWithPlainFind) {
  std::uint32_t state = 12345;
  const auto next = [&state](std::uint32_t bound) {
    state = state * 1664525U + 1013904223U;
    return (state >> 8) % bound;
  };
  const std::vector<std::string> pieces{"a", "b", "ab", "ba", "é", "ÉA", " ", "  ", "\xff", "aaaaaaaaa", "x"};
  for (int round = 0; round < 30; ++round) {
    std::vector<LobbyGame> games(next(300));
    std::vector<std::string> folded;
    std::vector<std::int64_t> allIds;
    for (std::size_t i = 0; i < games.size(); ++i) {
      games[i].id = static_cast<std::int64_t>(i);
      for (std::uint32_t k = next(14); k > 0; --k)
        games[i].name += pieces[next(static_cast<std::uint32_t>(pieces.size()))];
      folded.push_back(foldForSearch(games[i].name));
      allIds.push_back(games[i].id);
    }
    const GameCatalogueIndex index(games);
    for (int q = 0; q < 200; ++q) {
      std::string search;
      for (std::uint32_t k = next(5); k > 0; --k) search += pieces[next(static_cast<std::uint32_t>(pieces.size()))];
      const std::string needle = foldForSearch(search);
      std::int64_t expected = 0;
      for (const std::string& name : folded) {
        if (needle.empty() || name.find(needle) != std::string::npos) ++expected;
      }
      LobbyQuery query;
      query.nameSearch = search;
      query.pageSize = 999;
      ASSERT_EQ(index.query(query).totalItems, expected) << "search '" << search << "' round " << round;
      query.selectType = SelectType::kFav;
      query.favouriteIds = allIds;
      ASSERT_EQ(index.query(query).totalItems, expected) << "FAV search '" << search << "' round " << round;
    }
  }
}

}  // namespace
