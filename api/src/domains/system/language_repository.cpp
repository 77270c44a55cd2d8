#include "domains/system/language_repository.hpp"

namespace panalo::repositories {
namespace {

const db::Statement kCount{"languages_count", "SELECT count(*) FROM languages WHERE enabled"};
const db::Statement kList{"languages_list",
                          "SELECT code, name, native_name, html_lang FROM languages WHERE enabled "
                          "ORDER BY sort_order OFFSET $1 LIMIT $2"};
const db::Statement kIsEnabled{"languages_is_enabled",
                               "SELECT EXISTS (SELECT 1 FROM languages WHERE code = $1 AND enabled)"};

}  // namespace

std::int64_t LanguageRepository::countEnabled() {
  auto lease = pool_.acquire();
  lease->prepare(kCount);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared1(kCount.name)[0].as<std::int64_t>();
}

std::vector<Language> LanguageRepository::listEnabled(std::int64_t offset, std::int64_t limit) {
  auto lease = pool_.acquire();
  lease->prepare(kList);
  pqxx::read_transaction tx(lease->connection());
  std::vector<Language> languages;
  for (const auto& row : tx.exec_prepared(kList.name, offset, limit)) {
    languages.push_back(
        {row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>()});
  }
  return languages;
}

bool LanguageRepository::isEnabled(const std::string& code) {
  auto lease = pool_.acquire();
  lease->prepare(kIsEnabled);
  pqxx::read_transaction tx(lease->connection());
  return tx.exec_prepared1(kIsEnabled.name, code)[0].as<bool>();
}

}  // namespace panalo::repositories
