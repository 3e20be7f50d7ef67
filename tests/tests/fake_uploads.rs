//! A create or replace sent as `multipart/form-data` is read as the object its schema describes,
//! and the file it uploads fills the record's members that say what the service knows of a file
//! (its name, size, media type), though the body has no member for them (issue 40).

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: uploads, version: "1"}
paths:
  /documents:
    post:
      operationId: upload_document
      requestBody:
        required: true
        content:
          multipart/form-data:
            schema:
              type: object
              required: [upload, kind]
              properties:
                upload: {type: string, format: binary}
                kind: {type: string, enum: [invoice, receipt]}
                pages: {type: integer}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Document'}}}}
  /documents/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: get_document
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Document'}}}}
    put:
      operationId: replace_document
      requestBody:
        required: true
        content:
          multipart/form-data:
            schema:
              type: object
              required: [upload, kind]
              properties:
                upload: {type: string, format: binary}
                kind: {type: string, enum: [invoice, receipt]}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Document'}}}}
components:
  schemas:
    Document:
      type: object
      required: [id, kind, bytes]
      properties:
        id: {type: string}
        kind: {type: string, enum: [invoice, receipt]}
        pages: {type: integer}
        upload_name: {type: [string, "null"]}
        bytes: {type: integer, minimum: 0}
        mime_type: {type: string}
"#;

/// A multipart body of text parts and one file part, as a client writes it.
fn multipart(texts: &[(&str, &str)], file: Option<(&str, &str, &str, &[u8])>) -> Vec<u8> {
    let mut out = Vec::new();
    for (name, value) in texts {
        out.extend(format!("--b0undary\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n").bytes());
    }
    if let Some((name, filename, media, data)) = file {
        out.extend(
            format!(
                "--b0undary\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{filename}\"\r\nContent-Type: {media}\r\n\r\n"
            )
            .bytes(),
        );
        out.extend_from_slice(data);
        out.extend(b"\r\n");
    }
    out.extend(b"--b0undary--\r\n");
    out
}

#[tokio::test]
async fn an_upload_keeps_the_files_name_size_and_media_type() {
    let model = oapigen::Builder::new()
        .spec_text("uploads.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let explained = model.explain();
    for line in [
        "an uploaded file's name goes into /upload_name",
        "an uploaded file's size goes into /bytes",
        "an uploaded file's media type goes into /mime_type",
    ] {
        assert!(explained.contains(line), "{line}\n{explained}");
    }
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let send = |method: reqwest::Method, path: String, body: Vec<u8>, content_type: &'static str| {
        let req = http
            .request(method, format!("{base}{path}"))
            .header("content-type", content_type)
            .body(body);
        async move {
            let resp = req.send().await.unwrap();
            let status = resp.status().as_u16();
            (status, resp.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    const MULTIPART: &str = "multipart/form-data; boundary=b0undary";
    let pdf: &[u8] = b"%PDF-1.7\r\n\x00\x01binary\xff";
    let (status, made) = send(
        reqwest::Method::POST,
        "/documents".into(),
        multipart(
            &[("kind", "invoice"), ("pages", "3")],
            Some(("upload", "march.pdf", "application/pdf", pdf)),
        ),
        MULTIPART,
    )
    .await;
    assert_eq!(status, 201, "{made}");
    assert_eq!(
        (
            &made["upload_name"],
            &made["bytes"],
            &made["mime_type"],
            &made["kind"],
            &made["pages"]
        ),
        (
            &json!("march.pdf"),
            &json!(pdf.len()),
            &json!("application/pdf"),
            &json!("invoice"),
            &json!(3)
        ),
        "{made}"
    );
    let id = made["id"].as_str().unwrap().to_string();
    let read = http.get(format!("{base}/documents/{id}")).send().await.unwrap();
    let read: Value = read.json().await.unwrap();
    assert_eq!(read, made, "the record keeps what the upload said");

    // A replacement uploads another file: the record now describes it.
    let (status, replaced) = send(
        reqwest::Method::PUT,
        format!("/documents/{id}"),
        multipart(
            &[("kind", "receipt")],
            Some(("upload", "receipt.png", "image/png", b"png")),
        ),
        MULTIPART,
    )
    .await;
    assert_eq!(status, 200, "{replaced}");
    assert_eq!(
        (
            &replaced["upload_name"],
            &replaced["bytes"],
            &replaced["mime_type"],
            &replaced["kind"]
        ),
        (&json!("receipt.png"), &json!(3), &json!("image/png"), &json!("receipt")),
        "{replaced}"
    );

    // Parts are judged as a JSON body's members are.
    let (status, refused) = send(
        reqwest::Method::POST,
        "/documents".into(),
        multipart(&[("kind", "letter")], Some(("upload", "a.txt", "text/plain", b"a"))),
        MULTIPART,
    )
    .await;
    assert_eq!(status, 422, "{refused}");
    assert!(refused.to_string().contains("/body/kind"), "{refused}");
    let (status, refused) = send(
        reqwest::Method::POST,
        "/documents".into(),
        multipart(&[("kind", "invoice")], None),
        MULTIPART,
    )
    .await;
    assert_eq!(status, 422, "a missing file part is refused: {refused}");
    assert!(refused.to_string().contains("upload"), "{refused}");
    // A body that is not multipart as its type says is refused, not a failure of the fake.
    let (status, refused) = send(
        reqwest::Method::POST,
        "/documents".into(),
        b"no parts here".to_vec(),
        MULTIPART,
    )
    .await;
    assert_eq!(status, 422, "{refused}");
    let (status, refused) = send(
        reqwest::Method::POST,
        "/documents".into(),
        b"--x\r\n".to_vec(),
        "multipart/form-data",
    )
    .await;
    assert_eq!(status, 422, "{refused}");
}
