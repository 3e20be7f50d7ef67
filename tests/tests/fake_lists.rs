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

/// Projects, and instances chosen by a `?project=` selector (nexus).
const SELECTED: &str = r#"openapi: 3.0.3
info: {title: Selected, version: "1"}
paths:
  /projects:
    post:
      operationId: project_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Named'}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Project'}}}}}
  /projects/{project}:
    parameters: [{name: project, in: path, required: true, schema: {type: string}}]
    get:
      operationId: project_view
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Project'}}}}}
  /instances:
    parameters: [{name: project, in: query, schema: {type: string}}]
    get:
      operationId: instance_list
      responses:
        '200':
          description: ok
          content: {application/json: {schema: {type: object, properties: {items: {type: array, items: {$ref: '#/components/schemas/Instance'}}}}}}
    post:
      operationId: instance_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Named'}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Instance'}}}}}
  /instances/{instance_id}:
    parameters:
      - {name: instance_id, in: path, required: true, schema: {type: string}}
      - {name: project, in: query, schema: {type: string}}
    get:
      operationId: instance_view
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Instance'}}}}
        '404': {description: missing}
    delete:
      operationId: instance_delete
      responses: {'204': {description: gone}}
components:
  schemas:
    Named: {type: object, required: [name], properties: {name: {type: string}}}
    Project: {type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}}}
    Instance: {type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}}}
"#;

#[tokio::test]
async fn a_selector_in_the_query_scopes_records_as_a_path_parameter_does() {
    let model = model("selected.yaml", SELECTED);
    let instances = model.resources.iter().find(|r| r.name == "instances").unwrap();
    assert_eq!(instances.scope, ["project"], "{}", model.explain());
    let api = Api::new(model).await;
    let web = api.create("/instances?project=web", json!({"name": "a"})).await;
    api.create("/instances?project=db", json!({"name": "b"})).await;
    let names = |list: Value| column(&list, "/items", "name");
    assert_eq!(names(api.get("/instances?project=web").await), ["a"]);
    assert_eq!(names(api.get("/instances?project=db").await), ["b"]);
    assert_eq!(
        names(api.get("/instances").await),
        ["a", "b"],
        "no selector: every project"
    );
    let id = web.as_str().unwrap();
    let (status, _) = api.send("GET", &format!("/instances/{id}?project=db"), None).await;
    assert_eq!(status, 404, "not in another project");
    let (status, _) = api.send("GET", &format!("/instances/{id}?project=web"), None).await;
    assert_eq!(status, 200);
}

// ---------------------------------------------------------------------------------------------
// 4 and 5. Collections under an item, and links by reference.

const BELONGING: &str = r#"openapi: 3.0.3
info: {title: Belonging, version: "1"}
paths:
  /droplets:
    post:
      operationId: droplet_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Named'}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Droplet'}}}}}
  /droplets/{droplet_id}:
    parameters: [{name: droplet_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: droplet_get
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Droplet'}}}}
        '404': {$ref: '#/components/responses/missing'}
    delete:
      operationId: droplet_delete
      responses: {'204': {description: gone}}
  /droplets/{droplet_id}/firewalls:
    parameters: [{name: droplet_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: droplet_firewalls
      responses:
        '200':
          description: the firewalls applied to the droplet
          content: {application/json: {schema: {type: object, properties: {firewalls: {type: array, items: {$ref: '#/components/schemas/Firewall'}}}}}}
        '404': {$ref: '#/components/responses/missing'}
  /firewalls:
    post:
      operationId: firewall_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/FirewallCreate'}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Firewall'}}}}}
  /firewalls/{firewall_id}:
    parameters: [{name: firewall_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: firewall_get
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Firewall'}}}}
        '404': {$ref: '#/components/responses/missing'}
    delete:
      operationId: firewall_delete
      responses: {'204': {description: gone}}
  /firewalls/{firewall_id}/droplets:
    parameters: [{name: firewall_id, in: path, required: true, schema: {type: string}}]
    post:
      operationId: firewall_assign_droplets
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/DropletIds'}}}}
      responses:
        '204': {description: assigned}
        '404': {$ref: '#/components/responses/missing'}
    delete:
      operationId: firewall_remove_droplets
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/DropletIds'}}}}
      responses: {'204': {description: removed}}
  /volumes:
    post:
      operationId: volume_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Named'}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}}
  /volumes/{volume_id}:
    parameters: [{name: volume_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: volume_get
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}}
    delete:
      operationId: volume_delete
      responses: {'204': {description: gone}}
  /volumes/{volume_id}/snapshots:
    parameters: [{name: volume_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: volume_snapshots
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {snapshots: {type: array, items: {$ref: '#/components/schemas/Snapshot'}}}}}}}
    post:
      operationId: volume_snapshot_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Named'}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Snapshot'}}}}
        '404': {$ref: '#/components/responses/missing'}
  /snapshots/{snapshot_id}:
    parameters: [{name: snapshot_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: snapshot_get
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Snapshot'}}}}}
    delete:
      operationId: snapshot_delete
      responses: {'204': {description: gone}}
components:
  responses:
    missing:
      description: not found
      content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
  schemas:
    Error: {type: object, required: [id, message], properties: {id: {type: string}, message: {type: string}}}
    Named: {type: object, required: [name], properties: {name: {type: string}}}
    Droplet: {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}}}
    DropletIds: {type: object, required: [droplet_ids], properties: {droplet_ids: {type: array, items: {type: integer}}}}
    FirewallCreate:
      type: object
      required: [name]
      properties: {name: {type: string}, droplet_ids: {type: array, items: {type: integer}}}
    Firewall:
      type: object
      required: [id, name, droplet_ids]
      properties: {id: {type: string}, name: {type: string}, droplet_ids: {type: array, items: {type: integer}}}
    Volume: {type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}}}
    Snapshot:
      type: object
      required: [id, name, resource_id]
      properties: {id: {type: string}, name: {type: string}, resource_id: {type: string}}
"#;

#[tokio::test]
async fn a_collection_under_an_item_lists_what_belongs_to_it() {
    let api = Api::new(model("belonging.yaml", BELONGING)).await;
    let d1 = api.create("/droplets", json!({"name": "d1"})).await;
    let d2 = api.create("/droplets", json!({"name": "d2"})).await;
    api.create("/firewalls", json!({"name": "f1", "droplet_ids": [d1]}))
        .await;
    api.create("/firewalls", json!({"name": "f2", "droplet_ids": [d1, d2]}))
        .await;
    let names = |list: Value, at: &str| column(&list, at, "name");
    assert_eq!(
        names(api.get(&format!("/droplets/{d2}/firewalls")).await, "/firewalls"),
        ["f2"]
    );
    assert_eq!(
        names(api.get(&format!("/droplets/{d1}/firewalls")).await, "/firewalls"),
        ["f1", "f2"]
    );
    let (status, missing) = api.send("GET", "/droplets/999/firewalls", None).await;
    assert_eq!(status, 404, "{missing}");
    assert!(
        missing["message"].as_str().is_some_and(|m| m.contains("999")),
        "{missing}"
    );

    // Made below a volume: it names the volume, reads back where its kind is read, and is
    // listed under that volume only.
    let v1 = api.create("/volumes", json!({"name": "v1"})).await;
    let v2 = api.create("/volumes", json!({"name": "v2"})).await;
    let (v1, v2) = (v1.as_str().unwrap(), v2.as_str().unwrap());
    let (status, snap) = api
        .send("POST", &format!("/volumes/{v1}/snapshots"), Some(json!({"name": "s1"})))
        .await;
    assert_eq!(status, 201, "{snap}");
    assert_eq!(snap["resource_id"], v1, "{snap}");
    let read = api.get(&format!("/snapshots/{}", snap["id"].as_str().unwrap())).await;
    assert_eq!(read["name"], "s1", "{read}");
    assert_eq!(
        names(api.get(&format!("/volumes/{v1}/snapshots")).await, "/snapshots"),
        ["s1"]
    );
    assert_eq!(
        names(api.get(&format!("/volumes/{v2}/snapshots")).await, "/snapshots"),
        Vec::<Value>::new()
    );
    let (status, _) = api
        .send("POST", "/volumes/nope/snapshots", Some(json!({"name": "s"})))
        .await;
    assert_eq!(status, 404, "made below no volume");
}

#[tokio::test]
async fn records_are_linked_by_reference_and_unlinked() {
    let api = Api::new(model("links.yaml", BELONGING)).await;
    let d1 = api.create("/droplets", json!({"name": "d1"})).await;
    let d2 = api.create("/droplets", json!({"name": "d2"})).await;
    let f = api
        .create("/firewalls", json!({"name": "f", "droplet_ids": [d1]}))
        .await;
    let f = f.as_str().unwrap();
    let droplet_ids = || async { api.get(&format!("/firewalls/{f}")).await["droplet_ids"].clone() };
    let (status, answer) = api
        .send(
            "POST",
            &format!("/firewalls/{f}/droplets"),
            Some(json!({"droplet_ids": [d2, d1]})),
        )
        .await;
    assert_eq!(status, 204, "{answer}");
    assert_eq!(droplet_ids().await, json!([d1, d2]), "linked once each, no new record");
    // A link to a droplet that does not exist is refused, in the document's shape.
    let (status, refused) = api
        .send(
            "POST",
            &format!("/firewalls/{f}/droplets"),
            Some(json!({"droplet_ids": [999]})),
        )
        .await;
    assert_eq!(status, 404, "{refused}");
    assert!(
        refused["message"].as_str().is_some_and(|m| m.contains("999")),
        "{refused}"
    );
    assert!(refused["id"].is_string(), "the document's error shape: {refused}");
    assert_eq!(droplet_ids().await, json!([d1, d2]));
    let (status, _) = api
        .send(
            "DELETE",
            &format!("/firewalls/{f}/droplets"),
            Some(json!({"droplet_ids": [d1]})),
        )
        .await;
    assert_eq!(status, 204);
    assert_eq!(droplet_ids().await, json!([d2]), "unlinked");
    // Deleting the linked record removes the link, and nothing else.
    let (status, _) = api.send("DELETE", &format!("/droplets/{d2}"), None).await;
    assert_eq!(status, 204);
    assert_eq!(droplet_ids().await, json!([]), "the link ends with the droplet");
}

// ---------------------------------------------------------------------------------------------
// 7. Resources the service provisions.

const PROVISIONED: &str = r#"openapi: 3.0.3
info: {title: Regions, version: "1"}
paths:
  /regions:
    get:
      operationId: regions_list
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {regions: {type: array, items: {$ref: '#/components/schemas/Region'}}}}}}}
  /regions/{slug}:
    parameters: [{name: slug, in: path, required: true, schema: {type: string}}]
    get:
      operationId: region_get
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Region'}}}}
        '404': {description: missing}
components:
  schemas:
    Region:
      type: object
      required: [slug, name]
      properties: {slug: {type: string}, name: {type: string}}
      example: {slug: nyc3, name: New York 3}
"#;

#[tokio::test]
async fn a_provisioned_resource_is_explained_and_filled_by_the_control_api() {
    let model = model("regions.yaml", PROVISIONED);
    let explained = model.explain();
    assert!(
        explained.contains("provisioned the document has no create")
            && explained.contains("POST /__fake/records/regions"),
        "{explained}"
    );
    assert!(
        explained.contains("a read of an id the fake does not hold makes that record"),
        "{explained}"
    );
    let api = Api::new(model).await;
    assert_eq!(
        column(&api.get("/regions").await, "/regions", "slug"),
        Vec::<Value>::new()
    );
    // A region the service has is there when it is named (issue 49: a test reaches it, and
    // what is below it), and listed from then on.
    let (status, named) = api.send("GET", "/regions/ams3", None).await;
    assert_eq!((status, &named["slug"]), (200, &json!("ams3")), "{named}");
    assert_eq!(column(&api.get("/regions").await, "/regions", "slug"), [json!("ams3")]);
    let (status, put) = api
        .send(
            "POST",
            "/__fake/records/regions",
            Some(json!({"slug": "nyc3", "name": "New York 3"})),
        )
        .await;
    assert_eq!((status, &put), (201, &json!({"id": "nyc3"})));
    assert_eq!(api.get("/regions/nyc3").await["name"], "New York 3");
    assert_eq!(
        column(&api.get("/regions").await, "/regions", "slug"),
        [json!("ams3"), json!("nyc3")]
    );
    let (status, refused) = api
        .send("POST", "/__fake/records/regions", Some(json!({"slug": 3})))
        .await;
    assert_eq!(status, 422, "judged against the record schema: {refused}");
}

// ---------------------------------------------------------------------------------------------
// 8. Actions on a sub-path, and the action records they make.

const SERVERS: &str = r#"openapi: 3.0.3
info: {title: Servers, version: "1"}
paths:
  /servers:
    post:
      operationId: server_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Named'}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}
  /servers/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: server_get
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}
        '404': {description: missing}
    delete:
      operationId: server_delete
      responses: {'204': {description: gone}}
  /servers/{id}/actions/poweroff:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: server_poweroff
      responses:
        '201': {description: started, content: {application/json: {schema: {type: object, required: [action], properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
  /servers/{id}/actions/{action_id}:
    parameters:
      - {name: id, in: path, required: true, schema: {type: integer}}
      - {name: action_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: server_action_get
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, required: [action], properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
  /servers/{id}/actions:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: server_actions
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {actions: {type: array, items: {$ref: '#/components/schemas/Action'}}}}}}}
  /actions/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: action_get
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, required: [action], properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
        '404': {description: missing}
  /actions:
    get:
      operationId: actions_list
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {actions: {type: array, items: {$ref: '#/components/schemas/Action'}}}}}}}
  /rules/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: rule_get
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}
        '404': {description: missing}
    delete:
      operationId: rule_delete
      responses: {'204': {description: gone}}
  /rules:
    post:
      operationId: rule_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Named'}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}}
  /rules/{id}/disable:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    patch:
      operationId: rule_disable
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}
        '404': {description: missing}
  /droplets:
    post:
      operationId: droplet_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Named'}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Droplet'}}}}}
  /droplets/{droplet_id}:
    parameters: [{name: droplet_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: droplet_get
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Droplet'}}}}}
    delete:
      operationId: droplet_delete
      responses: {'204': {description: gone}}
  /droplets/{droplet_id}/actions:
    parameters: [{name: droplet_id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: droplet_action_post
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [type], properties: {type: {type: string, enum: [reboot, power_off, power_on]}}}}}
      responses:
        '201': {description: started, content: {application/json: {schema: {$ref: '#/components/schemas/DropletAction'}}}}
    get:
      operationId: droplet_action_list
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {actions: {type: array, items: {$ref: '#/components/schemas/DropletAction'}}}}}}}
  /droplets/{droplet_id}/actions/{action_id}:
    parameters:
      - {name: droplet_id, in: path, required: true, schema: {type: integer}}
      - {name: action_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: droplet_action_get
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/DropletAction'}}}}}
components:
  schemas:
    Named: {type: object, required: [name], properties: {name: {type: string}}}
    Server:
      type: object
      required: [id, name, status]
      properties: {id: {type: integer}, name: {type: string}, status: {type: string, enum: [running, starting, off]}}
    Action:
      type: object
      required: [id, command, status]
      properties: {id: {type: integer}, command: {type: string}, status: {type: string, enum: [running, success, error]}}
    Rule:
      type: object
      required: [id, name, enabled]
      properties: {id: {type: string}, name: {type: string}, enabled: {type: boolean}}
    Droplet:
      type: object
      required: [id, name, status]
      properties: {id: {type: integer}, name: {type: string}, status: {type: string, enum: [new, active, off]}}
    DropletAction:
      type: object
      required: [id, type, status]
      properties: {id: {type: integer}, type: {type: string}, status: {type: string, enum: [in-progress, completed, errored]}}
"#;

#[tokio::test]
async fn an_action_on_a_sub_path_acts_on_its_item_and_its_record_reads_back() {
    let api = Api::new(model("servers.yaml", SERVERS)).await;
    let server = api.create("/servers", json!({"name": "web"})).await;
    let (status, off) = api
        .send("POST", &format!("/servers/{server}/actions/poweroff"), None)
        .await;
    assert_eq!(status, 201, "{off}");
    let first = off["action"]["id"].clone();
    let read = api.get(&format!("/actions/{first}")).await;
    assert_eq!(read["action"], off["action"], "the action reads back: {read}");
    assert_eq!(
        api.get(&format!("/servers/{server}/actions/{first}")).await["action"]["id"],
        first,
        "on the server's path too"
    );
    let (_, again) = api
        .send("POST", &format!("/servers/{server}/actions/poweroff"), None)
        .await;
    assert_ne!(
        again["action"]["id"], first,
        "each action has an id of its own: {again}"
    );
    assert_eq!(
        column(&api.get(&format!("/servers/{server}/actions")).await, "/actions", "id"),
        [first.clone(), again["action"]["id"].clone()]
    );
    assert_eq!(api.get(&format!("/servers/{server}")).await["status"], "off");
    let (status, _) = api.send("GET", "/actions/4242", None).await;
    assert_eq!(status, 404);

    // `PATCH /rules/{id}/disable` acts on the rule.
    let rule = api.create("/rules", json!({"name": "r"})).await;
    let rule = rule.as_str().unwrap();
    let (status, disabled) = api.send("PATCH", &format!("/rules/{rule}/disable"), None).await;
    assert_eq!((status, &disabled["enabled"]), (200, &json!(false)), "{disabled}");
    assert_eq!(api.get(&format!("/rules/{rule}")).await["enabled"], false);
    let (status, _) = api.send("PATCH", "/rules/nope/disable", None).await;
    assert_eq!(status, 404, "an action of an item that is not there");

    // `POST /droplets/{id}/actions {type: power_off}`: an action record, and the droplet off.
    let droplet = api.create("/droplets", json!({"name": "d"})).await;
    let (status, action) = api
        .send(
            "POST",
            &format!("/droplets/{droplet}/actions"),
            Some(json!({"type": "power_off"})),
        )
        .await;
    assert_eq!(status, 201, "{action}");
    assert_eq!(action["type"], "power_off", "{action}");
    let read = api.get(&format!("/droplets/{droplet}/actions/{}", action["id"])).await;
    assert_eq!(read["status"], "completed", "{read}");
    assert_eq!(api.get(&format!("/droplets/{droplet}")).await["status"], "off");
}

// ---------------------------------------------------------------------------------------------
// 6. A resource named by a label whose item path answers a list of other things.

const TAGS: &str = r#"openapi: 3.0.3
info: {title: Tags, version: "1"}
paths:
  /tags:
    get:
      operationId: tags_list
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  data: {type: array, items: {$ref: '#/components/schemas/Tag'}}
                  page: {type: integer}
                  pages: {type: integer}
                  results: {type: integer}
    post:
      operationId: tag_create
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Tag'}}}}
      responses: {'200': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Tag'}}}}}
  /tags/{label}:
    parameters: [{name: label, in: path, required: true, schema: {type: string}}]
    get:
      operationId: tagged_objects_list
      responses:
        '200':
          description: what the tag is on
          content:
            application/json:
              schema:
                type: object
                properties:
                  data:
                    type: array
                    items: {type: object, required: [type], properties: {type: {type: string}, data: {type: object}}}
                  page: {type: integer}
                  pages: {type: integer}
                  results: {type: integer}
        '404': {description: missing}
    delete:
      operationId: tag_delete
      responses: {'200': {description: gone, content: {application/json: {schema: {type: object}}}}}
components:
  schemas:
    Tag: {type: object, required: [label], properties: {label: {type: string}}}
"#;

#[tokio::test]
async fn a_resource_named_by_its_label_is_kept_by_it_whatever_its_item_path_answers() {
    let model = model("tags.yaml", TAGS);
    let tags = &model.resources[0];
    assert_eq!(tags.id_member.as_deref(), Some("label"), "{}", model.explain());
    let api = Api::new(model).await;
    let (status, made) = api.send("POST", "/tags", Some(json!({"label": "web"}))).await;
    assert_eq!((status, &made), (200, &json!({"label": "web"})));
    api.send("POST", "/tags", Some(json!({"label": "db"}))).await;
    let all = api.get("/tags").await;
    assert_eq!(column(&all, "/data", "label"), ["web", "db"], "{all}");
    assert_eq!(all["results"], 2);
    let (status, tagged) = api.send("GET", "/tags/web", None).await;
    assert_eq!(status, 200, "{tagged}");
    assert_eq!(
        tagged["data"],
        json!([]),
        "what it is on, of which the fake keeps none: {tagged}"
    );
    let (status, _) = api.send("GET", "/tags/nope", None).await;
    assert_eq!(status, 404);
    let (status, _) = api.send("DELETE", "/tags/web", None).await;
    assert_eq!(status, 200);
    assert_eq!(column(&api.get("/tags").await, "/data", "label"), ["db"]);
}
