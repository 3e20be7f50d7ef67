//! Answers that are streams of items: Server-Sent Events (`text/event-stream`), JSON Lines
//! (`application/jsonl`) and NDJSON (`application/x-ndjson`), read by the builder's `stream()`
//! (the runtime's `EventStream`) and served as streams by the fake.
//!
//! Where the item's schema is, the one reading both the client (`Lowerer::stream_body`) and the
//! fake's model (`lower/fake.rs`) use:
//!
//! - OpenAPI 3.2's `itemSchema` describes one item. For Server-Sent Events it describes the whole
//!   event (`{event, data, id, retry}`): the item is its `data` property, whose `contentSchema`
//!   describes the JSON a string holds (`contentMediaType: application/json`); data described as
//!   a string without one is text. The event's `event`, `id` and `retry` are the runtime's
//!   `Event`'s, read as text: a constraint on them is a located warning, and so is an event
//!   schema without `data` (its data is then read as any JSON).
//! - Without `itemSchema`, `schema` describes one item (what documents before 3.2 mean by it);
//!   for Server-Sent Events, one event's data, a string schema meaning text.
//! - Without either, Server-Sent Events are text and JSON Lines any JSON.

use serde_json::{Map, Value};

use super::Lowerer;
use crate::ir::{Operation, Shape, StreamBody, StreamFormat};
use crate::load::Location;

/// How a media type streams, when it is one of the streaming types: Server-Sent Events (`true`)
/// or JSON Lines (`false`).
pub(crate) fn streams(media: &str) -> Option<bool> {
    match essence(media).as_str() {
        "text/event-stream" => Some(true),
        "application/jsonl" | "application/x-ndjson" | "application/jsonlines" | "application/x-jsonlines" => {
            Some(false)
        }
        _ => None,
    }
}

/// A media type without its parameters, in lower case.
fn essence(media: &str) -> String {
    media.split(';').next().unwrap_or_default().trim().to_ascii_lowercase()
}

/// Where a streamed answer's item is described, and how it reads.
pub(crate) struct StreamItem {
    /// The media type as the document writes it (its key in `content`).
    pub media: String,
    pub format: StreamFormat,
    /// The item's schema (for Server-Sent Events, one event's data), when the document gives one.
    pub schema: Option<Location>,
    /// What the document says that the client does not check: where, the keyword, and why.
    pub unchecked: Vec<(Location, &'static str, String)>,
}

impl<'a> Lowerer<'a> {
    /// The first streaming media type of a `content` map at `content_loc`, and its item.
    pub(super) fn stream_item(&self, content_loc: &Location, content: &Map<String, Value>) -> Option<StreamItem> {
        let (media, sse) = content.keys().find_map(|m| Some((m.clone(), streams(m)?)))?;
        let mloc = Self::child(content_loc, &media);
        let mt = self.value(&mloc).and_then(Value::as_object);
        let mut unchecked = Vec::new();
        let (schema, text) = match (mt.and_then(|m| m.get("itemSchema")), mt.and_then(|m| m.get("schema"))) {
            (Some(_), _) if sse => self.event_data(&Self::child(&mloc, "itemSchema"), &mut unchecked),
            (Some(_), _) => (Some(Self::child(&mloc, "itemSchema")), false),
            (None, Some(_)) if sse => self.data_reading(Self::child(&mloc, "schema")),
            (None, Some(_)) => (Some(Self::child(&mloc, "schema")), false),
            (None, None) => (None, sse),
        };
        let format = match (sse, text) {
            (true, false) => StreamFormat::ServerSentEvents,
            (true, true) => StreamFormat::ServerSentText,
            (false, _) => StreamFormat::JsonLines,
        };
        Some(StreamItem {
            media,
            format,
            schema,
            unchecked,
        })
    }

    /// The data of the event an `itemSchema` at `loc` describes, and what of the event the client
    /// does not check.
    fn event_data(
        &self,
        loc: &Location,
        unchecked: &mut Vec<(Location, &'static str, String)>,
    ) -> (Option<Location>, bool) {
        let event = self.follow_refs(loc).end();
        let properties = self
            .value(&event)
            .and_then(|e| e.get("properties"))
            .and_then(Value::as_object);
        let Some(properties) = properties.filter(|p| p.contains_key("data")) else {
            unchecked.push((
                loc.clone(),
                "itemSchema",
                "an event schema without a `data` property: each event's data is read as any JSON".into(),
            ));
            return (None, false);
        };
        let props = Self::child(&event, "properties");
        for (name, schema) in properties.iter().filter(|(n, _)| n.as_str() != "data") {
            let asserts = schema.as_object().is_some_and(|s| {
                s.keys()
                    .any(|k| k != "type" && !k.starts_with("x-") && !super::keywords::ANNOTATIONS.contains(&k.as_str()))
            });
            if asserts {
                unchecked.push((
                    Self::child(&props, name),
                    "itemSchema",
                    format!("the event's `{name}` is read as text (the `Event`'s field), and its constraints are not checked"),
                ));
            }
        }
        self.data_reading(Self::child(&props, "data"))
    }

    /// How data a schema at `loc` describes is read: JSON of its `contentSchema` when it is a
    /// string that holds JSON, text when it is another string, else JSON of the schema itself.
    fn data_reading(&self, loc: Location) -> (Option<Location>, bool) {
        let at = self.follow_refs(&loc).end();
        let Some(schema) = self.value(&at).and_then(Value::as_object) else {
            return (Some(loc), false);
        };
        let string = match schema.get("type") {
            Some(Value::String(t)) => t == "string",
            Some(Value::Array(ts)) => ts.len() == 1 && ts[0] == "string",
            _ => false,
        };
        let holds_json = schema
            .get("contentMediaType")
            .and_then(Value::as_str)
            .is_some_and(super::schema::is_json_media);
        match (string, holds_json, schema.contains_key("contentSchema")) {
            (_, _, true) if holds_json || !string => (Some(Self::child(&at, "contentSchema")), false),
            (true, true, false) => (None, false),
            (true, _, _) => (Some(loc), true),
            _ => (Some(loc), false),
        }
    }

    /// The answer at `rloc` as a stream, when a media type of its `content` streams: the item's
    /// shape lowered (named `{hint}Item` when inline), what is not checked reported.
    pub(super) fn stream_body(
        &mut self,
        rloc: &Location,
        content: &Map<String, Value>,
        hint: &str,
    ) -> Option<StreamBody> {
        let item = self.stream_item(&Self::child(rloc, "content"), content)?;
        for (loc, keyword, message) in &item.unchecked {
            self.warning(loc, keyword, message.clone());
        }
        let shape = match (&item.schema, item.format) {
            (_, StreamFormat::ServerSentText) => Shape::String,
            (Some(schema), _) => self.shape(schema, &format!("{hint}Item")),
            (None, _) => Shape::Any,
        };
        Some(StreamBody {
            format: item.format,
            media_type: essence(&item.media),
            item: shape,
        })
    }

    /// An operation that pages has its items across pages in `stream()`: an event stream of its
    /// answer is not offered beside it, with a warning at the media type.
    pub(super) fn stream_beside_paging(&mut self, op: &mut Operation, oloc: &Location) {
        if op.pagination.is_none() {
            return;
        }
        for r in op.responses.iter_mut() {
            let Some(stream) = r.stream.take() else { continue };
            self.warning(
                &Self::child(oloc, "responses"),
                "content",
                format!(
                    "operation `{}` pages, so its `stream()` gives the items across pages: its `{}` answer is read whole by `send()` only",
                    op.id, stream.media_type
                ),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaming_media_types_are_known_by_their_essence() {
        assert_eq!(streams("text/event-stream; charset=utf-8"), Some(true));
        assert_eq!(streams("Application/X-NDJSON"), Some(false));
        assert_eq!(streams("application/jsonl"), Some(false));
        assert_eq!(streams("application/json"), None);
        assert_eq!(streams("text/plain"), None);
    }
}
