//! The fake reads a form body (`application/x-www-form-urlencoded`, as form APIs take creates and
//! updates) as the object its schema describes: texts typed by the schema, bracketed keys nested,
//! what the schema refuses refused. And a record's optional member that the document says may be
//! null starts null (a list empty), as services show a member not set.

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.0.3
info: {title: forms, version: "1"}
paths:
  /v1/prices:
    post:
      operationId: PostPrices
      requestBody:
        required: true
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              required: [currency]
              properties:
                currency: {type: string}
                unit_amount: {type: integer}
                active: {type: boolean}
                metadata: {type: object, additionalProperties: {type: string}}
                recurring:
                  type: object
                  properties: {interval: {type: string, enum: [day, month]}, interval_count: {type: integer}}
                tiers:
                  type: array
                  items: {type: object, properties: {up_to: {type: integer}, unit_amount: {type: integer}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Price'}}}}
  /v1/prices/{price}:
    parameters: [{name: price, in: path, required: true, schema: {type: string}}]
    get:
      operationId: GetPrice
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Price'}}}}
        '404': {description: missing}
    post:
      operationId: PostPrice
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema: {type: object, properties: {active: {type: boolean}, nickname: {type: string}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Price'}}}}
    delete:
      operationId: DeletePrice
      responses: {'204': {description: gone}}
components:
  schemas:
    Price:
      type: object
      required: [id, currency, active]
      properties:
        id: {type: string}
        currency: {type: string}
        active: {type: boolean}
        unit_amount: {type: integer, nullable: true}
        nickname: {type: string, nullable: true}
        metadata: {type: object, additionalProperties: {type: string}}
        recurring:
          type: object
          nullable: true
          properties: {interval: {type: string}, interval_count: {type: integer}}
        tiers:
          type: array
          nullable: true
          items: {type: object, properties: {up_to: {type: integer}, unit_amount: {type: integer}}}
        description: {type: string}
"#;

async fn start() -> (String, Fake, oapigen_fake::Running) {
    let model = oapigen::Builder::new()
        .spec_text("forms.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    (running.base_url(), fake, running)
}

async fn form(method: &str, url: &str, body: &str) -> (u16, Value) {
    let answer = reqwest::Client::new()
        .request(reqwest::Method::from_bytes(method.as_bytes()).unwrap(), url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = answer.status().as_u16();
    (status, answer.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_form_body_makes_the_record_its_schema_describes() {
    let (base, _fake, _running) = start().await;
    let body = "currency=usd&unit_amount=1500&active=true&metadata[plan]=pro&metadata[seats]=3\
                &recurring[interval]=month&recurring[interval_count]=2\
                &tiers[0][up_to]=10&tiers[0][unit_amount]=100&tiers[1][unit_amount]=90";
    let (status, made) = form("POST", &format!("{base}/v1/prices"), body).await;
    assert_eq!(status, 200, "{made}");
    assert_eq!(made["unit_amount"], json!(1500), "an integer, not the text: {made}");
    assert_eq!(made["active"], json!(true));
    // Metadata's values are strings in the schema: `3` stays text.
    assert_eq!(made["metadata"], json!({"plan": "pro", "seats": "3"}));
    assert_eq!(made["recurring"], json!({"interval": "month", "interval_count": 2}));
    assert_eq!(
        made["tiers"],
        json!([{"up_to": 10, "unit_amount": 100}, {"unit_amount": 90}])
    );
    let id = made["id"].as_str().expect("an id").to_string();
    let read = reqwest::get(format!("{base}/v1/prices/{id}")).await.unwrap();
    assert_eq!(read.json::<Value>().await.unwrap(), made, "reads back as made");

    // An update sent as a form changes what it names.
    let (status, changed) = form("POST", &format!("{base}/v1/prices/{id}"), "active=false&nickname=Pro").await;
    assert_eq!(status, 200, "{changed}");
    assert_eq!(
        (&changed["active"], &changed["nickname"]),
        (&json!(false), &json!("Pro"))
    );
    assert_eq!(changed["unit_amount"], json!(1500), "the rest is kept");
}

#[tokio::test]
async fn a_form_value_the_schema_refuses_is_refused() {
    let (base, _fake, _running) = start().await;
    let (status, answer) = form("POST", &format!("{base}/v1/prices"), "currency=usd&unit_amount=lots").await;
    assert!(status == 400 || status == 422, "{status} {answer}");
    assert!(answer.to_string().contains("unit_amount"), "{answer}");
    let (status, answer) = form(
        "POST",
        &format!("{base}/v1/prices"),
        "currency=usd&recurring[interval]=year",
    )
    .await;
    assert!(status == 400 || status == 422, "{status} {answer}");
    let (status, answer) = form("POST", &format!("{base}/v1/prices"), "unit_amount=5").await;
    assert!(
        status == 400 || status == 422,
        "a required member missing: {status} {answer}"
    );
}

#[tokio::test]
async fn optional_members_that_may_be_null_start_null_and_lists_empty() {
    let (base, _fake, _running) = start().await;
    let (status, made) = form("POST", &format!("{base}/v1/prices"), "currency=eur").await;
    assert_eq!(status, 200, "{made}");
    let members = made.as_object().expect("an object");
    assert_eq!(made["unit_amount"], Value::Null, "{made}");
    assert_eq!(made["nickname"], Value::Null);
    assert!(
        members.contains_key("unit_amount") && members.contains_key("recurring"),
        "present as null: {made}"
    );
    assert_eq!(made["recurring"], Value::Null);
    assert_eq!(made["tiers"], json!([]), "a list that may be null starts empty");
    // A member that may not be null stays absent.
    assert!(
        !members.contains_key("description") && !members.contains_key("metadata"),
        "{made}"
    );
}
