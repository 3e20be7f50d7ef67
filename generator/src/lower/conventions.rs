//! Readings of conventions that real documents follow beyond what OpenAPI defines. Each is a
//! heuristic, kept here so that it is visible and easy to change; none can make a document
//! fail.

use serde_json::{Map, Value};

/// Member names whose values are secrets even where the document does not say so
/// (`format: password`, `writeOnly` or `x-sensitive` say it explicitly): their values are
/// redacted in `Debug` output and errors.
const SENSITIVE_NAMES: &[&str] = &[
    "password",
    "passwd",
    "secret",
    "api_key",
    "api_keys",
    "apikey",
    "token",
    "access_token",
    "user_data",
    "private_key",
];

/// Is a member of this name a secret by its name alone?
pub(crate) fn sensitive_name(name: &str) -> bool {
    SENSITIVE_NAMES.contains(&name.to_ascii_lowercase().as_str())
}

/// The scheme word an `Authorization` API key is sent with, from the security scheme's
/// description: providers write the header's form there in backticks (Gcore:
/// "`apikey <KEY>`"), since OpenAPI has no field for it.
pub(crate) fn auth_scheme_word(description: &str) -> Option<String> {
    description
        .split('`')
        .nth(1)
        .and_then(|code| code.split_whitespace().next())
        .filter(|w| w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        .map(str::to_string)
}

/// Where a documented fact comes from, as the document notes it: `x-source` (this project's
/// spec marks what it takes from the real service with `x-source: reference`).
pub(crate) fn source_note(schema: &Map<String, Value>) -> Option<String> {
    schema.get("x-source").and_then(Value::as_str).map(str::to_string)
}

/// Enum values that name a settled state of a record (compared without case).
const SETTLED_STATES: &[&str] = &[
    "available",
    "active",
    "ready",
    "running",
    "online",
    "enabled",
    "ok",
    "healthy",
    "provisioned",
    "created",
    "up",
];

/// Enum values that name the end of something done (an action, a job): settled before any
/// other, since an enum that has one is the state of work that ends (`running` then `success`).
const DONE_STATES: &[&str] = &[
    "succeeded",
    "success",
    "successful",
    "finished",
    "completed",
    "complete",
    "done",
];

/// Words that make an enum value a transition or a failure.
const PASSING_WORDS: &[&str] = &["error", "fail", "deleted", "pending", "unknown"];

/// How an enum value reads as a state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StateReading {
    /// Work that ended well (`success`, `COMPLETED`).
    Done,
    /// A record at rest (`available`, `ACTIVE`, `running`).
    Settled,
    /// A transition or a failure (`creating`, `DELETING`, `error`).
    Passing,
}

/// How an enum value reads as a record's state, `None` for neither. The fake makes records in
/// a settled state (`oapigen_fake::model::States`), and work it starts done.
pub(crate) fn settled_state(value: &str) -> Option<StateReading> {
    let v = value.to_ascii_lowercase();
    if DONE_STATES.contains(&v.as_str()) {
        Some(StateReading::Done)
    } else if SETTLED_STATES.contains(&v.as_str()) {
        Some(StateReading::Settled)
    } else if v.ends_with("ing") || PASSING_WORDS.iter().any(|w| v.contains(w)) {
        Some(StateReading::Passing)
    } else {
        None
    }
}

/// What a member of a record that holds a time says: when the record was made, or when it last
/// changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stamp {
    Made,
    Changed,
}

/// Words that name a record's making, and its last change, in a member's name.
const MADE_WORDS: &[&str] = &["created", "creation", "create", "inserted"];
const CHANGED_WORDS: &[&str] = &["updated", "update", "modified", "modification", "changed"];
/// Words around them that say no more than "the time of" (`created_at`, `last_modified`,
/// `creation_timestamp`).
const TIME_WORDS: &[&str] = &[
    "at",
    "on",
    "time",
    "date",
    "datetime",
    "timestamp",
    "ts",
    "last",
    "when",
];
/// Words of a description that say a member is a time.
const TIME_TEXT: &[&str] = &[
    "time",
    "date",
    "timestamp",
    "epoch",
    "iso 8601",
    "iso-8601",
    "iso8601",
    "rfc 3339",
];
/// Phrases of a description that say of what: the record's making, its last change.
const MADE_TEXT: &[&str] = &["was created", "were created", "was made", "creation"];
const CHANGED_TEXT: &[&str] = &[
    "was updated",
    "was last updated",
    "last updated",
    "was modified",
    "last modified",
    "was last changed",
    "last changed",
];

/// Whether a member of a record holds when the record was made or last changed, by its name
/// (`created_at`, `date_created`, `updatedAt`, `last_modified`), else by its description ("Time
/// at which the object was created", "Point in time when the Resource was created").
pub(crate) fn stamp(name: &str, description: Option<&str>) -> Option<Stamp> {
    let snake = super::naming::snake_words(name);
    let words: Vec<&str> = snake
        .split('_')
        .filter(|w| !w.is_empty() && !TIME_WORDS.contains(w))
        .collect();
    match words.as_slice() {
        [w] if MADE_WORDS.contains(w) => return Some(Stamp::Made),
        [w] if CHANGED_WORDS.contains(w) => return Some(Stamp::Changed),
        _ => {}
    }
    let text = description?.to_ascii_lowercase();
    let words: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric() && c != '-').collect();
    let timed = TIME_TEXT.iter().any(|t| {
        if t.contains(' ') {
            text.contains(t)
        } else {
            words.contains(t)
        }
    });
    if !timed {
        return None;
    }
    let says = |phrases: &[&str]| phrases.iter().any(|p| text.contains(p));
    // The member's name said nothing, so its text must say only one.
    match (says(MADE_TEXT), says(CHANGED_TEXT)) {
        (true, false) => Some(Stamp::Made),
        (false, true) => Some(Stamp::Changed),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Lists: how real documents page, filter and order them (read by `lists.rs` into the fake's
// model; the engine holds none of these words). Names are compared in lower case with `_` and
// `-` left out, so `per_page`, `perPage` and `per-page` are one.

/// A name as compared here: lower case, without `_` and `-`.
pub(crate) fn folded(name: &str) -> String {
    name.chars()
        .filter(|c| *c != '_' && *c != '-')
        .flat_map(char::to_lowercase)
        .collect()
}

fn named(name: &str, words: &[&str]) -> bool {
    let name = folded(name);
    words.iter().any(|w| folded(w) == name)
}

/// What a query parameter of a list says of its page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PageParam {
    /// The most items a page holds (an integer).
    Size,
    /// How many items to skip (an integer).
    Offset,
    /// The page's number (an integer).
    Number,
    /// The id (or cursor) the page starts after.
    After,
    /// The id (or cursor) the page ends before.
    Before,
}

/// A list's query parameter as a page's size, start or cursor, by its name; `integer` says
/// whether its schema is an integer (sizes, offsets and numbers are).
pub(crate) fn page_param(name: &str, integer: bool) -> Option<PageParam> {
    if integer {
        if named(
            name,
            &[
                "limit",
                "per_page",
                "page_size",
                "max_results",
                "max_items",
                "results_per_page",
            ],
        ) {
            return Some(PageParam::Size);
        }
        if named(name, &["offset", "skip", "start_index"]) {
            return Some(PageParam::Offset);
        }
        if named(name, &["page", "page_number", "page_num"]) {
            return Some(PageParam::Number);
        }
        return None;
    }
    if named(
        name,
        &[
            "starting_after",
            "after",
            "cursor",
            "marker",
            "page_token",
            "next_token",
            "start_after",
        ],
    ) {
        return Some(PageParam::After);
    }
    named(name, &["ending_before", "before", "end_before"]).then_some(PageParam::Before)
}

/// The kind of value a member of a list's answer holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Held {
    Number,
    Boolean,
    Text,
}

/// What a member of a list's answer (beside the items) says of the page, by its name, what
/// it holds and its description; `among_links` says it sits in an object of links (`links`,
/// `pages`), where `next` and `last` are addresses.
pub(crate) fn page_fact(
    name: &str,
    held: Held,
    description: &str,
    among_links: bool,
) -> Option<oapigen_fake::model::PageFact> {
    use oapigen_fake::model::PageFact as F;
    match held {
        Held::Number => {
            let fact = if named(
                name,
                &[
                    "total",
                    "total_count",
                    "total_entries",
                    "total_items",
                    "total_results",
                    "total_records",
                    "total_size",
                    "count",
                    "results",
                ],
            ) {
                F::Total
            } else if named(name, &["page", "current_page", "page_number"]) {
                F::Page
            } else if named(name, &["per_page", "page_size", "limit"]) {
                F::PageSize
            } else if named(name, &["last_page", "pages", "total_pages", "page_count", "num_pages"]) {
                F::LastPage
            } else if named(name, &["next_page"]) {
                F::NextPage
            } else if named(name, &["previous_page", "prev_page"]) {
                F::PreviousPage
            } else if description.to_ascii_lowercase().contains("total number") {
                F::Total
            } else {
                return None;
            };
            Some(fact)
        }
        Held::Boolean => named(name, &["has_more", "has_next", "has_next_page", "more"]).then_some(F::HasMore),
        Held::Text => {
            if named(name, &["first_id"]) {
                Some(F::FirstId)
            } else if named(name, &["last_id"]) {
                Some(F::LastId)
            } else if named(name, &["next_cursor", "next_page_token", "next_token", "next_marker"]) {
                Some(F::NextCursor)
            } else if named(name, &["previous_cursor", "prev_cursor", "previous_page_token"]) {
                Some(F::PreviousCursor)
            } else if named(name, &["next"]) && (among_links || looks_like_address(description)) {
                Some(F::NextLink)
            } else if named(name, &["previous", "prev"]) && (among_links || looks_like_address(description)) {
                Some(F::PreviousLink)
            } else if named(name, &["first"]) && among_links {
                Some(F::FirstLink)
            } else if named(name, &["last"]) && among_links {
                Some(F::LastLink)
            } else {
                None
            }
        }
    }
}

/// An object of a list's answer that holds links to its pages, by its name.
pub(crate) fn links_object(name: &str) -> bool {
    named(name, &["links", "pages", "_links", "pagination_links"])
}

fn looks_like_address(description: &str) -> bool {
    let d = description.to_ascii_lowercase();
    d.contains("url") || d.contains("uri") || d.contains("link")
}

/// The member of a list's answer that holds the items, where several are lists and none holds
/// the records themselves.
pub(crate) fn items_member(name: &str) -> bool {
    named(name, &["data", "results", "items", "records", "entries", "values"])
}

/// Whether a list's description says its newest records come first ("sorted by creation date,
/// with the most recent … appearing first", "newest first", "reverse chronological order").
pub(crate) fn newest_first(description: &str) -> bool {
    let d = description.to_ascii_lowercase();
    d.contains("newest first")
        || d.contains("reverse chronological")
        || d.contains("descending order by creation")
        || (d.contains("most recent") && d.contains("first") && (d.contains("sorted") || d.contains("order")))
}

/// A parameter whose value names the member to order by (`sort=name:asc`, `order_by=-created`).
pub(crate) fn sort_param(name: &str) -> bool {
    named(name, &["sort", "sort_by", "order_by", "ordering", "order", "sort_key"])
}

/// Values of a direction parameter (`order=asc|desc`): `Some(true)` descending.
pub(crate) fn direction(value: &str) -> Option<bool> {
    match folded(value).as_str() {
        "asc" | "ascending" => Some(false),
        "desc" | "descending" => Some(true),
        _ => None,
    }
}

/// A parameter of free text matched against the record's `name`.
/// A member named as an address of the API: the record's own (`url`: `Some("")`), or of the path
/// below it that its name begins with (`comments_url`: `Some("comments")`).
pub(crate) fn address_member(name: &str) -> Option<&str> {
    if name == "url" {
        return Some("");
    }
    name.strip_suffix("_url").filter(|w| !w.is_empty())
}

/// A request member that gives a record's member a new value (`new_name` → `name`).
pub(crate) fn renamed(member: &str) -> Option<&str> {
    member.strip_prefix("new_").filter(|m| !m.is_empty())
}

/// A filter's value that asks for every record (`state=all`, `status=any`), not for those
/// holding it.
pub(crate) fn every_value(value: &str) -> bool {
    ["all", "any", "*"].contains(&value.to_ascii_lowercase().as_str())
}

pub(crate) fn search_param(name: &str) -> bool {
    named(name, &["search", "q", "query", "filter_name"])
}

/// A parameter listing ids of the records to keep.
pub(crate) fn ids_param(name: &str) -> bool {
    named(name, &["ids", "uuids", "id__in", "id_in"])
}

/// A parameter naming tag keys (every one a record must carry).
pub(crate) fn tag_keys_param(name: &str) -> bool {
    named(name, &["tag_key", "tag_keys"])
}

/// A parameter holding tag pairs (a JSON object as text).
pub(crate) fn tag_pairs_param(name: &str) -> bool {
    named(name, &["tag_key_value", "tag_pairs"])
}

/// A parameter that is a selector over a map member: `label_selector` over `labels`.
pub(crate) fn selector_of(name: &str) -> Option<&str> {
    name.strip_suffix("_selector").or_else(|| name.strip_suffix("Selector"))
}

/// Suffixes of a parameter matching part of the member they follow (`name_part`).
pub(crate) const PART_SUFFIXES: &[&str] = &["_part", "_contains", "_like"];

/// Prefix of a parameter asking whether a member is there and not empty (`has_attachments`).
pub(crate) const HAS_PREFIX: &str = "has_";

/// Members that say when a record last changed, then when it was made, in the order looked for.
pub(crate) const CHANGED_MEMBERS: &[&str] = &[
    "updated_at",
    "updated_on",
    "changed_at",
    "modified_at",
    "updated",
    "created_at",
    "created_on",
    "created",
];
/// Members that say when a record was made.
pub(crate) const CREATED_MEMBERS: &[&str] = &["created_at", "created_on", "created"];

/// A timestamp filter named for one bound: which members it compares (changed or created)
/// and the bound.
pub(crate) fn timestamp_filter(name: &str) -> Option<(&'static [&'static str], oapigen_fake::model::Bound)> {
    use oapigen_fake::model::Bound;
    let found = if named(
        name,
        &["changes_since", "changed_since", "updated_since", "modified_since"],
    ) {
        (CHANGED_MEMBERS, Bound::Gte)
    } else if named(
        name,
        &["changes_before", "changed_before", "updated_before", "modified_before"],
    ) {
        (CHANGED_MEMBERS, Bound::Lt)
    } else if named(
        name,
        &["from_timestamp", "created_from", "created_after", "created_since"],
    ) {
        (CREATED_MEMBERS, Bound::Gte)
    } else if named(name, &["to_timestamp", "created_to", "created_until"]) {
        (CREATED_MEMBERS, Bound::Lte)
    } else if named(name, &["created_before"]) {
        (CREATED_MEMBERS, Bound::Lt)
    } else {
        return None;
    };
    Some(found)
}

/// The members of a range object (`created[gte]=…`), by name.
pub(crate) fn range_bound(name: &str) -> Option<oapigen_fake::model::Bound> {
    use oapigen_fake::model::Bound;
    Some(match name {
        "gt" => Bound::Gt,
        "gte" | "ge" => Bound::Gte,
        "lt" => Bound::Lt,
        "lte" | "le" => Bound::Lte,
        _ => return None,
    })
}

/// The members of a text filter object (`name[prefix]=prod-`), by name.
pub(crate) fn text_match(name: &str) -> Option<oapigen_fake::model::TextMatch> {
    use oapigen_fake::model::TextMatch;
    Some(match name {
        "exact" | "eq" => TextMatch::Exact,
        "prefix" | "starts_with" => TextMatch::Prefix,
        "contains" | "icontains" => TextMatch::Contains,
        "suffix" | "ends_with" => TextMatch::Suffix,
        _ => return None,
    })
}

/// The members of a tag object in a list of tags (`{"key": …, "value": …}`).
pub(crate) fn tag_pair(members: &[String]) -> Option<(String, String)> {
    let find = |words: &[&str]| members.iter().find(|m| named(m, words)).cloned();
    Some((find(&["key", "name"])?, find(&["value"])?))
}

/// A member that names a record of whatever resource (`resource_id`, `parent_id`): the record
/// it was made on.
pub(crate) fn generic_reference(name: &str) -> bool {
    named(name, &["resource_id", "parent_id", "owner_id", "target_id"])
}

/// A path's last word that takes away rather than adds (`remove`, `detach`, `unassign`,
/// `disassociate`, `delete_…`).
pub(crate) fn takes_away(word: &str) -> bool {
    let w = word.to_ascii_lowercase();
    ["remove", "detach", "un", "dis", "delete", "revoke"]
        .iter()
        .any(|p| w.starts_with(p))
}

/// What a string member of an error answer holds: the message, the name of the request's
/// field at fault, or a JSON pointer to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ErrorRole {
    Message,
    Field,
    Pointer,
}

/// Names of an error's message, the likelier first.
const MESSAGE_NAMES: &[&str] = &[
    "message",
    "detail",
    "details",
    "reason",
    "error_message",
    "error_description",
    "description",
    "title",
    "msg",
    "error",
];
/// Names of the member naming the field at fault, the likelier first.
const FIELD_NAMES: &[&str] = &[
    "field",
    "param",
    "parameter",
    "field_name",
    "property",
    "attribute",
    "location",
];
/// Names of a JSON pointer to it.
const POINTER_NAMES: &[&str] = &["pointer", "json_pointer", "instance_path"];

/// The role of a string member of an error answer, with its rank (lower is likelier), by its
/// name, else by its description ("A human-readable message", "The field that caused the
/// error", "A JSON Pointer to …").
pub(crate) fn error_role(name: &str, description: Option<&str>) -> Option<(ErrorRole, usize)> {
    let snake = super::naming::snake_words(name);
    if let Some(i) = MESSAGE_NAMES.iter().position(|n| *n == snake) {
        return Some((ErrorRole::Message, i));
    }
    if let Some(i) = FIELD_NAMES.iter().position(|n| *n == snake) {
        return Some((ErrorRole::Field, i));
    }
    if let Some(i) = POINTER_NAMES.iter().position(|n| *n == snake) {
        return Some((ErrorRole::Pointer, i));
    }
    let text = description?.to_ascii_lowercase();
    if text.contains("json pointer") {
        return Some((ErrorRole::Pointer, POINTER_NAMES.len()));
    }
    if text.contains("human-readable") || text.contains("human readable") {
        return Some((ErrorRole::Message, MESSAGE_NAMES.len()));
    }
    let names_field = ["field", "parameter", "property"].iter().any(|w| text.contains(w));
    let at_fault = ["caused", "related", "invalid", "failed", "refers", "relates"]
        .iter()
        .any(|w| text.contains(w));
    (names_field && at_fault).then_some((ErrorRole::Field, FIELD_NAMES.len()))
}

/// Whether `plural` is the plural of `single` as English spells a member's name (`names` of
/// `name`, `addresses` of `address`, `policies` of `policy`).
pub(crate) fn plural_of(plural: &str, single: &str) -> bool {
    !single.is_empty()
        && (plural == format!("{single}s")
            || plural == format!("{single}es")
            || single
                .strip_suffix('y')
                .is_some_and(|stem| plural == format!("{stem}ies")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_are_read_from_names_then_descriptions() {
        for made in [
            "created_at",
            "created",
            "date_created",
            "createdAt",
            "creation_timestamp",
        ] {
            assert_eq!(stamp(made, None), Some(Stamp::Made), "{made}");
        }
        for changed in ["updated_at", "last_modified", "modifiedOn", "updateTime"] {
            assert_eq!(stamp(changed, None), Some(Stamp::Changed), "{changed}");
        }
        for neither in ["created_by", "canceled_at", "update_policy", "at"] {
            assert_eq!(stamp(neither, None), None, "{neither}");
        }
        let stripe = "Time at which the object was created. Measured in seconds since the Unix epoch.";
        assert_eq!(stamp("born", Some(stripe)), Some(Stamp::Made));
        assert_eq!(stamp("n", Some("How many were created")), None, "no time in it");
        let key = "The fingerprint is created when the key is added to your account.";
        assert_eq!(stamp("fingerprint", Some(key)), None, "not the time of anything");
        let hetzner = "Point in time when the Resource was created (in ISO-8601 format)";
        assert_eq!(stamp("born", Some(hetzner)), Some(Stamp::Made));
    }

    #[test]
    fn error_members_are_read_by_role() {
        assert_eq!(error_role("message", None), Some((ErrorRole::Message, 0)));
        assert_eq!(error_role("param", None).map(|r| r.0), Some(ErrorRole::Field));
        assert_eq!(
            error_role("text", Some("A human-readable explanation")).map(|r| r.0),
            Some(ErrorRole::Message)
        );
        assert_eq!(
            error_role("where", Some("The field in the request that caused this error.")).map(|r| r.0),
            Some(ErrorRole::Field)
        );
        assert_eq!(
            error_role("request_id", Some("A request ID to report bugs with.")),
            None
        );
    }

    #[test]
    fn plurals_as_member_names_spell_them() {
        assert!(plural_of("names", "name") && plural_of("addresses", "address") && plural_of("policies", "policy"));
        assert!(!plural_of("name", "name") && !plural_of("tags", "") && !plural_of("nameservers", "name"));
    }
}

/// What a record's member says of a file it was given (`fm::Upload`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FileFact {
    Name,
    Size,
    MediaType,
}

/// Which fact of an uploaded file a record's member of this name holds (`integer`: its schema
/// is an integer), given the body's member that carries the file (`part`: `file`). Services
/// answer an upload with what they learnt of the file; these are the names they give it. The
/// rank orders several candidates for one fact (lower first): the file's own words before the
/// record's generic `name`/`type`.
pub(crate) fn file_fact(name: &str, integer: bool, part: &str) -> Option<(FileFact, u8)> {
    let n = folded(name);
    let part = folded(part);
    let own = |suffix: &str| n == format!("{part}{suffix}");
    if integer {
        return match n.as_str() {
            "size" | "bytes" | "sizebytes" | "filesize" | "contentlength" => Some((FileFact::Size, 0)),
            _ if own("size") || own("bytes") => Some((FileFact::Size, 0)),
            "length" => Some((FileFact::Size, 1)),
            _ => None,
        };
    }
    match n.as_str() {
        "filename" | "originalfilename" | "originalname" => Some((FileFact::Name, 0)),
        _ if own("name") => Some((FileFact::Name, 0)),
        "name" => Some((FileFact::Name, 1)),
        "contenttype" | "mimetype" | "mediatype" => Some((FileFact::MediaType, 0)),
        _ if own("contenttype") || own("mimetype") || own("type") => Some((FileFact::MediaType, 0)),
        _ => None,
    }
}

/// The members of an object that name it, best first, for a record's member `k` holding it
/// (`flavor`): `flavor_id`, `id`, `slug`, `flavor_name`, `name`. A text a request gives for the
/// object goes into the first of them it fits.
pub(crate) fn naming_members(k: &str) -> [String; 5] {
    [
        format!("{k}_id"),
        "id".to_string(),
        "slug".to_string(),
        format!("{k}_name"),
        "name".to_string(),
    ]
}

/// The record's own members that name what its member `k` holds, beside it (`size_slug`).
pub(crate) fn naming_siblings(k: &str) -> [String; 3] {
    [format!("{k}_slug"), format!("{k}_id"), format!("{k}_name")]
}

/// Does the request's `member` (`load_balancer_id`) name one entry of the record's list
/// `list` (`loadbalancers`): `{x}_id` beside `{x}s`, spelled alike but for underscores and case.
pub(crate) fn listed_as(member: &str, list: &str) -> bool {
    let squash = |w: &str| {
        w.chars()
            .filter(char::is_ascii_alphanumeric)
            .collect::<String>()
            .to_ascii_lowercase()
    };
    member
        .strip_suffix("_id")
        .is_some_and(|stem| format!("{}s", squash(stem)) == squash(list))
}

/// The members of a tag in a record's list of tags, as a map given for the list is merged into
/// it: its key, its value, and the flag marking the service's own tags (`read_only`).
pub(crate) fn tag_list_members(members: &[String]) -> Option<(String, String, Option<String>)> {
    let has = |w: &str| members.iter().any(|m| m == w).then(|| w.to_string());
    Some((has("key")?, has("value")?, has("read_only")))
}

/// Whether a member's description says no two records may hold the same value of it (`must be
/// unique per Project`, `unique across all products`).
pub(crate) fn says_unique(description: &str) -> bool {
    let text = description.to_ascii_lowercase();
    [
        "must be unique",
        "unique per ",
        "unique across",
        "unique within",
        "unique among",
    ]
    .iter()
    .any(|w| text.contains(w))
}

/// Whether an error's code, message or description says it refuses a value another record
/// holds (`uniqueness_error`, "already exists", `duplicate_name`).
pub(crate) fn says_duplicate(text: &str) -> bool {
    let text = text.to_ascii_lowercase();
    ["unique", "already exist", "duplicate"]
        .iter()
        .any(|w| text.contains(w))
}
