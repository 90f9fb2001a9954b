import LocaleFormatService

/// The OpenAPI 3.1 document of the service, served at `GET /openapi.json`:
/// `POST /v1/format` with every op of Docs/Protocol.md (request and result
/// shapes, the error object and its codes), and every other route of
/// ``Routes/all``. Its `paths` are the routes' path items, in the table's
/// order; each op's `…Request` and `…Result` schemas are generated from the
/// fields its file declares (``FormatOperations/declarations``).
/// `OpenAPIDocumentTests` validates real responses against it.
public enum OpenAPIDocument {
    /// The document, as served.
    public static let json: String = JSONWriter.string(document)

    /// The document as a JSON value: ``skeleton`` with the routes' `paths`
    /// after its `info`, the ops' schemas added to its components, and
    /// `Request` and `Result` over all ops.
    static var document: JSONValue {
        guard case .object(var root) = (try? JSONParser.parse(skeleton, maximumDepth: 64)) ?? .null,
            case .object(var components)? = root["components"],
            case .object(var schemas)? = components["schemas"]
        else { return .null }
        var generated = OpenAPISchemas()
        var requests: [JSONValue] = []
        var results: [JSONValue] = []
        for op in FormatOperations.declarations {
            let name = op.name.prefix(1).uppercased() + op.name.dropFirst()
            generated.add(name + "Request", generated.request(op))
            generated.add(name + "Result", generated.schema(of: op.result))
            requests.append(OpenAPISchemas.reference(name + "Request"))
            results.append(OpenAPISchemas.reference(name + "Result"))
        }
        generated.add(
            "Request",
            OpenAPISchemas.object([
                ("description", .string("one request: op decides the fields")),
                ("oneOf", .array(requests)),
                ("discriminator", OpenAPISchemas.object([("propertyName", .string("op"))])),
            ]))
        generated.add(
            "Result",
            OpenAPISchemas.object([
                ("description", .string("the result of one op (each op's own is its ...Result schema)")),
                ("anyOf", .array(results)),
            ]))
        schemas.members += generated.members
        components.members = components.members.map { member in
            member.key == "schemas" ? .init(key: member.key, value: .object(schemas)) : member
        }
        root.members = root.members.map { member in
            member.key == "components" ? .init(key: member.key, value: .object(components)) : member
        }
        root.members.insert(.init(key: "paths", value: paths), at: min(2, root.members.count))
        return .object(root)
    }

    /// The `paths` object: each route's path item, in ``Routes/all``'s order.
    static var paths: JSONValue {
        var paths = JSONObject()
        for route in Routes.all {
            paths.members.append(
                .init(key: route.path, value: (try? JSONParser.parse(route.openAPI, maximumDepth: 64)) ?? .null))
        }
        return .object(paths)
    }
}
