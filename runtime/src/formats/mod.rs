//! String formats: `check` says whether a string has a format ([`Format`], implemented by hand
//! without allocation), and `types` holds one value type per format (`Uuid`, `DateTime`, …)
//! built on those checks.

pub(crate) mod check;
#[cfg(feature = "runtime")]
mod types;

pub use check::{Format, KEYWORDS};
#[cfg(feature = "runtime")]
pub use types::{Byte, Cidr, Date, DateTime, Email, Hostname, Ipv4, Ipv6, Time, Uri, Uuid};
