#include "platform/http/pistache_handler.hpp"

#include <pistache/peer.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <functional>
#include <sstream>

#include "platform/core/error_keys.hpp"
#include "platform/http/client_ip.hpp"
#include "platform/http/envelope.hpp"
#include "platform/http/request_id.hpp"
#include "platform/log/request_log.hpp"

namespace panalo::http {
namespace {

namespace PHttp = Pistache::Http;
using log::RequestLogEntry;
using log::writeEventLog;
using log::writeRequestLog;

std::string lowerCase(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Query names and values as the client meant them: Pistache hands them over
// still percent-encoded ("Caf%C3%A9"), and browsers (URLSearchParams,
// openapi-fetch) encode every non-ASCII byte and write a space as '+'. A '%'
// not followed by two hex digits stays as it is. The result may be any bytes
// (invalid UTF-8, control characters): each route checks its own parameters.
std::string percentDecoded(const std::string& text) {
  std::string decoded;
  decoded.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '+') {
      decoded.push_back(' ');
    } else if (c == '%' && i + 2 < text.size() && hexValue(text[i + 1]) >= 0 && hexValue(text[i + 2]) >= 0) {
      decoded.push_back(static_cast<char>(hexValue(text[i + 1]) * 16 + hexValue(text[i + 2])));
      i += 2;
    } else {
      decoded.push_back(c);
    }
  }
  return decoded;
}

HttpRequest toHttpRequest(const PHttp::Request& source, const net::IpRanges& trustedProxies) {
  HttpRequest request;
  request.method = PHttp::methodString(source.method());
  request.path = source.resource();
  const auto& query = source.query();
  for (auto it = query.parameters_begin(); it != query.parameters_end(); ++it) {
    request.query.emplace(percentDecoded(it->first), percentDecoded(it->second));
  }
  // Pistache parses well-known headers into typed objects and keeps the rest raw.
  for (const auto& header : source.headers().list()) {
    std::ostringstream value;
    header->write(value);
    request.headers[lowerCase(header->name())] = value.str();
  }
  for (const auto& raw : source.headers().rawList()) {
    request.headers[lowerCase(raw.second.name())] = raw.second.value();
  }
  request.body = source.body();
  const std::string peer = source.address().host();
  request.clientIp = clientIpFor(peer, request.header("x-forwarded-for"), trustedProxies);
  request.overTls = forwardedOverTls(peer, request.header("x-forwarded-proto"), trustedProxies);
  request.requestId = newRequestId();
  return request;
}

// Pistache 0.0.5 writes only typed headers to the wire (raw ones are dropped), so
// every header we send is one of these: a typed header with a name chosen at run time.
class NamedHeader : public PHttp::Header::Header {
 public:
  NamedHeader(std::string name, std::string value) : name_(std::move(name)), value_(std::move(value)) {}
  const char* name() const override { return name_.c_str(); }
  void write(std::ostream& stream) const override { stream << value_; }
#ifdef SAFE_HEADER_CAST
  std::uint64_t hash() const override { return std::hash<std::string>{}(name_); }
#endif

 private:
  std::string name_;
  std::string value_;
};

std::size_t send(PHttp::ResponseWriter& writer, const HttpResponse& response, const std::string& requestId) {
  auto& headers = writer.headers();
  headers.add(std::make_shared<NamedHeader>("Content-Type", response.contentType));
  headers.add(std::make_shared<NamedHeader>("X-Request-Id", requestId));
  for (const auto& [name, value] : response.headers) headers.add(std::make_shared<NamedHeader>(name, value));
  // Not `omitBody ? std::string() : response.body`: that expression is a copy of the body.
  static const std::string noBody;
  const std::string& body = response.omitBody ? noBody : response.body;
  writer.send(static_cast<PHttp::Code>(response.status), body);
  return body.size();
}

}  // namespace

PistacheHandler::PistacheHandler(std::shared_ptr<const Dispatcher> dispatcher,
                                 std::shared_ptr<concurrency::WorkerPool> slowWork, net::IpRanges trustedProxies,
                                 std::size_t maxRequestBytes, RequestObservers observers)
    : dispatcher_(std::move(dispatcher)),
      slowWork_(std::move(slowWork)),
      trustedProxies_(std::move(trustedProxies)),
      maxRequestBytes_(maxRequestBytes),
      observers_(std::move(observers)) {}

PistacheHandler::PistacheHandler(const PistacheHandler& other)
    : Pistache::Http::Handler(other),
      dispatcher_(other.dispatcher_),
      slowWork_(other.slowWork_),
      trustedProxies_(other.trustedProxies_),
      maxRequestBytes_(other.maxRequestBytes_),
      observers_(other.observers_) {}

namespace {

using Clock = std::chrono::steady_clock;

// A request that onRequest took in: counted in flight until its answer is
// handed over, then timed under its route's label.
struct Observation {
  RequestObservers observers;
  std::string route;
};

void finish(PHttp::ResponseWriter& writer, const HttpResponse& response, RequestLogEntry log, Clock::time_point started,
            const Observation* observation = nullptr) {
  if (log.requestId.empty()) log.requestId = newRequestId();
  if (observation != nullptr && observation->observers.tracker && observation->observers.tracker->draining()) {
    // Draining for a stop: the client (or the balancer's kept-alive pool) must
    // send its next request on a new connection, which reaches another instance.
    writer.headers().remove<PHttp::Header::Connection>();
    writer.headers().add<PHttp::Header::Connection>(PHttp::ConnectionControl::Close);
  }
  try {
    log.responseBytes = send(writer, response, log.requestId);
  } catch (const std::exception& error) {
    writeEventLog("error", "response_failed", error.what());
  }
  log.status = response.status;
  log.causeType = response.causeType;
  log.cause = response.cause;
  log.duration = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - started);
  writeRequestLog(log);
  if (observation != nullptr) {
    if (observation->observers.metrics) {
      observation->observers.metrics->observe(log.method, observation->route, log.status, log.duration);
    }
    if (observation->observers.tracker) observation->observers.tracker->finished();
  }
}

// Dispatch catches what routes throw; this catches the rest (static files, the
// envelope itself), so Pistache never answers with its own text (#1325).
HttpResponse dispatchSafely(const Dispatcher& dispatcher, const HttpRequest& request) {
  try {
    return dispatcher.dispatch(request);
  } catch (const std::exception& error) {
    return internalError(error);
  } catch (...) {
    return internalError();
  }
}

}  // namespace

void PistacheHandler::onRequest(const PHttp::Request& source, PHttp::ResponseWriter writer) {
  const auto started = Clock::now();
  RequestLogEntry log;
  HttpRequest request;
  try {
    request = toHttpRequest(source, trustedProxies_);
  } catch (const std::exception& error) {
    // The request could not even be read: log why, answer without internals.
    finish(writer, internalError(error), log, started);
    return;
  }
  log.requestId = request.requestId;
  log.method = request.method;
  log.path = request.path;
  log.clientIp = request.clientIp;
  auto observation = std::make_shared<const Observation>(Observation{observers_, dispatcher_->routeLabel(request)});
  if (observers_.tracker) observers_.tracker->started();

  if (slowWork_ && dispatcher_->isSlow(request)) {
    // std::function needs a copyable job; the writer is move-only, so share it.
    auto sharedWriter = std::make_shared<PHttp::ResponseWriter>(std::move(writer));
    auto dispatcher = dispatcher_;
    const bool queued = slowWork_->trySubmit([dispatcher, sharedWriter, request, log, started, observation] {
      finish(*sharedWriter, dispatchSafely(*dispatcher, request), log, started, observation.get());
    });
    if (!queued) {
      finish(*sharedWriter, errorJson(503, error_keys::kServiceUnavailable, "Service busy, try again"), log, started,
             observation.get());
    }
    return;
  }
  finish(writer, dispatchSafely(*dispatcher_, request), log, started, observation.get());
}

PistacheHandler::RequestSize& PistacheHandler::requestSizeOf(const Pistache::Tcp::Peer& peer) {
  const std::lock_guard<std::mutex> lock(requestSizesMutex_);
  return requestSizes_[&peer];  // unordered_map: the reference stays valid while others are added
}

void PistacheHandler::onDisconnection(const std::shared_ptr<Pistache::Tcp::Peer>& peer) {
  {
    const std::lock_guard<std::mutex> lock(requestSizesMutex_);
    requestSizes_.erase(peer.get());
  }
  Pistache::Http::Handler::onDisconnection(peer);
}

void PistacheHandler::onInput(const char* buffer, size_t len, const std::shared_ptr<Pistache::Tcp::Peer>& peer) {
  auto& size = requestSizeOf(*peer);
  if (size.refused) return;  // the rest of a refused request: dropped unread
  const auto parser = getParser(peer);
  auto& request = parser->request;
  try {
    size.bytes += len;
    // The endpoint's cap is the largest route limit: past it no route takes the request.
    if (!parser->feed(buffer, len)) {
      refuseTooLarge(peer, request, maxRequestBytes_);
      return;
    }
    const auto state = parser->parse();
    // Past the parser's first step the request line is read: the route is known.
    const bool lineRead =
        state == PHttp::Private::State::Done || parser->step()->id() != PHttp::Private::RequestLineStep::Id;
    const auto limit = lineRead ? dispatcher_->maxRequestBytes(PHttp::methodString(request.method()),
                                                               request.resource(), maxRequestBytes_)
                                : maxRequestBytes_;
    const auto declared = request.headers().tryGet<PHttp::Header::ContentLength>();
    if (size.bytes > limit || (declared && declared->value() > limit)) {
      refuseTooLarge(peer, request, limit);
      return;
    }
    if (state != PHttp::Private::State::Done) return;

    // What Pistache's own onInput does with a whole request.
    size.bytes = 0;
    PHttp::ResponseWriter response(request.version(), transport(), this, peer);
    request.copyAddress(peer->address());
    // Without a Connection header the answer says close, as Pistache 0.0.5 does
    // (HTTP/1.1 would keep the connection open, RFC 9112 section 9.3; browsers
    // send keep-alive explicitly). Keeping it open for such clients made slow
    // routes answer 408 from Pistache's timers in the API tests: not changed
    // until that is understood (benchmarks/games-list.md).
    const auto connection = request.headers().tryGet<PHttp::Header::Connection>();
    response.headers().add<PHttp::Header::Connection>(connection ? connection->control()
                                                                 : PHttp::ConnectionControl::Close);
    // Pistache's timer judges a peer that is not idle by the parser's step and the
    // time of its last reset: once reset below, a request still being answered
    // (a login waiting for the hash threads) looks like a client that has not sent
    // its request line, and after PANALO_HEADER_TIMEOUT_S it is sent a 408 and
    // closed. Browsers resend a POST that got a 408 on a kept-alive connection,
    // and a sealed body sent twice is a replay (409 envelope_replayed). Marked
    // idle, the request in flight is held to the keep-alive timeout instead, as
    // the next request's headers on this connection are (the library marks the
    // peer idle when an answer is sent); the header timeout still guards a new
    // connection's first request.
    peer->setIdle(true);
    onRequest(request, std::move(response));
    parser->reset();
  } catch (const std::exception& error) {
    // The parser could not read the request (a malformed request line, a
    // Content-Length of -5, a bad Date): a JSON answer like every other, never
    // the library's own text. The parser starts over with what comes next.
    const auto* httpError = dynamic_cast<const PHttp::HttpError*>(&error);
    const int status =
        httpError != nullptr && httpError->code() >= 400 && httpError->code() < 500 ? httpError->code() : 400;
    PHttp::ResponseWriter response(request.version(), transport(), this, peer);
    parser->reset();
    size.bytes = 0;
    RequestLogEntry log;
    log.clientIp = peer->address().host();
    auto answer = errorJson(status, error_keys::kInvalidRequest, "Malformed request");
    answer.causeType = "malformed_request";  // the parser's reason, for the log line only
    answer.cause = error.what();
    finish(response, answer, log, Clock::now());
  }
}

void PistacheHandler::refuseTooLarge(const std::shared_ptr<Pistache::Tcp::Peer>& peer, const PHttp::Request& request,
                                     std::size_t limit) {
  const auto started = Clock::now();
  requestSizeOf(*peer).refused = true;
  RequestLogEntry log;
  log.requestId = newRequestId();
  const auto parser = getParser(peer);
  if (parser->step()->id() != PHttp::Private::RequestLineStep::Id) {
    log.method = PHttp::methodString(request.method());
    log.path = request.resource();
  }
  log.clientIp = peer->address().host();
  PHttp::ResponseWriter writer(request.version(), transport(), this, peer);
  writer.headers().add<PHttp::Header::Connection>(PHttp::ConnectionControl::Close);
  parser->reset();  // frees what was buffered; `request` is reset with it
  finish(writer,
         errorJson(413, error_keys::kRequestTooLarge,
                   "The request is larger than this call accepts (" + std::to_string(limit) + " bytes)"),
         log, started);
}

void PistacheHandler::onTimeout(const PHttp::Request& /*request*/, PHttp::ResponseWriter writer) {
  const HttpResponse response = errorJson(408, error_keys::kRequestTimeout, "Request timeout");
  try {
    send(writer, response, newRequestId());
  } catch (const std::exception& error) {
    writeEventLog("warn", "timeout_response_failed", error.what());
  }
}

}  // namespace panalo::http
