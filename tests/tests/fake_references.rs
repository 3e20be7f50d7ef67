//! References and form conventions of form APIs (issue 40), on an inline document of their
//! shapes:
//! - a member whose read schema is the id or the record of another resource (`product: anyOf
//!   [string, Product]`, an expandable reference) names a record of it: a create naming none is
//!   refused;
//! - a request's object that the record keeps with more members (`recurring: {interval}` beside
//!   a record's `{interval, interval_count}` that may be null) is kept, the rest made;
//! - an update sent as a form reads an empty value as `null` (`metadata[a]=` unsets `a`);
//! - a list parameter written as a deep object (`expand[0]=product`) is the list, and `expand`
//!   inlines the record a reference names.

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.0.3
info: {title: references, version: "1"}
paths:
  /v1/products:
    post:
      operationId: PostProducts
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema: {type: object, required: [name], properties: {name: {type: string}, metadata: {type: object, additionalProperties: {type: string}}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Product'}}}}
  /v1/products/{product}:
    parameters: [{name: product, in: path, required: true, schema: {type: string}}]
    get:
      operationId: GetProduct
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Product'}}}}
        '404': {description: missing}
    post:
      operationId: PostProduct
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties:
                metadata:
                  anyOf:
                    - {type: object, additionalProperties: {type: string}}
                    - {type: string, enum: [""]}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Product'}}}}
  /v1/prices:
    post:
      operationId: PostPrices
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required: [product, currency]
              properties:
                product: {type: string}
                currency: {type: string}
                recurring: {type: object, required: [interval], properties: {interval: {type: string, enum: [day, month]}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Price'}}}}
        '400': {description: refused}
  /v1/prices/{price}:
    parameters: [{name: price, in: path, required: true, schema: {type: string}}]
    get:
      operationId: GetPrice
      parameters:
        - {name: expand, in: query, style: deepObject, explode: true, schema: {type: array, items: {type: string}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Price'}}}}
        '404': {description: missing}
    delete:
      operationId: DeletePrice
      responses: {'204': {description: gone}}
components:
  schemas:
    Product:
      type: object
      required: [id, name, metadata]
      properties:
        id: {type: string}
        name: {type: string}
        metadata: {type: object, additionalProperties: {type: string}}
    Recurring:
      type: object
      required: [interval, interval_count]
      properties:
        interval: {type: string, enum: [day, month]}
        interval_count: {type: integer}
    Price:
      type: object
      required: [id, currency, product]
      properties:
        id: {type: string}
        currency: {type: string}
        product:
          anyOf:
            - {type: string}
            - {$ref: '#/components/schemas/Product'}
        recurring:
          anyOf: [{$ref: '#/components/schemas/Recurring'}]
          nullable: true
"#;

async fn form(http: &reqwest::Client, url: String, pairs: &[(&str, &str)]) -> (u16, Value) {
    let body = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs)
        .finish();
    let resp = http
        .post(url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .await
        .unwrap();
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn references_objects_and_form_conventions() {
    let model = oapigen::Builder::new()
        .spec_text("references.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let explained = model.explain();
    assert!(
        explained.contains("`product` names a record of `products`"),
        "{explained}"
    );
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();

    let (status, product) = form(
        &http,
        format!("{base}/v1/products"),
        &[("name", "Pro"), ("metadata[a]", "1"), ("metadata[b]", "2")],
    )
    .await;
    assert_eq!(status, 200, "{product}");
    let pid = product["id"].as_str().unwrap().to_string();

    // A price of no product is refused; of the product, made with its recurring object whole.
    let (status, _) = form(
        &http,
        format!("{base}/v1/prices"),
        &[("product", "prod_missing"), ("currency", "usd")],
    )
    .await;
    assert_eq!(status, 400, "a price of no product");
    let (status, price) = form(
        &http,
        format!("{base}/v1/prices"),
        &[("product", &pid), ("currency", "usd"), ("recurring[interval]", "month")],
    )
    .await;
    assert_eq!(status, 200, "{price}");
    assert_eq!(price["product"], json!(pid), "{price}");
    assert_eq!(price["recurring"]["interval"], json!("month"), "{price}");
    assert!(price["recurring"]["interval_count"].is_i64(), "the rest made: {price}");

    // A list parameter as a deep object.
    let id = price["id"].as_str().unwrap();
    let resp = http
        .get(format!("{base}/v1/prices/{id}?expand[0]=product"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status().as_u16(), 200);
    let expanded: Value = resp.json().await.unwrap();
    assert_eq!(expanded["product"]["name"], json!("Pro"), "expanded: {expanded}");
    let plain: Value = http
        .get(format!("{base}/v1/prices/{id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(plain["product"], json!(pid), "not expanded: {plain}");

    // An empty value in a form update unsets the member.
    let (status, updated) = form(&http, format!("{base}/v1/products/{pid}"), &[("metadata[a]", "")]).await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["metadata"], json!({"b": "2"}), "{updated}");
}

/// A status value that says what the record requires, spelled as a member of the record and of
/// the create's body (`requires_payment_method`), is the state of a record made without it.
#[tokio::test]
async fn a_record_made_without_what_it_requires_starts_requiring_it() {
    let doc = r#"
openapi: 3.0.3
info: {title: intents, version: "1"}
paths:
  /v1/intents:
    post:
      operationId: PostIntents
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema: {type: object, required: [amount], properties: {amount: {type: integer}, payment_method: {type: string}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Intent'}}}}
  /v1/intents/{intent}:
    parameters: [{name: intent, in: path, required: true, schema: {type: string}}]
    get:
      operationId: GetIntent
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Intent'}}}}
  /v1/intents/{intent}/cancel:
    parameters: [{name: intent, in: path, required: true, schema: {type: string}}]
    post:
      operationId: PostIntentCancel
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: {type: object, properties: {cancellation_reason: {type: string, enum: [duplicate, requested_by_customer]}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Intent'}}}}
components:
  schemas:
    Intent:
      type: object
      required: [id, amount, status]
      properties:
        id: {type: string}
        amount: {type: integer}
        payment_method: {type: string, nullable: true}
        cancellation_reason: {type: string, nullable: true, enum: [duplicate, requested_by_customer]}
        status: {type: string, enum: [canceled, processing, requires_payment_method, succeeded]}
"#;
    let model = oapigen::Builder::new()
        .spec_text("intents.yaml", doc)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    assert!(
        model
            .explain()
            .contains("without `payment_method` in its body, the record starts as \"requires_payment_method\""),
        "{}",
        model.explain()
    );
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let (_, bare) = form(&http, format!("{base}/v1/intents"), &[("amount", "2000")]).await;
    assert_eq!(bare["status"], json!("requires_payment_method"), "{bare}");
    let (_, paid) = form(
        &http,
        format!("{base}/v1/intents"),
        &[("amount", "2000"), ("payment_method", "pm_1")],
    )
    .await;
    assert_ne!(paid["status"], json!("requires_payment_method"), "{paid}");
    let id = bare["id"].as_str().unwrap();
    let (status, cancelled) = form(
        &http,
        format!("{base}/v1/intents/{id}/cancel"),
        &[("cancellation_reason", "requested_by_customer")],
    )
    .await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(
        (&cancelled["status"], &cancelled["cancellation_reason"]),
        (&json!("canceled"), &json!("requested_by_customer")),
        "{cancelled}"
    );
}
