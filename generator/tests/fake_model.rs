//! The model of what a fake serves, as derived from documents: resources inferred from paths and
//! methods, the task protocol, paging, schemas with their annotations, and the `x-oapigen-fake`
//! extension where inference is wrong.

use oapigen::Builder;
use oapigen_fake::model::{Model, PageFact, PageStart, ParamLocation, Role, Status};

const SPEC: &str = r#"openapi: 3.1.0
info: {title: Shop, version: 1.0.0}
components:
  securitySchemes:
    key: {type: apiKey, in: header, name: Authorization, description: "Send `apikey <KEY>`."}
  schemas:
    Widget:
      type: object
      required: [id, name, tags]
      properties:
        id: {type: string, format: uuid}
        name: {type: string, default: unnamed, examples: [bolt]}
        tags: {type: array, items: {type: object, properties: {key: {type: string}, value: {type: string}}}}
    WidgetPatch:
      type: object
      description: A JSON Merge Patch (RFC 7386) of a widget.
      properties:
        name: {type: string}
    Tasks:
      type: object
      required: [tasks]
      properties: {tasks: {type: array, items: {type: string}}}
    Task:
      type: object
      required: [id, state]
      properties:
        id: {type: string}
        state: {type: string, enum: [NEW, RUNNING, FINISHED, ERROR]}
        created_resources:
          type: object
          properties: {widgets: {type: array, items: {type: string}}}
security: [{key: []}]
paths:
  /shops/{shop_id}/widgets:
    parameters:
      - {name: shop_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: listWidgets
      x-oapigen-pagination: {limit: limit, offset: offset, items: /results, count: /count}
      parameters:
        - {name: limit, in: query, schema: {type: integer, default: 25, maximum: 100}}
        - {name: offset, in: query, schema: {type: integer, minimum: 0}}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  count: {type: integer}
                  results: {type: array, items: {$ref: '#/components/schemas/Widget'}}
    post:
      operationId: createWidget
      x-oapigen-tasks: {ids: /tasks, poll: getTask}
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/Widget'}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Tasks'}}}}
        '400': {description: bad, content: {application/json: {schema: {type: object, properties: {message: {type: string}}}}}}
  /shops/{shop_id}/widgets/{widget_id}:
    parameters:
      - {name: shop_id, in: path, required: true, schema: {type: integer}}
      - {name: widget_id, in: path, required: true, schema: {type: string, format: uuid}}
    get:
      operationId: getWidget
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Widget'}}}}
        '404': {description: missing}
    patch:
      operationId: patchWidget
      requestBody:
        content: {application/json: {schema: {$ref: '#/components/schemas/WidgetPatch'}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Widget'}}}}
    delete:
      operationId: deleteWidget
      responses:
        '204': {description: gone}
  /shops/{shop_id}/widgets/{widget_id}/polish:
    post:
      operationId: polishWidget
      parameters:
        - {name: shop_id, in: path, required: true, schema: {type: integer}}
        - {name: widget_id, in: path, required: true, schema: {type: string}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Widget'}}}}
  /prices/{sku}:
    get:
      operationId: getPrice
      security: []
      parameters:
        - {name: sku, in: path, required: true, schema: {type: string}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: number}}}}
  /tasks:
    get:
      operationId: listTasks
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Task'}}}}}
  /tasks/{task_id}:
    get:
      operationId: getTask
      x-oapigen-task-status: {state: /state, finished: [FINISHED], failed: [ERROR]}
      parameters:
        - {name: task_id, in: path, required: true, schema: {type: string}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Task'}}}}
"#;

fn model(spec: &str, b: Builder) -> Model {
    b.spec_text("shop.yaml", spec)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0
}

fn role(m: &Model, id: &str) -> Role {
    m.operations
        .iter()
        .find(|o| o.id == id)
        .unwrap_or_else(|| panic!("no {id}"))
        .role
}

#[test]
fn resources_are_inferred_from_paths_and_methods() {
    let m = model(SPEC, Builder::new());
    assert_eq!(m.resources.len(), 1, "{}", m.explain());
    let r = &m.resources[0];
    // The literal before the scope parameter names what the widgets belong to.
    assert_eq!(r.name, "shops_widgets");
    assert_eq!(r.scope, ["shop_id"]);
    assert_eq!((r.id_param.as_str(), r.id_member.as_deref()), ("widget_id", Some("id")));
    assert_eq!(r.task_key.as_deref(), Some("widgets"));
    assert_eq!(role(&m, "createWidget"), Role::Create { resource: 0 });
    assert_eq!(role(&m, "listWidgets"), Role::List { resource: 0 });
    assert_eq!(role(&m, "getWidget"), Role::Read { resource: 0 });
    assert_eq!(role(&m, "patchWidget"), Role::Update { resource: 0 });
    assert_eq!(role(&m, "deleteWidget"), Role::Delete { resource: 0 });
    assert_eq!(role(&m, "polishWidget"), Role::Action { resource: 0 });
    // A lone GET on an item path is a computation, not a record.
    assert_eq!(role(&m, "getPrice"), Role::Stateless);
    assert_eq!(role(&m, "getTask"), Role::TaskRead);
    assert_eq!(role(&m, "listTasks"), Role::TaskList);
    let explained = m.explain();
    assert!(
        explained.contains("8 of 9 operations served with state, 1 without"),
        "{explained}"
    );
}

#[test]
fn the_model_carries_tasks_paging_credentials_and_annotated_schemas() {
    let m = model(SPEC, Builder::new());
    let t = m.tasks.as_ref().expect("tasks");
    assert_eq!(m.operations[t.read].id, "getTask");
    assert_eq!((t.id_param.as_str(), t.state_pointer.as_str()), ("task_id", "/state"));
    // The state a task is in before it ends comes from the state's enum.
    assert_eq!(t.running_state, "RUNNING");
    assert_eq!(t.created_pointer.as_deref(), Some("/created_resources"));
    let list = m.operations.iter().find(|o| o.id == "listWidgets").unwrap();
    let paging = list.paging.as_ref().expect("paging");
    assert_eq!(
        (paging.items_pointer.as_str(), paging.default_size),
        ("/results", Some(25))
    );
    // Path-item parameters are the operation's too.
    assert_eq!(list.params[0].name, "shop_id");
    assert_eq!(list.params[0].location, ParamLocation::Path);
    let create = m.operations.iter().find(|o| o.id == "createWidget").unwrap();
    assert_eq!(create.invalid_status, 400, "the document's own validation status");
    assert_eq!(list.invalid_status, 422, "422 where the document documents neither");
    assert_eq!(create.starts_tasks.as_ref().unwrap().ids_pointer, "/tasks");
    assert!(create.requires_auth());
    assert!(
        !m.operations
            .iter()
            .find(|o| o.id == "getPrice")
            .unwrap()
            .requires_auth()
    );
    let patch = m.operations.iter().find(|o| o.id == "patchWidget").unwrap();
    assert!(
        patch.body.as_ref().unwrap().merge_patch,
        "the schema's description says RFC 7386"
    );
    assert!(!create.body.as_ref().unwrap().merge_patch);
    let get = m.operations.iter().find(|o| o.id == "getWidget").unwrap();
    assert_eq!(get.responses[1].status, Status::Code(404));
    assert_eq!(get.responses[1].schema, None);
    // Annotations the fake fills records from are kept.
    let text = serde_json::to_string(&m.schemas).unwrap();
    assert!(
        text.contains("\"default\":\"unnamed\"") && text.contains("\"examples\":[\"bolt\"]"),
        "{text}"
    );
    assert!(
        matches!(m.schemes.get("key"), Some(oapigen_fake::model::Auth::Header { name, scheme: Some(s) }) if name == "Authorization" && s == "apikey")
    );
    // Every slot names a schema of the bundle.
    for slot in &m.slots {
        let (uri, _) = slot.split_once('#').unwrap();
        assert!(m.schemas.iter().any(|s| s.uri == uri), "{slot}");
    }
    // The model is what the generator writes and the fake reads.
    assert_eq!(Model::from_json(&m.to_json()).unwrap(), m);
}

#[test]
fn enum_values_that_read_as_states_are_the_models() {
    let m = model(SPEC, Builder::new());
    // The task's `state` enum: FINISHED is work done, RUNNING (as a server runs) settled,
    // ERROR in passing, NEW neither; a value the fake makes of it is never ERROR.
    assert_eq!(m.states.done, ["FINISHED"]);
    assert_eq!(m.states.settled, ["RUNNING"]);
    assert_eq!(m.states.passing, ["ERROR"]);
}

#[test]
fn an_extension_says_what_inference_cannot() {
    let spec = SPEC
        .replace(
            "      operationId: polishWidget\n",
            "      operationId: polishWidget\n      x-oapigen-fake: {role: stateless}\n",
        )
        .replace(
            "      operationId: getPrice\n",
            "      operationId: getPrice\n      x-oapigen-fake: {role: read, resource: gadgets}\n",
        );
    let (m, warnings) = Builder::new().spec_text("shop.yaml", &spec).fake_model().unwrap();
    assert_eq!(role(&m, "polishWidget"), Role::Stateless);
    assert_eq!(role(&m, "getPrice"), Role::Stateless);
    let w: Vec<String> = warnings.iter().map(|w| w.to_string()).collect();
    assert!(
        w.iter()
            .any(|w| w.contains("x-oapigen-fake") && w.contains("one of: shops.widgets")),
        "{w:?}"
    );
}

#[test]
fn a_slice_is_served_alone() {
    let m = model(SPEC, Builder::new().include_operation("getWidget"));
    assert_eq!(m.operations.len(), 1);
    assert_eq!(role(&m, "getWidget"), Role::Read { resource: 0 });
}

/// The provider's document (beside the clone, as in CI): how much of it is served with state.
#[test]
fn the_providers_document_is_mostly_served_with_state() {
    let spec = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/gcore/cloud_api.yaml");
    let overlay = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/gcore-cloud/gcore.overlay.yaml");
    if !spec.exists() {
        eprintln!("skipped: {} is absent", spec.display());
        return;
    }
    let (m, _) = Builder::new().spec(spec).overlay(overlay).fake_model().unwrap();
    assert_eq!(m.operations.len(), 542);
    let stateful = m.operations.iter().filter(|o| o.role != Role::Stateless).count();
    // 431 when written: the example overlay's names move operations in the client's tree, never out
    // of their resource.
    assert!(stateful >= 425, "{stateful} of 542 served with state:\n{}", m.explain());
    let volumes = m.resources.iter().find(|r| r.name == "volumes").expect("volumes");
    assert_eq!(volumes.scope, ["project_id", "region_id"]);
    assert_eq!(volumes.task_key.as_deref(), Some("volumes"));
    assert_eq!(volumes.id_member.as_deref(), Some("id"));
    let t = m.tasks.as_ref().unwrap();
    assert_eq!(m.operations[t.read].path, "/cloud/v1/tasks/{task_id}");
    assert_eq!(m.operations[t.list.unwrap()].path, "/cloud/v1/tasks");
    let names: std::collections::HashSet<&str> = m.resources.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names.len(), m.resources.len(), "resource names are unique");
}

/// Without `x-oapigen-pagination`, a list that takes integer `limit` and `offset` and answers one
/// list member and a `count` pages by them.
#[test]
fn limit_offset_paging_is_found_without_an_overlay() {
    let spec = r##"
openapi: 3.1.0
info: {title: things, version: "1"}
paths:
  /things:
    get:
      operationId: listThings
      parameters:
        - {name: limit, in: query, schema: {type: integer, default: 10}}
        - {name: offset, in: query, schema: {type: integer}}
      responses:
        "200":
          description: a page
          content:
            application/json:
              schema:
                type: object
                properties:
                  count: {type: integer}
                  items: {type: array, items: {$ref: "#/components/schemas/Thing"}}
    post:
      operationId: createThing
      requestBody: {content: {application/json: {schema: {$ref: "#/components/schemas/Thing"}}}}
      responses: {"201": {description: made, content: {application/json: {schema: {$ref: "#/components/schemas/Thing"}}}}}
  /things/{thing_id}:
    get:
      operationId: getThing
      parameters: [{name: thing_id, in: path, required: true, schema: {type: string}}]
      responses: {"200": {description: one, content: {application/json: {schema: {$ref: "#/components/schemas/Thing"}}}}}
components:
  schemas:
    Thing: {type: object, properties: {id: {type: string}, name: {type: string}}}
"##;
    let m = model(spec, Builder::new());
    let list = m.operations.iter().find(|o| o.id == "listThings").unwrap();
    let paging = list.paging.as_ref().expect("paging found");
    assert_eq!(
        (
            paging.size_param.as_deref(),
            &paging.start,
            paging.items_pointer.as_str()
        ),
        (Some("limit"), &PageStart::Offset { param: "offset".into() }, "/items")
    );
    assert_eq!(
        (paging.facts.as_slice(), paging.default_size),
        ([("/count".to_string(), PageFact::Total)].as_slice(), Some(10))
    );
    assert_eq!(role(&m, "listThings"), Role::List { resource: 0 });
}

/// A widget with a list of mounts, each naming a rack and a slot type, and two actions whose
/// bodies name a rack: the document has no racks, so only the overlay says which entry member
/// names it.
const MOUNTS: &str = r#"
    Mount:
      type: object
      required: [mount_id]
      properties:
        mount_id: {type: string}
        widget_id: {type: string}
        rack_id: {type: string}
        mounted_at: {type: [string, 'null'], format: date-time}
    MountRequest:
      type: object
      required: [rack_id]
      properties: {rack_id: {type: string}}
"#;

fn with_mounts(extension: &str, unmount_extension: &str) -> String {
    let actions = format!(
        r#"  /shops/{{shop_id}}/widgets/{{widget_id}}/mount:
    post:
      operationId: mountWidget
{extension}      parameters:
        - {{name: shop_id, in: path, required: true, schema: {{type: integer}}}}
        - {{name: widget_id, in: path, required: true, schema: {{type: string}}}}
      requestBody:
        content: {{application/json: {{schema: {{$ref: '#/components/schemas/MountRequest'}}}}}}
      responses:
        '200': {{description: ok, content: {{application/json: {{schema: {{$ref: '#/components/schemas/Widget'}}}}}}}}
  /shops/{{shop_id}}/widgets/{{widget_id}}/unmount:
    post:
      operationId: unmountWidget
{unmount_extension}      parameters:
        - {{name: shop_id, in: path, required: true, schema: {{type: integer}}}}
        - {{name: widget_id, in: path, required: true, schema: {{type: string}}}}
      requestBody:
        content: {{application/json: {{schema: {{$ref: '#/components/schemas/MountRequest'}}}}}}
      responses:
        '200': {{description: ok, content: {{application/json: {{schema: {{$ref: '#/components/schemas/Widget'}}}}}}}}
"#
    );
    SPEC.replace("    WidgetPatch:\n", &format!("{}    WidgetPatch:\n", MOUNTS.trim_start_matches('\n')))
        .replace(
            "        tags: {type: array, items: {type: object, properties: {key: {type: string}, value: {type: string}}}}\n",
            "        tags: {type: array, items: {type: object, properties: {key: {type: string}, value: {type: string}}}}\n        mounts: {type: array, items: {$ref: '#/components/schemas/Mount'}}\n        status: {type: string, enum: [available, in-use]}\n",
        )
        .replace("  /prices/{sku}:\n", &format!("{actions}  /prices/{{sku}}:\n"))
}

fn attach_of(m: &Model, id: &str) -> Option<oapigen_fake::model::Attach> {
    m.operations.iter().find(|o| o.id == id).and_then(|o| o.attach.clone())
}

#[test]
fn attaching_actions_are_inferred_or_declared() {
    // The entry's one id member besides its own and the widget's names the rack the body names,
    // though the document has no racks; the detach word takes entries away.
    let m = model(&with_mounts("", ""), Builder::new());
    let mount = attach_of(&m, "mountWidget").unwrap_or_else(|| panic!("{}", m.explain()));
    assert_eq!(
        (
            mount.list.as_str(),
            mount.member.as_str(),
            mount.names.as_str(),
            mount.adds
        ),
        ("mounts", "rack_id", "rack_id", true)
    );
    assert_eq!(mount.entry_id.as_deref(), Some("mount_id"));
    let op = |id: &str| m.operations.iter().find(|o| o.id == id).unwrap().clone();
    assert_eq!(
        op("mountWidget").effect,
        vec![("/status".to_string(), serde_json::json!("in-use"))]
    );
    let unmount = attach_of(&m, "unmountWidget").unwrap();
    assert!(!unmount.adds);
    assert_eq!(
        op("unmountWidget").effect,
        vec![("/status".to_string(), serde_json::json!("available"))]
    );

    // Another id member in the entry (a slot type) leaves inference undecided: the overlay says it.
    let two = |s: String| {
        s.replace(
            "        rack_id: {type: string}\n        mounted_at",
            "        rack_id: {type: string}\n        slot_id: {type: string}\n        mounted_at",
        )
    };
    let m = model(&two(with_mounts("", "")), Builder::new());
    assert_eq!(attach_of(&m, "mountWidget"), None);
    let declared = two(with_mounts(
        "      x-oapigen-fake: {attach: {list: mounts, member: rack_id}}\n",
        "      x-oapigen-fake: {detach: {list: mounts, member: rack_id, names: rack_id}}\n",
    ));
    let m = model(&declared, Builder::new());
    let mount = attach_of(&m, "mountWidget").unwrap();
    assert_eq!(
        (mount.member.as_str(), mount.names.as_str(), mount.adds),
        ("rack_id", "rack_id", true)
    );
    assert!(!attach_of(&m, "unmountWidget").unwrap().adds);
}

/// A path parameter that takes one of a few words (`{action}: enable | disable`) is what the
/// operation does, not a record's id: the rules stay one resource, and the operation is an
/// action on a rule named by its summary's verb (not an item named `disable` nor a numbered
/// `update2`), each word doing what it would at the end of a path.
#[test]
fn a_path_word_choice_is_a_verb_not_an_id() {
    const RULES: &str = r#"
openapi: 3.0.1
info: {title: rules, version: "1"}
paths:
  /domains/{domain_id}/rules:
    parameters: [{name: domain_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: listRules
      responses: {'200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Rule'}}}}}}
    post:
      operationId: createRule
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}}
      responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}}
  /domains/{domain_id}/rules/{rule_id}:
    parameters: [{name: domain_id, in: path, required: true, schema: {type: integer}}, {name: rule_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getRule
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}}
    patch:
      operationId: updateRule
      requestBody: {required: true, content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}
      responses: {'204': {description: ok}}
  /domains/{domain_id}/rules/{rule_id}/{action}:
    parameters:
      - {name: domain_id, in: path, required: true, schema: {type: integer}}
      - {name: rule_id, in: path, required: true, schema: {type: integer}}
      - {name: action, in: path, required: true, schema: {type: string, enum: [enable, disable]}}
    patch:
      operationId: toggleRule
      summary: Toggle a rule
      responses: {'204': {description: ok}}
components:
  schemas:
    Rule: {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}, enabled: {type: boolean}}}
"#;
    let m = model(RULES, Builder::new());
    assert_eq!(m.resources.len(), 1, "{}", m.explain());
    assert_eq!(m.resources[0].id_param, "rule_id", "{}", m.explain());
    assert_eq!(role(&m, "updateRule"), Role::Update { resource: 0 });
    assert_eq!(role(&m, "toggleRule"), Role::Action { resource: 0 }, "{}", m.explain());
    assert!(
        m.explain()
            .contains("when the path's {action} is \"disable\", sets /enabled to false"),
        "{}",
        m.explain()
    );
    let generated = Builder::new()
        .spec_text("rules.yaml", RULES)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    let api_md = &generated.files()["API.md"];
    assert!(
        api_md
            .contains("- `client.domains().rules().toggle()` — `PATCH /domains/{domain_id}/rules/{rule_id}/{action}`"),
        "{api_md}"
    );
    assert!(
        api_md.contains("- `client.domains().rules().update()` — `PATCH"),
        "{api_md}"
    );
}

/// `disable` undoes `enable`: it sets the record's `enabled` false, as `enable` sets it true.
#[test]
fn disable_and_enable_set_the_flag_both_ways() {
    const FLAGS: &str = r#"
openapi: 3.0.1
info: {title: flags, version: "1"}
paths:
  /rules:
    post:
      operationId: createRule
      requestBody: {required: true, content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}
      responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}}
  /rules/{rule_id}:
    parameters: [{name: rule_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getRule
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}}
    delete:
      operationId: deleteRule
      responses: {'204': {description: ok}}
  /rules/{rule_id}/disable:
    parameters: [{name: rule_id, in: path, required: true, schema: {type: integer}}]
    patch:
      operationId: disableRule
      responses: {'204': {description: ok}}
  /rules/{rule_id}/enable:
    parameters: [{name: rule_id, in: path, required: true, schema: {type: integer}}]
    patch:
      operationId: enableRule
      responses: {'204': {description: ok}}
components:
  schemas:
    Rule: {type: object, required: [id], properties: {id: {type: integer}, name: {type: string}, enabled: {type: boolean}}}
"#;
    let m = model(FLAGS, Builder::new());
    let effect = |id: &str| {
        m.operations
            .iter()
            .find(|o| o.id == id)
            .map(|o| o.effect.clone())
            .unwrap_or_default()
    };
    assert_eq!(role(&m, "disableRule"), Role::Action { resource: 0 }, "{}", m.explain());
    assert_eq!(
        effect("enableRule"),
        [("/enabled".to_string(), serde_json::json!(true))]
    );
    assert_eq!(
        effect("disableRule"),
        [("/enabled".to_string(), serde_json::json!(false))]
    );
}
