/// The OpenAPI path item of each route (``Routes/all`` lists them, and
/// ``OpenAPIDocument`` writes its `paths` from that list).
extension OpenAPIDocument {
    static let formatPath = #"""
        {
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
        }
        """#

    static let versionPath = #"""
        {
          "get": {
            "operationId": "version",
            "summary": "the versions answers depend on: two replicas answer alike when their ICU majors are the same",
            "responses": {
              "200": {
                "description": "the package's version and the running ICU's versions",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "object",
                      "properties": {
                        "package": {"type": "string"},
                        "icu": {"type": "string"},
                        "cldr": {"type": "string"},
                        "unicode": {"type": "string"},
                        "tzdata": {"type": "string"}
                      },
                      "required": ["package", "icu", "cldr", "unicode", "tzdata"],
                      "additionalProperties": false
                    }
                  }
                }
              }
            }
          }
        }
        """#

    static let healthPath = #"""
        {
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
        }
        """#

    static let readyPath = #"""
        {
          "get": {
            "operationId": "ready",
            "summary": "readiness: 503 from the shutdown signal on",
            "responses": {
              "200": {
                "description": "ready for requests",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "object",
                      "properties": {
                        "status": {
                          "const": "ready"
                        }
                      },
                      "required": [
                        "status"
                      ],
                      "additionalProperties": false
                    }
                  }
                }
              },
              "503": {
                "description": "draining: the process stops once its exchanges are answered",
                "content": {
                  "application/json": {
                    "schema": {
                      "type": "object",
                      "properties": {
                        "status": {
                          "const": "draining"
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
        }
        """#

    static let metricsPath = #"""
        {
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
        }
        """#

    static let openAPIPath = #"""
        {
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
        """#

    static let catalogsPath = #"""
        {
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
        }
        """#
}
