import LocaleFormat
import Testing

@testable import LocaleFormatService

/// An enum's cases found by their raw values' bytes, as a request read in
/// place spells them: every case of the request enums, and only exactly.
@Suite struct RequestSpelledTests {
    static func spelled<E: RequestSpelled>(_ text: String, _: E.Type) -> E? {
        Array(text.utf8).withUnsafeBufferPointer { E.spellings.value(spelled: $0) }
    }

    static func everyCaseIsFound<E: RequestSpelled & Equatable>(_ type: E.Type) -> Bool {
        E.allCases.allSatisfy { spelled($0.rawValue, E.self) == $0 }
    }

    @Test func everyCaseIsFoundByItsRawValue() {
        #expect(Self.everyCaseIsFound(DateFormat.Style.self))
        #expect(Self.everyCaseIsFound(NumberFormat.Style.self))
        #expect(Self.everyCaseIsFound(CurrencyFormat.Display.self))
        #expect(Self.everyCaseIsFound(UnitFormat.Width.self))
        #expect(Self.everyCaseIsFound(RelativeTimeFormat.Unit.self))
        #expect(Self.everyCaseIsFound(Collator.Strength.self))
        #expect(Self.everyCaseIsFound(RoundingModeName.self))
        #expect(Self.everyCaseIsFound(NumberDisplay.Grouping.self))
        #expect(Self.everyCaseIsFound(NumberDisplay.SignDisplay.self))
        #expect(Self.everyCaseIsFound(NumberDisplayFields.Notation.self))
        #expect(Self.everyCaseIsFound(DisplayNameOperation.CodeType.self))
    }

    @Test func onlyExactSpellingsAreFound() {
        #expect(Self.spelled("full", DateFormat.Style.self) == .full)
        #expect(Self.spelled("medium", DateFormat.Style.self) == .medium)
        for other in ["Full", "ful", "fulll", "", "full ", "FULL", "mediun"] {
            #expect(Self.spelled(other, DateFormat.Style.self) == nil, "\(other)")
        }
    }

    /// Read in place or parsed, a request's enum field answers alike,
    /// errors included.
    @Test func enumFieldsAnswerAlikeReadInPlaceOrParsed() throws {
        let dispatcher = FormatDispatcher()
        for style in ["full", "long", "short", "Full", "fulI", "ｆｕｌｌ", "none"] {
            let line = #"{"op":"date","locale":"de","date":0,"dateStyle":"\#(style)","timeStyle":"short"}"#
            let escaped = line.replacingOccurrences(of: #""dateStyle""#, with: #""dateSt\u0079le""#)
            let readInPlace = dispatcher.responseLine(for: Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
            let parsed = dispatcher.responseLine(for: Array(escaped.utf8)).map { String(decoding: $0, as: UTF8.self) }
            #expect(readInPlace == parsed, "\(style)")
        }
    }
}
