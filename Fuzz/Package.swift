// swift-tools-version:6.1
// The LocaleFormat libFuzzer targets: a separate package, so that the root
// package never builds with the fuzzer's flags. Each executable is one
// entry point over a target of the root's LocaleFormatFuzzing module.
//
//   Scripts/fuzz/run.sh all 600          # every target for ten minutes
//   Scripts/fuzz/run.sh FuzzDecimal 60   # one target
//
// Docs/Fuzzing.md has the build flags, the targets, their invariants and results.
import PackageDescription

let targets = [
    "FuzzRequest", "FuzzLocale", "FuzzISO8601", "FuzzDecimal", "FuzzDatePattern", "FuzzMessage", "FuzzStringsFile",
    "FuzzXCStrings",
]

let package = Package(
    name: "LocaleFormatFuzz",
    dependencies: [
        .package(name: "LocaleFormat", path: "..")
    ],
    targets: targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [.product(name: "LocaleFormatFuzzing", package: "LocaleFormat")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    }
)
