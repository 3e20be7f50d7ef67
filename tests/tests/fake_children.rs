//! A create whose body lists children of a resource below it (a cluster's `pools`, each item
//! the members of a pool's own create) makes each child with the record: listed below it,
//! readable by its identity, listed in the parent's record, gone with it (issue 41).

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: children, version: "1"}
paths:
  /clusters:
    post:
      operationId: create_cluster
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name, pools]
              properties:
                name: {type: string}
                pools: {type: array, items: {$ref: '#/components/schemas/PoolCreate'}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Cluster'}}}}
  /clusters/{cluster_name}:
    parameters: [{name: cluster_name, in: path, required: true, schema: {type: string}}]
    get:
      operationId: get_cluster
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Cluster'}}}}
    delete:
      operationId: delete_cluster
      responses: {'204': {description: gone}}
  /clusters/{cluster_name}/pools:
    parameters: [{name: cluster_name, in: path, required: true, schema: {type: string}}]
    get:
      operationId: list_pools
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Pool'}}}}}
    post:
      operationId: create_pool
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/PoolCreate'}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Pool'}}}}
  /clusters/{cluster_name}/pools/{pool_name}:
    parameters:
      - {name: cluster_name, in: path, required: true, schema: {type: string}}
      - {name: pool_name, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_pool
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Pool'}}}}
    delete:
      operationId: delete_pool
      responses: {'204': {description: gone}}
components:
  schemas:
    PoolCreate:
      type: object
      required: [name, flavor]
      properties:
        name: {type: string}
        flavor: {type: string}
        nodes: {type: integer, default: 1}
    Pool:
      type: object
      required: [name, flavor, nodes]
      properties:
        name: {type: string}
        flavor: {type: string}
        nodes: {type: integer}
    Cluster:
      type: object
      required: [name, pools]
      properties:
        name: {type: string}
        pools: {type: array, items: {$ref: '#/components/schemas/Pool'}}
"#;

#[tokio::test]
async fn a_create_makes_the_children_its_body_lists() {
    let model = oapigen::Builder::new()
        .spec_text("children.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let explained = model.explain();
    assert!(
        explained.contains("a body's `pools` makes a record of `clusters_pools` per item, below the new record"),
        "{explained}"
    );
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let get = |path: String| {
        let http = http.clone();
        let url = format!("{base}{path}");
        async move {
            let resp = http.get(url).send().await.unwrap();
            let status = resp.status().as_u16();
            (status, resp.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    let made = http
        .post(format!("{base}/clusters"))
        .json(&json!({"name": "k1", "pools": [{"name": "a", "flavor": "small"}, {"name": "b", "flavor": "big", "nodes": 3}]}))
        .send()
        .await
        .unwrap();
    assert_eq!(made.status().as_u16(), 201);
    let (_, pools) = get("/clusters/k1/pools".into()).await;
    let names: Vec<&str> = pools
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(names, ["a", "b"], "{pools}");
    let (status, b) = get("/clusters/k1/pools/b".into()).await;
    assert_eq!(
        (status, &b["flavor"], &b["nodes"]),
        (200, &json!("big"), &json!(3)),
        "{b}"
    );
    let (_, a) = get("/clusters/k1/pools/a".into()).await;
    assert_eq!(a["flavor"], json!("small"), "{a}");
    let (_, cluster) = get("/clusters/k1".into()).await;
    let listed: Vec<&str> = cluster["pools"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert_eq!(listed, ["a", "b"], "{cluster}");
    // Gone with the cluster.
    let gone = http.delete(format!("{base}/clusters/k1")).send().await.unwrap();
    assert_eq!(gone.status().as_u16(), 204);
    let (status, _) = get("/clusters/k1/pools/a".into()).await;
    assert_eq!(status, 404);
}
