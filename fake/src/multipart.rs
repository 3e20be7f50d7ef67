//! A `multipart/form-data` body (RFC 7578) read as the JSON value its schema describes, as a
//! form's is (`form.rs`): each part is a member, named by its `Content-Disposition`, and a part
//! sent with a file name is also a [`File`], whose name, size and media type the record may
//! keep (`model::Upload`). The body is whole in memory when it is judged, so it is split here
//! rather than through a streaming parser.

use serde_json::Value;

use crate::schema::{Loc, Schemas};

/// A file a request uploaded.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct File {
    /// The body's member it came as (`file`).
    pub member: String,
    /// Its name, as the client gave it (`report.pdf`).
    pub name: String,
    /// Its media type, where the part gave one.
    pub media_type: Option<String>,
    pub size: usize,
}

/// One part: its name, its file name (a file), its media type and its bytes.
struct Part<'b> {
    name: String,
    filename: Option<String>,
    media_type: Option<String>,
    data: &'b [u8],
}

/// The body's parts as a JSON object typed by the schema at `loc`, and the files among them;
/// `Err` with what is wrong when the body is not multipart with the given boundary.
pub(crate) fn read(
    schemas: &Schemas,
    loc: Option<&Loc>,
    content_type: &str,
    body: &[u8],
) -> Result<(Value, Vec<File>), String> {
    let boundary = boundary(content_type).ok_or("the multipart body's Content-Type names no boundary")?;
    let parts = split(body, &boundary)?;
    let mut pairs = Vec::new();
    let mut json = Vec::new();
    let mut files = Vec::new();
    for p in parts {
        let text = String::from_utf8_lossy(p.data).into_owned();
        if let Some(name) = p.filename {
            // RFC 7578 §4.2: a file name's directories (some clients send the whole path) are
            // not the file's name, and a receiver leaves them out.
            let name = name.rsplit(['/', '\\']).next().unwrap_or_default().to_string();
            files.push(File {
                member: p.name.clone(),
                name,
                media_type: p.media_type.clone(),
                size: p.data.len(),
            });
        } else if p.media_type.as_deref().is_some_and(crate::text::is_json)
            && let Ok(v) = serde_json::from_str::<Value>(&text)
        {
            json.push((p.name, v));
            continue;
        }
        pairs.push((p.name, text));
    }
    let mut value = crate::form::read_pairs(schemas, loc, pairs);
    if let Value::Object(m) = &mut value {
        m.extend(json);
    }
    Ok((value, files))
}

/// The `boundary` parameter of a `multipart/form-data` media type, unquoted.
fn boundary(content_type: &str) -> Option<String> {
    content_type.split(';').skip(1).find_map(|param| {
        let (k, v) = param.split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| v.trim().trim_matches('"').to_string())
            .filter(|b| !b.is_empty())
    })
}

/// The parts between `--boundary` delimiters, each with its headers read.
fn split<'b>(body: &'b [u8], boundary: &str) -> Result<Vec<Part<'b>>, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut starts = Vec::new();
    let mut at = 0;
    while let Some(i) = find(&body[at..], &delimiter) {
        starts.push(at + i);
        at += i + delimiter.len();
    }
    if starts.len() < 2 {
        return Err(format!("the multipart body has no part delimited by --{boundary}"));
    }
    let mut parts = Vec::new();
    for pair in starts.windows(2) {
        let mut chunk = &body[pair[0] + delimiter.len()..pair[1]];
        chunk = chunk.strip_prefix(b"\r\n").unwrap_or(chunk);
        // The line break before the next delimiter belongs to the delimiter.
        chunk = chunk.strip_suffix(b"\r\n").unwrap_or(chunk);
        let Some(end) = find(chunk, b"\r\n\r\n") else {
            return Err("a part of the multipart body has no blank line after its headers".into());
        };
        let headers = String::from_utf8_lossy(&chunk[..end]);
        let mut name = None;
        let mut filename = None;
        let mut media_type = None;
        for line in headers.split("\r\n") {
            let Some((key, value)) = line.split_once(':') else {
                continue;
            };
            if key.trim().eq_ignore_ascii_case("content-disposition") {
                name = disposition_param(value, "name");
                filename = disposition_param(value, "filename");
            } else if key.trim().eq_ignore_ascii_case("content-type") {
                media_type = Some(value.trim().to_string());
            }
        }
        let Some(name) = name else {
            return Err("a part of the multipart body has no name in its Content-Disposition".into());
        };
        parts.push(Part {
            name,
            filename,
            media_type,
            data: &chunk[end + 4..],
        });
    }
    Ok(parts)
}

/// A parameter of a `Content-Disposition` value (`form-data; name="file"; filename="a.pdf"`).
fn disposition_param(value: &str, key: &str) -> Option<String> {
    value.split(';').skip(1).find_map(|param| {
        let (k, v) = param.split_once('=')?;
        k.trim().eq_ignore_ascii_case(key).then(|| {
            let v = v.trim();
            match v.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
                Some(quoted) => quoted.replace("\\\"", "\"").replace("\\\\", "\\"),
                None => v.to_string(),
            }
        })
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(parts: &[(&str, Option<&str>, Option<&str>, &str)]) -> Vec<u8> {
        let mut out = String::new();
        for (name, filename, media, data) in parts {
            out.push_str("--XyZ\r\nContent-Disposition: form-data; name=\"");
            out.push_str(name);
            out.push('"');
            if let Some(f) = filename {
                out.push_str(&format!("; filename=\"{f}\""));
            }
            out.push_str("\r\n");
            if let Some(m) = media {
                out.push_str(&format!("Content-Type: {m}\r\n"));
            }
            out.push_str("\r\n");
            out.push_str(data);
            out.push_str("\r\n");
        }
        out.push_str("--XyZ--\r\n");
        out.into_bytes()
    }

    #[test]
    fn parts_become_members_and_files_are_told_apart() {
        let schemas = Schemas::new(&crate::model::Model::default()).unwrap();
        let b = body(&[
            ("purpose", None, None, "dispute_evidence"),
            (
                "file",
                Some("C:\\Users\\ada/report.pdf"),
                Some("application/pdf"),
                "%PDF-1.4\r\nbytes",
            ),
            ("meta", None, Some("application/json"), "{\"a\": 1}"),
            ("tags[]", None, None, "x"),
        ]);
        let (value, files) = read(&schemas, None, "multipart/form-data; boundary=\"XyZ\"", &b).unwrap();
        assert_eq!(value["purpose"], "dispute_evidence");
        assert_eq!(value["file"], "%PDF-1.4\r\nbytes");
        assert_eq!(value["meta"], serde_json::json!({"a": 1}));
        assert_eq!(value["tags"], serde_json::json!(["x"]));
        assert_eq!(
            files,
            vec![File {
                member: "file".into(),
                name: "report.pdf".into(),
                media_type: Some("application/pdf".into()),
                size: 15,
            }]
        );
    }

    #[test]
    fn a_body_without_its_boundary_is_an_error_not_a_panic() {
        let schemas = Schemas::new(&crate::model::Model::default()).unwrap();
        assert!(read(&schemas, None, "multipart/form-data", b"--XyZ\r\n").is_err());
        assert!(read(&schemas, None, "multipart/form-data; boundary=XyZ", b"nothing here").is_err());
        assert!(
            read(
                &schemas,
                None,
                "multipart/form-data; boundary=XyZ",
                b"--XyZ\r\nno headers--XyZ--"
            )
            .is_err()
        );
        let unnamed = b"--XyZ\r\nContent-Disposition: form-data\r\n\r\nv\r\n--XyZ--";
        assert!(read(&schemas, None, "multipart/form-data; boundary=XyZ", unnamed).is_err());
    }
}
