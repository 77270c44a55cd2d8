#include "domains/system/system_routes.hpp"

#include "domains/system/system_json.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/query_params.hpp"

namespace panalo::routes {

using http::HttpRequest;
using http::okJson;

void addSystemRoutes(http::RouteTable& routes, services::SystemService& system) {
  routes.add("GET", "/wps/system/languages", [&system](const HttpRequest& request) {
    return okJson(
        languagePageJson(system.languages(optionalIntParam(request, "pageNo"), optionalIntParam(request, "pageSize"))));
  });

  routes.add("GET", "/wps/system/features",
             [&system](const HttpRequest&) { return okJson(featuresJson(system.features())); });
}

}  // namespace panalo::routes
