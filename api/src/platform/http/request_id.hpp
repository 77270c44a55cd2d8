#pragma once

#include <string>

namespace panalo::http {

// 128 random bits as 32 hex characters, to tie a log line to a client report.
std::string newRequestId();

}  // namespace panalo::http
