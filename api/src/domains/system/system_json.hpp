#pragma once
// JSON of the app shell's system calls (languages, features): typed values
// from SystemService in, the bodies api/openapi.yaml describes out.

#include <nlohmann/json.hpp>

#include <map>
#include <string>

#include "domains/system/system_service.hpp"

namespace panalo::routes {

// {list: [{code, name, nativeName, htmlLang}], defaultLanguage, pageNo, pageSize, total, totalPages}
nlohmann::json languagePageJson(const services::LanguagePage& page);
// {<flag code>: enabled, ...}
nlohmann::json featuresJson(const std::map<std::string, bool>& features);

}  // namespace panalo::routes
