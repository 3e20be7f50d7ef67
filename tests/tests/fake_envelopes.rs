//! Envelopes (issue 49, item 1): every answer `{success, errors, messages, result}`, built as
//! `allOf: [shared envelope, {properties: {result: <record>}}]`, lists adding `result_info`.
//! The record is what `result` holds, found by what the answers share (no names are known to
//! the rule): a create's record reads back at its item path and in its list, inside the
//! envelope, and errors fill the failure envelope. Over HTTP.

mod inline_fake;

use reqwest::Method;
use serde_json::json;

const DOC: &str = r##"
openapi: 3.0.3
info: {title: Envelope, version: "1"}
servers: [{url: "https://api.example.com/client/v4"}]
paths:
  /zones:
    get:
      operationId: zones-list
      parameters:
        - {name: name, in: query, schema: {type: string}}
        - {name: page, in: query, schema: {type: number, default: 1, minimum: 1}}
        - {name: per_page, in: query, schema: {type: number, default: 20, minimum: 5, maximum: 50}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/zone_response_collection"}}}}
        4XX: {description: failure, content: {application/json: {schema: {$ref: "#/components/schemas/api-response-common-failure"}}}}
    post:
      operationId: zones-post
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string, maxLength: 253}, type: {type: string, enum: [full, partial]}}}}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/zone_response_single"}}}}
        4XX: {description: failure, content: {application/json: {schema: {$ref: "#/components/schemas/api-response-common-failure"}}}}
  /zones/{zone_id}:
    parameters: [{name: zone_id, in: path, required: true, schema: {$ref: "#/components/schemas/identifier"}}]
    get:
      operationId: zones-0-get
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/zone_response_single"}}}}
        4XX: {description: failure, content: {application/json: {schema: {$ref: "#/components/schemas/api-response-common-failure"}}}}
    patch:
      operationId: zones-0-patch
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, properties: {paused: {type: boolean}}}}}
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/zone_response_single"}}}}
        4XX: {description: failure, content: {application/json: {schema: {$ref: "#/components/schemas/api-response-common-failure"}}}}
    delete:
      operationId: zones-0-delete
      responses:
        "200": {description: ok, content: {application/json: {schema: {$ref: "#/components/schemas/api-response-single-id"}}}}
        4XX: {description: failure, content: {application/json: {schema: {$ref: "#/components/schemas/api-response-common-failure"}}}}
  /accounts/{account_id}/storage/kv/namespaces:
    parameters: [{name: account_id, in: path, required: true, schema: {$ref: "#/components/schemas/identifier"}}]
    get:
      operationId: kv-namespaces-list
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                allOf:
                  - $ref: "#/components/schemas/api-response-collection"
                  - properties: {result: {type: array, items: {$ref: "#/components/schemas/namespace"}}}
        4XX: {description: failure, content: {application/json: {schema: {$ref: "#/components/schemas/api-response-common-failure"}}}}
    post:
      operationId: kv-namespaces-create
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [title], properties: {title: {type: string}}}}}
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                allOf:
                  - $ref: "#/components/schemas/api-response-common"
                  - properties: {result: {$ref: "#/components/schemas/namespace"}}
        4XX: {description: failure, content: {application/json: {schema: {$ref: "#/components/schemas/api-response-common-failure"}}}}
  /accounts/{account_id}/storage/kv/namespaces/{namespace_id}:
    parameters:
      - {name: account_id, in: path, required: true, schema: {$ref: "#/components/schemas/identifier"}}
      - {name: namespace_id, in: path, required: true, schema: {type: string, maxLength: 32}}
    get:
      operationId: kv-namespace-get
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                allOf:
                  - $ref: "#/components/schemas/api-response-common"
                  - properties: {result: {$ref: "#/components/schemas/namespace"}}
    delete:
      operationId: kv-namespace-delete
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                allOf:
                  - $ref: "#/components/schemas/api-response-common"
                  - properties: {result: {type: object, nullable: true}}
components:
  schemas:
    identifier: {type: string, maxLength: 32, example: 023e105f4ecef8ad9ca31a8372d0c353}
    message:
      type: object
      required: [code, message]
      properties: {code: {type: integer, minimum: 1000}, message: {type: string}}
    api-response-common:
      type: object
      required: [success, errors, messages]
      properties:
        success: {type: boolean, enum: [true], example: true}
        errors: {type: array, items: {$ref: "#/components/schemas/message"}}
        messages: {type: array, items: {$ref: "#/components/schemas/message"}}
    api-response-common-failure:
      type: object
      required: [success, errors, messages, result]
      properties:
        success: {type: boolean, enum: [false], example: false}
        errors: {type: array, minItems: 1, items: {$ref: "#/components/schemas/message"}}
        messages: {type: array, items: {$ref: "#/components/schemas/message"}}
        result: {type: object, nullable: true, enum: [null]}
    result_info:
      type: object
      properties:
        page: {type: number, example: 1}
        per_page: {type: number, example: 20}
        count: {type: number, example: 1}
        total_count: {type: number, example: 2000}
    api-response-collection:
      allOf:
        - $ref: "#/components/schemas/api-response-common"
        - properties:
            result: {type: array, nullable: true, items: {}}
            result_info: {$ref: "#/components/schemas/result_info"}
    api-response-single-id:
      allOf:
        - $ref: "#/components/schemas/api-response-common"
        - properties:
            result:
              type: object
              nullable: true
              required: [id]
              properties: {id: {$ref: "#/components/schemas/identifier"}}
    zone:
      type: object
      required: [id, name, status, created_on]
      properties:
        id: {$ref: "#/components/schemas/identifier"}
        name: {type: string, example: example.com}
        status: {type: string, enum: [initializing, pending, active, moved]}
        paused: {type: boolean, default: false}
        created_on: {type: string, format: date-time}
    zone_response_single:
      allOf:
        - $ref: "#/components/schemas/api-response-common"
        - properties: {result: {$ref: "#/components/schemas/zone"}}
    zone_response_collection:
      allOf:
        - $ref: "#/components/schemas/api-response-collection"
        - properties: {result: {type: array, items: {$ref: "#/components/schemas/zone"}}}
    namespace:
      type: object
      required: [id, title]
      properties:
        id: {type: string, maxLength: 32, example: 0f2ac74b498b48028cb68387c421e279}
        title: {type: string, example: My Own Namespace}
        supports_url_encoding: {type: boolean}
"##;

#[test]
fn explain_names_the_envelope_and_where_the_record_sits() {
    let explain = inline_fake::model(DOC).explain();
    assert!(
        explain.contains("answers wrap the record in `result`, beside the envelope every answer shares (`errors`, `messages`, `success`)"),
        "{explain}"
    );
    assert!(explain.contains("its items are at `/result`"), "{explain}");
}

#[tokio::test]
async fn records_sit_in_the_envelope_and_read_back() {
    let running = inline_fake::serve(DOC).await;
    let base = format!("{}/client/v4", running.base_url());
    let http = reqwest::Client::new();
    let (status, made) = inline_fake::call(
        &http,
        Method::POST,
        format!("{base}/zones"),
        Some(json!({"name": "example.com"})),
    )
    .await;
    assert_eq!(status, 200, "{made}");
    assert_eq!(made["success"], json!(true), "{made}");
    assert_eq!(made["result"]["name"], json!("example.com"), "{made}");
    let id = made["result"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{made}"))
        .to_string();
    // Spelled as the id's example is: 32 hexadecimal digits (a uuid is refused by its maxLength).
    assert!(id.len() == 32 && id.chars().all(|c| c.is_ascii_hexdigit()), "{id}");
    let (status, second) = inline_fake::call(
        &http,
        Method::POST,
        format!("{base}/zones"),
        Some(json!({"name": "other.org"})),
    )
    .await;
    assert_eq!(status, 200, "{second}");
    assert_ne!(second["result"]["id"], made["result"]["id"], "every create its own id");

    let (status, read) = inline_fake::call(&http, Method::GET, format!("{base}/zones/{id}"), None).await;
    assert_eq!((status, &read["result"]), (200, &made["result"]), "{read}");
    let (status, list) = inline_fake::call(&http, Method::GET, format!("{base}/zones"), None).await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list["result"].as_array().map(Vec::len), Some(2), "{list}");
    assert_eq!(list["result_info"]["total_count"], json!(2), "{list}");
    let (_, named) = inline_fake::call(&http, Method::GET, format!("{base}/zones?name=example.com"), None).await;
    assert_eq!(named["result"], json!([made["result"]]), "{named}");

    let (status, patched) = inline_fake::call(
        &http,
        Method::PATCH,
        format!("{base}/zones/{id}"),
        Some(json!({"paused": true})),
    )
    .await;
    assert_eq!((status, &patched["result"]["paused"]), (200, &json!(true)), "{patched}");

    // Another resource of the same envelope, below a scope.
    let ns = format!("{base}/accounts/023e105f4ecef8ad9ca31a8372d0c353/storage/kv/namespaces");
    let (status, made_ns) = inline_fake::call(&http, Method::POST, ns.clone(), Some(json!({"title": "cache"}))).await;
    assert_eq!(
        (status, &made_ns["result"]["title"]),
        (200, &json!("cache")),
        "{made_ns}"
    );
    let (_, listed) = inline_fake::call(&http, Method::GET, ns, None).await;
    assert_eq!(listed["result"], json!([made_ns["result"]]), "{listed}");

    let (status, gone) = inline_fake::call(&http, Method::DELETE, format!("{base}/zones/{id}"), None).await;
    assert_eq!((status, &gone["success"]), (200, &json!(true)), "{gone}");
    let (status, missing) = inline_fake::call(&http, Method::GET, format!("{base}/zones/{id}"), None).await;
    assert_eq!(status, 404, "{missing}");
    // The failure envelope, with the fake's message in its one error.
    assert_eq!(missing["success"], json!(false), "{missing}");
    let message = missing["errors"][0]["message"].as_str().unwrap_or_default();
    assert!(message.contains(&id), "{missing}");
    let (status, refused) =
        inline_fake::call(&http, Method::POST, format!("{base}/zones"), Some(json!({"name": 5}))).await;
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["success"], json!(false), "{refused}");
    assert!(
        refused["errors"][0]["message"]
            .as_str()
            .is_some_and(|m| m.contains("string")),
        "{refused}"
    );
    let (_, list) = inline_fake::call(&http, Method::GET, format!("{base}/zones"), None).await;
    assert_eq!(list["result"].as_array().map(Vec::len), Some(1), "{list}");
}
