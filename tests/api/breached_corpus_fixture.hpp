#pragma once
// A suite whose server asks a local breach corpus (LocalRangeServer on
// 127.0.0.1) that knows one password, kBreachedPassword. Base is the suite's
// usual fixture; its tuneServer settings are kept.

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "account_fixture.hpp"
#include "local_range_server.hpp"

namespace panalo::testing {

// Passes the shared password rules; only the corpus knows it.
inline const std::string kBreachedPassword = "Violet-Harbor-Breached-1";

template <typename Base>
class WithBreachedCorpus : public Base {
 protected:
  static void SetUpTestSuite() {
    corpus_ = std::make_unique<LocalRangeServer>(std::vector<std::string>{kBreachedPassword});
    Base::startServer([](app::ServerConfig& config) {
      Base::tuneServer(config);
      config.passwordRangeUrl = corpus_->baseUrl();
      config.passwordRangeTimeout = std::chrono::milliseconds(2000);
    });
  }
  static void TearDownTestSuite() {
    Base::stopServer();
    corpus_.reset();
  }
  void TearDown() override {
    corpus_->setFailing(false);
    Base::TearDown();
  }

  static LocalRangeServer& corpus() { return *corpus_; }

 private:
  static inline std::unique_ptr<LocalRangeServer> corpus_;
};

}  // namespace panalo::testing
