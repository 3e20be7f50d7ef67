//! Stateful lists on documents of the shapes real services have (issue 40, point 3): each
//! behaviour read from the document's shapes (parameters, the answer's members, the record's),
//! over HTTP on an inline document: paging by cursor, page number or offset with what the answer
//! says of the page, orders, filters and selectors, sub-collections, links by reference,
//! resources named by a label, resources the service provisions, and actions on sub-paths.

use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

fn model(name: &str, text: &str) -> Model {
    oapigen::Builder::new()
        .spec_text(name, text)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0
}

struct Api {
    base: String,
    http: reqwest::Client,
    _fake: Fake,
    _running: oapigen_fake::Running,
}

impl Api {
    async fn new(model: Model) -> Api {
        let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
        let running = fake.start().await.expect("the fake starts");
        Api {
            base: running.base_url(),
            http: reqwest::Client::new(),
            _fake: fake,
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
        (status, answer.json().await.unwrap_or(Value::Null))
    }

    async fn get(&self, path: &str) -> Value {
        let (status, body) = self.send("GET", path, None).await;
        assert_eq!(status, 200, "GET {path}: {body}");
        body
    }

    /// Creates a record and answers its id.
    async fn create(&self, path: &str, body: Value) -> Value {
        let (status, made) = self.send("POST", path, Some(body)).await;
        assert!(status < 300, "POST {path}: {status} {made}");
        made["id"].clone()
    }
}

/// The values of `member` of each item of the list at `pointer`.
fn column(list: &Value, pointer: &str, member: &str) -> Vec<Value> {
    list.pointer(pointer)
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("no list at {pointer}: {list}"))
        .iter()
        .map(|v| v[member].clone())
        .collect()
}

/// A document of one collection of keys: `list` is the list operation's parameters and
/// description, `answer` the schema of its answer (YAML, indented for `content`).
fn keys_doc(list: &str, answer: &str) -> String {
    format!(
        r#"openapi: 3.0.3
info: {{title: Keys, version: "1"}}
paths:
  /keys:
    get:
      operationId: list_keys
{list}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
{answer}
    post:
      operationId: create_key
      requestBody:
        required: true
        content: {{application/json: {{schema: {{$ref: '#/components/schemas/KeyCreate'}}}}}}
      responses:
        '201': {{description: made, content: {{application/json: {{schema: {{$ref: '#/components/schemas/Key'}}}}}}}}
  /keys/{{id}}:
    parameters: [{{name: id, in: path, required: true, schema: {{type: string}}}}]
    get:
      operationId: get_key
      responses:
        '200': {{description: ok, content: {{application/json: {{schema: {{$ref: '#/components/schemas/Key'}}}}}}}}
        '404': {{description: missing}}
    delete:
      operationId: delete_key
      responses:
        '204': {{description: gone}}
components:
  schemas:
    KeyCreate:
      type: object
      required: [name]
      properties:
        name: {{type: string}}
        status: {{type: string, enum: [active, revoked]}}
        labels: {{type: object, additionalProperties: {{type: string}}}}
        tags: {{type: array, items: {{type: string}}}}
        size: {{type: integer}}
    Key:
      type: object
      required: [id, name]
      properties:
        id: {{type: string}}
        name: {{type: string}}
        status: {{type: string, enum: [active, revoked]}}
        labels: {{type: object, additionalProperties: {{type: string}}}}
        tags: {{type: array, items: {{type: string}}}}
        size: {{type: integer}}
"#
    )
}

/// Makes keys named `names` (in order), answering their ids.
async fn make_keys(api: &Api, names: &[&str]) -> Vec<Value> {
    let mut ids = Vec::new();
    for name in names {
        ids.push(api.create("/keys", json!({"name": name})).await);
    }
    ids
}

// ---------------------------------------------------------------------------------------------
// 1. Paging as the document shows it.

#[tokio::test]
async fn cursors_page_from_an_id_newest_first_where_the_description_says_so() {
    let list = r#"      description: The keys are returned sorted by creation date, with the most recent keys appearing first.
      parameters:
        - {name: limit, in: query, schema: {type: integer}}
        - {name: starting_after, in: query, schema: {type: string}}
        - {name: ending_before, in: query, schema: {type: string}}"#;
    let answer = r#"                type: object
                required: [object, data, has_more, url]
                properties:
                  object: {type: string, enum: [list]}
                  data: {type: array, items: {$ref: '#/components/schemas/Key'}}
                  has_more: {type: boolean}
                  url: {type: string}"#;
    let api = Api::new(model("cursor.yaml", &keys_doc(list, answer))).await;
    let ids = make_keys(&api, &["a", "b", "c"]).await;
    let first = api.get("/keys?limit=2").await;
    assert_eq!(
        column(&first, "/data", "id"),
        [ids[2].clone(), ids[1].clone()],
        "{first}"
    );
    assert_eq!(first["has_more"], true, "{first}");
    let after = api
        .get(&format!("/keys?limit=2&starting_after={}", ids[1].as_str().unwrap()))
        .await;
    assert_eq!(column(&after, "/data", "id"), [ids[0].clone()], "{after}");
    assert_eq!(after["has_more"], false, "{after}");
    let before = api
        .get(&format!("/keys?limit=1&ending_before={}", ids[0].as_str().unwrap()))
        .await;
    assert_eq!(column(&before, "/data", "id"), [ids[1].clone()], "{before}");
    assert_eq!(before["has_more"], true, "the newest is before it too: {before}");
}

#[tokio::test]
async fn page_numbers_the_answer_shows_are_read_though_undeclared() {
    let answer = r#"                type: object
                required: [keys, meta]
                properties:
                  keys: {type: array, items: {$ref: '#/components/schemas/Key'}}
                  meta:
                    type: object
                    required: [pagination]
                    properties:
                      pagination:
                        type: object
                        required: [page, per_page, previous_page, next_page, last_page, total_entries]
                        properties:
                          page: {type: number}
                          per_page: {type: number}
                          previous_page: {type: number, nullable: true}
                          next_page: {type: number, nullable: true}
                          last_page: {type: number, nullable: true}
                          total_entries: {type: number, nullable: true}"#;
    let api = Api::new(model("pages.yaml", &keys_doc("", answer))).await;
    let ids = make_keys(&api, &["a", "b", "c"]).await;
    let first = api.get("/keys?page=1&per_page=2").await;
    assert_eq!(
        column(&first, "/keys", "id"),
        [ids[0].clone(), ids[1].clone()],
        "{first}"
    );
    assert_eq!(
        first["meta"]["pagination"],
        json!({"page": 1, "per_page": 2, "previous_page": null, "next_page": 2, "last_page": 2, "total_entries": 3})
    );
    let second = api.get("/keys?page=2&per_page=2").await;
    assert_eq!(column(&second, "/keys", "id"), [ids[2].clone()], "{second}");
    assert_eq!(second["meta"]["pagination"]["next_page"], Value::Null, "{second}");
    assert_eq!(second["meta"]["pagination"]["previous_page"], 1, "{second}");
    let all = api.get("/keys").await;
    assert_eq!(column(&all, "/keys", "id").len(), 3, "{all}");
}

#[tokio::test]
async fn links_to_pages_and_a_total_are_kept_in_step() {
    let list = r#"      parameters:
        - {name: per_page, in: query, schema: {type: integer, default: 20, minimum: 1}}
        - {name: page, in: query, schema: {type: integer, default: 1, minimum: 1}}"#;
    let answer = r#"                allOf:
                  - type: object
                    properties:
                      keys: {type: array, items: {$ref: '#/components/schemas/Key'}}
                  - type: object
                    properties:
                      links:
                        type: object
                        properties:
                          pages:
                            anyOf:
                              - type: object
                                properties: {last: {type: string}, next: {type: string}}
                              - type: object
                                properties: {first: {type: string}, prev: {type: string}}
                  - type: object
                    required: [meta]
                    properties:
                      meta:
                        type: object
                        required: [total]
                        properties: {total: {type: integer}}"#;
    let api = Api::new(model("links.yaml", &keys_doc(list, answer))).await;
    make_keys(&api, &["a", "b", "c"]).await;
    let first = api.get("/keys?per_page=2&page=1").await;
    assert_eq!(column(&first, "/keys", "name"), ["a", "b"], "{first}");
    assert_eq!(first["meta"]["total"], 3, "{first}");
    let next = first["links"]["pages"]["next"]
        .as_str()
        .unwrap_or_else(|| panic!("{first}"));
    assert!(next.ends_with("/keys?per_page=2&page=2"), "{next}");
    assert!(first["links"]["pages"].get("prev").is_none(), "{first}");
    // The link leads to the next page.
    let path = &next[next.find("/keys").unwrap()..];
    let second = api.get(path).await;
    assert_eq!(column(&second, "/keys", "name"), ["c"], "{second}");
    assert!(second["links"]["pages"]["prev"].as_str().is_some(), "{second}");
    assert!(second["links"]["pages"].get("next").is_none(), "{second}");
}

#[tokio::test]
async fn a_count_named_like_a_list_counts_and_pages_are_numbered() {
    let list = r#"      parameters:
        - {name: page, in: query, schema: {type: integer, minimum: 1}}
        - {name: page_size, in: query, schema: {type: integer, minimum: 25, default: 100}}"#;
    let answer = r#"                type: object
                properties:
                  data: {type: array, items: {$ref: '#/components/schemas/Key'}}
                  page: {type: integer}
                  pages: {type: integer}
                  results: {type: integer}"#;
    let api = Api::new(model("linode.yaml", &keys_doc(list, answer))).await;
    make_keys(&api, &["a", "b", "c"]).await;
    let all = api.get("/keys").await;
    assert_eq!(
        (&all["page"], &all["pages"], &all["results"]),
        (&json!(1), &json!(1), &json!(3)),
        "`results` is the count, `data` the list: {all}"
    );
    assert_eq!(column(&all, "/data", "name"), ["a", "b", "c"]);
    let past = api.get("/keys?page=2").await;
    assert_eq!(column(&past, "/data", "name"), Vec::<Value>::new(), "{past}");
}

#[tokio::test]
async fn limit_and_offset_page_with_a_count() {
    let list = r#"      parameters:
        - {name: limit, in: query, schema: {type: integer}}
        - {name: offset, in: query, schema: {type: integer}}"#;
    let answer = r#"                type: object
                required: [count, results]
                properties:
                  count: {type: integer}
                  results: {type: array, items: {$ref: '#/components/schemas/Key'}}"#;
    let api = Api::new(model("offset.yaml", &keys_doc(list, answer))).await;
    make_keys(&api, &["a", "b", "c"]).await;
    let page = api.get("/keys?limit=1&offset=1").await;
    assert_eq!(
        (column(&page, "/results", "name"), &page["count"]),
        (vec![json!("b")], &json!(3))
    );
}

// ---------------------------------------------------------------------------------------------
// 2. Orders.

const PLAIN_LIST: &str = r#"                type: object
                properties:
                  keys: {type: array, items: {$ref: '#/components/schemas/Key'}}"#;

#[tokio::test]
async fn lists_are_ordered_by_the_parameters_that_say_so() {
    let list = r#"      parameters:
        - {name: sort, in: query, schema: {type: string}}
        - {name: order, in: query, schema: {type: string, enum: [asc, desc]}}
        - {name: ordering, in: query, schema: {type: string}}"#;
    let api = Api::new(model("order.yaml", &keys_doc(list, PLAIN_LIST))).await;
    for (name, size) in [("b", 2), ("c", 1), ("a", 3)] {
        api.create("/keys", json!({"name": name, "size": size})).await;
    }
    let names = |list: Value| column(&list, "/keys", "name");
    assert_eq!(names(api.get("/keys").await), ["b", "c", "a"], "creation order");
    assert_eq!(
        names(api.get("/keys?order=desc").await),
        ["a", "c", "b"],
        "newest first"
    );
    assert_eq!(names(api.get("/keys?sort=name:asc").await), ["a", "b", "c"]);
    assert_eq!(names(api.get("/keys?sort=-size").await), ["a", "b", "c"]);
    assert_eq!(names(api.get("/keys?sort=name&order=desc").await), ["c", "b", "a"]);
    assert_eq!(names(api.get("/keys?ordering=size").await), ["c", "b", "a"]);
}

// ---------------------------------------------------------------------------------------------
// 3. Filters by the query.

#[tokio::test]
async fn members_labels_and_lists_filter() {
    let list = r#"      parameters:
        - {name: name, in: query, schema: {type: string}}
        - {name: status, in: query, schema: {type: string, enum: [active, revoked]}}
        - {name: label_selector, in: query, schema: {type: string}}
        - {name: tag_name, in: query, schema: {type: string}}"#;
    let api = Api::new(model("filters.yaml", &keys_doc(list, PLAIN_LIST))).await;
    for (name, status, env, tags) in [
        ("a", "active", "prod", json!(["web"])),
        ("b", "revoked", "dev", json!([])),
        ("c", "active", "prod", json!(["web", "db"])),
    ] {
        let body = json!({"name": name, "status": status, "labels": {"env": env}, "tags": tags});
        api.create("/keys", body).await;
    }
    let names = |list: Value| column(&list, "/keys", "name");
    assert_eq!(names(api.get("/keys?name=b").await), ["b"]);
    assert_eq!(names(api.get("/keys?status=active").await), ["a", "c"]);
    assert_eq!(names(api.get("/keys?label_selector=env=prod").await), ["a", "c"]);
    assert_eq!(names(api.get("/keys?label_selector=env!=prod").await), ["b"]);
    assert_eq!(
        names(api.get("/keys?label_selector=env%20in%20(dev,test)").await),
        ["b"]
    );
    assert_eq!(names(api.get("/keys?tag_name=db").await), ["c"]);
    assert_eq!(names(api.get("/keys?status=active&tag_name=web").await), ["a", "c"]);
}
