// swift-tools-version:6.1
// The LocaleFormat benchmark suite: a separate package, so that users of the
// library never inherit the benchmark dependencies.
//
//   cd Benchmarks && swift package benchmark                 # everything
//   swift package benchmark --filter 'date/.*'               # one domain
//
// See Docs/Benchmarks.md for what each benchmark measures and recorded results.
import PackageDescription

let package = Package(
    name: "LocaleFormatBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "LocaleFormat", path: ".."),
        // MallocInterposer only: the malloc counters. The default traits also
        // turn on RuntimeInterposer (ARC counters on Linux with Swift 6.3),
        // whose package is not needed here.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LocaleFormatBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                // The workloads, floors and sweep that `icufmt-bench` runs too.
                .product(name: "LocaleFormatBenchmarkSupport", package: "LocaleFormat"),
            ],
            path: "Benchmarks/LocaleFormatBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
