//! Paths as words: segments, keys across versions and spellings, singulars, and the document's
//! vocabulary that splits run-together words.

use std::collections::BTreeSet;

use super::super::naming::snake_words as snake;
use crate::ir::*;

/// A path template's segment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Seg<'p> {
    Lit(&'p str),
    Param(&'p str),
}

pub(super) fn segs(path: &str) -> Vec<Seg<'_>> {
    path.split('/')
        .filter(|s| !s.is_empty())
        .map(|s| match s.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
            Some(p) if !p.contains(['{', '}']) => Seg::Param(p),
            _ => Seg::Lit(s),
        })
        .collect()
}

/// `v1`, `v2`, `v10`, `v1beta1`, `v1.1`, and a bare number (`/api/2/…`): a version segment,
/// and its rank (newer is larger): its major number, then alpha before beta before stable.
pub(super) fn version(seg: &str) -> Option<u32> {
    let (digits, marked) = match seg.strip_prefix('v').or_else(|| seg.strip_prefix('V')) {
        Some(rest) => (rest, true),
        None => (seg, false),
    };
    let end = digits.find(|c: char| !c.is_ascii_digit()).unwrap_or(digits.len());
    let (major, rest) = digits.split_at(end);
    let minor = rest
        .strip_prefix('.')
        .is_some_and(|m| !m.is_empty() && m.bytes().all(|b| b.is_ascii_digit() || b == b'.'));
    let stage = |name: &str, base: u32| {
        rest.strip_prefix(name)
            .filter(|n| marked && n.len() <= 2 && n.bytes().all(|b| b.is_ascii_digit()))
            .map(|n| base + n.parse::<u32>().unwrap_or(0))
    };
    let rank = if rest.is_empty() || minor {
        Some(999)
    } else {
        stage("alpha", 100).or_else(|| stage("beta", 200))
    }?;
    if major.is_empty() || major.len() > 3 {
        return None;
    }
    Some(major.parse::<u32>().ok()? * 1000 + rank)
}

/// How a path's newest version segment names a call told apart by it: `v1`, `v1beta1`, `v2`
/// for `/api/2/…`.
pub(crate) fn version_label(path: &str) -> Option<String> {
    let seg = segs(path)
        .into_iter()
        .filter_map(|s| match s {
            Seg::Lit(l) => version(l).map(|v| (v, l)),
            Seg::Param(_) => None,
        })
        .max_by_key(|(v, _)| *v)?
        .1;
    let label = seg.to_ascii_lowercase().replace('.', "_");
    Some(if label.starts_with('v') {
        label
    } else {
        format!("v{label}")
    })
}

/// Lowercase letters and digits only: `security_groups` and `securitygroups` alike.
pub(super) fn squash(s: &str) -> String {
    s.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The path's key (rule 1), and its version (the largest version segment, 0 without).
pub(super) fn key(path: &str) -> (Vec<String>, u32) {
    let mut out = Vec::new();
    let mut v = 0;
    for s in segs(path) {
        match s {
            Seg::Lit(l) => match version(l) {
                Some(n) => v = v.max(n),
                None => out.push(squash(l)),
            },
            Seg::Param(_) => out.push("{}".into()),
        }
    }
    (out, v)
}

pub(super) fn params(path: &str) -> Vec<String> {
    segs(path)
        .into_iter()
        .filter_map(|s| match s {
            Seg::Param(p) => Some(p.to_string()),
            Seg::Lit(_) => None,
        })
        .collect()
}

/// A word's singular, roughly (`policies` → `policy`, `ips` → `ip`): for comparing names.
pub(in crate::lower) fn singular(w: &str) -> String {
    if let Some(stem) = w.strip_suffix("ies") {
        format!("{stem}y")
    } else if w.ends_with("ss") || w.len() < 3 {
        w.to_string()
    } else {
        w.strip_suffix('s').unwrap_or(w).to_string()
    }
}

/// The document's words: what a run-together segment is split by; and which two it writes side
/// by side (`load balancer`, `LoadBalancer`), for a segment it also uses whole.
#[derive(Default)]
pub(super) struct Vocabulary(BTreeSet<String>, BTreeSet<(String, String)>);

impl Vocabulary {
    /// The words of a name or a sentence: runs of letters and digits, split where a lowercase
    /// letter meets an uppercase one (`LoadBalancer`) and before the last capital of a run of
    /// them followed by a lowercase letter (`IPRange`). Cheaper than a full snake-casing, and the
    /// same words for what a vocabulary needs (every summary of a large document goes through it).
    pub(super) fn add_text(&mut self, text: &str) {
        let bytes = text.as_bytes();
        let mut start = None;
        let mut before: Option<String> = None;
        let mut push = |from: usize, to: usize, set: &mut BTreeSet<String>| {
            let w = &text[from..to];
            if w.len() >= 2 && w.len() <= 24 && w.bytes().any(|b| b.is_ascii_alphabetic()) {
                let w = w.to_ascii_lowercase();
                if let Some(b) = before.take() {
                    self.1.insert((b, singular(&w)));
                }
                set.insert(w.clone());
                before = Some(w);
            } else {
                before = None;
            }
        };
        for i in 0..=bytes.len() {
            let b = bytes.get(i).copied().unwrap_or(b' ');
            if !b.is_ascii_alphanumeric() {
                if let Some(s) = start.take() {
                    push(s, i, &mut self.0);
                }
                continue;
            }
            match start {
                None => start = Some(i),
                Some(s) => {
                    let prev = bytes[i - 1];
                    let next_lower = bytes.get(i + 1).is_some_and(u8::is_ascii_lowercase);
                    let boundary = b.is_ascii_uppercase()
                        && (prev.is_ascii_lowercase()
                            || prev.is_ascii_digit()
                            || (prev.is_ascii_uppercase() && next_lower));
                    if boundary {
                        push(s, i, &mut self.0);
                        start = Some(i);
                    }
                }
            }
        }
    }

    pub(super) fn knows(&self, w: &str) -> bool {
        self.0.contains(w) || self.0.contains(&singular(w))
    }

    /// `securitygroups` → `security_groups` where the document uses both words; a segment it
    /// knows whole, or cannot split into words it knows, stays as it is.
    pub(super) fn split(&self, segment: &str) -> String {
        let snaked = snake(segment);
        snaked
            .split('_')
            .map(|piece| {
                if piece.is_empty() {
                    return String::new();
                }
                // Fewest known words that spell the piece, each two letters or more; four or
                // more where the document also uses the piece whole (`loadbalancers` beside
                // `load balancers`, but `networks` stays).
                let shortest = if self.knows(piece) { 4 } else { 2 };
                let n = piece.len();
                let mut best: Vec<Option<Vec<usize>>> = vec![None; n + 1];
                best[0] = Some(Vec::new());
                for end in shortest..=n {
                    for start in 0..=end - shortest {
                        let Some(prev) = &best[start] else { continue };
                        if start == 0 && end == n {
                            continue;
                        }
                        if !piece.is_char_boundary(start) || !piece.is_char_boundary(end) {
                            continue;
                        }
                        if self.knows(&piece[start..end]) && best[end].as_ref().is_none_or(|b| b.len() > prev.len() + 1)
                        {
                            let mut cuts = prev.clone();
                            cuts.push(end);
                            best[end] = Some(cuts);
                        }
                    }
                }
                match &best[n] {
                    Some(cuts) if cuts.len() > 1 => {
                        let mut words = Vec::new();
                        let mut at = 0;
                        for &c in cuts {
                            words.push(&piece[at..c]);
                            at = c;
                        }
                        // A word the document uses whole is split only where it also writes
                        // its parts side by side (`load balancers`; never `card holders`).
                        let written_apart = words
                            .windows(2)
                            .all(|pair| self.1.contains(&(pair[0].to_string(), singular(pair[1]))));
                        if self.knows(piece) && !written_apart {
                            piece.to_string()
                        } else {
                            words.join("_")
                        }
                    }
                    _ => piece.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join("_")
    }
}

/// How many leading literal segments every path of the document shares (`/cloud/…`): they name
/// no resource.
pub(super) fn shared_prefix(api: &Api) -> usize {
    let lits = |p: &str| -> Vec<String> {
        segs(p)
            .into_iter()
            .map_while(|s| match s {
                Seg::Lit(l) => Some(l.to_string()),
                Seg::Param(_) => None,
            })
            .filter(|l| version(l).is_none())
            .collect()
    };
    let mut paths = api.endpoints.iter().map(|e| lits(&e.path));
    let Some(mut common) = paths.next() else { return 0 };
    for p in paths {
        let n = common.iter().zip(&p).take_while(|(a, b)| a == b).count();
        common.truncate(n);
    }
    // A document of one collection keeps its name.
    let all_one = api.endpoints.iter().all(|e| lits(&e.path).len() <= common.len());
    if all_one {
        common.len().saturating_sub(1)
    } else {
        common.len()
    }
}

pub(super) fn vocabulary(api: &Api) -> Vocabulary {
    let mut v = Vocabulary::default();
    for t in &api.types {
        v.add_text(&t.name);
    }
    for op in &api.operations {
        for t in &op.tags {
            v.add_text(t);
        }
        if let Some(s) = &op.summary {
            v.add_text(s);
        }
        v.add_text(&op.id);
    }
    v
}

/// A run-together literal (`poweroff`) as the words its operation's own summary spells it with
/// (`Power off a Server` → `power_off`): the summary says where one word ends, which a
/// vocabulary that also knows the word whole cannot.
pub(super) fn spelled_by_summary(summary: Option<&str>, literal: &str) -> Option<String> {
    if literal.contains(|c: char| !c.is_ascii_lowercase()) {
        return None;
    }
    let words: Vec<String> = summary?
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    (0..words.len()).find_map(|start| {
        let mut joined = String::new();
        for (n, w) in words[start..].iter().enumerate() {
            joined.push_str(w);
            if joined.len() > literal.len() || !literal.starts_with(joined.as_str()) {
                return None;
            }
            if joined == literal {
                return (n > 0).then(|| words[start..=start + n].join("_"));
            }
        }
        None
    })
}

/// An action's method as its summary names it, where the summary's verb is another than the
/// path's (`/retype` summarized "Change volume type": `change_type`; `/delsecuritygroup`,
/// "Un-assign security group": `unassign_security_group`): the summary's words up to the first
/// that says what the action is for or to (`to`, `from`, `for` …), without articles and the
/// words of the record's own name (`own`). `None` where the path's first word is among the
/// summary's (`/reboot`, "Soft-reboot a Server"), or where the operationId ends in the path's
/// words (`instance_start` for `/start`, "Boot an instance"): two names agree.
pub(super) fn action_by_summary(
    summary: Option<&str>,
    literal: &str,
    own: &[String],
    operation_id: &str,
) -> Option<String> {
    let summary = summary?;
    let mut id_words: Vec<String> = super::super::naming::snake_words(operation_id)
        .split('_')
        .map(str::to_string)
        .collect();
    while id_words.last().is_some_and(|w| version(w).is_some()) {
        id_words.pop();
    }
    let literal_words: Vec<String> = literal.split('_').map(str::to_string).collect();
    if id_words.ends_with(&literal_words) {
        return None;
    }
    let parts: Vec<String> = summary
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    let first = literal.split('_').next()?;
    if parts.iter().any(|p| p == first) {
        return None;
    }
    let articles = ["a", "an", "the", "this", "its", "one"];
    let after = ["to", "from", "for", "of", "in", "into", "on", "with", "by", "via"];
    let all: Vec<String> = summary
        .split_whitespace()
        .map(|w| {
            w.chars()
                .filter(char::is_ascii_alphanumeric)
                .collect::<String>()
                .to_ascii_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect();
    // Two actions in one (`Activate or deactivate …`) name neither.
    if all.iter().any(|w| w == "or" || w == "and") {
        return None;
    }
    let words: Vec<String> = all
        .into_iter()
        .take_while(|w| !after.contains(&w.as_str()))
        .filter(|w| !articles.contains(&w.as_str()))
        .filter(|w| !own.iter().any(|o| singular(o) == singular(w)))
        .collect();
    let verb = words.first()?;
    // A standard method's word (`Get instance metrics`) names no action of its own.
    if super::verbs::verb(verb, false).is_some() || words.len() > 4 {
        return None;
    }
    Some(words.join("_"))
}

/// The last segment of a path that is no parameter (`volumes` of `/v1/volumes/{project_id}`).
pub(in crate::lower) fn last_literal(path: &str) -> &str {
    path.rsplit('/')
        .find(|s| !s.is_empty() && !s.starts_with('{'))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_are_the_segments_that_only_number_the_api() {
        let major = |seg: &str| version(seg).map(|v| v / 1000);
        for (seg, v) in [
            ("v1", Some(1)),
            ("V2", Some(2)),
            ("v1beta1", Some(1)),
            ("v2alpha", Some(2)),
            ("v1.1", Some(1)),
        ] {
            assert_eq!(major(seg), v, "{seg}");
        }
        for (seg, v) in [("2", Some(2)), ("1.0", Some(1))] {
            assert_eq!(major(seg), v, "{seg}");
        }
        // Newer ranks higher: alpha, beta, stable, the next major.
        let ranks: Vec<Option<u32>> = ["v1alpha1", "v1beta1", "v1beta2", "v1", "v2alpha1"]
            .iter()
            .map(|s| version(s))
            .collect();
        assert!(ranks.windows(2).all(|w| w[0] < w[1]), "{ranks:?}");
        assert_eq!(version_label("/apis/x/v1beta1/"), Some("v1beta1".to_string()));
        assert_eq!(version_label("/api/2/issue"), Some("v2".to_string()));
        for seg in [
            "vpc", "v", "volumes", "destiny2", "2fa", "v1x", "20240101", "beta1", "1.",
        ] {
            assert_eq!(version(seg), None, "{seg}");
        }
    }

    #[test]
    fn an_action_is_named_by_its_summary_where_the_verbs_differ() {
        let own = |s: &str| s.split('_').map(str::to_string).collect::<Vec<_>>();
        let by =
            |summary: &str, literal: &str, r: &str| action_by_summary(Some(summary), literal, &own(r), "View.post");
        assert_eq!(
            by("Change volume type", "retype", "volumes").as_deref(),
            Some("change_type")
        );
        assert_eq!(
            by("Resize file share", "extend", "file_shares").as_deref(),
            Some("resize")
        );
        assert_eq!(
            by("Un-assign security group", "delsecuritygroup", "instances").as_deref(),
            Some("unassign_security_group")
        );
        assert_eq!(by("Soft-reboot a Server", "reboot", "servers"), None);
        assert_eq!(by("Attach a Volume to a Server", "attach", "volumes"), None);
        assert_eq!(
            by(
                "Change reverse DNS entry for a Floating IP",
                "change_dns_ptr",
                "floating_ips"
            ),
            None
        );
        assert_eq!(by("Get instance metrics", "metrics", "instances"), None);
        assert_eq!(
            by("Activate or deactivate DDoS protection profile", "action", "profiles"),
            None
        );
        assert_eq!(
            action_by_summary(
                Some("Boot an instance"),
                "start",
                &own("instances"),
                "instance_start_v1"
            ),
            None
        );
    }

    #[test]
    fn a_literal_run_together_is_split_as_its_summary_spells_it() {
        assert_eq!(
            spelled_by_summary(Some("Power off a Server"), "poweroff").as_deref(),
            Some("power_off")
        );
        assert_eq!(
            spelled_by_summary(Some("Power on a Server"), "poweron").as_deref(),
            Some("power_on")
        );
        assert_eq!(spelled_by_summary(Some("Reset a Server"), "reset"), None);
        assert_eq!(spelled_by_summary(Some("Poweroff a Server"), "poweroff"), None);
        assert_eq!(spelled_by_summary(Some("Power off"), "power_off"), None);
        assert_eq!(spelled_by_summary(None, "poweroff"), None);
    }

    #[test]
    fn run_together_words_are_split_by_the_documents_words() {
        let mut v = Vocabulary::default();
        for t in [
            "LoadBalancer",
            "Loadbalancer",
            "Security Groups",
            "FloatingIP",
            "Networks",
            "net works",
        ] {
            v.add_text(t);
        }
        assert_eq!(v.split("loadbalancers"), "load_balancers");
        assert_eq!(v.split("securitygroups"), "security_groups");
        assert_eq!(v.split("floatingips"), "floating_ips");
        assert_eq!(v.split("networks"), "networks");
        assert_eq!(v.split("security_groups"), "security_groups");
        assert_eq!(v.split("unknownword"), "unknownword");
        // Known whole and never written apart: kept whole.
        for t in ["IssuingCardholder", "Card", "account_holders"] {
            v.add_text(t);
        }
        assert_eq!(v.split("cardholders"), "cardholders");
        v.add_text("the card holder");
        assert_eq!(v.split("cardholders"), "card_holders");
    }
}
