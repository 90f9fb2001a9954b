import ArgumentParser
import LocaleFormatService

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Run JSON Lines requests from standard input (Docs/Protocol.md).",
        discussion: """
            Reads one JSON request object per line and writes one response line \
            per request line, in order. Blank lines get no response. A bad line \
            gets an error response and the batch goes on; the exit status is 0 \
            once all input was read, 2 when standard input cannot be read and 3 \
            when standard output cannot be written (with the reason on standard \
            error).

            --catalog NAME=PATH (repeatable) loads an app's string catalogs for the \
            string op, each under its NAME; a catalog that cannot be loaded exits 65 \
            before any line is read, with the file, line and column on standard error.

            Example:
              echo '{"id":1,"op":"date","locale":"es-ES","date":"2015-08-07T17:29:32Z","dateStyle":"medium"}' \\
                | icufmt batch
              {"id":1,"result":"7 ago 2015"}

            Ops (`icufmt batch --fields OP` lists an op's fields, each with its type, \
            default and meaning):
            """ + opList
    )

    /// One line per op of the protocol: its name and what it answers.
    static let opList = FormatOperations.summaries.map { op in
        "  " + op.name + String(repeating: " ", count: max(1, 11 - op.name.count)) + op.summary
    }.joined(separator: "\n")

    @Option(
        name: .customLong("catalog"),
        help: ArgumentHelp("A string catalog for the string op (repeatable).", valueName: "NAME=PATH"))
    var catalogs: [String] = []

    @Option(
        help: ArgumentHelp(
            "Print the fields of the op OP (type, required or default, meaning) and exit.", valueName: "OP"))
    var fields: String?

    func run() throws {
        if let fields {
            guard let op = FieldHelp.operation(fields) else {
                throw ValidationError(
                    "unknown op \"\(fields)\"; use one of \(FormatOperations.names.joined(separator: ", "))")
            }
            print(FieldHelp.table(op))
            return
        }
        let store = try CatalogPaths.load(try CatalogPaths.parse(catalogs, source: "--catalog"))
        let dispatcher = FormatDispatcher(catalogs: store)
        var reader = LineReader(fileDescriptor: 0, maximumLineLength: dispatcher.limits.maximumLineBytes)
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        // Answers go out when 64 KiB have gathered, or before reading more
        // input could block, so a co-process sees each answer promptly.
        func flush() throws {
            guard !output.isEmpty else { return }
            let failure = FileOutput.writeAll(output, to: 1)
            guard failure == 0 else {
                // Nothing more can be answered: say why on standard error.
                var stderr = StandardError()
                print(
                    "error: cannot write standard output (\(FileOutput.describe(failure))); stopping the batch",
                    to: &stderr)
                throw ExitCode(3)
            }
            output.removeAll(keepingCapacity: true)
        }
        while true {
            if !reader.hasBufferedLine { try flush() }
            let next: LineReader.Line?
            do {
                next = try reader.next()
            } catch {
                try flush()
                var stderr = StandardError()
                print("error: cannot read standard input: \(error)", to: &stderr)
                throw ExitCode(2)
            }
            guard let next else { break }
            switch next {
            case .line(let bytes):
                // As over HTTP: a response longer than a line may be is a limitExceeded.
                guard dispatcher.writeResponse(toLine: bytes, into: &output) else { continue }
            case .overlong:
                dispatcher.overlongLineResponse().write(into: &output)
            }
            output.append(0x0A)
            if output.count >= 1 << 16 { try flush() }
        }
        try flush()
    }
}
