//! Rule 6b: the members of a record that hold an address of the API (`url`, `comments_url`), as
//! their examples show: a client that follows them (`PATCH {issue.url}`) must reach the fake.

use oapigen_fake::model as fm;
use serde_json::Value;

use super::super::Lowerer;
use super::super::conventions as cv;
use super::super::resources::singular_word as singular;
use super::Slots;
use crate::ir::Api;

impl Lowerer<'_> {
    /// Each record's members whose example is an address at the document's server of a path
    /// the record fills (`fm::Resource::links`).
    pub(super) fn linked_members(
        &self,
        api: &Api,
        ops: &[fm::Operation],
        resources: &mut [fm::Resource],
        slots: &Slots,
    ) {
        let Some(server) = api.base_url.as_deref().map(without_scheme) else {
            return;
        };
        let server = server.trim_end_matches('/');
        let mut templates: Vec<&str> = api.operations.iter().map(|o| o.path.as_str()).collect();
        templates.sort_unstable();
        templates.dedup();
        let base = super::base_paths(api.base_url.as_deref()).pop().unwrap_or_default();
        // A record may hold the address of a record it belongs to, whose parameters it keeps
        // no value of (a comment's `issue_url`): made as it is made below that record.
        let items: Vec<String> = resources.iter().map(|r| r.item.clone()).collect();
        for (r, res) in resources.iter_mut().enumerate() {
            let Some(loc) = res.record.map(|s| &slots.locs[s]) else {
                continue;
            };
            // What a request writes is the client's (a webhook's `url`), not an address of the API.
            let written: Vec<String> = ops
                .iter()
                .filter(|o| {
                    matches!(o.role, fm::Role::Create { resource } | fm::Role::Update { resource } | fm::Role::Replace { resource } if resource == r)
                        && o.part.is_none()
                })
                .filter_map(|o| o.body.as_ref()?.schema)
                .flat_map(|b| self.members_of(&slots.locs[b]))
                .map(|(n, _)| n)
                .collect();
            let known: Vec<&str> = res
                .scope
                .iter()
                .map(String::as_str)
                .chain([res.id_param.as_str()])
                .collect();
            for (name, at) in self.members_of(loc) {
                if written.contains(&name) {
                    continue;
                }
                let at = self.target(&at);
                let text = self
                    .value(&at)
                    .and_then(Value::as_object)
                    .is_some_and(|m| m.get("type").is_none_or(|t| t == "string"));
                if !text {
                    continue;
                }
                let examples = self.schema_examples(&at);
                let by_example = examples.iter().find_map(|e| {
                    let rest = without_scheme(e).strip_prefix(server)?;
                    let path = rest.split(['?', '#']).next().unwrap_or_default();
                    path.starts_with('/')
                        .then(|| best_template(&templates, path, &known, &items))?
                });
                // An address whose example names no path of the document (`/repositories/42/
                // issues/1`): by its name, the record's own (`url`) or a path below it
                // (`comments_url`).
                let an_address = examples.iter().any(|e| without_scheme(e).starts_with(server))
                    || self
                        .value(&at)
                        .and_then(|m| m.get("format"))
                        .and_then(Value::as_str)
                        .is_some_and(|f| matches!(f, "uri" | "url" | "uri-reference"));
                let by_name = || {
                    let below = cv::address_member(&name)?;
                    let path = match below {
                        "" => res.item.clone(),
                        word => format!("{}/{word}", res.item),
                    };
                    templates
                        .iter()
                        .find(|t| **t == path)
                        .copied()
                        .or_else(|| item_named(&items, below, &res.collection))
                };
                let found = match by_example {
                    Some(t) => Some((t, "as its example shows")),
                    None if an_address => by_name().map(|t| (t, "as its name says")),
                    None => None,
                };
                if let Some((template, how)) = found {
                    res.why.push(format!(
                        "`{name}` is an address of the API (`{template}`), {how}: the fake's own"
                    ));
                    res.links.push(fm::Link {
                        member: name,
                        path: format!("{base}{template}"),
                    });
                }
            }
        }
    }
}

/// The item path of the records a singular word names (`issue` → `/repos/{owner}/{repo}/issues/{issue_number}`,
/// by its last literal; `issues` names a collection), the one sharing most of its path with
/// `near` where several do.
fn item_named<'i>(items: &'i [String], word: &str, near: &str) -> Option<&'i str> {
    if word.is_empty() {
        return None;
    }
    items
        .iter()
        .filter(|i| {
            i.rsplit('/')
                .find(|s| !s.starts_with('{'))
                .is_some_and(|last| last != word && singular(last) == word)
        })
        .max_by_key(|i| {
            let shared = i.split('/').zip(near.split('/')).take_while(|(a, b)| a == b).count();
            (shared, std::cmp::Reverse(i.len()))
        })
        .map(String::as_str)
}

fn without_scheme(url: &str) -> &str {
    url.split_once("://").map_or(url, |(_, rest)| rest)
}

/// The path template that `path` is an instance of, whose parameters are all `known` (the
/// record's scope and id) or that is one of the `items` paths: the one matching most segments
/// literally.
fn best_template<'t>(templates: &[&'t str], path: &str, known: &[&str], items: &[String]) -> Option<&'t str> {
    let segments: Vec<&str> = path.trim_end_matches('/').split('/').collect();
    let mut best: Option<(usize, &str)> = None;
    for t in templates {
        let parts: Vec<&str> = t.trim_end_matches('/').split('/').collect();
        if parts.len() != segments.len() {
            continue;
        }
        let mut literal = 0;
        let an_item = items.iter().any(|i| i == t);
        let fits =
            parts
                .iter()
                .zip(&segments)
                .all(|(p, s)| match p.strip_prefix('{').and_then(|p| p.strip_suffix('}')) {
                    Some(param) => !s.is_empty() && (an_item || known.contains(&param)),
                    None => {
                        literal += 1;
                        p == s
                    }
                });
        if fits && best.is_none_or(|(n, _)| literal > n) {
            best = Some((literal, t));
        }
    }
    best.map(|(_, t)| t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_read_as_the_template_it_fills_most_literally() {
        let templates = [
            "/repos/{owner}/{repo}",
            "/repos/{owner}/{repo}/issues/{issue_number}",
            "/repos/{owner}/{repo}/issues/comments",
            "/repos/{owner}/{repo}/issues/{issue_number}/comments",
            "/users/{username}",
        ];
        let known = ["owner", "repo", "issue_number"];
        let t = |p| best_template(&templates, p, &known, &[]);
        assert_eq!(
            t("/repos/octocat/Hello-World/issues/1347"),
            Some("/repos/{owner}/{repo}/issues/{issue_number}")
        );
        assert_eq!(
            t("/repos/octocat/Hello-World/issues/comments"),
            Some("/repos/{owner}/{repo}/issues/comments")
        );
        assert_eq!(t("/repos/octocat/Hello-World"), Some("/repos/{owner}/{repo}"));
        // A parameter the record cannot fill is no address of it.
        assert_eq!(t("/users/octocat"), None);
        // Unless it is the item of a record this one may belong to.
        let items = ["/users/{username}".to_string()];
        assert_eq!(
            best_template(&templates, "/users/octocat", &known, &items),
            Some("/users/{username}")
        );
    }
}
