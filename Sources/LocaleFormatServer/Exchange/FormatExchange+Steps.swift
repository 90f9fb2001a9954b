@_spi(Server) import LocaleFormat
import LocaleFormatService

/// A scanned array's steps, a chunk of requests at a time, and what every
/// step does with one request: dispatch it, time it, limit its response by
/// the limits (the line limit, the exchange's response budget) and count it.
extension FormatExchange {
    /// Answers the next chunk of a scanned array's requests.
    func stepArray(
        _ work: ExchangeWork, _ elements: [Range<Int>], _ oversized: [Int], into output: inout [UInt8],
        began: inout Int64, tally: inout RequestTally, progress: inout ExchangeProgress
    ) -> StepResult {
        if progress.next == 0, !progress.openedArray {
            output.append(UInt8(ascii: "["))
            progress.openedArray = true
        }
        let end = min(progress.next + Self.chunkSize, elements.count)
        if let timeBudget, progress.next < end, ContinuousClock.now - work.began > timeBudget {
            // Out of time: every request not started gets a typed error
            // (no response is cut short; none is left out).
            let error = LocaleFormatError(
                .limitExceeded,
                "the array used its time budget of \(timeBudget) before this request; send it again")
            while progress.next < end {
                let start = beginElement(at: progress.next, into: &output)
                let written = refuse(elements[progress.next], of: work, error, into: &output)
                limitAndCount(
                    written, from: start, of: elements[progress.next], nanoseconds: nil, work, into: &output,
                    tally: &tally, progress: &progress)
                progress.next += 1
            }
        }
        let outputStart = output.count
        while progress.next < end, output.count - outputStart < Self.stepOutputBytes {
            if work.cancelled { return .done }
            let index = progress.next
            let range = elements[index]
            let commaStart = output.count
            let start = beginElement(at: progress.next, into: &output)
            if oversized.contains(index) {
                let written = refuse(range, of: work, dispatcher.limits.requestTooLong, into: &output)
                limitAndCount(
                    written, from: start, of: range, nanoseconds: nil, work, into: &output, tally: &tally,
                    progress: &progress)
            } else {
                let ran = work.body.withUnsafeReadableBytes { bytes in
                    bytes.withMemoryRebound(to: UInt8.self) {
                        run(
                            UnsafeBufferPointer(rebasing: $0[range]), into: &output,
                            began: &began)
                    }
                }
                switch ran {
                case nil:
                    output.removeSubrange(commaStart...)
                    return .deferred
                case .success(let (written, nanoseconds))?:
                    limitAndCount(
                        written, from: start, of: range, nanoseconds: nanoseconds, work, into: &output,
                        tally: &tally, progress: &progress)
                case .failure(let error)?:
                    // Not a request object: answered as a batch line would be.
                    let response = FormatResponse(outcome: .failure(error))
                    response.write(into: &output)
                    limitAndCount(
                        .init(response), from: start, of: range, nanoseconds: nil, work, into: &output,
                        tally: &tally, progress: &progress)
                }
            }
            progress.next += 1
        }
        guard progress.next == elements.count else { return .more }
        output.append(UInt8(ascii: "]"))
        return .done
    }

    /// Writes the comma before every array element but the first; where
    /// the element's response starts.
    func beginElement(at index: Int, into output: inout [UInt8]) -> Int {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        return output.count
    }

    /// Limits and counts the response written into `output` from `start` for the
    /// request at `range` of the body to the limits and counts it: one
    /// longer than a response may be, or past the exchange's response
    /// budget, is replaced by a `limitExceeded` with the request's `id` and
    /// op, and counted as that.
    func limitAndCount(
        _ written: FormatDispatcher.WrittenResponse, from start: Int, of range: Range<Int>, nanoseconds: Int64?,
        _ work: ExchangeWork, into output: inout [UInt8], tally: inout RequestTally,
        progress: inout ExchangeProgress
    ) {
        var answered = written
        let limit = dispatcher.limits.maximumLineBytes
        if output.count - start > limit {
            let error = FormatResponse.tooLong(output.count - start, limit: limit)
            output.removeSubrange(start...)
            answered = refuse(range, of: work, error, into: &output)
        }
        let length = output.count - start
        if progress.written + length > maximumResponseBytes {
            let error = LocaleFormatError(
                .limitExceeded,
                "the body's responses reached the limit of \(maximumResponseBytes) bytes; send this request again")
            output.removeSubrange(start...)
            answered = refuse(range, of: work, error, into: &output)
        } else {
            progress.written += length
        }
        tally.add(
            op: answered.operation, outcome: ServiceMetrics.outcomeLabel(answered.code), nanoseconds: nanoseconds)
        progress.summary.count(operation: answered.operation, code: answered.code)
    }

    /// Writes `error` as the response to the request at `range` of the
    /// body, with its `id` and op when it has them.
    private func refuse(
        _ range: Range<Int>, of work: ExchangeWork, _ error: LocaleFormatError, into output: inout [UInt8]
    ) -> FormatDispatcher.WrittenResponse {
        let response = work.body.withUnsafeReadableBytes { bytes in
            bytes.withMemoryRebound(to: UInt8.self) {
                dispatcher.refusal(ofRequestBytes: UnsafeBufferPointer(rebasing: $0[range]), error)
            }
        }
        response.write(into: &output)
        return .init(response)
    }

    /// Dispatches one request, writing its response into `output`, and
    /// times it from `began`, which it moves to its end; nil when its build
    /// was deferred (inside ``BuildDeferral/run(_:)``: nothing written, a
    /// typed outcome of the dispatcher's); the failure for bytes that are not
    /// a request object (nothing written).
    func run(
        _ request: UnsafeBufferPointer<UInt8>, into output: inout [UInt8], began: inout Int64
    ) -> Result<(FormatDispatcher.WrittenResponse, Int64), LocaleFormatError>? {
        // Deferring, the step runs inside `BuildDeferral.run` already.
        let written = dispatcher.writeResponse(toRequestBytes: request, into: &output)
        let ended = MonotonicClock.nanoseconds()
        defer { began = ended }
        switch written {
        case .failure(let error):
            return .failure(error)
        case .success(let written):
            // Deferring, nothing was written.
            if written.isDeferred { return nil }
            return .success((written, ended - began))
        }
    }
}
