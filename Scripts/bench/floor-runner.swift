// Runs one kind's floor (or its cached call, its cache hit, or its request
// as an icufmt batch line, or built anew: a cache miss) n times, for
// callgrind (floor-vs-bare.sh):
//   floor-runner <kind> <n> [floor|floor-given|cached|hit|line|uncached|held|sweepmiss]
// floor-given: message's floor with ICU's argument values made on every call;
// compare's on the two Strings' own UTF-8, borrowed on every call.
// held: a compare on a Swedish Collator held by the caller (any kind).
// sweepmiss: date(locale:layout:) over 200 locales through Formatters(capacity: 10),
// every lookup a miss (any kind).
// The request path (request-path.sh): a kind of `icufmt-bench --requests`
// (healthz, date, currency, date-array-64), n times, after one checked:
//   floor-runner <request kind> <n> request|request-lines
// request: the HTTP request through one in-process connection of the server
// (BenchRequests.run); request-lines: its requests as batch lines.
import Foundation
import LocaleFormat
import LocaleFormatBenchmarkSupport

let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]) else {
    print("usage: floor-runner <kind> <n> [floor|floor-given|cached|hit|line|uncached|held|sweepmiss]")
    exit(2)
}
if arguments.count > 3, ["request", "request-lines"].contains(arguments[3]) {
    let request = try BenchRequests.request(arguments[1])
    let bytes = try BenchRequests.run(request, times: count, lines: arguments[3] == "request-lines")
    print(request.kind, arguments[3], bytes)
    exit(0)
}
let workload = try BenchWorkloads.make(kinds: [arguments[1]])[0]
let variant: () throws -> String
switch arguments.count > 3 ? arguments[3] : "floor" {
case "cached": variant = workload.cached
case "uncached": variant = workload.uncached
case "hit":
    variant = {
        try workload.hit()
        return ""
    }
case "held":
    let held = try Formatters.shared.collator(Collator.Options(locale: LocaleIdentifier("sv")))
    variant = { held.compare("Ärlighet", "Zebrafink") == .orderedAscending ? "<" : ">" }
case "sweepmiss":
    let locales = BenchSweep.locales(count: 200)
    let cache = Formatters(capacity: 10)
    var i = 0
    variant = {
        i += 1
        return try cache.date(locale: locales[i % 200], layout: .styles(date: .medium, time: .short)).string(
            from: BenchWorkloads.instant)
    }
case "floor-given":
    guard let given = workload.givenFloor else {
        print("\(workload.kind) has no floor-given: its floor takes its input on every call")
        exit(2)
    }
    variant = given
case "line":
    let line = try BenchLines.lineRunner(kind: workload.kind)
    variant = { String(line()) }
default: variant = workload.floor
}
var bytes = 0
for _ in 0..<count { bytes &+= try variant().utf8.count }
print(workload.kind, try variant(), bytes)
