import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// A scripted HTTP/1.1 server on 127.0.0.1 (a free port), for fetch tests; with
/// `certificates`, it speaks HTTPS as `localhost`.
///
/// Each request is answered by the test's `respond` closure, which sees the request and
/// how many times its path was asked before; a reply can be delayed to outlast a timeout.
public final class LocalHTTPServer: Sendable {
    /// A request the server received.
    public struct Request: Sendable {
        /// The path and query, e.g. `/v0/postings/acme?skip=0`.
        public var uri: String
        public var headers: [String: String]
        /// The path without the query.
        public var path: String { String(uri.prefix(while: { $0 != "?" })) }
    }

    /// How to answer a request.
    public struct Reply: Sendable {
        public var status: Int
        public var headers: [(String, String)]
        public var body: Data
        /// Seconds to wait before answering.
        public var delay: Double

        public init(status: Int = 200, headers: [(String, String)] = [], body: Data = Data(), delay: Double = 0) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
        }

        public init(status: Int = 200, headers: [(String, String)] = [], text: String, delay: Double = 0) {
            self.init(status: status, headers: headers, body: Data(text.utf8), delay: delay)
        }
    }

    private let group: MultiThreadedEventLoopGroup
    private let channel: Channel
    private let log = NIOLockedValueBox<[Request]>([])
    /// `http://127.0.0.1:<port>`, or `https://localhost:<port>` with certificates.
    public let baseURL: String

    /// Starts the server; `respond` gets each request and the number of earlier requests for its path.
    public init(certificates: TestCertificates? = nil, respond: @escaping @Sendable (Request, Int) -> Reply) throws {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let log = self.log
        let tls = try certificates?.serverContext()
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tls { try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls)) }
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(ScriptedHandler(log: log, respond: respond))
                }
            }
        channel = try bootstrap.bind(host: "127.0.0.1", port: 0).wait()
        let port = channel.localAddress!.port!
        baseURL = tls == nil ? "http://127.0.0.1:\(port)" : "https://localhost:\(port)"
    }

    /// Every request received so far, in order.
    public var requests: [Request] { log.withLockedValue { $0 } }

    /// Stops the server.
    public func shutdown() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

private final class ScriptedHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let log: NIOLockedValueBox<[LocalHTTPServer.Request]>
    private let respond: @Sendable (LocalHTTPServer.Request, Int) -> LocalHTTPServer.Reply
    private var head: HTTPRequestHead?

    init(log: NIOLockedValueBox<[LocalHTTPServer.Request]>, respond: @escaping @Sendable (LocalHTTPServer.Request, Int) -> LocalHTTPServer.Reply) {
        self.log = log
        self.respond = respond
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
        case .body:
            break
        case .end:
            guard let head else { return }
            var headers: [String: String] = [:]
            for (name, value) in head.headers { headers[name.lowercased()] = value }
            let request = LocalHTTPServer.Request(uri: head.uri, headers: headers)
            let earlier = log.withLockedValue { entries -> Int in
                let count = entries.filter { $0.path == request.path }.count
                entries.append(request)
                return count
            }
            let reply = respond(request, earlier)
            let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            context.eventLoop.scheduleTask(in: .milliseconds(Int64(reply.delay * 1000))) {
                let (handler, context) = bound.value
                handler.write(reply, context: context)
            }
        }
    }

    private func write(_ reply: LocalHTTPServer.Reply, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        var headers = HTTPHeaders()
        for (name, value) in reply.headers { headers.add(name: name, value: value) }
        headers.replaceOrAdd(name: "Content-Length", value: "\(reply.body.count)")
        headers.replaceOrAdd(name: "Connection", value: "close")
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: reply.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if !reply.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: reply.body)))), promise: nil)
        }
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in bound.value.close(promise: nil) }
    }
}
