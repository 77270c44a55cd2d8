#include "domains/realtime/channel_server.hpp"

#define ASIO_STANDALONE
#include <websocketpp/config/asio_no_tls.hpp>
#include <websocketpp/server.hpp>

#include <nlohmann/json.hpp>

#include <atomic>
#include <future>
#include <limits>
#include <map>
#include <thread>
#include <unordered_map>
#include <unordered_set>
#include <variant>
#include <vector>

#include "domains/accounts/member_types.hpp"
#include "domains/realtime/channel_protocol.hpp"
#include "panalo/crypto/text_encoding.hpp"
#include "platform/concurrency/worker_pool.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/db/notification_listener.hpp"
#include "platform/log/request_log.hpp"

namespace panalo::realtime {
namespace {

struct ChannelConfig : websocketpp::config::asio {
  using type = ChannelConfig;
  // Every connection carries its read buffer inline (16 KB by default). A page
  // sends only small frames (hello is the largest), and with thousands of idle
  // connections this buffer is most of what each one costs.
  static const std::size_t connection_read_buffer_size = 2048;
};
using Server = websocketpp::server<ChannelConfig>;
using Handle = websocketpp::connection_hdl;
using PageId = std::uint64_t;

constexpr const char* kPath = "/realtime";
constexpr const char* kListenChannel = "panalo_realtime";
// Events read from the outbox at a time (a replay or a gap).
constexpr int kReadPage = 200;
// A page that does not read what it is sent is dropped past this backlog.
constexpr std::size_t kMaxBacklogBytes = 1 << 20;
// Frames a page may send per heartbeat window (pings, subscriptions).
constexpr int kMaxFramesPerWindow = 120;
// Streams a page may follow besides its own and "all".
constexpr std::size_t kMaxExtraStreams = 8;
constexpr std::int64_t kHead = std::numeric_limits<std::int64_t>::max();
constexpr const char* kUnavailableKey = error_keys::kServiceUnavailable;

}  // namespace

struct ChannelServer::Impl {
  enum class Stage { Greeting, SigningIn, Open };
  struct Page {
    Handle handle;
    Stage stage = Stage::Greeting;
    std::chrono::steady_clock::time_point openedAt;
    StreamViewer viewer;
    std::string tokenHashHex;
    std::map<std::string, StreamCursor> cursors;
    int framesThisWindow = 0;
  };
  // What a worker read for one stream, and where the page asked to start.
  struct StartRead {
    std::string stream;
    std::optional<std::int64_t> resume;
    repositories::StreamRead read;
  };

  Impl(services::SessionService& sessionService, repositories::RealtimeEventRepository& eventStore,
       const StreamAccess& streamAccess, std::string url)
      : sessions(sessionService), events(eventStore), access(streamAccess), databaseUrl(std::move(url)) {}

  services::SessionService& sessions;
  repositories::RealtimeEventRepository& events;
  const StreamAccess& access;
  std::string databaseUrl;
  ChannelOptions options;

  Server server;
  std::thread ioThread;
  std::unique_ptr<concurrency::WorkerPool> workers;
  std::unique_ptr<db::NotificationListener> listener;
  std::unique_ptr<asio::steady_timer> heartbeatTimer;
  std::unique_ptr<asio::steady_timer> sessionTimer;
  std::atomic<std::uint16_t> boundPort{0};
  std::atomic<std::size_t> openConnections{0};
  bool running = false;

  // Owned by the asio thread.
  PageId nextId = 1;
  std::map<Handle, PageId, std::owner_less<Handle>> ids;
  std::unordered_map<PageId, Page> pages;
  std::unordered_map<std::string, std::unordered_set<PageId>> followers;
  std::unordered_map<std::int64_t, int> pagesPerMember;

  // ---- plumbing -----------------------------------------------------------
  template <class Job>
  void onIo(Job job) {
    asio::post(server.get_io_service(), std::move(job));
  }
  // Runs `read` on a worker and `apply` with its result on the asio thread. A
  // read that fails (the database is away) closes the page with "try again
  // later": it reconnects with backoff and resumes from where it was.
  template <class Read, class Apply>
  void readThen(PageId id, Read read, Apply apply) {
    const bool queued = workers->trySubmit([this, id, read = std::move(read), apply = std::move(apply)]() mutable {
      try {
        auto result = read();
        onIo([apply = std::move(apply), result = std::move(result)]() mutable { apply(std::move(result)); });
      } catch (const std::exception&) {
        onIo([this, id] { closePage(id, websocketpp::close::status::try_again_later, kUnavailableKey); });
      }
    });
    if (!queued) closePage(id, websocketpp::close::status::try_again_later, kUnavailableKey);
  }

  Page* find(PageId id) {
    const auto it = pages.find(id);
    return it == pages.end() ? nullptr : &it->second;
  }

  void send(Page& page, const std::string& frame) {
    std::error_code error;
    const auto connection = server.get_con_from_hdl(page.handle, error);
    if (error) return;
    if (connection->get_buffered_amount() > kMaxBacklogBytes) {
      connection->close(close_codes::kTooMany, error_keys::kTooManyRequests, error);
      return;
    }
    connection->send(frame, websocketpp::frame::opcode::text);
  }
  void sendAll(Page& page, const std::vector<std::string>& frames) {
    for (const auto& frame : frames) send(page, frame);
  }

  void closePage(PageId id, int code, const std::string& key, const std::string& message = {}) {
    auto* page = find(id);
    if (page == nullptr) return;
    if (!message.empty()) send(*page, errorFrame(key, message));
    std::error_code error;
    server.close(page->handle, static_cast<websocketpp::close::status::value>(code), key, error);
  }

  void follow(PageId id, Page& page, const std::string& stream) {
    page.cursors.try_emplace(stream);
    followers[stream].insert(id);
  }
  void unfollow(PageId id, Page& page, const std::string& stream) {
    page.cursors.erase(stream);
    const auto it = followers.find(stream);
    if (it == followers.end()) return;
    it->second.erase(id);
    if (it->second.empty()) followers.erase(it);
  }

  // ---- connections --------------------------------------------------------
  bool validate(const Handle& handle) {
    const auto connection = server.get_con_from_hdl(handle);
    const auto& resource = connection->get_resource();
    if (resource.substr(0, resource.find('?')) != kPath) {
      connection->set_status(websocketpp::http::status_code::not_found);
      return false;
    }
    if (pages.size() >= options.maxConnections) {
      connection->set_status(websocketpp::http::status_code::service_unavailable);
      return false;
    }
    return true;
  }

  void opened(const Handle& handle) {
    const auto id = nextId++;
    ids[handle] = id;
    auto& page = pages[id];
    page.handle = handle;
    page.openedAt = std::chrono::steady_clock::now();
    openConnections = pages.size();
  }

  void closed(const Handle& handle) {
    const auto it = ids.find(handle);
    if (it == ids.end()) return;
    const auto id = it->second;
    ids.erase(it);
    if (auto* page = find(id)) {
      std::vector<std::string> streams;
      streams.reserve(page->cursors.size());
      for (const auto& entry : page->cursors) streams.push_back(entry.first);
      for (const auto& stream : streams) unfollow(id, *page, stream);
      if (page->stage == Stage::Open && --pagesPerMember[page->viewer.memberId] <= 0) {
        pagesPerMember.erase(page->viewer.memberId);
      }
      pages.erase(id);
    }
    openConnections = pages.size();
  }

  void received(const Handle& handle, const Server::message_ptr& message) {
    const auto it = ids.find(handle);
    if (it == ids.end()) return;
    const auto id = it->second;
    auto& page = pages.at(id);
    if (++page.framesThisWindow > kMaxFramesPerWindow) {
      closePage(id, close_codes::kTooMany, error_keys::kTooManyRequests, "too many frames");
      return;
    }
    if (message->get_opcode() != websocketpp::frame::opcode::text) {
      closePage(id, close_codes::kProtocol, error_keys::kInvalidParameter, "frames are JSON text");
      return;
    }
    try {
      const auto frame = parseClientFrame(message->get_payload());
      if (const auto* hello = std::get_if<HelloFrame>(&frame)) return signIn(id, page, *hello);
      if (page.stage != Stage::Open) {
        throw ProtocolError(error_keys::kNotLoggedIn, "say hello with the session token first");
      }
      if (const auto* subscribe = std::get_if<SubscribeFrame>(&frame)) return startFollowing(id, page, *subscribe);
      if (const auto* unsubscribe = std::get_if<UnsubscribeFrame>(&frame)) {
        if (unsubscribe->stream != StreamAccess::ownStream(page.viewer.memberId) &&
            unsubscribe->stream != StreamAccess::kEveryone) {
          unfollow(id, page, unsubscribe->stream);
        }
        return;
      }
      send(page, pongFrame());
    } catch (const ProtocolError& error) {
      const auto code = error.key() == error_keys::kNotLoggedIn ? close_codes::kNotLoggedIn : close_codes::kProtocol;
      closePage(id, code, error.key(), error.what());
    }
  }

  // ---- hello: sign in, follow the member's streams, replay what was missed --
  void signIn(PageId id, Page& greeting, const HelloFrame& hello) {
    if (greeting.stage != Stage::Greeting) throw ProtocolError(error_keys::kInvalidParameter, "hello was said already");
    greeting.stage = Stage::SigningIn;
    struct SignedIn {
      std::optional<repositories::Member> member;
      std::string tokenHashHex;
      std::string errorKey;
      std::string errorMessage;
    };
    readThen(
        id,
        [this, token = hello.token]() {
          SignedIn result;
          try {
            result.member = sessions.authenticate(token);
            result.tokenHashHex = crypto::toHex(services::SessionService::tokenHash(token));
          } catch (const DomainError& error) {
            result.errorKey = error.key();
            result.errorMessage = error.what();
          }
          return result;
        },
        [this, id, resume = hello.resume](SignedIn result) {
          auto* page = find(id);
          if (page == nullptr) return;
          if (!result.member) {
            const auto code =
                result.errorKey == error_keys::kNotLoggedIn ? close_codes::kNotLoggedIn : close_codes::kForbidden;
            closePage(id, code, result.errorKey, result.errorMessage);
            return;
          }
          const auto memberId = result.member->id;
          if (pagesPerMember[memberId] >= options.maxPerMember) {
            closePage(id, close_codes::kTooMany, error_keys::kTooManyRequests, "too many pages open");
            return;
          }
          ++pagesPerMember[memberId];
          page->stage = Stage::Open;
          page->viewer = {memberId, services::member_types::isTrial(result.member->typeCode)};
          page->tokenHashHex = result.tokenHashHex;
          // Followed (live events held) before the outbox is read: nothing
          // committed between the read and now can slip past.
          std::vector<std::pair<std::string, std::optional<std::int64_t>>> starts;
          for (const auto& stream : {StreamAccess::ownStream(memberId), std::string(StreamAccess::kEveryone)}) {
            follow(id, *page, stream);
            const auto at = resume.find(stream);
            starts.emplace_back(stream, at == resume.end() ? std::nullopt : std::optional(at->second));
          }
          readStarts(id, starts, [this, memberId](Page& ready, const std::vector<StartRead>& reads) {
            std::map<std::string, std::int64_t> positions;
            for (const auto& read : reads) positions[read.stream] = positionFor(read);
            send(ready, readyFrame(memberId, positions));
          });
        });
  }

  // ---- subscribe: another domain's stream (a chat room) ---------------------
  void startFollowing(PageId id, Page& subscriber, const SubscribeFrame& subscribe) {
    if (subscriber.cursors.count(subscribe.stream) != 0) return;  // already followed: nothing to do
    if (subscriber.cursors.size() >= kMaxExtraStreams + 2) {
      throw ProtocolError(error_keys::kInvalidParameter, "too many streams followed");
    }
    const auto viewer = subscriber.viewer;
    const auto stream = subscribe.stream;
    follow(id, subscriber, stream);
    readThen(
        id, [this, viewer, stream]() { return access.mayFollow(viewer, stream); },
        [this, id, stream, after = subscribe.after](bool allowed) {
          auto* page = find(id);
          if (page == nullptr) return;
          if (!allowed) {
            unfollow(id, *page, stream);
            send(*page, errorFrame(error_keys::kNotFound, "no such stream: " + stream));
            return;
          }
          readStarts(id, {{stream, after}}, [this](Page& ready, const std::vector<StartRead>& reads) {
            for (const auto& read : reads) send(ready, subscribedFrame(read.stream, positionFor(read)));
          });
        });
  }

  // Where a stream starts for the page: where it said it was, unless that is
  // further back than a replay goes (then the head, after a reset).
  static bool tooFarBehind(const StartRead& start) {
    return start.resume && start.read.head - *start.resume > StreamCursor::kMaxReplay;
  }
  static std::int64_t positionFor(const StartRead& start) {
    if (!start.resume || tooFarBehind(start)) return start.read.head;
    return std::min(*start.resume, start.read.head);
  }

  // Reads each stream's head (and what came after the page's resume position),
  // then positions the cursors: `announce` sends ready/subscribed first, the
  // replayed events follow.
  template <class Announce>
  void readStarts(PageId id, const std::vector<std::pair<std::string, std::optional<std::int64_t>>>& starts,
                  Announce announce) {
    readThen(
        id,
        [this, starts]() {
          std::vector<StartRead> reads;
          reads.reserve(starts.size());
          for (const auto& [stream, resume] : starts) {
            reads.push_back({stream, resume, events.readAfter(stream, resume.value_or(kHead), resume ? kReadPage : 0)});
          }
          return reads;
        },
        [this, id, announce](std::vector<StartRead> reads) {
          auto* page = find(id);
          if (page == nullptr) return;
          announce(*page, reads);
          for (const auto& start : reads) {
            const auto cursor = page->cursors.find(start.stream);
            if (cursor == page->cursors.end()) continue;  // unsubscribed meanwhile
            const auto from = positionFor(start);
            if (tooFarBehind(start)) send(*page, resetFrame(start.stream, from));
            sendAll(*page, cursor->second.position(from));
            if (start.resume && from == *start.resume) {
              sendAll(*page, cursor->second.readDone(start.stream, start.read.events, start.read.head));
            }
            readIfNeeded(id, *page, start.stream);
          }
        });
  }

  // ---- live events and gaps -------------------------------------------------
  // Runs for every event on every instance: nothing here changes `followers`
  // (closing a page is asynchronous), so the set is walked as it is.
  void deliver(const NotifiedEvent& event) {
    const auto it = followers.find(event.stream);
    if (it == followers.end()) return;
    for (const auto id : it->second) {
      auto* page = find(id);
      if (page == nullptr) continue;
      const auto cursor = page->cursors.find(event.stream);
      if (cursor == page->cursors.end()) continue;
      sendAll(*page, cursor->second.accept({event.seq, event.frame}));
      readIfNeeded(id, *page, event.stream);
    }
  }

  void readIfNeeded(PageId id, Page& reader, const std::string& stream) {
    const auto it = reader.cursors.find(stream);
    if (it == reader.cursors.end() || !it->second.needsRead()) return;
    it->second.readStarted();
    const auto after = it->second.delivered();
    readThen(
        id, [this, stream, after]() { return events.readAfter(stream, after, kReadPage); },
        [this, id, stream](const repositories::StreamRead& read) {
          auto* page = find(id);
          if (page == nullptr) return;
          const auto cursor = page->cursors.find(stream);
          if (cursor == page->cursors.end()) return;
          sendAll(*page, cursor->second.readDone(stream, read.events, read.head));
          readIfNeeded(id, *page, stream);
        });
  }

  // The listener (re)connected: NOTIFYs sent while it was away are lost, so
  // every followed stream is read once from where its page stands.
  void catchUpAll() {
    for (auto& [id, page] : pages) {
      for (auto& [stream, cursor] : page.cursors) {
        cursor.markStale();
        readIfNeeded(id, page, stream);
      }
    }
  }

  // ---- timers ---------------------------------------------------------------
  void heartbeat() {
    const auto now = std::chrono::steady_clock::now();
    for (auto& [id, page] : pages) {
      page.framesThisWindow = 0;
      if (page.stage != Stage::Open && now - page.openedAt > options.helloTimeout) {
        closePage(id, close_codes::kNotLoggedIn, error_keys::kNotLoggedIn, "no hello in time");
        continue;
      }
      // Unanswered pings close the connection (pong timeout): a page whose
      // network vanished does not hold its slot.
      std::error_code error;
      server.ping(page.handle, "", error);
    }
    arm(*heartbeatTimer, options.heartbeat, [this] { heartbeat(); });
  }

  void checkSessions() {
    std::vector<std::pair<PageId, std::string>> open;
    for (const auto& [id, page] : pages) {
      if (page.stage == Stage::Open) open.emplace_back(id, page.tokenHashHex);
    }
    std::vector<std::string> hashes;
    hashes.reserve(open.size());
    for (const auto& entry : open) hashes.push_back(entry.second);
    const bool queued = !open.empty() && workers->trySubmit([this, open, hashes]() {
      std::unordered_set<std::string> live;
      try {
        live = sessions.liveAmong(hashes);
      } catch (const std::exception&) {
        return;  // the database is away: check again next time, close nobody
      }
      onIo([this, open, live] {
        for (const auto& [id, hash] : open) {
          if (live.count(hash) == 0)
            closePage(id, close_codes::kNotLoggedIn, error_keys::kNotLoggedIn, "session ended");
        }
      });
    });
    (void)queued;
    arm(*sessionTimer, options.sessionCheck, [this] { checkSessions(); });
  }

  template <class Tick>
  void arm(asio::steady_timer& timer, std::chrono::milliseconds period, Tick tick) {
    timer.expires_after(period);
    timer.async_wait([tick](const std::error_code& error) {
      if (!error) tick();
    });
  }
};

ChannelServer::ChannelServer(services::SessionService& sessions, repositories::RealtimeEventRepository& events,
                             const StreamAccess& access, std::string databaseUrl)
    : impl_(std::make_unique<Impl>(sessions, events, access, std::move(databaseUrl))) {}

ChannelServer::~ChannelServer() { stop(); }

void ChannelServer::start(const ChannelOptions& options) {
  auto& impl = *impl_;
  if (impl.running) return;
  impl.options = options;
  auto& server = impl.server;
  // Our own log lines only (no tokens or frames in logs): websocketpp's access
  // and error channels stay quiet; failures come through the handlers below.
  server.clear_access_channels(websocketpp::log::alevel::all);
  server.clear_error_channels(websocketpp::log::elevel::all);
  server.init_asio();
  server.set_reuse_addr(true);
  server.set_max_message_size(4096);
  server.set_listen_backlog(1024);
  server.set_validate_handler([&impl](const Handle& handle) { return impl.validate(handle); });
  server.set_open_handler([&impl](const Handle& handle) { impl.opened(handle); });
  server.set_close_handler([&impl](const Handle& handle) { impl.closed(handle); });
  server.set_fail_handler([&impl](const Handle& handle) { impl.closed(handle); });
  server.set_pong_timeout_handler([&impl](const Handle& handle, const std::string&) {
    std::error_code error;
    impl.server.close(handle, websocketpp::close::status::going_away, "no pong", error);
  });
  server.set_message_handler(
      [&impl](const Handle& handle, const Server::message_ptr& message) { impl.received(handle, message); });
  server.set_http_handler([&server](const Handle& handle) {
    // A plain HTTP request to the channel's port: say what this port is for.
    const auto connection = server.get_con_from_hdl(handle);
    connection->set_status(websocketpp::http::status_code::upgrade_required);
    connection->append_header("Content-Type", "application/json");
    connection->set_body(nlohmann::json{{"success", false},
                                        {"code", error_keys::kInvalidParameter},
                                        {"message", "this port speaks WebSocket at /realtime"}}
                             .dump());
  });
  asio::error_code error;
  server.listen(asio::ip::tcp::endpoint(asio::ip::make_address(options.bindAddress), options.port), error);
  if (error) {
    throw std::runtime_error("real-time channel: cannot listen on " + options.bindAddress + ":" +
                             std::to_string(options.port) + ": " + error.message());
  }
  server.start_accept();
  impl.boundPort = server.get_local_endpoint(error).port();
  impl.workers = std::make_unique<concurrency::WorkerPool>(2, 100000);
  impl.heartbeatTimer = std::make_unique<asio::steady_timer>(server.get_io_service());
  impl.sessionTimer = std::make_unique<asio::steady_timer>(server.get_io_service());
  impl.arm(*impl.heartbeatTimer, options.heartbeat, [&impl] { impl.heartbeat(); });
  impl.arm(*impl.sessionTimer, options.sessionCheck, [&impl] { impl.checkSessions(); });
  impl.ioThread = std::thread([&server] {
    for (;;) {
      try {
        server.run();
        return;
      } catch (const std::exception& failure) {
        // A handler threw: log it and keep serving the other connections.
        log::writeEventLog("error", "realtime_handler", failure.what());
      }
    }
  });
  impl.listener = std::make_unique<db::NotificationListener>(
      impl.databaseUrl, kListenChannel, [&impl](const std::optional<std::string>& payload) {
        if (!payload) {
          impl.onIo([&impl] { impl.catchUpAll(); });
          return;
        }
        auto event = parseNotification(*payload);
        if (!event) {
          log::writeEventLog("warn", "realtime_notification", "a payload that is not an event was ignored");
          return;
        }
        impl.onIo([&impl, event = std::move(*event)] { impl.deliver(event); });
      });
  impl.running = true;
}

void ChannelServer::stop() {
  auto& impl = *impl_;
  if (!impl.running) return;
  impl.running = false;
  impl.listener.reset();              // no more live events
  impl.workers->shutdown();           // finishes reads in flight (their results are posted)
  std::promise<std::size_t> closing;  // every page told "going away" before the loop stops
  auto closed = closing.get_future();
  impl.onIo([&impl, &closing] {
    std::error_code error;
    impl.server.stop_listening(error);
    impl.heartbeatTimer->cancel();
    impl.sessionTimer->cancel();
    for (auto& [id, page] : impl.pages) {
      impl.server.close(page.handle, websocketpp::close::status::going_away, "server stopping", error);
    }
    closing.set_value(impl.pages.size());
  });
  const bool told = closed.wait_for(std::chrono::seconds(2)) == std::future_status::ready;
  // Give the close frames a moment to leave, then stop the loop.
  if (!told || closed.get() > 0) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  impl.server.stop();
  if (impl.ioThread.joinable()) impl.ioThread.join();
}

std::uint16_t ChannelServer::port() const { return impl_->boundPort; }
std::size_t ChannelServer::connectionCount() const { return impl_->openConnections; }
bool ChannelServer::listening() const { return impl_->listener && impl_->listener->listening(); }

}  // namespace panalo::realtime
