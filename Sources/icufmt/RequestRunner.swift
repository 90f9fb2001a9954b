import ArgumentParser
import LocaleFormatService

/// Runs one protocol request for a person-facing subcommand and prints its
/// result, or the error on standard error with exit status 1.
enum RequestRunner {
    static func run(_ members: [(String, JSONValue?)], dispatcher: FormatDispatcher = FormatDispatcher()) throws {
        let result = try self.result(members, dispatcher: dispatcher)
        switch result {
        case .string(let text):
            print(text)
        case .object(let fields):
            let width = fields.keys.map(\.count).max() ?? 0
            for member in fields.members {
                let key = member.key + String(repeating: " ", count: width - member.key.count)
                print("\(key)  \(member.value.plainText)")
            }
        case .array(let items):
            for item in items { print(item.plainText) }
        default:
            print(result.plainText)
        }
    }

    /// The result of one request, or exit status 1 with the error on standard error.
    static func result(_ members: [(String, JSONValue?)], dispatcher: FormatDispatcher = FormatDispatcher()) throws
        -> JSONValue
    {
        var object: [JSONObject.Member] = []
        for (key, value) in members {
            if let value { object.append(.init(key: key, value: value)) }
        }
        switch dispatcher.response(to: .object(JSONObject(object))).outcome {
        case .success(let result):
            return result
        case .failure(let error):
            var stderr = StandardError()
            print("error: \(error.code): \(error.message)", to: &stderr)
            throw ExitCode(1)
        }
    }

    /// A command-line argument as a JSON value: a JSON number stays a number.
    static func scalar(_ text: String) -> JSONValue {
        if let value = try? JSONParser.parse(text), case .number = value { return value }
        return .string(text)
    }
}

extension JSONValue {
    /// The value as a person reads it: strings bare, `null` as "-".
    var plainText: String {
        switch self {
        case .string(let s): s
        case .null: "-"
        default: JSONWriter.string(self)
        }
    }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileOutput.write(Array(string.utf8), to: 2)
    }
}
