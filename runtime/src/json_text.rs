//! [`JsonText`]: a value that travels as a string holding its JSON text.

use std::fmt;
use std::ops::{Deref, DerefMut};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::validate::{Path, Validate, Violations};

/// A value that travels as a string holding its JSON text: what a schema with
/// `contentMediaType: application/json` and a `contentSchema` describes (a query parameter
/// `tag_key_value={"env":"prod"}`), and what a parameter described by `content:
/// application/json` is.
///
/// The caller works with the decoded value; the client writes its JSON text, and reads answers
/// the other way. `validate()` checks the decoded value against the `contentSchema` (oapigen
/// checks it although JSON Schema 2020-12 makes `contentSchema` an annotation: it is the only
/// description of what the string must hold).
///
/// ```
/// use oapigen_runtime::JsonText;
/// use std::collections::BTreeMap;
/// let tags: JsonText<BTreeMap<String, String>> = BTreeMap::from([("env".to_string(), "prod".to_string())]).into();
/// assert_eq!(tags.to_string(), r#"{"env":"prod"}"#);
/// assert_eq!(serde_json::to_value(&tags).unwrap(), serde_json::json!(r#"{"env":"prod"}"#));
/// let back: JsonText<BTreeMap<String, String>> = serde_json::from_value(serde_json::json!(r#"{"a":"b"}"#)).unwrap();
/// assert_eq!(back["a"], "b");
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JsonText<T>(pub T);

impl<T> JsonText<T> {
    /// The decoded value.
    pub fn value(&self) -> &T {
        &self.0
    }

    /// The decoded value, owned.
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> From<T> for JsonText<T> {
    fn from(value: T) -> Self {
        JsonText(value)
    }
}

impl<T> Deref for JsonText<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> DerefMut for JsonText<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

impl<T: Serialize> fmt::Display for JsonText<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = serde_json::to_string(&self.0).map_err(|_| fmt::Error)?;
        f.write_str(&text)
    }
}

impl<T: Serialize> Serialize for JsonText<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let text = serde_json::to_string(&self.0).map_err(serde::ser::Error::custom)?;
        serializer.serialize_str(&text)
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for JsonText<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        serde_json::from_str(&text)
            .map(JsonText)
            .map_err(|e| serde::de::Error::custom(format!("the string does not hold the JSON expected: {e}")))
    }
}

impl<T: Validate> Validate for JsonText<T> {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        self.0.validate_at(path, out);
    }
}
