// The Prometheus text writer and the histogram behind GET /metrics.
#include <gtest/gtest.h>

#include "platform/observability/histogram.hpp"
#include "platform/observability/prometheus_text.hpp"

namespace {

using panalo::observability::Histogram;
using panalo::observability::PrometheusText;
using std::chrono::microseconds;

TEST(Histogram, BucketsAreCumulativeAndTheBoundIsInclusive) {
  Histogram histogram;
  histogram.observe(microseconds(1000));      // exactly 1 ms: in the le="0.001" bucket
  histogram.observe(microseconds(1001));      // just over: le="0.0025"
  histogram.observe(microseconds(20000000));  // 20 s: only +Inf
  const auto snapshot = histogram.snapshot();
  EXPECT_EQ(snapshot.cumulative[0], 1U);
  EXPECT_EQ(snapshot.cumulative[1], 2U);
  EXPECT_EQ(snapshot.cumulative.back(), 2U);
  EXPECT_EQ(snapshot.count, 3U);
  EXPECT_DOUBLE_EQ(snapshot.sumSeconds, 20.002001);
}

TEST(PrometheusText, EscapesLabelValuesAndWritesTheHistogramSeries) {
  PrometheusText out;
  out.family("x_total", "counter", "Things.");
  out.sample("x_total", {{"route", "a\"b\\c\nd"}}, 2);
  Histogram histogram;
  histogram.observe(microseconds(3000));
  out.family("t_seconds", "histogram", "Times.");
  out.histogram("t_seconds", {{"route", "/r"}}, histogram.snapshot());
  const auto& text = out.text();
  EXPECT_NE(text.find("# HELP x_total Things.\n# TYPE x_total counter\n"), std::string::npos);
  EXPECT_NE(text.find("x_total{route=\"a\\\"b\\\\c\\nd\"} 2\n"), std::string::npos) << text;
  EXPECT_NE(text.find("t_seconds_bucket{route=\"/r\",le=\"0.0025\"} 0\n"), std::string::npos) << text;
  EXPECT_NE(text.find("t_seconds_bucket{route=\"/r\",le=\"0.005\"} 1\n"), std::string::npos);
  EXPECT_NE(text.find("t_seconds_bucket{route=\"/r\",le=\"+Inf\"} 1\n"), std::string::npos);
  EXPECT_NE(text.find("t_seconds_sum{route=\"/r\"} 0.003\n"), std::string::npos);
  EXPECT_NE(text.find("t_seconds_count{route=\"/r\"} 1\n"), std::string::npos);
}

}  // namespace
