#include "domains/lottery/lottery_routes.hpp"

#include "domains/lottery/lottery_json.hpp"
#include "platform/http/envelope.hpp"

namespace panalo::routes {

void addLotteryRoutes(http::RouteTable& routes, services::LotteryResultService& results) {
  routes.add("GET", "/lgw/lottery/lobby", [&results](const http::HttpRequest& request) {
    return http::okJson(lobbyJson(results.lobby(request.queryParam("region"))));
  });
  routes.add("GET", "/lgw/lottery/results", [&results](const http::HttpRequest& request) {
    return http::okJson(resultsPageJson(results.results(resultsQueryOf(request))));
  });
  routes.add("GET", "/lgw/lottery/draw", [&results](const http::HttpRequest& request) {
    return http::okJson(drawVerificationJson(results.draw(request.queryParam("drawId"))));
  });
}

}  // namespace panalo::routes
