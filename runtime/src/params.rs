//! The parameters of a request being built. A request builder's `build_request` takes each
//! parameter through one of these, so that what is missing, what a setter could not convert and
//! what breaks a constraint are all reported together, each at the parameter's pointer
//! (`/$path/volume_id`, `/$query/limit`), and nothing is sent while any remains.

use crate::Path;
use crate::validate::{Validate, ValidationErrors, Violations};

impl Violations {
    /// A required parameter's value, reported missing when there is none.
    pub fn required_param<T>(&mut self, place: &str, name: &str, value: Option<T>) -> Option<T> {
        if value.is_none() {
            crate::check::required_present(self, &Path::ROOT.key(place), name, false);
        }
        value
    }

    /// A parameter whose setter took a raw value (through [`Checked`](crate::Checked)): the
    /// value, or `None` after reporting what the setter could not convert. For crates generated
    /// before setters kept raw values as given ([`Checked::unchecked`](crate::Checked::unchecked),
    /// checked by `validate_param` like any other, which `skip_validation()` skips); today's
    /// generated code does not call it.
    pub fn raw_param<T>(&mut self, place: &str, name: &str, stored: Option<Result<T, ValidationErrors>>) -> Option<T> {
        match stored {
            None => None,
            Some(Ok(v)) => Some(v),
            Some(Err(errors)) => {
                self.extend_at(errors, &Path::ROOT.key(place).key(name));
                None
            }
        }
    }

    /// [`raw_param`](Self::raw_param) for a required parameter: missing is reported too (an
    /// invalid value was set, and is reported as invalid, not as missing).
    pub fn required_raw_param<T>(
        &mut self,
        place: &str,
        name: &str,
        stored: Option<Result<T, ValidationErrors>>,
    ) -> Option<T> {
        let stored = self.required_param(place, name, stored);
        self.raw_param(place, name, stored)
    }

    /// The constraints a parameter's value breaks, if it has one.
    pub fn validate_param<T: Validate>(&mut self, place: &str, name: &str, value: &Option<T>) {
        if let Some(v) = value {
            v.validate_at(&Path::ROOT.key(place).key(name), self);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invalid() -> ValidationErrors {
        let mut inner = Violations::new();
        inner.push(&Path::ROOT, "minimum", "must be at least 1 (got 0)", || "0".into());
        inner.into_result().unwrap_err()
    }

    #[test]
    fn every_finding_is_reported_at_the_parameter() {
        let mut out = Violations::new();
        assert_eq!(out.required_param::<i64>("$path", "project_id", None), None);
        assert_eq!(out.required_param("$path", "region_id", Some(3)), Some(3));
        assert_eq!(out.required_raw_param::<i64>("$path", "volume/id", Some(Err(invalid()))), None);
        assert_eq!(out.required_raw_param::<i64>("$path", "name", None), None);
        assert_eq!(out.raw_param::<i64>("$query", "limit", None), None);
        assert_eq!(out.raw_param("$query", "offset", Some(Ok(5))), Some(5));
        let found: Vec<(&str, &str)> = out.as_slice().iter().map(|v| (v.path.as_str(), v.keyword)).collect();
        assert_eq!(
            found,
            [
                ("/$path/project_id", "required"),
                ("/$path/volume~1id", "minimum"),
                ("/$path/name", "required"),
            ]
        );
    }

    #[test]
    fn a_value_is_validated_where_it_goes() {
        struct Positive(i64);
        impl Validate for Positive {
            fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
                crate::check::minimum_i(out, path, self.0, 1);
            }
        }
        let mut out = Violations::new();
        out.validate_param("$query", "limit", &Some(Positive(0)));
        out.validate_param("$query", "offset", &Some(Positive(2)));
        out.validate_param::<Positive>("$query", "page", &None);
        let found: Vec<&str> = out.as_slice().iter().map(|v| v.path.as_str()).collect();
        assert_eq!(found, ["/$query/limit"]);
    }
}
