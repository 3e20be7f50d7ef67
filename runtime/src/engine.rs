//! The schema engine as this crate runs it (feature `engine`): the options every judge of a
//! document's values compiles its validators with (the generated crate's `validate_json`, the
//! fake of `oapigen-fake`, and oapigen itself, which compiles each schema a generated crate will
//! judge by at generation time, so that one the engine cannot read is a located error there and
//! not a surprise at run time). One set of options, so that the three cannot part on what a
//! schema means: `pattern` is ECMA-262 through [`crate::pattern`] everywhere, and
//! `patternProperties` keys are rewritten into the engine's dialect by [`for_engine`].

use serde_json::Value;

/// Formats JSON Schema defines that this crate does not assert (annotations, as 2020-12's
/// default says).
const ANNOTATION_FORMATS: &[&str] = &[
    "duration",
    "idn-email",
    "idn-hostname",
    "iri",
    "iri-reference",
    "json-pointer",
    "regex",
    "relative-json-pointer",
    "uri-reference",
    "uri-template",
];

/// The schema engine as this crate runs it, over `registry`: JSON Schema 2020-12, the formats of
/// [`Format`](crate::Format) asserted by the same functions as typed values (under every name they are known
/// by), the other formats of the specification annotations, unknown ones ignored. Whatever else
/// judges a document's values (the fake of `oapigen-fake`) compiles its validators from these, so
/// that both agree on every value. `pattern` is this crate's keyword (`EcmaPattern`): the
/// engine's own is another regular expression dialect, and a client's `validate()` and the fake
/// must not disagree on a string.
pub fn engine_options<'r>(registry: &'r jsonschema::Registry<'r>) -> jsonschema::ValidationOptions<'r> {
    let mut options = jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .with_registry(registry)
        .should_validate_formats(true)
        .should_ignore_unknown_formats(true)
        .with_keyword("pattern", EcmaPattern::factory);
    for name in ANNOTATION_FORMATS {
        options = options.with_format(*name, |_: &str| true);
    }
    for (name, format) in crate::formats::KEYWORDS {
        let format = *format;
        options = options.with_format(*name, move |s: &str| format.is_valid(s));
    }
    options
}

/// `pattern` as the schema engine judges it: compiled and matched by [`crate::pattern`], the
/// functions behind the generated checks' [`crate::Pattern`]. A pattern that does not compile
/// makes its schema unreadable, as the engine's own keyword did.
struct EcmaPattern {
    source: String,
    regex: regress::Regex,
}

impl EcmaPattern {
    fn factory<'a>(
        _parent: &'a serde_json::Map<String, Value>,
        value: &'a Value,
        _path: jsonschema::paths::Location,
    ) -> Result<Box<dyn for<'i> jsonschema::Keyword<'i>>, jsonschema::ValidationError<'a>> {
        let source = value
            .as_str()
            .ok_or_else(|| jsonschema::ValidationError::schema(format!("`pattern` must be a string, not {value}")))?;
        let regex = crate::pattern::compile(source).map_err(|e| {
            jsonschema::ValidationError::schema(format!("`{source}` is not a valid ECMA-262 regular expression: {e}"))
        })?;
        Ok(Box::new(EcmaPattern {
            source: source.to_string(),
            regex,
        }))
    }
}

impl<'i> jsonschema::Keyword<'i> for EcmaPattern {
    fn validate(&self, instance: &'i Value) -> Result<(), jsonschema::ValidationError<'i>> {
        if self.is_valid(instance) {
            Ok(())
        } else {
            // The message `describe` gives a violation: the value is rendered beside it, or not.
            Err(jsonschema::ValidationError::custom(format!(
                "must match the pattern `{}`",
                self.source
            )))
        }
    }

    fn is_valid(&self, instance: &'i Value) -> bool {
        match instance {
            Value::String(s) => crate::pattern::is_match(&self.regex, s),
            _ => true,
        }
    }
}

/// Rewrites, in place, every `patternProperties` key of the schemas in `value` into the schema
/// engine's dialect ([`to_engine_dialect`](crate::pattern::to_engine_dialect)): what the runtime,
/// the fake and oapigen do to a document before the engine reads it.
pub fn for_engine(value: &mut Value) {
    match value {
        Value::Object(m) => {
            if let Some(Value::Object(pp)) = m.get_mut("patternProperties") {
                if pp.keys().any(|k| crate::pattern::to_engine_dialect(k) != *k) {
                    let entries = std::mem::take(pp);
                    for (k, v) in entries {
                        pp.insert(crate::pattern::to_engine_dialect(&k), v);
                    }
                }
            }
            m.values_mut().for_each(for_engine);
        }
        Value::Array(a) => a.iter_mut().for_each(for_engine),
        _ => {}
    }
}
