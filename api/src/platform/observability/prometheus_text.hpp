#pragma once
// Writes metrics in the Prometheus text exposition format (version 0.0.4): one
// "# HELP" and "# TYPE" per family, then its samples. Label values are escaped
// as the format asks (backslash, quote, newline).

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "platform/observability/histogram.hpp"

namespace panalo::observability {

using Labels = std::vector<std::pair<std::string, std::string>>;

class PrometheusText {
 public:
  // Starts a family; its samples follow until the next family starts.
  void family(const std::string& name, const std::string& type, const std::string& help);
  void sample(const std::string& name, const Labels& labels, double value);
  // The _bucket, _sum and _count samples of a histogram family `name`.
  void histogram(const std::string& name, const Labels& labels, const Histogram::Snapshot& snapshot);

  const std::string& text() const { return text_; }

 private:
  std::string text_;
};

}  // namespace panalo::observability
