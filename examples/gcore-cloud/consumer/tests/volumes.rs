//! The team's volume code (`src/lib.rs`) tested against the fake of the provider's document,
//! through the generated crate's `fake` feature only: what the code did is read back from the
//! fake's typed store, its journal, task plans, faults and clock.

use std::time::Duration;

use gcore_cloud::fake::{Fake, Fault, Operation, Options, TaskPlan};
use gcore_consumer::{
    Scope, VolumeError, attach_volume, attached_volumes, create_volume, delete_volume, read_volume, relabel,
    volume_names, volumes_tagged,
};

const HERE: Scope = Scope {
    project_id: 1,
    region_id: 2,
};

#[tokio::test]
async fn a_volume_is_made_read_listed_relabelled_and_deleted() {
    let fake = Fake::start().await;
    let client = fake.client();
    // Made, its task polled until it finished (not on the first poll, by default).
    let made = create_volume(&client, HERE, "data", 10, &[("env", "test"), ("team", "db")])
        .await
        .unwrap();
    assert_eq!((made.name.as_str(), made.size), ("data", 10));
    assert_eq!((made.project_id, made.region_id), (1, 2));
    assert_eq!(fake.journal_of(Operation::TaskInstanceViewSetGet).len(), 2);
    // The store holds it in its scope only, as the API gave it back.
    assert_eq!(fake.volumes().all(), std::slice::from_ref(&made));
    assert_eq!(
        fake.volumes()
            .in_scope(&[("project_id", "1"), ("region_id", "2")])
            .len(),
        1
    );
    assert!(fake.volumes().in_scope(&[("project_id", "7")]).is_empty());
    // Read back.
    let read = read_volume(&client, HERE, &made.id).await.unwrap();
    assert_eq!(read, made);
    let tags = |v: &gcore_cloud::types::VolumeSerializer| {
        v.tags
            .iter()
            .map(|t| format!("{}={}", t.key, t.value))
            .collect::<Vec<_>>()
    };
    assert_eq!(tags(&read), ["env=test", "team=db"]);
    // Renamed, one tag removed and one added by a merge patch; the other kept.
    let changed = relabel(&client, HERE, &made.id, "data-2", &[("tier", "hot")], &["env"])
        .await
        .unwrap();
    assert_eq!(changed.name, "data-2");
    assert_eq!(tags(&changed), ["team=db", "tier=hot"]);
    assert_eq!(fake.volumes().get(&made.id).unwrap().name, "data-2");
    // Deleted through its task; then a read is a 404 with the document's error body.
    delete_volume(&client, HERE, &made.id).await.unwrap();
    assert!(fake.volumes().is_empty());
    let err = read_volume(&client, HERE, &made.id).await.unwrap_err();
    assert_eq!(err.status(), Some(404), "{err}");
}

#[tokio::test]
async fn the_list_is_read_page_by_page() {
    let fake = Fake::start().await;
    fake.set_task_plan(Operation::VolumeViewSetPost, TaskPlan::Immediately)
        .unwrap();
    let client = fake.client();
    for i in 0..5 {
        create_volume(&client, HERE, &format!("vol-{i}"), 1, &[]).await.unwrap();
    }
    // Another project's volume is not in the list.
    let there = Scope {
        project_id: 3,
        region_id: 2,
    };
    create_volume(&client, there, "elsewhere", 1, &[]).await.unwrap();
    let names = volume_names(&client, HERE, 2).await.unwrap();
    assert_eq!(names, ["vol-0", "vol-1", "vol-2", "vol-3", "vol-4"]);
    let pages: Vec<String> = fake
        .journal_of(Operation::VolumeViewSetGet)
        .iter()
        .map(|e| {
            e.query
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("&")
        })
        .collect();
    assert_eq!(pages, ["limit=2&offset=0", "limit=2&offset=2", "limit=2&offset=4"]);
    // A list of tag keys goes out as the document says, and the fake keeps the volumes that
    // carry every key.
    create_volume(&client, HERE, "tagged", 1, &[("env", "prod"), ("team", "data")])
        .await
        .unwrap();
    create_volume(&client, HERE, "half-tagged", 1, &[("env", "dev")])
        .await
        .unwrap();
    let tagged = volumes_tagged(&client, HERE, &["env", "team"]).await.unwrap();
    assert_eq!(tagged, ["tagged"]);
    let last = fake.journal_of(Operation::VolumeViewSetGet).pop().unwrap();
    let keys: Vec<&str> = last
        .query
        .iter()
        .filter(|(k, _)| k == "tag_key")
        .map(|(_, v)| v.as_str())
        .collect();
    assert_eq!(keys, ["env", "team"]);
    // A tag key longer than the document allows is refused with its index before sending.
    let long = "k".repeat(300);
    let err = volumes_tagged(&client, HERE, &["env", &long]).await.unwrap_err();
    let VolumeError::Api(e) = err else { panic!("{err:?}") };
    let v = e.validation_errors().expect("refused before sending");
    assert!(v.iter().any(|v| v.path.ends_with("/tag_key/1")), "{v}");
}

#[tokio::test]
async fn what_the_document_forbids_is_refused_before_and_by_the_fake() {
    let fake = Fake::start().await;
    let client = fake.client();
    // The client refuses a name the document's pattern forbids; nothing is sent.
    let err = create_volume(&client, HERE, "-bad name-", 1, &[]).await.unwrap_err();
    let VolumeError::Invalid(e) = err else {
        panic!("{err:?}")
    };
    assert!(e.to_string().contains("name"), "{e}");
    assert!(fake.journal().is_empty());
    // Sent anyway, the fake judges it by the same document: every violation with its pointer.
    let body: gcore_cloud::types::CreateVolumeSerializer =
        serde_json::from_value(serde_json::json!({"source": "new-volume", "name": "-bad name-", "size": 0})).unwrap();
    let err = client
        .volume_view_set_post()
        .project_id(1)
        .region_id(2)
        .body(body)
        .skip_validation()
        .send()
        .await
        .unwrap_err();
    let status = err.status().unwrap();
    assert!(status == 400 || status == 422, "{err}");
    let body = err.api_body_as::<serde_json::Value>().unwrap().to_string();
    assert!(body.contains("/name") && body.contains("/size"), "{body}");
    assert!(fake.volumes().is_empty());
    // Without credentials the client refuses before sending (the fake would answer 401).
    let anonymous = gcore_cloud::Client::builder()
        .base_url(fake.base_url())
        .build()
        .unwrap();
    let err = volume_names(&anonymous, HERE, 10).await.unwrap_err();
    let VolumeError::Api(e) = err else { panic!("{err:?}") };
    assert!(matches!(e, gcore_cloud::Error::MissingCredentials { .. }), "{e}");
    assert_eq!(fake.journal_of(Operation::VolumeViewSetGet).len(), 0);
}

#[tokio::test]
async fn task_plans_decide_how_creation_ends() {
    let fake = Fake::start().await;
    let client = fake.client();
    // Failed: the waiter's error carries the task's message and nothing was made.
    fake.set_task_plan(Operation::VolumeViewSetPost, TaskPlan::Error("quota exceeded".into()))
        .unwrap();
    let err = create_volume(&client, HERE, "data", 1, &[]).await.unwrap_err();
    let VolumeError::Api(e) = err else { panic!("{err:?}") };
    assert!(e.to_string().contains("quota exceeded"), "{e}");
    assert!(fake.volumes().is_empty());
    // After three unfinished polls.
    fake.set_task_plan(Operation::VolumeViewSetPost, TaskPlan::AfterPolls(3))
        .unwrap();
    let polls = fake.journal_of(Operation::TaskInstanceViewSetGet).len();
    create_volume(&client, HERE, "slow", 1, &[]).await.unwrap();
    assert_eq!(fake.journal_of(Operation::TaskInstanceViewSetGet).len() - polls, 4);
    // On the fake's clock: polls alone do not finish it, moving the clock does.
    fake.set_task_plan(
        Operation::VolumeViewSetPost,
        TaskPlan::AfterDuration(Duration::from_secs(300)),
    )
    .unwrap();
    let started = client
        .volume_view_set_post()
        .project_id(1)
        .region_id(2)
        .body(gcore_cloud::types::CreateVolumeSerializer::NewVolume(
            gcore_cloud::types::CreateNewVolumeSerializer::builder()
                .name("timed")
                .size(1)
                .build()
                .unwrap(),
        ))
        .send()
        .await
        .unwrap();
    let task_id = started.tasks[0].as_str();
    let poll = || client.task_instance_view_set_get().task_id(task_id).send();
    for _ in 0..3 {
        assert_ne!(poll().await.unwrap().state.as_str(), "FINISHED");
    }
    // While its task runs, the new volume is there, `creating`, as the service shows it.
    let timed = fake.volumes().all().into_iter().find(|v| v.name == "timed").unwrap();
    assert_eq!(timed.status, gcore_cloud::types::VolumeStatus::Creating);
    fake.advance_clock(Duration::from_secs(301));
    let task = poll().await.unwrap();
    assert_eq!(task.state.as_str(), "FINISHED");
    // The finished task names what it made under the key the document uses for volumes.
    let made = task.created_resources.into_option().unwrap();
    let ids = made.volumes.unwrap();
    assert_eq!(fake.volumes().get(&ids[0]).unwrap().name, "timed");
}

#[tokio::test]
async fn faults_reach_the_code_as_the_real_service_would_send_them() {
    let fake = Fake::start().await;
    let client = fake
        .client_builder()
        .retry(gcore_cloud::RetryPolicy {
            initial_backoff: Duration::from_millis(1),
            max_backoff: Duration::from_millis(5),
            ..gcore_cloud::RetryPolicy::default()
        })
        .build()
        .unwrap();
    // Two 503s and a 429 with Retry-After: the client's retries absorb them.
    fake.set_fault(
        Operation::TaskInstanceViewSetGet,
        Fault::Status { status: 503, times: 2 },
    );
    fake.set_fault(
        Operation::VolumeViewSetPost,
        Fault::RateLimited {
            retry_after_secs: 0,
            times: 1,
        },
    );
    create_volume(&client, HERE, "data", 1, &[]).await.unwrap();
    let statuses = |op| fake.journal_of(op).iter().map(|e| e.status).collect::<Vec<_>>();
    assert_eq!(statuses(Operation::VolumeViewSetPost), [Some(429), Some(200)]);
    assert_eq!(statuses(Operation::TaskInstanceViewSetGet)[..2], [Some(503), Some(503)]);
    // A body cut short is a decode error carrying the status, not a panic or a wrong value.
    fake.set_fault(Operation::VolumeViewSetGet, Fault::BrokenBody { times: 1 });
    let err = volume_names(&client, HERE, 10).await.unwrap_err();
    let VolumeError::Api(e) = err else { panic!("{err:?}") };
    assert!(matches!(e, gcore_cloud::Error::Decode { status: 200, .. }), "{e}");
    // The same request once the fault is used up.
    assert_eq!(volume_names(&client, HERE, 10).await.unwrap(), ["data"]);
    // Credentials went over the wire and are redacted in the journal.
    let create = &fake.journal_of(Operation::VolumeViewSetPost)[0];
    assert!(
        create
            .headers
            .iter()
            .any(|(k, v)| k == "authorization" && v == "<redacted>"),
        "{:?}",
        create.headers
    );
}

#[tokio::test]
async fn contract_mode_reads_ids_it_never_made() {
    let id = "726ecfcc-7fd0-4e30-a86e-7892524aa483";
    let read = |fake: &Fake| {
        let client = fake.client();
        async move { read_volume(&client, HERE, id).await }
    };
    let strict = Fake::start().await;
    assert_eq!(read(&strict).await.unwrap_err().status(), Some(404));
    let contract = Fake::start_with(Options {
        auto_create: true,
        ..Options::default()
    })
    .await;
    let first = read(&contract).await.unwrap();
    assert_eq!(first.id, id);
    assert_eq!(read(&contract).await.unwrap(), first, "the same record on every read");
}

#[tokio::test]
async fn an_attached_volume_is_in_use_and_found_by_its_attachments() {
    let fake = Fake::start().await;
    let client = fake.client();
    fake.set_task_plan(Operation::VolumeInstanceAttachViewV2Post, TaskPlan::Immediately)
        .unwrap();
    let data = create_volume(&client, HERE, "data", 10, &[]).await.unwrap();
    create_volume(&client, HERE, "spare", 10, &[]).await.unwrap();
    let server = "8c2b7e10-5d4f-4c6a-9e3b-71a2c4d5e6f7";
    attach_volume(&client, HERE, &data.id, server).await.unwrap();
    let read = read_volume(&client, HERE, &data.id).await.unwrap();
    assert_eq!(read.status, gcore_cloud::types::VolumeStatus::InUse);
    let attachments = read.attachments.clone().into_option().unwrap_or_default();
    assert_eq!(attachments.len(), 1, "{read:?}");
    assert_eq!(attachments[0].volume_id, data.id);
    assert_eq!(attachments[0].server_id.clone().into_option().as_deref(), Some(server));
    assert_eq!(attached_volumes(&client, HERE).await.unwrap(), ["data"]);
}
