import Foundation
import LocaleFormat
import LocaleFormatCatalogs
import LocaleFormatService
import Testing

@testable import LocaleFormatServer

/// `OpenAPIDocument` describes what the service really does: it covers
/// every op of the dispatcher's table, every request below is valid under
/// its op's schema, and the real response of each (through the dispatcher
/// that serves `POST /v1/format`) is valid under `Response` and its op's
/// `…Result`.
@Suite struct OpenAPIDocumentTests {
    static let document: JSONValue = (try? JSONParser.parse(OpenAPIDocument.json, limits: .unlimited())) ?? .null
    static let validator = SchemaValidator(document: document)
    static let dispatcher = FormatDispatcher(formatters: Formatters(capacity: 64), catalogs: catalogs)

    /// One synthetic catalog `app` for the `string` requests.
    static let catalogs: CatalogStore = {
        let root = NSTemporaryDirectory() + "openapi-catalog-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let document =
            #"{"sourceLanguage":"en","strings":{"Hello %@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello %@"}},"fr":{"stringUnit":{"state":"translated","value":"Bonjour %@"}}}}}}"#
        _ = FileManager.default.createFile(atPath: root + "/Localizable.xcstrings", contents: Data(document.utf8))
        let store = (try? CatalogStore(paths: ["app": root])) ?? CatalogStore(CatalogSet([:]))
        try? FileManager.default.removeItem(atPath: root)
        return store
    }()

    /// `GET /v1/catalogs` of the catalog above is valid under `CatalogListing`.
    @Test func catalogListingMatchesTheDocument() throws {
        let listing = try JSONParser.parse(CatalogListing.json(Self.catalogs))
        #expect(Self.validator.errors(listing, component: "CatalogListing") == [])
        #expect(
            JSONWriter.string(listing)
                == #"{"catalogs":[{"name":"app","developmentLanguage":"en","entries":2,"tables":[{"name":"Localizable","localizations":["en","fr"],"keys":1,"entries":2}]}]}"#
        )
    }

    /// Every op's declared example, and more requests of each, successes
    /// and errors alike.
    static let requests: [String] =
        FormatOperations.declarations.map(\.example) + [
            #"{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","timeZone":"America/Los_Angeles","dateStyle":"full","timeStyle":"long"}"#,
            #"{"op":"date","locale":"en","date":1438968572,"skeleton":"yMMMd","calendar":"buddhist"}"#,
            #"{"op":"number","locale":"de","value":"1234567.891","style":"percent","maximumFractionDigits":2,"grouping":false}"#,
            #"{"op":"currency","locale":"de-DE","amount":"1234.5","currency":"EUR","display":"name","accounting":true}"#,
            #"{"op":"unit","locale":"en-US","value":"1.8","unit":"meter","usage":"person-height","width":"long"}"#,
            #"{"op":"plural","locale":"pl","value":5,"type":"cardinal"}"#,
            #"{"op":"compare","locale":"sv","a":"ä","b":"z","strength":"primary","numeric":true}"#,
            #"{"op":"sort","locale":"de","strings":["zebra","Äpfel","apfel"],"caseFirst":"upper"}"#,
            #"{"op":"sortKey","locale":"sv","text":"ä","alternate":"shifted"}"#,
            #"{"id":"m","op":"message","locale":"ru","pattern":"{n, plural, one {# день} other {# дня}}","args":{"n":5}}"#,
            #"{"op":"case","locale":"tr","text":"istanbul","mode":"upper"}"#,
            #"{"op":"locale","locale":"ar-EG","displayLocale":"en"}"#,
            #"{"op":"negotiate","requested":"de-CH, de;q=0.9","supported":["en","de"],"default":"en"}"#,
            #"{"op":"interval","locale":"en-US","start":"2015-08-07T17:29:32Z","end":"2015-08-10T10:00:00Z","skeleton":"yMMMd"}"#,
            #"{"op":"interval","locale":"en-US","start":0,"end":3600,"dateStyle":"medium","timeStyle":"short"}"#,
            #"{"op":"relative","locale":"de","value":-2,"unit":"day","numeric":"auto","width":"short"}"#,
            #"{"op":"list","locale":"es","items":["siete","ocho"],"type":"or","width":"narrow"}"#,
            #"{"op":"displayName","locale":"en","type":"language","code":"en-GB","languageDisplay":"standard"}"#,
            #"{"op":"displayName","locale":"fr","type":"currency","code":"XYZ","fallback":"none"}"#,
            #"{"op":"displayName","locale":"en","type":"keyValue","key":"co","code":"phonebk","width":"short"}"#,
            #"{"op":"numberRange","locale":"en-US","start":3,"end":5,"currency":"EUR","collapse":"none"}"#,
            #"{"op":"numberRange","locale":"en","start":5,"end":10,"unit":"kilometer","width":"long"}"#,
            #"{"op":"duration","locale":"fi","duration":{"hours":1,"minutes":2,"seconds":"3.5"},"width":"numeric"}"#,
            #"{"id":8,"op":"string","catalog":"app","key":"Hello %@","languages":["fr-CA","en"],"args":["Ada"],"device":"ipad","width":40,"strict":false,"localizeNumbers":true,"formatLocale":"fr-CA"}"#,
            #"{"op":"string","catalog":"app","table":"Localizable","key":"Hello %@","languages":["de"],"args":[5]}"#,
            #"{"op":"string","catalog":"web","key":"Hello %@","languages":["en"]}"#,
            #"{"op":"string","catalog":"app","key":"Hello %@","languages":["fr"],"args":["Ada"],"pseudo":["en-XA","bounded"]}"#,
            #"{"op":"pseudo","method":"en-XA","text":"Battery %1d%%"}"#,
            #"{"op":"pseudo","method":["accented","bounded"],"text":"%@ files"}"#,
            #"{"op":"pseudo","method":["en-XA","ar-XB"],"text":"{n} files, %1$#@n@"}"#,
            // Errors of several kinds: the error object and its codes.
            #"{"id":7,"op":"date","locale":"en-","date":0,"dateStyle":"short"}"#,
            #"{"op":"currency","locale":"en","amount":"1","currency":"XYZ"}"#,
            #"{"op":"relative","locale":"en","value":"NaN","unit":"day"}"#,
        ]

    static func resultSchema(of op: String) -> String { op.prefix(1).uppercased() + op.dropFirst() + "Result" }

    @Test func documentIsOpenAPI31WithEveryRoute() throws {
        guard case .object(let root) = Self.document, case .object(let paths)? = root["paths"] else {
            Issue.record("the document does not parse")
            return
        }
        #expect(root["openapi"] == .string("3.1.0"))
        #expect(
            Set(paths.keys)
                == [
                    FormatServer.formatPath, FormatServer.healthPath, FormatServer.readyPath,
                    FormatServer.metricsPath, FormatServer.openAPIPath, FormatServer.catalogsPath, "/v1/version",
                ])
    }

    @Test func everyOpOfTheTableHasItsSchemas() {
        for op in FormatOperations.names {
            let name = op.prefix(1).uppercased() + op.dropFirst()
            #expect(Self.validator.resolve("#/components/schemas/\(name)Request") != nil, "\(op)")
            #expect(Self.validator.resolve("#/components/schemas/\(name)Result") != nil, "\(op)")
        }
        let covered = Set(
            Self.requests.compactMap { line -> String? in
                guard case .object(let request)? = try? JSONParser.parse(line), case .string(let op)? = request["op"]
                else { return nil }
                return op
            })
        #expect(covered == Set(FormatOperations.names))
    }

    @Test(arguments: requests)
    func requestsAndRealResponsesMatchTheDocument(line: String) throws {
        let request = try JSONParser.parse(line)
        #expect(Self.validator.errors(request, component: "Request") == [], "\(line)")
        let bytes = try #require(Self.dispatcher.responseLine(for: Array(line.utf8)))
        let response = try JSONParser.parse(bytes)
        #expect(
            Self.validator.errors(response, component: "Response") == [], "\(String(decoding: bytes, as: UTF8.self))")
        guard case .object(let requestObject) = request, case .string(let op)? = requestObject["op"],
            case .object(let answer) = response
        else { return }
        if let result = answer["result"] {
            #expect(Self.validator.errors(result, component: Self.resultSchema(of: op)) == [], "\(op): \(result)")
        }
    }

    /// The schemas are strict where the protocol is: an unknown field, a
    /// wrong enum value or a missing field is invalid, as the service says.
    @Test(arguments: [
        #"{"op":"date","locale":"en","date":0,"dateStlye":"full"}"#,
        #"{"op":"list","locale":"en","items":["a"],"type":"And"}"#,
        #"{"op":"duration","locale":"en","duration":{"hour":1}}"#,
        #"{"op":"relative","locale":"en","value":1}"#,
        #"{"op":"string","catalog":"app","key":"Hello %@","languages":[]}"#,
        #"{"op":"string","catalog":"app","key":"Hello %@","languages":["en"],"device":"iPad"}"#,
        #"{"op":"frobnicate"}"#,
    ])
    func shapeFaultsAreInvalidUnderTheDocument(line: String) throws {
        #expect(!Self.validator.errors(try JSONParser.parse(line), component: "Request").isEmpty)
        #expect(errorCode(line) == "invalidRequest")
    }

    func errorCode(_ line: String) -> String? {
        guard let bytes = Self.dispatcher.responseLine(for: Array(line.utf8)),
            case .object(let response) = try? JSONParser.parse(bytes),
            case .object(let error)? = response["error"], case .string(let code)? = error["code"]
        else { return nil }
        return code
    }
}
