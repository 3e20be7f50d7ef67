//! The fake on documents nobody tuned it for (issue 40, point 3): each behaviour a rule read from
//! the document's shapes (where an answer holds the record, an identity member's type and
//! examples, a time member, a deletion object, an error schema's members, the server URL),
//! shown with its reason by `--explain`, over HTTP on an inline document of that shape.

use std::time::{Duration, UNIX_EPOCH};

use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

fn model(yaml: &str) -> Model {
    oapigen::Builder::new()
        .spec_text("shapes.yaml", yaml)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0
}

struct Api {
    fake: Fake,
    base: String,
    http: reqwest::Client,
    _running: oapigen_fake::Running,
}

impl Api {
    async fn new(yaml: &str) -> Api {
        let fake = Fake::new(model(yaml), Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
        let running = fake.start().await.expect("the fake starts");
        Api {
            base: running.base_url(),
            fake,
            http: reqwest::Client::new(),
            _running: running,
        }
    }

    async fn send(&self, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
        let mut req = self.http.request(
            reqwest::Method::from_bytes(method.as_bytes()).unwrap(),
            format!("{}{path}", self.base),
        );
        if let Some(b) = body {
            req = req.json(&b);
        }
        let answer = req.send().await.unwrap();
        let status = answer.status().as_u16();
        let text = answer.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    fn explain(&self) -> String {
        self.fake.model().explain()
    }
}

// ---------------------------------------------------------------------------------------------
// 1. Creates that answer something else than the bare record.

/// Servers answered wrapped, a create that answers the server beside the action that builds it
/// (written out in full there, as a document without components writes it, with other
/// annotations) and a list of the actions to come, and a delete that answers an action.
const SERVERS: &str = r#"
openapi: 3.0.3
info: {title: Servers, version: "1"}
servers: [{url: "https://api.example.com/v4"}]
paths:
  /servers:
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema: {type: object, required: [name], properties: {name: {type: string}}}
      responses:
        "201":
          description: the server and the action that builds it
          content:
            application/json:
              schema:
                type: object
                required: [server, action, next_actions]
                properties:
                  server: {$ref: '#/components/schemas/Server'}
                  action:
                    description: The action that builds it
                    type: object
                    required: [id, command, status, resources]
                    properties:
                      id: {type: integer, example: 7}
                      command: {type: string, example: start_server}
                      status: {type: string, enum: [running, success, error]}
                      resources:
                        type: array
                        items:
                          type: object
                          required: [id, type]
                          properties: {id: {type: integer}, type: {type: string}}
                  next_actions: {type: array, items: {$ref: '#/components/schemas/Action'}}
              example:
                server: {id: 42, name: my-server, status: running}
                action: {id: 1, command: create_server, status: running, resources: [{id: 42, type: server}]}
                next_actions: []
    get:
      responses:
        "200":
          content:
            application/json:
              schema:
                type: object
                required: [servers]
                properties: {servers: {type: array, items: {$ref: '#/components/schemas/Server'}}}
  /servers/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      responses:
        "200":
          content:
            application/json:
              schema:
                type: object
                required: [server]
                properties: {server: {$ref: '#/components/schemas/Server'}}
    delete:
      responses:
        "200":
          content:
            application/json:
              schema:
                type: object
                required: [action]
                properties: {action: {$ref: '#/components/schemas/Action'}}
  /actions:
    get:
      responses:
        "200":
          content:
            application/json:
              schema:
                type: object
                required: [actions]
                properties: {actions: {type: array, items: {$ref: '#/components/schemas/Action'}}}
  /actions/{id}:
    get:
      parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
      responses:
        "200":
          content:
            application/json:
              schema:
                type: object
                required: [action]
                properties: {action: {$ref: '#/components/schemas/Action'}}
components:
  schemas:
    Server:
      type: object
      required: [id, name, status]
      properties:
        id: {type: integer, example: 42}
        name: {type: string}
        status: {type: string, enum: [starting, running, off]}
    Action:
      type: object
      required: [id, command, status, resources]
      properties:
        id: {type: integer}
        command: {type: string}
        status: {type: string, enum: [running, success, error]}
        resources:
          type: array
          items:
            type: object
            required: [id, type]
            properties: {id: {type: integer}, type: {type: string}}
"#;

#[tokio::test]
async fn a_create_answers_its_record_where_the_answer_holds_it_and_the_action_beside_it_reads_back() {
    let api = Api::new(SERVERS).await;
    let (status, made) = api.send("POST", "/servers", Some(json!({"name": "web-1"}))).await;
    assert_eq!(status, 201, "{made}");
    let server = &made["server"];
    assert_eq!(
        (server["name"].as_str(), server["status"].as_str()),
        (Some("web-1"), Some("running")),
        "{made}"
    );
    let id = server["id"].as_i64().unwrap_or_else(|| panic!("{made}"));
    // The record is stored as the record, and read back in the read's own shape.
    let (status, read) = api.send("GET", &format!("/servers/{id}"), None).await;
    assert_eq!((status, &read), (200, &json!({"server": server})));
    assert_eq!(api.fake.record("servers", &id.to_string()), Some(server.clone()));
    // The action beside it is a record of `actions`: made from the document's example of the
    // answer (its command), naming the server made, done, and read back at its own path.
    let action = &made["action"];
    assert_eq!(action["command"], "create_server", "{made}");
    assert_eq!(action["status"], "success", "{made}");
    assert_eq!(action["resources"], json!([{"id": id, "type": "server"}]), "{made}");
    let action_id = action["id"].as_i64().unwrap_or_else(|| panic!("{made}"));
    let (status, read) = api.send("GET", &format!("/actions/{action_id}"), None).await;
    assert_eq!((status, &read), (200, &json!({"action": action})));
    assert_eq!(made["next_actions"], json!([]), "{made}");
    // A list holds the records themselves.
    let (_, list) = api.send("GET", "/servers", None).await;
    assert_eq!(list, json!({"servers": [server]}));
    let explained = api.explain();
    for why in [
        "answers wrap the record in `server`",
        "answers hold its record at `/server`",
        "answers hold a record of `actions` at `/action`, made from the document's example of it, stored where it reads back",
    ] {
        assert!(explained.contains(why), "{why} in\n{explained}");
    }
}

/// Droplets made one at a time (`name`) or several (`names`), answered as one or a list.
const DROPLETS: &str = r#"
openapi: 3.0.3
info: {title: Droplets, version: "1"}
paths:
  /droplets:
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema:
              oneOf:
                - {type: object, required: [name], properties: {name: {type: string}, size: {type: string}}}
                - {type: object, required: [names], properties: {names: {type: array, items: {type: string}}, size: {type: string}}}
      responses:
        "202":
          content:
            application/json:
              schema:
                oneOf:
                  - type: object
                    required: [droplet]
                    properties: {droplet: {$ref: '#/components/schemas/Droplet'}}
                  - type: object
                    required: [droplets]
                    properties: {droplets: {type: array, items: {$ref: '#/components/schemas/Droplet'}}}
  /droplets/{droplet_id}:
    get:
      parameters: [{name: droplet_id, in: path, required: true, schema: {type: integer}}]
      responses:
        "200":
          content:
            application/json:
              schema:
                type: object
                properties: {droplet: {$ref: '#/components/schemas/Droplet'}}
components:
  schemas:
    Droplet:
      type: object
      required: [id, name, size]
      properties:
        id: {type: integer}
        name: {type: string}
        size: {type: string}
"#;

#[tokio::test]
async fn a_create_of_many_answers_the_list_of_the_records_it_made() {
    let api = Api::new(DROPLETS).await;
    let (status, one) = api
        .send("POST", "/droplets", Some(json!({"name": "a", "size": "s"})))
        .await;
    assert_eq!(
        (status, &one),
        (202, &json!({"droplet": {"id": 1, "name": "a", "size": "s"}}))
    );
    let (status, many) = api
        .send("POST", "/droplets", Some(json!({"names": ["b", "c"], "size": "s"})))
        .await;
    assert_eq!(
        (status, &many),
        (
            202,
            &json!({"droplets": [{"id": 2, "name": "b", "size": "s"}, {"id": 3, "name": "c", "size": "s"}]})
        )
    );
    let (status, read) = api.send("GET", "/droplets/3", None).await;
    assert_eq!((status, &read), (200, &json!({"droplet": many["droplets"][1]})));
    let explained = api.explain();
    for why in [
        "answers hold a list of its records at `/droplets`",
        "a body's `names` makes a record per item, as its `name`",
    ] {
        assert!(explained.contains(why), "{why} in\n{explained}");
    }
}

// ---------------------------------------------------------------------------------------------
// 2. Integer ids.

#[tokio::test]
async fn an_integer_identity_takes_the_next_of_a_sequence_per_resource() {
    let api = Api::new(SERVERS).await;
    let mut ids = Vec::new();
    for name in ["a", "b"] {
        let (status, made) = api.send("POST", "/servers", Some(json!({"name": name}))).await;
        assert_eq!(status, 201, "{made}");
        ids.push(made["server"]["id"].clone());
    }
    // Not the example (42), not 0; the actions count on their own.
    assert_eq!(ids, [json!(1), json!(2)]);
    let (status, read) = api.send("GET", "/servers/2", None).await;
    assert_eq!((status, read["server"]["name"].as_str()), (200, Some("b")), "{read}");
    let (_, actions) = api.send("GET", "/actions", None).await;
    let action_ids: Vec<&Value> = actions["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| &a["id"])
        .collect();
    assert_eq!(action_ids, [&json!(1), &json!(2)], "{actions}");
}

// ---------------------------------------------------------------------------------------------
// 3. Ids shaped as the document shows them.

const CUSTOMERS: &str = r#"
openapi: 3.0.3
info: {title: Customers, version: "1"}
paths:
  /customers:
    post:
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {email: {type: string}}}
      responses:
        "200":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Customer'}
              example: {id: cus_9s6XKzkNRiz8i3, object: customer, created: 1680000000}
  /customers/{customer}:
    parameters: [{name: customer, in: path, required: true, schema: {type: string}}]
    get:
      responses:
        "200":
          content:
            application/json:
              schema:
                anyOf:
                  - {$ref: '#/components/schemas/Customer'}
                  - {$ref: '#/components/schemas/DeletedCustomer'}
    post:
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {email: {type: string}}}
      responses:
        "200":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Customer'}
    patch:
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {email: {type: string}}}
      responses:
        "200":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Customer'}
    delete:
      responses:
        "200":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/DeletedCustomer'}
  /profiles:
    post:
      responses:
        "201":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Profile'}
  /profiles/{id}:
    get:
      parameters: [{name: id, in: path, required: true, schema: {type: string}}]
      responses:
        "200":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Profile'}
  /accounts:
    post:
      requestBody:
        content:
          application/json:
            schema: {type: object, properties: {name: {type: string}}}
      responses:
        "201":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Account'}
  /accounts/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    get:
      responses:
        "200":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Account'}
    delete:
      responses:
        "200":
          content:
            application/json:
              schema:
                type: object
                required: [id, object, deleted]
                properties:
                  id: {type: string}
                  object: {type: string, enum: [account]}
                  deleted: {type: boolean, enum: [true]}
  /notes:
    post:
      responses:
        "201":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Note'}
  /notes/{note_id}:
    get:
      parameters: [{name: note_id, in: path, required: true, schema: {type: string}}]
      responses:
        "200":
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Note'}
    delete:
      parameters: [{name: note_id, in: path, required: true, schema: {type: string}}]
      responses:
        "204": {description: gone}
components:
  schemas:
    Customer:
      type: object
      required: [id, object, created, email]
      properties:
        id: {type: string, maxLength: 5000, example: cus_NffrFeUfNV2Hib}
        object: {type: string, enum: [customer]}
        created:
          description: Time at which the object was created. Measured in seconds since the Unix epoch.
          type: integer
          format: unix-time
        updated:
          description: Time at which the object was last updated. Measured in seconds since the Unix epoch.
          type: integer
        modified_at: {type: string, format: date-time}
        email: {type: string, nullable: true}
    DeletedCustomer:
      type: object
      required: [id, object, deleted]
      properties:
        id: {type: string}
        object: {type: string, enum: [customer]}
        deleted: {type: boolean, enum: [true]}
    Account:
      type: object
      required: [id, object, name]
      properties:
        id: {type: string}
        object: {type: string, enum: [account]}
        name: {type: string}
    Profile:
      type: object
      required: [id, settings]
      properties:
        id: {type: string}
        settings:
          allOf:
            - {type: object, required: [locale]}
            - {type: object, properties: {locale: {type: string, enum: [en, de]}}}
    Note:
      type: object
      required: [note_id, text]
      properties:
        note_id: {type: string}
        text: {type: string}
"#;

#[tokio::test]
async fn new_ids_take_the_prefix_the_documents_examples_share() {
    let api = Api::new(CUSTOMERS).await;
    let mut ids = Vec::new();
    for _ in 0..2 {
        let (status, made) = api
            .send("POST", "/customers", Some(json!({"email": "ada@example.com"})))
            .await;
        assert_eq!(status, 200, "{made}");
        let id = made["id"].as_str().unwrap_or_else(|| panic!("{made}")).to_string();
        // `cus_` and 14 letters and digits, as `cus_NffrFeUfNV2Hib` and `cus_9s6XKzkNRiz8i3`.
        assert!(id.starts_with("cus_") && id.len() == 18, "{id}");
        assert!(id[4..].chars().all(|c| c.is_ascii_alphanumeric()), "{id}");
        let (status, read) = api.send("GET", &format!("/customers/{id}"), None).await;
        assert_eq!((status, &read), (200, &made));
        ids.push(id);
    }
    assert_ne!(ids[0], ids[1]);
    assert!(
        api.explain().contains("new ids are `cus_` and 14 characters"),
        "{}",
        api.explain()
    );
    // A plain string id with no format and no example is an opaque unique string.
    let (status, a) = api.send("POST", "/notes", None).await;
    let (_, b) = api.send("POST", "/notes", None).await;
    assert_eq!(status, 201, "{a}");
    let (a, b) = (a["note_id"].as_str().unwrap(), b["note_id"].as_str().unwrap());
    assert!(a != "string" && a.len() >= 16 && a != b, "{a} {b}");
}

// ---------------------------------------------------------------------------------------------
// 4. Timestamps.

#[tokio::test]
async fn members_that_say_when_a_record_was_made_or_changed_hold_the_fakes_clock() {
    let api = Api::new(CUSTOMERS).await;
    let seconds = |api: &Api| api.fake.now().duration_since(UNIX_EPOCH).unwrap().as_secs();
    let (_, made) = api
        .send("POST", "/customers", Some(json!({"email": "a@example.com"})))
        .await;
    let made_at = seconds(&api);
    // Unix seconds by its format, the time by its name or description; a date-time as text.
    assert_eq!(made["created"], json!(made_at), "{made}");
    assert_eq!(made["updated"], json!(made_at), "{made}");
    assert_eq!(made["modified_at"], json!(api.fake.now_rfc3339()), "{made}");
    api.fake.advance_clock(Duration::from_secs(60));
    let id = made["id"].as_str().unwrap();
    let (status, changed) = api
        .send(
            "PATCH",
            &format!("/customers/{id}"),
            Some(json!({"email": "b@example.com"})),
        )
        .await;
    assert_eq!(status, 200, "{changed}");
    assert_eq!(changed["created"], json!(made_at), "{changed}");
    assert_eq!(changed["updated"], json!(made_at + 60), "{changed}");
    assert_eq!(changed["modified_at"], json!(api.fake.now_rfc3339()), "{changed}");
    let explained = api.explain();
    for why in [
        "`created` says when a record was made: the fake's clock, as unix seconds",
        "`updated` says when a record was made or changed: the fake's clock, as unix seconds",
        "`modified_at` says when a record was made or changed: the fake's clock, as a time as text",
    ] {
        assert!(explained.contains(why), "{why} in\n{explained}");
    }
}

// ---------------------------------------------------------------------------------------------
// 5. Delete answers.

#[tokio::test]
async fn a_delete_answers_in_the_shape_the_document_describes_from_the_record() {
    let api = Api::new(CUSTOMERS).await;
    let (_, made) = api.send("POST", "/accounts", Some(json!({"name": "ada"}))).await;
    let id = made["id"].as_str().unwrap();
    let (status, gone) = api.send("DELETE", &format!("/accounts/{id}"), None).await;
    assert_eq!(
        (status, &gone),
        (200, &json!({"id": id, "object": "account", "deleted": true}))
    );
    let (status, _) = api.send("GET", &format!("/accounts/{id}"), None).await;
    assert_eq!(status, 404);
    // Where the read answers the deletion object too, the record reads back as it.
    let (_, made) = api
        .send("POST", "/customers", Some(json!({"email": "a@example.com"})))
        .await;
    let id = made["id"].as_str().unwrap();
    let (status, gone) = api.send("DELETE", &format!("/customers/{id}"), None).await;
    assert_eq!(
        (status, &gone),
        (200, &json!({"id": id, "object": "customer", "deleted": true}))
    );
    let (status, read) = api.send("GET", &format!("/customers/{id}"), None).await;
    assert_eq!((status, &read), (200, &gone));
    assert_eq!(api.fake.records("customers", &[]), Vec::<Value>::new());
    // A 204 stays empty; the record is gone.
    let (_, note) = api.send("POST", "/notes", None).await;
    let note_id = note["note_id"].as_str().unwrap();
    let (status, body) = api.send("DELETE", &format!("/notes/{note_id}"), None).await;
    assert_eq!((status, body), (204, Value::Null));
    let (status, _) = api.send("GET", &format!("/notes/{note_id}"), None).await;
    assert_eq!(status, 404);
    // An action answers a delete: the action, made and stored.
    let api = Api::new(SERVERS).await;
    let (_, made) = api.send("POST", "/servers", Some(json!({"name": "web"}))).await;
    let id = &made["server"]["id"];
    let (status, gone) = api.send("DELETE", &format!("/servers/{id}"), None).await;
    assert_eq!(status, 200, "{gone}");
    assert_eq!(gone["action"]["status"], "success", "{gone}");
    let (status, read) = api
        .send("GET", &format!("/actions/{}", gone["action"]["id"]), None)
        .await;
    assert_eq!((status, &read), (200, &gone));
    let (status, _) = api.send("GET", &format!("/servers/{id}"), None).await;
    assert_eq!(status, 404);
}

// ---------------------------------------------------------------------------------------------
// 6. A required member nobody gives.

#[tokio::test]
async fn a_required_member_nobody_gives_is_made_valid() {
    let api = Api::new(CUSTOMERS).await;
    // `settings` is required; one part of it requires `locale`, another declares it.
    let (status, made) = api.send("POST", "/profiles", None).await;
    assert_eq!(status, 201, "{made}");
    assert_eq!(made["settings"], json!({"locale": "en"}), "{made}");
    let (status, read) = api
        .send("GET", &format!("/profiles/{}", made["id"].as_str().unwrap()), None)
        .await;
    assert_eq!((status, &read), (200, &made));
}

// ---------------------------------------------------------------------------------------------
// 7. Errors in the document's own error shape.

fn errors_doc(error_schema: &str, example: &str) -> String {
    format!(
        r#"
openapi: 3.0.3
info: {{title: Errors, version: "1"}}
paths:
  /volumes:
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [size]
              properties:
                size: {{type: integer, minimum: 1}}
                label: {{type: string, maxLength: 8}}
      responses:
        "201":
          content:
            application/json:
              schema: {{$ref: '#/components/schemas/Volume'}}
        default:
          description: An error
          content:
            application/json:
              schema: {{$ref: '#/components/schemas/Error'}}
  /volumes/{{id}}:
    get:
      parameters: [{{name: id, in: path, required: true, schema: {{type: string}}}}]
      responses:
        "200":
          content:
            application/json:
              schema: {{$ref: '#/components/schemas/Volume'}}
        "404":
          description: Not found
          content:
            application/json:
              schema: {{$ref: '#/components/schemas/Error'}}{example}
  /other:
    get:
      responses:
        "422":
          description: Unprocessable
          content:
            application/json:
              schema: {{$ref: '#/components/schemas/Error'}}
              example: {{id: unprocessable_entity, message: Unprocessable}}
        "200": {{description: ok}}
components:
  schemas:
    Volume:
      type: object
      required: [id, size]
      properties:
        id: {{type: string}}
        size: {{type: integer}}
        label: {{type: string}}
    Error:
{error_schema}
"#
    )
}

#[tokio::test]
async fn refusals_are_answered_in_the_documents_error_shape() {
    // Stripe's: `{error: {type, message, param}}`.
    let stripe = errors_doc(
        r#"      type: object
      required: [error]
      properties:
        error:
          type: object
          required: [type]
          properties:
            type: {type: string, enum: [api_error, invalid_request_error]}
            message: {type: string}
            param:
              type: string
              description: If the error is parameter-specific, the parameter related to the error."#,
        "",
    );
    let api = Api::new(&stripe).await;
    let (status, refused) = api.send("POST", "/volumes", Some(json!({"size": 0}))).await;
    assert_eq!(status, 422, "{refused}");
    assert_eq!(refused["error"]["param"], "size", "{refused}");
    let message = refused["error"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("/body/size"), "{refused}");
    let (status, refused) = api.send("POST", "/volumes", Some(json!({"label": "x"}))).await;
    assert_eq!((status, &refused["error"]["param"]), (422, &json!("size")), "{refused}");
    assert!(
        api.explain().contains("the field at fault at /error/param"),
        "{}",
        api.explain()
    );

    // Linode's: `{errors: [{field, reason}]}`, one entry per fault.
    let linode = errors_doc(
        r#"      type: object
      properties:
        errors:
          type: array
          items:
            type: object
            properties:
              field: {type: string}
              reason: {type: string}"#,
        "",
    );
    let api = Api::new(&linode).await;
    let (status, refused) = api
        .send("POST", "/volumes", Some(json!({"size": 0, "label": "far too long"})))
        .await;
    assert_eq!(status, 422, "{refused}");
    let mut fields: Vec<&str> = refused["errors"]
        .as_array()
        .unwrap_or_else(|| panic!("{refused}"))
        .iter()
        .map(|e| e["field"].as_str().unwrap_or_default())
        .collect();
    fields.sort();
    assert_eq!(fields, ["label", "size"], "{refused}");
    assert!(
        refused["errors"][0]["reason"].as_str().is_some_and(|r| !r.is_empty()),
        "{refused}"
    );
    let (status, missing) = api.send("GET", "/volumes/nope", None).await;
    assert_eq!(status, 404, "{missing}");
    assert!(
        missing["errors"][0]["reason"]
            .as_str()
            .unwrap_or_default()
            .contains("nope"),
        "{missing}"
    );

    // DigitalOcean's: `{id, message, request_id}`, with the document's example of each status:
    // the 404's own, and for a 422 answered under `default` the one the document gives for 422.
    let digitalocean = errors_doc(
        r#"      type: object
      required: [id, message]
      properties:
        id: {type: string, example: not_found}
        message: {type: string}
        request_id: {type: string}"#,
        "\n              example: {id: not_found, message: The resource was not found.}",
    );
    let api = Api::new(&digitalocean).await;
    let (status, refused) = api.send("POST", "/volumes", Some(json!({}))).await;
    assert_eq!(
        (status, &refused["id"]),
        (422, &json!("unprocessable_entity")),
        "{refused}"
    );
    assert!(
        refused["message"].as_str().unwrap_or_default().contains("size"),
        "{refused}"
    );
    let (status, missing) = api.send("GET", "/volumes/nope", None).await;
    assert_eq!((status, &missing["id"]), (404, &json!("not_found")), "{missing}");
    assert_eq!(missing["message"], "no volumes has the id nope", "{missing}");
}

// ---------------------------------------------------------------------------------------------
// 8. The servers' URL path.

#[tokio::test]
async fn the_paths_are_served_under_the_servers_path_too() {
    let api = Api::new(SERVERS).await;
    let (status, made) = api.send("POST", "/v4/servers", Some(json!({"name": "web"}))).await;
    assert_eq!(status, 201, "{made}");
    let id = &made["server"]["id"];
    let (status, read) = api.send("GET", &format!("/v4/servers/{id}"), None).await;
    assert_eq!((status, &read["server"]), (200, &made["server"]));
    let (status, read) = api.send("GET", &format!("/servers/{id}"), None).await;
    assert_eq!(status, 200, "the bare paths still: {read}");
    let (status, _) = api.send("GET", &format!("/v5/servers/{id}"), None).await;
    assert_eq!(status, 404);
    assert!(
        api.explain().contains("paths: served under /v4 too"),
        "{}",
        api.explain()
    );
}
