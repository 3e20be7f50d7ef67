//! The provider's `deepObject` filters of its GPU cluster lists (`created_at[gte]=…`,
//! `name[contains]=…`), as the client writes them and the fake of the provider's document reads
//! them: a list asked with a typed filter finds the clusters it names.

use gcore_cloud::fake::{Fake, Operation, TaskPlan};
use gcore_cloud::types::{ClusterCreateSerializer, DateTimeRangeFilter, StringFilter};

#[tokio::test]
async fn deep_object_filters_go_as_the_document_writes_them() {
    let fake = Fake::start().await;
    let client = fake.client();
    fake.engine()
        .set_task_plan("VirtualClusterCollection.post", TaskPlan::Immediately)
        .unwrap();
    // Two clusters, made from a body the document accepts.
    let example = fake.engine().example_request("VirtualClusterCollection.post").unwrap();
    for name in ["web-1", "db-1"] {
        let mut body = example.body.clone().expect("the operation takes a body");
        body["name"] = name.into();
        let body: ClusterCreateSerializer = serde_json::from_value(body).unwrap();
        client
            .virtual_cluster_collection_post()
            .project_id(1)
            .region_id(2)
            .body(body)
            .send_and_wait_for_resources()
            .await
            .unwrap();
    }
    let since = DateTimeRangeFilter::builder()
        .gte("2000-01-01T00:00:00Z")
        .build()
        .unwrap();
    let name = StringFilter::builder()
        .contains(vec!["WEB".to_string(), "api".to_string()])
        .build()
        .unwrap();
    let list = client
        .virtual_cluster_collection_get()
        .project_id(1)
        .region_id(2)
        .created_at(since)
        .name(name)
        .send()
        .await
        .unwrap();
    let names: Vec<&str> = list.results.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["web-1"]);
    // On the wire: each member a parameter of its own, a list member's key repeated.
    let sent = fake.journal_of(Operation::VirtualClusterCollectionGet);
    let query: Vec<(&str, &str)> = sent[0].query.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    assert_eq!(
        query,
        [
            ("created_at[gte]", "2000-01-01T00:00:00Z"),
            ("name[contains]", "WEB"),
            ("name[contains]", "api")
        ]
    );
    // A range that ends before the clusters were made keeps none.
    let until = DateTimeRangeFilter::builder()
        .lt("2000-01-01T00:00:00Z")
        .build()
        .unwrap();
    let list = client
        .virtual_cluster_collection_get()
        .project_id(1)
        .region_id(2)
        .created_at(until)
        .send()
        .await
        .unwrap();
    assert!(list.results.is_empty(), "{:?}", list.results);
}
