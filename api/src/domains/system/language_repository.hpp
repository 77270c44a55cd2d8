#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct Language {
  std::string code;
  std::string name;
  std::string nativeName;
  std::string htmlLang;
};

class LanguageRepository {
 public:
  explicit LanguageRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::int64_t countEnabled();
  std::vector<Language> listEnabled(std::int64_t offset, std::int64_t limit);
  bool isEnabled(const std::string& code);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
