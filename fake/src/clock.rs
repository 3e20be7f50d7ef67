//! The fake clock: real time when the fake was made, moved only by `advance_clock`, so that
//! timestamps and time-based task plans do not depend on how fast a test runs.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

#[derive(Debug, Clone)]
pub(crate) struct Clock {
    start: SystemTime,
    offset: Duration,
}

impl Clock {
    pub fn new() -> Clock {
        // Whole seconds: timestamps read the same in every format a schema may ask for.
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        Clock {
            start: UNIX_EPOCH + Duration::from_secs(secs),
            offset: Duration::ZERO,
        }
    }

    pub fn now(&self) -> SystemTime {
        self.start + self.offset
    }

    pub fn advance(&mut self, by: Duration) {
        self.offset = self.offset.saturating_add(by);
    }

    pub fn reset(&mut self) {
        self.offset = Duration::ZERO;
    }
}

/// `2024-02-29T13:45:00Z`.
pub(crate) fn rfc3339(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let (date, rest) = (secs / 86_400, secs % 86_400);
    format!(
        "{}T{:02}:{:02}:{:02}Z",
        date_of(date),
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// Seconds since the Unix epoch.
pub(crate) fn unix_seconds(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

/// `2024-02-29`.
pub(crate) fn date(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    date_of(secs / 86_400)
}

/// The civil date of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn date_of(days: u64) -> String {
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_known_instants() {
        assert_eq!(rfc3339(UNIX_EPOCH), "1970-01-01T00:00:00Z");
        let leap = UNIX_EPOCH + Duration::from_secs(1_709_214_300);
        assert_eq!(rfc3339(leap), "2024-02-29T13:45:00Z");
        assert_eq!(date(leap), "2024-02-29");
    }
}
