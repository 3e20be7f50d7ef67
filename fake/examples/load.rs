//! The fake's figures for `bench/fake.sh`: how long a model takes to load, requests per second
//! for a read and for a create over loopback, and the memory 10,000 stored records take.
//!
//!   cargo run --release -p oapigen-fake --example load -- MODEL.json [RESOURCE] [SECONDS] [CONCURRENCY]
//!
//! MODEL.json is a generated crate's `src/fake_model.json`; RESOURCE (default `volumes`) is a
//! resource of it with a read and a create. The load comes from this process too (reqwest, one
//! connection per concurrent request, kept alive), so on two cores the client and the server
//! share them, as they would in a test suite.

use std::time::{Duration, Instant};

use oapigen_fake::model::{Model, Role};
use oapigen_fake::{Fake, Options, TaskPlan};

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// Sends requests from `concurrency` tasks for `seconds`; returns (successes, failures).
async fn load(
    client: &reqwest::Client,
    concurrency: usize,
    seconds: u64,
    make: impl Fn(&reqwest::Client) -> reqwest::RequestBuilder + Clone + Send + 'static,
) -> (u64, u64) {
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut tasks = Vec::new();
    for _ in 0..concurrency {
        let client = client.clone();
        let make = make.clone();
        tasks.push(tokio::spawn(async move {
            let (mut ok, mut bad) = (0u64, 0u64);
            while Instant::now() < deadline {
                match make(&client).send().await {
                    Ok(r) if r.status().is_success() => {
                        let _ = r.bytes().await;
                        ok += 1;
                    }
                    _ => bad += 1,
                }
            }
            (ok, bad)
        }));
    }
    let mut total = (0, 0);
    for t in tasks {
        let (ok, bad) = t.await.unwrap_or((0, 0));
        total.0 += ok;
        total.1 += bad;
    }
    total
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args
        .get(1)
        .expect("usage: load MODEL.json [RESOURCE] [SECONDS] [CONCURRENCY]");
    let resource = args.get(2).map_or("volumes", String::as_str).to_string();
    let seconds: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(5);
    let concurrency: usize = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(32);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async move {
        let text = std::fs::read_to_string(path).unwrap();
        let rss0 = rss_kib();
        let started = Instant::now();
        let model = Model::from_json(&text).unwrap();
        let read_model = started.elapsed();
        let fake = Fake::new(
            model.clone(),
            Options {
                seed: 1,
                ..Options::default()
            },
        )
        .unwrap();
        let compiled = started.elapsed();
        let running = fake.start().await.unwrap();
        println!(
            "model: {} operations, {} resources; read {:.0} ms, compiled and started {:.0} ms; RSS {} MiB",
            model.operations.len(),
            model.resources.len(),
            read_model.as_secs_f64() * 1e3,
            started.elapsed().as_secs_f64() * 1e3,
            (rss_kib() - rss0) / 1024
        );
        let _ = compiled;
        let r = model
            .resources
            .iter()
            .position(|x| x.name == resource)
            .expect("no such resource");
        let op = |role: Role| model.operations.iter().find(|o| o.role == role).map(|o| o.id.clone());
        let create = op(Role::Create { resource: r }).expect("the resource has no create");
        let read = op(Role::Read { resource: r }).expect("the resource has no read");
        if model
            .operations
            .iter()
            .any(|o| o.id == create && o.starts_tasks.is_some())
        {
            fake.set_task_plan(&create, TaskPlan::Immediately).unwrap();
        }
        let example = fake.example_request(&create).unwrap();
        let base = running.base_url();
        let client = reqwest::Client::builder()
            .pool_max_idle_per_host(concurrency)
            .build()
            .unwrap();
        let send = |e: &oapigen_fake::ExampleRequest, client: &reqwest::Client, base: &str| {
            let mut b = client
                .request(
                    reqwest::Method::from_bytes(e.method.as_bytes()).unwrap(),
                    format!("{base}{}", e.path),
                )
                .query(&e.query);
            for (k, v) in &e.headers {
                b = b.header(k, v);
            }
            if let Some(body) = &e.body {
                b = b.header("content-type", "application/json").body(body.to_string());
            }
            b
        };
        // One record to read: created through the API, its task polled to the end.
        let answer: serde_json::Value = send(&example, &client, &base)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let tasks = model.tasks.as_ref();
        let id = match (tasks, answer.pointer("/tasks/0").and_then(|t| t.as_str())) {
            (Some(t), Some(task)) => {
                let read_task = &model.operations[t.read];
                let path = read_task.path.replace(&format!("{{{}}}", t.id_param), task);
                let key = model.resources[r].task_key.clone().unwrap_or_default();
                let task: serde_json::Value = client
                    .get(format!("{base}{path}"))
                    .header("authorization", "apikey test")
                    .send()
                    .await
                    .unwrap()
                    .json()
                    .await
                    .unwrap();
                task.pointer(&format!("{}/{key}/0", t.created_pointer.clone().unwrap_or_default()))
                    .and_then(|v| v.as_str())
                    .unwrap()
                    .to_string()
            }
            _ => answer.get("id").and_then(|v| v.as_str()).unwrap().to_string(),
        };
        let mut read_request = fake.example_request(&read).unwrap();
        let id_param = &model.resources[r].id_param;
        let template = &model.operations.iter().find(|o| o.id == read).unwrap().path;
        read_request.path = template
            .replace(&format!("{{{id_param}}}"), &id)
            .split('/')
            .zip(read_request.path.split('/'))
            .map(|(t, filled)| {
                if t.starts_with('{') {
                    filled.to_string()
                } else {
                    t.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("/");
        let check = send(&read_request, &client, &base).send().await.unwrap();
        assert!(check.status().is_success(), "the record reads back: {}", check.status());

        let (base_r, req_r) = (base.clone(), read_request.clone());
        let (ok, bad) = load(&client, concurrency, seconds, move |c| send(&req_r, c, &base_r)).await;
        println!(
            "read   ({read}): {:.0} requests/s ({ok} in {seconds} s, {bad} failed, {concurrency} concurrent)",
            ok as f64 / seconds as f64
        );
        let (base_c, req_c) = (base.clone(), example.clone());
        let (ok, bad) = load(&client, concurrency, seconds, move |c| send(&req_c, c, &base_c)).await;
        println!(
            "create ({create}): {:.0} requests/s ({ok} in {seconds} s, {bad} failed, {concurrency} concurrent)",
            ok as f64 / seconds as f64
        );

        // Memory of 10,000 records, stored directly (as a test's `insert` does), copies of the
        // one made through the API.
        let record = fake.record(&resource, &id).expect("the record made above");
        fake.reset();
        let id_member = model.resources[r].id_member.clone().unwrap_or_else(|| "id".into());
        let before = rss_kib();
        for i in 0..10_000u32 {
            let mut rec = record.clone();
            rec[&id_member] = serde_json::Value::String(format!("00000000-0000-4000-8000-{i:012}"));
            fake.insert(&resource, &[("project_id", "1"), ("region_id", "2")], rec)
                .unwrap();
        }
        let after = rss_kib();
        println!(
            "memory: {:.1} MiB for 10,000 records ({} bytes each; one record is {} bytes of JSON)",
            (after - before) as f64 / 1024.0,
            (after - before) * 1024 / 10_000,
            serde_json::to_string(&record).unwrap().len()
        );
        drop(running);
    });
}
