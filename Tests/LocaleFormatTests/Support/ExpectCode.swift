import LocaleFormat
import Testing

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

/// The code of the LocaleFormatError `body` throws, or nil.
func errorCode(_ body: () throws -> Void) -> LocaleFormatError.Code? {
    do {
        try body()
        return nil
    } catch let error as LocaleFormatError {
        return error.code
    } catch {
        return .init(rawValue: "not a LocaleFormatError: \(error)")
    }
}

/// The LocaleFormatError `body` throws, or nil.
func formatError(_ body: () throws -> Void) -> LocaleFormatError? {
    do {
        try body()
        return nil
    } catch let error as LocaleFormatError {
        return error
    } catch {
        return nil
    }
}
