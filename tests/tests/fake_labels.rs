//! Labels over HTTP (issue 40: "a tag's `resources.count`", "a resource identified by a label
//! whose item path answers a list of other things (`GET /tags/{label}`) is stored as `{}`"):
//! records that list a label by name are counted and listed by it, put under it and taken out
//! by its actions, and let go of when it is deleted; a label first used by a record is made.

mod inline_fake;

use inline_fake::{call, serve};
use serde_json::{Value, json};

/// Tags counted per kind, put on records by `{resource_id, resource_type}` entries.
const COUNTED: &str = r#"
openapi: 3.0.1
info: {title: tags, version: "1"}
paths:
  /servers:
    post:
      operationId: createServer
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}, tags: {type: array, items: {type: string}}}}}}}
      responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}}
  /servers/{server_id}:
    parameters: [{name: server_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getServer
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}}
    delete:
      operationId: deleteServer
      responses: {'204': {description: ok}}
  /volumes:
    post:
      operationId: createVolume
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}, tags: {type: array, items: {type: string}}}}}}}
      responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}}
  /volumes/{volume_id}:
    parameters: [{name: volume_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: getVolume
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}}
  /tags:
    post:
      operationId: createTag
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}}
      responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Tag'}}}}}
    get:
      operationId: listTags
      responses: {'200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Tag'}}}}}}
  /tags/{tag_name}:
    parameters: [{name: tag_name, in: path, required: true, schema: {type: string}}]
    get:
      operationId: getTag
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Tag'}}}}, '404': {description: no such tag}}
    delete:
      operationId: deleteTag
      responses: {'204': {description: ok}}
  /tags/{tag_name}/resources:
    parameters: [{name: tag_name, in: path, required: true, schema: {type: string}}]
    post:
      operationId: tagResources
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Resources'}}}}
      responses: {'204': {description: ok}, '404': {description: no such tag or resource}}
    delete:
      operationId: untagResources
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Resources'}}}}
      responses: {'204': {description: ok}, '404': {description: no such tag or resource}}
components:
  schemas:
    Server: {type: object, required: [id, name, tags], properties: {id: {type: integer}, name: {type: string}, tags: {type: array, items: {type: string}}}}
    Volume: {type: object, required: [id, name], properties: {id: {type: string}, name: {type: string}, tags: {type: array, items: {type: string}}}}
    Count: {type: object, properties: {count: {type: integer, minimum: 0}}}
    Tag:
      type: object
      required: [name]
      properties:
        name: {type: string}
        resources:
          readOnly: true
          type: object
          properties: {count: {type: integer, minimum: 0}, servers: {$ref: '#/components/schemas/Count'}, volumes: {$ref: '#/components/schemas/Count'}}
    Resources:
      type: object
      required: [resources]
      properties:
        resources:
          type: array
          items: {type: object, required: [resource_id, resource_type], properties: {resource_id: {type: string}, resource_type: {type: string, enum: [server, volume]}}}
"#;

/// Tags that list what they are on, as `{type, data}` items of a page; a tag's create names
/// records to put it on.
const LISTED: &str = r#"
openapi: 3.0.1
info: {title: tagged, version: "1"}
paths:
  /servers:
    post:
      operationId: createServer
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}, tags: {type: array, items: {type: string}}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}}
  /servers/{serverId}:
    parameters: [{name: serverId, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getServer
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}}
  /domains:
    post:
      operationId: createDomain
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [domain], properties: {domain: {type: string}, tags: {type: array, items: {type: string}}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Domain'}}}}}
  /domains/{domainId}:
    parameters: [{name: domainId, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getDomain
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Domain'}}}}}
  /tags:
    post:
      operationId: createTag
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [label]
              properties: {label: {type: string}, servers: {type: array, items: {type: integer}}, domains: {type: array, items: {type: integer}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Tag'}}}}, '404': {description: no such record}}
  /tags/{label}:
    parameters: [{name: label, in: path, required: true, schema: {type: string}}]
    get:
      operationId: getTaggedObjects
      parameters: [{name: page, in: query, schema: {type: integer, minimum: 1, default: 1}}, {name: page_size, in: query, schema: {type: integer, minimum: 1, default: 100}}]
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
                    items:
                      type: object
                      properties:
                        type: {type: string}
                        data: {oneOf: [{$ref: '#/components/schemas/Server'}, {$ref: '#/components/schemas/Domain'}]}
                  page: {type: integer}
                  pages: {type: integer}
                  results: {type: integer}
    delete:
      operationId: deleteTag
      responses: {'200': {description: ok}}
components:
  schemas:
    Server: {type: object, required: [id, name], properties: {id: {type: integer}, name: {type: string}, tags: {type: array, items: {type: string}}}}
    Domain: {type: object, required: [id, domain], properties: {id: {type: integer}, domain: {type: string}, tags: {type: array, items: {type: string}}}}
    Tag: {type: object, required: [label], properties: {label: {type: string}}}
"#;

#[tokio::test]
async fn a_tag_counts_the_records_that_list_it() {
    use reqwest::Method;
    let running = serve(COUNTED).await;
    let base = running.base_url();
    let http = reqwest::Client::new();
    let (status, _) = call(
        &http,
        Method::POST,
        format!("{base}/tags"),
        Some(json!({"name": "web"})),
    )
    .await;
    assert_eq!(status, 201);
    let (_, server) = call(
        &http,
        Method::POST,
        format!("{base}/servers"),
        Some(json!({"name": "a"})),
    )
    .await;
    let sid = server["id"].as_i64().unwrap_or_else(|| panic!("{server}"));
    let (_, volume) = call(
        &http,
        Method::POST,
        format!("{base}/volumes"),
        Some(json!({"name": "v"})),
    )
    .await;
    let vid = volume["id"].as_str().unwrap_or_else(|| panic!("{volume}")).to_string();
    let entries = json!({"resources": [
        {"resource_id": sid.to_string(), "resource_type": "server"},
        {"resource_id": vid, "resource_type": "volume"},
    ]});
    let (status, _) = call(
        &http,
        Method::POST,
        format!("{base}/tags/web/resources"),
        Some(entries.clone()),
    )
    .await;
    assert_eq!(status, 204);
    let (_, read) = call(&http, Method::GET, format!("{base}/servers/{sid}"), None).await;
    assert_eq!(read["tags"], json!(["web"]));
    let (_, tag) = call(&http, Method::GET, format!("{base}/tags/web"), None).await;
    assert_eq!(tag["resources"]["count"], json!(2), "{tag}");
    assert_eq!(tag["resources"]["servers"]["count"], json!(1), "{tag}");
    assert_eq!(tag["resources"]["volumes"]["count"], json!(1), "{tag}");
    // The list counts as the read does.
    let (_, all) = call(&http, Method::GET, format!("{base}/tags"), None).await;
    assert_eq!(all[0]["resources"]["count"], json!(2), "{all}");
    // Taken off the volume: counted no more.
    let off = json!({"resources": [{"resource_id": vid, "resource_type": "volume"}]});
    let (status, _) = call(&http, Method::DELETE, format!("{base}/tags/web/resources"), Some(off)).await;
    assert_eq!(status, 204);
    let (_, tag) = call(&http, Method::GET, format!("{base}/tags/web"), None).await;
    assert_eq!(tag["resources"]["count"], json!(1), "{tag}");
    assert_eq!(tag["resources"]["volumes"]["count"], json!(0), "{tag}");
    // A record the fake does not hold is refused, and nothing is tagged.
    let ghost = json!({"resources": [{"resource_id": "999999", "resource_type": "server"}]});
    let (status, refusal) = call(&http, Method::POST, format!("{base}/tags/web/resources"), Some(ghost)).await;
    assert_eq!(status, 404, "{refusal}");
    // A deleted server is counted no more.
    let (status, _) = call(&http, Method::DELETE, format!("{base}/servers/{sid}"), None).await;
    assert_eq!(status, 204);
    let (_, tag) = call(&http, Method::GET, format!("{base}/tags/web"), None).await;
    assert_eq!(tag["resources"]["count"], json!(0), "{tag}");
}

#[tokio::test]
async fn a_tag_first_used_by_a_record_is_made_and_deleting_it_untags() {
    use reqwest::Method;
    let running = serve(COUNTED).await;
    let base = running.base_url();
    let http = reqwest::Client::new();
    let (status, _) = call(&http, Method::GET, format!("{base}/tags/db"), None).await;
    assert_eq!(status, 404);
    let (_, server) = call(
        &http,
        Method::POST,
        format!("{base}/servers"),
        Some(json!({"name": "a", "tags": ["db"]})),
    )
    .await;
    let sid = server["id"].as_i64().unwrap_or_else(|| panic!("{server}"));
    let (status, tag) = call(&http, Method::GET, format!("{base}/tags/db"), None).await;
    assert_eq!(status, 200, "{tag}");
    assert_eq!(tag["name"], json!("db"));
    assert_eq!(tag["resources"]["servers"]["count"], json!(1), "{tag}");
    // Making it again (a consumer that makes its tags first, whatever exists) keeps it.
    let (status, again) = call(&http, Method::POST, format!("{base}/tags"), Some(json!({"name": "db"}))).await;
    assert_eq!(status, 201, "{again}");
    let (_, tag) = call(&http, Method::GET, format!("{base}/tags/db"), None).await;
    assert_eq!(tag["resources"]["servers"]["count"], json!(1), "{tag}");
    let (status, _) = call(&http, Method::DELETE, format!("{base}/tags/db"), None).await;
    assert_eq!(status, 204);
    let (_, read) = call(&http, Method::GET, format!("{base}/servers/{sid}"), None).await;
    assert_eq!(read["tags"], json!([]), "{read}");
}

#[tokio::test]
async fn a_tag_lists_what_it_is_on_by_kind() {
    use reqwest::Method;
    let running = serve(LISTED).await;
    let base = running.base_url();
    let http = reqwest::Client::new();
    let (_, server) = call(
        &http,
        Method::POST,
        format!("{base}/servers"),
        Some(json!({"name": "a"})),
    )
    .await;
    let sid = server["id"].as_i64().unwrap_or_else(|| panic!("{server}"));
    // The tag's create puts it on the server its body names.
    let (status, tag) = call(
        &http,
        Method::POST,
        format!("{base}/tags"),
        Some(json!({"label": "prod", "servers": [sid]})),
    )
    .await;
    assert_eq!(status, 200, "{tag}");
    // A domain made with the tag is on it too; the tag's create comes first here, as a label's
    // create of a name in use makes it again (the first test).
    let (_, domain) = call(
        &http,
        Method::POST,
        format!("{base}/domains"),
        Some(json!({"domain": "example.org", "tags": ["prod"]})),
    )
    .await;
    let (_, read) = call(&http, Method::GET, format!("{base}/servers/{sid}"), None).await;
    assert_eq!(read["tags"], json!(["prod"]), "{read}");
    let (status, page) = call(&http, Method::GET, format!("{base}/tags/prod"), None).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["results"], json!(2), "{page}");
    let mut kinds: Vec<(&str, &Value)> = page["data"]
        .as_array()
        .unwrap_or_else(|| panic!("{page}"))
        .iter()
        .map(|i| (i["type"].as_str().unwrap_or_default(), &i["data"]["id"]))
        .collect();
    kinds.sort_by_key(|(k, _)| *k);
    assert_eq!(
        kinds,
        vec![("domain", &domain["id"]), ("server", &json!(sid))],
        "{page}"
    );
    // A create naming a server the fake does not hold is refused; no tag is made.
    let (status, _) = call(
        &http,
        Method::POST,
        format!("{base}/tags"),
        Some(json!({"label": "ghost", "servers": [987654]})),
    )
    .await;
    assert_eq!(status, 404);
    let (status, _) = call(&http, Method::GET, format!("{base}/tags/ghost"), None).await;
    assert_eq!(status, 404);
}
