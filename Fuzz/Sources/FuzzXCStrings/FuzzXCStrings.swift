import LocaleFormatFuzzing

/// libFuzzer's entry point for `XCStringsFuzzTarget`: the one place that reads
/// the input through a pointer. An invariant violation traps, so that
/// libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        try XCStringsFuzzTarget.run(input)
    } catch {
        fatalError("invariant violated: \(error)")
    }
    return 0
}
