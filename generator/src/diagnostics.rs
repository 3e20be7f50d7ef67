//! Located diagnostics: every problem the generator finds in a document is reported with the
//! file, the line/column when the parser knows it, the JSON pointer, the keyword and a hint.
//! Nothing in the pipeline panics on user input; problems are collected here instead.

use std::fmt;
use std::path::{Path, PathBuf};

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Severity {
    /// Generation cannot produce a faithful client: nothing is written.
    Error,
    /// Generation continues; the output is still faithful to the document.
    Warning,
}

/// One located problem in an input document.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
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

    /// The same diagnostic with its file named relative to `dir` when it is inside it: how a
    /// caller that resolved the user's relative paths against a directory (the `generate!`
    /// macro, against the calling crate's manifest directory) names them back.
    pub fn relative_to(mut self, dir: &Path) -> Self {
        if let Ok(rest) = self.file.strip_prefix(dir) {
            self.file = rest.to_path_buf();
        }
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

/// What kind of failure an [`Error`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The OpenAPI document (or an overlay, or a file it `$ref`s) has problems: each diagnostic
    /// names the file, line and column, JSON pointer and keyword.
    Document,
    /// A setting is invalid (crate name, version, module name, a derive or type path, two
    /// settings that exclude each other, an unknown key in `oapigen.toml`): the diagnostic's
    /// keyword names the setting.
    Settings,
    /// A file or directory could not be read or written: the diagnostic names the path.
    Io,
    /// The output directory or module file cannot be written as asked (a directory oapigen did
    /// not write, a file of the user's in the way, a damaged manifest).
    Output,
    /// A bug in oapigen.
    Internal,
}

/// The error returned when generation fails: what kind of failure it is, and one or more
/// diagnostics.
///
/// `Debug` prints the same text as `Display` (file:line:col, JSON pointer, keyword, hint), so a
/// build script's `fn main() -> Result<(), Box<dyn std::error::Error>>` shows a readable message.
#[derive(Clone)]
pub struct Error {
    kind: ErrorKind,
    diagnostics: Vec<Diagnostic>,
}

impl Error {
    /// A document error: the diagnostics located in the document.
    pub(crate) fn new(diagnostics: Vec<Diagnostic>) -> Self {
        Error::of(ErrorKind::Document, diagnostics)
    }

    /// An error of `kind`.
    pub(crate) fn of(kind: ErrorKind, mut diagnostics: Vec<Diagnostic>) -> Self {
        diagnostics.sort_by(|a, b| {
            (a.severity, &a.file, a.location, &a.pointer).cmp(&(b.severity, &b.file, b.location, &b.pointer))
        });
        diagnostics.dedup();
        Error { kind, diagnostics }
    }

    /// A setting is invalid: `setting` names it.
    pub(crate) fn settings(setting: &str, message: impl Into<String>, hint: Option<&str>) -> Self {
        let mut d = Diagnostic::error("<settings>", "", message).keyword(setting);
        d.hint = hint.map(str::to_string);
        Error::of(ErrorKind::Settings, vec![d])
    }

    /// The output cannot be written as asked.
    pub(crate) fn output(d: Diagnostic) -> Self {
        Error::of(ErrorKind::Output, vec![d])
    }

    /// A bug in oapigen.
    pub(crate) fn internal(file: impl Into<PathBuf>, message: impl Into<String>) -> Self {
        Error::of(ErrorKind::Internal, vec![Diagnostic::error(file, "", message)])
    }

    /// An internal error located in the document (the schema or operation whose code it was).
    pub(crate) fn internal_at(diagnostics: Vec<Diagnostic>) -> Self {
        Error::of(ErrorKind::Internal, diagnostics)
    }

    /// An I/O failure on `path`.
    pub(crate) fn io(path: impl Into<PathBuf>, what: &str, err: std::io::Error) -> Self {
        Error::of(
            ErrorKind::Io,
            vec![Diagnostic::error(path, "", format!("{what}: {err}"))],
        )
    }

    /// This error with the diagnostics of `other` added.
    pub(crate) fn and(mut self, other: &Error) -> Error {
        self.diagnostics.extend(other.diagnostics.iter().cloned());
        Error::of(self.kind, self.diagnostics)
    }

    /// The same error with every file inside `dir` named relative to it
    /// ([`Diagnostic::relative_to`]).
    pub fn relative_to(&self, dir: &Path) -> Error {
        let diagnostics = self.diagnostics.iter().map(|d| d.clone().relative_to(dir)).collect();
        Error::of(self.kind, diagnostics)
    }

    /// What kind of failure this is.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Every diagnostic, errors first.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// One diagnostic of an error that is not about a place in a document: the path (or
    /// `settings`), the setting named, the message and the hint.
    fn fmt_unlocated(&self, d: &Diagnostic, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = d.file.display().to_string();
        if file == "<settings>" {
            write!(f, "error: settings")?;
        } else {
            write!(f, "error: {file}")?;
        }
        if let Some((line, col)) = d.location {
            write!(f, ":{line}:{col}")?;
        }
        if let Some(keyword) = &d.keyword {
            write!(f, ": `{keyword}`")?;
        }
        write!(f, ": {}", d.message)?;
        if let Some(hint) = &d.hint {
            write!(f, "\n  hint: {hint}")?;
        }
        Ok(())
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
            match self.kind {
                ErrorKind::Document => write!(f, "{d}")?,
                _ => self.fmt_unlocated(d, f)?,
            }
            writeln!(f)?;
        }
        let what = match self.kind {
            ErrorKind::Document => "error(s) in the document",
            ErrorKind::Settings => "error(s) in the settings",
            ErrorKind::Io => "I/O error(s)",
            ErrorKind::Output => "error(s) writing the output",
            ErrorKind::Internal => "internal error(s)",
        };
        write!(f, "oapigen: {errors} {what}")
    }
}

/// The same text as `Display`: the readable report, not the structure (as `anyhow` does), so
/// that `main` or a build script returning the error prints it well.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for Error {}

impl From<Diagnostic> for Error {
    fn from(d: Diagnostic) -> Self {
        Error::new(vec![d])
    }
}
