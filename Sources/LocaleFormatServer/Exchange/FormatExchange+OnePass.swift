@_spi(Server) import LocaleFormat
import LocaleFormatService

/// A small array answered in one pass over its body: each element is read
/// where it stands (``FormatDispatcher/writeResponse(toLeadingRequestOf:into:)``),
/// which finds its end, and the bytes after it must be a comma or the
/// closing bracket. Nothing is scanned twice, and nothing is sent before
/// the pass ends (the whole body is one step's), so a body refused whole
/// is still refused before any response byte leaves: what the pass
/// answered is then dropped, and counted nowhere.
///
/// Anything else stops the pass: an element not read in place (nested
/// values, escapes, not an object), one that would build, more elements
/// than a step answers, a framing fault. ``BatchScanner`` then scans the whole
/// body as it does a large one: a body it refuses is refused, and
/// otherwise its elements carry on from the first one not answered (the
/// elements read so far are the scanner's own: an object and the
/// whitespace up to a comma).
extension FormatExchange {
    /// How the pass ended.
    private enum OnePass {
        /// Every element is answered, and the array closed.
        case done
        /// It stopped before the element ``ExchangeProgress/next``, nothing
        /// of which is written or counted.
        case stopped
        /// The element ``ExchangeProgress/next`` would build.
        case deferred
    }

    /// Answers an unscanned array's requests: every one in one pass, or
    /// those before where the pass stopped and then, once the body is
    /// scanned, the rest of the step's as a scanned array's.
    func stepUnscanned(
        _ work: ExchangeWork, into output: inout [UInt8], began: inout Int64,
        tally: inout RequestTally, progress: inout ExchangeProgress
    ) -> StepResult {
        let outputStart = output.count
        // Room for about the body's size at once (responses are of the
        // order of their requests), not grown by doubling.
        output.reserveCapacity(outputStart + work.body.readableBytes)
        tally.startKeeping()
        let pass = answerInOnePass(
            work, into: &output, began: &began, tally: &tally, progress: &progress)
        if case .done = pass {
            tally.release()
            return .done
        }
        let refused: HTTPRefusal
        do {
            let plan = try scannedPlan(work.body)
            if case .array(let elements, let oversized) = plan, progress.next <= elements.count {
                tally.release()
                work.plan = plan
                if case .deferred = pass { return .deferred }
                return stepArray(
                    work, elements, oversized, into: &output, began: &began, tally: &tally,
                    progress: &progress)
            }
            // Not reached: the scanner reads an array where the pass did,
            // with at least the elements the pass answered.
            refused = HTTPRefusal(.badRequest, .invalidRequest, "the body is not a JSON array of requests")
        } catch {
            refused = error
        }
        // Refused whole: as if nothing had run.
        tally.discard()
        output.removeSubrange(outputStart...)
        // The pass is always an exchange's first step: back to its start.
        progress = ExchangeProgress()
        return .refused(refused)
    }

    /// Answers the array's elements from the first, each read where it
    /// stands, while they are requests read in place, each followed by a
    /// comma or the closing bracket.
    private func answerInOnePass(
        _ work: ExchangeWork, into output: inout [UInt8], began: inout Int64,
        tally: inout RequestTally, progress: inout ExchangeProgress
    ) -> OnePass {
        if let timeBudget, ContinuousClock.now - work.began > timeBudget { return .stopped }
        let limit = min(Self.chunkSize, maximumBatchCount)
        return work.body.withUnsafeReadableBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { bytes -> OnePass in
                let end = bytes.count
                var i = JSONBytes.skipWhitespace(in: bytes, from: 0)
                guard i < end, bytes[i] == UInt8(ascii: "[") else { return .stopped }
                output.append(UInt8(ascii: "["))
                progress.openedArray = true
                i = JSONBytes.skipWhitespace(in: bytes, from: i + 1)
                if i < end, bytes[i] == UInt8(ascii: "]") {
                    return closes(bytes, at: i, into: &output)
                }
                while i < end, progress.next < limit, !work.cancelled {
                    let commaStart = output.count
                    let start = beginElement(at: progress.next, into: &output)
                    guard
                        let (written, length) = dispatcher.writeResponse(
                            toLeadingRequestOf: UnsafeBufferPointer(rebasing: bytes[i...]), into: &output)
                    else {
                        output.removeSubrange(commaStart...)
                        return .stopped
                    }
                    let ended = MonotonicClock.nanoseconds()
                    let after = JSONBytes.skipWhitespace(in: bytes, from: i + length)
                    guard after < end, bytes[after] == UInt8(ascii: ",") || bytes[after] == UInt8(ascii: "]")
                    else {
                        // The element goes on past the object: the scanner's to read.
                        output.removeSubrange(commaStart...)
                        return .stopped
                    }
                    if written.isDeferred {
                        output.removeSubrange(commaStart...)
                        return .deferred
                    }
                    limitAndCount(
                        written, from: start, of: i..<(i + length), nanoseconds: ended - began, work,
                        into: &output, tally: &tally, progress: &progress)
                    began = ended
                    progress.next += 1
                    if bytes[after] == UInt8(ascii: "]") { return closes(bytes, at: after, into: &output) }
                    i = JSONBytes.skipWhitespace(in: bytes, from: after + 1)
                }
                return .stopped
            }
        }
    }

    /// Closes the array at the bracket at `index` when only whitespace follows it.
    private func closes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, into output: inout [UInt8]) -> OnePass {
        guard JSONBytes.skipWhitespace(in: bytes, from: index + 1) == bytes.count else { return .stopped }
        output.append(UInt8(ascii: "]"))
        return .done
    }
}
