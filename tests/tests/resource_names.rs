//! The client's tree on the provider's document, against the provider's own SDK: each Cloud call of
//! its Python SDK (`tests/fixtures/gcore-sdk/cloud-calls.tsv`, from the SDK's `api.md`) is looked up
//! in the generated crate's `API.md` by HTTP method and path, and must be spelled the same
//! (`load_balancers.pools.create` ↔ `client.load_balancers().pools().create()`). With the example
//! overlay nearly all are; with none, the rules alone find a good part. Skips with a message when
//! `../shared` is absent.

use std::collections::BTreeMap;
use std::path::PathBuf;

fn calls(api_md: &str) -> BTreeMap<(String, String), String> {
    let mut out = BTreeMap::new();
    for line in api_md.lines() {
        // - `client.a().b().create()` — `POST /path` — Summary
        let Some(rest) = line.strip_prefix("- `client.") else {
            continue;
        };
        let Some((call, rest)) = rest.split_once("` — `") else {
            continue;
        };
        let Some((http, _)) = rest.split_once('`') else {
            continue;
        };
        let Some((method, path)) = http.split_once(' ') else {
            continue;
        };
        let call = call.strip_suffix("()").unwrap_or(call).replace("()", "");
        out.insert((method.to_string(), path.to_string()), call);
    }
    out
}

/// The calls of a document written in the test, by method and path.
struct Named {
    api_md: String,
    calls: BTreeMap<(String, String), String>,
}

impl Named {
    fn of(name: &str, spec: &str) -> Named {
        let api_md = oapigen::Builder::new()
            .spec_text(format!("{name}.yaml"), spec)
            .crate_name(name)
            .emit_rerun_if_changed(false)
            .generate()
            .unwrap_or_else(|e| panic!("{e}"))
            .files()["API.md"]
            .clone();
        Named {
            calls: calls(&api_md),
            api_md,
        }
    }

    /// The call of an operation, `chain.method`.
    fn call(&self, method: &str, path: &str) -> String {
        self.calls
            .get(&(method.to_string(), path.to_string()))
            .cloned()
            .unwrap_or_else(|| panic!("no {method} {path} in\n{}", self.api_md))
    }
}

fn agreement(api_md: &str) -> (usize, usize, Vec<String>) {
    let ours = calls(api_md);
    let sdk = include_str!("../fixtures/gcore-sdk/cloud-calls.tsv");
    let (mut same, mut all, mut differ) = (0, 0, Vec::new());
    for line in sdk.lines().filter(|l| !l.starts_with('#')) {
        let mut cols = line.split('\t');
        let (Some(method), Some(path), Some(call)) = (cols.next(), cols.next(), cols.next()) else {
            continue;
        };
        all += 1;
        match ours.get(&(method.to_string(), path.to_string())) {
            Some(c) if c == call => same += 1,
            other => differ.push(format!("{call}: ours {other:?} ({method} {path})")),
        }
    }
    (same, all, differ)
}

fn generate(overlay: bool) -> Option<String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let spec = root.join("../shared/corpus/gcore/cloud_api.yaml");
    if !spec.exists() {
        eprintln!(
            "skipped: {} not found (the shared material sits beside the repository in CI)",
            spec.display()
        );
        return None;
    }
    let mut b = oapigen::Builder::new()
        .spec(&spec)
        .crate_name("gcore-cloud")
        .emit_rerun_if_changed(false);
    if overlay {
        b = b.overlay(root.join("examples/gcore-cloud/gcore.overlay.yaml"));
    }
    let generated = b.generate().unwrap_or_else(|e| panic!("{e}"));
    Some(generated.files()["API.md"].clone())
}

#[test]
fn with_the_example_overlay_the_client_speaks_as_the_providers_sdk() {
    let Some(api_md) = generate(true) else { return };
    // Every operation is reachable from the tree or the client.
    assert_eq!(api_md.lines().filter(|l| l.starts_with("- `client.")).count(), 542);
    let (same, all, differ) = agreement(&api_md);
    eprintln!(
        "with the overlay: {same} of {all} of the SDK's calls spelled alike; different:\n  {}",
        differ.join("\n  ")
    );
    assert_eq!(all, 301);
    // One of the SDK's calls shares its method and path with another (`reserved_fixed_ips.update`
    // and `reserved_fixed_ips.vip.toggle`): an operation has one name.
    assert!(same * 100 >= all * 95, "{same} of {all}:\n{}", differ.join("\n"));
}

#[test]
fn without_an_overlay_the_rules_name_a_good_part_of_the_calls() {
    let Some(api_md) = generate(false) else { return };
    let (same, all, differ) = agreement(&api_md);
    eprintln!("rules alone: {same} of {all}; different:\n  {}", differ.join("\n  "));
    assert!(
        same >= 180,
        "{same} of {all} by the rules alone (188 when this bound was last raised)"
    );
}

/// Each naming case of the rules on a small document (`fixtures/specs/resources.yaml`): the
/// crate's `API.md` and the `--explain` text are golden files (`golden/resources.API.md`,
/// `golden/resources.explain.txt`; regenerate with `OAPIGEN_BLESS=1`).
#[test]
fn each_naming_case_of_a_small_document() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let spec = dir.join("fixtures/specs/resources.yaml");
    let b = || {
        oapigen::Builder::new()
            .spec(&spec)
            .crate_name("resources")
            .emit_rerun_if_changed(false)
    };
    let api_md = b().generate().unwrap_or_else(|e| panic!("{e}")).files()["API.md"].clone();
    let (model, _) = b().fake_model().unwrap_or_else(|e| panic!("{e}"));
    let explained = model.explain();
    let calls = calls(&api_md);
    let call = |method: &str, path: &str| calls[&(method.to_string(), path.to_string())].clone();
    // Words run together, split by the document's tags.
    assert_eq!(call("GET", "/v1/securitygroups/{project_id}"), "security_groups.list");
    // Two versions and spellings of one collection: the newest is the method, the older stays.
    assert_eq!(
        call("PATCH", "/v2/security_groups/{project_id}/{id}"),
        "security_groups.update"
    );
    assert_eq!(
        call("PATCH", "/v1/securitygroups/{project_id}/{group_id}"),
        "security_groups.update_v1"
    );
    // Nesting three deep.
    let rules = "/v1/loadbalancers/{project_id}/{load_balancer_id}/listeners/{listener_id}/rules";
    assert_eq!(call("POST", rules), "load_balancers.listeners.rules.create");
    // An action, a part of an item, a check on the collection.
    assert_eq!(
        call("POST", "/v1/loadbalancers/{project_id}/{load_balancer_id}/failover"),
        "load_balancers.failover"
    );
    assert_eq!(
        call("PUT", "/v1/loadbalancers/{project_id}/{load_balancer_id}/metadata"),
        "load_balancers.metadata.replace"
    );
    assert_eq!(
        call("POST", "/v1/loadbalancers/{project_id}/check_limits"),
        "load_balancers.check_limits"
    );
    // A lone computation is no resource, but has a name.
    assert_eq!(call("GET", "/v1/prices/{sku}"), "prices.get");
    assert!(!explained.contains("resource prices"), "{explained}");
    // An identity other than `id`.
    assert!(
        explained.contains("`{zoneName}` names the record's `name`"),
        "{explained}"
    );
    for (name, text) in [("resources.API.md", &api_md), ("resources.explain.txt", &explained)] {
        let golden = dir.join("golden").join(name);
        if std::env::var_os("OAPIGEN_BLESS").is_some() {
            std::fs::write(&golden, text).unwrap();
        } else {
            let want = std::fs::read_to_string(&golden).unwrap_or_default();
            assert!(
                want == *text,
                "{name} differs from golden/{name} (OAPIGEN_BLESS=1 regenerates):\n{text}"
            );
        }
    }
}

/// Where the document carries code samples of its provider's SDK (`x-codeSamples`), their call
/// chains name the calls: the resource a standard operation's sample names is renamed, and each
/// sample names its method; the shared first names (`client.cloud.…`) are left out, and raw HTTP
/// samples name nothing.
#[test]
fn code_samples_of_the_providers_sdk_name_the_calls() {
    let sample = |py: &str| {
        format!(
            "x-codeSamples:\n        - {{lang: cURL, source: \"curl -X POST https://api.example.com/v1/fips\"}}\n        - {{lang: Python, source: \"client = Example()\\nres = client.cloud.{py}(id=1)\"}}"
        )
    };
    let spec = format!(
        r##"openapi: 3.1.0
info: {{title: Samples, version: "1"}}
paths:
  /v1/fips:
    get:
      operationId: listFips
      {list}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{type: array, items: {{$ref: "#/components/schemas/Fip"}}}}}}}}}}}}
    post:
      operationId: createFip
      {create}
      responses: {{"201": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Fip"}}}}}}}}}}
  /v1/fips/{{id}}:
    parameters: [{{name: id, in: path, required: true, schema: {{type: string}}}}]
    get:
      operationId: getFip
      {get}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Fip"}}}}}}}}}}
    delete:
      operationId: deleteFip
      responses: {{"204": {{description: gone}}}}
  /v1/fips/{{id}}/assign:
    post:
      operationId: assignFip
      {assign}
      parameters: [{{name: id, in: path, required: true, schema: {{type: string}}}}]
      responses: {{"200": {{description: OK}}}}
components:
  schemas:
    Fip: {{type: object, properties: {{id: {{type: string}}}}}}
"##,
        list = sample("floating_ips.list"),
        create = sample("floating_ips.create"),
        get = sample("floating_ips.retrieve"),
        assign = sample("floating_ips.assign_to_server"),
    );
    let b = || {
        oapigen::Builder::new()
            .spec_text("samples.yaml", &spec)
            .crate_name("samples")
            .emit_rerun_if_changed(false)
    };
    let api_md = b().generate().unwrap_or_else(|e| panic!("{e}")).files()["API.md"].clone();
    let calls = calls(&api_md);
    let call = |method: &str, path: &str| calls[&(method.to_string(), path.to_string())].clone();
    assert_eq!(call("GET", "/v1/fips"), "floating_ips.list");
    assert_eq!(call("POST", "/v1/fips"), "floating_ips.create");
    assert_eq!(call("GET", "/v1/fips/{id}"), "floating_ips.retrieve");
    // No sample: the rules name it, under the renamed resource.
    assert_eq!(call("DELETE", "/v1/fips/{id}"), "floating_ips.delete");
    assert_eq!(call("POST", "/v1/fips/{id}/assign"), "floating_ips.assign_to_server");
    let (model, _) = b().fake_model().unwrap_or_else(|e| panic!("{e}"));
    let explained = model.explain();
    assert!(explained.contains("code samples"), "{explained}");
}

/// A code sample names the call, not the records: a sample that calls a child's create through
/// its parent's chain (`client.domains.create_record(…)` for `POST /domains/{name}/records`) names
/// the method there, and the fake still makes a record of the child below the parent.
#[test]
fn a_sample_under_the_parent_names_the_call_and_keeps_the_records() {
    let sample = |py: &str| format!("x-codeSamples: [{{lang: Python, source: \"client.{py}(body)\"}}]");
    let spec = format!(
        r##"openapi: 3.1.0
info: {{title: Samples, version: "1"}}
paths:
  /domains:
    post:
      operationId: createDomain
      {create}
      requestBody: {{required: true, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Domain"}}}}}}}}
      responses: {{"201": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Domain"}}}}}}}}}}
  /domains/{{name}}:
    parameters: [{{name: name, in: path, required: true, schema: {{type: string}}}}]
    get:
      operationId: getDomain
      {get}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Domain"}}}}}}}}}}
    delete:
      operationId: deleteDomain
      responses: {{"204": {{description: gone}}}}
  /domains/{{name}}/records:
    parameters: [{{name: name, in: path, required: true, schema: {{type: string}}}}]
    get:
      operationId: listRecords
      {list_records}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{type: array, items: {{$ref: "#/components/schemas/Record"}}}}}}}}}}}}
    post:
      operationId: createRecord
      {create_record}
      requestBody: {{required: true, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Record"}}}}}}}}
      responses: {{"201": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Record"}}}}}}}}}}
  /domains/{{name}}/records/{{record_id}}:
    parameters:
      - {{name: name, in: path, required: true, schema: {{type: string}}}}
      - {{name: record_id, in: path, required: true, schema: {{type: integer}}}}
    get:
      operationId: getRecord
      {get_record}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Record"}}}}}}}}}}
    delete:
      operationId: deleteRecord
      responses: {{"204": {{description: gone}}}}
components:
  schemas:
    Domain: {{type: object, required: [name], properties: {{name: {{type: string}}}}}}
    Record:
      type: object
      required: [type, data]
      properties:
        id: {{type: integer, readOnly: true}}
        type: {{type: string}}
        data: {{type: string}}
"##,
        create = sample("domains.create"),
        get = sample("domains.get"),
        list_records = sample("domains.list_records"),
        create_record = sample("domains.create_record"),
        get_record = sample("domains.get_record"),
    );
    let b = || {
        oapigen::Builder::new()
            .spec_text("samples.yaml", &spec)
            .crate_name("samples")
            .emit_rerun_if_changed(false)
    };
    let api_md = b().generate().unwrap_or_else(|e| panic!("{e}")).files()["API.md"].clone();
    let calls = calls(&api_md);
    let call = |method: &str, path: &str| calls[&(method.to_string(), path.to_string())].clone();
    assert_eq!(call("POST", "/domains/{name}/records"), "domains.create_record");
    assert_eq!(call("GET", "/domains/{name}/records"), "domains.list_records");
    assert_eq!(call("GET", "/domains/{name}/records/{record_id}"), "domains.get_record");
    let (model, _) = b().fake_model().unwrap_or_else(|e| panic!("{e}"));
    let explained = model.explain();
    let records = explained
        .split("\nresource ")
        .find(|r| r.starts_with("domains_records"))
        .unwrap_or_else(|| panic!("no resource of the records:\n{explained}"));
    for line in ["create   createRecord", "list     listRecords", "read     getRecord"] {
        assert!(
            records.contains(line),
            "`{line}` not in the records' resource:\n{records}"
        );
    }
}

/// Where a document's operationIds are spelled as a group and a method (`sshKeys_list`,
/// `repos/list-for-org`), they name the calls as SDKs generated from it do; snake-case ids, where
/// nothing tells the group from the method, name nothing. The fake's model stays the paths'.
#[test]
fn operation_ids_spelled_as_group_and_method_name_the_calls() {
    let doc = |ids: [&str; 5]| {
        format!(
            r##"openapi: 3.1.0
info: {{title: Ids, version: "1"}}
paths:
  /v2/account/keys:
    get:
      operationId: {0}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{type: array, items: {{$ref: "#/components/schemas/Key"}}}}}}}}}}}}
    post:
      operationId: {1}
      responses: {{"201": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Key"}}}}}}}}}}
  /v2/account/keys/{{id}}:
    parameters: [{{name: id, in: path, required: true, schema: {{type: integer}}}}]
    get:
      operationId: {2}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/Key"}}}}}}}}}}
    delete:
      operationId: {3}
      responses: {{"204": {{description: gone}}}}
  /v2/account/keys/{{id}}/usage:
    parameters: [{{name: id, in: path, required: true, schema: {{type: integer}}}}]
    get:
      operationId: {4}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{type: object}}}}}}}}}}
components:
  schemas:
    Key: {{type: object, properties: {{id: {{type: integer}}, name: {{type: string}}}}}}
"##,
            ids[0], ids[1], ids[2], ids[3], ids[4]
        )
    };
    let names = |spec: String| {
        let b = || {
            oapigen::Builder::new()
                .spec_text("ids.yaml", &spec)
                .crate_name("ids")
                .emit_rerun_if_changed(false)
        };
        let api_md = b().generate().unwrap_or_else(|e| panic!("{e}")).files()["API.md"].clone();
        let explained = b().fake_model().unwrap_or_else(|e| panic!("{e}")).0.explain();
        (calls(&api_md), explained)
    };
    let (camel, explained) = names(doc([
        "sshKeys_list",
        "sshKeys_create",
        "sshKeys_get",
        "sshKeys_delete",
        "sshKeys_get_usage",
    ]));
    let call = |c: &BTreeMap<(String, String), String>, m: &str, p: &str| c[&(m.to_string(), p.to_string())].clone();
    assert_eq!(call(&camel, "GET", "/v2/account/keys"), "ssh_keys.list");
    assert_eq!(call(&camel, "POST", "/v2/account/keys"), "ssh_keys.create");
    assert_eq!(call(&camel, "GET", "/v2/account/keys/{id}/usage"), "ssh_keys.get_usage");
    // The records are the paths' still.
    assert!(explained.contains("create   sshKeys_create"), "{explained}");
    let (slashed, _) = names(doc([
        "keys/list",
        "keys/create",
        "keys/get",
        "keys/delete",
        "keys/get-usage",
    ]));
    assert_eq!(call(&slashed, "GET", "/v2/account/keys/{id}/usage"), "keys.get_usage");
    // Snake-case ids tell no group: the rules name the calls.
    let (snake, _) = names(doc([
        "key_list",
        "key_create",
        "key_view",
        "key_delete",
        "key_usage_view",
    ]));
    assert_eq!(call(&snake, "GET", "/v2/account/keys"), "keys.list");
    assert_ne!(call(&snake, "GET", "/v2/account/keys/{id}/usage"), "key.usage_view");
}

/// Verbs below a literal are named by their verb alone where the literal is a list of the item's
/// records that they answer (beside other members too: `{action, root_password}`), or where it
/// only groups verbs (`/ips/{id}/actions/{assign,unassign}`, no list or item there).
#[test]
fn verbs_below_a_literal_that_groups_them_are_named_by_the_verb() {
    let spec = r##"openapi: 3.1.0
info: {title: Verbs, version: "1"}
paths:
  /ips/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: get_ip
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {id: {type: integer}}}}}}}
    delete:
      operationId: delete_ip
      responses: {"204": {description: gone}}
  /ips/{id}/actions/assign:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: assign_ip
      responses: {"201": {description: OK, content: {application/json: {schema: {type: object, properties: {action: {$ref: "#/components/schemas/Action"}}}}}}}
  /ips/{id}/actions/unassign:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: unassign_ip
      responses: {"201": {description: OK, content: {application/json: {schema: {type: object, properties: {action: {$ref: "#/components/schemas/Action"}}}}}}}
  /servers/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: get_server
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {id: {type: integer}}}}}}}
    delete:
      operationId: delete_server
      responses: {"204": {description: gone}}
  /servers/{id}/actions/{action_id}:
    parameters:
      - {name: id, in: path, required: true, schema: {type: integer}}
      - {name: action_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: get_server_action
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {action: {$ref: "#/components/schemas/Action"}}}}}}}
  /servers/{id}/actions/rebuild:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: rebuild_server
      responses: {"201": {description: OK, content: {application/json: {schema: {type: object, properties: {action: {$ref: "#/components/schemas/Action"}, root_password: {type: string}}}}}}}
components:
  schemas:
    Action: {type: object, properties: {id: {type: integer}, command: {type: string}}}
"##;
    let named = Named::of("verbs", spec);
    let call = |m: &str, p: &str| named.call(m, p);
    assert_eq!(call("POST", "/ips/{id}/actions/assign"), "ips.assign");
    assert_eq!(call("POST", "/ips/{id}/actions/unassign"), "ips.unassign");
    assert_eq!(call("POST", "/servers/{id}/actions/rebuild"), "servers.rebuild");
}

/// The rules on names that the document says besides its paths, and those on the finished
/// chains: a tag and a list's summary that agree rename a collection (`placement_groups` at
/// `/servergroups`, `users.role_assignments`; `domain records` below `domains` only restates
/// the parent), and members keep naming it by the path's word; path namespaces a spoken tag
/// names as one thing are one name (`gpu_virtual`), a tag written as a path keeps the nesting; a
/// method named as the group below it is that group's (`pricing.instances.create`, not
/// `pricing.instances2`); an older version of a call of no resource is named by its version;
/// an action of a verb and a collection below the record is that collection's; a POST on an
/// item keeps it from being read as a view of another collection of its word.
#[test]
fn names_the_document_says_and_names_of_the_finished_chains() {
    let spec = r##"openapi: 3.1.0
info: {title: Chains, version: "1"}
paths:
  /v1/servergroups/{project_id}:
    parameters: [{name: project_id, in: path, required: true, schema: {type: integer}}]
    get:
      tags: [Placement Groups]
      summary: List placement groups
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Group"}}}}}}
    post:
      tags: [Placement Groups]
      summary: Create placement group
      requestBody: {content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}
      responses: {"201": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Group"}}}}}
  /v1/servergroups/{project_id}/{group_id}:
    parameters:
      - {name: project_id, in: path, required: true, schema: {type: integer}}
      - {name: group_id, in: path, required: true, schema: {type: string}}
    get:
      tags: [Placement Groups]
      summary: Get placement group
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Group"}}}}}
    delete:
      tags: [Placement Groups]
      summary: Delete placement group
      responses: {"204": {description: gone}}
  /v1/instances/{project_id}:
    parameters: [{name: project_id, in: path, required: true, schema: {type: integer}}]
    get:
      tags: [Instances]
      summary: List instances
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Instance"}}}}}}
    post:
      tags: [Instances]
      summary: Create instance
      requestBody: {content: {application/json: {schema: {type: object, properties: {name: {type: string}, servergroup_id: {type: string}}}}}}
      responses: {"201": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Instance"}}}}}
  /v1/instances/{project_id}/{instance_id}:
    parameters:
      - {name: project_id, in: path, required: true, schema: {type: integer}}
      - {name: instance_id, in: path, required: true, schema: {type: string}}
    get:
      tags: [Instances]
      summary: Get instance
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Instance"}}}}}
    delete:
      tags: [Instances]
      summary: Delete instance
      responses: {"204": {description: gone}}
  /v1/instances/{project_id}/{instance_id}/interfaces:
    parameters:
      - {name: project_id, in: path, required: true, schema: {type: integer}}
      - {name: instance_id, in: path, required: true, schema: {type: string}}
    get:
      tags: [Instances]
      summary: List network interfaces
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {type: object, properties: {port_id: {type: string}}}}}}}}
  /v1/instances/{project_id}/{instance_id}/attach_interface:
    parameters:
      - {name: project_id, in: path, required: true, schema: {type: integer}}
      - {name: instance_id, in: path, required: true, schema: {type: string}}
    post:
      tags: [Instances]
      summary: Attach interface
      requestBody: {content: {application/json: {schema: {type: object, properties: {port_id: {type: string}}}}}}
      responses: {"200": {description: OK}}
  /v1/users/assignments:
    get:
      tags: [User Role Assignments]
      summary: List role assignments
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Assignment"}}}}}}
    post:
      tags: [User Role Assignments]
      summary: Create role assignment
      requestBody: {content: {application/json: {schema: {type: object, properties: {role: {type: string}}}}}}
      responses: {"201": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Assignment"}}}}}
  /v1/users/assignments/{assignment_id}:
    parameters: [{name: assignment_id, in: path, required: true, schema: {type: string}}]
    delete:
      tags: [User Role Assignments]
      summary: Delete role assignment
      responses: {"204": {description: gone}}
  /v1/domains/{domain}:
    parameters: [{name: domain, in: path, required: true, schema: {type: string}}]
    get:
      tags: [Domains]
      summary: Get domain
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}}
    delete:
      tags: [Domains]
      summary: Delete domain
      responses: {"204": {description: gone}}
  /v1/domains/{domain}/records:
    parameters: [{name: domain, in: path, required: true, schema: {type: string}}]
    get:
      tags: [Domain Records]
      summary: List domain records
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {type: object, properties: {id: {type: string}}}}}}}}
    post:
      tags: [Domain Records]
      summary: Create domain record
      requestBody: {content: {application/json: {schema: {type: object, properties: {type: {type: string}}}}}}
      responses: {"201": {description: OK, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}}
  /v1/domains/{domain}/records/{record_id}:
    parameters:
      - {name: domain, in: path, required: true, schema: {type: string}}
      - {name: record_id, in: path, required: true, schema: {type: string}}
    delete:
      tags: [Domain Records]
      summary: Delete domain record
      responses: {"204": {description: gone}}
  /v3/gpu/virtual/{project_id}/clusters:
    parameters: [{name: project_id, in: path, required: true, schema: {type: integer}}]
    get:
      tags: [GPU Virtual]
      summary: List virtual GPU clusters
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Cluster"}}}}}}
    post:
      tags: [GPU Virtual]
      summary: Create virtual GPU cluster
      requestBody: {content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}
      responses: {"201": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Cluster"}}}}}
  /v3/gpu/virtual/{project_id}/clusters/{cluster_id}:
    parameters:
      - {name: project_id, in: path, required: true, schema: {type: integer}}
      - {name: cluster_id, in: path, required: true, schema: {type: string}}
    get:
      tags: [GPU Virtual]
      summary: Get virtual GPU cluster
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Cluster"}}}}}
    delete:
      tags: [GPU Virtual]
      summary: Delete virtual GPU cluster
      responses: {"204": {description: gone}}
  /v3/gpu/virtual/{project_id}/clusters/{cluster_id}/servers/{server_id}/replace:
    parameters:
      - {name: project_id, in: path, required: true, schema: {type: integer}}
      - {name: cluster_id, in: path, required: true, schema: {type: string}}
      - {name: server_id, in: path, required: true, schema: {type: string}}
    post:
      tags: [GPU Virtual]
      summary: Replace virtual GPU cluster server
      responses: {"200": {description: OK}}
  /v3/gpu/virtual/{project_id}/check_limits:
    parameters: [{name: project_id, in: path, required: true, schema: {type: integer}}]
    post:
      tags: [GPU Virtual]
      summary: Check virtual GPU cluster quota
      responses: {"200": {description: OK}}
  /v1/system/hardware/racks:
    get:
      tags: [system/hardware]
      summary: List racks
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {type: object, properties: {id: {type: string}}}}}}}}
  /v1/system/hardware/racks/{rack_id}:
    parameters: [{name: rack_id, in: path, required: true, schema: {type: string}}]
    get:
      tags: [system/hardware]
      summary: Fetch a rack
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {id: {type: string}}}}}}}
  /v1/system/hardware/sleds:
    get:
      tags: [system/hardware]
      summary: List sleds
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {type: object, properties: {id: {type: string}}}}}}}}
  /v2/pricing/{project_id}/instances:
    parameters: [{name: project_id, in: path, required: true, schema: {type: integer}}]
    post:
      tags: [Pricing]
      summary: Preview instance price
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {price: {type: number}}}}}}}
  /v1/pricing/{project_id}/instances/{instance_id}:
    parameters:
      - {name: project_id, in: path, required: true, schema: {type: integer}}
      - {name: instance_id, in: path, required: true, schema: {type: string}}
    get:
      tags: [Pricing]
      summary: Get instance price
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {price: {type: number}}}}}}}
  /v1/pricing/{project_id}/volumes:
    parameters: [{name: project_id, in: path, required: true, schema: {type: integer}}]
    post:
      tags: [Pricing]
      deprecated: true
      summary: Preview volume price
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {price: {type: number}}}}}}}
  /v2/pricing/{project_id}/volumes:
    parameters: [{name: project_id, in: path, required: true, schema: {type: integer}}]
    post:
      tags: [Pricing]
      summary: Preview volume price
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {price: {type: number}}}}}}}
  /v1/portal/configurations:
    get:
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Configuration"}}}}}}
    post:
      requestBody: {content: {application/json: {schema: {type: object, properties: {active: {type: boolean}}}}}}
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Configuration"}}}}}
  /v1/portal/configurations/{configuration}:
    parameters: [{name: configuration, in: path, required: true, schema: {type: string}}]
    get:
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Configuration"}}}}}
    post:
      requestBody: {content: {application/json: {schema: {type: object, properties: {active: {type: boolean}}}}}}
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Configuration"}}}}}
  /v1/terminal/configurations:
    get:
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Configuration"}}}}}}
  /v1/terminal/configurations/{configuration}:
    parameters: [{name: configuration, in: path, required: true, schema: {type: string}}]
    get:
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Configuration"}}}}}
    delete:
      responses: {"200": {description: OK}}
components:
  schemas:
    Group: {type: object, properties: {id: {type: string}, name: {type: string}}}
    Instance: {type: object, properties: {id: {type: string}, name: {type: string}, servergroup_id: {type: string}}}
    Assignment: {type: object, properties: {id: {type: string}, role: {type: string}}}
    Cluster: {type: object, properties: {id: {type: string}, name: {type: string}}}
    Configuration: {type: object, properties: {id: {type: string}, active: {type: boolean}}}
"##;
    let named = Named::of("chains", spec);
    let call = |m: &str, p: &str| named.call(m, p);
    let explained = oapigen::Builder::new()
        .spec_text("chains.yaml", spec)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0
        .explain();
    assert_eq!(call("GET", "/v1/servergroups/{project_id}"), "placement_groups.list");
    assert_eq!(
        call("DELETE", "/v1/servergroups/{project_id}/{group_id}"),
        "placement_groups.delete"
    );
    assert!(
        explained.contains("relation: `servergroup_id` names a record of `placement_groups`"),
        "{explained}"
    );
    assert_eq!(call("POST", "/v1/users/assignments"), "users.role_assignments.create");
    assert_eq!(call("POST", "/v1/domains/{domain}/records"), "domains.records.create");
    assert_eq!(
        call("GET", "/v3/gpu/virtual/{project_id}/clusters"),
        "gpu_virtual.clusters.list"
    );
    assert_eq!(
        call("POST", "/v3/gpu/virtual/{project_id}/check_limits"),
        "gpu_virtual.check_limits"
    );
    assert_eq!(
        call(
            "POST",
            "/v3/gpu/virtual/{project_id}/clusters/{cluster_id}/servers/{server_id}/replace"
        ),
        "gpu_virtual.clusters.servers.replace"
    );
    assert_eq!(call("GET", "/v1/system/hardware/racks"), "system.hardware.racks.list");
    assert_eq!(
        call("POST", "/v2/pricing/{project_id}/instances"),
        "pricing.instances.create"
    );
    assert_eq!(
        call("GET", "/v1/pricing/{project_id}/instances/{instance_id}"),
        "pricing.instances.get"
    );
    assert_eq!(call("POST", "/v2/pricing/{project_id}/volumes"), "pricing.volumes");
    assert_eq!(call("POST", "/v1/pricing/{project_id}/volumes"), "pricing.volumes_v1");
    assert_eq!(
        call("POST", "/v1/instances/{project_id}/{instance_id}/attach_interface"),
        "instances.interfaces.attach"
    );
    assert_eq!(
        call("POST", "/v1/portal/configurations/{configuration}"),
        "portal.configurations.update"
    );
    assert!(!named.api_md.contains("2()"), "{}", named.api_md);
}

/// The SDK's receiver need not be `client`: it is the one a language's samples call through on
/// most operations, each by its own chain (`svix.application.list()`). A receiver every sample
/// calls the same way (`http.client.HTTPSConnection(…)`, raw HTTP) names nothing, and samples
/// covering too few of the operations leave every name to the rules.
#[test]
fn the_sdk_is_the_receiver_the_samples_call_through() {
    let spec = |with: &dyn Fn(&str) -> String, last: &str| {
        format!(
            r##"openapi: 3.1.0
info: {{title: Receivers, version: "1"}}
paths:
  /api/v1/app:
    get:
      operationId: list_applications
      {list}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{type: array, items: {{$ref: "#/components/schemas/App"}}}}}}}}}}}}
    post:
      operationId: create_application
      {create}
      responses: {{"201": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/App"}}}}}}}}}}
  /api/v1/app/{{app_id}}:
    parameters: [{{name: app_id, in: path, required: true, schema: {{type: string}}}}]
    get:
      operationId: get_application
      {get}
      responses: {{"200": {{description: OK, content: {{application/json: {{schema: {{$ref: "#/components/schemas/App"}}}}}}}}}}
    delete:
      operationId: delete_application
      {last}
      responses: {{"204": {{description: gone}}}}
components:
  schemas:
    App: {{type: object, properties: {{id: {{type: string}}}}}}
"##,
            list = with("application.list()"),
            create = with("application.create(ApplicationIn(name='x'))\\n# Or\\nsvix.application.get_or_create(x)"),
            get = with("application.get('app_id')"),
        )
    };
    let sdk = |call: &str| {
        format!(
            "x-codeSamples:\n        - {{lang: Python, source: \"import http.client\\nconn = http.client.HTTPSConnection('api.example.com')\"}}\n        - {{lang: JavaScript, source: \"const out = await svix.{call}\"}}"
        )
    };
    let names = |text: &str| Named::of("receivers", text);
    let read = names(&spec(&sdk, &sdk("application.delete('app_id')")));
    assert_eq!(read.call("GET", "/api/v1/app"), "application.list");
    assert_eq!(read.call("POST", "/api/v1/app"), "application.create");
    assert_eq!(read.call("DELETE", "/api/v1/app/{app_id}"), "application.delete");
    // Raw HTTP only: the rules.
    let raw = |_: &str| {
        "x-codeSamples: [{lang: Python, source: \"import http.client\\nconn = http.client.HTTPSConnection('api.example.com')\"}]".to_string()
    };
    let rules = names(&spec(&raw, ""));
    assert_eq!(rules.call("GET", "/api/v1/app"), "app.list");
    // Two operations of four with samples: the rules name all, not half.
    let few = |c: &str| {
        if c.starts_with("application.list") || c.starts_with("application.get") {
            sdk(c)
        } else {
            String::new()
        }
    };
    let half = names(&spec(&few, ""));
    assert_eq!(half.call("GET", "/api/v1/app"), "app.list");
    assert_eq!(half.call("POST", "/api/v1/app"), "app.create");
}

/// A path's word that shortens its summary's (`/app`, "List Applications"; `/msg`, "List
/// Messages") is spelled as the summary spells it, and a read of a path ending in a parameter
/// that its own words call a list ("List Attempts By Endpoint") is a list.
#[test]
fn short_path_words_are_spelled_as_the_summaries_spell_them() {
    let spec = r##"openapi: 3.1.0
info: {title: Short, version: "1"}
paths:
  /api/v1/app:
    get:
      operationId: list_applications
      summary: List Applications
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/App"}}}}}}
    post:
      operationId: create_application
      summary: Create Application
      responses: {"201": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/App"}}}}}
  /api/v1/app/{app_id}:
    parameters: [{name: app_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: get_application
      summary: Get Application
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/App"}}}}}
    delete:
      operationId: delete_application
      summary: Delete Application
      responses: {"204": {description: gone}}
  /api/v1/app/{app_id}/msg:
    parameters: [{name: app_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: list_messages
      summary: List Messages
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/App"}}}}}}
    post:
      operationId: create_message
      summary: Create Message
      responses: {"201": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/App"}}}}}
  /api/v1/app/{app_id}/msg/{msg_id}:
    parameters:
      - {name: app_id, in: path, required: true, schema: {type: string}}
      - {name: msg_id, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_message
      summary: Get Message
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/App"}}}}}
  /api/v1/app/{app_id}/attempt/endpoint/{endpoint_id}:
    parameters:
      - {name: app_id, in: path, required: true, schema: {type: string}}
      - {name: endpoint_id, in: path, required: true, schema: {type: string}}
    get:
      operationId: list_attempts_by_endpoint
      summary: List Attempts By Endpoint
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {data: {type: array, items: {$ref: "#/components/schemas/App"}}, done: {type: boolean}}}}}}}
  /api/v1/users/blocks:
    get:
      operationId: list_blocked
      summary: List users blocked by the authenticated user
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/App"}}}}}}
components:
  schemas:
    App: {type: object, properties: {id: {type: string}}}
"##;
    let named = Named::of("short", spec);
    let call = |m: &str, p: &str| named.call(m, p);
    let api_md = &named.api_md;
    assert_eq!(call("GET", "/api/v1/app"), "applications.list");
    assert_eq!(call("POST", "/api/v1/app/{app_id}/msg"), "applications.messages.create");
    assert_eq!(
        call("GET", "/api/v1/app/{app_id}/attempt/endpoint/{endpoint_id}"),
        "applications.attempt.endpoint.list"
    );
    // An inflection is no short form: `blocks` stays.
    assert!(call("GET", "/api/v1/users/blocks").contains("blocks"), "{api_md}");
}

/// Calls told apart by what their paths say rather than by a number: a write on a collection
/// beside the same write on its item writes many (`delete_many`); a twin whose path adds a
/// parameter is named by it (`create_by_path`); an action on a collection beside the same action
/// on its item acts on many (`acknowledge_many`); versions written `v1beta1` or as a bare number
/// (`/api/2/…`) are versions, which name the older call (`get_v1beta1`) and no accessor (`n2`).
#[test]
fn calls_are_told_apart_by_their_paths_not_numbered() {
    let spec = r##"openapi: 3.1.0
info: {title: Apart, version: "1"}
paths:
  /api/v1/namespaces/{namespace}/configmaps:
    parameters: [{name: namespace, in: path, required: true, schema: {type: string}}]
    get:
      operationId: listConfigMaps
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Map"}}}}}}
    post:
      operationId: createConfigMap
      responses: {"201": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Map"}}}}}
    delete:
      operationId: deleteCollectionConfigMap
      responses: {"200": {description: OK}}
  /api/v1/namespaces/{namespace}/configmaps/{name}:
    parameters:
      - {name: namespace, in: path, required: true, schema: {type: string}}
      - {name: name, in: path, required: true, schema: {type: string}}
    get:
      operationId: readConfigMap
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Map"}}}}}
    delete:
      operationId: deleteConfigMap
      responses: {"200": {description: OK}}
  /api/v1/namespaces/{namespace}/configmaps/{name}/proxy:
    parameters:
      - {name: namespace, in: path, required: true, schema: {type: string}}
      - {name: name, in: path, required: true, schema: {type: string}}
    post:
      operationId: connectProxy
      responses: {"200": {description: OK}}
    get:
      operationId: getProxy
      responses: {"200": {description: OK}}
  /api/v1/namespaces/{namespace}/configmaps/{name}/proxy/{path}:
    parameters:
      - {name: namespace, in: path, required: true, schema: {type: string}}
      - {name: name, in: path, required: true, schema: {type: string}}
      - {name: path, in: path, required: true, schema: {type: string}}
    post:
      operationId: connectProxyWithPath
      responses: {"200": {description: OK}}
    get:
      operationId: getProxyWithPath
      responses: {"200": {description: OK}}
  /apis/batch/v1/:
    get:
      operationId: getBatchV1Resources
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {kind: {type: string}}}}}}}
  /apis/batch/v1beta1/:
    get:
      operationId: getBatchV1beta1Resources
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {kind: {type: string}}}}}}}
  /tasks/{task_id}/stats:
    parameters: [{name: task_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: getTaskStats
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {cpu: {type: number}}}}}}}
  /tasks/{task_id}/stats/{year}/{month}:
    parameters:
      - {name: task_id, in: path, required: true, schema: {type: string}}
      - {name: year, in: path, required: true, schema: {type: integer}}
      - {name: month, in: path, required: true, schema: {type: integer}}
    get:
      operationId: getTaskStatsByMonth
      responses: {"200": {description: OK, content: {application/json: {schema: {type: object, properties: {cpu: {type: number}}}}}}}
  /tasks:
    get:
      operationId: listTasks
      responses: {"200": {description: OK, content: {application/json: {schema: {type: array, items: {$ref: "#/components/schemas/Map"}}}}}}
  /tasks/{task_id}:
    parameters: [{name: task_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: getTask
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Map"}}}}}
  /tasks/{task_id}/acknowledge:
    parameters: [{name: task_id, in: path, required: true, schema: {type: string}}]
    post:
      operationId: acknowledgeTask
      summary: Acknowledge one task
      responses: {"200": {description: OK}}
  /tasks/acknowledge:
    post:
      operationId: acknowledgeTasks
      summary: Acknowledge tasks
      responses: {"200": {description: OK}}
  /rest/api/2/issue/{issueId}:
    parameters: [{name: issueId, in: path, required: true, schema: {type: string}}]
    get:
      operationId: getIssue
      responses: {"200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Map"}}}}}
    delete:
      operationId: deleteIssue
      responses: {"204": {description: gone}}
components:
  schemas:
    Map: {type: object, properties: {id: {type: string}}}
"##;
    let named = Named::of("apart", spec);
    let call = |m: &str, p: &str| named.call(m, p);
    let api_md = &named.api_md;
    let maps = "/api/v1/namespaces/{namespace}/configmaps";
    assert!(call("DELETE", maps).ends_with("config_maps.delete_many"), "{api_md}");
    assert!(
        call("DELETE", &format!("{maps}/{{name}}")).ends_with("config_maps.delete"),
        "{api_md}"
    );
    let proxy = format!("{maps}/{{name}}/proxy");
    assert!(
        call("POST", &format!("{proxy}/{{path}}")).ends_with("proxy.create_by_path"),
        "{api_md}"
    );
    assert!(
        call("GET", &format!("{proxy}/{{path}}")).ends_with("proxy.get"),
        "{api_md}"
    );
    assert_eq!(call("POST", "/tasks/{task_id}/acknowledge"), "tasks.acknowledge");
    assert_eq!(call("POST", "/tasks/acknowledge"), "tasks.acknowledge_many");
    assert_eq!(call("GET", "/tasks/{task_id}/stats"), "tasks.stats.get");
    assert_eq!(
        call("GET", "/tasks/{task_id}/stats/{year}/{month}"),
        "tasks.stats.get_by_year_month"
    );
    assert_eq!(call("GET", "/apis/batch/v1/"), "apis.batch.get");
    assert_eq!(call("GET", "/apis/batch/v1beta1/"), "apis.batch.get_v1beta1");
    assert_eq!(call("GET", "/rest/api/2/issue/{issueId}"), "rest.api.issue.get");
    assert!(!api_md.contains("2()") && !api_md.contains("n2()"), "{api_md}");
}
