//! Documents as they are written, and suites written for stateless mocks, on the fake (issue 32,
//! points 5 to 7): schemas named like keywords, OpenAPI 3.0 keywords in a 3.1 document, `oneOf`s
//! whose branches the document does not tell apart, contract mode (`auto_create`) on repeated
//! names and on identities the path cannot spell, and the ids a fake makes without a seed.

use std::path::Path;

use oapigen::Severity;
use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options};
use oapigen_runtime::ValidateJson;
use serde_json::{Value, json};

fn spec(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("fixtures/specs/{name}.yaml"))
}

/// The fake's model of a fixture, with the generation's warnings.
fn model_of(builder: oapigen::Builder) -> (Model, Vec<oapigen::Diagnostic>) {
    builder
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
}

fn model(name: &str) -> Model {
    model_of(oapigen::Builder::new().spec(spec(name))).0
}

struct Api {
    fake: Fake,
    base: String,
    http: reqwest::Client,
    _running: oapigen_fake::Running,
}

impl Api {
    async fn new(model: Model, options: Options) -> Api {
        // `Fake::new` compiles every schema slot of the model: one the engine cannot read fails here.
        let fake = Fake::new(model, options).unwrap_or_else(|e| panic!("the model compiles: {e}"));
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
        (status, answer.json().await.unwrap_or(Value::Null))
    }
}

fn strict() -> Options {
    Options::default()
}

fn contract() -> Options {
    Options {
        auto_create: true,
        ..Options::default()
    }
}

// ---------------------------------------------------------------------------------------------
// Schemas named like keywords (the provider's CDN document has `components/schemas/default`).

#[tokio::test]
async fn schemas_named_like_keywords_are_served_and_judged() {
    let api = Api::new(model("keyword_names"), strict()).await;
    let rule = json!({
        "name": "r1",
        "type": "redirect",
        "default": {"weight": 3},
        "example": {"text": "hi"},
        "enum": ["abc"],
    });
    let (status, made) = api.send("POST", "/rules", Some(rule.clone())).await;
    assert_eq!(status, 201, "{made}");
    assert_eq!(made["default"], json!({"weight": 3}), "{made}");
    assert_eq!(made["enum"], json!(["abc"]), "{made}");
    let id = made["id"].as_i64().unwrap_or_else(|| panic!("{made}"));
    let (status, read) = api.send("GET", &format!("/rules/{id}"), None).await;
    assert_eq!((status, &read), (200, &made));
    // Each schema a `$ref` names is judged, however it is named.
    for (change, pointer) in [
        (json!({"default": {"weight": 30}}), "/body/default/weight"),
        (
            json!({"example": {"text": "far more than twenty characters"}}),
            "/body/example/text",
        ),
        (json!({"enum": ["ABC"]}), "/body/enum/0"),
        (json!({"type": "other"}), "/body/type"),
    ] {
        let mut bad = rule.clone();
        bad.as_object_mut().unwrap().extend(change.as_object().unwrap().clone());
        let (status, answer) = api.send("POST", "/rules", Some(bad)).await;
        assert_eq!(status, 422, "{answer}");
        assert!(answer.to_string().contains(pointer), "{pointer} in {answer}");
    }
    let (status, verdict) = api
        .send(
            "POST",
            "/templates",
            Some(json!({"properties": rule, "const": {"message": "m"}})),
        )
        .await;
    assert_eq!(status, 200, "{verdict}");
    assert!(verdict["valid"].is_boolean(), "{verdict}");
    // The error answer named `default` is the document's `const` schema.
    let (status, missing) = api.send("GET", "/rules/999", None).await;
    assert_eq!(status, 404);
    assert!(missing["message"].is_string(), "{missing}");
}

#[test]
fn the_generated_types_of_keyword_names_judge_alike() {
    use oapigen_tests::keyword_names::types;
    let good = json!({"name": "r1", "type": "redirect", "default": {"weight": 3}, "enum": ["abc"]});
    assert!(types::Default2::validate_json(&good).is_ok());
    let bad = json!({"name": "r1", "type": "redirect", "default": {"weight": 30}});
    let errors = types::Default2::validate_json(&bad).unwrap_err();
    assert!(format!("{errors:?}").contains("/default/weight"), "{errors:?}");
    let rule: types::Default2 = serde_json::from_value(good).unwrap();
    assert_eq!(rule.default.and_then(|d| d.weight).map(|w| w.get()), Some(3));
}

fn warnings_at<'d>(diags: &'d [oapigen::Diagnostic], keyword: &str) -> Vec<&'d oapigen::Diagnostic> {
    diags
        .iter()
        .filter(|d| d.severity == Severity::Warning && d.keyword.as_deref() == Some(keyword))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// OpenAPI 3.0's keywords in a 3.1 document (the provider's IAM document marks `nullable: true`).

#[test]
fn keywords_of_30_in_31_are_located_warnings() {
    let (_, diags) = model_of(oapigen::Builder::new().spec(spec("keywords_30_in_31")));
    let nullable = warnings_at(&diags, "nullable");
    let exp_date = nullable
        .iter()
        .find(|d| d.pointer == "/components/schemas/TokenCreate/properties/exp_date/nullable")
        .unwrap_or_else(|| panic!("no warning at TokenCreate's exp_date: {diags:?}"));
    assert!(exp_date.file.ends_with("keywords_30_in_31.yaml"), "{exp_date}");
    assert_eq!(exp_date.location, Some((71, 11)), "{exp_date}");
    assert!(exp_date.message.contains("read as 3.0 means it"), "{exp_date}");
    // Every mark is reported, once: six members and one schema.
    let mut pointers: Vec<&str> = nullable.iter().map(|d| d.pointer.as_str()).collect();
    pointers.sort();
    pointers.dedup();
    assert_eq!((pointers.len(), nullable.len()), (7, 7), "{pointers:?}");
    let bounds = warnings_at(&diags, "exclusiveMinimum");
    assert_eq!(bounds.len(), 2, "{bounds:?}");
    // Off, the warnings say the keywords are ignored.
    let (_, off) = model_of(
        oapigen::Builder::new()
            .spec(spec("keywords_30_in_31"))
            .openapi30_keywords(false),
    );
    let ignored = warnings_at(&off, "nullable");
    assert_eq!(ignored.len(), 7);
    assert!(ignored.iter().all(|d| d.message.contains("ignored")), "{ignored:?}");
}

#[test]
fn the_generated_types_read_nullable_as_its_author_meant() {
    use oapigen_tests::keywords_30_in_31::types;
    let body = json!({"name": "t", "exp_date": null});
    assert!(types::TokenCreate::validate_json(&body).is_ok());
    let typed: types::TokenCreate = serde_json::from_value(body.clone()).unwrap();
    oapigen_runtime::Validate::validate(&typed).unwrap();
    assert_eq!(serde_json::to_value(&typed).unwrap(), body);
    // Still a date-time when it is not null, and the 3.0 boolean bound is exclusive.
    assert!(types::TokenCreate::validate_json(&json!({"name": "t", "exp_date": "soon"})).is_err());
    assert!(types::TokenCreate::validate_json(&json!({"name": "t", "exp_date": null, "weight": 0})).is_err());
    assert!(types::TokenCreate::validate_json(&json!({"name": "t", "exp_date": null, "weight": 1})).is_ok());
    assert!(
        types::Token::validate_json(
            &json!({"id": 1, "name": "t", "exp_date": null, "created_at": "2024-01-01T00:00:00Z", "last_used": null})
        )
        .is_ok()
    );
}

#[tokio::test]
async fn the_fake_takes_null_where_the_document_marks_nullable() {
    let api = Api::new(model("keywords_30_in_31"), strict()).await;
    let (status, made) = api
        .send(
            "POST",
            "/tokens",
            Some(json!({"name": "t", "exp_date": null, "description": null})),
        )
        .await;
    assert_eq!(status, 201, "{made}");
    assert_eq!(
        (&made["exp_date"], &made["description"]),
        (&Value::Null, &Value::Null),
        "{made}"
    );
    let id = made["id"].as_i64().unwrap();
    let (status, read) = api.send("GET", &format!("/tokens/{id}"), None).await;
    assert_eq!((status, &read), (200, &made));
    // A patch's null sets a member the record must have to null, and removes any other.
    let (status, dated) = api
        .send(
            "PATCH",
            &format!("/tokens/{id}"),
            Some(json!({"exp_date": "2030-01-01T00:00:00Z", "description": "d"})),
        )
        .await;
    assert_eq!(
        (status, &dated["exp_date"]),
        (200, &json!("2030-01-01T00:00:00Z")),
        "{dated}"
    );
    let (status, cleared) = api
        .send(
            "PATCH",
            &format!("/tokens/{id}"),
            Some(json!({"exp_date": null, "description": null})),
        )
        .await;
    assert_eq!(status, 200, "{cleared}");
    assert_eq!(cleared["exp_date"], Value::Null, "{cleared}");
    assert!(cleared.get("description").is_none(), "{cleared}");
    let (status, list) = api.send("GET", "/tokens", None).await;
    assert_eq!(status, 200, "{list}");
    // The bound 3.0 made exclusive is judged so.
    let (status, refused) = api
        .send(
            "POST",
            "/tokens",
            Some(json!({"name": "t", "exp_date": null, "weight": 0})),
        )
        .await;
    assert_eq!(status, 422, "{refused}");
    assert!(refused.to_string().contains("/body/weight"), "{refused}");
}

#[tokio::test]
async fn with_the_setting_off_the_fake_reads_31_as_written() {
    let (model, _) = model_of(
        oapigen::Builder::new()
            .spec(spec("keywords_30_in_31"))
            .openapi30_keywords(false),
    );
    let api = Api::new(model, strict()).await;
    let (status, refused) = api
        .send("POST", "/tokens", Some(json!({"name": "t", "exp_date": null})))
        .await;
    assert_eq!(status, 422, "{refused}");
    assert!(refused.to_string().contains("/body/exp_date"), "{refused}");
    let (status, made) = api
        .send(
            "POST",
            "/tokens",
            Some(json!({"name": "t", "exp_date": "2030-01-01T00:00:00Z", "weight": 0})),
        )
        .await;
    assert_eq!(status, 201, "{made}");
}

// ---------------------------------------------------------------------------------------------
// `oneOf`s the document does not tell apart: a located warning; with a discriminator, accepted
// as the service accepts them, in both modes, alike by the client's checks, its schema engine
// and the fake's judge; without one, refused as JSON Schema says.

const SUBNET: &str = "b0b4e3a2-5d5e-4d3e-9b4e-1e4f5e6a7b8c";

#[test]
fn an_ambiguous_one_of_is_a_located_warning() {
    let (_, diags) = model_of(oapigen::Builder::new().spec(spec("contract")));
    let one_of = warnings_at(&diags, "oneOf");
    let pointers: Vec<&str> = one_of.iter().map(|d| d.pointer.as_str()).collect();
    assert_eq!(
        pointers,
        [
            "/paths/~1servers~1{server_id}~1attach_interface/post/requestBody/content/application~1json/schema/oneOf",
            "/paths/~1weights/post/requestBody/content/application~1json/schema/properties/weight/oneOf",
        ],
        "{diags:?}"
    );
    let attach = one_of[0];
    assert_eq!(attach.location, Some((96, 15)), "{attach}");
    assert!(
        attach.message.contains("#/components/schemas/SubnetInterface"),
        "{attach}"
    );
    assert!(attach.message.contains("`type` names a branch"), "{attach}");
    let weight = one_of[1];
    assert!(weight.message.contains("keeps JSON Schema's meaning"), "{weight}");
    // `Contact` (an email or a phone, each branch requiring its own) is told apart: no warning.
    assert!(!diags.iter().any(|d| d.pointer.contains("Contact")), "{diags:?}");
}

#[test]
fn the_client_judges_an_ambiguous_one_of_as_the_fake_does() {
    use oapigen_tests::contract::types;
    let untagged = json!({"subnet_id": SUBNET});
    let tagged = json!({"type": "subnet", "subnet_id": SUBNET});
    // The schema engine (`validate_json`): one branch or more; the discriminator's branch when
    // the value names it.
    assert!(types::AttachInterfaceBody::validate_json(&untagged).is_ok());
    assert!(types::AttachInterfaceBody::validate_json(&tagged).is_ok());
    assert!(types::AttachInterfaceBody::validate_json(&json!({"type": "subnet"})).is_err());
    assert!(types::AttachInterfaceBody::validate_json(&json!({"type": "external", "ip_family": "ipv4"})).is_ok());
    // The typed value a client builds: the branch it names, without the tag, is valid.
    let body = types::AttachInterfaceBody::from(
        types::SubnetInterface::builder()
            .subnet_id(SUBNET.parse::<oapigen_runtime::Uuid>().unwrap())
            .build()
            .unwrap(),
    );
    oapigen_runtime::Validate::validate(&body).unwrap();
    assert_eq!(serde_json::to_value(&body).unwrap(), untagged);
    let tagged_typed: types::AttachInterfaceBody = serde_json::from_value(tagged).unwrap();
    oapigen_runtime::Validate::validate(&tagged_typed).unwrap();
    // Without a discriminator an ambiguous `oneOf` keeps JSON Schema's meaning: 5 (an integer
    // at least 0 and a number at most 100) is refused, 5.5 and -1 are taken.
    let weight = json!({"weight": 5});
    assert!(types::SetWeightBody::validate_json(&weight).is_err());
    let typed: types::SetWeightBody = serde_json::from_value(weight).unwrap();
    assert!(oapigen_runtime::Validate::validate(&typed).is_err());
    for taken in [json!({"weight": 5.5}), json!({"weight": -1})] {
        assert!(types::SetWeightBody::validate_json(&taken).is_ok(), "{taken}");
        let typed: types::SetWeightBody = serde_json::from_value(taken).unwrap();
        oapigen_runtime::Validate::validate(&typed).unwrap();
    }
    // A `oneOf` the document tells apart stays exclusive: an email and a phone is refused.
    let both = json!({"email": "a@example.com", "phone": "+123"});
    assert!(types::Contact::validate_json(&both).is_err());
    let typed: types::Contact = serde_json::from_value(both).unwrap();
    assert!(oapigen_runtime::Validate::validate(&typed).is_err());
}

#[tokio::test]
async fn the_fake_judges_ambiguous_one_ofs_alike_in_both_modes() {
    for options in [strict(), contract()] {
        let api = Api::new(model("contract"), options.clone()).await;
        let (status, server) = api.send("POST", "/servers", Some(json!({"name": "web"}))).await;
        assert_eq!(status, 201, "{server}");
        let id = server["id"].as_str().unwrap().to_string();
        let attach = format!("/servers/{id}/attach_interface");
        for body in [
            json!({"subnet_id": SUBNET}),
            json!({"type": "subnet", "subnet_id": SUBNET}),
            json!({"type": "external"}),
            json!({}),
        ] {
            let (status, answer) = api.send("POST", &attach, Some(body.clone())).await;
            assert_eq!(status, 200, "{options:?} {body}: {answer}");
        }
        // The branch the discriminator names is judged.
        let (status, refused) = api.send("POST", &attach, Some(json!({"type": "subnet"}))).await;
        assert_eq!(status, 422, "{refused}");
        assert!(refused.to_string().contains("subnet_id"), "{refused}");
        let (status, refused) = api.send("POST", "/weights", Some(json!({"weight": 5}))).await;
        assert_eq!(status, 422, "{refused}");
        assert!(refused.to_string().contains("oneOf"), "{refused}");
        let (status, answer) = api.send("POST", "/weights", Some(json!({"weight": 5.5}))).await;
        assert_eq!(status, 204, "{answer}");
        let (status, refused) = api
            .send(
                "POST",
                "/contacts",
                Some(json!({"email": "a@example.com", "phone": "+123"})),
            )
            .await;
        assert_eq!(status, 422, "{refused}");
        let (status, _) = api.send("POST", "/contacts", Some(json!({"phone": "+123"}))).await;
        assert_eq!(status, 204);
    }
}

// ---------------------------------------------------------------------------------------------
// Contract mode (`auto_create`) on what suites written for stateless mocks send.

#[tokio::test]
async fn a_repeated_name_is_a_conflict_in_strict_mode_and_a_new_record_in_contract_mode() {
    let key = |description: &str| json!({"name": "my-api-key", "description": description});
    let api = Api::new(model("contract"), strict()).await;
    let (status, _) = api.send("POST", "/api_keys", Some(key("first"))).await;
    assert_eq!(status, 201);
    let (status, conflict) = api.send("POST", "/api_keys", Some(key("second"))).await;
    assert_eq!(status, 409, "{conflict}");
    assert!(
        conflict["message"].as_str().unwrap().contains("my-api-key"),
        "{conflict}"
    );

    let api = Api::new(model("contract"), contract()).await;
    for description in ["first", "second"] {
        let (status, made) = api.send("POST", "/api_keys", Some(key(description))).await;
        assert_eq!(status, 201, "{made}");
        assert_eq!(made["description"], description);
    }
    // The name names one record: the last made.
    let (_, list) = api.send("GET", "/api_keys", None).await;
    assert_eq!(list.as_array().map(Vec::len), Some(1), "{list}");
    let (status, read) = api.send("GET", "/api_keys/my-api-key", None).await;
    assert_eq!((status, &read["description"]), (200, &json!("second")), "{read}");
}

#[tokio::test]
async fn a_record_named_in_a_path_is_made_in_contract_mode_even_where_its_schema_refuses_the_name() {
    let api = Api::new(model("contract"), strict()).await;
    let (status, missing) = api.send("GET", "/api_keys/api_key_name", None).await;
    assert_eq!(status, 404, "{missing}");

    let api = Api::new(model("contract"), contract()).await;
    // A name the schema allows is the record's name.
    let (status, read) = api.send("GET", "/api_keys/deploy-key", None).await;
    assert_eq!((status, &read["name"]), (200, &json!("deploy-key")), "{read}");
    // `api_key_name` breaks the name's pattern: the record holds a name it allows, and is the
    // same record on every read, found under the path's text until deleted.
    let (status, first) = api.send("GET", "/api_keys/api_key_name", None).await;
    assert_eq!(status, 200, "{first}");
    let name = first["name"].as_str().unwrap();
    assert!(
        name.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
        "{first}"
    );
    let (status, again) = api.send("GET", "/api_keys/api_key_name", None).await;
    assert_eq!((status, &again), (200, &first));
    let (status, _) = api.send("DELETE", "/api_keys/api_key_name", None).await;
    assert_eq!(status, 204);
    // An id made up for the fake reads back, and a made-up server id that is not a uuid too.
    let (status, server) = api.send("GET", "/servers/server_id", None).await;
    assert_eq!(status, 200, "{server}");
    assert!(server["id"].as_str().is_some_and(|id| id.len() == 36), "{server}");
}

// ---------------------------------------------------------------------------------------------
// Determinism: without a seed, every start of a document makes the same ids in the same order.

#[tokio::test]
async fn two_fakes_with_default_options_make_the_same_ids() {
    let mut runs = Vec::new();
    for options in [
        Options::default(),
        Options::default(),
        Options {
            seed: 1,
            ..Options::default()
        },
    ] {
        let api = Api::new(model("contract"), options).await;
        let mut ids = Vec::new();
        for name in ["a", "b", "c"] {
            let (status, server) = api.send("POST", "/servers", Some(json!({"name": name}))).await;
            assert_eq!(status, 201, "{server}");
            ids.push(server["id"].as_str().unwrap().to_string());
        }
        api.fake.reset();
        let (_, again) = api.send("POST", "/servers", Some(json!({"name": "a"}))).await;
        ids.push(again["id"].as_str().unwrap().to_string());
        runs.push(ids);
    }
    assert_eq!(runs[0], runs[1], "the same ids on every start");
    assert_eq!(runs[0][3], runs[0][0], "and after a reset");
    assert_ne!(runs[0], runs[2], "another seed, other ids");
}

// ---------------------------------------------------------------------------------------------
// A member the fake cannot make valid on its own is the request's to give (nexus's `Name`).

const NAMED: &str = r#"openapi: 3.0.3
info: {title: Named, version: "1"}
paths:
  /projects:
    post:
      operationId: project_create
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/ProjectCreate'}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Project'}}}}
  /projects/{project_id}:
    get:
      operationId: project_view
      parameters: [{name: project_id, in: path, required: true, schema: {type: string, format: uuid}}]
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Project'}}}}
components:
  schemas:
    Name:
      type: string
      pattern: '^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z][a-z0-9-]*[a-zA-Z0-9]$'
      maxLength: 63
    ProjectCreate:
      type: object
      required: [name]
      properties: {name: {$ref: '#/components/schemas/Name'}}
    Project:
      type: object
      required: [id, name]
      properties:
        id: {type: string, format: uuid}
        name: {$ref: '#/components/schemas/Name'}
"#;

#[tokio::test]
async fn a_record_takes_from_the_request_what_the_fake_cannot_make() {
    let (model, _) = model_of(oapigen::Builder::new().spec_text("named.yaml", NAMED));
    let api = Api::new(model, strict()).await;
    let (status, made) = api.send("POST", "/projects", Some(json!({"name": "web"}))).await;
    assert_eq!(status, 201, "{made}");
    assert_eq!(made["name"], "web");
    let id = made["id"].as_str().expect("an id");
    let (status, read) = api.send("GET", &format!("/projects/{id}"), None).await;
    assert_eq!((status, &read["name"]), (200, &json!("web")), "{read}");
}

// ---------------------------------------------------------------------------------------------
// A path parameter that is a name or an id (nexus's `NameOrId`) names a record by either.

const NAME_OR_ID: &str = r#"openapi: 3.0.3
info: {title: Projects, version: "1"}
paths:
  /projects:
    post:
      operationId: project_create
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/ProjectCreate'}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Project'}}}}
  /projects/{project}:
    parameters: [{name: project, in: path, required: true, schema: {$ref: '#/components/schemas/NameOrId'}}]
    get:
      operationId: project_view
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Project'}}}}
    put:
      operationId: project_update
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/ProjectUpdate'}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Project'}}}}
    delete:
      operationId: project_delete
      responses:
        '204': {description: gone}
components:
  schemas:
    # Not a UUID, or a name and an id would both be valid under `NameOrId`.
    Name:
      type: string
      pattern: '^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z][a-z0-9-]*$'
      maxLength: 63
    NameOrId:
      oneOf:
        - {title: id, allOf: [{type: string, format: uuid}]}
        - {title: name, allOf: [{$ref: '#/components/schemas/Name'}]}
    ProjectCreate:
      type: object
      required: [name, description]
      properties: {name: {$ref: '#/components/schemas/Name'}, description: {type: string}}
    ProjectUpdate:
      type: object
      properties: {name: {$ref: '#/components/schemas/Name'}, description: {type: string}}
    Project:
      type: object
      required: [id, name, description, silo_id]
      properties:
        id: {type: string, format: uuid}
        silo_id: {type: string, format: uuid}
        name: {$ref: '#/components/schemas/Name'}
        description: {type: string}
"#;

#[tokio::test]
async fn a_name_or_an_id_names_the_same_record() {
    let (model, _) = model_of(oapigen::Builder::new().spec_text("projects.yaml", NAME_OR_ID));
    let projects = &model.resources[0];
    assert_eq!(
        (projects.id_member.as_deref(), projects.also_by.as_slice()),
        (Some("id"), ["name".to_string()].as_slice()),
        "{}",
        model.explain()
    );
    let api = Api::new(model, strict()).await;
    let (status, made) = api
        .send("POST", "/projects", Some(json!({"name": "web", "description": "d"})))
        .await;
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().expect("an id").to_string();
    let (_, by_id) = api.send("GET", &format!("/projects/{id}"), None).await;
    let (_, by_name) = api.send("GET", "/projects/web", None).await;
    assert_eq!((&by_id, &by_name), (&made, &made));
    // A replacement keeps what its body leaves out: the id, the silo, the name.
    let (status, put) = api
        .send("PUT", "/projects/web", Some(json!({"description": "new"})))
        .await;
    assert_eq!(status, 200, "{put}");
    assert_eq!(
        (&put["id"], &put["silo_id"], &put["name"], &put["description"]),
        (&made["id"], &made["silo_id"], &json!("web"), &json!("new"))
    );
    assert_eq!(api.send("DELETE", "/projects/web", None).await.0, 204);
    assert_eq!(api.send("GET", &format!("/projects/{id}"), None).await.0, 404);
}
