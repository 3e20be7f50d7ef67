//! `oapigen fake`: the resource model explained, and the server driven over HTTP as a client in
//! another language would (create through a task, poll it, read back, list, patch, delete, 404,
//! an invalid body, missing credentials, the journal).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use serde_json::{Value, json};

fn repo() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

/// The server, killed when dropped.
struct Server {
    child: Child,
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serve(args: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_oapigen"))
        .current_dir(repo())
        .arg("fake")
        .args(args)
        .args(["--listen", "127.0.0.1:0"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let addr = loop {
        let line = lines.next().expect("the fake printed its address").unwrap();
        if let Some(rest) = line.split("listens on http://").nth(1) {
            break rest.split_whitespace().next().unwrap().to_string();
        }
    };
    // Keep reading stderr so that the server never blocks on a full pipe.
    std::thread::spawn(move || lines.for_each(drop));
    Server { child, addr }
}

/// One HTTP/1.1 exchange: the status and the body as JSON (`Null` when empty or not JSON).
fn call(server: &Server, method: &str, path: &str, body: Option<&Value>, auth: bool) -> (u16, Value) {
    let mut s = TcpStream::connect(&server.addr).unwrap();
    s.set_read_timeout(Some(std::time::Duration::from_secs(20))).unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let auth = if auth {
        "Authorization: apikey secret-key\r\n"
    } else {
        ""
    };
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: fake\r\nConnection: close\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8_lossy(&raw);
    let (head, rest) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    let chunked = head.to_ascii_lowercase().contains("transfer-encoding: chunked");
    let body = if chunked { dechunk(rest) } else { rest.to_string() };
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&rest[..n]);
        s = &rest[n + 2..];
    }
    out
}

#[test]
fn explain_lists_the_resources_and_what_is_served_without_state() {
    let out = Command::new(env!("CARGO_BIN_EXE_oapigen"))
        .current_dir(repo())
        .args(["fake", "spec/cloud.yaml", "--explain"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("resource bminstances [inferred]"), "{text}");
    assert!(text.contains("read     getBaremetalServer"), "{text}");
    assert!(
        text.contains(
            "create   createBaremetalServer (POST /cloud/v1/bminstances/{project_id}/{region_id}), through tasks"
        ),
        "{text}"
    );
    assert!(text.contains("tasks: read by getTask"), "{text}");
    assert!(text.contains("operations served with state"), "{text}");
    assert!(
        text.contains("  getK8sClusterPrice"),
        "a computation is served without state: {text}"
    );
}

#[test]
fn a_created_server_appears_when_its_task_finishes_and_is_read_back() {
    let fake = serve(&["spec/cloud.yaml", "--seed", "7"]);
    let base = "/cloud/v1/bminstances/1/2";
    let body = json!({"flavor": "bm2-hf-medium", "image_id": "6d0d8b1c-1ee0-4ffc-9a2f-5a0c0b2c9a33", "name": "db-1"});
    // Credentials are required by the document.
    let (status, _) = call(&fake, "POST", base, Some(&body), false);
    assert_eq!(status, 401);
    let (status, created) = call(&fake, "POST", base, Some(&body), true);
    assert_eq!(status, 200, "{created}");
    let task = created["tasks"][0].as_str().unwrap().to_string();
    let (_, first) = call(&fake, "GET", &format!("/cloud/v1/tasks/{task}"), None, true);
    assert_ne!(first["state"], "FINISHED", "not finished on the first poll: {first}");
    let (_, second) = call(&fake, "GET", &format!("/cloud/v1/tasks/{task}"), None, true);
    assert_eq!(second["state"], "FINISHED", "{second}");
    let id = second["created_resources"]["instances"][0]
        .as_str()
        .expect("the task names the server")
        .to_string();
    let (status, server) = call(&fake, "GET", &format!("{base}/{id}"), None, true);
    assert_eq!(status, 200, "{server}");
    assert_eq!(
        (server["id"].as_str(), server["name"].as_str()),
        (Some(id.as_str()), Some("db-1"))
    );
    assert_eq!(
        (server["project_id"].as_i64(), server["region_id"].as_i64()),
        (Some(1), Some(2))
    );
    // Another scope does not see it.
    let (status, _) = call(&fake, "GET", &format!("/cloud/v1/bminstances/1/3/{id}"), None, true);
    assert_eq!(status, 404);
    // An invalid body: every violation with its pointer, nothing stored.
    let (status, refused) = call(&fake, "POST", base, Some(&json!({"flavor": 5, "image_id": "x"})), true);
    assert!(status == 400 || status == 422, "{status} {refused}");
    let pointers: Vec<&str> = refused["errors"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["pointer"].as_str())
        .collect();
    assert!(pointers.contains(&"/body/flavor"), "{refused}");
    // The journal has every request, credentials redacted.
    let (_, journal) = call(&fake, "GET", "/__fake/journal", None, false);
    let text = journal.to_string();
    assert!(!text.contains("secret-key"), "{text}");
    assert!(
        text.contains("createBaremetalServer") && text.contains("getBaremetalServer"),
        "{text}"
    );
}

/// The ten steps on the provider's document (beside the clone, as in CI), which has the
/// whole life of a volume.
#[test]
fn the_providers_volumes_live_and_die() {
    let spec = repo().join("../shared/corpus/gcore/cloud_api.yaml");
    if !spec.exists() {
        eprintln!("skipped: {} is absent", spec.display());
        return;
    }
    let spec = spec.to_string_lossy().into_owned();
    let fake = serve(&[&spec, "--overlay", "examples/gcore-cloud/gcore.overlay.yaml"]);
    let base = "/cloud/v1/volumes/1/2";
    // 1. create, 2. poll its task.
    let (status, created) = call(
        &fake,
        "POST",
        base,
        Some(&json!({"source": "new-volume", "name": "data", "size": 10, "tags": {"env": "test"}})),
        true,
    );
    assert_eq!(status, 200, "{created}");
    let task = created["tasks"][0].as_str().unwrap().to_string();
    let (_, t) = call(&fake, "GET", &format!("/cloud/v1/tasks/{task}"), None, true);
    assert_ne!(t["state"], "FINISHED");
    let (_, t) = call(&fake, "GET", &format!("/cloud/v1/tasks/{task}"), None, true);
    assert_eq!(t["state"], "FINISHED", "{t}");
    let id = t["created_resources"]["volumes"][0].as_str().unwrap().to_string();
    // 3. read it back.
    let (status, v) = call(&fake, "GET", &format!("{base}/{id}"), None, true);
    assert_eq!(
        (status, v["name"].as_str(), v["size"].as_i64()),
        (200, Some("data"), Some(10)),
        "{v}"
    );
    assert_eq!(v["tags"], json!([{"key": "env", "value": "test", "read_only": false}]));
    // 4. list it.
    let (_, list) = call(&fake, "GET", base, None, true);
    assert_eq!(list["count"], 1, "{list}");
    assert_eq!(list["results"][0]["id"], id.as_str());
    // 5. rename, 6. merge-patch its tags.
    let (status, v) = call(
        &fake,
        "PATCH",
        &format!("{base}/{id}"),
        Some(&json!({"name": "renamed"})),
        true,
    );
    assert_eq!((status, v["name"].as_str()), (200, Some("renamed")), "{v}");
    let (_, v) = call(
        &fake,
        "PATCH",
        &format!("{base}/{id}"),
        Some(&json!({"tags": {"env": null, "team": "db"}})),
        true,
    );
    assert_eq!(
        v["tags"],
        json!([{"key": "team", "value": "db", "read_only": false}]),
        "{v}"
    );
    // 7. delete (through a task), 8. 404.
    let (status, deleted) = call(&fake, "DELETE", &format!("{base}/{id}"), None, true);
    assert_eq!(status, 200, "{deleted}");
    let task = deleted["tasks"][0]
        .as_str()
        .unwrap_or_else(|| panic!("{deleted}"))
        .to_string();
    for _ in 0..2 {
        call(&fake, "GET", &format!("/cloud/v1/tasks/{task}"), None, true);
    }
    let (status, _) = call(&fake, "GET", &format!("{base}/{id}"), None, true);
    assert_eq!(status, 404);
    // 9. page through a list (the tasks finish at once, as a test may plan them).
    let (status, _) = call(
        &fake,
        "PUT",
        "/__fake/plans/VolumeViewSet.post",
        Some(&json!({"immediately": true})),
        false,
    );
    assert!(status < 300, "{status}");
    for i in 0..5 {
        let body = json!({"source": "new-volume", "name": format!("vol-{i}"), "size": 1});
        let (_, c) = call(&fake, "POST", base, Some(&body), true);
        let task = c["tasks"][0].as_str().unwrap_or_else(|| panic!("{c}")).to_string();
        for _ in 0..2 {
            call(&fake, "GET", &format!("/cloud/v1/tasks/{task}"), None, true);
        }
    }
    let (_, page) = call(&fake, "GET", &format!("{base}?limit=2&offset=2"), None, true);
    assert_eq!(page["count"], 5, "{page}");
    let names: Vec<&str> = page["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v["name"].as_str())
        .collect();
    assert_eq!(names, ["vol-2", "vol-3"]);
    // 10. refuse an invalid body.
    let (status, refused) = call(
        &fake,
        "POST",
        base,
        Some(&json!({"source": "new-volume", "size": "big"})),
        true,
    );
    assert!(status == 400 || status == 422, "{status} {refused}");
    assert!(!refused["errors"].as_array().unwrap().is_empty(), "{refused}");
}
