#!/usr/bin/env bash
# Builds Scripts/bench/floor-runner.swift (release, a package of its own over
# this one) into WORK/floor-runner, its DWARF stripped for valgrind, unless
# it is there already. Sourced by floor-vs-bare.sh and request-path.sh, with
# $root (this repository) and $work set.
if [ ! -x "$work/floor-runner" ]; then
    mkdir -p "$work/runner/Sources/floor-runner"
    cp "$root/Scripts/bench/floor-runner.swift" "$work/runner/Sources/floor-runner/main.swift"
    cat >"$work/runner/Package.swift" <<PACKAGE
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "floor-runner",
    dependencies: [.package(name: "LocaleFormat", path: "$root")],
    targets: [
        .executableTarget(
            name: "floor-runner",
            dependencies: [
                .product(name: "LocaleFormat", package: "LocaleFormat"),
                .product(name: "LocaleFormatBenchmarkSupport", package: "LocaleFormat"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)])
    ])
PACKAGE
    [ -f "$root/Package.resolved" ] && cp "$root/Package.resolved" "$work/runner/"
    swift build -c release --package-path "$work/runner" >"$work/build.log" 2>&1 || {
        tail -20 "$work/build.log"
        exit 1
    }
    # valgrind 3.19 cannot read Swift 6.3's DWARF: keep the symbols, drop -g.
    cp "$work/runner/.build/release/floor-runner" "$work/floor-runner"
    strip -g "$work/floor-runner"
fi
