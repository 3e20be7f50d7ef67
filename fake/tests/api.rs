//! The volumes model over real HTTP: the life of a record, requests judged, task plans.

mod common;

use std::time::Duration;

use common::{client, create_volume, send, start};
use oapigen_fake::{Options, TaskPlan};
use serde_json::{Value, json};

fn pointers(body: &Value) -> Vec<String> {
    body["errors"]
        .as_array()
        .map(|a| a.iter().map(|e| e["pointer"].as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

#[tokio::test]
async fn a_volume_lives_and_dies_through_tasks() {
    let (fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();

    let create = json!({ "name": "data-1", "size": 20, "tags": { "env": "prod" } });
    let (status, body) = send(c.post(format!("{base}/v1/volumes/1/2")).json(&create)).await;
    assert_eq!(status, 200, "{body}");
    let task = body["tasks"][0].as_str().unwrap().to_string();

    let (status, t) = send(c.get(format!("{base}/v1/tasks/{task}"))).await;
    assert_eq!((status, t["state"].as_str()), (200, Some("RUNNING")), "{t}");
    assert_eq!(t["task_type"], "createVolume");
    assert!(
        fake.records("volumes", &[]).is_empty(),
        "a record is hidden while its task runs"
    );
    let (_, list) = send(c.get(format!("{base}/v1/volumes/1/2"))).await;
    assert_eq!(list["count"], 0);

    let (_, t) = send(c.get(format!("{base}/v1/tasks/{task}"))).await;
    assert_eq!(t["state"], "FINISHED", "{t}");
    let id = t["created_resources"]["volumes"][0].as_str().unwrap().to_string();
    assert_eq!(fake.records("volumes", &[("project_id", "1")]).len(), 1);

    let (status, v) = send(c.get(format!("{base}/v1/volumes/1/2/{id}"))).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["id"], id.as_str());
    assert_eq!((v["name"].as_str(), v["size"].as_i64()), (Some("data-1"), Some(20)));
    assert_eq!((v["project_id"].as_i64(), v["region_id"].as_i64()), (Some(1), Some(2)));
    assert_eq!(
        v["tags"],
        json!([{ "key": "env", "value": "prod", "read_only": false }])
    );
    assert_eq!(v["created_at"], fake.now_rfc3339().as_str());
    assert_eq!(fake.record("volumes", &id), Some(v.clone()));

    // Merge patch: members replaced, tags merged per key, null removes.
    fake.advance_clock(Duration::from_secs(60));
    let patch = json!({ "name": "renamed", "description": "d", "tags": { "env": null, "team": "x" } });
    let (status, v) = send(c.patch(format!("{base}/v1/volumes/1/2/{id}")).json(&patch)).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        (v["name"].as_str(), v["description"].as_str()),
        (Some("renamed"), Some("d"))
    );
    assert_eq!(v["tags"], json!([{ "key": "team", "value": "x", "read_only": false }]));
    assert_eq!(v["updated_at"], fake.now_rfc3339().as_str());
    assert_ne!(v["created_at"], v["updated_at"]);
    let (_, v) = send(
        c.patch(format!("{base}/v1/volumes/1/2/{id}"))
            .header("content-type", "application/merge-patch+json")
            .body(r#"{"description": null}"#),
    )
    .await;
    assert!(v.get("description").is_none(), "{v}");
    assert_eq!(v["name"], "renamed");

    // Another scope does not see it.
    let (status, _) = send(c.get(format!("{base}/v1/volumes/1/3/{id}"))).await;
    assert_eq!(status, 404);

    let (status, body) = send(c.delete(format!("{base}/v1/volumes/1/2/{id}"))).await;
    assert_eq!(status, 200, "{body}");
    let task = body["tasks"][0].as_str().unwrap().to_string();
    let (_, t) = send(c.get(format!("{base}/v1/tasks/{task}"))).await;
    assert_eq!(t["state"], "RUNNING");
    assert!(fake.record("volumes", &id).is_some(), "deleted only when the task ends");
    let (_, t) = send(c.get(format!("{base}/v1/tasks/{task}"))).await;
    assert_eq!(t["state"], "FINISHED");
    assert!(
        t.get("created_resources").is_none_or(|c| c.get("volumes").is_none()),
        "{t}"
    );
    let (status, body) = send(c.get(format!("{base}/v1/volumes/1/2/{id}"))).await;
    assert_eq!(status, 404);
    assert_eq!(body, json!({ "message": format!("no volumes has the id {id}") }));

    let (status, body) = send(c.get(format!("{base}/v1/tasks"))).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["results"].as_array().map(Vec::len), Some(2));
    let (status, _) = send(c.get(format!("{base}/v1/tasks/{}", "0b6a1f0e-8c5b-4e7f-9d2a-3c4b5a6d7e8f"))).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn lists_page_count_and_filter() {
    let (fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();
    fake.set_task_plan("createVolume", TaskPlan::Immediately).unwrap();
    let mut ids = Vec::new();
    for name in ["a", "b", "c"] {
        ids.push(create_volume(&base, &c, name).await);
    }
    let (status, page) = send(c.get(format!("{base}/v1/volumes/1/2?limit=2&offset=1"))).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["count"], 3);
    let got: Vec<&str> = page["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["id"].as_str().unwrap())
        .collect();
    assert_eq!(got, vec![ids[1].as_str(), ids[2].as_str()]);
    let (_, all) = send(c.get(format!("{base}/v1/volumes/1/2"))).await;
    assert_eq!(all["results"].as_array().unwrap().len(), 3);
    let (_, other) = send(c.get(format!("{base}/v1/volumes/1/9"))).await;
    assert_eq!(other["count"], 0);

    let (_, available) = send(c.get(format!("{base}/v1/volumes/1/2?status=available"))).await;
    assert_eq!(available["count"], 3, "made records take the first enum value");
    let mut record = fake.record("volumes", &ids[0]).unwrap();
    record["status"] = json!("in-use");
    record["id"] = json!("6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b");
    fake.insert("volumes", &[("project_id", "1"), ("region_id", "2")], record)
        .unwrap();
    let (_, in_use) = send(c.get(format!("{base}/v1/volumes/1/2?status=in-use"))).await;
    assert_eq!(in_use["count"], 1, "{in_use}");
    assert_eq!(in_use["results"][0]["id"], "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b");
}

#[tokio::test]
async fn lists_sort_search_and_filter_by_tags() {
    let (fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();
    fake.set_task_plan("createVolume", TaskPlan::Immediately).unwrap();
    for (name, size, tags) in [
        ("db-main", 30, json!({ "env": "prod", "team": "data" })),
        ("web", 10, json!({ "env": "dev" })),
        ("db-copy", 20, json!({})),
    ] {
        let body = json!({ "name": name, "size": size, "tags": tags });
        let (status, answer) = send(c.post(format!("{base}/v1/volumes/1/2")).json(&body)).await;
        assert_eq!(status, 200, "{answer}");
    }
    let names = |query: &'static str| {
        let c = c.clone();
        let url = format!("{base}/v1/volumes/1/2?{query}");
        async move {
            let (status, list) = send(c.get(url)).await;
            assert_eq!(status, 200, "{query}: {list}");
            let names: Vec<String> = list["results"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v["name"].as_str().unwrap().to_string())
                .collect();
            (list["count"].as_u64().unwrap(), names)
        }
    };
    assert_eq!(names("order_by=name.asc").await.1, ["db-copy", "db-main", "web"]);
    assert_eq!(names("order_by=size.desc").await.1, ["db-main", "db-copy", "web"]);
    // Made at one instant of the fake's clock: newest first.
    assert_eq!(names("order_by=created_at.desc").await.1, ["db-copy", "web", "db-main"]);
    assert_eq!(
        names("search=DB&order_by=name.desc").await,
        (2, vec!["db-main".into(), "db-copy".into()])
    );
    assert_eq!(names("tag_key=env").await.1, ["db-main", "web"]);
    assert_eq!(names("tag_key=env&tag_key=team").await.1, ["db-main"]);
    let pairs = "tag_key_value=%7B%22env%22%3A%22dev%22%7D";
    assert_eq!(names(pairs).await.1, ["web"]);
    // A parameter that names no member asks for more detail: every record stays.
    assert_eq!(names("include_prices=true").await.0, 3);
    // Filters apply before paging, and the count is of what they keep.
    let (count, page) = names("tag_key=env&order_by=name.asc&limit=1&offset=1").await;
    assert_eq!((count, page), (2, vec!["web".to_string()]));
    // A range as the document's `deepObject` writes it, members read as their schema's integers.
    assert_eq!(
        names("size%5Bgte%5D=20&order_by=name.asc").await.1,
        ["db-copy", "db-main"]
    );
    assert_eq!(names("size[gt]=10&size[lt]=30").await.1, ["db-copy"]);
    // A list as `pipeDelimited` writes it: any of its names.
    assert_eq!(
        names("names=web%7Cdb-copy&order_by=name.asc").await.1,
        ["db-copy", "web"]
    );
    assert_eq!(names("has_tags=false").await.1, ["db-copy"]);
    // What the document's style does not write is refused, as the service would not read it.
    let (status, problem) = send(c.get(format!("{base}/v1/volumes/1/2?size=%7B%22gte%22%3A20%7D"))).await;
    assert_eq!(status, 422, "{problem}");
    assert!(problem.to_string().contains("size[member]=value"), "{problem}");
    let (status, problem) = send(c.get(format!("{base}/v1/volumes/1/2?size[gte]=big"))).await;
    assert_eq!(status, 422, "{problem}");
    assert!(problem.to_string().contains("/$query/size"), "{problem}");
}

#[tokio::test]
async fn a_list_without_an_order_takes_the_documented_default() {
    let mut m = common::model_json();
    m["schemas"][0]["schema"]["$defs"]["OrderBy"]["default"] = json!("name.desc");
    let fake = oapigen_fake::Fake::new(serde_json::from_value(m).unwrap(), Options::default()).unwrap();
    let running = fake.start().await.unwrap();
    let base = running.base_url();
    let c = client();
    fake.set_task_plan("createVolume", TaskPlan::Immediately).unwrap();
    for name in ["b", "c", "a"] {
        create_volume(&base, &c, name).await;
    }
    let names = |list: Value| -> Vec<String> {
        list["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["name"].as_str().unwrap().to_string())
            .collect()
    };
    let (_, list) = send(c.get(format!("{base}/v1/volumes/1/2"))).await;
    assert_eq!(names(list), ["c", "b", "a"]);
    let (_, list) = send(c.get(format!("{base}/v1/volumes/1/2?order_by=name.asc"))).await;
    assert_eq!(names(list), ["a", "b", "c"]);
}

#[tokio::test]
async fn an_update_that_starts_a_task_applies_when_the_task_finishes() {
    let mut m = common::model_json();
    let patch = &mut m["operations"][3];
    assert_eq!(patch["id"], "patchVolume");
    patch["responses"][0]["schema"] = json!(common::slot("TaskIds"));
    patch["starts_tasks"] = json!({ "ids_pointer": "/tasks" });
    let fake = oapigen_fake::Fake::new(serde_json::from_value(m).unwrap(), Options::default()).unwrap();
    let running = fake.start().await.unwrap();
    let base = running.base_url();
    let c = client();
    fake.set_task_plan("createVolume", TaskPlan::Immediately).unwrap();
    let id = create_volume(&base, &c, "before").await;
    let item = format!("{base}/v1/volumes/1/2/{id}");
    let name = |c: reqwest::Client, url: String| async move {
        let (status, v) = send(c.get(url)).await;
        assert_eq!(status, 200, "{v}");
        v["name"].as_str().unwrap().to_string()
    };

    let (status, body) = send(c.patch(&item).json(&json!({ "name": "after" }))).await;
    assert_eq!(status, 200, "{body}");
    let task = format!("{base}/v1/tasks/{}", body["tasks"][0].as_str().unwrap());
    assert_eq!(
        name(c.clone(), item.clone()).await,
        "before",
        "unchanged while the task runs"
    );
    let (_, t) = send(c.get(&task)).await;
    assert_eq!(t["state"], "RUNNING");
    let (_, t) = send(c.get(&task)).await;
    assert_eq!(t["state"], "FINISHED");
    assert_eq!(name(c.clone(), item.clone()).await, "after");

    // A failed task leaves the record as it was.
    fake.set_task_plan("patchVolume", TaskPlan::Error("no".into())).unwrap();
    let (_, body) = send(c.patch(&item).json(&json!({ "name": "failed" }))).await;
    let task = format!("{base}/v1/tasks/{}", body["tasks"][0].as_str().unwrap());
    let (_, t) = send(c.get(&task)).await;
    assert_eq!(t["state"], "ERROR", "{t}");
    assert_eq!(name(c.clone(), item.clone()).await, "after");
}

/// An action `POST …/{volume_id}/{action}` of the common model taking `body` and answering
/// `answer` (slot names).
fn action_op(m: &Value, action: &str, body: &str, answer: &str) -> Value {
    let mut op = m["operations"][3].clone();
    op["id"] = json!(format!("{action}Volume"));
    op["rust_name"] = json!(format!("{action}_volume"));
    op["method"] = json!("POST");
    op["path"] = json!(format!("{}/{action}", common::ITEM));
    op["role"] = json!({ "kind": "action", "resource": 0 });
    op["body"] = json!({ "content_types": ["application/json"], "required": true, "schema": common::slot(body) });
    op["responses"][0]["schema"] = json!(common::slot(answer));
    op
}

/// The fake of model `m`, running, with one volume `data` made at once.
async fn with_a_volume(m: Value) -> (oapigen_fake::Fake, oapigen_fake::Running, String) {
    let fake = oapigen_fake::Fake::new(serde_json::from_value(m).unwrap(), Options::default()).unwrap();
    let running = fake.start().await.unwrap();
    fake.set_task_plan("createVolume", TaskPlan::Immediately).unwrap();
    let id = create_volume(&running.base_url(), &client(), "data").await;
    (fake, running, id)
}

#[tokio::test]
async fn an_action_sets_the_members_it_names_when_its_task_finishes() {
    let mut m = common::model_json();
    let mut extend = action_op(&m, "extend", "ExtendVolume", "TaskIds");
    extend["starts_tasks"] = json!({ "ids_pointer": "/tasks" });
    m["operations"].as_array_mut().unwrap().push(extend);
    let (fake, running, id) = with_a_volume(m).await;
    let base = running.base_url();
    let c = client();
    let item = format!("{base}/v1/volumes/1/2/{id}");
    let size = |c: reqwest::Client, url: String| async move { send(c.get(url)).await.1["size"].clone() };
    assert_eq!(size(c.clone(), item.clone()).await, 20);

    // `size` is the record's; `reason` is not, and is not kept.
    let (status, body) = send(
        c.post(format!("{item}/extend"))
            .json(&json!({ "size": 40, "reason": "growth" })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let task = format!("{base}/v1/tasks/{}", body["tasks"][0].as_str().unwrap());
    assert_eq!(size(c.clone(), item.clone()).await, 20, "unchanged while the task runs");
    send(c.get(&task)).await;
    let (_, t) = send(c.get(&task)).await;
    assert_eq!(t["state"], "FINISHED");
    let (_, record) = send(c.get(&item)).await;
    assert_eq!(record["size"], 40, "{record}");
    assert!(record.get("reason").is_none(), "{record}");

    // A value the record cannot hold (above its maximum) leaves it as it was.
    fake.set_task_plan("extendVolume", TaskPlan::Immediately).unwrap();
    let (_, body) = send(c.post(format!("{item}/extend")).json(&json!({ "size": 100000 }))).await;
    send(c.get(format!("{base}/v1/tasks/{}", body["tasks"][0].as_str().unwrap()))).await;
    assert_eq!(size(c.clone(), item.clone()).await, 40);
}

#[tokio::test]
async fn attaching_and_detaching_change_the_attachments_and_the_status() {
    let mut m = common::model_json();
    // As the generator states them: the list, the entry's member naming the instance, the body's
    // member naming it, and the status each leaves (a detach's once no entry is left).
    for (action, adds, status) in [("attach", true, "in-use"), ("detach", false, "available")] {
        let mut op = action_op(&m, action, "AttachVolume", "Volume");
        op["attach"] = json!({
            "list": "attachments", "member": "server_id", "adds": adds,
            "names": "instance_id", "entry_id": "attachment_id",
        });
        op["effect"] = json!([["/status", status]]);
        m["operations"].as_array_mut().unwrap().push(op);
    }
    let (fake, running, id) = with_a_volume(m).await;
    let base = running.base_url();
    let c = client();
    let item = format!("{base}/v1/volumes/1/2/{id}");
    let (server_a, server_b) = (
        "0b7f9a54-3c43-4c64-9a2c-2a1a1c7d3e01",
        "6f1c3d2e-8b7a-4e5f-9d0c-1a2b3c4d5e6f",
    );
    let (status, v) = send(
        c.post(format!("{item}/attach"))
            .json(&json!({ "instance_id": server_a })),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["status"], "in-use");
    let attachments = v["attachments"].as_array().unwrap();
    assert_eq!(attachments.len(), 1, "{v}");
    assert_eq!(attachments[0]["server_id"], server_a);
    assert_eq!(attachments[0]["volume_id"], json!(id));
    assert_eq!(attachments[0]["attached_at"], json!(fake.now_rfc3339()));
    // Attached twice to one server is one attachment; a second server is another.
    send(
        c.post(format!("{item}/attach"))
            .json(&json!({ "instance_id": server_a })),
    )
    .await;
    let (_, v) = send(
        c.post(format!("{item}/attach"))
            .json(&json!({ "instance_id": server_b })),
    )
    .await;
    assert_eq!(v["attachments"].as_array().unwrap().len(), 2, "{v}");
    // A list filter sees it.
    let (_, list) = send(c.get(format!("{base}/v1/volumes/1/2?status=in-use"))).await;
    assert_eq!(list["count"], 1, "{list}");
    // Detached from one: still in use; from the other: available, with no attachment.
    let (_, v) = send(
        c.post(format!("{item}/detach"))
            .json(&json!({ "instance_id": server_a })),
    )
    .await;
    assert_eq!(
        (v["status"].clone(), v["attachments"][0]["server_id"].clone()),
        (json!("in-use"), json!(server_b))
    );
    let (_, v) = send(
        c.post(format!("{item}/detach"))
            .json(&json!({ "instance_id": server_b })),
    )
    .await;
    assert_eq!(v["status"], "available", "{v}");
    assert_eq!(v["attachments"], json!([]));
    let (_, read) = send(c.get(&item)).await;
    assert_eq!(read, v, "the store holds what the action answered");
}

#[tokio::test]
async fn requests_are_judged_with_every_violation() {
    let (_fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();

    let bad = json!({ "name": "Bad Name", "size": 0, "extra": true });
    let (status, body) = send(c.post(format!("{base}/v1/volumes/0/2")).json(&bad)).await;
    assert_eq!(status, 422, "{body}");
    let mut got = pointers(&body);
    got.sort();
    got.dedup();
    assert_eq!(
        got,
        vec!["/$path/project_id", "/body", "/body/name", "/body/size"],
        "{body}"
    );
    // The document's 422 is a problem: the message goes to `detail`, the title stays made up.
    assert_eq!(body["detail"], "the request breaks the document");
    assert!(body["title"].is_string());

    let (status, body) = send(c.get(format!("{base}/v1/volumes/1/2?limit=abc&offset=-1"))).await;
    assert_eq!(status, 422);
    assert_eq!(pointers(&body), vec!["/$query/limit", "/$query/offset"], "{body}");
    let (status, body) = send(c.get(format!("{base}/v1/volumes/1/2?limit=99999999999999999999999999"))).await;
    assert_eq!((status, pointers(&body)), (422, vec!["/$query/limit".to_string()]));

    let (status, body) = send(c.get(format!("{base}/v1/volumes/1/2/not-a-uuid"))).await;
    assert_eq!((status, pointers(&body)), (422, vec!["/$path/volume_id".to_string()]));

    let (status, body) = send(
        c.post(format!("{base}/v1/volumes/1/2"))
            .header("content-type", "application/json")
            .body("{\"name\": "),
    )
    .await;
    assert_eq!((status, pointers(&body)), (422, vec!["/body".to_string()]));
    let (status, body) = send(c.post(format!("{base}/v1/volumes/1/2"))).await;
    assert_eq!(status, 422, "a missing required body: {body}");
    let (status, _) = send(
        c.post(format!("{base}/v1/volumes/1/2"))
            .header("content-type", "text/plain")
            .body("x"),
    )
    .await;
    assert_eq!(status, 415);
    let (status, body) = send(
        c.post(format!("{base}/v1/volumes/1/2"))
            .header("content-type", "application/vnd.volume+json; charset=utf-8")
            .body(r#"{"name":"ok","size":1}"#),
    )
    .await;
    assert_eq!(status, 200, "+json and parameters are JSON: {body}");

    let (status, body) = send(c.get(format!("{base}/nowhere/%ff"))).await;
    assert_eq!(status, 404);
    assert_eq!(body["message"], "no operation of Volumes API matches GET /nowhere/%ff");
    let (status, _) = send(c.put(format!("{base}/v1/tasks"))).await;
    assert_eq!(status, 405);
}

#[tokio::test]
async fn credentials_are_required_where_the_document_says() {
    let (_fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let bare = reqwest::Client::new();
    let (status, body) = send(bare.get(format!("{base}/v1/volumes/1/2"))).await;
    assert_eq!(status, 401);
    assert_eq!(body["message"], "the request has no `Authorization` header");
    let (status, _) = send(
        bare.get(format!("{base}/v1/volumes/1/2"))
            .header("authorization", "Bearer t"),
    )
    .await;
    assert_eq!(status, 401);
    let (status, _) = send(
        bare.get(format!("{base}/v1/volumes/1/2"))
            .header("authorization", "apikey t"),
    )
    .await;
    assert_eq!(status, 200, "the scheme word is case-insensitive");
    let (status, body) = send(bare.get(format!("{base}/v1/status"))).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body, json!({ "ok": true, "version": "v0.0" }));
}

#[tokio::test]
async fn a_key_in_the_query_or_a_cookie_and_basic_credentials_are_required_too() {
    let bare = reqwest::Client::new();
    for (auth, without, with) in [
        (
            json!({ "kind": "query", "name": "api_key" }),
            "the request has no `api_key` query parameter",
            ("?api_key=k", None),
        ),
        (
            json!({ "kind": "cookie", "name": "session" }),
            "the request has no `session` cookie",
            ("", Some(("cookie", "theme=dark; session=k"))),
        ),
        (
            json!({ "kind": "basic" }),
            "the request has no `authorization` header",
            ("", Some(("authorization", "Basic dTpw"))),
        ),
    ] {
        let mut m = common::model_json();
        m["schemes"] = json!({ "apikey": auth.clone() });
        let fake = oapigen_fake::Fake::new(serde_json::from_value(m).unwrap(), Options::default()).unwrap();
        let running = fake.start().await.unwrap();
        let url = format!("{}/v1/volumes/1/2", running.base_url());
        let (status, body) = send(bare.get(&url)).await;
        assert_eq!((status, body["message"].as_str()), (401, Some(without)), "{auth}");
        let mut req = bare.get(format!("{url}{}", with.0));
        if let Some((k, v)) = with.1 {
            req = req.header(k, v);
        }
        let (status, body) = send(req).await;
        assert_eq!(status, 200, "{auth}: {body}");
        // The journal never shows the key.
        let journal = serde_json::to_string(&fake.journal()).unwrap();
        assert!(
            !journal.contains("=k") && !journal.contains("\"k\"") && !journal.contains("dTpw"),
            "{journal}"
        );
    }
}

async fn task_states(base: &str, c: &reqwest::Client, task: &str, polls: usize) -> Vec<Value> {
    let mut out = Vec::new();
    for _ in 0..polls {
        let (_, t) = send(c.get(format!("{base}/v1/tasks/{task}"))).await;
        out.push(t);
    }
    out
}

async fn start_create(base: &str, c: &reqwest::Client) -> String {
    let (status, body) = send(
        c.post(format!("{base}/v1/volumes/1/2"))
            .json(&json!({ "name": "p", "size": 1 })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["tasks"][0].as_str().unwrap().to_string()
}

#[tokio::test]
async fn task_plans_decide_when_tasks_end() {
    let (fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();

    fake.set_task_plan("createVolume", TaskPlan::AfterPolls(2)).unwrap();
    let task = start_create(&base, &c).await;
    let states: Vec<Value> = task_states(&base, &c, &task, 3)
        .await
        .into_iter()
        .map(|t| t["state"].clone())
        .collect();
    assert_eq!(states, vec![json!("RUNNING"), json!("RUNNING"), json!("FINISHED")]);

    fake.set_task_plan("createVolume", TaskPlan::Immediately).unwrap();
    let before = fake.records("volumes", &[]).len();
    let task = start_create(&base, &c).await;
    assert_eq!(
        fake.records("volumes", &[]).len(),
        before + 1,
        "visible before any poll"
    );
    assert_eq!(task_states(&base, &c, &task, 1).await[0]["state"], "FINISHED");

    fake.set_task_plan("createVolume", TaskPlan::Error("quota exceeded".into()))
        .unwrap();
    let before = fake.records("volumes", &[]).len();
    let task = start_create(&base, &c).await;
    let t = &task_states(&base, &c, &task, 1).await[0];
    assert_eq!(
        (t["state"].as_str(), t["error"].as_str()),
        (Some("ERROR"), Some("quota exceeded")),
        "{t}"
    );
    assert_eq!(
        fake.records("volumes", &[]).len(),
        before,
        "a failed create leaves nothing"
    );

    fake.set_task_plan("createVolume", TaskPlan::AfterDuration(Duration::from_secs(5)))
        .unwrap();
    let before = fake.records("volumes", &[]).len();
    let task = start_create(&base, &c).await;
    assert_eq!(task_states(&base, &c, &task, 2).await[1]["state"], "RUNNING");
    fake.advance_clock(Duration::from_secs(5));
    assert_eq!(fake.records("volumes", &[]).len(), before + 1, "time alone ends it");
    assert_eq!(task_states(&base, &c, &task, 1).await[0]["state"], "FINISHED");

    assert!(fake.set_task_plan("noSuchOperation", TaskPlan::Immediately).is_err());
    assert!(
        fake.set_task_plan("getVolume", TaskPlan::Immediately).is_err(),
        "it starts no tasks"
    );
}

#[tokio::test]
async fn odd_requests_get_clear_answers() {
    let (fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();
    let deep = format!("{}1{}", "[".repeat(5000), "]".repeat(5000));
    let huge_number = r#"{"name": "n", "size": 1e999}"#;
    for body in [deep.as_str(), huge_number, "\u{0}\u{1}", "null", "[]", "\"name\""] {
        let (status, answer) = send(
            c.post(format!("{base}/v1/volumes/1/2"))
                .header("content-type", "application/json")
                .body(body.to_string()),
        )
        .await;
        assert_eq!(status, 422, "{answer}");
        assert!(!pointers(&answer).is_empty());
    }
    for path in [
        "/v1/volumes/%ff%fe/2",
        "/v1/volumes/1/2/%2F..%2F",
        "/v1//volumes",
        "/%00",
        "/v1/tasks/%",
    ] {
        let (status, _) = send(c.get(format!("{base}{path}"))).await;
        assert!((400..500).contains(&status), "{path}: {status}");
    }
    let long = "x".repeat(6000);
    let (status, _) = send(c.get(format!("{base}/v1/volumes/1/2?limit={long}&status={long}"))).await;
    assert_eq!(status, 422);
    assert_eq!(fake.journal().len(), 12, "every request is in the journal");
}
