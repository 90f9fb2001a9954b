import LocaleFormat
import LocaleFormatService
import NIOHTTP1
import Testing

@testable import LocaleFormatServer

/// The one route table and what derives from it: routing, `Allow`, the
/// metric label, the `404` text and the OpenAPI document's `paths`.
@Suite struct RoutesTests {
    /// Every route of the table is in the OpenAPI document, in its order,
    /// with an operation for each method it answers but `HEAD`.
    @Test func theOpenAPIPathsAreTheTables() throws {
        guard case .object(let root) = OpenAPIDocument.document, case .object(let paths)? = root["paths"] else {
            Issue.record("no paths")
            return
        }
        #expect(paths.keys == Routes.all.map(\.path))
        for route in Routes.all {
            guard case .object(let item)? = paths[route.path] else {
                Issue.record("\(route.path) has no path item")
                continue
            }
            let methods = route.methods.filter { $0 != .HEAD }.map { $0.rawValue.lowercased() }
            #expect(item.keys == methods, "\(route.path)")
        }
        #expect(paths[FormatServer.readyPath] != nil)
    }

    @Test func aRouteIsMatchedByMethodAndPath() {
        for (index, route) in Routes.all.enumerated() {
            for method in route.methods {
                guard case .route(let found) = Routes.match(method, route.path[...], index: index) else {
                    Issue.record("\(method) \(route.path) not routed")
                    continue
                }
                #expect(found == index)
            }
        }
        #expect(Routes.index(of: "/v1/format") == 0)
        #expect(Routes.path(of: HTTPRequestHead(version: .http1_1, method: .GET, uri: "/readyz?x=1")) == "/readyz")
    }

    @Test func anotherMethodIs405WithTheRoutesMethods() {
        let path: Substring = "/healthz"
        guard case .refused(let error) = Routes.match(.POST, path, index: Routes.index(of: path)) else {
            Issue.record("routed")
            return
        }
        #expect(error.status == .methodNotAllowed)
        #expect(error.message == "/healthz answers GET, HEAD, not POST")
        #expect(Routes.allowHeader(path) == "GET, HEAD")
        #expect(Routes.allowHeader("/v1/format") == "POST")
    }

    @Test func anUnknownPathIs404ListingTheRoutes() {
        guard case .refused(let error) = Routes.match(.GET, "/nowhere", index: nil) else {
            Issue.record("routed")
            return
        }
        #expect(error.status == .notFound)
        #expect(
            error.message
                == "no route for GET /nowhere; the routes are POST /v1/format, GET /healthz, GET /readyz, "
                + "GET /v1/version, GET /metrics, GET /openapi.json, GET /v1/catalogs")
    }

    /// `/v1/version` answers the running ICU's versions, as `icufmt --version` prints them.
    @Test func theVersionRouteNamesTheRunningICU() throws {
        guard let index = Routes.index(of: "/v1/version"), case .whole = Routes.all[index].answer else {
            Issue.record("no /v1/version route")
            return
        }
        let body = String(decoding: Routes.versionBody, as: UTF8.self)
        #expect(body.hasPrefix(#"{"package":""# + LocaleFormatVersion.package + #"","icu":""# + ICUVersion.icu))
        for (name, value) in LocaleFormatVersion.fields {
            #expect(body.contains("\"\(name)\":\"\(value)\""), "\(name) missing from \(body)")
        }
        #expect(Routes.all[index].methods == [.GET, .HEAD])
    }

    @Test func theMetricLabelIsTheRoutesPathOrOther() {
        #expect(Routes.label("/metrics") == "/metrics")
        #expect(Routes.label("/v1/format") == "/v1/format")
        #expect(Routes.label("/v1/formats") == "other")
        #expect(Routes.label("") == "other")
    }
}
