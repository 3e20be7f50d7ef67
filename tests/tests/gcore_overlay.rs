//! `examples/gcore-cloud/gcore.overlay.yaml` on the provider's own document
//! (`../shared/corpus/gcore/cloud_api.yaml`): every target matches, and the overlay marks the
//! 130 operations that answer with task identifiers, the 77 that page with `limit`/`offset`, the
//! task-status operation and the client extension. (Generating the whole client with the overlay,
//! compiling it with clippy and counting its task-waiting and paginated operations is
//! `examples/gcore-cloud/check.sh`, a CI step.) Skips with a message when `../shared` is absent.

use std::path::PathBuf;

use serde_json::Value;

#[test]
fn the_gcore_overlay_marks_every_task_and_paginated_operation() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let spec = root.join("../shared/corpus/gcore/cloud_api.yaml");
    if !spec.exists() {
        eprintln!(
            "skipped: {} not found (the shared material sits beside the repository in CI)",
            spec.display()
        );
        return;
    }
    let overlay = root.join("examples/gcore-cloud/gcore.overlay.yaml");
    let (loader, id) = oapigen::load::Loader::from_path_overlaid(&spec, &[overlay])
        .unwrap_or_else(|e| panic!("{}", e.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n")));
    assert!(loader.warnings().is_empty(), "{:?}", loader.warnings());
    let doc = &loader.file(id).root;

    let operations: Vec<&Value> = doc["paths"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|item| item.as_object().unwrap().values())
        .filter(|op| op.get("responses").is_some())
        .collect();
    let tasks: Vec<&Value> = operations.iter().filter_map(|op| op.get("x-oapigen-tasks")).collect();
    let pages = operations
        .iter()
        .filter(|op| op.get("x-oapigen-pagination").is_some())
        .count();
    assert_eq!(operations.len(), 542);
    assert_eq!(tasks.len(), 130, "operations answering TaskIDsSerializer");
    assert_eq!(pages, 77, "operations taking limit and offset");
    // Every task operation polls an operation that exists and says how to read its state.
    let poll = tasks[0]["poll"].as_str().unwrap();
    let poller = operations
        .iter()
        .find(|op| op["operationId"] == poll)
        .unwrap_or_else(|| panic!("no operation `{poll}`"));
    assert_eq!(poller["x-oapigen-task-status"]["finished"][0], "FINISHED");
    assert_eq!(doc["info"]["x-oapigen-client"]["env"]["api_key"], "GCORE_API_KEY");
    let sensitive = serde_json::to_string(doc)
        .unwrap()
        .matches("\"x-sensitive\":true")
        .count();
    assert!(sensitive >= 40, "{sensitive} sensitive members");
    eprintln!(
        "{} operations: {} wait for tasks, {pages} paginate, {sensitive} members sensitive",
        operations.len(),
        tasks.len()
    );
}
