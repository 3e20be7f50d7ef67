//! `multipart/form-data` request bodies, sent to the workspace's loopback server: the fixture
//! operation `uploadDocument` in `fixtures/specs/bodies.yaml` (a text member, an integer, an
//! array of strings, a binary file and an array of binary files).

use oapigen_loopback::{Reply, Server};
use oapigen_runtime::File;
use oapigen_tests::bodies::client::Client;
use oapigen_tests::bodies::types::{UploadDocumentBody, UploadDocumentBodyPages, UploadDocumentBodyTitle};

/// One part: its `Content-Disposition` name and filename, its `Content-Type`, its bytes.
#[derive(Debug, PartialEq)]
struct Part {
    name: String,
    filename: Option<String>,
    content_type: Option<String>,
    body: Vec<u8>,
}

/// Parses a multipart body independently of the runtime's encoder (RFC 7578 / RFC 2046 §5.1).
fn parse(content_type: &str, body: &[u8]) -> Vec<Part> {
    let boundary = content_type
        .strip_prefix("multipart/form-data; boundary=")
        .unwrap_or_else(|| panic!("content type {content_type}"));
    let delimiter = format!("--{boundary}");
    let text = body.to_vec();
    let mut parts = Vec::new();
    let mut rest: &[u8] = &text;
    let find = |hay: &[u8], needle: &[u8]| hay.windows(needle.len()).position(|w| w == needle);
    let start = find(rest, delimiter.as_bytes()).expect("a first delimiter");
    rest = &rest[start + delimiter.len()..];
    loop {
        if rest.starts_with(b"--") {
            break;
        }
        rest = rest.strip_prefix(b"\r\n").expect("CRLF after a delimiter");
        let head_end = find(rest, b"\r\n\r\n").expect("the end of the part's headers");
        let head = std::str::from_utf8(&rest[..head_end]).unwrap();
        let next =
            find(&rest[head_end..], format!("\r\n{delimiter}").as_bytes()).expect("the next delimiter") + head_end;
        let content = rest[head_end + 4..next].to_vec();
        let mut part = Part {
            name: String::new(),
            filename: None,
            content_type: None,
            body: content,
        };
        for line in head.split("\r\n") {
            let (k, v) = line.split_once(": ").unwrap();
            match k.to_ascii_lowercase().as_str() {
                "content-disposition" => {
                    for param in v.split("; ").skip(1) {
                        let (pk, pv) = param.split_once('=').unwrap();
                        let pv = pv.trim_matches('"').to_string();
                        match pk {
                            "name" => part.name = pv,
                            "filename" => part.filename = Some(pv),
                            _ => panic!("parameter {pk}"),
                        }
                    }
                }
                "content-type" => part.content_type = Some(v.to_string()),
                other => panic!("header {other}"),
            }
        }
        parts.push(part);
        rest = &rest[next + 2 + delimiter.len()..];
    }
    parts
}

#[tokio::test]
async fn members_become_text_and_file_parts() {
    let server = Server::start(|_| Reply::json(201, serde_json::json!({"parts": []}))).await;
    let client: Client = Client::builder().base_url(&server.base_url).build().unwrap();
    let body = UploadDocumentBody::builder()
        .title(UploadDocumentBodyTitle::new("Q3 \"report\"").unwrap())
        .pages(UploadDocumentBodyPages::try_from(12).unwrap())
        .tags(vec!["a".to_string(), "b".to_string()])
        .file(
            File::new(vec![0u8, 159, 146, 150])
                .with_name("report.pdf")
                .with_content_type("application/pdf"),
        )
        .attachments(vec![
            File::new(b"one".to_vec()),
            File::new(b"two".to_vec()).with_name("2.txt"),
        ])
        .build()
        .unwrap();
    client.upload_document().body(body).send().await.unwrap();

    let rec = server.single();
    assert_eq!((rec.method.as_str(), rec.path.as_str()), ("POST", "/documents"));
    let parts = parse(rec.header("content-type").expect("a content type"), &rec.body);
    let part = |name: &str, filename: Option<&str>, content_type: Option<&str>, body: &[u8]| Part {
        name: name.into(),
        filename: filename.map(Into::into),
        content_type: content_type.map(Into::into),
        body: body.to_vec(),
    };
    assert_eq!(
        parts,
        [
            part("title", None, None, b"Q3 \"report\""),
            part("pages", None, None, b"12"),
            part("tags", None, None, b"a"),
            part("tags", None, None, b"b"),
            part("file", Some("report.pdf"), Some("application/pdf"), &[0, 159, 146, 150]),
            part(
                "attachments",
                Some("attachments"),
                Some("application/octet-stream"),
                b"one"
            ),
            part("attachments", Some("2.txt"), Some("application/octet-stream"), b"two"),
        ]
    );
}

#[tokio::test]
async fn a_multipart_body_is_validated_before_sending() {
    // Nothing listens here: validation must fail before any connection is tried.
    let client: Client = Client::builder().base_url("http://127.0.0.1:9").build().unwrap();
    let body: UploadDocumentBody = serde_json::from_value(serde_json::json!({"title": "", "file": "x"})).unwrap();
    let e = client.upload_document().body(body).send().await.unwrap_err();
    let v = e.validation_errors().expect("a validation error");
    assert_eq!(v.violations()[0].path, "/title");
}
