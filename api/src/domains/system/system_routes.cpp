#include "domains/system/system_routes.hpp"

#include "platform/http/envelope.hpp"
#include "platform/http/query_params.hpp"

namespace panalo::routes {

using http::HttpRequest;
using http::okJson;
using nlohmann::json;

void addSystemRoutes(http::RouteTable& routes, services::SystemService& system) {
  routes.add("GET", "/wps/system/languages", [&system](const HttpRequest& request) {
    const auto page = system.languages(optionalIntParam(request, "pageNo"), optionalIntParam(request, "pageSize"));
    json list = json::array();
    for (const auto& language : page.list) {
      list.push_back({{"code", language.code},
                      {"name", language.name},
                      {"nativeName", language.nativeName},
                      {"htmlLang", language.htmlLang}});
    }
    return okJson({{"list", list},
                   {"defaultLanguage", page.defaultLanguage},
                   {"pageNo", page.page.pageNo},
                   {"pageSize", page.page.pageSize},
                   {"total", page.total},
                   {"totalPages", page.totalPages}});
  });

  routes.add("GET", "/wps/system/features", [&system](const HttpRequest&) { return okJson(system.features()); });
}

}  // namespace panalo::routes
