/// The OpenAPI 3.1 document of the service: `POST /v1/format` with every op
/// of Docs/Protocol.md (request and result shapes, the error object and its
/// codes), `/healthz`, `/metrics`, `/v1/catalogs` and itself, served at
/// `GET /openapi.json`. This file is its only copy; `OpenAPIDocumentTests`
/// checks it covers every op and validates real responses against it.
public enum OpenAPIDocument {
    /// The document, as served.
    public static let json = #"""
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
              "DateRequest": {
                "type": "object",
                "description": "an instant in a locale, calendar and time zone",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "date"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "date": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "ISO 8601 with Z or ±hh:mm, or seconds since 1970"
                  },
                  "timeZone": {
                    "type": "string"
                  },
                  "calendar": {
                    "type": "string"
                  },
                  "dateStyle": {
                    "type": "string",
                    "enum": [
                      "full",
                      "long",
                      "medium",
                      "short",
                      "none"
                    ]
                  },
                  "timeStyle": {
                    "type": "string",
                    "enum": [
                      "full",
                      "long",
                      "medium",
                      "short",
                      "none"
                    ]
                  },
                  "skeleton": {
                    "type": "string"
                  },
                  "pattern": {
                    "type": "string"
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "date"
                ],
                "additionalProperties": false
              },
              "DateResult": {
                "type": "string"
              },
              "NumberRequest": {
                "type": "object",
                "description": "a decimal in a locale's style",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "number"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "value": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "a decimal: a JSON number or a string (every digit kept)"
                  },
                  "style": {
                    "type": "string",
                    "enum": [
                      "decimal",
                      "percent",
                      "scientific",
                      "compactShort",
                      "compactLong"
                    ]
                  },
                  "minimumFractionDigits": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20
                  },
                  "maximumFractionDigits": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20
                  },
                  "roundingMode": {
                    "type": "string",
                    "enum": [
                      "halfEven",
                      "halfUp",
                      "halfDown",
                      "ceiling",
                      "floor",
                      "up",
                      "down"
                    ]
                  },
                  "minimumIntegerDigits": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 30
                  },
                  "grouping": {
                    "type": "boolean"
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "value"
                ],
                "additionalProperties": false
              },
              "NumberResult": {
                "type": "string"
              },
              "CurrencyRequest": {
                "type": "object",
                "description": "an exact amount of money",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "currency"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "amount": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "a decimal: a JSON number or a string (every digit kept)"
                  },
                  "currency": {
                    "type": "string"
                  },
                  "display": {
                    "type": "string",
                    "enum": [
                      "symbol",
                      "narrowSymbol",
                      "code",
                      "name"
                    ]
                  },
                  "accounting": {
                    "type": "boolean"
                  },
                  "minimumFractionDigits": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20
                  },
                  "maximumFractionDigits": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20
                  },
                  "roundingMode": {
                    "type": "string",
                    "enum": [
                      "halfEven",
                      "halfUp",
                      "halfDown",
                      "ceiling",
                      "floor",
                      "up",
                      "down"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "amount",
                  "currency"
                ],
                "additionalProperties": false
              },
              "CurrencyResult": {
                "type": "string"
              },
              "UnitRequest": {
                "type": "object",
                "description": "a measurement, optionally converted for a usage",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "unit"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "value": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "a decimal: a JSON number or a string (every digit kept)"
                  },
                  "unit": {
                    "type": "string"
                  },
                  "width": {
                    "type": "string",
                    "enum": [
                      "short",
                      "narrow",
                      "long"
                    ]
                  },
                  "usage": {
                    "type": "string"
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "value",
                  "unit"
                ],
                "additionalProperties": false
              },
              "UnitResult": {
                "type": "string"
              },
              "PluralRequest": {
                "type": "object",
                "description": "the CLDR plural category of a number",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "plural"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "value": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "a decimal: a JSON number or a string (every digit kept)"
                  },
                  "type": {
                    "type": "string",
                    "enum": [
                      "cardinal",
                      "ordinal"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "value"
                ],
                "additionalProperties": false
              },
              "PluralResult": {
                "type": "string",
                "enum": [
                  "zero",
                  "one",
                  "two",
                  "few",
                  "many",
                  "other"
                ]
              },
              "CompareRequest": {
                "type": "object",
                "description": "the collation order of two strings",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "compare"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "a": {
                    "type": "string"
                  },
                  "b": {
                    "type": "string"
                  },
                  "strength": {
                    "type": "string",
                    "enum": [
                      "primary",
                      "secondary",
                      "tertiary",
                      "quaternary",
                      "identical"
                    ]
                  },
                  "numeric": {
                    "type": "boolean"
                  },
                  "caseFirst": {
                    "type": "string",
                    "enum": [
                      "upper",
                      "lower",
                      "off"
                    ]
                  },
                  "alternate": {
                    "type": "string",
                    "enum": [
                      "nonIgnorable",
                      "shifted"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "a",
                  "b"
                ],
                "additionalProperties": false
              },
              "CompareResult": {
                "type": "integer",
                "enum": [
                  -1,
                  0,
                  1
                ]
              },
              "SortRequest": {
                "type": "object",
                "description": "strings in collation order, stably",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "sort"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "strings": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "maxItems": 100000
                  },
                  "strength": {
                    "type": "string",
                    "enum": [
                      "primary",
                      "secondary",
                      "tertiary",
                      "quaternary",
                      "identical"
                    ]
                  },
                  "numeric": {
                    "type": "boolean"
                  },
                  "caseFirst": {
                    "type": "string",
                    "enum": [
                      "upper",
                      "lower",
                      "off"
                    ]
                  },
                  "alternate": {
                    "type": "string",
                    "enum": [
                      "nonIgnorable",
                      "shifted"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "strings"
                ],
                "additionalProperties": false
              },
              "SortResult": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              },
              "SortKeyRequest": {
                "type": "object",
                "description": "the ICU sort key as lowercase hex",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "sortKey"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "text": {
                    "type": "string"
                  },
                  "strength": {
                    "type": "string",
                    "enum": [
                      "primary",
                      "secondary",
                      "tertiary",
                      "quaternary",
                      "identical"
                    ]
                  },
                  "numeric": {
                    "type": "boolean"
                  },
                  "caseFirst": {
                    "type": "string",
                    "enum": [
                      "upper",
                      "lower",
                      "off"
                    ]
                  },
                  "alternate": {
                    "type": "string",
                    "enum": [
                      "nonIgnorable",
                      "shifted"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "text"
                ],
                "additionalProperties": false
              },
              "SortKeyResult": {
                "type": "string",
                "pattern": "^[0-9a-f]*$"
              },
              "MessageRequest": {
                "type": "object",
                "description": "an ICU MessageFormat message with named arguments",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "message"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "pattern": {
                    "type": "string"
                  },
                  "args": {
                    "type": "object",
                    "additionalProperties": {
                      "oneOf": [
                        {
                          "type": "string"
                        },
                        {
                          "type": "number"
                        }
                      ]
                    }
                  },
                  "timeZone": {
                    "type": "string"
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "pattern"
                ],
                "additionalProperties": false
              },
              "MessageResult": {
                "type": "string"
              },
              "CaseRequest": {
                "type": "object",
                "description": "upper, lower or title case in a locale",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "case"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "text": {
                    "type": "string"
                  },
                  "mode": {
                    "type": "string",
                    "enum": [
                      "upper",
                      "lower",
                      "title"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "text",
                  "mode"
                ],
                "additionalProperties": false
              },
              "CaseResult": {
                "type": "string"
              },
              "LocaleRequest": {
                "type": "object",
                "description": "facts about a locale",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "locale"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "displayLocale": {
                    "type": "string"
                  }
                },
                "required": [
                  "op",
                  "locale"
                ],
                "additionalProperties": false
              },
              "LocaleResult": {
                "type": "object",
                "properties": {
                  "canonical": {
                    "type": "string"
                  },
                  "icuId": {
                    "type": "string"
                  },
                  "maximized": {
                    "type": "string"
                  },
                  "displayName": {
                    "type": "string"
                  },
                  "displayLocale": {
                    "type": "string"
                  },
                  "calendar": {
                    "type": "string"
                  },
                  "dataLocale": {
                    "type": "string"
                  },
                  "language": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "script": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "region": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "currency": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "rightToLeft": {
                    "type": "boolean"
                  },
                  "hourCycle": {
                    "type": "string",
                    "enum": [
                      "h11",
                      "h12",
                      "h23",
                      "h24"
                    ]
                  }
                },
                "additionalProperties": false,
                "required": [
                  "calendar",
                  "canonical",
                  "currency",
                  "dataLocale",
                  "displayLocale",
                  "displayName",
                  "hourCycle",
                  "icuId",
                  "language",
                  "maximized",
                  "region",
                  "rightToLeft",
                  "script"
                ]
              },
              "NegotiateRequest": {
                "type": "object",
                "description": "the best supported locale for a person's preferences",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "negotiate"
                  },
                  "requested": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "array",
                        "items": {
                          "type": "string"
                        }
                      }
                    ]
                  },
                  "supported": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "maxItems": 1000
                  },
                  "default": {
                    "type": "string"
                  }
                },
                "required": [
                  "op",
                  "requested",
                  "supported",
                  "default"
                ],
                "additionalProperties": false
              },
              "NegotiateResult": {
                "type": "string"
              },
              "IntervalRequest": {
                "type": "object",
                "description": "the range between two instants (second version)",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "interval"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "start": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "ISO 8601 with Z or ±hh:mm, or seconds since 1970"
                  },
                  "end": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "ISO 8601 with Z or ±hh:mm, or seconds since 1970"
                  },
                  "timeZone": {
                    "type": "string"
                  },
                  "calendar": {
                    "type": "string"
                  },
                  "skeleton": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 100
                  },
                  "dateStyle": {
                    "type": "string",
                    "enum": [
                      "full",
                      "long",
                      "medium",
                      "short",
                      "none"
                    ]
                  },
                  "timeStyle": {
                    "type": "string",
                    "enum": [
                      "full",
                      "long",
                      "medium",
                      "short",
                      "none"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "start",
                  "end"
                ],
                "additionalProperties": false
              },
              "IntervalResult": {
                "type": "string"
              },
              "RelativeRequest": {
                "type": "object",
                "description": "an amount of one time unit relative to now (second version)",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "relative"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "value": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "a decimal: a JSON number or a string (every digit kept)"
                  },
                  "unit": {
                    "type": "string",
                    "enum": [
                      "year",
                      "quarter",
                      "month",
                      "week",
                      "day",
                      "hour",
                      "minute",
                      "second",
                      "sunday",
                      "monday",
                      "tuesday",
                      "wednesday",
                      "thursday",
                      "friday",
                      "saturday"
                    ]
                  },
                  "numeric": {
                    "type": "string",
                    "enum": [
                      "always",
                      "auto"
                    ]
                  },
                  "width": {
                    "type": "string",
                    "enum": [
                      "long",
                      "short",
                      "narrow"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "value",
                  "unit"
                ],
                "additionalProperties": false
              },
              "RelativeResult": {
                "type": "string"
              },
              "ListRequest": {
                "type": "object",
                "description": "strings joined into a list (second version)",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "list"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "items": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "maxItems": 1000
                  },
                  "type": {
                    "type": "string",
                    "enum": [
                      "and",
                      "or",
                      "units"
                    ]
                  },
                  "width": {
                    "type": "string",
                    "enum": [
                      "long",
                      "short",
                      "narrow"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "items"
                ],
                "additionalProperties": false
              },
              "ListResult": {
                "type": "string"
              },
              "DisplayNameRequest": {
                "type": "object",
                "description": "the name of a code; null with fallback none when ICU has none (second version)",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "displayName"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "type": {
                    "type": "string",
                    "enum": [
                      "language",
                      "script",
                      "region",
                      "variant",
                      "currency",
                      "calendar",
                      "key",
                      "keyValue",
                      "dateTimeField"
                    ]
                  },
                  "code": {
                    "type": "string"
                  },
                  "key": {
                    "type": "string"
                  },
                  "width": {
                    "type": "string",
                    "enum": [
                      "long",
                      "short",
                      "narrow"
                    ]
                  },
                  "languageDisplay": {
                    "type": "string",
                    "enum": [
                      "dialect",
                      "standard"
                    ]
                  },
                  "fallback": {
                    "type": "string",
                    "enum": [
                      "code",
                      "none"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "type",
                  "code"
                ],
                "additionalProperties": false
              },
              "DisplayNameResult": {
                "type": [
                  "string",
                  "null"
                ]
              },
              "NumberRangeRequest": {
                "type": "object",
                "description": "a range of two numbers, amounts or measures (second version)",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "numberRange"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "start": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "a decimal: a JSON number or a string (every digit kept)"
                  },
                  "end": {
                    "oneOf": [
                      {
                        "type": "string"
                      },
                      {
                        "type": "number"
                      }
                    ],
                    "description": "a decimal: a JSON number or a string (every digit kept)"
                  },
                  "collapse": {
                    "type": "string",
                    "enum": [
                      "auto",
                      "none",
                      "unit",
                      "all"
                    ]
                  },
                  "identityFallback": {
                    "type": "string",
                    "enum": [
                      "singleValue",
                      "approximatelyOrSingleValue",
                      "approximately",
                      "range"
                    ]
                  },
                  "currency": {
                    "type": "string"
                  },
                  "display": {
                    "type": "string",
                    "enum": [
                      "symbol",
                      "narrowSymbol",
                      "code",
                      "name"
                    ]
                  },
                  "accounting": {
                    "type": "boolean"
                  },
                  "unit": {
                    "type": "string"
                  },
                  "width": {
                    "type": "string",
                    "enum": [
                      "short",
                      "narrow",
                      "long"
                    ]
                  },
                  "style": {
                    "type": "string",
                    "enum": [
                      "decimal",
                      "percent",
                      "scientific",
                      "compactShort",
                      "compactLong"
                    ]
                  },
                  "minimumFractionDigits": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20
                  },
                  "maximumFractionDigits": {
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 20
                  },
                  "roundingMode": {
                    "type": "string",
                    "enum": [
                      "halfEven",
                      "halfUp",
                      "halfDown",
                      "ceiling",
                      "floor",
                      "up",
                      "down"
                    ]
                  },
                  "minimumIntegerDigits": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 30
                  },
                  "grouping": {
                    "type": "boolean"
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "start",
                  "end"
                ],
                "additionalProperties": false
              },
              "NumberRangeResult": {
                "type": "string"
              },
              "DurationRequest": {
                "type": "object",
                "description": "an amount of time in several units (second version)",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "duration"
                  },
                  "locale": {
                    "type": "string",
                    "description": "a BCP 47 tag or an ICU id"
                  },
                  "duration": {
                    "type": "object",
                    "properties": {
                      "years": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "months": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "weeks": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "days": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "hours": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "minutes": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "seconds": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "milliseconds": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "microseconds": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      },
                      "nanoseconds": {
                        "oneOf": [
                          {
                            "type": "string"
                          },
                          {
                            "type": "number"
                          }
                        ],
                        "description": "a decimal: a JSON number or a string (every digit kept)"
                      }
                    },
                    "additionalProperties": false,
                    "minProperties": 1
                  },
                  "width": {
                    "type": "string",
                    "enum": [
                      "long",
                      "short",
                      "narrow",
                      "numeric"
                    ]
                  }
                },
                "required": [
                  "op",
                  "locale",
                  "duration"
                ],
                "additionalProperties": false
              },
              "DurationResult": {
                "type": "string"
              },
              "StringRequest": {
                "type": "object",
                "description": "an entry of a loaded string catalog, rendered for a person's languages",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "string"
                  },
                  "catalog": {
                    "type": "string",
                    "description": "the NAME of --catalog NAME=PATH"
                  },
                  "table": {
                    "type": "string",
                    "default": "Localizable"
                  },
                  "key": {
                    "type": "string",
                    "description": "compared as exact UTF-8 bytes"
                  },
                  "languages": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    },
                    "minItems": 1,
                    "maxItems": 32,
                    "description": "BCP 47 tags or ICU ids, preferred first"
                  },
                  "args": {
                    "type": "array",
                    "items": {
                      "oneOf": [
                        {
                          "type": "string"
                        },
                        {
                          "type": "number"
                        }
                      ]
                    },
                    "maxItems": 64,
                    "default": []
                  },
                  "device": {
                    "type": "string",
                    "enum": [
                      "iphone",
                      "ipad",
                      "ipod",
                      "mac",
                      "applewatch",
                      "appletv",
                      "applevision",
                      "other"
                    ],
                    "default": "other"
                  },
                  "width": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 10000
                  },
                  "strict": {
                    "type": "boolean",
                    "default": false
                  },
                  "localizeNumbers": {
                    "type": "boolean",
                    "default": true
                  },
                  "formatLocale": {
                    "type": "string",
                    "description": "the locale numbers are formatted for; by default the localization's language with the matched preference's region"
                  },
                  "pseudo": {
                    "oneOf": [
                      {
                        "$ref": "#/components/schemas/PseudoMethod"
                      },
                      {
                        "type": "array",
                        "items": {
                          "$ref": "#/components/schemas/PseudoMethod"
                        },
                        "minItems": 1,
                        "maxItems": 8
                      }
                    ],
                    "description": "pseudolocalization methods applied to the format string after substitutions are expanded and before the arguments are put in"
                  }
                },
                "required": [
                  "op",
                  "catalog",
                  "key",
                  "languages"
                ],
                "additionalProperties": false
              },
              "StringResult": {
                "type": "object",
                "properties": {
                  "text": {
                    "type": "string"
                  },
                  "localization": {
                    "type": "string",
                    "description": "the BCP 47 tag of the language whose entry was rendered"
                  },
                  "fallback": {
                    "type": "boolean",
                    "description": "true when the development language's entry was rendered instead of the chosen one's"
                  }
                },
                "required": [
                  "text",
                  "localization",
                  "fallback"
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
              "PseudoRequest": {
                "type": "object",
                "description": "a text pseudolocalized, its format specifiers kept",
                "properties": {
                  "id": {
                    "description": "any JSON value, echoed"
                  },
                  "op": {
                    "const": "pseudo"
                  },
                  "method": {
                    "description": "a method, or 1-8 methods applied in order",
                    "oneOf": [
                      {
                        "$ref": "#/components/schemas/PseudoMethod"
                      },
                      {
                        "type": "array",
                        "items": {
                          "$ref": "#/components/schemas/PseudoMethod"
                        },
                        "minItems": 1,
                        "maxItems": 8
                      }
                    ]
                  },
                  "text": {
                    "type": "string"
                  }
                },
                "required": [
                  "op",
                  "method",
                  "text"
                ],
                "additionalProperties": false
              },
              "PseudoMethod": {
                "type": "string",
                "enum": [
                  "en-XA",
                  "ar-XB",
                  "accented",
                  "bounded",
                  "doubleLength"
                ]
              },
              "PseudoResult": {
                "type": "string"
              },
              "Request": {
                "description": "one request: op decides the fields",
                "oneOf": [
                  {
                    "$ref": "#/components/schemas/DateRequest"
                  },
                  {
                    "$ref": "#/components/schemas/NumberRequest"
                  },
                  {
                    "$ref": "#/components/schemas/CurrencyRequest"
                  },
                  {
                    "$ref": "#/components/schemas/UnitRequest"
                  },
                  {
                    "$ref": "#/components/schemas/PluralRequest"
                  },
                  {
                    "$ref": "#/components/schemas/CompareRequest"
                  },
                  {
                    "$ref": "#/components/schemas/SortRequest"
                  },
                  {
                    "$ref": "#/components/schemas/SortKeyRequest"
                  },
                  {
                    "$ref": "#/components/schemas/MessageRequest"
                  },
                  {
                    "$ref": "#/components/schemas/CaseRequest"
                  },
                  {
                    "$ref": "#/components/schemas/LocaleRequest"
                  },
                  {
                    "$ref": "#/components/schemas/NegotiateRequest"
                  },
                  {
                    "$ref": "#/components/schemas/IntervalRequest"
                  },
                  {
                    "$ref": "#/components/schemas/RelativeRequest"
                  },
                  {
                    "$ref": "#/components/schemas/ListRequest"
                  },
                  {
                    "$ref": "#/components/schemas/DisplayNameRequest"
                  },
                  {
                    "$ref": "#/components/schemas/NumberRangeRequest"
                  },
                  {
                    "$ref": "#/components/schemas/DurationRequest"
                  },
                  {
                    "$ref": "#/components/schemas/StringRequest"
                  },
                  {
                    "$ref": "#/components/schemas/PseudoRequest"
                  }
                ],
                "discriminator": {
                  "propertyName": "op"
                }
              },
              "Result": {
                "description": "the result of one op (each op's own is its ...Result schema)",
                "anyOf": [
                  {
                    "$ref": "#/components/schemas/DateResult"
                  },
                  {
                    "$ref": "#/components/schemas/NumberResult"
                  },
                  {
                    "$ref": "#/components/schemas/CurrencyResult"
                  },
                  {
                    "$ref": "#/components/schemas/UnitResult"
                  },
                  {
                    "$ref": "#/components/schemas/PluralResult"
                  },
                  {
                    "$ref": "#/components/schemas/CompareResult"
                  },
                  {
                    "$ref": "#/components/schemas/SortResult"
                  },
                  {
                    "$ref": "#/components/schemas/SortKeyResult"
                  },
                  {
                    "$ref": "#/components/schemas/MessageResult"
                  },
                  {
                    "$ref": "#/components/schemas/CaseResult"
                  },
                  {
                    "$ref": "#/components/schemas/LocaleResult"
                  },
                  {
                    "$ref": "#/components/schemas/NegotiateResult"
                  },
                  {
                    "$ref": "#/components/schemas/IntervalResult"
                  },
                  {
                    "$ref": "#/components/schemas/RelativeResult"
                  },
                  {
                    "$ref": "#/components/schemas/ListResult"
                  },
                  {
                    "$ref": "#/components/schemas/DisplayNameResult"
                  },
                  {
                    "$ref": "#/components/schemas/NumberRangeResult"
                  },
                  {
                    "$ref": "#/components/schemas/DurationResult"
                  },
                  {
                    "$ref": "#/components/schemas/StringResult"
                  },
                  {
                    "$ref": "#/components/schemas/PseudoResult"
                  }
                ]
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
