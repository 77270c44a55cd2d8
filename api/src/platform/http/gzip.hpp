#pragma once

#include <string>

namespace panalo::http {

// gzip-compresses `data` at the best level (done once per file at start).
std::string gzipCompress(const std::string& data);

}  // namespace panalo::http
