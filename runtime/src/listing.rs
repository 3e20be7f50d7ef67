//! How a list of problems reads in one line: the first few, then how many more. One owner for
//! the client's error messages and the fake's refusals, so that both read alike.

use std::fmt;

/// How many items a one-line listing shows before "and N more".
pub const SHOWN: usize = 3;

/// Writes the first [`SHOWN`] of `items` with `one`, `; `-separated, then `; and N more`.
pub fn first_few<T>(
    f: &mut fmt::Formatter<'_>,
    items: &[T],
    one: impl Fn(&mut fmt::Formatter<'_>, &T) -> fmt::Result,
) -> fmt::Result {
    for (i, item) in items.iter().take(SHOWN).enumerate() {
        if i > 0 {
            f.write_str("; ")?;
        }
        one(f, item)?;
    }
    if items.len() > SHOWN {
        write!(f, "; and {} more", items.len() - SHOWN)?;
    }
    Ok(())
}

/// [`first_few`] as text.
pub fn first_few_text<T>(items: &[T], one: impl Fn(&T) -> String) -> String {
    struct Listed<'a, T, F>(&'a [T], F);
    impl<T, F: Fn(&T) -> String> fmt::Display for Listed<'_, T, F> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            first_few(f, self.0, |f, item| f.write_str(&(self.1)(item)))
        }
    }
    Listed(items, one).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_three_then_a_count() {
        let text = |n: usize| first_few_text(&(1..=n).collect::<Vec<_>>(), |i| format!("/{i}: bad"));
        assert_eq!(text(0), "");
        assert_eq!(text(3), "/1: bad; /2: bad; /3: bad");
        assert_eq!(text(5), "/1: bad; /2: bad; /3: bad; and 2 more");
    }
}
