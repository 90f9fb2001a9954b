/// The parts of the OpenAPI document that no op declares: the routes, the
/// error objects, the catalog listing and the response envelope.
/// ``OpenAPIDocument`` adds each op's request and result schemas, generated
/// from the op table.
extension OpenAPIDocument {
    static let routes = #"""
        {
          "openapi": "3.1.0",
          "info": {
            "title": "LocaleFormat formatting service",
            "version": "0.1.0",
            "description": "POST /v1/format speaks the request protocol of Docs/Protocol.md: one request object gets one response object, an array of requests an array of responses in order. A request's own fault is a 200 whose response carries the error."
          },
          "paths": {
            "/v1/format": {
              "post": {
                "operationId": "format",
                "summary": "format one request or an array of requests",
                "requestBody": {
                  "required": true,
                  "content": {
                    "application/json": {
                      "schema": {
                        "oneOf": [
                          {
                            "$ref": "#/components/schemas/Request"
                          },
                          {
                            "type": "array",
                            "items": {
                              "$ref": "#/components/schemas/Request"
                            },
                            "maxItems": 100000
                          }
                        ]
                      }
                    }
                  }
                },
                "responses": {
                  "200": {
                    "description": "the response, or the responses in order",
                    "content": {
                      "application/json": {
                        "schema": {
                          "oneOf": [
                            {
                              "$ref": "#/components/schemas/Response"
                            },
                            {
                              "type": "array",
                              "items": {
                                "$ref": "#/components/schemas/Response"
                              }
                            }
                          ]
                        }
                      }
                    }
                  },
                  "400": {
                    "description": "the body is not JSON, or neither an object nor an array (invalidRequest)",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/ErrorResponse"
                        }
                      }
                    }
                  },
                  "413": {
                    "description": "the body, a single request or the array is over its limit (limitExceeded)",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/ErrorResponse"
                        }
                      }
                    }
                  },
                  "415": {
                    "description": "the Content-Type is not application/json in UTF-8 (invalidRequest)",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/ErrorResponse"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/healthz": {
              "get": {
                "operationId": "health",
                "summary": "liveness",
                "responses": {
                  "200": {
                    "description": "serving",
                    "content": {
                      "application/json": {
                        "schema": {
                          "type": "object",
                          "properties": {
                            "status": {
                              "const": "ok"
                            }
                          },
                          "required": [
                            "status"
                          ],
                          "additionalProperties": false
                        }
                      }
                    }
                  }
                }
              }
            },
            "/metrics": {
              "get": {
                "operationId": "metrics",
                "summary": "Prometheus metrics",
                "responses": {
                  "200": {
                    "description": "Prometheus text format 0.0.4",
                    "content": {
                      "text/plain": {
                        "schema": {
                          "type": "string"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/v1/catalogs": {
              "get": {
                "operationId": "catalogs",
                "summary": "the loaded string catalogs: names, tables, localizations and entry counts, never contents",
                "responses": {
                  "200": {
                    "description": "the catalogs in use now, by name in code-point order",
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/CatalogListing"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/openapi.json": {
              "get": {
                "operationId": "openapi",
                "summary": "this document",
                "responses": {
                  "200": {
                    "description": "OpenAPI 3.1",
                    "content": {
                      "application/json": {
                        "schema": {
                          "type": "object"
                        }
                      }
                    }
                  }
                }
              }
            }
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
