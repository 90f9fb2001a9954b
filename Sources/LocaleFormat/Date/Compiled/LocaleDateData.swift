import Synchronization

/// What every date format of one ICU locale id shares: its symbol arrays
/// (as UTF-8) and the digits of its default number format. The locale id
/// (with its `@calendar=`/`@numbers=` keywords) decides both in ICU
/// (`DateFormatSymbols` and `NumberFormat::createInstance` take nothing
/// else), so a format built later for the same locale reads them from here
/// instead of from ICU: a cache miss stays about as cheap as before the
/// compiled path.
final class LocaleDateData: Sendable {
    private let symbols = Mutex<[ICUDateHandle.SymbolType: [[UInt8]]]>([:])
    private let digits = Mutex<DigitTable?>(nil)
    /// ICU's `jpanyear` year 1 (元), once checked; `.some(nil)` when it is not `jpanyear`.
    private let gannen = Mutex<[UInt8]??>(nil)

    /// The data of an ICU locale id, shared by all its formats.
    static func shared(for localeID: String) -> LocaleDateData {
        registry.value(for: localeID) { LocaleDateData() }
    }

    private static let registry = SharedRegistry<String, LocaleDateData>(capacity: 512)

    /// A symbol array, read from `handle` (a format of this locale) on first use.
    func symbols(_ type: ICUDateHandle.SymbolType, from handle: ICUDateHandle) -> [[UInt8]]? {
        if let known = symbols.withLock({ $0[type] }) { return known }
        guard let names = try? handle.symbols(type) else { return nil }
        let bytes = names.map { Array($0.utf8) }
        symbols.withLock { $0[type] = bytes }
        return bytes
    }

    /// The default number format's digits, read from `handle` with `letter`
    /// (a letter written with that number format) on first use.
    func defaultDigits(from handle: ICUDateHandle, letter: UInt8) -> DigitTable? {
        if let known = digits.withLock({ $0 }) { return known }
        guard let table = DigitTable.read(from: handle, letter: letter) else { return nil }
        digits.withLock { $0 = table }
        return table
    }
}

extension LocaleDateData {
    /// The text of year 1 when `letter`'s number format is ICU's `jpanyear`
    /// numbering (`ja`, Japanese calendar, 年 in the pattern: 元, other
    /// years in plain Latin digits), checked on sample years once per locale.
    func gannenYear(from handle: ICUDateHandle, letter: UInt8) -> [UInt8]? {
        if let known = gannen.withLock({ $0 }) { return known }
        let checked = Self.checkGannenYear(handle, letter)
        gannen.withLock { $0 = .some(checked) }
        return checked
    }

    private static func checkGannenYear(_ handle: ICUDateHandle, _ letter: UInt8) -> [UInt8]? {
        guard let gannen = handle.number(1, forPatternLetter: letter), !gannen.isEmpty else { return nil }
        for year: Int32 in [0, 2, 3, 9, 10, 11, 19, 20, 31, 45, 64, 99, 100, 101, 999, 1000, 1234, 9999, 12345] {
            guard handle.number(year, forPatternLetter: letter) == String(year) else { return nil }
        }
        return Array(gannen.utf8)
    }
}

extension DigitTable {
    /// The digits and negative affixes of a pattern letter's number format,
    /// nil when it is not a plain decimal format.
    static func read(from handle: ICUDateHandle, letter: UInt8) -> DigitTable? {
        guard let found = handle.digits(forPatternLetter: letter),
            let negative = handle.negativeAffixes(forPatternLetter: letter)
        else { return nil }
        return DigitTable(found.digits, negativePrefix: negative.prefix, negativeSuffix: negative.suffix)
    }
}
