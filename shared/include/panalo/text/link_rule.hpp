#pragma once
// The one rule for links that operators configure (site.whitelabel_menu,
// site.resources, site.customer_service_url, customer-service channels) and that
// the browser then puts in an href. The server refuses to store a link that
// fails it and the UI (through wasm) refuses to draw one, so both sides agree.
//
// A link is safe when it is valid UTF-8, holds no character listed in
// link_rule.cpp (controls, whitespace, invisible formatting, U+FFFD, '\'), and is
//   - http:// or https:// (any case) followed by a non-empty host part,
//   - mailto: or tel: (any case) followed by something, or
//   - a path on this site: a single '/' first, never "//" (another host).
// Nothing else: no javascript:, data:, relative paths, "?x" or "#x".

#include <string_view>

namespace panalo::text {

bool isSafeLink(std::string_view link);

}  // namespace panalo::text
