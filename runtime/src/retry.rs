//! When and how long to wait before sending a request again.

use std::time::{Duration, SystemTime};

use reqwest::header::HeaderMap;

/// How the transport retries a failed request.
///
/// Retried: connection failures, time-outs and the statuses 408, 409, 429 and 5xx. A request
/// whose method is idempotent (GET, HEAD, PUT, DELETE, OPTIONS) is retried on all of them. A
/// non-idempotent one (POST, PATCH) is retried only when the server certainly did not act on
/// it — the connection could not be made, or the answer was 429 (refused before processing) —
/// unless [`RetryPolicy::retry_non_idempotent`] is set.
///
/// The wait before retry *n* (from 0) is `initial_backoff · 2ⁿ`, capped at `max_backoff`, then
/// shortened by a random fraction up to `jitter`. A `Retry-After` header (seconds or an HTTP
/// date; also `retry-after-ms`) replaces that wait when it is at most `max_retry_after`.
#[derive(Debug, Clone, PartialEq)]
pub struct RetryPolicy {
    /// Retries after the first attempt (default 2).
    pub max_retries: u32,
    /// The first wait (default 0.5 s).
    pub initial_backoff: Duration,
    /// The longest wait (default 8 s).
    pub max_backoff: Duration,
    /// The largest fraction removed at random from a wait, 0 to 1 (default 0.25).
    pub jitter: f64,
    /// The longest `Retry-After` honoured (default 60 s); a longer one falls back to the
    /// computed wait.
    pub max_retry_after: Duration,
    /// Also retry POST and PATCH on statuses and time-outs (default `false`: the server may
    /// have acted on the first attempt).
    pub retry_non_idempotent: bool,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            max_retries: 2,
            initial_backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(8),
            jitter: 0.25,
            max_retry_after: Duration::from_secs(60),
            retry_non_idempotent: false,
        }
    }
}

impl RetryPolicy {
    /// No retries at all.
    pub fn none() -> Self {
        RetryPolicy {
            max_retries: 0,
            ..RetryPolicy::default()
        }
    }

    /// The computed wait before retry `retry` (0 for the first retry), with jitter.
    pub fn backoff(&self, retry: u32) -> Duration {
        let factor = 2f64.powi(retry.min(62) as i32);
        let base = self.initial_backoff.as_secs_f64() * factor;
        let capped = base.min(self.max_backoff.as_secs_f64());
        let jitter = if self.jitter.is_finite() {
            self.jitter.clamp(0.0, 1.0)
        } else {
            0.0
        };
        Duration::from_secs_f64((capped * (1.0 - jitter * fastrand::f64())).max(0.0))
    }

    /// The wait before retry `retry`, given the failed response's headers (if any).
    pub(crate) fn delay(&self, retry: u32, headers: Option<&HeaderMap>) -> Duration {
        match headers.and_then(retry_after) {
            Some(d) if d <= self.max_retry_after => d,
            _ => self.backoff(retry),
        }
    }
}

/// The wait a response asks for: `retry-after-ms`, or `Retry-After` in seconds or as an HTTP
/// date (relative to now; a date in the past means no wait).
pub(crate) fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    if let Some(ms) = headers
        .get("retry-after-ms")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|ms| ms.is_finite() && *ms >= 0.0)
    {
        return Some(Duration::from_secs_f64(ms / 1000.0));
    }
    let v = headers.get(reqwest::header::RETRY_AFTER)?.to_str().ok()?.trim();
    if let Ok(secs) = v.parse::<f64>() {
        return (0.0..1e12).contains(&secs).then(|| Duration::from_secs_f64(secs));
    }
    let when = httpdate::parse_http_date(v).ok()?;
    Some(when.duration_since(SystemTime::now()).unwrap_or(Duration::ZERO))
}

#[cfg(test)]
mod tests {
    use super::*;
    use reqwest::header::HeaderValue;

    fn headers(name: &'static str, v: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(name, HeaderValue::from_str(v).unwrap());
        h
    }

    #[test]
    fn backoff_grows_caps_and_jitters() {
        let p = RetryPolicy {
            jitter: 0.0,
            ..RetryPolicy::default()
        };
        assert_eq!(p.backoff(0), Duration::from_millis(500));
        assert_eq!(p.backoff(1), Duration::from_secs(1));
        assert_eq!(p.backoff(3), Duration::from_secs(4));
        assert_eq!(p.backoff(4), Duration::from_secs(8));
        assert_eq!(p.backoff(40), Duration::from_secs(8));
        assert_eq!(p.backoff(u32::MAX), Duration::from_secs(8));
        let p = RetryPolicy::default();
        for _ in 0..100 {
            let d = p.backoff(1);
            assert!(d <= Duration::from_secs(1) && d >= Duration::from_millis(750), "{d:?}");
        }
        assert_eq!(RetryPolicy::none().max_retries, 0);
    }

    #[test]
    fn retry_after_forms() {
        assert_eq!(retry_after(&headers("retry-after", "3")), Some(Duration::from_secs(3)));
        assert_eq!(
            retry_after(&headers("retry-after", "0.5")),
            Some(Duration::from_millis(500))
        );
        assert_eq!(
            retry_after(&headers("retry-after-ms", "250")),
            Some(Duration::from_millis(250))
        );
        assert_eq!(retry_after(&headers("retry-after", "-1")), None);
        assert_eq!(retry_after(&headers("retry-after", "soon")), None);
        assert_eq!(
            retry_after(&headers("retry-after", "Wed, 21 Oct 2015 07:28:00 GMT")),
            Some(Duration::ZERO)
        );
        let future = SystemTime::now() + Duration::from_secs(30);
        let d = retry_after(&headers("retry-after", &httpdate::fmt_http_date(future))).unwrap();
        assert!(d <= Duration::from_secs(30) && d >= Duration::from_secs(28), "{d:?}");
        assert_eq!(retry_after(&HeaderMap::new()), None);
    }

    #[test]
    fn long_retry_after_falls_back_to_backoff() {
        let p = RetryPolicy {
            jitter: 0.0,
            ..RetryPolicy::default()
        };
        assert_eq!(p.delay(0, Some(&headers("retry-after", "7"))), Duration::from_secs(7));
        assert_eq!(
            p.delay(0, Some(&headers("retry-after", "3600"))),
            Duration::from_millis(500)
        );
        assert_eq!(p.delay(1, None), Duration::from_secs(1));
    }
}
