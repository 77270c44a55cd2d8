#pragma once
// The demo points mall (panaloctl rewards demo; ci/start.sh loads it): cash,
// bonus and physical rewards with names in EN, TY and PT and pictures the UI
// serves (ui/public/rewards/). Each carries a demo code, so a second run adds none.

#include <cstdint>

#include "domains/rewards/mall_service.hpp"

namespace panalo::services {

// The number of items added.
std::int64_t loadRewardsDemo(MallService& mall);

}  // namespace panalo::services
