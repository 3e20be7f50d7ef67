//! Links held in one member by a bare name (a floating IP's `server: 42`, a volume's `server`):
//! the member names a record of the resource it spells where it holds ids of that resource's
//! kind; the named record lists what names it where it has a list spelled for them (a server's
//! `volumes: [7]`); an action that takes the link away (`unassign`, `detach`) empties what its
//! sibling's body set; deleting the named record empties the link (issue 40).

mod inline_fake;

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: links, version: "1"}
paths:
  /servers:
    post:
      operationId: create_server
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}
  /servers/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: get_server
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}
    delete:
      operationId: delete_server
      responses: {'204': {description: gone}}
  /volumes:
    post:
      operationId: create_volume
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}
  /volumes/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: get_volume
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}
    delete:
      operationId: delete_volume
      responses: {'204': {description: gone}}
  /volumes/{id}/actions/attach:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: attach_volume
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [server], properties: {server: {type: integer}}}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}
  /volumes/{id}/actions/detach:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: detach_volume
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}
components:
  schemas:
    Server:
      type: object
      required: [id, name, volumes]
      properties:
        id: {type: integer}
        name: {type: string}
        volumes: {type: array, items: {type: integer}}
    Volume:
      type: object
      required: [id, name, server]
      properties:
        id: {type: integer}
        name: {type: string}
        server: {type: [integer, "null"]}
"#;

#[tokio::test]
async fn a_bare_member_links_and_the_other_side_lists_it() {
    let builder = oapigen::Builder::new()
        .spec_text("links.yaml", DOC)
        .emit_rerun_if_changed(false);
    let model = builder.fake_model().unwrap_or_else(|e| panic!("{e}")).0;
    let explained = model.explain();
    assert!(
        explained.contains("`server` names a record of `servers`; `servers` lists them in `volumes`"),
        "{explained}"
    );
    assert!(explained.contains("sets /server to null"), "{explained}");
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let call = |method: reqwest::Method, path: String, body: Option<Value>| {
        let http = http.clone();
        let url = format!("{base}{path}");
        async move {
            let mut req = http.request(method, url);
            if let Some(b) = body {
                req = req.json(&b);
            }
            let resp = req.send().await.unwrap();
            let status = resp.status().as_u16();
            let text = resp.text().await.unwrap();
            (status, serde_json::from_str::<Value>(&text).unwrap_or(Value::Null))
        }
    };
    use reqwest::Method;
    let (_, server) = call(Method::POST, "/servers".into(), Some(json!({"name": "web"}))).await;
    let (_, volume) = call(Method::POST, "/volumes".into(), Some(json!({"name": "data"}))).await;
    let (sid, vid) = (server["id"].clone(), volume["id"].clone());
    assert_eq!(volume["server"], Value::Null, "{volume}");
    // A link to a server that does not exist is refused.
    let (status, _) = call(
        Method::POST,
        format!("/volumes/{vid}/actions/attach"),
        Some(json!({"server": 999_999})),
    )
    .await;
    assert!((400..500).contains(&status), "attach to no server: {status}");
    let (status, attached) = call(
        Method::POST,
        format!("/volumes/{vid}/actions/attach"),
        Some(json!({"server": sid})),
    )
    .await;
    assert_eq!((status, &attached["server"]), (200, &sid), "{attached}");
    let (_, server_now) = call(Method::GET, format!("/servers/{sid}"), None).await;
    assert_eq!(
        server_now["volumes"],
        json!([vid]),
        "the server lists its volume: {server_now}"
    );
    // Detach takes the link away on both sides.
    let (_, detached) = call(Method::POST, format!("/volumes/{vid}/actions/detach"), None).await;
    assert_eq!(detached["server"], Value::Null, "{detached}");
    let (_, server_now) = call(Method::GET, format!("/servers/{sid}"), None).await;
    assert_eq!(server_now["volumes"], json!([]), "{server_now}");
    // Attached again, then the server deleted: the volume stays, its link emptied.
    call(
        Method::POST,
        format!("/volumes/{vid}/actions/attach"),
        Some(json!({"server": sid})),
    )
    .await;
    let (status, _) = call(Method::DELETE, format!("/servers/{sid}"), None).await;
    assert_eq!(status, 204);
    let (status, after) = call(Method::GET, format!("/volumes/{vid}"), None).await;
    assert_eq!((status, &after["server"]), (200, &Value::Null), "{after}");
}

/// A bare member of plain text is as often a name (a container's `image: nginx`): it names
/// nothing, and a create that gives it is not refused.
#[test]
fn a_bare_text_member_names_nothing() {
    let doc = DOC.replace(
        "server: {type: [integer, \"null\"]}",
        "server: {type: [integer, \"null\"]}\n        image: {type: string}",
    ).replace(
        "  /volumes:\n",
        "  /images:\n    post:\n      operationId: create_image\n      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Image'}}}}}\n  /images/{id}:\n    parameters: [{name: id, in: path, required: true, schema: {type: string}}]\n    delete:\n      operationId: delete_image\n      responses: {'204': {description: gone}}\n  /volumes:\n",
    ).replace(
        "    Volume:\n",
        "    Image: {type: object, properties: {id: {type: string}}}\n    Volume:\n",
    );
    let model = oapigen::Builder::new()
        .spec_text("links.yaml", &doc)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let explained = model.explain();
    assert!(explained.contains("resource images"), "{explained}");
    assert!(!explained.contains("`image` names"), "{explained}");
}

/// An `{x}_id` a sibling's body sets is emptied by the action that takes it away, though it
/// names no resource the document spells (Linode's `attach {linode_id}` beside `/linode/instances`).
#[test]
fn a_detach_empties_the_id_its_sibling_set() {
    let doc = DOC
        .replace(
            "required: [server], properties: {server: {type: integer}}",
            "required: [machine_id], properties: {machine_id: {type: integer}}",
        )
        .replace("required: [id, name, server]", "required: [id, name, machine_id]")
        .replace(
            "server: {type: [integer, \"null\"]}",
            "machine_id: {type: [integer, \"null\"]}",
        );
    let model = inline_fake::model(&doc);
    let explained = model.explain();
    assert!(explained.contains("sets /machine_id to null"), "{explained}");
}

/// A member `{x}_id` where no resource is spelled `x` names the one whose item parameter names
/// its records so (`linode_id` for `/linode/instances/{linodeId}`): a link to none is refused.
#[tokio::test]
async fn an_id_names_the_resource_its_item_parameter_spells() {
    let doc = r#"
openapi: 3.0.1
info: {title: items by parameter, version: "1"}
paths:
  /linode/instances:
    post:
      operationId: createLinode
      requestBody: {required: true, content: {application/json: {schema: {type: object, properties: {region: {type: string}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Linode'}}}}}
  /linode/instances/{linodeId}:
    parameters: [{name: linodeId, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getLinode
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Linode'}}}}}
    delete:
      operationId: deleteLinode
      responses: {'200': {description: ok}}
  /volumes:
    post:
      operationId: createVolume
      requestBody: {required: true, content: {application/json: {schema: {type: object, properties: {size: {type: integer}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}}
  /volumes/{volumeId}:
    parameters: [{name: volumeId, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getVolume
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}}
  /volumes/{volumeId}/attach:
    parameters: [{name: volumeId, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: attachVolume
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [linode_id], properties: {linode_id: {type: integer}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}, '404': {description: no such thing}}
components:
  schemas:
    Linode: {type: object, required: [id], properties: {id: {type: integer}, region: {type: string}}}
    Volume: {type: object, required: [id, linode_id], properties: {id: {type: integer}, size: {type: integer}, linode_id: {type: [integer, "null"]}}}
"#;
    let model = inline_fake::model(doc);
    let explained = model.explain();
    assert!(
        explained.contains("`linode_id` names a record of `linode.instances`"),
        "{explained}"
    );
    let running = inline_fake::start(model).await;
    let base = running.base_url();
    let http = reqwest::Client::new();
    let linode: Value = http
        .post(format!("{base}/linode/instances"))
        .json(&json!({}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let volume: Value = http
        .post(format!("{base}/volumes"))
        .json(&json!({"size": 20}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let attach = |id: Value| {
        http.post(format!("{base}/volumes/{}/attach", volume["id"]))
            .json(&json!({"linode_id": id}))
            .send()
    };
    assert_eq!(attach(json!(987_654)).await.unwrap().status().as_u16(), 404);
    assert_eq!(attach(linode["id"].clone()).await.unwrap().status().as_u16(), 200);
    http.delete(format!("{base}/linode/instances/{}", linode["id"]))
        .send()
        .await
        .unwrap();
    let after: Value = http
        .get(format!("{base}/volumes/{}", volume["id"]))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(after["linode_id"], Value::Null, "{after}");
}
