#include "routes/system_routes.hpp"

#include "http/envelope.hpp"
#include "routes/query_params.hpp"

namespace panalo::routes {

using http::HttpRequest;
using http::okJson;
using nlohmann::json;

void addSystemRoutes(http::RouteTable& routes, services::SystemService& system,
                     services::RegistrationSettingsService& registrationSettings, services::AccessService& access) {
  // A cheap route that clients call often: one query, one round trip. The fresh
  // verdict's facts carry the stored system status and the customer-service link.
  routes.add("GET", "/wps/system/status", [&access](const HttpRequest& request) {
    const auto verdict = access.verdict(request.clientIp);
    return okJson({{"systemStatus", verdict.systemStatus()},
                   {"ip", request.clientIp},
                   {"customerServiceUrl", verdict.customerServiceUrl},
                   {"blockReason", services::blockReasonName(verdict.reason)}});
  });

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

  routes.add("GET", "/wps/system/setting/register", [&registrationSettings](const HttpRequest&) {
    return okJson(registrationSettings.publicSettings());
  });
}

}  // namespace panalo::routes
