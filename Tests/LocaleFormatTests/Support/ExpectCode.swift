import Testing
import LocaleFormat

/// Asserts that `body` throws a ``LocaleFormatError`` with `code`.
func expectCode<T>(
    _ code: LocaleFormatError.Code, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T
) {
    do {
        let value = try body()
        Issue.record("expected \(code), got \(value)", sourceLocation: sourceLocation)
    } catch let error as LocaleFormatError {
        #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected LocaleFormatError \(code), got \(error)", sourceLocation: sourceLocation)
    }
}
