import LocaleFormatService
import LocaleFormatTestSupport

/// Requests of every op (each declaration's example) and `extra` ones, each
/// followed by `rounds` − 1 random mutations of it with JSON's punctuation,
/// digits, literals' letters and a non-ASCII letter: inputs that are
/// requests, near-requests and not JSON at all, the same for a seed.
func mutatedRequests(seed: UInt64, extra: [String], rounds: Int) -> [String] {
    var random = SeededGenerator(seed: seed)
    let alphabet = Array(#"{}[]:,"0123456789.eE-+ truefalsnl\abcdéop"#)
    return (FormatOperations.declarations.map(\.example) + extra).flatMap { request in
        (0..<rounds).map { round in round == 0 ? request : random.mutate(request, alphabet: alphabet) }
    }
}
