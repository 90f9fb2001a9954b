// Runs one kind's floor (or its cached call, or its cache hit) n times, for
// callgrind (floor-vs-bare.sh):
//   floor-runner <kind> <n> [floor|cached|hit]
import Foundation
import LocaleFormatBenchmarkSupport

let arguments = CommandLine.arguments
guard arguments.count >= 3, let count = Int(arguments[2]) else {
    print("usage: floor-runner <kind> <n> [floor|cached|hit]")
    exit(2)
}
let workload = try BenchWorkloads.make(kinds: [arguments[1]])[0]
let variant: () throws -> String
switch arguments.count > 3 ? arguments[3] : "floor" {
case "cached": variant = workload.cached
case "hit":
    variant = {
        try workload.hit()
        return ""
    }
default: variant = workload.floor
}
var bytes = 0
for _ in 0..<count { bytes &+= try variant().utf8.count }
print(workload.kind, try variant(), bytes)
