/// A `String` hashed and compared by its UTF-8 bytes (JSON key identity).
struct ExactKey: Hashable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        sameKey(lhs.string, rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }
}
