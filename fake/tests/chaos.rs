//! Faults, the journal and the control API under `/__fake/`.

mod common;

use std::time::{Duration, Instant};

use common::{client, create_volume, send, start};
use oapigen_fake::{Fault, Options};
use serde_json::{Value, json};

#[tokio::test]
async fn faults_act_as_often_as_asked() {
    let (fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();
    let list = format!("{base}/v1/volumes/1/2");

    fake.set_fault(
        "listVolumes",
        Fault::RateLimited {
            retry_after_secs: 7,
            times: 1,
        },
    )
    .unwrap();
    let resp = c.get(&list).send().await.unwrap();
    assert_eq!(resp.status().as_u16(), 429);
    assert_eq!(resp.headers()["retry-after"], "7");
    let body: Value = resp.json().await.unwrap();
    assert!(body["message"].is_string(), "{body}");
    assert_eq!(send(c.get(&list)).await.0, 200);

    fake.set_fault("listVolumes", Fault::Status { status: 503, times: 2 })
        .unwrap();
    let statuses = [
        send(c.get(&list)).await.0,
        send(c.get(&list)).await.0,
        send(c.get(&list)).await.0,
    ];
    assert_eq!(statuses, [503, 503, 200]);

    fake.set_fault("listVolumes", Fault::ResetConnection { times: 1 })
        .unwrap();
    let err = c
        .get(&list)
        .send()
        .await
        .expect_err("the connection is closed without an answer");
    assert!(!err.is_status(), "{err}");
    assert_eq!(send(c.get(&list)).await.0, 200);

    fake.set_fault("listVolumes", Fault::BrokenBody { times: 1 }).unwrap();
    let resp = c.get(&list).send().await.unwrap();
    assert_eq!(resp.status().as_u16(), 200);
    assert!(resp.json::<Value>().await.is_err(), "the body is not JSON");
    assert_eq!(send(c.get(&list)).await.0, 200);

    fake.set_fault("listVolumes", Fault::Latency(Duration::from_millis(150)))
        .unwrap();
    let t = Instant::now();
    assert_eq!(send(c.get(&list)).await.0, 200);
    assert!(t.elapsed() >= Duration::from_millis(150), "{:?}", t.elapsed());
    fake.clear_faults();
    let t = Instant::now();
    assert_eq!(send(c.get(&list)).await.0, 200);
    assert!(t.elapsed() < Duration::from_millis(150));

    // Other operations never met them.
    assert!(fake.set_fault("nope", Fault::ResetConnection { times: 1 }).is_err());
    let journal = fake.journal();
    let statuses: Vec<Option<u16>> = journal.iter().map(|e| e.status).collect();
    assert_eq!(
        statuses[..8],
        [
            Some(429),
            Some(200),
            Some(503),
            Some(503),
            Some(200),
            None,
            Some(200),
            Some(200)
        ]
    );
}

#[tokio::test]
async fn the_journal_keeps_every_request_without_credentials() {
    let (fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();
    let (status, _) = send(
        c.post(format!("{base}/v1/volumes/1/2?dry=1"))
            .header("x-api-key", "k")
            .header("cookie", "session=s")
            .header("x-trace", "t1")
            .json(&json!({ "name": "j", "size": 2 })),
    )
    .await;
    assert_eq!(status, 200);
    send(c.get(format!("{base}/elsewhere"))).await;
    let journal = fake.journal();
    assert_eq!(journal.len(), 2);
    let e = &journal[0];
    assert_eq!(e.operation.as_deref(), Some("createVolume"));
    assert_eq!((e.method.as_str(), e.path.as_str()), ("POST", "/v1/volumes/1/2"));
    assert_eq!(e.query, vec![("dry".to_string(), "1".to_string())]);
    assert_eq!(e.body, Some(json!({ "name": "j", "size": 2 })));
    assert_eq!(e.status, Some(200));
    assert_eq!(e.time, fake.now());
    let header = |name: &str| e.headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str());
    assert_eq!(header("authorization"), Some("<redacted>"));
    assert_eq!(header("x-api-key"), Some("<redacted>"));
    assert_eq!(header("cookie"), Some("<redacted>"));
    assert_eq!(header("x-trace"), Some("t1"));
    let text = format!("{journal:?}");
    assert!(!text.contains("s3cr3t") && !text.contains("session=s"), "{text}");
    assert_eq!((journal[1].operation.as_deref(), journal[1].status), (None, Some(404)));

    let (status, over_http) = send(c.get(format!("{base}/__fake/journal"))).await;
    assert_eq!(status, 200);
    let auth = over_http[0]["headers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h[0] == "authorization")
        .cloned();
    assert_eq!(auth, Some(json!(["authorization", "<redacted>"])));
    assert_eq!(over_http[0]["operation"], "createVolume");
    assert_eq!(over_http[0]["time"], fake.now_rfc3339().as_str());
    assert!(!over_http.to_string().contains("s3cr3t"));
    fake.clear_journal();
    assert!(fake.journal().is_empty());
}

#[tokio::test]
async fn the_control_api_drives_the_fake_over_http() {
    let (fake, running) = start(Options::default()).await;
    let base = running.base_url();
    let c = client();
    let http = reqwest::Client::new();

    let (status, _) = send(
        http.put(format!("{base}/__fake/plans/createVolume"))
            .json(&json!({ "after_polls": 2 })),
    )
    .await;
    assert_eq!(status, 204);
    let (_, body) = send(
        c.post(format!("{base}/v1/volumes/1/2"))
            .json(&json!({ "name": "ctl", "size": 3 })),
    )
    .await;
    let task = body["tasks"][0].as_str().unwrap().to_string();
    let mut states = Vec::new();
    for _ in 0..3 {
        states.push(send(c.get(format!("{base}/v1/tasks/{task}"))).await.1["state"].clone());
    }
    assert_eq!(states, vec![json!("RUNNING"), json!("RUNNING"), json!("FINISHED")]);

    let (status, records) = send(http.get(format!("{base}/__fake/records/volumes?project_id=1"))).await;
    assert_eq!(status, 200);
    assert_eq!(records.as_array().map(Vec::len), Some(1));
    assert_eq!(records[0]["name"], "ctl");
    assert_eq!(
        send(http.get(format!("{base}/__fake/records/volumes?project_id=5")))
            .await
            .1,
        json!([])
    );
    assert_eq!(send(http.get(format!("{base}/__fake/records/nothing"))).await.0, 404);

    let (status, _) = send(
        http.put(format!("{base}/__fake/plans/createVolume"))
            .json(&json!({ "after_seconds": 30 })),
    )
    .await;
    assert_eq!(status, 204);
    let (_, body) = send(
        c.post(format!("{base}/v1/volumes/1/2"))
            .json(&json!({ "name": "later", "size": 3 })),
    )
    .await;
    let task = body["tasks"][0].as_str().unwrap().to_string();
    let before = fake.now();
    let (status, now) = send(http.post(format!("{base}/__fake/clock/advance?seconds=30"))).await;
    assert_eq!(status, 200);
    assert_eq!(fake.now().duration_since(before).unwrap(), Duration::from_secs(30));
    assert_eq!(now["now"], fake.now_rfc3339().as_str());
    assert_eq!(
        send(c.get(format!("{base}/v1/tasks/{task}"))).await.1["state"],
        "FINISHED"
    );

    let (status, _) = send(
        http.put(format!("{base}/__fake/plans/createVolume"))
            .json(&json!({ "error": "no room" })),
    )
    .await;
    assert_eq!(status, 204);
    let (_, body) = send(
        c.post(format!("{base}/v1/volumes/1/2"))
            .json(&json!({ "name": "never", "size": 3 })),
    )
    .await;
    let task = body["tasks"][0].as_str().unwrap().to_string();
    assert_eq!(
        send(c.get(format!("{base}/v1/tasks/{task}"))).await.1["error"],
        "no room"
    );

    for (fault, expect) in [
        (json!({ "status": 500, "times": 1 }), 500),
        (json!({ "rate_limited": { "retry_after": 1 }, "times": 1 }), 429),
        (json!({ "broken_body": true, "times": 1 }), 200),
    ] {
        let (status, _) = send(http.put(format!("{base}/__fake/faults/listVolumes")).json(&fault)).await;
        assert_eq!(status, 204);
        assert_eq!(
            c.get(format!("{base}/v1/volumes/1/2"))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16(),
            expect
        );
    }
    let (status, _) = send(
        http.put(format!("{base}/__fake/faults/listVolumes"))
            .json(&json!({ "reset": true, "times": 1 })),
    )
    .await;
    assert_eq!(status, 204);
    assert!(c.get(format!("{base}/v1/volumes/1/2")).send().await.is_err());
    let (status, _) = send(
        http.put(format!("{base}/__fake/faults/listVolumes"))
            .json(&json!({ "latency_ms": 5000 })),
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(send(http.delete(format!("{base}/__fake/faults"))).await.0, 204);
    assert_eq!(
        send(c.get(format!("{base}/v1/volumes/1/2"))).await.0,
        200,
        "cleared, so not slow"
    );

    assert_eq!(
        send(
            http.put(format!("{base}/__fake/faults/nope"))
                .json(&json!({ "status": 500 }))
        )
        .await
        .0,
        404
    );
    assert_eq!(
        send(http.put(format!("{base}/__fake/faults/listVolumes")).body("{"))
            .await
            .0,
        400
    );
    assert_eq!(
        send(
            http.put(format!("{base}/__fake/plans/createVolume"))
                .json(&json!({ "sometime": 1 }))
        )
        .await
        .0,
        400
    );
    assert_eq!(
        send(http.post(format!("{base}/__fake/clock/advance?seconds=-3")))
            .await
            .0,
        400
    );
    assert_eq!(send(http.get(format!("{base}/__fake/nothing"))).await.0, 404);

    let (status, _) = send(http.post(format!("{base}/__fake/reset"))).await;
    assert_eq!(status, 204);
    assert!(fake.records("volumes", &[]).is_empty());
    assert!(fake.journal().is_empty());
    assert_eq!(fake.now(), before, "the clock is back at its start");
    // The plans went with the reset: the default again (finished on the second poll).
    let id = create_volume(&base, &c, "again").await;
    assert!(fake.record("volumes", &id).is_some());
    assert_eq!(
        fake.journal()
            .iter()
            .filter(|e| e.operation.as_deref() == Some("getTask"))
            .count(),
        2
    );
}
