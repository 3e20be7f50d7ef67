//! Records that hold addresses of the API (found driving a hand-written SDK of a large public
//! document against the fake, issue 40): the SDK reads a record's `url` and posts to
//! `{issue.url}/comments`, so the addresses must be the fake's. Each is read from a shape: a
//! member whose example is an address at the document's server names the path it fills; one
//! whose example names no path of the document, by its name (`url`, `comments_url`); a record
//! holding its parent's address (`issue_url`) belongs to it. Beside them: a record the service
//! provisions is put in by the members a test cares for, a text parameter beside a numbered `id`
//! names the record's `name`, a filter's `all` keeps every record, a request's `new_name`
//! renames a record named by its name, a list answered by a bare array pages by `page` and
//! `per_page`, linking its pages in the `Link` header it declares, and a read on a path of its
//! own names the record by another member (`/releases/tags/{tag}`).

mod inline_fake;

use reqwest::Method;
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: tracker, version: "1"}
servers: [{url: "https://api.tracker.example/v2"}]
paths:
  /repos/{owner}/{repo}:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_repo
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Repo'}}}}}
    patch:
      operationId: update_repo
      requestBody: {content: {application/json: {schema: {type: object, properties: {description: {type: string}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Repo'}}}}}
  /repos/{owner}/{repo}/issues:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
    get:
      operationId: list_issues
      parameters:
        - {name: state, in: query, schema: {type: string, enum: [open, closed, all]}}
        - {name: per_page, in: query, schema: {type: integer, default: 30}}
        - {name: page, in: query, schema: {type: integer, default: 1}}
      responses:
        '200':
          description: ok
          headers: {Link: {schema: {type: string}}}
          content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Issue'}}}}
    post:
      operationId: create_issue
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [title], properties: {title: {type: string}}}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Issue'}}}}}
  /repos/{owner}/{repo}/issues/{issue_number}:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
      - {name: issue_number, in: path, required: true, schema: {type: integer}}
    get:
      operationId: get_issue
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Issue'}}}}}
    patch:
      operationId: update_issue
      requestBody: {content: {application/json: {schema: {type: object, properties: {state: {type: string}, title: {type: string}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Issue'}}}}}
  /repos/{owner}/{repo}/issues/{issue_number}/comments:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
      - {name: issue_number, in: path, required: true, schema: {type: integer}}
    get:
      operationId: list_comments
      responses: {'200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Comment'}}}}}}
    post:
      operationId: create_comment
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [body], properties: {body: {type: string}}}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Comment'}}}}}
  /repos/{owner}/{repo}/issues/comments/{comment_id}:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
      - {name: comment_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: get_comment
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Comment'}}}}}
    patch:
      operationId: update_comment
      requestBody: {content: {application/json: {schema: {type: object, properties: {body: {type: string}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Comment'}}}}}
  /repos/{owner}/{repo}/labels:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
    post:
      operationId: create_label
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}, color: {type: string}}}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Label'}}}}}
  /repos/{owner}/{repo}/labels/{name}:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
      - {name: name, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_label
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Label'}}}}}
    patch:
      operationId: update_label
      requestBody: {content: {application/json: {schema: {type: object, properties: {new_name: {type: string}, color: {type: string}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Label'}}}}}
  /repos/{owner}/{repo}/hooks:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
    post:
      operationId: create_hook
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [url], properties: {url: {type: string, format: uri}}}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Hook'}}}}}
  /repos/{owner}/{repo}/hooks/{hook_id}:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
      - {name: hook_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: get_hook
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Hook'}}}}}
  /repos/{owner}/{repo}/releases:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
    post:
      operationId: create_release
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [tag_name], properties: {tag_name: {type: string}, name: {type: string}}}}}}
      responses: {'201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Release'}}}}}
  /repos/{owner}/{repo}/releases/{release_id}:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
      - {name: release_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: get_release
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Release'}}}}}
  /repos/{owner}/{repo}/releases/tags/{tag}:
    parameters:
      - {name: owner, in: path, required: true, schema: {type: string}}
      - {name: repo, in: path, required: true, schema: {type: string}}
      - {name: tag, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_release_by_tag
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Release'}}}}}
components:
  schemas:
    Release:
      type: object
      required: [id, tag_name]
      properties:
        id: {type: integer}
        tag_name: {type: string, example: v1.0.0}
        name: {type: string}
    Hook:
      type: object
      required: [id, url]
      properties:
        id: {type: integer}
        url: {type: string, format: uri, example: "https://api.tracker.example/v2/repos/octocat/hello-world/hooks/1"}
    Label:
      type: object
      required: [id, name, url]
      properties:
        id: {type: integer}
        name: {type: string}
        color: {type: string}
        url: {type: string, format: uri, example: "https://api.tracker.example/v2/repos/octocat/hello-world/labels/bug"}
    Repo:
      type: object
      required: [id, name, full_name, url, issues_url, default_branch]
      properties:
        id: {type: integer}
        name: {type: string}
        full_name: {type: string}
        description: {type: [string, "null"]}
        default_branch: {type: string, example: main}
        url: {type: string, format: uri, example: "https://api.tracker.example/v2/repos/octocat/hello-world"}
        issues_url: {type: string, format: uri, example: "https://api.tracker.example/v2/repos/octocat/hello-world/issues"}
    Issue:
      type: object
      required: [id, number, title, state, url, comments_url]
      properties:
        id: {type: integer}
        number: {type: integer}
        title: {type: string}
        state: {type: string, example: open}
        url: {type: string, format: uri, example: "https://api.tracker.example/v2/repositories/42/issues/1"}
        comments_url: {type: string, format: uri}
    Comment:
      type: object
      required: [id, body, url, issue_url]
      properties:
        id: {type: integer}
        body: {type: string}
        url: {type: string, format: uri}
        issue_url: {type: string, format: uri}
"#;

#[test]
fn addresses_are_read_from_examples_and_names() {
    let model = inline_fake::model(DOC);
    let res = |name: &str| {
        model.resources.iter().find(|r| r.name == name).unwrap_or_else(|| {
            panic!(
                "no {name}: {:?}",
                model.resources.iter().map(|r| &r.name).collect::<Vec<_>>()
            )
        })
    };
    let links = |name: &str| -> Vec<(String, String)> {
        res(name)
            .links
            .iter()
            .map(|l| (l.member.clone(), l.path.clone()))
            .collect()
    };
    let repos = res("repos");
    assert_eq!(repos.id_member.as_deref(), Some("name"), "{:?}", repos.why);
    assert_eq!(
        links("repos"),
        [
            ("url".to_string(), "/v2/repos/{owner}/{repo}".to_string()),
            ("issues_url".to_string(), "/v2/repos/{owner}/{repo}/issues".to_string()),
        ]
    );
    let issue_links = links("repos_issues");
    assert!(
        issue_links.contains(&("url".into(), "/v2/repos/{owner}/{repo}/issues/{issue_number}".into())),
        "{issue_links:?}"
    );
    assert!(
        issue_links.contains(&(
            "comments_url".into(),
            "/v2/repos/{owner}/{repo}/issues/{issue_number}/comments".into()
        )),
        "{issue_links:?}"
    );
}

#[tokio::test]
async fn a_client_following_a_records_addresses_reaches_the_fake() {
    let running = inline_fake::serve(DOC).await;
    let base = running.base_url();
    let http = reqwest::Client::new();
    let call = |method: Method, url: String, body: Option<Value>| inline_fake::call(&http, method, url, body);

    // Put in by the members the test cares for; the rest is made, its addresses the fake's.
    let (status, put) = call(
        Method::POST,
        format!("{base}/__fake/records/repos?owner=octo"),
        Some(json!({"name": "hello", "full_name": "octo/hello"})),
    )
    .await;
    assert!(status < 300, "{status} {put}");
    let (status, repo) = call(Method::GET, format!("{base}/v2/repos/octo/hello"), None).await;
    assert_eq!(status, 200, "{repo}");
    assert_eq!(repo["url"], format!("{base}/v2/repos/octo/hello"));
    assert_eq!(repo["default_branch"], "main");
    // What the test gives is judged.
    let (status, refused) = call(
        Method::POST,
        format!("{base}/__fake/records/repos?owner=octo"),
        Some(json!({"name": "other", "default_branch": 7})),
    )
    .await;
    assert!(status >= 400, "{status} {refused}");

    let issues_url = repo["issues_url"].as_str().unwrap().to_string();
    let (status, first) = call(Method::POST, issues_url.clone(), Some(json!({"title": "Found a bug"}))).await;
    assert_eq!(status, 201, "{first}");
    let (_, second) = call(Method::POST, issues_url.clone(), Some(json!({"title": "Second"}))).await;
    // Numbered apart by `id` too, beside their `number`.
    assert!(
        first["id"].as_u64().is_some_and(|n| n > 0) && first["id"] != second["id"],
        "{first} {second}"
    );
    assert!(repo["id"].as_u64().is_some_and(|n| n > 0), "{repo}");
    let url = first["url"].as_str().unwrap().to_string();
    assert_eq!(url, format!("{base}/v2/repos/octo/hello/issues/{}", first["number"]));
    assert_eq!(first["comments_url"], format!("{url}/comments"));

    // A comment made at an issue's address holds it, and only that issue lists it.
    let comments = first["comments_url"].as_str().unwrap().to_string();
    let (status, comment) = call(Method::POST, comments.clone(), Some(json!({"body": "me too"}))).await;
    assert_eq!(status, 201, "{comment}");
    assert_eq!(comment["issue_url"], url.as_str());
    let (status, listed) = call(Method::GET, comments, None).await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed.as_array().map(Vec::len), Some(1), "{listed}");
    let (_, others) = call(Method::GET, second["comments_url"].as_str().unwrap().to_string(), None).await;
    assert_eq!(others, json!([]));
    // An address the request gives is the client's (a hook's target), kept as given.
    let (status, hook) = call(
        Method::POST,
        format!("{base}/v2/repos/octo/hello/hooks"),
        Some(json!({"url": "https://example.com/hook"})),
    )
    .await;
    assert_eq!(
        (status, &hook["url"]),
        (201, &json!("https://example.com/hook")),
        "{hook}"
    );
    let (status, edited) = call(
        Method::PATCH,
        comment["url"].as_str().unwrap().to_string(),
        Some(json!({"body": "me three"})),
    )
    .await;
    assert_eq!(status, 200, "{edited}");

    // `all` is no state a record holds: it keeps every record.
    let (status, _) = call(Method::PATCH, url, Some(json!({"state": "closed"}))).await;
    assert_eq!(status, 200);
    let titles = |page: Value| -> Vec<String> {
        page.as_array()
            .unwrap()
            .iter()
            .map(|i| i["title"].as_str().unwrap().to_string())
            .collect()
    };
    let (_, open) = call(Method::GET, format!("{issues_url}?state=open"), None).await;
    assert_eq!(titles(open), ["Second"]);
    let (_, all) = call(Method::GET, format!("{issues_url}?state=all"), None).await;
    assert_eq!(titles(all), ["Found a bug", "Second"]);
}

#[tokio::test]
async fn a_record_named_by_its_name_is_renamed_by_new_name() {
    let running = inline_fake::serve(DOC).await;
    let labels = format!("{}/v2/repos/octo/hello/labels", running.base_url());
    let http = reqwest::Client::new();
    let call = |method: Method, url: String, body: Option<Value>| inline_fake::call(&http, method, url, body);
    for name in ["bug", "wontfix"] {
        let (status, made) = call(
            Method::POST,
            labels.clone(),
            Some(json!({"name": name, "color": "f29513"})),
        )
        .await;
        assert_eq!(status, 201, "{made}");
    }
    let (status, renamed) = call(
        Method::PATCH,
        format!("{labels}/bug"),
        Some(json!({"new_name": "defect"})),
    )
    .await;
    assert_eq!(status, 200, "{renamed}");
    assert_eq!(renamed["name"], "defect");
    assert_eq!(renamed["url"], format!("{labels}/defect"));
    let (status, _) = call(Method::GET, format!("{labels}/bug"), None).await;
    assert_eq!(status, 404);
    let (status, read) = call(Method::GET, format!("{labels}/defect"), None).await;
    assert_eq!((status, &read["color"]), (200, &json!("f29513")), "{read}");
    // A name another record holds is refused, and both stay as they were.
    let (status, refused) = call(
        Method::PATCH,
        format!("{labels}/defect"),
        Some(json!({"new_name": "wontfix"})),
    )
    .await;
    assert_eq!(status, 409, "{refused}");
    let (status, _) = call(Method::GET, format!("{labels}/defect"), None).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn a_bare_array_pages_and_links_its_pages_in_its_link_header() {
    let running = inline_fake::serve(DOC).await;
    let base = running.base_url();
    let http = reqwest::Client::new();
    let issues = format!("{base}/v2/repos/octo/hello/issues");
    for title in ["a", "b", "c"] {
        let (status, made) =
            inline_fake::call(&http, Method::POST, issues.clone(), Some(json!({"title": title}))).await;
        assert_eq!(status, 201, "{made}");
    }
    let answer = http.get(format!("{issues}?per_page=1&page=2")).send().await.unwrap();
    let link = answer
        .headers()
        .get("link")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    let page: Value = answer.json().await.unwrap();
    assert_eq!(page.as_array().map(Vec::len), Some(1), "{page}");
    for (rel, n) in [("first", 1), ("prev", 1), ("next", 3), ("last", 3)] {
        let want = format!("<{issues}?per_page=1&page={n}>; rel=\"{rel}\"");
        assert!(link.contains(&want), "{want} in {link}");
    }
    // The last page links no next.
    let answer = http.get(format!("{issues}?per_page=1&page=3")).send().await.unwrap();
    let link = answer
        .headers()
        .get("link")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    assert!(
        !link.contains("rel=\"next\"") && link.contains("rel=\"prev\""),
        "{link}"
    );
}

#[tokio::test]
async fn a_read_on_a_path_of_its_own_names_the_record_by_another_member() {
    let running = inline_fake::serve(DOC).await;
    let releases = format!("{}/v2/repos/octo/hello/releases", running.base_url());
    let http = reqwest::Client::new();
    let call = |method: Method, url: String, body: Option<Value>| inline_fake::call(&http, method, url, body);
    let (status, made) = call(
        Method::POST,
        releases.clone(),
        Some(json!({"tag_name": "v1.0", "name": "First"})),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let (_, other) = call(Method::POST, releases.clone(), Some(json!({"tag_name": "v2.0"}))).await;
    let (status, read) = call(Method::GET, format!("{releases}/tags/v1.0"), None).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!((&read["id"], &read["name"]), (&made["id"], &json!("First")), "{read}");
    let (_, read) = call(Method::GET, format!("{releases}/tags/v2.0"), None).await;
    assert_eq!(read["id"], other["id"]);
    let (status, missing) = call(Method::GET, format!("{releases}/tags/v9"), None).await;
    assert_eq!(status, 404, "{missing}");
}
