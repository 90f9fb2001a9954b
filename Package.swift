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
        .executable(name: "icufmt", targets: ["icufmt"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(
            name: "LocaleFormat",
            dependencies: ["CICU"],
            swiftSettings: strictSwift
        ),
        .target(
            name: "LocaleFormatService",
            dependencies: ["LocaleFormat"],
            swiftSettings: strictSwift
        ),
        .executableTarget(
            name: "icufmt",
            dependencies: [
                "LocaleFormat",
                "LocaleFormatService",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "LocaleFormatTests",
            dependencies: ["LocaleFormat"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "LocaleFormatServiceTests",
            dependencies: ["LocaleFormatService", "LocaleFormat"],
            swiftSettings: strictSwift
        ),
        .testTarget(
            name: "icufmtTests",
            dependencies: ["icufmt"],
            swiftSettings: strictSwift
        ),
    ]
)
