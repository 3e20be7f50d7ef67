//! The control API under `/__fake/`: what a test in any language uses to drive the fake.
//!
//! - `GET /__fake/journal`, `DELETE /__fake/journal`
//! - `POST /__fake/reset`
//! - `GET /__fake/clock`, `POST /__fake/clock/advance?seconds=N`
//! - `PUT /__fake/plans/{operation_id}` with `{"after_polls":2}`, `{"immediately":true}`,
//!   `{"error":"msg"}` or `{"after_seconds":5}`
//! - `PUT /__fake/faults/{operation_id}` with `{"status":503,"times":2}`,
//!   `{"rate_limited":{"retry_after":1},"times":1}`, `{"latency_ms":50}`,
//!   `{"reset":true,"times":1}` or `{"broken_body":true,"times":1}`; `DELETE /__fake/faults`
//! - `GET /__fake/records/{resource}?scope_param=value…`; `POST /__fake/records/{resource}?scope_param=value…`
//!   with the record as its body: stored as [`Fake::insert`] stores it (judged against the record
//!   schema), answering `{"id": …}`
//! - `GET /__fake/model`

use std::time::Duration;

use percent_encoding::percent_decode_str;
use serde_json::{Value, json};

use crate::answer::{Answer, plain_error};
use crate::error::Error;
use crate::fake::Fake;
use crate::faults::Fault;
use crate::judge::Request;
use crate::tasks::TaskPlan;

pub(crate) fn handle(fake: &Fake, req: &Request) -> Answer {
    let segments: Vec<String> = req
        .path
        .trim_start_matches("/__fake")
        .split('/')
        .filter(|s| !s.is_empty())
        .map(|s| percent_decode_str(s).decode_utf8_lossy().into_owned())
        .collect();
    let segs: Vec<&str> = segments.iter().map(String::as_str).collect();
    match (req.method.as_str(), segs.as_slice()) {
        ("GET", ["journal"]) => Answer::json(200, json!(fake.journal())),
        ("DELETE", ["journal"]) => {
            fake.clear_journal();
            Answer::empty(204)
        }
        ("POST", ["reset"]) => {
            fake.reset();
            Answer::empty(204)
        }
        ("GET", ["clock"]) => Answer::json(200, json!({ "now": fake.now_rfc3339() })),
        ("POST", ["clock", "advance"]) => {
            let seconds = req
                .query
                .iter()
                .find(|(k, _)| k == "seconds")
                .and_then(|(_, v)| v.parse::<f64>().ok())
                .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e12);
            match seconds {
                Some(s) => {
                    fake.advance_clock(Duration::from_secs_f64(s));
                    Answer::json(200, json!({ "now": fake.now_rfc3339() }))
                }
                None => bad("`seconds` must be a non-negative number of seconds"),
            }
        }
        ("PUT", ["plans", op]) => match body(req).and_then(|v| TaskPlan::from_json(&v)) {
            Ok(plan) => done(fake.set_task_plan(op, plan)),
            Err(m) => bad(&m),
        },
        ("PUT", ["faults", op]) => match body(req).and_then(|v| Fault::from_json(&v)) {
            Ok(fault) => done(fake.set_fault(op, fault)),
            Err(m) => bad(&m),
        },
        ("DELETE", ["faults"]) => {
            fake.clear_faults();
            Answer::empty(204)
        }
        ("GET", ["records", resource]) => {
            if !fake.model().resources.iter().any(|r| r.name == *resource) {
                return Answer::json(
                    404,
                    plain_error(&Error::UnknownResource(resource.to_string()).to_string(), &[]),
                );
            }
            let scope: Vec<(&str, &str)> = req.query.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            Answer::json(200, Value::Array(fake.records(resource, &scope)))
        }
        ("POST", ["records", resource]) => {
            let scope: Vec<(&str, &str)> = req.query.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            match body(req).map(|record| fake.insert(resource, &scope, record)) {
                Ok(Ok(id)) => Answer::json(201, json!({ "id": id })),
                Ok(Err(e @ Error::UnknownResource(_))) => Answer::json(404, plain_error(&e.to_string(), &[])),
                Ok(Err(Error::Invalid { message, violations })) => {
                    Answer::json(422, plain_error(&message, &violations))
                }
                Ok(Err(e)) => bad(&e.to_string()),
                Err(m) => bad(&m),
            }
        }
        ("GET", ["model"]) => Answer::json(200, json!(fake.model())),
        _ => Answer::json(
            404,
            plain_error(&format!("the control API has no {} {}", req.method, req.path), &[]),
        ),
    }
}

fn body(req: &Request) -> Result<Value, String> {
    serde_json::from_slice(&req.body).map_err(|e| format!("the body is not JSON: {e}"))
}

fn bad(message: &str) -> Answer {
    Answer::json(400, plain_error(message, &[]))
}

fn done(result: Result<(), Error>) -> Answer {
    match result {
        Ok(()) => Answer::empty(204),
        Err(e @ Error::UnknownOperation(_)) => Answer::json(404, plain_error(&e.to_string(), &[])),
        Err(e) => bad(&e.to_string()),
    }
}
