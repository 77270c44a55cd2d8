// Native side of the lobby native-vs-wasm differential test
// (ui/src/lib/wasm/lobby-differential.test.ts): reads catalogues and queries,
// one per line, runs shared/'s GameCatalogueIndex, writes one answer line per
// query. Text travels hex-encoded ("-" for empty) so any bytes, invalid UTF-8
// and newlines included, pass unchanged.
//   C <count>   then <count> lines: id createdAt sortOrder flags vendorHex categoryHex nameHex
//   Q select pageNo pageSize categoryHex vendorHex nameHex favCount fav... recentCount recent...
// Answer: totalItems totalPages pageNo pageSize id...
// A million queries go through here per test run: the parsing is hand-rolled.
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "panalo/lobby/game_filter.hpp"

namespace {

// Splits one line into space-separated tokens, front to back.
class Tokens {
 public:
  explicit Tokens(std::string_view line) : rest_(line) {}
  std::string_view next() {
    const std::size_t start = rest_.find_first_not_of(' ');
    if (start == std::string_view::npos) {
      ok_ = false;
      return {};
    }
    rest_.remove_prefix(start);
    const std::size_t end = std::min(rest_.find(' '), rest_.size());
    const std::string_view token = rest_.substr(0, end);
    rest_.remove_prefix(end);
    return token;
  }
  std::int64_t number() {
    const std::string token(next());
    char* end = nullptr;
    const long long value = std::strtoll(token.c_str(), &end, 10);
    if (token.empty() || *end != '\0') ok_ = false;
    return value;
  }
  std::string hex() {
    const std::string_view token = next();
    std::string bytes;
    if (token == "-") return bytes;
    bytes.reserve(token.size() / 2);
    for (std::size_t i = 0; i + 1 < token.size(); i += 2) {
      bytes.push_back(static_cast<char>(nibble(token[i]) * 16 + nibble(token[i + 1])));
    }
    return bytes;
  }
  std::vector<std::int64_t> ids() {
    const std::int64_t count = number();
    std::vector<std::int64_t> list;
    list.reserve(count > 0 ? static_cast<std::size_t>(count) : 0);
    for (std::int64_t i = 0; i < count; ++i) list.push_back(number());
    return list;
  }
  bool ok() const { return ok_; }

 private:
  int nibble(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    ok_ = false;
    return 0;
  }
  std::string_view rest_;
  bool ok_ = true;
};

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  std::unique_ptr<panalo::lobby::GameCatalogueIndex> index;
  std::string line;
  std::string out;
  while (std::getline(std::cin, line)) {
    Tokens in(line);
    const std::string_view kind = in.next();
    if (kind == "C") {
      const std::int64_t count = in.number();
      std::vector<panalo::lobby::LobbyGame> games(count > 0 ? static_cast<std::size_t>(count) : 0);
      for (panalo::lobby::LobbyGame& game : games) {
        if (!std::getline(std::cin, line)) return 2;
        Tokens g(line);
        game.id = g.number();
        game.createdAt = g.number();
        game.sortOrder = g.number();
        const std::int64_t flags = g.number();
        game.hot = (flags & 1) != 0;
        game.freeTrial = (flags & 2) != 0;
        game.vendorCode = g.hex();
        game.category = g.hex();
        game.name = g.hex();
        if (!g.ok()) return 2;
      }
      index = std::make_unique<panalo::lobby::GameCatalogueIndex>(games);
      continue;
    }
    if (kind != "Q" || !index) return 2;
    panalo::lobby::LobbyQuery query;
    const std::int64_t select = in.number();
    if (select < 0 || select > static_cast<std::int64_t>(panalo::lobby::SelectType::kRecent)) return 2;
    query.selectType = static_cast<panalo::lobby::SelectType>(select);
    query.pageNo = in.number();
    query.pageSize = in.number();
    query.category = in.hex();
    query.vendor = in.hex();
    query.nameSearch = in.hex();
    query.favouriteIds = in.ids();
    query.recentIds = in.ids();
    if (!in.ok()) return 2;
    const auto page = index->query(query);
    out.clear();
    out.append(std::to_string(page.totalItems)).append(" ").append(std::to_string(page.totalPages));
    out.append(" ").append(std::to_string(page.pageNo)).append(" ").append(std::to_string(page.pageSize));
    for (const std::int64_t id : page.ids) out.append(" ").append(std::to_string(id));
    out.push_back('\n');
    std::cout << out;
  }
  return 0;
}
