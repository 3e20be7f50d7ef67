//! Faults a test asks for, per operation: they act before the operation is handled, and those
//! with a count wear off after that many requests.

use std::time::Duration;

use serde_json::Value;

/// What goes wrong with the requests of one operation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// Answer `status` (with an error body in the document's shape) `times` times.
    Status { status: u16, times: u32 },
    /// Answer 429 with `Retry-After: retry_after_secs` `times` times.
    RateLimited { retry_after_secs: u64, times: u32 },
    /// Wait this long (real time) before handling every request, until the faults are cleared.
    Latency(Duration),
    /// Close the connection without an answer `times` times.
    ResetConnection { times: u32 },
    /// Answer 200 with a body that is not JSON (cut short) `times` times.
    BrokenBody { times: u32 },
}

/// What one request meets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Triggered {
    Status(u16),
    RateLimited(u64),
    Latency(Duration),
    Reset,
    Broken,
}

impl Fault {
    /// The fault one request meets, and whether the fault is used up after it.
    pub(crate) fn take(&mut self) -> (Option<Triggered>, bool) {
        let (times, triggered) = match self {
            Fault::Latency(d) => return (Some(Triggered::Latency(*d)), false),
            Fault::Status { status, times } => (times, Triggered::Status(*status)),
            Fault::RateLimited {
                retry_after_secs,
                times,
            } => (times, Triggered::RateLimited(*retry_after_secs)),
            Fault::ResetConnection { times } => (times, Triggered::Reset),
            Fault::BrokenBody { times } => (times, Triggered::Broken),
        };
        if *times == 0 {
            return (None, true);
        }
        *times -= 1;
        (Some(triggered), *times == 0)
    }

    /// A fault as the control API takes it: `{"status":503,"times":2}`,
    /// `{"rate_limited":{"retry_after":1},"times":1}`, `{"latency_ms":50}`,
    /// `{"reset":true,"times":1}`, `{"broken_body":true,"times":1}` (`times` defaults to 1).
    pub(crate) fn from_json(v: &Value) -> Result<Fault, String> {
        let times = match v.get("times") {
            None => 1,
            Some(t) => t
                .as_u64()
                .and_then(|t| u32::try_from(t).ok())
                .ok_or("`times` must be a whole number")?,
        };
        if let Some(status) = v.get("status") {
            let status = status
                .as_u64()
                .and_then(|s| u16::try_from(s).ok())
                .filter(|s| (100..=999).contains(s))
                .ok_or("`status` must be an HTTP status code")?;
            return Ok(Fault::Status { status, times });
        }
        if let Some(r) = v.get("rate_limited") {
            let retry_after_secs = r.get("retry_after").and_then(Value::as_u64).unwrap_or(1);
            return Ok(Fault::RateLimited {
                retry_after_secs,
                times,
            });
        }
        if let Some(ms) = v.get("latency_ms") {
            let ms = ms.as_u64().ok_or("`latency_ms` must be a whole number")?;
            return Ok(Fault::Latency(Duration::from_millis(ms)));
        }
        if v.get("reset") == Some(&Value::Bool(true)) {
            return Ok(Fault::ResetConnection { times });
        }
        if v.get("broken_body") == Some(&Value::Bool(true)) {
            return Ok(Fault::BrokenBody { times });
        }
        Err("a fault is one of `status`, `rate_limited`, `latency_ms`, `reset`, `broken_body`".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_down_and_reads_the_control_form() {
        let mut f = Fault::from_json(&serde_json::json!({"status": 503, "times": 2})).unwrap();
        assert_eq!(f.take(), (Some(Triggered::Status(503)), false));
        assert_eq!(f.take(), (Some(Triggered::Status(503)), true));
        let mut l = Fault::from_json(&serde_json::json!({"latency_ms": 5})).unwrap();
        assert_eq!(l.take(), (Some(Triggered::Latency(Duration::from_millis(5))), false));
        assert!(Fault::from_json(&serde_json::json!({"nope": 1})).is_err());
        assert!(Fault::from_json(&serde_json::json!({"status": 70000})).is_err());
    }
}
