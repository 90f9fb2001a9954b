// swift-tools-version:6.1
import PackageDescription

let strictSwift: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "LocaleFormat",
    products: [
        .library(name: "LocaleFormat", targets: ["LocaleFormat"]),
        .library(name: "LocaleFormatService", targets: ["LocaleFormatService"]),
        .library(name: "LocaleFormatCatalogs", targets: ["LocaleFormatCatalogs"]),
        .library(name: "LocaleFormatServer", targets: ["LocaleFormatServer"]),
        .executable(name: "icufmt", targets: ["icufmt"]),
        // The benchmarks' quick table (Docs/Benchmarks.md); not shipped with icufmt.
        .executable(name: "icufmt-bench", targets: ["icufmt-bench"]),
        // The fuzz targets' bodies, for the Fuzz/ package and the corpus
        // replay tests; not API.
        .library(name: "LocaleFormatFuzzing", targets: ["LocaleFormatFuzzing"]),
        // The benchmark workloads, floors and harness, for the Benchmarks/
        // package and `icufmt-bench`; not API, and no other product depends on it.
        .library(name: "LocaleFormatBenchmarkSupport", targets: ["LocaleFormatBenchmarkSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The HTTP service (LocaleFormatServer, `icufmt serve`) only: library
        // users of LocaleFormat and LocaleFormatService do not build these.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // The system ICU, found through pkg-config (Debian: libicu-dev).
        .systemLibrary(
            name: "CICUSystem",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // The C shim: the only code that includes <unicode/*.h>.
        .target(
            name: "CICU",
            dependencies: ["CICUSystem"],
            // Debug builds count ICU objects opened and closed and shim calls
            // made (include/cicu_debug.h), for the leak and limit tests.
            cSettings: [.define("CICU_COUNT_OBJECTS", .when(configuration: .debug))],
            cxxSettings: [.define("CICU_COUNT_OBJECTS", .when(configuration: .debug))],
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(
            name: "LocaleFormat",
            dependencies: ["CICU"],
            swiftSettings: strictSwift
        ),
        // The request protocol; the `string` op renders LocaleFormatCatalogs' catalogs
        // and the `pseudo` op pseudolocalizes with it.
        .target(
            name: "LocaleFormatService",
            dependencies: ["LocaleFormat", "LocaleFormatCatalogs"],
            swiftSettings: strictSwift
        ),
        // An app's string catalogs (.xcstrings, .strings, .stringsdict):
        // loading, language choice, variants and format specifiers
        // (Docs/Catalogs.md). Users of LocaleFormat alone do not build it.
        .target(
            name: "LocaleFormatCatalogs",
            dependencies: ["LocaleFormat"],
            swiftSettings: strictSwift
        ),
        // The HTTP service: SwiftNIO's HTTP/1 pipeline over FormatDispatcher, metrics, logs.
        .target(
            name: "LocaleFormatServer",
            dependencies: [
                "LocaleFormat",
                "LocaleFormatService",
                "LocaleFormatCatalogs",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strictSwift
        ),
        // What each libFuzzer target runs and checks (Docs/Fuzzing.md); the
        // entry points live in the separate Fuzz/ package.
        .target(
            name: "LocaleFormatFuzzing",
            dependencies: ["LocaleFormat", "LocaleFormatService", "LocaleFormatCatalogs"],
            swiftSettings: strictSwift
        ),
        // The benchmarks' floors: the bare ICU calls the library makes, on ICU
        // objects held open (Docs/Benchmarks.md). Besides CICU, the only
        // target that includes <unicode/*.h>; nothing of the library is built
        // with it.
        .target(
            name: "CBenchmarkFloors",
            dependencies: ["CICUSystem"],
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // What `icufmt-bench` and the Benchmarks/ package measure: the table of
        // workloads, the floors, the harness and its reports; and the request
        // path: the server's per-connection pipeline on an EmbeddedChannel
        // (BenchRequests), hence the server and NIOEmbedded. Like the server,
        // not in LOCALEFORMAT_CORE_ONLY builds.
        .target(
            name: "LocaleFormatBenchmarkSupport",
            dependencies: [
                "LocaleFormat",
                "LocaleFormatService",
                "LocaleFormatCatalogs",
                "LocaleFormatServer",
                "CBenchmarkFloors",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "icufmt",
            dependencies: [
                "LocaleFormat",
                "LocaleFormatService",
                "LocaleFormatCatalogs",
                "LocaleFormatServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        // The benchmarks' quick table: uncached, cached, hit, held, floor and
        // Foundation per kind, sweeps, eviction, threads, lines and requests.
        .executableTarget(
            name: "icufmt-bench",
            dependencies: [
                "LocaleFormatBenchmarkSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        // What the test targets share (the seeded random number generator,
        // expectations by ICU major); no product includes it.
        .target(
            name: "LocaleFormatTestSupport",
            dependencies: ["LocaleFormat"],
            path: "Tests/LocaleFormatTestSupport",
            swiftSettings: strictSwift
        ),
        // CICU directly too: the differential tests compute their expected
        // output through the shim, independently of the library's Swift code.
        .testTarget(
            name: "LocaleFormatTests",
            dependencies: ["LocaleFormat", "CICU", "LocaleFormatTestSupport"],
            swiftSettings: strictSwift
        ),
        // Fixtures are built at run time; the real catalogs are read through
        // LOCALEFORMAT_REAL_CATALOGS only, never copied into the repository.
        .testTarget(
            name: "LocaleFormatCatalogsTests",
            dependencies: ["LocaleFormatCatalogs", "LocaleFormat", "LocaleFormatTestSupport"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "LocaleFormatServiceTests",
            dependencies: ["LocaleFormatService", "LocaleFormatCatalogs", "LocaleFormat", "LocaleFormatTestSupport"],
            swiftSettings: strictSwift
        ),
        // Starts the real server on loopback (in process, and `icufmt serve`
        // as a child process) and talks HTTP to it over a plain socket.
        .testTarget(
            name: "LocaleFormatServerTests",
            dependencies: [
                "LocaleFormatServer", "LocaleFormatService", "LocaleFormatCatalogs", "LocaleFormat", "icufmt",
                "LocaleFormatTestSupport",
                // The in-process request path of the benchmarks, checked against the real server.
                "LocaleFormatBenchmarkSupport",
                // The connection's handler on an EmbeddedChannel.
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: strictSwift
        ),
        // The DocC articles' Swift examples, type-checked against the built
        // modules by `swiftc` (so every module they import is a dependency).
        .testTarget(
            name: "DocumentationTests",
            dependencies: ["LocaleFormat", "LocaleFormatCatalogs", "LocaleFormatService", "LocaleFormatServer"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "LocaleFormatFuzzingTests",
            dependencies: ["LocaleFormatFuzzing"],
            swiftSettings: strictSwift
        ),
        // Runs the built `icufmt` and `icufmt-bench` as child processes.
        .testTarget(
            name: "icufmtTests",
            dependencies: ["icufmt", "icufmt-bench", "LocaleFormatTestSupport"],
            swiftSettings: strictSwift
        ),
    ]
)

// LOCALEFORMAT_CORE_ONLY=1: only the shim, the library and the request
// protocol (CICU, LocaleFormat, LocaleFormatService) and their tests, without
// the HTTP service and the CLI, whose dependencies (SwiftNIO, Prometheus,
// ...) take most of a build. `.ci/run` uses it for the sanitizer builds, which
// would otherwise build all of those once more under each sanitizer.
if Context.environment["LOCALEFORMAT_CORE_ONLY"] == "1" {
    let core: Set<String> = [
        "CICUSystem", "CICU", "LocaleFormat", "LocaleFormatService", "LocaleFormatTestSupport", "LocaleFormatTests",
        "LocaleFormatServiceTests", "LocaleFormatCatalogs", "LocaleFormatCatalogsTests",
    ]
    package.targets.removeAll { !core.contains($0.name) }
    package.products.removeAll { !["LocaleFormat", "LocaleFormatService", "LocaleFormatCatalogs"].contains($0.name) }
    package.dependencies.removeAll()
}
