import Foundation
import LocaleFormat
import LocaleFormatTestSupport
import Testing

@testable import LocaleFormatCatalogs

/// Mutated inputs never crash the readers or the renderer: every fault is a
/// typed error.
@Suite struct GarbageInputTests {
    static let alphabet: [Character] = Array("\"\\=;/*%$#@{}[]:,0123456789dlfxU \n\u{00E9}\u{FFFD}ab")

    @Test func stringsText() {
        var generator = SeededGenerator(seed: 11)
        let seed = "/* c */ \"a\" = \"%1$@ \\U00e9 \\101\";\n\"b\";\nword = w;"
        for _ in 0..<2000 {
            let text = generator.mutate(seed, alphabet: Self.alphabet)
            do {
                _ = try StringsFileReader.read(Array(text.utf8), path: "x.strings")
            } catch {
                #expect(error.code == .invalidCatalog || error.code == .limitExceeded)
            }
        }
    }

    @Test func randomBytes() {
        var generator = SeededGenerator(seed: 12)
        for length in 0..<600 {
            let bytes = (0..<length % 40).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let prefixes: [[UInt8]] = [[], [0xFF, 0xFE], [0xFE, 0xFF], [0, 0, 0xFE, 0xFF], [0xEF, 0xBB, 0xBF]]
            _ = try? StringsFileReader.read(prefixes[length % prefixes.count] + bytes, path: "x.strings")
        }
    }

    @Test func formatStrings() {
        var generator = SeededGenerator(seed: 13)
        let seed = "%1$@ has %#@n@ and %.2f%% %-5d %+lld %x %c"
        let substitution = Substitution(
            argumentNumber: nil, specifier: "d", usesArgToken: false,
            variants: PluralVariants(
                variants: [.one: .text(FormatText(format: "%d one", substitutions: nil))], integerOperand: true))
        let renderer = EntryRenderer(device: .other, width: nil, printer: SpecifierPrinter(localizeNumbers: true))
        let arguments: [CatalogArgument] = ["a", 1, 2.5, -3, 4, 65, 7]
        let context = RenderingContext(
            pluralRules: PluralRules.Options(locale: LocaleIdentifier.root), formatLocale: LocaleIdentifier.root)
        for _ in 0..<2000 {
            let format = generator.mutate(seed, alphabet: Self.alphabet)
            let value = CatalogValue.text(FormatText(format: format, substitutions: Substitutions(["n": substitution])))
            do {
                _ = try renderer.render(value, arguments: arguments, context)
            } catch {
                #expect(
                    [.invalidCatalog, .invalidArgument, .limitExceeded, .missingTranslation].contains(error.code),
                    "\(format): \(error)")
            }
        }
    }
}
