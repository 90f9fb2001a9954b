import LocaleFormat
import NIOHTTP1

/// The service's routes, written once: routing, the `Allow` header of a
/// `405`, the `path` label of the metrics and log, the `404` text and the
/// OpenAPI document's `paths` all derive from ``all``.
///
/// Adding a route (CONTRIBUTING.md, "Add a route"): an entry here, its
/// OpenAPI path item (`OpenAPIDocument+Paths.swift`) and its row in
/// Docs/Service.md.
enum Routes {
    /// One route: its path, the methods it answers (the first is the one
    /// the `404` text names), a few words for `icufmt serve --help`, what it
    /// answers and its OpenAPI path item.
    struct Route: Sendable {
        let path: String
        let methods: [HTTPMethod]
        let summary: String
        let answer: Answer
        /// The OpenAPI path item (JSON).
        let openAPI: String
    }

    /// What a route answers.
    enum Answer: Sendable {
        /// A `POST /v1/format` body, run as a format exchange.
        case format
        /// A whole response made at once from the server's state.
        case whole(@Sendable (ServerCore) -> WholeResponse)
    }

    /// A response made at once: its status, body and media type.
    struct WholeResponse: Sendable {
        var status: HTTPResponseStatus = .ok
        var body: [UInt8]
        var contentType = MediaTypes.jsonResponse
    }

    /// A request's route: an index into ``all``, or the refusal (`404`, `405`).
    enum Match: Sendable {
        case route(Int)
        case refused(HTTPRefusal)
    }

    /// Every route, in the order the `404` text and the OpenAPI document list them.
    static let all: [Route] = [
        Route(
            path: FormatServer.formatPath, methods: [.POST], summary: "one request object or an array of them",
            answer: .format, openAPI: OpenAPIDocument.formatPath),
        Route(
            path: FormatServer.healthPath, methods: [.GET, .HEAD], summary: "liveness",
            answer: .whole { _ in .init(body: healthBody) },
            openAPI: OpenAPIDocument.healthPath),
        Route(
            path: FormatServer.readyPath, methods: [.GET, .HEAD], summary: "readiness: 503 from SIGTERM on",
            answer: .whole { core in
                core.connections.isDraining
                    ? .init(status: .serviceUnavailable, body: drainingBody) : .init(body: readyBody)
            }, openAPI: OpenAPIDocument.readyPath),
        Route(
            path: "/v1/version", methods: [.GET, .HEAD], summary: "the package, ICU, CLDR, Unicode and tzdata versions",
            answer: .whole { _ in .init(body: versionBody) },
            openAPI: OpenAPIDocument.versionPath),
        Route(
            path: FormatServer.metricsPath, methods: [.GET], summary: "Prometheus text",
            answer: .whole { core in .init(body: core.metricsText(), contentType: MediaTypes.prometheusText) },
            openAPI: OpenAPIDocument.metricsPath),
        Route(
            path: FormatServer.openAPIPath, methods: [.GET], summary: "this list as OpenAPI 3.1",
            answer: .whole { core in .init(body: core.openAPI) },
            openAPI: OpenAPIDocument.openAPIPath),
        Route(
            path: FormatServer.catalogsPath, methods: [.GET], summary: "the loaded string catalogs",
            answer: .whole { core in .init(body: CatalogListing.json(core.exchange.dispatcher.catalogs)) },
            openAPI: OpenAPIDocument.catalogsPath),
    ]

    /// The route of `method` and `path` (`index`: the route at `path`,
    /// ``index(of:)``); a `405` naming the methods the
    /// path answers (RFC 9110, 15.5.6), or a `404` listing the routes.
    static func match(_ method: HTTPMethod, _ path: Substring, index: Int?) -> Match {
        guard let index else {
            return .refused(
                HTTPRefusal(
                    .notFound, .invalidRequest,
                    "no route for \(method.rawValue.prefix(40)) \(path.prefix(200)); the routes are \(listing)"))
        }
        guard all[index].methods.contains(method) else {
            return .refused(
                HTTPRefusal(
                    .methodNotAllowed, .invalidRequest,
                    "\(path) answers \(allowed(all[index])), not \(method.rawValue.prefix(40))"))
        }
        return .route(index)
    }

    /// The index of the route at `path` (compared in place: no string is made).
    static func index(of path: Substring) -> Int? {
        let count = path.utf8.count
        for (index, candidate) in paths.enumerated() where candidate.utf8.count == count && candidate[...] == path {
            return index
        }
        return nil
    }

    /// The routes' paths, in order (static strings: compared without a
    /// retain of any ``Route``).
    private static let paths = all.map(\.path)

    /// The `path` label of a request's metrics: its route's path, or `other`.
    static func label(_ path: Substring) -> String {
        index(of: path).map { all[$0].path } ?? "other"
    }

    /// The `Allow` header of a `405` to a request for `path`.
    static func allowHeader(_ path: Substring) -> String? {
        index(of: path).map { allowed(all[$0]) }
    }

    private static func allowed(_ route: Route) -> String {
        route.methods.map(\.rawValue).joined(separator: ", ")
    }

    /// The routes as the `404` text lists them: each with its first method.
    static let listing = all.map { "\($0.methods.first?.rawValue ?? "GET") \($0.path)" }.joined(separator: ", ")

    /// The routes as `icufmt serve --help` lists them: each with its first
    /// method and its summary.
    static let summary = all.map { route in
        "\(route.methods.first?.rawValue ?? "GET") \(route.path) (\(route.summary))"
    }.joined(separator: ", ")

    /// The request's path: its target up to a `?`.
    static func path(of head: HTTPRequestHead) -> Substring {
        let uri = head.uri
        guard let query = uri.utf8.firstIndex(of: UInt8(ascii: "?")) else { return uri[...] }
        return uri[..<query]
    }

    static let healthBody = Array(#"{"status":"ok"}"#.utf8)
    /// `{"package":"0.1.0","icu":"72.1",…}`: ``LocaleFormatVersion/fields``,
    /// read from the running ICU once.
    static let versionBody = Array(
        ("{" + LocaleFormatVersion.fields.map { "\"\($0.name)\":\"\($0.value)\"" }.joined(separator: ",") + "}").utf8)
    static let readyBody = Array(#"{"status":"ready"}"#.utf8)
    static let drainingBody = Array(#"{"status":"draining"}"#.utf8)
}
