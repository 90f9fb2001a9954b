/// The parts of the OpenAPI document that neither a route nor an op
/// declares: its header, the error objects, the catalog listing and the
/// response envelope. ``OpenAPIDocument`` adds the routes' `paths`
/// (``Routes/all``) and each op's request and result schemas, generated from
/// the op table.
extension OpenAPIDocument {
    static let skeleton = #"""
        {
          "openapi": "3.1.0",
          "info": {
            "title": "LocaleFormat formatting service",
            "version": "0.1.0",
            "description": "POST /v1/format speaks the request protocol of Docs/Protocol.md: one request object gets one response object, an array of requests an array of responses in order. A request's own fault is a 200 whose response carries the error."
          },
          "components": {
            "schemas": {
              "ErrorObject": {
                "type": "object",
                "properties": {
                  "code": {
                    "type": "string",
                    "enum": [
                      "invalidRequest",
                      "invalidLocale",
                      "invalidTimeZone",
                      "invalidCalendar",
                      "invalidDate",
                      "invalidNumber",
                      "invalidCurrency",
                      "invalidUnit",
                      "invalidPattern",
                      "limitExceeded",
                      "internal",
                      "unknownCatalog",
                      "unknownKey",
                      "missingTranslation",
                      "invalidArgument",
                      "invalidCatalog"
                    ]
                  },
                  "message": {
                    "type": "string"
                  }
                },
                "required": [
                  "code",
                  "message"
                ],
                "additionalProperties": false
              },
              "ErrorResponse": {
                "type": "object",
                "description": "a refusal of the whole body (4xx), without an id",
                "properties": {
                  "error": {
                    "$ref": "#/components/schemas/ErrorObject"
                  }
                },
                "required": [
                  "error"
                ],
                "additionalProperties": false
              },
              "CatalogListing": {
                "type": "object",
                "properties": {
                  "catalogs": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "properties": {
                        "name": {
                          "type": "string"
                        },
                        "developmentLanguage": {
                          "type": "string"
                        },
                        "entries": {
                          "type": "integer",
                          "description": "values: keys times the localizations having them, all tables"
                        },
                        "tables": {
                          "type": "array",
                          "items": {
                            "type": "object",
                            "properties": {
                              "name": {
                                "type": "string"
                              },
                              "localizations": {
                                "type": "array",
                                "items": {
                                  "type": "string"
                                }
                              },
                              "keys": {
                                "type": "integer"
                              },
                              "entries": {
                                "type": "integer"
                              }
                            },
                            "required": [
                              "name",
                              "localizations",
                              "keys",
                              "entries"
                            ],
                            "additionalProperties": false
                          }
                        }
                      },
                      "required": [
                        "name",
                        "developmentLanguage",
                        "entries",
                        "tables"
                      ],
                      "additionalProperties": false
                    }
                  }
                },
                "required": [
                  "catalogs"
                ],
                "additionalProperties": false
              },
              "Response": {
                "description": "the answer to one request: its id (when it had one) and a result or an error",
                "type": "object",
                "properties": {
                  "id": {
                    "description": "the request's id, unchanged"
                  },
                  "result": {
                    "$ref": "#/components/schemas/Result"
                  },
                  "error": {
                    "$ref": "#/components/schemas/ErrorObject"
                  }
                },
                "additionalProperties": false,
                "oneOf": [
                  {
                    "required": [
                      "result"
                    ]
                  },
                  {
                    "required": [
                      "error"
                    ]
                  }
                ]
              }
            }
          }
        }
        """#
}
