import LocaleFormatService
import Testing

/// Docs/Protocol.md, "Op pseudo", through the dispatcher. The `en-XA` and
/// `ar-XB` expectations are those of aapt2's own Pseudolocalizer tests
/// (accent map, `»…«`, padding words "one two …" half as long as the text,
/// or as long when it has more than three words), written out by hand.
@Suite struct FormatDispatcherPseudoTests {
    static let rlm = "\u{200F}"
    static let rlo = "\u{202E}"
    static let pdf = "\u{202C}"
    static func word(_ text: String) -> String { rlm + rlo + text + pdf + rlm }

    @Test func protocolExample() {
        #expect(
            respond(#"{"op":"pseudo","method":"en-XA","text":"Battery %1d%%"}"#)
                == #"{"result":"[βåţţéŕý »%1d«%% one two]"}"#)
    }

    @Test(arguments: [
        ("", "[]"),
        ("Hello, world", "[Ĥéļļö, ŵöŕļð one two]"),
        ("Hello, %1d", "[Ĥéļļö, »%1d« one two]"),
        ("^1 %", "[^1 % one]"),
        ("{placeholder}", "[»{placeholder}«]"),
        ("{USER} is offline", "[»{USER}« îš öƒƒļîñé one two]"),
        ("Copy from {path1} to {path2}", "[Çöþý ƒŕöḿ »{path1}« ţö »{path2}« one two three]"),
        ("'{USER'} is offline", "['{ÛŠÉŔ'} îš öƒƒļîñé one two three]"),
        (
            "{COUNT, plural, one {Delete a file} other {Delete {COUNT} files}}",
            "[{COUNT, plural, one {Ðéļéţé å ƒîļé one two} other {Ðéļéţé »{COUNT}« ƒîļéš one two}}]"
        ),
        // iOS specifiers are placeholders, `%%` and `%#@name@` kept.
        ("%@ has %2$lld posts", "[»%@« ĥåš »%2$lld« þöšţš one two]"),
        ("%#@posts@ left", "[»%#@posts@« ļéƒţ one]"),
        // aapt2 counts a word where a byte it does not accent follows a
        // space: more than three such words, padding as long as the text.
        ("a b c d", "[å ɓ ç ð one two]"),
        ("1 2 3 4", "[1 2 3 4 one two three]"),
    ])
    func enXA(text: String, expected: String) throws {
        let line = #"{"op":"pseudo","method":"en-XA","text":"\#(text)"}"#
        #expect(respond(line) == #"{"result":"\#(expected)"}"#)
    }

    @Test func otherMethods() {
        #expect(
            respond(#"{"op":"pseudo","method":"ar-XB","text":"  word  "}"#)
                == #"{"result":"  \#(Self.word("word"))  "}"#)
        #expect(
            respond(#"{"op":"pseudo","method":"ar-XB","text":"%d files"}"#)
                == #"{"result":"\#(Self.word("%d")) \#(Self.word("files"))"}"#)
        #expect(
            respond(#"{"op":"pseudo","method":"ar-XB","text":"{COUNT, plural, one {one} other {other}}"}"#)
                == #"{"result":"{COUNT, plural, one {\#(Self.word("one"))} other {\#(Self.word("other"))}}"}"#)
        #expect(
            respond(#"{"op":"pseudo","method":"accented","text":"Hello %@ {name}!"}"#)
                == #"{"result":"Ĥéļļö %@ {name}¡"}"#)
        #expect(respond(#"{"op":"pseudo","method":"bounded","text":"Hi %@"}"#) == #"{"result":"[# Hi %@ #]"}"#)
        #expect(
            respond(#"{"op":"pseudo","method":"doubleLength","text":"Hello %@!"}"#)
                == #"{"result":"Hello Hello %@!!"}"#)
        #expect(
            respond(#"{"op":"pseudo","method":"doubleLength","text":"50%% of %1$#@n@ {x}"}"#)
                == #"{"result":"5050%% of  of %1$#@n@  {x}"}"#)
        #expect(
            respond(#"{"op":"pseudo","method":["accented","bounded"],"text":"Hi %@"}"#)
                == #"{"result":"[# Ĥî %@ #]"}"#)
    }

    @Test func faults() {
        #expect(errorCode(#"{"op":"pseudo","method":"xx-XA","text":"a"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"pseudo","method":[],"text":"a"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"pseudo","method":["en-XA",1],"text":"a"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"pseudo","text":"a"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"pseudo","method":"en-XA"}"#) == "invalidRequest")
        #expect(errorCode(#"{"op":"pseudo","method":"en-XA","text":"a","locale":"en"}"#) == "invalidRequest")
        let nine = Array(repeating: #""bounded""#, count: 9).joined(separator: ",")
        #expect(errorCode(#"{"op":"pseudo","method":[\#(nine)],"text":"a"}"#) == "limitExceeded")
        let eight = Array(repeating: #""doubleLength""#, count: 8).joined(separator: ",")
        let text = String(repeating: "x", count: 5000)
        #expect(errorCode(#"{"op":"pseudo","method":[\#(eight)],"text":"\#(text)"}"#) == "limitExceeded")
    }
}
