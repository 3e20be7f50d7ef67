//! Answers that are streams of items (issue 42 point 4): which media types stream, where the
//! item's schema is (`itemSchema`, an event's `data` and its `contentSchema`, `schema`), and what
//! the client does not check said with a located warning.

use oapigen::Builder;
use oapigen::ir::{Shape, StreamFormat};

const DOC: &str = r#"
openapi: 3.2.0
info: {title: t, version: '1'}
paths:
  /a:
    get:
      operationId: eventsOfData
      responses:
        '200':
          description: ok
          content:
            text/event-stream:
              itemSchema:
                type: object
                properties:
                  event: {type: string, enum: [delta, done]}
                  id: {type: string}
                  data:
                    type: string
                    contentMediaType: application/json
                    contentSchema: {$ref: '#/components/schemas/Piece'}
  /b:
    get:
      operationId: eventsWithoutData
      responses:
        '200':
          description: ok
          content:
            text/event-stream:
              itemSchema: {type: object, properties: {event: {type: string}}}
  /c:
    get:
      operationId: textEvents
      responses:
        '200': {description: ok, content: {text/event-stream: {schema: {type: string}}}}
  /d:
    get:
      operationId: lines
      responses:
        '200': {description: ok, content: {'application/x-ndjson; charset=utf-8': {schema: {$ref: '#/components/schemas/Piece'}}}}
  /e:
    get:
      operationId: pagedOrStreamed
      x-oapigen-pagination: {limit: limit, offset: offset, items: /results}
      parameters:
        - {name: limit, in: query, schema: {type: integer}}
        - {name: offset, in: query, schema: {type: integer}}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {type: object, properties: {results: {type: array, items: {$ref: '#/components/schemas/Piece'}}}}
            text/event-stream:
              schema: {$ref: '#/components/schemas/Piece'}
  /f:
    get:
      operationId: plainJson
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Piece'}}}}
components:
  schemas:
    Piece:
      type: object
      properties:
        text: {type: string}
"#;

#[test]
fn each_streaming_answer_is_read_as_its_media_type_and_item_schema_say() {
    let g = Builder::new()
        .spec_text("streams.yaml", DOC)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    let api = g.api();
    let stream = |id: &str| {
        let op = api.operations.iter().find(|o| o.id == id).expect(id);
        op.success_stream()
            .map(|s| (s.format, s.media_type.clone(), s.item.clone()))
    };
    let piece = api.types.iter().position(|t| t.name == "Piece").expect("Piece");
    let named_piece = |shape: &Shape| matches!(shape, Shape::Named(id) if id.0 == piece);

    let (format, media, item) = stream("eventsOfData").unwrap();
    assert_eq!(
        (format, media.as_str()),
        (StreamFormat::ServerSentEvents, "text/event-stream")
    );
    assert!(named_piece(&item), "the event's data is its `contentSchema`: {item:?}");
    let (format, _, item) = stream("eventsWithoutData").unwrap();
    assert_eq!((format, item), (StreamFormat::ServerSentEvents, Shape::Any));
    let (format, _, item) = stream("textEvents").unwrap();
    assert_eq!((format, item), (StreamFormat::ServerSentText, Shape::String));
    let (format, media, item) = stream("lines").unwrap();
    assert_eq!(
        (format, media.as_str()),
        (StreamFormat::JsonLines, "application/x-ndjson")
    );
    assert!(named_piece(&item), "{item:?}");
    assert_eq!(stream("pagedOrStreamed"), None, "its `stream()` pages");
    assert_eq!(stream("plainJson"), None);

    let client = &g.files()["src/client.rs"];
    assert!(
        client.contains("pub fn stream(mut self) -> EventStream<types::Piece>"),
        "{client}"
    );
    assert!(client.contains("StreamFormat::JsonLines(\"application/x-ndjson\")"));
    assert!(g.files()["src/lib.rs"].contains("pub use ::oapigen_runtime::{Event, EventStream, Events};"));

    let warnings: Vec<(String, String)> = g
        .warnings()
        .iter()
        .map(|w| (w.pointer.clone(), w.message.clone()))
        .collect();
    assert_eq!(warnings.len(), 3, "{warnings:#?}");
    assert_eq!(
        warnings[0].0,
        "/paths/~1a/get/responses/200/content/text~1event-stream/itemSchema/properties/event"
    );
    assert!(warnings[0].1.contains("`event` is read as text"), "{}", warnings[0].1);
    assert_eq!(
        warnings[1].0,
        "/paths/~1b/get/responses/200/content/text~1event-stream/itemSchema"
    );
    assert!(warnings[1].1.contains("without a `data` property"), "{}", warnings[1].1);
    assert_eq!(warnings[2].0, "/paths/~1e/get/responses");
    assert!(warnings[2].1.contains("pages"), "{}", warnings[2].1);
}

#[test]
fn a_document_without_streams_names_none_of_their_types() {
    let doc = DOC.split("  /a:").next().unwrap().to_owned()
        + "  /f:\n    get:\n      operationId: plainJson\n      responses:\n        '200': {description: ok}\n";
    let g = Builder::new()
        .spec_text("plain.yaml", doc)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(!g.files()["src/lib.rs"].contains("EventStream"));
}
