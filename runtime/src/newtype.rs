//! The common API of generated constrained scalars and string enums, as macros.
//!
//! Every constrained newtype and every string enum of a generated crate has the same dozen
//! conversions and trait impls; only its name, its value type and its checks differ. The
//! generated code keeps what differs (the type with its docs and derives, and the `check`
//! function holding the constraints) and calls one of these macros for the rest. That keeps
//! generated files short, which is most of a generation's time and a good part of the
//! generated crate's compile time, and keeps the shared code tested once, here.

/// Implements the API of a generated constrained newtype.
///
/// The type is a tuple struct over its value, with an associated function
/// `fn check(value, path: &Path<'_>, out: &mut Violations)` that checks the constraints
/// (`value` is `&str` for `string`, the value itself for `copy`, `&serde_json::Value` for
/// `json`). The macro adds `new` (checks, then wraps), the accessors, the conversions,
/// `Display` (not for `json`), `Debug`, [`Validate`](crate::Validate), and `Serialize` and
/// `Deserialize` as the value (what `#[serde(transparent)]` derives; decoding does not check).
/// With `sensitive`, `Debug` prints a placeholder, there is no `Display`, and violations do not
/// quote the value.
///
/// ```
/// # use oapigen_runtime::{Path, Violations};
/// #[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
/// pub struct Name(String);
/// impl Name {
///     fn check(value: &str, path: &Path<'_>, out: &mut Violations) {
///         oapigen_runtime::check::max_length(out, path, value, 3);
///     }
/// }
/// oapigen_runtime::newtype!(string Name);
///
/// assert_eq!(Name::new("abc").unwrap().as_str(), "abc");
/// assert!(Name::new("abcd").is_err());
/// assert!("abcd".parse::<Name>().is_err());
/// ```
#[macro_export]
macro_rules! newtype {
    (string $name:ident) => {
        $crate::newtype!(@string $name, plain);
        $crate::newtype!(@display $name);
        $crate::newtype!(@debug $name);
    };
    (string $name:ident, sensitive) => {
        $crate::newtype!(@string $name, sensitive);
        $crate::newtype!(@redacted $name);
    };
    (copy $name:ident($inner:ty)) => {
        $crate::newtype!(@copy $name($inner), plain);
        $crate::newtype!(@display $name);
        $crate::newtype!(@debug $name);
    };
    (copy $name:ident($inner:ty), sensitive) => {
        $crate::newtype!(@copy $name($inner), sensitive);
        $crate::newtype!(@redacted $name);
    };
    (json $name:ident) => {
        $crate::newtype!(@json $name, plain);
        $crate::newtype!(@debug $name);
    };
    (json $name:ident, sensitive) => {
        $crate::newtype!(@json $name, sensitive);
        $crate::newtype!(@redacted $name);
    };

    // Runs the checks `$e` (which names the violations `$o`) into `$out`; a sensitive value's
    // violations do not quote it.
    (@run plain, $out:ident, |$o:ident| $e:expr) => {{
        let $o = &mut *$out;
        $e;
    }};
    (@run sensitive, $out:ident, |$o:ident| $e:expr) => {
        $out.sensitive(|$o| $e)
    };
    (@string $name:ident, $mode:ident) => {
        impl $name {
            /// Checks every constraint and wraps the value.
            pub fn new(
                value: impl ::std::convert::Into<::std::string::String>,
            ) -> ::std::result::Result<Self, $crate::ValidationErrors> {
                let value: ::std::string::String = value.into();
                let mut out = $crate::Violations::new();
                let all = &mut out;
                $crate::newtype!(@run $mode, all, |o| Self::check(&value, &$crate::Path::ROOT, o));
                out.into_result()?;
                ::std::result::Result::Ok(Self(value))
            }
            /// The value.
            pub fn as_str(&self) -> &str {
                &self.0
            }
            /// The value, unwrapped.
            pub fn into_inner(self) -> ::std::string::String {
                self.0
            }
        }
        impl $crate::Validate for $name {
            fn validate_at(&self, path: &$crate::Path<'_>, out: &mut $crate::Violations) {
                $crate::newtype!(@run $mode, out, |o| Self::check(self.0.as_str(), path, o));
            }
        }
        $crate::newtype!(@convert $name: ::std::string::String, plain);
        impl $crate::Checked<&str> for $name {
            fn checked(value: &str) -> ::std::result::Result<Self, $crate::ValidationErrors> {
                Self::new(value)
            }
            fn unchecked(value: &str) -> Self {
                Self(value.to_owned())
            }
        }
        impl ::std::convert::TryFrom<&str> for $name {
            type Error = $crate::ValidationErrors;
            fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
                Self::new(value)
            }
        }
        impl ::std::str::FromStr for $name {
            type Err = $crate::ValidationErrors;
            fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
                Self::new(value)
            }
        }
        impl ::std::ops::Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }
        impl ::std::convert::AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }
    };
    (@copy $name:ident($inner:ty), $mode:ident) => {
        impl $name {
            /// Checks every constraint and wraps the value.
            pub fn new(value: $inner) -> ::std::result::Result<Self, $crate::ValidationErrors> {
                let mut out = $crate::Violations::new();
                let all = &mut out;
                $crate::newtype!(@run $mode, all, |o| Self::check(value, &$crate::Path::ROOT, o));
                out.into_result()?;
                ::std::result::Result::Ok(Self(value))
            }
            /// The value.
            pub fn get(&self) -> $inner {
                self.0
            }
            /// The value, unwrapped.
            pub fn into_inner(self) -> $inner {
                self.0
            }
        }
        impl $crate::Validate for $name {
            fn validate_at(&self, path: &$crate::Path<'_>, out: &mut $crate::Violations) {
                $crate::newtype!(@run $mode, out, |o| Self::check(self.0, path, o));
            }
        }
        $crate::newtype!(@convert $name: $inner, number);
    };
    (@json $name:ident, $mode:ident) => {
        impl $name {
            /// Checks every constraint and wraps the value.
            pub fn new(
                value: $crate::reexports::serde_json::Value,
            ) -> ::std::result::Result<Self, $crate::ValidationErrors> {
                let mut out = $crate::Violations::new();
                let all = &mut out;
                $crate::newtype!(@run $mode, all, |o| Self::check(&value, &$crate::Path::ROOT, o));
                out.into_result()?;
                ::std::result::Result::Ok(Self(value))
            }
            /// The value.
            pub fn get(&self) -> &$crate::reexports::serde_json::Value {
                &self.0
            }
            /// The value, unwrapped.
            pub fn into_inner(self) -> $crate::reexports::serde_json::Value {
                self.0
            }
        }
        impl $crate::Validate for $name {
            fn validate_at(&self, path: &$crate::Path<'_>, out: &mut $crate::Violations) {
                $crate::newtype!(@run $mode, out, |o| Self::check(&self.0, path, o));
            }
        }
        $crate::newtype!(@convert $name: $crate::reexports::serde_json::Value, plain);
    };
    // `$de`: how the value is decoded ([`de::number`](crate::de::number) takes `1.0` for an
    // integer, as JSON Schema does).
    (@convert $name:ident: $inner:ty, $de:ident) => {
        impl $crate::reexports::serde::Serialize for $name {
            fn serialize<S: $crate::reexports::serde::Serializer>(&self, serializer: S) -> ::std::result::Result<S::Ok, S::Error> {
                $crate::reexports::serde::Serialize::serialize(&self.0, serializer)
            }
        }
        impl<'de> $crate::reexports::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::reexports::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                $crate::de::$de::<$inner, D>(deserializer).map($name)
            }
        }
        impl $crate::Checked<$inner> for $name {
            fn checked(value: $inner) -> ::std::result::Result<Self, $crate::ValidationErrors> {
                Self::new(value)
            }
            fn unchecked(value: $inner) -> Self {
                Self(value)
            }
        }
        impl ::std::convert::TryFrom<$inner> for $name {
            type Error = $crate::ValidationErrors;
            fn try_from(value: $inner) -> ::std::result::Result<Self, Self::Error> {
                Self::new(value)
            }
        }
        impl ::std::convert::From<$name> for $inner {
            fn from(value: $name) -> Self {
                value.0
            }
        }
    };
    (@display $name:ident) => {
        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Display::fmt(&self.0, f)
            }
        }
    };
    (@debug $name:ident) => {
        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                ::std::fmt::Debug::fmt(&self.0, f)
            }
        }
    };
    (@redacted $name:ident) => {
        impl ::std::fmt::Debug for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.debug_tuple(::std::stringify!($name)).field(&$crate::Redacted).finish()
            }
        }
    };
}

/// Implements the API of a generated string enum.
///
/// The enum has one unit variant per documented value (listed in the same order as the
/// values) and a last variant `Unknown(String)`, which keeps a value this client does not know (responses are read
/// tolerantly). The macro adds `VALUES`, `as_str`, `From<String>`, `FromStr` (which refuses
/// unknown values), `Display`, `Serialize` and [`Validate`](crate::Validate) (which reports an
/// unknown value). `Deserialize` is derived with `#[serde(from = "String")]`.
///
/// ```
/// #[derive(Clone, Debug, PartialEq, serde::Deserialize)]
/// #[serde(from = "String")]
/// pub enum Family {
///     V4,
///     V6,
///     Unknown(String),
/// }
/// oapigen_runtime::string_enum!(Family, [V4, V6], ["ipv4", "ipv6"]);
///
/// assert_eq!(Family::from("ipv4".to_string()), Family::V4);
/// assert_eq!(Family::from("x".to_string()), Family::Unknown("x".into()));
/// assert!("x".parse::<Family>().is_err());
/// assert_eq!(Family::V6.to_string(), "ipv6");
/// ```
#[macro_export]
macro_rules! string_enum {
    ($name:ident, [$($variant:ident),* $(,)?], [$($value:literal),* $(,)?]) => {
        impl $name {
            /// Every value the API documents.
            pub const VALUES: &'static [&'static str] = &[$($value),*];
            /// The value as it appears on the wire.
            pub fn as_str(&self) -> &str {
                match self {
                    $(Self::$variant => $value,)*
                    Self::Unknown(other) => other.as_str(),
                }
            }
        }
        impl ::std::convert::From<::std::string::String> for $name {
            fn from(value: ::std::string::String) -> Self {
                match value.as_str() {
                    $($value => Self::$variant,)*
                    _ => Self::Unknown(value),
                }
            }
        }
        impl ::std::str::FromStr for $name {
            type Err = $crate::ValidationErrors;
            fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
                let parsed = Self::from(::std::string::String::from(value));
                $crate::Validate::validate(&parsed)?;
                ::std::result::Result::Ok(parsed)
            }
        }
        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
        impl $crate::reexports::serde::Serialize for $name {
            fn serialize<S: $crate::reexports::serde::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }
        impl $crate::Validate for $name {
            fn validate_at(&self, path: &$crate::Path<'_>, out: &mut $crate::Violations) {
                if let Self::Unknown(value) = self {
                    $crate::check::enum_unknown(out, path, value, Self::VALUES);
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    // The macros give every type its whole API; each test uses part of it.
    #![allow(dead_code)]

    use crate::{Path, Validate, Violations};

    #[derive(Clone, Copy, PartialEq, PartialOrd)]
    struct Port(i64);
    impl Port {
        fn check(value: i64, path: &Path<'_>, out: &mut Violations) {
            crate::check::maximum_i(out, path, value, 65535);
        }
    }
    crate::newtype!(copy Port(i64));

    #[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
    struct Token(String);
    impl Token {
        fn check(value: &str, path: &Path<'_>, out: &mut Violations) {
            crate::check::min_length(out, path, value, 4);
        }
    }
    crate::newtype!(string Token, sensitive);

    #[derive(Clone, PartialEq)]
    struct Anything(serde_json::Value);
    impl Anything {
        fn check(value: &serde_json::Value, path: &Path<'_>, out: &mut Violations) {
            if value.is_null() {
                out.push(path, "not", "must not be null", || "null".into());
            }
        }
    }
    crate::newtype!(json Anything);

    #[derive(Clone, Debug, PartialEq, serde::Deserialize)]
    #[serde(from = "String")]
    enum Mode {
        Fast,
        Safe,
        Unknown(String),
    }
    crate::string_enum!(Mode, [Fast, Safe], ["fast", "safe"]);

    #[test]
    fn copy_newtypes_check_on_construction_only() {
        assert_eq!(Port::new(80).unwrap().get(), 80);
        assert_eq!(i64::from(Port::try_from(443).unwrap()), 443);
        assert!(Port::new(70000).is_err());
        assert_eq!(Port::new(22).unwrap().to_string(), "22");
        assert_eq!(format!("{:?}", Port::new(22).unwrap()), "22");
        // Decoding is tolerant; validate() reports the broken constraint at its path.
        let decoded: Port = serde_json::from_str("70000").unwrap();
        let e = decoded.validate().unwrap_err();
        assert_eq!(e.violations()[0].keyword, "maximum");
        // On the wire a newtype is its value.
        assert_eq!(serde_json::to_string(&Port::new(22).unwrap()).unwrap(), "22");
        assert!(serde_json::from_str::<Port>("\"22\"").is_err());
    }

    #[test]
    fn sensitive_newtypes_never_print_their_value() {
        let t = Token::new("hunter22").unwrap();
        assert_eq!(format!("{t:?}"), "Token(<redacted>)");
        assert_eq!(&*t, "hunter22");
        let e = Token::new("abc").unwrap_err();
        assert!(!format!("{e} {e:?}").contains("abc"), "{e:?}");
        let short: Token = serde_json::from_str("\"xyz\"").unwrap();
        assert!(!format!("{:?}", short.validate().unwrap_err()).contains("xyz"));
    }

    #[test]
    fn json_newtypes_hold_any_value() {
        assert_eq!(
            Anything::new(serde_json::json!([1])).unwrap().get(),
            &serde_json::json!([1])
        );
        assert!(Anything::new(serde_json::Value::Null).is_err());
        assert_eq!(serde_json::Value::from(Anything::new(serde_json::json!(2)).unwrap()), 2);
        let a: Anything = serde_json::from_str(r#"{"a": [null]}"#).unwrap();
        assert_eq!(serde_json::to_string(&a).unwrap(), r#"{"a":[null]}"#);
        let t: Token = serde_json::from_str("\"hunter22\"").unwrap();
        assert_eq!(serde_json::to_string(&t).unwrap(), "\"hunter22\"");
    }

    #[test]
    fn string_enums_keep_unknown_values_and_refuse_them_when_checked() {
        let m: Mode = serde_json::from_str("\"safe\"").unwrap();
        assert_eq!(m, Mode::Safe);
        assert_eq!(serde_json::to_string(&Mode::Fast).unwrap(), "\"fast\"");
        let u: Mode = serde_json::from_str("\"turbo\"").unwrap();
        assert_eq!(u.as_str(), "turbo");
        assert_eq!(serde_json::to_string(&u).unwrap(), "\"turbo\"");
        assert_eq!(u.validate().unwrap_err().violations()[0].keyword, "enum");
        assert!("turbo".parse::<Mode>().is_err());
        assert_eq!("fast".parse::<Mode>().unwrap(), Mode::Fast);
        assert_eq!(Mode::VALUES, ["fast", "safe"]);
    }
}
