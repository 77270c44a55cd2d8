#include "platform/observability/prometheus_text.hpp"

#include <cmath>
#include <cstdio>

namespace panalo::observability {
namespace {

std::string escaped(const std::string& value) {
  std::string out;
  out.reserve(value.size());
  for (const char c : value) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '"') {
      out += "\\\"";
    } else if (c == '\n') {
      out += "\\n";
    } else {
      out.push_back(c);
    }
  }
  return out;
}

std::string number(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "+Inf" : "-Inf";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.15g", value);
  return buffer;
}

std::string labelText(const Labels& labels) {
  if (labels.empty()) return {};
  std::string text = "{";
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (i > 0) text += ',';
    text += labels[i].first + "=\"" + escaped(labels[i].second) + '"';
  }
  return text + '}';
}

}  // namespace

void PrometheusText::family(const std::string& name, const std::string& type, const std::string& help) {
  text_ += "# HELP " + name + ' ' + help + "\n# TYPE " + name + ' ' + type + '\n';
}

void PrometheusText::sample(const std::string& name, const Labels& labels, double value) {
  text_ += name + labelText(labels) + ' ' + number(value) + '\n';
}

void PrometheusText::histogram(const std::string& name, const Labels& labels, const Histogram::Snapshot& snapshot) {
  for (std::size_t i = 0; i < Histogram::kBounds.size(); ++i) {
    Labels withBound = labels;
    withBound.emplace_back("le", number(Histogram::kBounds[i]));
    sample(name + "_bucket", withBound, static_cast<double>(snapshot.cumulative[i]));
  }
  Labels infinite = labels;
  infinite.emplace_back("le", "+Inf");
  sample(name + "_bucket", infinite, static_cast<double>(snapshot.count));
  sample(name + "_sum", labels, snapshot.sumSeconds);
  sample(name + "_count", labels, static_cast<double>(snapshot.count));
}

}  // namespace panalo::observability
