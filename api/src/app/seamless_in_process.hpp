#pragma once
// The house provider's transport to the platform's seamless wallet when both
// run in one process: the signed request is handed, as HTTP would deliver it
// (method, path, headers, body), to the very function that answers the
// platform's seamless routes, so the signature, the timestamp window and the
// transaction-id rules are checked exactly as for an external vendor.

#include "domains/originals/seamless_client.hpp"
#include "domains/wallet/seamless_routes.hpp"

namespace panalo::app {

class InProcessSeamlessTransport : public originals::SeamlessTransport {
 public:
  explicit InProcessSeamlessTransport(services::SeamlessWalletService& seamless) : seamless_(seamless) {}

  originals::TransportReply post(const std::string& path, const std::map<std::string, std::string>& headers,
                                 const std::string& body) override {
    http::HttpRequest request;
    request.method = "POST";
    request.path = path;
    request.headers = headers;
    request.body = body;
    request.clientIp = "127.0.0.1";
    const auto response = routes::answerSeamless(seamless_, request);
    return {response.status, response.body};
  }

 private:
  services::SeamlessWalletService& seamless_;
};

}  // namespace panalo::app
