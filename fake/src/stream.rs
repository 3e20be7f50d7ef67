//! Answers the document gives as streams of items (Server-Sent Events, JSON Lines), served as
//! streams of a few items, as Server-Sent Events with `id:` lines (`1`, `2`, …; a request with
//! `Last-Event-ID` gets the items after it, made again) or one JSON value a line, the answer then
//! ending cleanly. An answer that is also JSON streams when the request asks for the stream's
//! media type (`Accept`). Where the item's schema is the answer's (or the stream is all the
//! answer is), the engine's answer is an item: the record of an operation that reads or makes
//! one is every item (the record as it stands: the fake changes nothing while it streams), and an
//! operation without state has its answer first; the other items are made from the item's
//! schema.

use serde_json::Value;

use crate::answer::{Answer, Kind, documented};
use crate::engine::Ctx;
use crate::judge::Request;
use crate::model::{Operation, Role, Stream};

/// How many items a streamed answer holds.
const ITEMS: usize = 3;

/// `answer` (the engine's, judged) as the stream the document gives for it, where it gives one
/// and the request takes it; otherwise unchanged.
pub(crate) fn served(cx: &mut Ctx<'_>, op: &Operation, request: &Request, answer: Answer) -> Answer {
    if answer.kind != Kind::Normal || !(200..300).contains(&answer.status) {
        return answer;
    }
    let Some(response) = documented(op, answer.status) else {
        return answer;
    };
    let Some(stream) = &response.stream else {
        return answer;
    };
    let only = response.content_type.as_deref() == Some(stream.content_type.as_str());
    if !only && !accepts(request, &stream.content_type) {
        return answer;
    }
    let loc = cx.slot(stream.schema);
    // The engine's answer is an item where the item's schema is the answer's.
    let same = only || same_schema(cx, stream.schema, response.schema);
    let mut items: Vec<Value> = answer.body.clone().filter(|_| same).into_iter().collect();
    if op.role != Role::Stateless {
        items = items.iter().cycle().take(ITEMS).cloned().collect();
    }
    while items.len() < ITEMS {
        let item = match &loc {
            Some(loc) => match cx.synth(loc) {
                Ok(v) => v,
                Err(v) => return Answer::bug("the fake cannot make a valid item of the stream", &v),
            },
            // Nothing describes an item: its number.
            None => Value::from(items.len() + 1),
        };
        items.push(item);
    }
    if let (Some(loc), true) = (&loc, cx.options.validate_answers) {
        for (i, item) in items.iter().enumerate() {
            let violations = cx.schemas.violations(loc, item, &format!("/{i}"));
            if !violations.is_empty() {
                return Answer::bug("the fake's stream item breaks the document", &violations);
            }
        }
    }
    let after = request
        .header("last-event-id")
        .and_then(|id| id.trim().parse::<usize>().ok())
        .unwrap_or(0);
    let mut streamed = Answer::json(answer.status, Value::String(frame(stream, &items, after)));
    streamed.kind = Kind::Stream;
    streamed.headers = answer.headers;
    streamed.headers.retain(|(k, _)| k != "content-type");
    streamed
        .headers
        .push(("content-type".into(), stream.content_type.clone()));
    streamed.headers.push(("cache-control".into(), "no-cache".into()));
    streamed
}

/// Two slots say the same: the same schema written alike in the same document (two `$ref`s to
/// one component).
fn same_schema(cx: &Ctx<'_>, a: Option<usize>, b: Option<usize>) -> bool {
    let (Some(a), Some(b)) = (cx.slot(a), cx.slot(b)) else {
        return false;
    };
    a == b || (a.uri == b.uri && cx.schemas.node(&a).is_some() && cx.schemas.node(&a) == cx.schemas.node(&b))
}

/// The request asks for the stream's media type.
fn accepts(request: &Request, media: &str) -> bool {
    let essence = |m: &str| m.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    let wanted = essence(media);
    request
        .header("accept")
        .is_some_and(|a| a.split(',').any(|m| essence(m) == wanted))
}

/// The items, numbered from 1, framed as the stream's media type says: those after `after`.
fn frame(stream: &Stream, items: &[Value], after: usize) -> String {
    let sse = stream
        .content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .eq_ignore_ascii_case("text/event-stream");
    let mut out = String::new();
    for (i, item) in items
        .iter()
        .enumerate()
        .map(|(i, v)| (i + 1, v))
        .filter(|(i, _)| *i > after)
    {
        let data = match item {
            Value::String(s) if stream.text => s.clone(),
            other => other.to_string(),
        };
        if sse {
            out.push_str(&format!("id: {i}\n"));
            // A text item's line breaks are one `data:` line each.
            for line in data.split('\n') {
                out.push_str("data: ");
                out.push_str(line.strip_suffix('\r').unwrap_or(line));
                out.push('\n');
            }
            out.push('\n');
        } else {
            out.push_str(&data);
            out.push('\n');
        }
    }
    out
}
