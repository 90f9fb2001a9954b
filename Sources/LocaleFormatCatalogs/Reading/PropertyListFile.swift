import Foundation

/// XML and binary property lists, read by Foundation's reader (which reads
/// Apple's XML and `bplist00` formats exactly).
enum PropertyListFile {
    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist00".utf8)) }

    /// Whether the bytes look like an XML property list (after an optional
    /// UTF-8 byte order mark and white space).
    static func isXML(_ bytes: [UInt8]) -> Bool {
        var slice = bytes.prefix(256)[...]
        if slice.starts(with: [0xEF, 0xBB, 0xBF]) { slice = slice.dropFirst(3) }
        while let first = slice.first, first == 0x20 || first == 0x0A || first == 0x0D || first == 0x09 {
            slice = slice.dropFirst()
        }
        return slice.starts(with: Array("<?xml".utf8)) || slice.starts(with: Array("<!DOCTYPE plist".utf8))
            || slice.starts(with: Array("<plist".utf8))
    }

    /// The root object of an XML or binary property list.
    static func read(_ bytes: [UInt8], path: String) throws(CatalogLoadError) -> Any {
        do {
            return try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            throw CatalogLoadError(path: path, "not a readable property list: \(detail)")
        }
    }
}
