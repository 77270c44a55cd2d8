#pragma once
// The operator-tunable numbers of sessions and login limits (app/config.hpp
// reads them from the environment; tests shorten them).

#include <chrono>
#include <cstdint>

namespace panalo::services {

struct SessionPolicy {
  std::chrono::seconds idleTimeout{30 * 60};
  std::chrono::seconds absoluteLifetime{12 * 3600};
  std::chrono::seconds rememberMeLifetime{24 * 3600};  // spec section 9: remember-me 24 hours
};

// Enough to stop guessing (at most maxPerAccount tries per window), and a
// fixed window means the real owner waits at most one window, never longer.
// The account cap counts only clients without a valid device token for the
// account, so a guesser cannot lock the owner out; a device token has its own
// small cap, after which it is revoked. An IP over its cap is locked (ip_locks)
// for ipLockDuration.
struct LoginLimits {
  std::chrono::seconds window{3600};
  std::int64_t maxFailuresPerAccount = 100;
  std::int64_t maxFailuresPerIp = 300;
  std::int64_t maxFailuresPerDevice = 10;
  std::chrono::seconds ipLockDuration{3600};
  std::chrono::seconds deviceTokenLifetime{90LL * 24 * 3600};
};

// Registration anti-automation (registration_guard.hpp), per network: an IPv4
// address or an IPv6 /64. A household or office registers a few accounts
// without friction; after captchaAfter registrations in a window every further
// one needs a solved captcha, and past maxPerNetwork none is taken until the
// window ends. Carrier NAT puts many players behind one address, hence a cap
// well above what one family needs, with the captcha doing the real work.
struct RegistrationLimits {
  std::chrono::seconds window{3600};
  std::int64_t captchaAfter = 3;
  std::int64_t maxPerNetwork = 30;
};

}  // namespace panalo::services
