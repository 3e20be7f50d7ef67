//! Located diagnostics: every problem the generator finds in a document is reported with the
//! file, the line/column when the parser knows it, the JSON pointer, the keyword and a hint.
//! Nothing in the pipeline panics on user input; problems are collected here instead.

use std::fmt;
use std::path::PathBuf;

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Generation cannot produce a faithful client: nothing is written.
    Error,
    /// Generation continues; the output is still faithful to the document.
    Warning,
}

/// One located problem in an input document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// The file the problem is in (as given by the user, or `<memory>` for in-memory input).
    pub file: PathBuf,
    /// 1-based line and column, when known.
    pub location: Option<(usize, usize)>,
    /// RFC 6901 JSON pointer to the offending node (`""` for the document root).
    pub pointer: String,
    /// The OpenAPI / JSON Schema keyword involved, if any.
    pub keyword: Option<String>,
    /// What is wrong.
    pub message: String,
    /// What to do about it.
    pub hint: Option<String>,
}

impl Diagnostic {
    /// A new error at `pointer` in `file`.
    pub fn error(file: impl Into<PathBuf>, pointer: impl Into<String>, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            file: file.into(),
            location: None,
            pointer: pointer.into(),
            keyword: None,
            message: message.into(),
            hint: None,
        }
    }

    /// The same diagnostic as a warning.
    pub fn warning(mut self) -> Self {
        self.severity = Severity::Warning;
        self
    }

    /// Names the keyword the diagnostic is about.
    pub fn keyword(mut self, keyword: impl Into<String>) -> Self {
        self.keyword = Some(keyword.into());
        self
    }

    /// Adds a hint telling the user how to fix the problem.
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// Sets the line and column.
    pub fn at(mut self, line: usize, column: usize) -> Self {
        self.location = Some((line, column));
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let level = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(f, "{level}: {}", self.file.display())?;
        if let Some((line, col)) = self.location {
            write!(f, ":{line}:{col}")?;
        }
        let pointer = if self.pointer.is_empty() { "/" } else { &self.pointer };
        write!(f, ": at #{pointer}")?;
        if let Some(keyword) = &self.keyword {
            write!(f, " (keyword `{keyword}`)")?;
        }
        write!(f, ": {}", self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, "\n  hint: {hint}")?;
        }
        Ok(())
    }
}

/// The error returned when generation fails: one or more located diagnostics.
#[derive(Debug, Clone)]
pub struct Error {
    diagnostics: Vec<Diagnostic>,
}

impl Error {
    pub(crate) fn new(mut diagnostics: Vec<Diagnostic>) -> Self {
        diagnostics.sort_by(|a, b| {
            (a.severity, &a.file, a.location, &a.pointer).cmp(&(b.severity, &b.file, b.location, &b.pointer))
        });
        diagnostics.dedup();
        Error { diagnostics }
    }

    /// An error that is not about a document (for example an I/O failure while writing).
    pub(crate) fn io(path: impl Into<PathBuf>, what: &str, err: std::io::Error) -> Self {
        Error::new(vec![Diagnostic::error(path, "", format!("{what}: {err}"))])
    }

    /// Every diagnostic, errors first.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let errors = self
            .diagnostics
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .count();
        for d in &self.diagnostics {
            writeln!(f, "{d}")?;
        }
        write!(f, "oapigen: {errors} error(s)")
    }
}

impl std::error::Error for Error {}

impl From<Diagnostic> for Error {
    fn from(d: Diagnostic) -> Self {
        Error::new(vec![d])
    }
}
