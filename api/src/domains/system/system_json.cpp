#include "domains/system/system_json.hpp"

namespace panalo::routes {

using nlohmann::json;

json languagePageJson(const services::LanguagePage& page) {
  json list = json::array();
  for (const auto& language : page.list) {
    list.push_back({{"code", language.code},
                    {"name", language.name},
                    {"nativeName", language.nativeName},
                    {"htmlLang", language.htmlLang}});
  }
  return {{"list", list},
          {"defaultLanguage", page.defaultLanguage},
          {"pageNo", page.page.pageNo},
          {"pageSize", page.page.pageSize},
          {"total", page.total},
          {"totalPages", page.totalPages}};
}

json featuresJson(const std::map<std::string, bool>& features) { return features; }

}  // namespace panalo::routes
