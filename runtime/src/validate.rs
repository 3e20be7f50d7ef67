//! Validation results: where a value broke which rule.
//!
//! Generated code implements [`Validate`] for every model. An implementation walks the value,
//! extends a [`Path`] on the stack for every field or item it descends into, and calls the
//! functions in [`crate::check`], which record a [`Violation`] through [`Violations::push`] when a
//! rule is broken. Validating a valid value allocates nothing: paths live on the stack and are
//! only rendered as JSON pointers when a violation is recorded, and [`Violations::new`] does not
//! allocate until the first violation.
//!
//! All violations are collected; validation never stops at the first one.

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::hash::BuildHasher;
use std::sync::Arc;

/// One step from a parent value to a child value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seg<'a> {
    Root,
    Key(&'a str),
    Index(usize),
}

/// A location inside the value being validated, built on the stack as validation descends.
///
/// A path is a linked list of segments from the value back to the root; it holds no heap
/// memory. [`Path::to_pointer`] renders it as an RFC 6901 JSON pointer.
///
/// ```
/// use oapigen_runtime::Path;
/// let containers = Path::ROOT.key("containers");
/// let first = containers.index(0);
/// let scale = first.key("scale");
/// assert_eq!(scale.key("min").to_pointer(), "/containers/0/scale/min");
/// assert_eq!(Path::ROOT.key("a/b~c").to_pointer(), "/a~1b~0c");
/// ```
#[derive(Clone, Copy)]
pub struct Path<'a> {
    parent: Option<&'a Path<'a>>,
    seg: Seg<'a>,
}

impl Path<'static> {
    /// The whole value (the empty JSON pointer `""`).
    pub const ROOT: Path<'static> = Path {
        parent: None,
        seg: Seg::Root,
    };
}

impl<'a> Path<'a> {
    /// The member `k` of the object at this path.
    pub fn key(&'a self, k: &'a str) -> Path<'a> {
        Path {
            parent: Some(self),
            seg: Seg::Key(k),
        }
    }

    /// The item `i` of the array at this path.
    pub fn index(&'a self, i: usize) -> Path<'a> {
        Path {
            parent: Some(self),
            seg: Seg::Index(i),
        }
    }

    /// Whether this is the root path.
    pub fn is_root(&self) -> bool {
        self.parent.is_none() && self.seg == Seg::Root
    }

    /// This path as an RFC 6901 JSON pointer: `""` for the root, `/containers/0/scale/min`
    /// below it, with `~` written as `~0` and `/` as `~1` inside keys.
    pub fn to_pointer(&self) -> String {
        let mut segs = Vec::new();
        let mut cur = Some(self);
        while let Some(p) = cur {
            if p.seg != Seg::Root {
                segs.push(p.seg);
            }
            cur = p.parent;
        }
        let mut out = String::new();
        for seg in segs.iter().rev() {
            out.push('/');
            match seg {
                Seg::Key(k) => crate::pointer::escape_into(&mut out, k),
                Seg::Index(i) => {
                    use fmt::Write as _;
                    // Writing to a String cannot fail.
                    let _ = write!(out, "{i}");
                }
                Seg::Root => {}
            }
        }
        out
    }
}

impl fmt::Debug for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Path({:?})", self.to_pointer())
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pointer())
    }
}

/// One broken rule.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Violation {
    /// Where: an RFC 6901 JSON pointer into the validated value (`""` for the value itself).
    pub path: String,
    /// The JSON Schema keyword that was broken (`maxLength`, `pattern`, `required`, …), or
    /// the name of a cross-field rule (`mutuallyExclusive`, `exactlyOneOf`, `atLeastOneOf`).
    pub keyword: &'static str,
    /// A sentence for a person, e.g. `must be at most 20 characters (got 25)`.
    pub message: String,
    /// The offending value rendered as JSON (long strings shortened); `None` when the value
    /// is secret (recorded inside [`Violations::sensitive`]) or when the rule has no single
    /// value (cross-field rules).
    pub value: Option<String>,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str("(root)")?;
        } else {
            f.write_str(&self.path)?;
        }
        write!(f, ": {} ({})", self.message, self.keyword)
    }
}

/// The violations found so far while validating one value.
///
/// [`Violations::new`] allocates nothing; memory is only taken when the first violation is
/// recorded.
#[derive(Debug, Default)]
pub struct Violations {
    list: Vec<Violation>,
    sensitive_depth: u32,
}

impl Violations {
    /// An empty collection (no allocation).
    pub const fn new() -> Self {
        Violations {
            list: Vec::new(),
            sensitive_depth: 0,
        }
    }

    /// Records that the value at `path` broke `keyword`.
    ///
    /// `value` renders the offending value; it is only called when the violation is not
    /// inside [`Violations::sensitive`], so a secret is never rendered at all.
    pub fn push(
        &mut self,
        path: &Path<'_>,
        keyword: &'static str,
        message: impl Into<String>,
        value: impl FnOnce() -> String,
    ) {
        let value = if self.sensitive_depth > 0 { None } else { Some(value()) };
        self.list.push(Violation {
            path: path.to_pointer(),
            keyword,
            message: message.into(),
            value,
        });
    }

    /// Records a violation at a JSON pointer already rendered (the schema engine reports its
    /// own locations); `value` is dropped inside [`Violations::sensitive`].
    pub fn push_pointer(&mut self, pointer: String, keyword: &'static str, message: String, value: Option<String>) {
        let value = if self.sensitive_depth > 0 { None } else { value };
        self.list.push(Violation {
            path: pointer,
            keyword,
            message,
            value,
        });
    }

    /// Records `errors` (a value's own violations) under `path`, where the value sits.
    pub fn extend_at(&mut self, errors: ValidationErrors, path: &Path<'_>) {
        for v in errors.at(path) {
            self.push_pointer(v.path, v.keyword, v.message, v.value);
        }
    }

    /// Records a violation that has no single offending value (a rule across fields).
    pub fn push_without_value(&mut self, path: &Path<'_>, keyword: &'static str, message: impl Into<String>) {
        self.list.push(Violation {
            path: path.to_pointer(),
            keyword,
            message: message.into(),
            value: None,
        });
    }

    /// Runs `f` with values redacted: violations recorded inside keep their path, keyword and
    /// message but have `value: None`. Used for secrets (passwords, keys). Calls nest.
    pub fn sensitive<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        self.sensitive_depth += 1;
        let r = f(self);
        self.sensitive_depth -= 1;
        r
    }

    /// Whether values are being redacted right now.
    pub fn is_sensitive(&self) -> bool {
        self.sensitive_depth > 0
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// How many violations were recorded.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// The violations recorded so far.
    pub fn as_slice(&self) -> &[Violation] {
        &self.list
    }

    /// Every violation recorded, as an error: for a caller that knows one was (a required member
    /// found missing).
    pub fn into_errors(self) -> ValidationErrors {
        ValidationErrors { list: self.list }
    }

    /// `Ok(())` when nothing was recorded, else every violation.
    pub fn into_result(self) -> Result<(), ValidationErrors> {
        if self.list.is_empty() {
            Ok(())
        } else {
            Err(ValidationErrors { list: self.list })
        }
    }
}

/// Every rule a value broke (never empty when returned as an error).
///
/// `Display` lists every violation as `path: message (keyword)`, separated by `; `.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidationErrors {
    list: Vec<Violation>,
}

impl ValidationErrors {
    /// The same violations, each moved under `path` (its pointer prefixed): a value's own
    /// violations reported where the value sits in a request.
    pub fn at(self, path: &Path<'_>) -> ValidationErrors {
        let prefix = path.to_pointer();
        ValidationErrors::from_violations(
            self.into_vec()
                .into_iter()
                .map(|mut v| {
                    v.path = format!("{prefix}{}", v.path);
                    v
                })
                .collect(),
        )
    }

    /// Wraps a list of violations. Prefer [`Violations::into_result`].
    pub fn from_violations(list: Vec<Violation>) -> Self {
        ValidationErrors { list }
    }

    /// The violations, in the order they were found.
    pub fn violations(&self) -> &[Violation] {
        &self.list
    }

    /// How many violations there are.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there are none (only for a value built with an empty list).
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Iterates over the violations.
    pub fn iter(&self) -> std::slice::Iter<'_, Violation> {
        self.list.iter()
    }

    /// The violations as a vector.
    pub fn into_vec(self) -> Vec<Violation> {
        self.list
    }
}

impl ValidationErrors {
    /// One `required` violation for every `(path, name, present)` that is not present, at
    /// `path/name` (used by builders and request builders for unset required members).
    pub fn missing(fields: &[(&Path<'_>, &str, bool)]) -> ValidationErrors {
        let mut out = Violations::new();
        for (path, name, present) in fields {
            if !present {
                crate::check::required_present(&mut out, path, name, false);
            }
        }
        match out.into_result() {
            Err(e) => e,
            Ok(()) => ValidationErrors::from_violations(Vec::new()),
        }
    }

    /// One `required` violation for every `(name, present)` that is not present, at `/name`
    /// (used by builders for unset required members).
    pub fn missing_members(fields: &[(&str, bool)]) -> ValidationErrors {
        let mut out = Violations::new();
        for (name, present) in fields {
            if !present {
                crate::check::required_present(&mut out, &Path::ROOT, name, false);
            }
        }
        match out.into_result() {
            Err(e) => e,
            Ok(()) => ValidationErrors::from_violations(Vec::new()),
        }
    }
}

impl fmt::Display for ValidationErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, v) in self.list.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            fmt::Display::fmt(v, f)?;
        }
        Ok(())
    }
}

impl std::error::Error for ValidationErrors {}

impl IntoIterator for ValidationErrors {
    type Item = Violation;
    type IntoIter = std::vec::IntoIter<Violation>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.into_iter()
    }
}

impl<'a> IntoIterator for &'a ValidationErrors {
    type Item = &'a Violation;
    type IntoIter = std::slice::Iter<'a, Violation>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

/// A value that can check itself against the rules of its schema.
pub trait Validate {
    /// Records every rule the value at `path` breaks into `out`. The default records nothing:
    /// for a type with no constraints (`impl Validate for T {}`).
    #[inline]
    fn validate_at(&self, _path: &Path<'_>, _out: &mut Violations) {}

    /// Checks the whole value: `Ok(())`, or every violation with its JSON pointer.
    fn validate(&self) -> Result<(), ValidationErrors> {
        let mut out = Violations::new();
        self.validate_at(&Path::ROOT, &mut out);
        out.into_result()
    }
}

macro_rules! no_op_validate {
    ($($t:ty),* $(,)?) => {
        $(
            impl Validate for $t {
                #[inline]
                fn validate_at(&self, _path: &Path<'_>, _out: &mut Violations) {}
            }
        )*
    };
}

no_op_validate!(
    String,
    str,
    bool,
    char,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    f32,
    f64,
    (),
    serde_json::Value,
    serde_json::Number,
);

impl<T: Validate + ?Sized> Validate for &T {
    #[inline]
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        (**self).validate_at(path, out);
    }
}

impl<T: Validate + ?Sized> Validate for Box<T> {
    #[inline]
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        (**self).validate_at(path, out);
    }
}

impl<T: Validate + ?Sized> Validate for Arc<T> {
    #[inline]
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        (**self).validate_at(path, out);
    }
}

impl<T: Validate> Validate for Option<T> {
    #[inline]
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        if let Some(v) = self {
            v.validate_at(path, out);
        }
    }
}

impl<T: Validate> Validate for [T] {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        for (i, item) in self.iter().enumerate() {
            item.validate_at(&path.index(i), out);
        }
    }
}

impl<T: Validate> Validate for Vec<T> {
    #[inline]
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        self.as_slice().validate_at(path, out);
    }
}

impl<T: Validate> Validate for BTreeMap<String, T> {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        for (k, v) in self {
            v.validate_at(&path.key(k), out);
        }
    }
}

impl<T: Validate, S: BuildHasher> Validate for HashMap<String, T, S> {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        for (k, v) in self {
            v.validate_at(&path.key(k), out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointer_escapes_and_indexes() {
        assert_eq!(Path::ROOT.to_pointer(), "");
        assert!(Path::ROOT.is_root());
        let a = Path::ROOT.key("containers");
        let b = a.index(0);
        let c = b.key("scale");
        let d = c.key("min");
        assert_eq!(d.to_pointer(), "/containers/0/scale/min");
        assert!(!d.is_root());
        assert_eq!(Path::ROOT.key("a/b").to_pointer(), "/a~1b");
        assert_eq!(Path::ROOT.key("~1").to_pointer(), "/~01");
        assert_eq!(Path::ROOT.key("").to_pointer(), "/");
        assert_eq!(Path::ROOT.key("é ü").to_pointer(), "/é ü");
        assert_eq!(format!("{d:?}"), "Path(\"/containers/0/scale/min\")");
    }

    #[test]
    fn push_records_and_redacts() {
        let mut out = Violations::new();
        assert!(out.is_empty());
        let p = Path::ROOT.key("name");
        out.push(&p, "maxLength", "too long", || "\"abc\"".to_owned());
        out.sensitive(|out| {
            assert!(out.is_sensitive());
            out.push(&p, "minLength", "too short", || {
                panic!("value must not be rendered inside sensitive")
            });
            out.sensitive(|out| out.push(&p, "pattern", "nested", || unreachable!()));
            out.push(&p, "pattern", "still sensitive", || unreachable!());
        });
        assert!(!out.is_sensitive());
        out.push(&p, "enum", "after", || "1".to_owned());
        assert_eq!(out.len(), 5);
        let errs = out.into_result().unwrap_err();
        let values: Vec<_> = errs.iter().map(|v| v.value.clone()).collect();
        assert_eq!(
            values,
            vec![Some("\"abc\"".to_owned()), None, None, None, Some("1".to_owned())]
        );
    }

    #[test]
    fn display_lists_every_violation() {
        let mut out = Violations::new();
        out.push(&Path::ROOT.key("a"), "maxLength", "m1", String::new);
        out.push(&Path::ROOT, "required", "m2", String::new);
        let errs = out.into_result().unwrap_err();
        assert_eq!(errs.to_string(), "/a: m1 (maxLength); (root): m2 (required)");
        assert_eq!(errs.len(), 2);
        let collected: Vec<Violation> = errs.clone().into_iter().collect();
        assert_eq!(collected.len(), 2);
        assert_eq!((&errs).into_iter().count(), 2);
    }

    #[test]
    fn empty_is_ok() {
        assert_eq!(Violations::new().into_result(), Ok(()));
    }

    struct Leaf(u32);
    impl Validate for Leaf {
        fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
            if self.0 > 10 {
                out.push(path, "maximum", "too big", || self.0.to_string());
            }
        }
    }

    #[test]
    fn containers_extend_paths() {
        let v = vec![Leaf(1), Leaf(11)];
        assert_eq!(v.validate().unwrap_err().violations()[0].path, "/1");
        let mut m = BTreeMap::new();
        m.insert("x/y".to_owned(), Leaf(12));
        assert_eq!(m.validate().unwrap_err().violations()[0].path, "/x~1y");
        let mut h = HashMap::new();
        h.insert("k".to_owned(), vec![Leaf(0), Leaf(0), Leaf(99)]);
        assert_eq!(h.validate().unwrap_err().violations()[0].path, "/k/2");
        assert!(Some(Leaf(1)).validate().is_ok());
        assert!(Some(Leaf(100)).validate().is_err());
        assert!(None::<Leaf>.validate().is_ok());
        assert!(Box::new(Leaf(100)).validate().is_err());
        assert!(Arc::new(Leaf(100)).validate().is_err());
        assert!("x".validate().is_ok());
    }

    #[test]
    fn missing_lists_absent_members() {
        let root = Path::ROOT;
        let e = ValidationErrors::missing(&[(&root, "a", true), (&root, "b", false), (&root, "c", false)]);
        let paths: Vec<_> = e.violations().iter().map(|v| v.path.as_str()).collect();
        assert_eq!(paths, ["/b", "/c"]);
        assert!(e.violations().iter().all(|v| v.keyword == "required"));
        let e = ValidationErrors::missing_members(&[("a", false), ("b", true), ("c~", false)]);
        let paths: Vec<_> = e.violations().iter().map(|v| v.path.as_str()).collect();
        assert_eq!(paths, ["/a", "/c~0"]);
    }
}
